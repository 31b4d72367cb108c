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
flip = Brett drehen
board-style = Brettstil
style-checkered = kariert
style-plain = einfarbig
style-ashtapada = Ashtapada
notation = Zugnotation
board-colours = Brettfarben
colour-wood = Holz
colour-sand = Sand
colour-green = Grün
colour-blue = Blau
colour-grey = Grau
moves = Züge
move-placeholder = Zug eingeben: e3, Nf3, e2e3
move-label = Zug eingeben (SAN wie Nf3 oder Felder wie e2e3)
chat = Chat
reconnecting = Verbinde neu…
abort = Abbrechen
resign = Aufgeben
more-time = 15 s geben
new-game = Neue Partie
copy = Kopieren
rated = Gewertet, { $speed }
casual = Ungewertet

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

