# The words only the game page's script writes (web/src/round), in English: sent with the game page
# alone. Arguments as in scripts.ftl.

## The game page
round-resize = Board size: drag, or use the arrow keys; double-click for the best fit
round-resize-title = Drag to resize the board (double-click: fit the window)
step-first = First move
step-prev = Previous move
step-next = Next move
step-last = Last move
board-settings = Board
notation-label = Notation
sound-on = Sound on
sound-off = Sound off
colours-label = Colours
coordinates = Coordinates
style-label = Style
confirm-correspondence = Confirm correspondence moves
chat-spectators = Spectators’ chat
chat-placeholder = Say something…
chat-label = Chat message
chat-send = Send
chat-sign-in = Sign in
chat-sign-in-after = to chat with the other spectators.
confirm-move-label = Confirm your move
not-connected-move = Not connected: your move was not sent. The page is reconnecting; play it again then.
not-connected = Not connected: nothing was sent. The page is reconnecting.
confirm-play = Play { $san }
confirm-take-back = Take it back
confirm-send = Your move: { $san }. Send it?
first-move-you = { $n ->
    [one] You have { $n } second to make the first move, or the game is aborted. The clocks start after both first moves.
   *[other] You have { $n } seconds to make the first move, or the game is aborted. The clocks start after both first moves.
}
first-move-other = { $n ->
    [one] { $side } has { $n } second to make the first move, or the game is aborted. The clocks start after both first moves.
   *[other] { $side } has { $n } seconds to make the first move, or the game is aborted. The clocks start after both first moves.
}
your-opponent = Your opponent
absent-ready = { $name } left the game. You may claim victory, call it a draw, or wait for them.
absent-wait = { $n ->
    [one] { $name } left the game. You can claim victory in { $n } second if they do not come back.
   *[other] { $name } left the game. You can claim victory in { $n } seconds if they do not come back.
}
reconnect-now = Reconnect now
connection-lost = { $n ->
    [one] The connection to the server is lost; moves cannot be made until it is back. Next try in { $n } second.
   *[other] The connection to the server is lost; moves cannot be made until it is back. Next try in { $n } seconds.
}
offer-draw-them = { $name } offers a draw.
offer-draw-you = You offered a draw; waiting for the answer.
offer-takeback-them = { $name } asks to take back the last move.
offer-takeback-you = You asked to take back your move; waiting for the answer.
claim-victory = Claim victory
call-draw = Call it a draw
abort-confirm = Abort the game? Press again to confirm
resign-confirm = Resign? Press again to confirm
draw-accept = Accept draw
draw-decline = Decline draw
draw-offered = Draw offered
draw-offer = Offer draw
draw-offer-confirm = Offer a draw? Press again to confirm
takeback-accept = Accept takeback
takeback-decline = Decline takeback
takeback-asked = Takeback asked
takeback-offer = Ask to take back
more-time-title = Give { $name } 15 seconds
claim-draw = Claim a draw
claim-win = Claim the win
claim-draw-help = The other king is alone: the rules let you take a draw now instead of trying to win.
claim-win-help = The lone king has used all the moves the rules give it to reach a draw: you may claim the win.
rematch-play = Play the rematch
rematch-offered-them = { $name } offers a rematch.
rematch-accept = Accept rematch
decline = Decline
rematch-waiting = Rematch offered: waiting for { $name } to answer.
rematch-declined = The rematch was declined.
rematch = Rematch
rematch-offer = Offer a rematch
rematch-title = The same game again, colours swapped
tournament-return = Back to the tournament in 3 seconds…
stay-here = Stay here
copied = Copied
check = check!
check-king-capture = the king is attacked (it may be captured)
aborted = Aborted
speed-bullet = bullet
speed-blitz = blitz
speed-rapid = rapid
speed-classical = classical
speed-correspondence = correspondence
watching = { $n ->
    [one] { $n } watching
   *[other] { $n } watching
}
notify-title = Tell me when my opponent moves while this page is in the background
notify = Notify me of moves
notify-blocked = Notifications are blocked for this site in your browser.
notify-your-turn = { $san }: your turn
notify-a-move = A move: your turn
notify-moved = { $game }: { $name } moved
not-your-move = It is not your move.
seat-waiting = waiting for a player…
presence-here = here
presence-away = away
presence-here-title = { $name } is on the game page
presence-away-title = { $name } is not on the game page
clock-of = { $side }’s clock
material-ahead = Ahead by { $n } in the engine's pawns
status-open = Waiting for your opponent to join.
status-over = Game over: { $result }
status-your-move = Your move
status-to-move = { $side } to move
status-engine = The engine is thinking…
your-rating = Your rating
title-open = Waiting for an opponent
title-your-turn = Your turn
title-waiting-for = Waiting for { $name }
the-opponent = the opponent
said-played = { $side } played { $san }.
said-over = Game over: { $result }, { $reason }
said-your-move = Your move.
refused-over = The game is over.
refused-not-started = The game has not started: it waits for a second player.
refused-not-a-player = Only the players of this game may do that.
refused-not-your-turn = It is not your move.
refused-illegal = That move is not legal here.
refused-stale = The position changed: reload the game and try again.
refused-changed = The game changed at the same moment: reload it and try again.
refused-too-many = Too many requests: slow down a moment.
refused-chat-length = A chat line has 1 to 500 characters.
refused-chat-sign-in = Sign in to chat with the other spectators.
refused-chat-full = This game's chat is full ({ $n } lines).
refused-chat-slow = Slow down: at most { $n } chat lines in { $s } seconds.
refused-berserk-late = Berserk is for before your first move, on a live clock.
refused-berserk-already = You are berserk already.
refused-abort-late = A game can be aborted only before both sides have moved: resign instead.
refused-engine-no-draw = The engine plays on: it does not take draw offers.
refused-no-draw-offer = There is no draw offer to accept.
refused-no-takeback-move = You have no move to take back.
refused-no-takeback-offer = There is no takeback offer to accept.
refused-claim-wait = Your opponent has to be away { $n } seconds before you can claim the game.
refused-claim-opponent-here = Your opponent has the game open: there is nothing to claim.
refused-more-time-live = Time can be given only in a game on a live clock.
refused-no-draw-claim = The rules give you no draw claim in this position.
refused-no-win-claim = The rules give you no win claim in this position.
