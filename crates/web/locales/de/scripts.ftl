# Die Wörter, die die Skripte der Seiten schreiben, auf Deutsch.

## The games
game-shatranj = Schatrandsch
game-chaturanga-davidson = Tschaturanga (Davidson)
game-parsi = Parsi-Schach
game-shatranj-kamil-64 = Schatrandsch Kamil (64)
game-great-shatranj = Großes Schatrandsch

## Sides
side-white = Weiß
side-black = Schwarz
side-white-lower = weiß
side-black-lower = schwarz

## The game page
round-resize = Brettgröße: ziehen oder Pfeiltasten; Doppelklick für die beste Größe
round-resize-title = Ziehen, um das Brett zu vergrößern oder zu verkleinern (Doppelklick: ans Fenster anpassen)
step-first = Erster Zug
step-prev = Voriger Zug
step-next = Nächster Zug
step-last = Letzter Zug
flip = Brett drehen
board-settings = Brett
board-style = Brettstil
style-checkered = kariert
style-plain = einfarbig
style-ashtapada = Ashtapada
notation = Zugnotation
notation-label = Notation
sound-on = Ton an
sound-off = Ton aus
board-colours = Brettfarben
colours-label = Farben
colour-wood = Holz
colour-sand = Sand
colour-green = Grün
colour-blue = Blau
colour-grey = Grau
coordinates = Koordinaten
style-label = Stil
confirm-correspondence = Fernschachzüge bestätigen
moves = Züge
move-placeholder = Zug eingeben: e3, Nf3, e2e3
move-label = Zug eingeben (SAN wie Nf3 oder Felder wie e2e3)
chat = Chat
chat-spectators = Chat der Zuschauer
chat-placeholder = Sag etwas…
chat-label = Chatnachricht
chat-send = Senden
chat-sign-in = Melde dich an,
chat-sign-in-after = um mit den anderen Zuschauern zu chatten.
confirm-move-label = Bestätige deinen Zug
not-connected-move = Keine Verbindung: dein Zug wurde nicht gesendet. Die Seite verbindet sich neu; spiele ihn dann noch einmal.
not-connected = Keine Verbindung: nichts wurde gesendet. Die Seite verbindet sich neu.
confirm-play = { $san } spielen
confirm-take-back = Zurücknehmen
confirm-send = Dein Zug: { $san }. Senden?
first-move-you = { $n ->
    [one] Du hast { $n } Sekunde für den ersten Zug, sonst wird die Partie abgebrochen. Die Uhren laufen nach beiden ersten Zügen.
   *[other] Du hast { $n } Sekunden für den ersten Zug, sonst wird die Partie abgebrochen. Die Uhren laufen nach beiden ersten Zügen.
}
first-move-other = { $n ->
    [one] { $side } hat { $n } Sekunde für den ersten Zug, sonst wird die Partie abgebrochen. Die Uhren laufen nach beiden ersten Zügen.
   *[other] { $side } hat { $n } Sekunden für den ersten Zug, sonst wird die Partie abgebrochen. Die Uhren laufen nach beiden ersten Zügen.
}
your-opponent = Dein Gegner
absent-ready = { $name } hat die Partie verlassen. Du kannst den Sieg beanspruchen, sie remis erklären oder warten.
absent-wait = { $n ->
    [one] { $name } hat die Partie verlassen. In { $n } Sekunde kannst du den Sieg beanspruchen, falls er nicht zurückkommt.
   *[other] { $name } hat die Partie verlassen. In { $n } Sekunden kannst du den Sieg beanspruchen, falls er nicht zurückkommt.
}
reconnect-now = Jetzt verbinden
reconnecting = Verbinde neu…
connection-lost = { $n ->
    [one] Die Verbindung zum Server ist verloren; bis sie zurück ist, kann nicht gezogen werden. Nächster Versuch in { $n } Sekunde.
   *[other] Die Verbindung zum Server ist verloren; bis sie zurück ist, kann nicht gezogen werden. Nächster Versuch in { $n } Sekunden.
}
offer-draw-them = { $name } bietet Remis an.
offer-draw-you = Du hast Remis angeboten; warte auf die Antwort.
offer-takeback-them = { $name } möchte den letzten Zug zurücknehmen.
offer-takeback-you = Du hast um Rücknahme deines Zuges gebeten; warte auf die Antwort.
claim-victory = Sieg beanspruchen
call-draw = Remis erklären
abort = Abbrechen
abort-confirm = Partie abbrechen? Zum Bestätigen noch einmal drücken
resign = Aufgeben
resign-confirm = Aufgeben? Zum Bestätigen noch einmal drücken
draw-accept = Remis annehmen
draw-decline = Remis ablehnen
draw-offered = Remis angeboten
draw-offer = Remis anbieten
draw-offer-confirm = Remis anbieten? Zum Bestätigen noch einmal drücken
takeback-accept = Rücknahme annehmen
takeback-decline = Rücknahme ablehnen
takeback-asked = Rücknahme erbeten
takeback-offer = Um Rücknahme bitten
more-time = 15 s geben
more-time-title = { $name } 15 Sekunden geben
claim-draw = Remis beanspruchen
claim-win = Sieg beanspruchen
claim-draw-help = Der andere König ist allein: die Regeln erlauben dir, jetzt Remis zu nehmen, statt auf Gewinn zu spielen.
claim-win-help = Der einsame König hat alle Züge verbraucht, die ihm die Regeln bis zum Remis geben: du kannst den Sieg beanspruchen.
rematch-play = Revanche spielen
rematch-offered-them = { $name } bietet eine Revanche an.
rematch-accept = Revanche annehmen
decline = Ablehnen
rematch-waiting = Revanche angeboten: warte auf die Antwort von { $name }.
rematch-declined = Die Revanche wurde abgelehnt.
rematch = Revanche
rematch-offer = Revanche anbieten
rematch-title = Dieselbe Partie noch einmal, mit getauschten Farben
new-game = Neue Partie
tournament-return = In 3 Sekunden zurück zum Turnier…
stay-here = Hier bleiben
copied = Kopiert
copy = Kopieren
check = Schach!
check-king-capture = der König ist angegriffen (er kann geschlagen werden)
aborted = Abgebrochen
rated = Gewertet, { $speed }
casual = Ungewertet
speed-bullet = Bullet
speed-blitz = Blitz
speed-rapid = Schnellschach
speed-classical = klassisch
speed-correspondence = Fernschach
watching = { $n ->
    [one] { $n } Zuschauer
   *[other] { $n } Zuschauer
}
notify-title = Sag mir Bescheid, wenn mein Gegner zieht, während diese Seite im Hintergrund ist
notify = Über Züge benachrichtigen
notify-blocked = Benachrichtigungen sind für diese Seite in deinem Browser gesperrt.
notify-your-turn = { $san }: du bist am Zug
notify-a-move = Ein Zug: du bist am Zug
notify-moved = { $game }: { $name } hat gezogen
not-your-move = Du bist nicht am Zug.

## Seats, status, titles (the game page)
seat-waiting = wartet auf einen Spieler…
presence-here = da
presence-away = weg
presence-here-title = { $name } ist auf der Seite der Partie
presence-away-title = { $name } ist nicht auf der Seite der Partie
clock-of = Uhr von { $side }
material-ahead = Vorsprung von { $n } Bauern des Programms
status-open = Warte, bis dein Gegner beitritt.
status-over = Partie beendet: { $result }
status-your-move = Du bist am Zug
status-to-move = { $side } am Zug
status-engine = Das Programm denkt nach…
your-rating = Deine Wertung
title-open = Warte auf einen Gegner
title-your-turn = Du bist am Zug
title-waiting-for = Warte auf { $name }
the-opponent = den Gegner
said-played = { $side } spielte { $san }.
said-over = Partie beendet: { $result }, { $reason }
said-your-move = Du bist am Zug.

## How games end ($winner and $loser: side-white or side-black)
end-checkmate = { $winner } gewinnt: { $loser } ist matt
end-stalemate-win = { $winner } gewinnt: { $loser } ist patt und verliert
end-stalemate = Remis: Patt
end-bare-king = { $winner } gewinnt: der König von { $loser } ist entblößt
end-counter-bared = Remis: der entblößte König entblößte den anderen König ebenfalls
end-bare-kings = Remis: nur die beiden Könige sind übrig
end-king-captured = { $winner } gewinnt: der König von { $loser } wurde geschlagen
end-no-moves-win = { $winner } gewinnt: { $loser } hat keinen Zug
end-no-moves = Remis: die Seite am Zug hat keinen Zug
end-lone-king-stalemate = Remis: ein einsamer König setzte patt
end-lone-king-moves = { $winner } gewinnt: der einsame König von { $loser } verbrauchte seine Züge ohne Remis
end-lone-king-claim = Remis beansprucht: der Gegner eines einsamen Königs nahm das Remis
end-boorj-win = { $winner } gewinnt durch Boorj: der Raja von { $loser } ist entblößt
end-boorj = Remis: Boorj (entblößter Raja) als Remis gewertet
end-repetition = Remis durch Wiederholung
end-move-rule = Remis durch die Zugzahlregel
end-time = { $winner } gewinnt: { $loser } hat die Zeit überschritten
end-resignation = { $winner } gewinnt: { $loser } hat aufgegeben
end-agreement = Remis durch Vereinbarung
end-abandoned-win = { $winner } gewinnt: { $loser } hat die Partie verlassen
end-abandoned = Remis: ein Spieler hat die Partie verlassen
end-aborted = Die Partie wurde abgebrochen
end-aborted-first-move = { $side } hat den ersten Zug nicht binnen { $n } Sekunden gemacht: die Partie wurde abgebrochen
end-aborted-by = { $side } hat die Partie abgebrochen, bevor beide Seiten gezogen hatten
end-claimed = { $reason } (beansprucht)
grade-pawn-mate = ein Matt durch einen Bauern, der höchste Grad des Sieges
grade-checkmate = ein Matt durch eine Figur, der mittlere Grad des Sieges
grade-boorj = der niedrigste Grad des Sieges
end-draw = Remis

## Clocks (correspondence)
clock-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}
clock-hours = { $n } Std.
clock-minutes = { $n } Min.
clock-seconds = { $n } s

## Choosing a promotion, Parsi's bonus move
cancel = Abbrechen
promote-to = Umwandeln in:
no-promotion = keine Umwandlung
promote-to-said = Umwandeln in: { $pieces }?
bonus-title = Das neue Pferd darf noch einmal ziehen: zieh es auf dem Brett auf ein markiertes Feld, oder
bonus-stay = Bleiben
bonus-said = Das neue Pferd darf noch einmal ziehen, nach { $squares }, oder bleiben.

## Moves typed in the box
typed-ambiguous = „{ $text }“ kann mehr als ein Zug sein: gib das Ausgangsfeld an
typed-none = kein legaler Zug wird „{ $text }“ geschrieben

## The board by keyboard (read by screen readers)
board-role = Brett
board-help = Brett. Die Pfeiltasten gehen über die Felder; Enter nimmt eine Figur auf, Enter noch einmal zieht sie; Escape lässt sie los.
kb-cannot-go = { $square }: die Figur auf { $from } kann nicht dorthin. Losgelassen.
kb-nothing = { $square }: hier ist nichts, was du ziehen kannst.
kb-let-go = Losgelassen.
kb-empty = leer
kb-man = { $piece } ({ $side })
kb-square = { $square }, { $what }
kb-plays-here = Enter zieht sie hierher
kb-help = Die Pfeiltasten bewegen; Enter nimmt eine Figur auf.
kb-picked = { $what } auf { $square } aufgenommen.
kb-can-go = Sie kann nach { $squares }.
kb-free = Bewege den Cursor auf ein Feld und drücke Enter.
kb-no-move = Sie hat jetzt keinen Zug.

## Challenges (the header)
challenge-rated = gewertet
challenge-casual = ungewertet
challenge-you-play = du spielst { $side }
challenge-accept = Annehmen
challenge-why = Warum du ablehnst
challenge-decline = Ablehnen
challenge-later = Später
challenge-you = fordert dich heraus
unlimited = ohne Uhr

## The lobby's lists
no-seeks = Gerade kein offenes Gesuch.
no-games-in-progress = Keine laufenden Partien.
col-game = Spiel
col-player = Spieler
col-time = Zeit
col-mode = Art
col-moves = Züge
col-result = Ergebnis
changed = Geändert:
rated-plain = Gewertet
cancel-seek-of = Dein Gesuch für { $game } zurückziehen
imported = importiert:
imported-title = Aus einer Datei importiert
diagram = Diagramm
diagram-title = Ein Bild (PNG) der Schlussstellung
waiting-count = { $n ->
    [one] { $n } wartet
   *[other] { $n } warten
}

## A refused action (the game page)
refused-over = Die Partie ist zu Ende.
refused-not-started = Die Partie hat nicht begonnen: Sie wartet auf einen zweiten Spieler.
refused-not-a-player = Das dürfen nur die Spieler dieser Partie.
refused-not-your-turn = Sie sind nicht am Zug.
refused-illegal = Dieser Zug ist hier nicht regelgerecht.
refused-stale = Die Stellung hat sich geändert: Laden Sie die Partie neu und versuchen Sie es erneut.
refused-changed = Die Partie hat sich im selben Moment geändert: Neu laden und erneut versuchen.
refused-too-many = Zu viele Anfragen: einen Moment langsamer.
