# Les mots du site en français.

## The games
game-shatranj = Shatranj
game-chaturanga-davidson = Chaturanga (Davidson)
game-parsi = Échecs parsis
game-shatranj-kamil-64 = Shatranj Kamil (64)
game-great-shatranj = Grand Shatranj

## The header
nav-site = Site
menu = ☰ Menu
nav-play = Jouer
nav-analysis = Analyse
nav-editor = Éditeur
nav-problems = Problèmes
nav-archive = Archives
nav-players = Joueurs
nav-tv = TV
nav-tv-title = La partie à l’affiche, en direct
nav-tournaments = Tournois
nav-engines = Moteurs
nav-rules = Règles
tournament-next-title = { $name } : le prochain tournoi
tournament-live-title = { $name } : en cours, rejoignez-le
tournament-sr = Tournoi { $name } :
tournament-in = dans { $time }
tournament-live = en direct
settings = Réglages
settings-title = Le jeu de pièces, pages claires ou sombres, la langue
pieces-title = Jeu de pièces
set-figures = Figures
set-turned = Tournées
set-letters = Lettres
theme = Thème
theme-system = ◐ Système
theme-light = ☀ Clair
theme-dark = ☾ Sombre
language = Langue
my-games = Mes parties
my-games-title = Vos parties
your-turn-title = Parties où c’est à vous de jouer
challenges-for-you = Défis pour vous
me-title = Votre profil, votre compte et la déconnexion
your-account = Votre compte
profile = Profil
account = Compte
sign-out = Se déconnecter
anon-me-title = Votre nom ici ; changez-le dans votre compte
sign-in = Se connecter
sign-up = S’inscrire
