# Die Wörter der Seite auf Deutsch.

## The games
game-shatranj = Schatrandsch
game-chaturanga-davidson = Tschaturanga (Davidson)
game-parsi = Parsi-Schach
game-shatranj-kamil-64 = Schatrandsch Kamil (64)
game-great-shatranj = Großes Schatrandsch

## The header
nav-site = Seite
menu = ☰ Menü
nav-play = Spielen
nav-analysis = Analyse
nav-editor = Editor
nav-problems = Probleme
nav-archive = Archiv
nav-players = Spieler
nav-tv = TV
nav-tv-title = Die ausgewählte Partie, live
nav-tournaments = Turniere
nav-engines = Engines
nav-rules = Regeln
tournament-next-title = { $name }: das nächste Turnier
tournament-live-title = { $name }: läuft, machen Sie mit
tournament-sr = Turnier { $name }:
tournament-in = in { $time }
tournament-live = live
settings = Einstellungen
settings-title = Figurensatz, helle oder dunkle Seiten, Sprache
pieces-title = Figurensatz
set-figures = Bildfiguren
set-turned = Gedrechselt
set-letters = Buchstaben
theme = Design
theme-system = ◐ System
theme-light = ☀ Hell
theme-dark = ☾ Dunkel
language = Sprache
my-games = Meine Partien
my-games-title = Ihre Partien
your-turn-title = Partien, in denen Sie am Zug sind
challenges-for-you = Herausforderungen an Sie
me-title = Ihr Profil, Ihr Konto und Abmelden
your-account = Ihr Konto
profile = Profil
account = Konto
sign-out = Abmelden
anon-me-title = Ihr Name hier; ändern Sie ihn in Ihrem Konto
sign-in = Anmelden
sign-up = Registrieren
