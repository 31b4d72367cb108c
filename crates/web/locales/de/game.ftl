# The game page's own words.

## The game page
round-resize = Brettgröße: ziehen oder Pfeiltasten; Doppelklick für die beste Größe
round-resize-title = Ziehen, um das Brett zu vergrößern oder zu verkleinern (Doppelklick: ans Fenster anpassen)
step-first = Erster Zug
step-prev = Voriger Zug
step-next = Nächster Zug
step-last = Letzter Zug
board-settings = Brett
notation-label = Notation
sound-on = Ton an
sound-off = Ton aus
colours-label = Farben
coordinates = Koordinaten
style-label = Stil
confirm-correspondence = Fernschachzüge bestätigen
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
abort-confirm = Partie abbrechen? Zum Bestätigen noch einmal drücken
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
tournament-return = In 3 Sekunden zurück zum Turnier…
stay-here = Hier bleiben
copied = Kopiert
check = Schach!
check-king-capture = der König ist angegriffen (er kann geschlagen werden)
aborted = Abgebrochen
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
refused-over = Die Partie ist zu Ende.
refused-not-started = Die Partie hat nicht begonnen: Sie wartet auf einen zweiten Spieler.
refused-not-a-player = Das dürfen nur die Spieler dieser Partie.
refused-not-your-turn = Sie sind nicht am Zug.
refused-illegal = Dieser Zug ist hier nicht regelgerecht.
refused-stale = Die Stellung hat sich geändert: Laden Sie die Partie neu und versuchen Sie es erneut.
refused-changed = Die Partie hat sich im selben Moment geändert: Neu laden und erneut versuchen.
refused-too-many = Zu viele Anfragen: einen Moment langsamer.
refused-chat-length = Eine Chatzeile hat 1 bis 500 Zeichen.
refused-chat-sign-in = Melden Sie sich an, um mit den anderen Zuschauern zu chatten.
refused-chat-full = Der Chat dieser Partie ist voll ({ $n } Zeilen).
refused-chat-slow = Langsamer: höchstens { $n } Chatzeilen in { $s } Sekunden.
refused-berserk-late = Berserk gibt es vor Ihrem ersten Zug und nur mit laufender Uhr.
refused-berserk-already = Sie sind schon berserk.
refused-abort-late = Eine Partie kann nur abgebrochen werden, bevor beide Seiten gezogen haben: geben Sie stattdessen auf.
refused-engine-no-draw = Die Engine spielt weiter: sie nimmt keine Remisangebote an.
refused-no-draw-offer = Es gibt kein Remisangebot anzunehmen.
refused-no-takeback-move = Sie haben keinen Zug zurückzunehmen.
refused-no-takeback-offer = Es gibt keine Zugrücknahme anzunehmen.
refused-claim-wait = Ihr Gegner muss { $n } Sekunden fort sein, bevor Sie die Partie beanspruchen können.
refused-claim-opponent-here = Ihr Gegner hat die Partie offen: es gibt nichts zu beanspruchen.
refused-more-time-live = Zeit kann nur in einer Partie mit laufender Uhr gegeben werden.
refused-no-draw-claim = Die Regeln geben Ihnen in dieser Stellung keinen Remisanspruch.
refused-no-win-claim = Die Regeln geben Ihnen in dieser Stellung keinen Gewinnanspruch.
