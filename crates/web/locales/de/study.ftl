# Die Wörter, die nur die Skripte der Lernseiten schreiben (Analysebrett, Editor, Probleme).

## The analysis board
an-eval-title = Bewertung (Weiß unten)
an-step-start = Anfang
an-step-back = Zurück (←)
an-step-forward = Vor (→)
an-step-end = Ende der Zugfolge
an-flip = ⇅ Drehen
an-still-loading = Die Stellung wird noch geladen.
an-over = Kein Zug: Die Partie ist in dieser Stellung zu Ende.
an-engine = Engine
an-where = Wo die Engine rechnet
an-in-browser = in diesem Browser
an-on-server = auf dem Server
an-moves = Züge
an-position = Stellung
an-delete = Ab hier löschen
an-delete-title = Diesen Zug und alles danach löschen
an-promote = Zur Hauptvariante machen
an-promote-title = Diese Nebenvariante zur Hauptvariante machen
an-fen-label = FEN der gezeigten Stellung
an-load = Laden
an-load-title = Die FEN im Feld analysieren
an-pgn-label = PGN der Analyse
an-pgn-download = PGN herunterladen
an-edit = Stellung bearbeiten
an-play-here = Von hier spielen
an-diagram = Diagramm herunterladen
an-diagram-title = Ein Bild (PNG) der gezeigten Stellung, für eine Seite oder zum Drucken
an-browser-stopped = Die Engine in diesem Browser hat angehalten; wählen Sie „auf dem Server“, um weiterzumachen.
an-browser-failed = Dieser Browser konnte die Engine nicht laden; stattdessen analysiert der Server.
an-depth = Tiefe { $n }
an-speed = { $n } kN/s
an-done = fertig
an-off = aus
an-best = beste
an-preferred = { $what }: Die Engine zog { $san } vor
an-explore = Ziehen Sie die Figuren, um zu erkunden: Jeder Zug, den Sie versuchen, bleibt erhalten, auch Nebenvarianten.
an-table = Endspieltabelle
an-play-san = { $san } spielen
an-to-move = { $side } am Zug
an-to-move-check = { $side } am Zug: Schach!
an-link-illegal = Ein Zug des Links war nicht regelgerecht und wurde weggelassen: { $text }
an-busy = Alle Engines des Servers sind belegt: neuer Versuch in wenigen Sekunden.

## The engine's scores ($how: one of the score-how words)
score-in = { $how } in { $n }
score-how-mate = Matt
score-how-bare-king = entblößter König
score-how-stalemate = Patt
score-how-king-taken = Königsschlag
score-how-win = Gewinn

## The endgame tables' verdicts
tb-draw = Remis
tb-draw-why = Remis ({ $reason })
tb-has-won = { $side } hat gewonnen ({ $how })
tb-wins = { $side } gewinnt: { $how } in { $n }
tb-move-draw = Remis
tb-move-draw-why = Remis ({ $reason })
tb-move-wins = gewinnt ({ $how })
tb-move-win-in = { $how } in { $n }
tb-move-loses = verliert ({ $how })
tb-move-loses-in = verliert: { $how } in { $n }
tb-how-checkmate = Matt
tb-how-bare-king = entblößter König
tb-how-boorj = entblößter Raja
tb-how-stalemate = Patt
tb-how-king-captured = Schlagen des Königs
tb-how-no-moves = keinen Zug lassen
tb-how-lone-king-moves = die zehn Züge des einsamen Königs
tb-how-win = Gewinn
tb-why-counter-bared = der entblößte König entblößt zurück
tb-why-bare-kings = nur die Könige
tb-why-stalemate = Patt
tb-why-lone-king-stalemate = Patt durch einen einsamen König
tb-why-no-moves = keine Züge

## A finished game's review
rv-start = Partie auswerten
rv-finish = Auswertung beenden
rv-progress = Halbzug { $n } von { $total } wird bewertet…
rv-inaccuracy = Ungenauigkeit
rv-mistake = Fehler
rv-blunder = Grober Fehler
rv-inaccuracies = { $n ->
    [one] { $n } Ungenauigkeit
   *[other] { $n } Ungenauigkeiten
}
rv-mistakes = { $n } Fehler
rv-blunders = { $n ->
    [one] { $n } grober Fehler
   *[other] { $n } grobe Fehler
}
rv-counts = { $inaccuracies }, { $mistakes }, { $blunders }
rv-side = { $side }: { $counts }
rv-side-accuracy = { $side }: { $accuracy } Genauigkeit, { $counts }
rv-graph = Bewertungskurve: klicken, um zu einem Zug zu gehen

## A problem
pr-take-back = Zurücknehmen und neu versuchen
pr-retry = Von vorn
pr-show = Lösung zeigen
pr-next = Nächstes Problem
pr-all = Alle Probleme
pr-wait = Warten Sie auf die Antwort der Engine.
pr-over = Das Problem ist zu Ende: Nehmen Sie zurück, beginnen Sie von vorn oder sehen Sie die Lösung.
pr-no-moves = Keine Züge gespielt.
pr-engine-first = Die Engine zieht zuerst; Sie spielen { $side }.
pr-your-move = Sie sind am Zug: Sie spielen { $side }.
pr-thinking = Die Engine rechnet…
pr-unreachable = Die Seite ist nicht erreichbar.
pr-solution = Lösung:
pr-longest = Längste Verteidigung:
pr-second = Nebenlösung:
pr-taken-back = Zurückgenommen: Versuchen Sie einen anderen Zug.
pr-unusable = Dieses Problem lässt sich so, wie es gelesen wurde, nicht spielen (siehe unten).
pr-solved-here = In diesem Browser gelöst

## The position editor
ed-tray = Steine von { $side }
ed-eraser = Steine wegnehmen: dies wählen, dann Steine anklicken
ed-side-to-move = Am Zug
ed-unmoved = Noch nicht gezogen (davon hängen die Doppelschritte und der Sprung des Raja ab)
ed-may-leap = Der Raja von { $side } darf noch springen
ed-unmoved-piece = { $piece } von { $side } auf { $square }
ed-lone-count = Züge, die ein einsamer König gemacht hat:
ed-halfmoves = Züge ohne Schlag- oder Bauernzug
ed-move-number = Zugnummer
ed-start = Anfangsstellung
ed-clear = Brett leeren
ed-load-title = Das Brett nach der FEN im Feld aufstellen
ed-copy = FEN kopieren
ed-copied = Kopiert
ed-analyse = Analysieren
ed-play-engine = Gegen die Engine spielen
ed-invite = Einen Freund einladen
ed-offline = Offline gegen die Engine spielen
ed-board-help = Brett. Pfeiltasten bewegen über die Felder; der Buchstabe einer Figur setzt sie dorthin (groß für Weiß, klein für Schwarz), Entf leert das Feld; Eingabe nimmt einen Stein auf, erneutes Eingabe zieht ihn.
ed-unreachable = die Seite ist nicht erreichbar
ed-finished = Eine beendete Stellung: { $result }, { $reason }
ed-legal = Eine regelgerechte Stellung: { $side } am Zug.
ed-legal-check = Eine regelgerechte Stellung: { $side } am Zug, im Schach.
ed-not-position = Keine Stellung von { $game }: { $text }

## Playing the engine offline
off-side = Ihre Seite
off-you-play = Sie spielen { $side }
off-level = Die Zeit der Engine pro Zug
off-quick = schnell: 0,2 s pro Zug
off-steady = ruhig: 1 s pro Zug
off-strong = stark: 3 s pro Zug
off-new = Neue Partie
off-loading = Die Partie wird noch geladen.
off-over = Die Partie ist zu Ende: Beginnen Sie eine neue.
off-engine-move = Die Engine ist am Zug.
off-well-played = Gut gespielt!
off-your-move = Sie sind am Zug ({ $side })
off-your-move-check = Sie sind am Zug ({ $side }): Schach!
off-you-played = Sie haben { $san } gespielt.
off-engine-played = Die Engine hat { $san } gespielt.
off-failed = Die Engine ist ausgefallen.
off-cannot = Dieser Browser kann die Engine hier nicht ausführen: { $text }

## Importing games
im-read = { $n ->
    [one] { $n } Datei gelesen ({ $num } KiB).
   *[other] { $n } Dateien gelesen ({ $num } KiB).
}

## What is wrong with a FEN (the editor, the analysis board, the lobby's start position).
fen-error = Im Feld { $field } der FEN, bei Zeichen { $at }: { $problem }
fen-error-found = Im Feld { $field } der FEN, bei Zeichen { $at } („{ $found }“): { $problem }
fen-impossible = Diese Stellung kann nicht entstehen: { $problem }
fen-field-board = Brett (Feld 1)
fen-field-turn = Zugrecht (Feld 2)
fen-field-flags = Marken (Feld 3)
fen-field-en-passant = en passant (Feld 4)
fen-field-halfmove = Halbzugzähler (Feld 5)
fen-field-fullmove = Zugnummer (Feld 6)
fen-field-lone-counts = Zähler des einsamen Königs (Feld 7)
fen-field-extra = Ende
fen-field-position = Stellung
fen-rank-count = { $given } Reihen sind angegeben; das Brett hat { $ranks }.
fen-zero-run = eine Zahl leerer Felder beginnt bei 1.
fen-rank-overfull = Reihe { $rank } hat mehr als { $files } Felder.
fen-not-board-text = hier wurde ein Figurenbuchstabe, eine Ziffer oder „/“ erwartet.
fen-unknown-letter = keine Figur dieses Spiels hat diesen Buchstaben.
fen-rank-short = Reihe { $rank } hat { $squares } Felder; das Brett hat { $files } Linien.
fen-too-long = diese FEN ist { $len } Zeichen lang; keine Stellung dieser Spiele braucht mehr als { $max }.
fen-empty = die FEN ist leer.
fen-no-turn = es fehlt; schreiben Sie w (Weiß am Zug) oder b (Schwarz am Zug).
fen-bad-turn = schreiben Sie w (Weiß am Zug) oder b (Schwarz am Zug).
fen-en-passant = diese Spiele kennen kein en passant; schreiben Sie „-“.
fen-halfmove-too-large = der Halbzugzähler ist zu groß.
fen-not-a-number = eine Zahl wurde erwartet.
fen-move-zero = Zugnummern beginnen bei 1.
fen-move-too-large = die Zugnummer ist zu groß.
fen-after-move-number = nach der Zugnummer darf nichts folgen.
fen-unexpected-text = dies wurde nicht erwartet: nach dem Zugrecht folgen die Marken („-“), der Halbzugzähler und die Zugnummer.
fen-after-last-field = nach dem letzten Feld darf nichts folgen.
fen-open-holdings = die Klammer der gehaltenen Figuren muss am Ende des Bretts mit „]“ schließen.
fen-unknown-holding-letter = keine Figur dieses Spiels hat diesen Buchstaben (unter den gehaltenen Figuren).
fen-no-flags = dieses Spiel hat weder Rochade noch Marken; schreiben Sie „-“ (ein Rochadefeld des Schachs wie KQkq wird auch angenommen und übergangen).
fen-chess-castling = dieses Spiel hat keine Rochade: dieses Feld nennt die Linien der Hauptfiguren, die noch nicht gezogen haben, und L oder l für einen noch möglichen Königssprung (zu Beginn: { $start }).
fen-leap-twice = der Sprung ist zweimal angegeben.
fen-bad-flag = erwartet wurde der Linienbuchstabe einer ungezogenen Hauptfigur (groß für Weiß, klein für Schwarz) oder L oder l für den Sprung.
fen-flag-twice = diese Marke ist zweimal angegeben.
fen-no-master-piece = auf { $square } steht keine Hauptfigur von { $side }.
fen-bad-lone-side = erwartet wurden w oder b und eine Zahl, wie in w0b3.
fen-no-count = eine Zahl wurde erwartet.
fen-count-too-large = ein Zähler ist höchstens 63.
fen-not-lone = der König von { $side } ist nicht allein, also muss sein Zähler 0 sein.
fen-off-board = eine Figur steht außerhalb des Bretts.
fen-two-men = auf { $square } stehen zwei Figuren.
fen-kings = { $side } hat { $count } Könige.
fen-no-king = { $side } hat keinen König.
fen-unpromoted = ein Bauer von { $side } steht auf { $square }, wo er schon umgewandelt sein müsste.
fen-out-of-turn-check = die Seite, die nicht am Zug ist ({ $side }), steht im Schach.

## The analysis board's refusals
an-move-illegal = Zug { $n } der Folge ist in seiner Stellung nicht erlaubt.
an-line-too-long = Die Folge ist zu lang, als dass das Brett ihr folgen könnte.
an-too-many = Zu viele Anfragen: bitte einen Moment langsamer.
an-failed = Die Engine konnte diese Stellung nicht analysieren.

## The puzzle trainer
pz-title = Puzzles
pz-lead = Finden Sie den besten Zug. Jedes Puzzle stammt aus einer echten Partie dieser Spiele, seine Zugfolge von einer tieferen Suche geprüft; Ihre Puzzle-Wertung steigt, wenn Sie eines im ersten Versuch lösen, und sinkt, wenn Sie es verfehlen.
pz-count = { $n ->
    [one] { $n } Puzzle
   *[other] { $n } Puzzles
}
pz-your-rating = Ihre Puzzle-Wertung: { $rating }
pz-train = Trainieren
pz-streak = Serie
pz-storm = Sturm
pz-by-theme = Nach Thema
pz-daily = Puzzle des Tages
pz-to-move = { $side } am Zug
pz-historical = Die Probleme der alten Meister
pz-historical-help = Die Mansubat der arabischen Handschriften und das Buch Alfons’ X., mit ihren Quellen und dem, was die Engine von jedem bewiesen hat.
pz-historical-go = Zu den Problemen
pz-yours = Ihre Puzzles
pz-history = Puzzles, die Sie gespielt haben
pz-dashboard = Ihre Themen
pz-dashboard-lead = Wie oft Sie jede Art von Puzzle im ersten Versuch gelöst haben: trainieren Sie die Themen, die Sie verfehlen.
pz-visitor = Ihre Puzzle-Wertungen werden in diesem Browser gespeichert. Mit einem Konto begleiten sie Sie, mit Ihrem Verlauf und Ihren Themen.
pz-sign-up = Konto anlegen
pz-none = Dieses Puzzle gibt es nicht
pz-all = Alle Puzzles
pz-of = Puzzles: { $game }
pz-theme-of = { $game }: { $theme }
pz-streak-of = Puzzle-Serie: { $game }
pz-storm-of = Puzzle-Sturm: { $game }
pz-history-none = Sie haben noch kein Puzzle gespielt.
pz-solved-mark = Gelöst
pz-failed-mark = Verfehlt
pz-older = Ältere Puzzles
pz-theme = Thema
pz-any-theme = Alle Themen
pz-tried = Gespielt
pz-accuracy = Im ersten Versuch gelöst
pz-percent = { $n } %
pz-find = Finden Sie den besten Zug für { $side }.
pz-opponent-played = Ihr Gegner spielte { $san }. Finden Sie den besten Zug für { $side }.
pz-right = Richtig!
pz-right-reply = Richtig. Ihr Gegner antwortet { $san }: weiter.
pz-solved = Gelöst!
pz-wrong = Das ist nicht der Zug. Versuchen Sie es noch einmal oder sehen Sie sich die Lösung an.
pz-again = Noch einmal: finden Sie den besten Zug.
pz-retry = Zurücknehmen und noch einmal
pz-show = Lösung zeigen
pz-the-solution = Die Lösung:
pz-solution-was = Die Lösung: { $line }.
pz-next = Nächstes Puzzle
pz-analyse = Auf dem Analysebrett ansehen
pz-vote-up = Ein gutes Puzzle
pz-vote-down = Ein schwaches Puzzle
pz-voted = Danke für Ihre Stimme.
pz-rating-change = Ihre Puzzle-Wertung: { $rating } ({ $diff })
pz-not-rated = Nicht gewertet: Sie haben dieses Puzzle schon gespielt.
pz-puzzle-rating = Wertung des Puzzles { $rating }, { $plays ->
    [one] einmal
   *[other] { $plays }-mal
} gespielt.
pz-themes-are = Themen: { $themes }
pz-streak-help = Lösen Sie Puzzles, die eines nach dem anderen schwerer werden. Keine Uhr, keine Wertung: der erste Fehler beendet die Serie.
pz-storm-help = Drei Minuten: lösen Sie so viele Puzzles wie möglich. Ein Fehler kostet Sie nur das Puzzle.
pz-start = Los
pz-streak-score = Serie: { $n }
pz-storm-score = Gelöst: { $n }
pz-best = Ihre Bestmarke in diesem Browser: { $n }
pz-run-over = Vorbei: { $n } gelöst.
pz-run-again = Noch einmal spielen
pz-theme-mate = Matt
pz-theme-mate-in-1 = Matt in 1
pz-theme-mate-in-2 = Matt in 2
pz-theme-mate-in-3 = Matt in 3
pz-theme-mate-in-4-plus = Matt in 4 oder mehr
pz-theme-bare-king = Entblößter König
pz-theme-stalemate-win = Patt gewinnt
pz-theme-king-capture = Königsschlag
pz-theme-forced-win = Erzwungener Gewinn
pz-theme-advantage = Vorteil
pz-theme-crushing = Vernichtend
pz-theme-defensive-move = Verteidigungszug
pz-theme-counter-baring = Gegen-Entblößung
pz-theme-promotion = Umwandlung
pz-theme-fork = Gabel
pz-theme-pin = Fesselung
pz-theme-skewer = Spieß
pz-theme-discovered-attack = Abzugsangriff
pz-theme-raja-leap = Der Königssprung
pz-theme-sacrifice = Opfer
pz-theme-lone-king-count = Die Zählung des einsamen Königs
pz-theme-endgame = Endspiel
pz-theme-one-move = Ein Zug
pz-theme-short = Kurz
pz-theme-long = Lang

## The game designer's script
design-new-piece = Neue Figur
design-piece-name = Name
design-piece-letter = Buchstabe
design-piece-figure = Gezeichnet als
design-piece-disc = eine Scheibe mit ihrem Buchstaben
design-piece-betza = Züge (Betza)
design-piece-value = Wert (ein Bauer ist 100)
design-piece-royal = Königlich (der König)
design-piece-pawn = Bauer (wird umgewandelt)
design-piece-remove = Diese Figur entfernen
design-estimated = geschätzt { $value }
design-reach = Vom markierten Feld: { $moves } Felder zum Ziehen, { $captures } zum Schlagen, { $initial } nur für den ersten Zug
design-legend = Punkt: zieht dorthin. Ring: schlägt dort. Beides: ein gefüllter Ring. Quadrat: nur erster Zug.
design-ready = Dein Spiel ist bereit: { $moves } legale erste Züge (Zugfolgen ab dem Anfang: { $perft }).
design-wrong = Noch kein Spiel: sieh dir den markierten Fehler unten an.
design-text-empty = Füge zuerst eine Variantendatei oder einen Fairy-Stockfish-Abschnitt ein.
design-read-warnings = Gelesen, mit { $count } Einstellungen, die nicht übernommen werden konnten:

## The designer: saving on the site
design-saving = Wird gespeichert…
design-saved = Als Version { $version } gespeichert. Seine Seite wird geöffnet…
design-not-saved = Nicht gespeichert:
design-not-saved-network = Nicht gespeichert: die Seite war nicht erreichbar. Ihr Entwurf bleibt in diesem Browser.

## The designer: the start on a board
design-clear-board = Brett leeren
