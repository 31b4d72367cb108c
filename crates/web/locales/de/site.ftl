# Die Wörter der Seite auf Deutsch.


## The header
nav-site = Seite
menu = ☰ Menü
nav-play = Spielen
nav-analysis = Analyse
nav-editor = Editor
nav-training = Puzzles
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

## The pieces' names, game by game
piece-chaturanga-davidson-K = Raja
piece-chaturanga-davidson-Q = Mantri
piece-chaturanga-davidson-E = Gaja
piece-chaturanga-davidson-N = Ashva
piece-chaturanga-davidson-R = Ratha
piece-chaturanga-davidson-P = Padati
piece-great-shatranj-K = König
piece-great-shatranj-G = General
piece-great-shatranj-M = Minister
piece-great-shatranj-H = Hohepriesterin
piece-great-shatranj-E = Elefant
piece-great-shatranj-N = Springer
piece-great-shatranj-W = Woody
piece-great-shatranj-P = Bauer
piece-great-shatranj-S = Soldat
piece-parsi-K = Raja
piece-parsi-Q = Wesir
piece-parsi-B = Elefant
piece-parsi-N = Pferd
piece-parsi-R = Boot
piece-parsi-P = Bauer
piece-shatranj-kamil-64-K = König
piece-shatranj-kamil-64-G = General
piece-shatranj-kamil-64-E = Elefant
piece-shatranj-kamil-64-S = Silbergeneral
piece-shatranj-kamil-64-N = Springer
piece-shatranj-kamil-64-R = Turm
piece-shatranj-kamil-64-P = Bauer
piece-shatranj-K = Schah
piece-shatranj-Q = Firzan
piece-shatranj-B = Alfil
piece-shatranj-N = Pferd
piece-shatranj-R = Ruch
piece-shatranj-P = Bauer

## The game page
no-such-game = Diese Partie gibt es nicht
no-such-game-help = Prüfe den Link oder beginne eine neue Partie in der Lobby.
to-the-lobby = Zur Lobby
challenge-waiting = Du hast { $name } herausgefordert: die Partie beginnt, sobald angenommen wird.
challenge-waiting-help = Die Herausforderung erscheint sofort, wenn der Spieler auf der Seite ist, sonst beim nächsten Besuch.
cancel-challenge = Herausforderung zurückziehen
challenge-to-you = { $name } fordert dich heraus.
challenge-between = { $name } hat { $other } herausgefordert: die Partie beginnt, sobald angenommen wird.
invite-seek = Dein Gesuch steht in der Lobby: die Partie beginnt, sobald jemand es annimmt. Du kannst diesen Link auch einem Freund schicken.
invite-friend = Lade deinen Gegner ein: schick ihm diesen Link; die Partie beginnt, wenn er ihn öffnet.
invite-link = Einladungslink
invite-seek-stays = Das Gesuch bleibt in der Lobby, solange diese Seite oder die Lobby offen ist.
cancel-seek = Gesuch zurückziehen
cancel-game = Partie absagen
changed-rules-of = { $game } mit geänderten Regeln:
needs-javascript = Das Brett braucht JavaScript. Die Partie als Text:
loading-board = Das Brett lädt… Bleibt es leer, ist die Oberfläche nicht gebaut:
berserk-both = Beide Spieler gingen Berserk: die halbe Uhr, und ein Punkt mehr für einen Sieg in sieben Zügen oder mehr.
berserk-white = Weiß ging Berserk: die halbe Uhr, und ein Punkt mehr für einen Sieg in sieben Zügen oder mehr.
berserk-black = Schwarz ging Berserk: die halbe Uhr, und ein Punkt mehr für einen Sieg in sieben Zügen oder mehr.
berserk = Berserk
berserk-title = Gib die Hälfte deiner Uhr für einen Punkt mehr, wenn du in sieben Zügen oder mehr gewinnst
back-to-tournament = Zurück zum Turnier
analyse-game = Diese Partie analysieren
download-pgn = PGN herunterladen
download-diagram = Diagramm herunterladen
download-diagram-title = Ein Bild (PNG) der gezeigten Stellung, für eine Seite oder zum Drucken
download-courier = Game-Courier-Protokoll herunterladen
rules-of = Regeln von { $game }
game-title = Partie { $game }

## Joining a game by invitation
game-started = Diese Partie hat begonnen
watch-it = Zuschauen
days-a-move = { $n ->
    [one] { $n } Tag pro Zug
   *[other] { $n } Tage pro Zug
}
rating-any = beliebig
invites-you = { $name } lädt dich zu { $game } ein
host = Gastgeber:
clock = Uhr:
for-ratings = für Wertungen von { $min } bis { $max }
own-game = Das ist deine eigene Partie: sie beginnt, wenn jemand anderes den anderen Platz nimmt.
back-to-it = Zurück zu ihr
rated-needs-account = Eine gewertete Partie spielen Konten gegeneinander: registriere dich oder melde dich an, um sie zu nehmen.
you-play-as = Du spielst als { $name }.
your-name = Dein Name
name-made-for-you = ein Name wird für dich gemacht
join-game = Der Partie beitreten
join = Beitreten

## Accounts: signing up and in, the account page
played-as = Du hast als { $name } gespielt: deine Partien bleiben deine, wenn du dich registrierst.
name = Name
name-help = 3 bis 20 Buchstaben (A–Z), Ziffern, _ oder -. Für andere Spieler sichtbar; später nicht änderbar.
password = Passwort
password-help = Mindestens 8 Zeichen.
have-account = Schon ein Konto?
new-here = Neu hier?
or-just-play = Oder spiel einfach: ein Name wird für dich gemacht.
language-help = Die Sprache der Seite, in diesem Browser und in deinem Konto
not-played-yet = Du hast noch nicht gespielt: registriere dich, melde dich an oder spiel einfach (ein Name wird für dich gemacht).
anon-as = Du spielst ohne Konto, als { $name } (dieser Browser merkt sich dich).
new-name = Neuer Name
change-name = Meinen Namen ändern
keep-games = Behalte deine Partien überall
keep-games-help = um gewertete Partien zu spielen und dich in jedem Browser anzumelden; deine bisherigen Partien bleiben deine.
signed-in-as = Angemeldet als
my-page = Meine Seite
change-password = Passwort ändern
current-password = Aktuelles Passwort
new-password = Neues Passwort
change-my-password = Mein Passwort ändern
delete-account = Konto löschen
delete-account-help = Deine Partien bleiben ohne deinen Namen im Archiv.
delete-my-account = Mein Konto löschen
delete-what = Deine Partien bleiben im Archiv, gespielt von „gelöschter Spieler“; deine Wertungen und deine Seite verschwinden, und dein Name kann von jemand anderem genommen werden.
password-to-confirm = Dein Passwort, zur Bestätigung
account-deleted = Dein Konto ist gelöscht
err-name-length = Ein Name hat 3 bis 20 Zeichen.
err-name-kept = Dieser Name ist für die Seite reserviert; wähle einen anderen.
err-name-char = { $what } darf nicht in einem Namen stehen: nimm Buchstaben A–Z, Ziffern, _ und -.
err-a-space = Ein Leerzeichen
err-name-taken = Der Name { $name } ist vergeben; wähle einen anderen.
err-name-like = { $name } ist oder ähnelt dem Namen des Kontos { $other }; wähle einen anderen.
err-password-short = Ein Passwort hat mindestens 8 Zeichen.
err-password-long = Ein Passwort hat höchstens 1000 Bytes.
err-too-many = Zu viele Versuche aus deinem Netz: warte ein paar Minuten und versuch es noch einmal.
err-wrong = Falscher Name oder falsches Passwort.
err-type-both = Gib deinen Namen und dein Passwort ein.
err-not-current = Das ist nicht dein aktuelles Passwort.
err-not-password = Das ist nicht dein Passwort.
err-no-password = Dieses Konto hat kein Passwort.
err-failed = Das Passwort konnte nicht gespeichert werden; versuch es noch einmal.

## The lobby
lobby-title = Spiele die Schatrandsch-Familie
quick-pairing = Schnelle Paarung
quick-help = Wähle ein Spiel und eine Bedenkzeit: du wirst mit einem Spieler gepaart, der dasselbe sucht, oder dein Gesuch wartet in der Lobby, bis es jemand annimmt. Zeiten sind Minuten + Sekunden pro Zug.
how-to-play = So spielt man { $game }
about-shatranj = { $game }: das Schach des mittelalterlichen Persiens und der arabischen Welt. Der Firzan zieht ein Feld diagonal und der Alfil springt zwei, daher sind die Partien lang; den anderen König patt zu setzen oder ihm alle Steine zu nehmen, gewinnt.
about-chaturanga-davidson = { $game }: indisches Schach, wie H. A. Davidson es beschrieb. Es gibt kein Matt: der König kann geschlagen werden, und den anderen König allein auf dem Brett zu lassen, gewinnt.
about-parsi = { $game }: indisches Schach von 1814, nah am heutigen Schach (Dame und Läufer), mit einem Springersprung des Königs, Bauern, die sich nur in verlorene Figuren umwandeln, und ohne Patt.
about-shatranj-kamil-64 = { $game }: Schatrandsch auf 64 Feldern mit stärkeren Figuren (Silbergeneräle, weit springende Elefanten); Patt gewinnt, und ein einsamer König hat zehn Züge, um sich zu retten.
about-great-shatranj = { $game }: Schatrandsch auf einem 10x8-Brett mit stärkeren Figuren, deren lange Züge Zwei-Felder-Sprünge sind; Bauern wandeln sich in verlorene Figuren oder in einen Soldaten um.
start-of = die Ausgangsstellung von { $game }
create-game = Partie erstellen
create-game-help = gegen das Programm, mit einem Freund per Link, oder mit eigener Uhr und eigenen Regeln
time-control = Bedenkzeit
custom-clock = Eigene
minutes = Minuten
seconds-a-move = + Sekunden pro Zug
opponent = Gegner
opponent-engine = Das Programm
opponent-friend = Ein Freund (per Link)
opponent-anyone = Jeder (offenes Gesuch)
engine-strength = Spielstärke des Programms
level-beginner = Anfänger
level-club = Vereinsspieler
level-full = volle Stärke
your-colour = Deine Farbe
colour-random = Zufällig
rating-range = Wertung des Gegners (offene Gesuche)
rated-help = Gewertete Partien ändern die Wertung beider Spieler: die fünf Spiele nach ihren eigenen Regeln, aus ihrer Ausgangsstellung, mit Uhr. Partien gegen das Programm sind ungewertet.
casual-note = Ungewertet. Registriere dich oder melde dich an, um gewertete Partien zu spielen.
you-play-as-prefix = Du spielst als
rules-set-as-sources = Eingestellt, wie die Quellen des Spiels es sagen; ändere eine nur, um eine andere Lesart zu spielen.
more-rule-options = Weitere Regeloptionen
other-start = Aus einer anderen Stellung beginnen
fen-label = Stellung (FEN; leer: die eigene Ausgangsstellung des Spiels)
create-the-game = Partie erstellen
open-seeks = Offene Gesuche
open-seeks-help = Partien, die darauf warten, dass jemand den anderen Platz nimmt: ein Klick auf eine Bedenkzeit im Raster oben erstellt eines, ebenso „Jeder (offenes Gesuch)“ unter Partie erstellen.
no-tournaments = Keines angekündigt.
create-one = Eines erstellen
all-tournaments = Alle Turniere
games-in-progress = Laufende Partien

# Error pages.
error-not-found-title = Seite nicht gefunden
error-not-found = Unter dieser Adresse ist nichts. Prüfe den Link.
error-method-title = Keine Seite
error-method = Diese Adresse nimmt diese Art von Anfrage nicht an.
error-too-many-title = Zu viele Anfragen
error-too-many = Deine Adresse hat zu viele Anfragen gesendet: warte ein paar Sekunden und versuche es erneut.
error-forbidden-title = Nicht erlaubt
error-forbidden = Das darfst du hier nicht.
error-server-title = Etwas ist schiefgegangen
error-server = Der Server konnte gerade nicht antworten. Versuche es gleich noch einmal.
error-bad-title = Das hat nicht geklappt
error-bad = Die Anfrage konnte nicht gelesen werden.
error-unavailable-title = Nicht verfügbar
error-unavailable = Die Datenbank antwortet nicht. Versuche es gleich noch einmal.

## The analysis board, the editor, playing offline
study-game = Spiel
board-loading = Das Brett wird geladen… Bleibt es leer, ist die Oberfläche nicht gebaut; führen Sie aus:
back-to-game = Zurück zur Partie
an-title = Analysebrett: { $game }
an-title-game = Analyse: { $name }
an-in-progress-title = Partie läuft
an-in-progress = Diese Partie wird noch gespielt
an-in-progress-help = Das Analysebrett öffnet sich, sobald sie zu Ende ist.
an-cannot-open = Das Analysebrett lässt sich nicht öffnen
an-bad-fen = Diese Stellung ist nicht verwendbar: { $text }. Stattdessen wird die Anfangsstellung gezeigt.
an-needs-js = Das Analysebrett braucht JavaScript.
an-game-pgn = Die PGN der Partie
an-help = Klicken oder ziehen Sie Figuren, um Züge zu versuchen; jeder bleibt in der Liste, auch Nebenvarianten, und in der Adresse der Seite, sodass ein Link die ganze Analyse teilt. Pfeile zeigen die besten Züge der Engine (dunkelblau: der beste). Tasten: ← → zum Blättern, Pos1 und Ende.

## Problems: the list, a problem's page
pb-title = Probleme
pb-lead = Spielen Sie die Seite, die das Ziel erreichen muss; die Engine verteidigt mit ihren besten Zügen. Zuerst die Probleme der alten Meister (die arabischen Mansubat und das Buch Alfons' X. von 1283), jedes mit seiner Quelle und seiner Geschichte, dann Stellungen aus Partien. Jede Aussage über ein Problem (sein Schlüssel, eine Nebenlösung, eine bessere Verteidigung als die des Buchs) hat Rukh bewiesen, indem es jede Verteidigung versuchte.
pb-collections = Sammlungen
pb-from-play = Stellungen aus Partien
pb-from-play-help = Erzwungene Gewinne aus Partien von Rukh und von Spielern hier: Ein einziger erster Zug gewinnt, und der Beweis zeigt es.
pb-site-own = Die Probleme dieser Seite
pb-number = Nr. { $n }
pb-unusable-flag = So wie gelesen nicht spielbar
pb-rated = { $n ->
    [one] Wertung { $rating } nach dem Ergebnis eines Spielers
   *[other] Wertung { $rating } nach den Ergebnissen von { $n } Spielern
}
pb-cook-flag = Hat eine Nebenlösung
pb-defence-flag = Die Verteidigung des Buchs ist nicht die beste
pb-none = Kein solches Problem
pb-all = Alle Probleme
pb-heading = { $game }-Problem { $name }
pb-page-title = Problem: { $name }
pb-needs-js = Zum Lösen wird JavaScript gebraucht.
pb-loading = Das Brett wird geladen…
pb-unusable = Dieses Problem lässt sich so, wie es gelesen wurde, nicht spielen:
pb-in-english = Geschichte und Quelle des Problems stehen auf Englisch, so wie sie aus den Handschriften und ihren Ausgaben gelesen wurden.
pb-history = Geschichte
pb-read = Wie es gelesen wurde
pb-source = Quelle
pb-rules-of = Regeln von { $game }

## A problem's task ($what: one of the goal words; $other: the side that solves)
stip-play = { $side } am Zug: { $what }
stip-mates = { $side } am Zug; { $other } setzt in { $n } matt
stip-must = { $side } am Zug; { $other } muss: { $what }
goal-mate = Matt in { $n }
goal-mate-pawn = Matt mit dem Bauern in { $n }
goal-bare-king = den König in { $n } entblößen
goal-win = Gewinn in { $n }
goal-draw = { $n ->
    [one] das Remis { $n } Zug lang halten
   *[other] das Remis { $n } Züge lang halten
}

## A problem's verdicts ($reason: how the game ended)
pr-game-ends = Die Partie endet: { $reason }
pr-solved = Gelöst: { $reason }
pr-wins-not-asked = Das gewinnt ({ $reason }), aber nicht so, wie das Problem es verlangt.
pr-loses = Das verliert: Die andere Seite gewinnt nun zwingend in den verbleibenden Zügen.
pr-moves-used = Die { $n } Züge sind aufgebraucht, und das Ziel ist nicht erreicht.
pr-slip = Der Gewinn entgleitet: Die Verteidigung hält nun länger als die verbleibenden Züge.
pr-no-defence = Keine Verteidigung zu spielen.
pr-held = Gelöst: Sie haben das Remis { $n } Züge lang gehalten.
pr-holding = { $n ->
    [one] Sie halten. Noch { $n } Zug zu halten.
   *[other] Sie halten. Noch { $n } Züge zu halten.
}
pr-first-mate = { $n ->
    [one] { $side } zieht zuerst. Sie sind am Zug: { $n } Zug bis zum Matt.
   *[other] { $side } zieht zuerst. Sie sind am Zug: { $n } Züge bis zum Matt.
}
pr-first-bare-king = { $n ->
    [one] { $side } zieht zuerst. Sie sind am Zug: { $n } Zug, um den König zu entblößen.
   *[other] { $side } zieht zuerst. Sie sind am Zug: { $n } Züge, um den König zu entblößen.
}
pr-first-win = { $n ->
    [one] { $side } zieht zuerst. Sie sind am Zug: { $n } Zug zum Gewinn.
   *[other] { $side } zieht zuerst. Sie sind am Zug: { $n } Züge zum Gewinn.
}
pr-good = { $n ->
    [one] Gut. Noch { $n } Zug.
   *[other] Gut. Noch { $n } Züge.
}

## What the proof found of a problem ($san: a move; $count: positions searched)
pf-holds = { $san } hält das Remis { $n } Züge lang gegen jede Verteidigung (der Beweis hat alle versucht).
pf-reaches = { $side } erreicht das Ziel in { $n } Zügen, was auch immer { $other } zuerst spielt (der Beweis hat jede Verteidigung versucht).
pf-wins-best = { $san } gewinnt in { $n } Zügen gegen jede Verteidigung; gegen die beste Verteidigung braucht es { $num }.
pf-wins = { $san } gewinnt in { $n } Zügen gegen jede Verteidigung (der Beweis hat alle versucht).
pf-fails = Das { $san } des Buchs schafft es gegen die beste Verteidigung nicht ({ $what }): Es braucht { $num }.
pf-fails-more = Das { $san } des Buchs schafft es gegen die beste Verteidigung nicht ({ $what }): Es braucht mehr.
pf-unsettled-line = Ob die Zugfolge des Buchs gegen jede Verteidigung in { $n } gewinnt, blieb offen: Der Beweis hat seine { $count } Stellungen aufgebraucht.
pf-defence = Die Verteidigung des Buchs ist nicht die längste: siehe die längste Verteidigung.
pf-cook = { $san } ({ $what })
pf-cook-within = { $san } (in höchstens { $n })
pf-second = { $n ->
    [one] Eine Nebenlösung: Auch { $text } erreicht das Ziel rechtzeitig.
   *[other] Eine Nebenlösung: Auch { $text } erreichen das Ziel rechtzeitig.
}
pf-unsettled-hold = In { $count } Stellungen offen geblieben ist die Frage, ob auch { $text } rechtzeitig hält.
pf-unsettled-win = In { $count } Stellungen offen geblieben ist die Frage, ob auch { $text } rechtzeitig gewinnt.
pf-none-hold = Auch kein anderer erster Zug hält das Remis: So wie gestellt, in { $n } Zügen, hat das Problem keine Lösung.
pf-none-win = Auch kein anderer erster Zug erreicht das Ziel rechtzeitig: So wie gestellt, in { $n } Zügen, hat das Problem keine Lösung.
pf-only-hold = Kein anderer erster Zug hält das Remis: Der Schlüssel ist eindeutig.
pf-only-win = Kein anderer erster Zug erreicht das Ziel rechtzeitig: Der Schlüssel ist eindeutig.

## The rules' options: the lobby's form, the rules pages, a game's changed rules
rule-stalemate = Patt
rule-stalemate-what = Was mit einer Seite geschieht, die keinen regelgerechten Zug hat und nicht im Schach steht.
rule-stalemate-is-loss = die patt gesetzte Seite verliert
rule-stalemate-is-draw = Remis
rule-stalemate-is-forbidden = den Gegner patt zu setzen ist nicht erlaubt
rule-bare-king = Entblößter König
rule-bare-king-what = Was geschieht, wenn ein König alle seine Steine verloren hat (er ist „entblößt“).
rule-bare-king-is-shatranj = die entblößte Seite verliert, außer sie entblößt sofort den anderen König (Remis)
rule-bare-king-is-boorj = das Entblößen des Königs beendet die Partie sofort („Boorj“)
rule-bare-king-is-counted = der einsame König hat eine Anzahl Züge, um ein Remis zu erreichen, dann verliert er
rule-bare-king-is-none = keine Regel: Es wird weitergespielt
rule-bared-loses-vs-two = Entblößt gegen zwei Steine verliert sofort
rule-bared-loses-vs-two-what = Ein entblößter König, dessen Gegner zwei oder mehr Steine hat, kann ihn nicht in einem Zug zurück entblößen und verliert darum sofort.
rule-bare-king-first = Das Entblößen wird vor dem Patt beurteilt
rule-bare-king-first-what = Hat die entblößte Seite auch keinen Zug, entscheidet die Regel vom entblößten König, nicht das Patt.
rule-boorj = Boorj zählt als
rule-boorj-what = Das Ergebnis des Entblößens des Raja.
rule-boorj-is-win = ein Gewinn des niedrigsten Grades
rule-boorj-is-draw = Remis
rule-grades = Grade des Sieges
rule-grades-what = Gewinne haben Grade: Boorj, dann Matt durch eine Figur, dann Matt durch einen Bauern.
rule-pawn-mate = Welche Matts Bauernmatts sind
rule-pawn-mate-what = Der höchste Grad des Gewinns, ein Matt, das ein Bauer gibt.
rule-pawn-mate-is-pawn-gives-check = ein Bauer, der gezogen hat, ohne sich umzuwandeln, gibt selbst Schach
rule-pawn-mate-is-pawn-moved = jedes Matt durch einen Bauernzug
rule-lone-stalemater-draws = Das Patt eines einsamen Königs ist remis
rule-lone-stalemater-draws-what = Ein Patt, das eine Seite mit nur ihrem König gibt, ist remis, kein Gewinn.
rule-lone-king-moves = Züge des einsamen Königs
rule-lone-king-moves-what = Wie viele Züge ein einsamer König hat (nach jedem seiner Schlagzüge neu gezählt), um ein Remis zu erreichen.
rule-lone-king-win = Wenn die Züge des einsamen Königs aufgebraucht sind
rule-lone-king-win-what = Ob der Gegner dann sofort gewinnt oder den Gewinn beanspruchen darf.
rule-lone-king-win-is-automatic = der Gegner gewinnt sofort
rule-lone-king-win-is-claim = der Gegner darf den Gewinn beanspruchen
rule-king-capture = Könige dürfen geschlagen werden
rule-king-capture-what = Es gibt kein Schach: Ein König darf angegriffen bleiben, und ihn zu schlagen gewinnt.
rule-no-moves = Eine Seite ganz ohne Zug
rule-no-moves-what = Wo Könige geschlagen werden dürfen: das Ergebnis für eine Seite, die nicht ziehen kann.
rule-no-moves-is-loss = sie verliert
rule-no-moves-is-draw = Remis
rule-perpetual-check-illegal = Kein Dauerschach
rule-perpetual-check-illegal-what = Schach zu geben, um die Stellung ein drittes Mal zu wiederholen, ist nicht erlaubt, außer es gibt keinen anderen Zug.
rule-royal-leap = Der eine Sprung des Königs
rule-royal-leap-what = Ein Zug, den der König einmal in der Partie machen darf, ohne zu schlagen, bis er zum ersten Mal Schach bekommt (Betza-Notation; leer: keiner).
rule-double-step-files = Bauern mit Doppelschritt
rule-double-step-files-what = Die Linien, deren Bauern von ihrem Start aus zwei Felder ziehen dürfen.
rule-double-step-needs-unmoved-master = Der Doppelschritt braucht die Figur dahinter
rule-double-step-needs-unmoved-master-what = Ein Bauer darf nur zwei Felder ziehen, solange die Figur, die hinter ihm begann, nicht gezogen hat.
rule-promotion-file = Welche Linie eine Umwandlung bestimmt
rule-promotion-file-what = Ein Bauer wird zu der Figur, die auf der Grundreihe einer Linie begann: welche Linie zählt.
rule-promotion-file-is-destination = die Linie, auf der der Bauer umwandelt
rule-promotion-file-is-origin = die Linie, auf der der Bauer begann
rule-royal-file-promotes-to = Der Bauer der Königslinie wird zu
rule-royal-file-promotes-to-what = Die Figur, zu der der Bauer der Königslinie umwandelt, wenn eine davon verloren ist („-“: nie).
rule-promotion-bonus = Zusatzzug nach der Umwandlung
rule-promotion-bonus-what = Die Figur (ihr Buchstabe), die, durch Umwandlung entstanden, sofort noch einmal ziehen darf, außer ihr Feld ist angegriffen.
rule-repetition = Remis durch Wiederholung
rule-repetition-what = Remis, wenn dieselbe Stellung so oft vorkommt (0: aus). Ein Brauch von Engines und Servern, keine Regel der Quellen.
rule-move-rule = Remis nach Zugzahl
rule-move-rule-what = Remis nach so vielen Zügen jeder Seite ohne Schlagzug oder Bauernzug (0: aus). Ein Brauch, keine Regel der Quellen.
rule-yes = ja
rule-no = nein
rule-convention = Ein Brauch von Engines und Servern.
rule-source = Quelle: { $text }.
rule-source-decision = Quelle: { $text } (Entscheidung { $name } des Regelvertrags, wo die Quellen schweigen oder abweichen).
rule-contract = der Regelvertrag
rule-other-start = aus einer anderen Anfangsstellung

## The rules pages ($piece, $pieces: the pieces' names in the language)
rules-none = Kein Spiel namens „{ $name }“
rules-moves-of = Züge: { $piece }
rules-start = Der Anfang: { $n }×{ $num } Felder.
rules-play = { $game } spielen
rules-print = Zu Hause spielen: Brett und Steine zum Ausschneiden drucken:
rules-letter = Letter
rules-diagram = Anfangsdiagramm
rules-how = So wird gespielt
rules-pieces = Figuren
rules-legend = Grüne Punkte: Züge; rote Ringe: Schlagzüge; braun: beides; blaue Rauten: ein besonderer Zug (siehe unter dem Diagramm).
rules-betza = Für Engines und Variantendateien (Betza-Notation):
rules-site = Die Regeln, nach denen diese Seite spielt
rules-site-help = Jede lässt sich beim Anlegen einer Partie ändern (in der Lobby, unter den Regeln des Spiels).
rules-fen = Anfangsstellung (FEN):
rules-endings = Endspiele
rules-endings-text = Welche Endspiele mit drei und vier Steinen gewinnen und welche remis sind, wie Rukhs Endspieltabellen sie lösen:
rules-endings-link = Endspiele von { $game }
rules-sources = Quellen
htp-turns = Weiß zieht zuerst; die Seiten ziehen abwechselnd, je einen Zug. Die Figuren ziehen, wie die Diagramme unten zeigen.
htp-king-capture = Es gibt kein Schach: Man gewinnt, indem man den gegnerischen König schlägt. Ein König darf angegriffen bleiben, und wer das zulässt, kann ihn verlieren.
htp-checkmate = Man gewinnt durch Schachmatt: Der gegnerische König ist angegriffen und hat keinen Zug, um zu entkommen.
htp-bare-shatranj = Oder man gewinnt, indem man den gegnerischen König entblößt: alle seine Steine schlägt. Ein entblößter König rettet die Partie nur, indem er Ihren im Gegenzug entblößt (Remis).
htp-bare-boorj = Den gegnerischen Raja zu entblößen (alle seine Steine zu schlagen) beendet die Partie sofort: „Boorj“.
htp-bare-counted = Ein allein gelassener König hat { $n } Züge (nach jedem seiner Schlagzüge neu gezählt), um durch Entblößen des anderen Königs oder durch Patt ein Remis zu erreichen; sonst verliert er.
htp-stalemate-loss-lone = Eine Seite, die keinen regelgerechten Zug hat, aber nicht im Schach steht (patt), verliert, außer gegen einen einsamen König: Dann ist es remis.
htp-stalemate-loss = Eine Seite, die keinen regelgerechten Zug hat, aber nicht im Schach steht (patt), verliert.
htp-stalemate-draw = Eine Seite, die keinen regelgerechten Zug hat, aber nicht im Schach steht (patt): remis.
htp-stalemate-forbidden = Sie dürfen Ihren Gegner nicht patt setzen (ohne Zug lassen, während er nicht im Schach steht) und kein Dauerschach geben.
htp-grades = Gewinne haben Grade: Boorj ist der niedrigste, dann das Matt durch eine Figur, und das Matt durch einen Bauern ist der höchste.
htp-conventions = Remis durch Wiederholung ({ $n }-mal) und nach { $num } Zügen jeder Seite ohne Schlag- oder Bauernzug sind Bräuche dieser Seite, keine Regeln der Quellen; beide lassen sich abschalten.
promo-none = Bauern wandeln nicht um.
promo-one = Auf der letzten Reihe wird ein Bauer zu: { $piece }.
promo-choice = Auf der letzten Reihe wird ein Bauer zu einer dieser Figuren: { $pieces }.
promo-lost = Auf der letzten Reihe wird ein Bauer zu einer Figur, die seine Seite verloren hat ({ $pieces }); ist keine verloren, darf er nicht umwandeln.
promo-lost-always = Auf der letzten Reihe wird ein Bauer zu einer Figur, die seine Seite verloren hat ({ $pieces }), oder zu: { $piece }; ist keine verloren, darf er nicht umwandeln.
promo-file = Auf der letzten Reihe wird ein Bauer zu der Figur, die auf dieser Linie begann, und erst, wenn eine dieser Art verloren ist; bis dahin darf er die letzte Reihe nicht betreten.
promo-one-zone = Erreicht ein Bauer eine der letzten { $n } Reihen, wird er zu: { $piece }.
promo-choice-zone = Erreicht ein Bauer eine der letzten { $n } Reihen, wird er zu einer dieser Figuren: { $pieces }.
promo-zone-note = Die Umwandlungszone sind hier die letzten { $n } Reihen, nicht nur die letzte.
promo-optional = Die Umwandlung ist freiwillig: ein Bauer darf Bauer bleiben.
note-royal-leap = Blau: Einmal in der Partie darf der König, ohne zu schlagen, wie ein Springer springen, solange er noch nie im Schach stand.
note-double-step = Blau: Von seinem Startfeld aus darf ein Bauer der Linie { $text } zwei Felder ziehen.
note-double-step-master = Blau: Von seinem Startfeld aus darf ein Bauer der Linie { $text } zwei Felder ziehen, solange die Figur, die hinter ihm begann, nicht gezogen hat.
note-bonus = Durch Umwandlung entstanden, darf sie sofort noch einmal ziehen, außer ihr Feld ist angegriffen.
ed-title = { $game }: eine Stellung aufbauen
ed-cannot-open = Der Editor lässt sich nicht öffnen
ed-needs-js = Der Editor braucht JavaScript.
ed-help = Ziehen Sie Figuren aus den Ablagen aufs Brett, oder wählen Sie eine und klicken Sie Felder an, um sie zu setzen (ein Klick auf eine Figur derselben Art nimmt sie weg). Ziehen Sie eine Figur vom Brett, um sie zu entfernen. Die Regeln prüfen die Stellung laufend.
off-title = { $game }: offline gegen die Engine spielen
off-cannot-open = Dieses Spiel lässt sich nicht offline spielen
off-five = Die Engine im Browser spielt die fünf Spiele, die mit Rukh kommen:
off-over-start = Diese Stellung ist schon zu Ende; hier ist der Anfang.
off-bad-fen = Diese FEN ist keine Stellung von { $game }: { $text }
off-needs-js = Offline-Spielen braucht JavaScript.
off-loading-page = Brett und Engine werden geladen…
off-help = Die Engine rechnet in Ihrem Browser: Ist diese Seite geladen, geht die Partie ohne Netz weiter, und auf dem Server wird nichts gespeichert. Für eine gewertete Partie, eine Uhr und das Archiv spielen Sie aus der Lobby.
off-lobby = Zur Lobby

## The endings pages ($winner, $text, $loser: shares of White's wins, draws, Black's wins)
en-percent = { $n } %
en-shares = Weiß { $winner } · remis { $text } · Schwarz { $loser }
en-shares-said = Weiß gewinnt { $winner }, remis { $text }, Schwarz gewinnt { $loser }
en-white-wins = Weiß gewinnt
en-drawn = Remis
en-depends = Hängt von der Stellung ab
en-by-mate = durch Matt
en-by-bare-king = durch Entblößen
en-by-boorj = durch Boorj
en-by-stalemate = durch Patt
en-by-king-taken = durch Schlagen des Königs
en-by-ten-moves = durch die Zehn-Züge-Regel
en-by-no-moves = indem kein Zug bleibt
en-play-through = Auf dem Analysebrett nachspielen
en-longest-of = der längste Gewinn von { $text }
en-moves = { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}
en-plies = { $n } Halbzüge, { $side } am Zug
en-one-move = In einem Zug vorbei
en-at-once = Sofort vorbei
en-three = Drei Steine: ein Stein gegen den entblößten König
en-four-each = Vier Steine: je ein Stein
en-four-two = Vier Steine: zwei Steine gegen den entblößten König
en-lead = Jedes Endspiel mit drei und vier Steinen (Könige eingeschlossen), gelöst von Rukhs Endspieltabellen nach den Regeln, nach denen diese Seite { $game } spielt. Die stärkere Seite ist Weiß. Der Balken teilt jede regelgerechte Aufstellung der Steine auf, mit jeder Seite am Zug: grün, Weiß gewinnt; grau, remis; rot, Schwarz gewinnt. Der längste Gewinn ist der, der bei bestem Spiel beider Seiten am längsten dauert; klicken Sie sein Brett an, um ihn auf dem Analysebrett nachzuspielen.
en-kamil = Die zehn Züge des einsamen Königs zählen ab dem Moment, in dem er entblößt wird: Die Stellungen sind so gezählt, wie sie entstehen, mit dem Zähler bei null.
en-great = Auf dem 10×8-Brett sind die Endspiele mit vier Steinen die ohne Bauern.
en-others = Endspiele von:
en-none = Die Tabellen dieses Spiels sind noch nicht zusammengefasst.
en-sources-say = Die Quellen:
en-col-ending = Endspiel
en-col-verdict = Urteil der Tabellen
en-col-share = Anteil der Stellungen
en-col-longest = Längster Gewinn
en-col-sources = Die Quellen
en-computed = Berechnet von Rukhs eigenem Endspiellöser, nach dem die Engine spielt. Seitenbetreiber erzeugen die Tabellen mit

## Players' pages, the players list, one's own games
pl-col-opponent = Gegner
pl-col-rating = Wertung
pl-won = Gewonnen
pl-lost = Verloren
pl-drawn = Remis
pl-aborted = Abgebrochen
pl-you = Sie { $side }
pl-history = Wertungsverlauf in { $game }: { $n } gewertete Partien, von { $from } bis { $num }
pl-none-title = Kein solcher Spieler
pl-none = Kein Spieler namens „{ $name }“
pl-see-players = Zu den Spielern
pl-online = auf der Seite
pl-away = abwesend
pl-online-sr = Auf der Seite:
pl-away-sr = Abwesend:
pl-challenge = { $name } herausfordern
pl-follow = Folgen
pl-unfollow = Nicht mehr folgen
pl-to-challenge = um { $name } herauszufordern oder zu folgen.
pl-followers = { $n ->
    [one] { $n } Follower
   *[other] { $n } Follower
}
pl-engine = Rukhs eigene Engine in Stärke { $text } von 8. Partien gegen die Engine sind ungewertet.
pl-play-it = Gegen sie spielen
pl-since = Spielt hier seit { $text }.
pl-finished-n = { $n ->
    [one] { $n } beendete Partie:
   *[other] { $n } beendete Partien:
}
pl-won-n = { $n } gewonnen
pl-lost-n = { $n } verloren
pl-drawn-n = { $n } remis
pl-ratings = Wertungen
pl-no-rated = Noch keine gewertete Partie.
pl-provisional = Vorläufig: Die Wertung festigt sich nach ein paar weiteren Partien
pl-rated-games = { $n ->
    [one] { $n } gewertete Partie
   *[other] { $n } gewertete Partien
}
pl-wld-title = gewonnen, verloren, remis
pl-wld = { $n } G · { $num } V · { $count } R
pl-games = Partien
pl-all-games = alle Spiele
pl-any = alle
pl-filter-won = gewonnen
pl-filter-lost = verloren
pl-filter-drawn = remis
pl-filter = Filtern
pl-no-match = Keine beendete Partie passt.
pl-pages = Seiten der Partien
pl-newer = ‹ Neuere
pl-older = Ältere ›
pl-clock = Uhr
pl-send = Herausforderung senden
pl-engine-accepts = Die Engine nimmt sofort an: Die Partie beginnt, sobald Sie senden.
pl-they-see = { $name } sieht sie sofort, wenn er auf der Seite ist, und nimmt an oder lehnt ab.
pl-find = Spieler finden
pl-find-placeholder = ein Name oder sein Anfang
pl-search = Suchen
pl-following = Spieler, denen Sie folgen
pl-found = Gefundene Spieler
pl-none-begins = Kein Spielername beginnt mit „{ $name }“.
pl-challenge-lower = herausfordern
pl-board-help = Die besten gefestigten Wertungen (nach genug gewerteten Partien, um ihnen zu trauen) von Spielern, die in den letzten 30 Tagen eine gewertete Partie { $game } gespielt haben.
pl-nobody = Noch niemand.
pl-no-games = Sie haben noch keine Partien: Spielen Sie (ein Name wird für Sie erzeugt) oder melden Sie sich an.
pl-in-progress = Laufend
pl-none-yet = Keine.
pl-start-one = Eine beginnen
pl-your-move = Sie sind am Zug
pl-their-move = Der Gegner ist am Zug
pl-against = gegen
pl-waiting = Wartet auf einen Gegner
pl-finished = Beendet
pl-no-finished = Noch keine beendete Partie.
pl-browser-kept = Diese Partien werden für diesen Browser gespeichert: Registrieren Sie sich, um sie überall zu haben.

## The archive ($name and $other: the players)
ar-white-won = Weiß gewann
ar-black-won = Schwarz gewann
ar-unfinished = Unbeendet
ar-open = Partie öffnen: { $game }, { $name } gegen { $other }
ar-no-picture = kein Bild
ar-changed = Geänderte Regeln:
ar-last-position = die letzte Stellung von { $name } gegen { $other }
ar-any-result = jedes Ergebnis
ar-draw = remis
ar-aborted = abgebrochen
ar-player-placeholder = ein beliebiger Teil eines Namens
ar-origin = Herkunft
ar-played-here = hier gespielt
ar-imported = importiert
ar-show = Anzeigen
ar-import = Partien aus PGN-Dateien oder Game-Courier-Protokollen importieren
ar-none = Keine beendete Partie passt.
ar-page = Seite { $n }: Partien { $from }–{ $num }, die neuesten zuerst.
ar-pages = Seiten
ar-newer = ← Neuere Partien
ar-older = Ältere Partien →

## Importing games
im-title = Partien importieren
im-lead = Holen Sie Partien der fünf Spiele (und der eigenen dieses Servers) aus anderen Seiten und Büchern ins Archiv, um sie wiederzufinden und auf dem Analysebrett zu studieren.
im-files = Dateien (PGN oder Game-Courier-Protokolle; mehrere auf einmal)
im-paste = Oder hier einfügen
im-game = Spiel der Aufzeichnungen, die es nicht nennen
im-format = Format
im-auto = selbst erkennen
im-pgn = PGN
im-courier = Game-Courier-Protokoll
im-limits = Bis zu { $n } Partien und { $num } KiB auf einmal. Jede Partie wird nach den Regeln nachgespielt; eine Partie mit einem regelwidrigen Zug wird mit dem Zug und dem Grund abgewiesen, die übrigen kommen herein.
im-import = Importieren
im-unreadable = Das Formular konnte nicht gelesen werden:
im-imported = { $n ->
    [one] { $n } Partie importiert
   *[other] { $n } Partien importiert
}
im-refused = { $n ->
    [one] { $n } Partie abgewiesen
   *[other] { $n } Partien abgewiesen
}
im-game-n = Partie { $n }
im-game-line = Partie { $n } (Zeile { $num })
im-too-long = Der Text hat { $n } Bytes; ein Import nimmt höchstens { $num } KiB. Teilen Sie die Datei und importieren Sie sie in Teilen.
im-too-many-games = Ein Import nimmt höchstens { $n } Partien. Teilen Sie die Datei und importieren Sie sie in Teilen.
im-no-game = Im Text wurde keine Partie gefunden (gelesen als { $format }). Fügen Sie PGN oder ein Game-Courier-Protokoll ein.
im-quota = Eine Adresse darf { $n } Partien in der Stunde importieren: jetzt noch { $num }, und dieser Text hat { $asked }. Importieren Sie weniger Partien oder versuchen Sie es später.
im-why-variant = ihre Tags nennen ein Spiel, das diese Seite nicht kennt: „{ $name }“
im-why-fen = ihr FEN-Tag ist falsch: { $problem }
im-why-illegal = Zug { $number } ({ $move }) ist dort nicht erlaubt
im-why-unreadable = Zug { $number } ({ $move }) lässt sich nicht als Zug lesen
im-why-after-end = Zug { $number } ({ $move }) kommt nach dem Ende der Partie: { $ending }
im-why-result-tag = ihr Ergebnis-Tag „{ $tag }“ ist keines von 1-0, 0-1, 1/2-1/2 und *
im-why-result = ihr Ergebnis { $tag } widerspricht den Regeln: { $result } ({ $ending })
illegal-over = die Partie ist schon zu Ende ({ $ending })
illegal-none-can-reach = kein { $piece } von { $side } kann { $to } erreichen
illegal-king-attacked = der König stünde auf { $to } angegriffen
illegal-in-check = { $side } steht im Schach, und { $piece } nach { $to } pariert es nicht
illegal-pinned = { $piece } ist an seinen König gefesselt
illegal-stalemating = das ließe { $side } ohne Zug, und dieses Spiel verbietet das Pattsetzen
illegal-perpetual = das wiederholte ein Dauerschach, das dieses Spiel verbietet
illegal-no-promotion = { $piece } darf { $to } nicht betreten: es gibt keine Figur, in die er sich verwandeln könnte
illegal-not-allowed = die Regeln erlauben es hier nicht
illegal-no-piece = auf { $to } steht keine Figur
illegal-not-yours = { $piece } gehört { $owner }, und { $side } ist am Zug
illegal-name-promotion = nennen Sie die Figur der Umwandlung: { $choices }
illegal-named-pawn = der Bauer auf { $square }
illegal-named-piece = { $piece } auf { $square }
illegal-named-empty = die Figur auf { $square }
illegal-any-piece = Figur
illegal-pawn = Bauer
im-all = Alle importierten Partien im Archiv
im-more = Weitere importieren

## The players one follows
fo-nobody = Sie folgen noch niemandem. Folgen Sie einem Spieler von seiner Seite aus, um hier zu sehen, wann er auf der Seite ist und was er spielt.
fo-find = Spieler finden
fo-watch = { $game } { $time } zusehen

## Tournaments ($time: a moment in words, "in 5 minutes"; $min and $max: ratings)
tn-under-a-minute = weniger als einer Minute
tn-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
tn-hours = { $n } Stunden
tn-in = in { $time }
tn-ago = vor { $time }
tn-arena = Arena
tn-swiss = Schweizer System
tn-rounds-n = { $n ->
    [one] { $n } Runde
   *[other] { $n } Runden
}
tn-starts = beginnt { $time }
tn-under-way = läuft
tn-ends = endet { $time }
tn-ended = endete { $time }
tn-rating-range = Wertung { $min } bis { $max }
tn-rating-min = Wertung { $min } oder mehr
tn-rating-max = Wertung { $max } oder weniger
tn-private = privat
tn-bots-welcome = Bots willkommen
tn-arena-lead = Arenen: jederzeit beitreten; Sie werden neu gepaart, sobald Ihre Partie endet, bis die Zeit abläuft. Ein Sieg zählt 2 Punkte, ein Remis 1; nach zwei Siegen in Folge zählt jede Partie doppelt (×2), bis eine nicht gewonnen wird.
tn-swiss-lead = Schweizer System: eine feste Zahl von Runden; in jeder treffen Sie einen Spieler mit Ihrer Punktzahl, gegen den Sie noch nicht gespielt haben, und die nächste Runde beginnt, wenn alle Partien der letzten beendet sind. Ein Sieg zählt 1 Punkt, ein Remis ½.
tn-create = Ein Turnier anlegen
tn-to-create = um ein Turnier anzulegen.
tn-current = Laufend und bevorstehend
tn-none-now = Zurzeit keines.
tn-none-yet = Noch keines.
tn-kind = Art
tn-kind-arena = Arena: eine feste Zeit, neu gepaart, sobald Ihre Partie endet
tn-kind-swiss = Schweizer System: eine feste Zahl von Runden
tn-default-name = { $game }-Turnier
tn-f-minutes = Minuten auf jeder Uhr
tn-f-increment = Sekunden pro Zug dazu
tn-f-start = Beginnt in, Minuten
tn-f-duration = Dauer, Minuten
tn-f-rounds = Runden
tn-f-gap = Pause zwischen den Runden, Sekunden
tn-f-days = Tage pro Zug, für ein Fernschach-Turnier (leer für die Uhr oben)
tn-f-who = Wer beitreten darf
tn-f-rated = Gewertet (nur Konten)
tn-f-min = Niedrigste Wertung (leer: alle)
tn-f-max = Höchste Wertung (leer: alle)
tn-f-password = Passwort, für ein privates Turnier (leer: offen für alle)
tn-f-bots = Bots dürfen beitreten (Bot-Konten treten nur solchen Turnieren bei)
tn-f-create = Anlegen
tn-err-number = { $what }: eine Zahl von { $min } bis { $max } angeben
tn-err-kind = unbekannte Art „{ $text }“: Arena oder Schweizer System
tn-err-name = geben Sie dem Turnier einen Namen mit 1 bis 60 Zeichen
tn-err-game = unbekanntes Spiel „{ $text }“
tn-err-days = eine Arena wird mit der Uhr gespielt; Tage pro Zug gelten für das Schweizer System
tn-err-range = die höchste Wertung liegt unter der niedrigsten
tn-err-password = ein Passwort mit höchstens 100 Zeichen
tn-err-form = das Formular konnte nicht gelesen werden; bitte erneut versuchen
tn-err-many = Sie haben an einem Tag { $n } Turniere angelegt, das Höchste für ein Konto: legen Sie das nächste morgen an oder treten Sie einem der gelisteten bei
tn-podium = Podest
tn-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
tn-points-text = { $text } Punkte
tn-leading = Die führende laufende Partie:
tn-watch = zusehen
tn-nobody = Noch niemand ist beigetreten.
tn-standings = Tabelle
tn-points-col = Punkte
tn-on-fire = In Fahrt: Die nächste Partie zählt doppelt
tn-playing = spielt
tn-left = gegangen
tn-sheet = Punkte jeder Partie
tn-round-starts = Runde { $n } von { $num } beginnt { $time }.
tn-ended-no-round = Ohne Runde beendet: Zu Beginn waren weniger als zwei Spieler dabei.
tn-ended-after = Nach { $n } von { $num } Runden beendet.
tn-round-played = Runde { $n } von { $num } wird gespielt.
tn-counting = Die letzte Runde ist vorbei; die Ergebnisse werden gezählt.
tn-round-pairing = Runde { $n } von { $num } wird gepaart.
tn-crosstable = Kreuztabelle
tn-round-title = Runde { $n }, gepaart { $time }
tn-round-abbr = R
tn-buchholz = Buchholz
tn-buchholz-title = Buchholz: die Summe der Punkte der Gegner
tn-sb = S-B
tn-sb-title = Sonneborn-Berger: die Punkte der besiegten Gegner und die Hälfte derer, gegen die remis gespielt wurde
tn-withdrew = zurückgezogen
tn-won-forfeit = kampflos gewonnen
tn-lost-forfeit = kampflos verloren
tn-won = gewonnen
tn-drew = remis
tn-lost = verloren
tn-cell = { $what } mit { $side } gegen { $name }
tn-w = w
tn-b = s
tn-bye-title = Freilos: ein Punkt ohne Partie
tn-bye = frei
tn-out = In dieser Runde nicht gepaart
tn-key = Jede Runde: das Ergebnis (1, ½, 0; + und − für eine Partie, die gewonnen oder verloren wurde, weil eine Seite nie ihren ersten Zug machte), dann die Farbe und der Platz des Gegners. Gleichstände entscheidet Buchholz, dann Sonneborn-Berger.
tn-no-such = Kein solches Turnier
tn-see-all = Zu den Turnieren
tn-withdraw = Zurückziehen
tn-leave = Verlassen (Pause)
tn-in-swiss = Sie sind dabei: Jede Runde paart Sie zu ihrem Beginn, und diese Seite bringt Sie zu Ihrer Partie.
tn-in-running = Lassen Sie diese Seite offen: Sie werden gepaart, sobald Sie frei sind, und zu Ihrer Partie gebracht.
tn-in-upcoming = Sie sind dabei. Lassen Sie diese Seite offen, wenn es beginnt.
tn-to-join = um beizutreten.
tn-to-join-casual = um beizutreten (oder spielen Sie zuerst eine Partie).
tn-too-many = Zu viele Versuche
tn-too-many-help = Warten Sie ein paar Minuten und versuchen Sie das Passwort erneut.
tn-over-title = Turnier vorbei
tn-over = Dieses Turnier ist vorbei.
tn-accounts-title = Nur Konten
tn-accounts = Gewertete Turniere sind für Konten: Registrieren Sie sich oder melden Sie sich an, um beizutreten.
tn-bots-title = Nicht für Bots
tn-bots = Bot-Konten dürfen nur Turnieren für Bots beitreten.
tn-range-title = Wertung außerhalb des Bereichs
tn-range = Dieses Turnier ist für Wertungen von { $min } bis { $max } in { $game }; Ihre ist { $rating }.
tn-last-round-title = Letzte Runde läuft
tn-last-round = Alle Runden sind gepaart: Dieses Turnier nimmt niemanden mehr auf.
tn-password-title = Falsches Passwort
tn-password = Dieses Turnier ist privat: Fragen Sie seinen Veranstalter nach dem Passwort.

## The engines' rating lists ($name and $other: engines)
eg-think-pair = { $from } / { $num } ms
eg-think-none = Diese Partien halten die Bedenkzeit der Engines nicht fest (keine %emt-Kommentare: sie wurden gespielt, bevor Matches sie schrieben), daher lässt sich nicht prüfen, ob beide ihre Uhr genutzt haben.
eg-think-fair = Bedenkzeit pro Zug: { $name } { $from } ms ({ $n } Züge gemessen), { $other } { $num } ms ({ $count } Züge gemessen); die schnellere dachte { $min } % so lange wie die andere (beide nutzten ihre Uhr; mindestens { $max } % sind nötig).
eg-think-unfair = Bedenkzeit pro Zug: { $name } { $from } ms ({ $n } Züge gemessen), { $other } { $num } ms ({ $count } Züge gemessen); die schnellere dachte { $min } % so lange wie die andere (keine faire Messung: eine Seite nutzte ihre Uhr kaum; mindestens { $max } % sind nötig).
eg-n-games = { $n ->
    [one] { $n } Partie
   *[other] { $n } Partien
}
eg-title = Engine-Wertungen
eg-title-of = Engine-Wertungen: { $game }
eg-none-yet = Dieser Seite wurden noch keine Engine-Partien hinzugefügt.
eg-how-title = Wie Partien hierher kommen
eg-how-1 = Der Betreiber der Seite fügt die Partien von Engine-Matches hinzu, gespielt mit einem Werkzeug, das jeden Zug und jedes Ergebnis nach den Regeln des Spiels beurteilt:
eg-how-2 = Jede Partie wird beim Hinzufügen erneut nach den Regeln nachgespielt; die Partien, die dieses Projekt aus seinen eigenen Stärketests aufbewahrt, kommen mit:
eg-none-of = Auf dieser Seite gibt es keine Engine-Partien von { $game }.
eg-choose = Wählen Sie oben ein Spiel.
eg-lead = Wertungen, aus allen { $n } Partien zwischen { $num } Engines auf einmal berechnet (wie Ordo und BayesElo es tun), jedes Ergebnis nach den Regeln von { $game } beurteilt. Eine Wertung ist relativ zur durchschnittlichen Engine hier (0); das ± ist ihr 95-%-Intervall.
eg-groups = Engines verschiedener Gruppen sind sich nie begegnet, weder direkt noch über andere: Ihre Wertungen sind nicht vergleichbar.
eg-list-of = Wertungsliste von { $game }
eg-engine = Engine
eg-interval = 95-%-Intervall
eg-score = Ergebnis
eg-draws = Remis
eg-opp = Gegn.
eg-opp-title = Durchschnittliche Wertung der Gegner, nach Partien gewichtet
eg-group = Gruppe { $n }
eg-cell-help = Jede Zelle: die Punkte der Engine der Zeile gegen die der Spalte, aus ihren Partien (mit der Zelle öffnen, oder darüberfahren für die Bedenkzeit beider).
eg-cell = { $name } gegen { $other }: { $n } gewonnen, { $num } remis, { $count } verloren
eg-cell-think = Bedenkzeit pro Zug { $text }
eg-not-fair = nicht fair
eg-pairings-help = Jede Paarung, mit den Siegen, Remis und Niederlagen der ersten Engine (ihre Partien mit dem Ergebnis öffnen).
eg-against = Gegen
eg-think = Bedenkzeit
eg-think-title = Mittlere Bedenkzeit pro Zug, der Engine / ihres Gegners
eg-not-recorded = Nicht festgehalten
eg-engines = Die Engines
eg-nothing = Nichts über sie gesagt.
eg-games = Engine-Partien
eg-bad-address = Diese Adresse nennt keine Engine.
eg-back = Zurück zur Wertungsliste
eg-pairing = { $name } gegen { $other }
eg-games-of = Partien von { $name }
eg-games-of-game = Engine-Partien von { $game }
eg-no-games = Keine Partien.
eg-games-lead = { $n } Partien von { $game }; öffnen Sie eine auf dem Analysebrett, um sie mit der Engine daneben nachzuspielen.
eg-how-played = Wie sie gespielt wurden (um sie erneut zu spielen):
eg-event = Veranstaltung
eg-replay = Nachspielen
eg-round = Runde { $text }
eg-replay-label = { $name } gegen { $other } nachspielen
eg-prev = ← Zurück
eg-page = Seite { $n } von { $num }
eg-next = Weiter →
lobby-field-error = Das ließ sich nicht verwenden:
lobby-err-name-empty = Ein Name hat mindestens einen Buchstaben.
lobby-err-start-fen = Die Anfangsstellung: { $text }
lobby-err-decided = Die Anfangsstellung ist schon entschieden: wählen Sie eine, in der die Partie weitergeht.
lobby-err-live-clock = Eine Live-Uhr hat { $min } bis { $max } Minuten und gibt 0 bis { $most } Sekunden pro Zug dazu.
lobby-err-days = Eine Fernpartie gibt { $min } bis { $max } Tage pro Zug.
lobby-err-rated-account = Gewertete Partien sind für Konten: melden Sie sich an (oder registrieren Sie sich), oder spielen Sie ungewertet.
lobby-err-engine-casual = Partien gegen die Engine sind ungewertet: wählen Sie ungewertet.
lobby-err-unrated-own-variant = Partien Ihrer eigenen Variantendateien werden nicht gewertet: wählen Sie ungewertet.
lobby-err-unrated-changed-rule = Eine Partie mit geänderter Regel wird nicht gewertet: wählen Sie ungewertet.
lobby-err-unrated-other-start = Eine Partie aus einer anderen Anfangsstellung wird nicht gewertet: wählen Sie ungewertet.
lobby-err-unrated-no-clock = Eine Partie ohne Uhr wird nicht gewertet: wählen Sie ungewertet oder eine Uhr.
lobby-err-range-seek = Ein Wertungsbereich gilt für gewertete Herausforderungen, die allen offenstehen.
lobby-err-range-order = Das Untere des Wertungsbereichs liegt über seinem Oberen.

## API tokens (bots)
tk-title = API-Token
tk-new = Ihr neues Token (nur einmal gezeigt: jetzt kopieren):
tk-new-label = Ihr neues API-Token
tk-how = Eine Engine spielt als { $name } über die JSON-API und den WebSocket der Partie mit dem Header
tk-count = { $n ->
    [one] Sie haben { $n } Token.
   *[other] Sie haben { $n } Token.
}
tk-make = Neues Token erzeugen
tk-manage = Tokens erstellen oder widerrufen
tk-revoke = Alle Token widerrufen
tk-bots-only = API-Token sind für Bots
tk-bots-how = Eine Engine spielt hier über ein Bot-Konto: Der Betreiber der Seite markiert ein Konto als Bot, dann erzeugt sein Besitzer auf dieser Seite ein Token. Der Befehl des Betreibers:
tn-berserk-refused = Berserk abgelehnt

## The game designer (/design)
nav-design = Ein Spiel entwerfen
design-title = Ein Spiel entwerfen
design-lead = Beschreibe ein Spiel der Familie: sein Brett, seine Figuren und wie sie ziehen, seine Anfangsstellung und seine Regeln. Die Regeln prüfen es während du tippst, und du kannst es hier sofort gegen die Engine spielen. Dein Entwurf bleibt in diesem Browser; nichts wird an den Server geschickt.
design-needs-js = Der Entwurf braucht JavaScript: er prüft dein Spiel mit den Regeln, die in der Seite laufen.
design-begin = Anfangen
design-template = Ausgehen von
design-blank = einem leeren Brett (zwei Könige)
design-load = Laden
design-game = Das Spiel
design-name = Name
design-id = Kurzname (Buchstaben, Ziffern und Bindestriche)
design-description = Ein Satz dazu
design-files = Linien
design-ranks = Reihen
design-board = Felder
design-pieces = Figuren
design-pieces-help = Jede Figurenart hat einen Namen, einen Buchstaben für FEN und ihre Züge in Betza-Notation. Eine Art darf der königliche König sein; Bauern werden umgewandelt. Lass den Wert leer, dann schätzt ihn die Engine aus den Zügen.
design-betza-link = So funktioniert Betza
design-add-piece = Figur hinzufügen
design-start = Anfangsstellung
design-start-fen = FEN der Anfangsstellung (Großbuchstaben für Weiß, Kleinbuchstaben für Schwarz)
design-promotion = Umwandlung
design-zone = Reihen der Umwandlungszone
design-mode = Ein Bauer wird
design-mode-choice = eine beliebige Figur der Liste
design-mode-lost = eine Figur der Liste, die seine Seite verloren hat (wie im Großen Shatranj)
design-mode-file = die Figur, die auf seiner Linie begann
design-promote-to = Die Liste (Figurenbuchstaben)
design-always = Im Modus der verlorenen Figuren immer erlaubt (Buchstaben)
design-mandatory = Ein Bauer muss beim Betreten der Zone umwandeln
design-rules = Wie das Spiel endet
design-rules-help = Jede Regel beginnt so, wie die meisten Spiele der Familie sie haben; ändere, was dein Spiel anders macht.
design-check = Prüfen und spielen
design-checking = Die Regeln werden geladen…
design-try = Gegen die Engine spielen
design-exchange = Dateien lesen und schreiben
design-exchange-help = Füge eine Rukh-Variantendatei oder einen Abschnitt aus Fairy-Stockfishs variants.ini ein, um sie ins Formular zu lesen, oder schreibe dein Spiel in einer der beiden Formen.
design-text = Variantendatei oder Fairy-Stockfish-Abschnitt
design-read = Ins Formular lesen
design-write-rukh = Rukh-Datei schreiben
design-write-fsf = Fairy-Stockfish-Abschnitt schreiben
design-betza-title = Betza-Notation in drei Schritten
design-betza-1 = Jeder Buchstabe ist ein Zug: W ein Schritt gerade, F ein Schritt diagonal, D und A zwei solche Schritte im Sprung, N der Springersprung, H, C, Z und G längere Sprünge. R, B und Q gleiten, solange die Felder leer sind; K ist W und F zusammen. Ein doppelter Buchstabe (NN) gleitet mit einem Sprung.
design-betza-2 = Kleine Buchstaben vor einem Zug schränken ihn ein: f vorwärts, b rückwärts, l links, r rechts, s seitwärts, v vor- und rückwärts; m zieht ohne zu schlagen, c schlägt nur, i nur als erster Zug der Figur, n ein Sprung, den ein besetztes Feld auf dem Weg sperrt, j ein Sprung über einen Stein.
design-betza-3 = So ist der Bauer des Shatranj fmWfcF (zieht einen Schritt vorwärts, schlägt einen Schritt diagonal vorwärts), Kamils Elefant AmD und der General des Großen Shatranj WDFA. Die Zeichnung neben jeder Figur zeigt, was ihre Notation sagt.
design-figure-king = König
design-figure-counsellor = Ratgeber
design-figure-elephant = Elefant
design-figure-horse = Pferd
design-figure-chariot = Wagen
design-figure-boat = Boot
design-figure-pawn = Bauer
design-figure-soldier = Soldat
design-figure-general = General
design-figure-minister = Minister
design-figure-priestess = Priesterin
design-figure-war-machine = Kriegsmaschine
design-figure-silver-general = Silbergeneral

## Players' games: saving a design, the gallery, a design's page
nav-designs = Spiele der Spieler
design-opened-own = Sie ändern { $name } (Version { $n }): Speichern legt eine neue Version an; begonnene Partien behalten ihre.
design-opened-copy = Eine Kopie von { $name } von { $author }: Speichern macht daraus Ihr eigenes Spiel.
design-opened-page = Seine Seite
design-save = Speichern und teilen
design-save-help = Ein gespeichertes Spiel bekommt eine Seite mit seinen Regeln, einen Link zum Teilen und Versionen: eine laufende Partie behält die Version, mit der sie begann. Entworfene Spiele werden ungewertet gespielt.
design-publish = In der Galerie der Spiele der Spieler zeigen
design-as-new = Als neues Spiel speichern, nicht als Version von { $name }
design-save-button = Speichern
design-save-signed-out = Ihr Entwurf bleibt in diesem Browser. Um ihn auf der Seite zu speichern und mit anderen zu spielen:
design-sign-in = anmelden oder registrieren
design-gallery-link = Die Spiele ansehen, die Spieler entworfen haben
dg-title = Spiele der Spieler
dg-lead = Spiele der Familie, die Spieler entworfen haben. Öffnen Sie eines, um seine Regeln zu lesen, es auf dem Analysebrett zu erproben oder mit anderen zu spielen.
dg-make = Ein Spiel entwerfen
dg-yours = Ihre Spiele
dg-published = In der Galerie
dg-search = Name
dg-sort = Reihenfolge
dg-sort-new = neueste zuerst
dg-sort-plays = meistgespielte zuerst
dg-show = Zeigen
dg-none = Noch ist kein Spiel in der Galerie: Entwerfen Sie das erste.
dg-none-found = Kein Spiel der Galerie hat das im Namen.
dg-count = Spiele: { $n }
dg-by = von { $name }
dg-plays = gespielte Partien: { $n }
dg-state-public = in der Galerie
dg-state-private = nur für alle mit dem Link
dg-state-hidden = nach Meldungen von Spielern verborgen
dg-no-such = Unter den Spielen der Spieler gibt es kein Spiel „{ $name }“.
dg-version = Version { $n } von { $num }
dg-hidden-note = Dieses Spiel ist nach Meldungen von Spielern aus der Galerie genommen, bis ein Betreiber es prüft.
dg-play = Mit anderen spielen
dg-analyse = Auf dem Analysebrett erproben
dg-change = Im Entwurfswerkzeug ändern
dg-copy = Im Entwurfswerkzeug kopieren
dg-files = Herunterladen:
dg-file-rukh = Rukh-Variantendatei
dg-file-fsf = Fairy-Stockfish-Abschnitt
dg-versions = Versionen:
dg-old-version = Dies ist eine ältere Version; in ihr begonnene Partien werden nach diesen Regeln gespielt.
dg-newest = Die neueste Version
dg-publish = In die Galerie stellen
dg-unpublish = Aus der Galerie nehmen
dg-reported = Sie haben dieses Spiel gemeldet; danke.
dg-report = Dieses Spiel melden
dg-report-why = Was ist falsch
dg-report-offensive = ein anstößiger Name oder Text
dg-report-broken = es lässt sich nicht spielen
dg-report-copied = das Spiel eines anderen, kopiert
dg-report-spam = Werbung oder Spam
dg-report-send = Meldung senden
dg-too-many-public = Ein Konto kann { $n } Spiele gleichzeitig in der Galerie haben: nehmen Sie zuerst eines heraus.
dg-back = Zurück zum Spiel

## How to play: the draw conventions one at a time
htp-conventions-repetition = Remis durch Wiederholung ({ $n }-mal) ist eine Konvention dieser Seite, keine Regel der Quellen; es lässt sich abschalten.
htp-conventions-move-rule = Remis nach { $num } Zügen je Seite ohne Schlagen oder Bauernzug ist eine Konvention dieser Seite, keine Regel der Quellen; es lässt sich abschalten.

## The designer: the start on a board
design-place = Die Steine auf einem Brett aufstellen
design-place-help = Ziehen Sie Steine aus den Reihen über und unter dem Brett darauf, oder wählen Sie einen und klicken Sie Felder an; einen Stein vom Brett ziehen nimmt ihn weg. Die FEN oben folgt dem Brett.
