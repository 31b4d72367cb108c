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
flip = Flip the board
board-style = Board style
style-checkered = checkered
style-plain = plain
style-ashtapada = ashtapada
notation = Move notation
board-colours = Board colours
colour-wood = Wood
colour-sand = Sand
colour-green = Green
colour-blue = Blue
colour-grey = Grey
moves = Moves
move-placeholder = Type a move: e3, Nf3, e2e3
move-label = Type a move (SAN such as Nf3, or squares such as e2e3)
chat = Chat
reconnecting = Reconnecting…
abort = Abort
resign = Resign
more-time = Give 15 s
new-game = New game
copy = Copy
rated = Rated { $speed }
casual = Casual

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

