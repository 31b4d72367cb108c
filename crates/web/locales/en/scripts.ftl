# The words the pages' scripts write (web/src), in English: sent inside every page, read with
# Fluent's JavaScript library. Arguments: $name (a player's name), $san (a move in SAN, which stays
# as notation writes it), $n and $s (numbers), $square and $squares (square names), $piece (a
# piece's name), $result (1-0, 0-1, 1/2-1/2), $winner and $loser ($side words below).

## The games
game-shatranj = Shatranj
game-chaturanga-davidson = Chaturanga (Davidson)
game-parsi = Parsi Chess
game-shatranj-kamil-64 = Shatranj Kamil (64)
game-great-shatranj = Great Shatranj

## Sides
side-white = White
side-black = Black
side-white-lower = white
side-black-lower = black

## The game page
round-resize = Board size: drag, or use the arrow keys; double-click for the best fit
round-resize-title = Drag to resize the board (double-click: fit the window)
step-first = First move
step-prev = Previous move
step-next = Next move
step-last = Last move
flip = Flip the board
board-settings = Board
board-style = Board style
style-checkered = checkered
style-plain = plain
style-ashtapada = ashtapada
notation = Move notation
notation-label = Notation
sound-on = Sound on
sound-off = Sound off
board-colours = Board colours
colours-label = Colours
colour-wood = Wood
colour-sand = Sand
colour-green = Green
colour-blue = Blue
colour-grey = Grey
coordinates = Coordinates
style-label = Style
confirm-correspondence = Confirm correspondence moves
moves = Moves
move-placeholder = Type a move: e3, Nf3, e2e3
move-label = Type a move (SAN such as Nf3, or squares such as e2e3)
chat = Chat
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
reconnecting = Reconnecting…
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
abort = Abort
abort-confirm = Abort the game? Press again to confirm
resign = Resign
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
more-time = Give 15 s
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
new-game = New game
tournament-return = Back to the tournament in 3 seconds…
stay-here = Stay here
copied = Copied
copy = Copy
check = check!
check-king-capture = the king is attacked (it may be captured)
aborted = Aborted
rated = Rated { $speed }
casual = Casual
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

## Seats, status, titles (the game page)
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

## How games end ($winner and $loser: side-white or side-black)
end-checkmate = { $winner } wins: { $loser } is checkmated
end-stalemate-win = { $winner } wins: { $loser } is stalemated and loses
end-stalemate = Draw: stalemate
end-bare-king = { $winner } wins: { $loser }’s king is bare
end-counter-bared = Draw: the bare king bared the other king in return
end-bare-kings = Draw: only the two kings are left
end-king-captured = { $winner } wins: { $loser }’s king was captured
end-no-moves-win = { $winner } wins: { $loser } has no move
end-no-moves = Draw: the side to move has no move
end-lone-king-stalemate = Draw: a lone king gave stalemate
end-lone-king-moves = { $winner } wins: { $loser }’s lone king used its moves without drawing
end-lone-king-claim = Draw claimed: the opponent of a lone king took the draw
end-boorj-win = { $winner } wins by Boorj: { $loser }’s raja is bare
end-boorj = Draw: Boorj (bare raja) scored as a draw
end-repetition = Draw by repetition
end-move-rule = Draw by the move-count rule
end-time = { $winner } wins: { $loser } ran out of time
end-resignation = { $winner } wins: { $loser } resigned
end-agreement = Draw by agreement
end-abandoned-win = { $winner } wins: { $loser } left the game
end-abandoned = Draw: a player left the game
end-aborted = The game was aborted
end-aborted-first-move = { $n ->
    [one] { $side } did not make a first move within { $n } second: the game was aborted
   *[other] { $side } did not make a first move within { $n } seconds: the game was aborted
}
end-aborted-by = { $side } aborted the game before both sides had moved
end-claimed = { $reason } (claimed)
grade-pawn-mate = a mate given by a pawn, the highest grade of win
grade-checkmate = a mate given by a piece, the middle grade of win
grade-boorj = the lowest grade of win
end-draw = Draw

## Clocks (correspondence)
clock-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
clock-hours = { $n } h
clock-minutes = { $n } min
clock-seconds = { $n } s

## Choosing a promotion, Parsi's bonus move
cancel = Cancel
promote-to = Promote to:
no-promotion = no promotion
promote-to-said = Promote to: { $pieces }?
bonus-title = The new horse may move once more: move it on the board to a marked square, or
bonus-stay = Stay
bonus-said = The new horse may move once more, to { $squares }, or stay.

## Moves typed in the box
typed-ambiguous = '{ $text }' could be more than one move: add the square it comes from
typed-none = no legal move is written '{ $text }'

## The board by keyboard (read by screen readers)
board-role = board
board-help = Board. Arrow keys move over the squares; Enter picks up a man, and Enter again plays it; Escape lets it go.
kb-cannot-go = { $square }: the man on { $from } cannot go there. Let go.
kb-nothing = { $square }: nothing here you can move.
kb-let-go = Let go.
kb-empty = empty
kb-man = { $side } { $piece }
kb-square = { $square }, { $what }
kb-plays-here = Enter plays it here
kb-help = Arrow keys move; Enter picks up a man.
kb-picked = { $what } on { $square } picked up.
kb-can-go = It can go to { $squares }.
kb-free = Move the cursor to a square and press Enter.
kb-no-move = It has no move now.

## Challenges (the header)
challenge-rated = rated
challenge-casual = casual
challenge-you-play = you play { $side }
challenge-accept = Accept
challenge-why = Why you decline
challenge-decline = Decline
challenge-later = Later
challenge-you = challenges you
unlimited = unlimited

## The lobby's lists (kept up to date by the lobby's script)
no-seeks = No open seek just now.
no-games-in-progress = No games in progress.
col-game = Game
col-player = Player
col-time = Time
col-mode = Mode
col-moves = Moves
col-result = Result
changed = Changed:
rated-plain = Rated
cancel-seek-of = Cancel your seek of { $game }
imported = imported:
imported-title = Imported from a file
diagram = diagram
diagram-title = A picture (PNG) of the final position
waiting-count = { $n ->
    [one] { $n } waiting
   *[other] { $n } waiting
}

## A refused action (the game page)
refused-over = The game is over.
refused-not-started = The game has not started: it waits for a second player.
refused-not-a-player = Only the players of this game may do that.
refused-not-your-turn = It is not your move.
refused-illegal = That move is not legal here.
refused-stale = The position changed: reload the game and try again.
refused-changed = The game changed at the same moment: reload it and try again.
refused-too-many = Too many requests: slow down a moment.
