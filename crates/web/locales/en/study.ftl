# The words only the study pages' scripts write (the analysis board, the editor, problems), in
# English: sent with those pages alone. Arguments as in scripts.ftl; $how (a way of winning,
# one of the words below), $total, $class (material, as the tables name it: KRvK).

## The analysis board
an-eval-title = Evaluation (White at the bottom)
an-step-start = Start
an-step-back = Back (←)
an-step-forward = Forward (→)
an-step-end = End of the line
an-flip = ⇅ Flip
an-still-loading = The position is still loading.
an-over = No move: the game is over in this position.
an-engine = Engine
an-where = Where the engine thinks
an-in-browser = in this browser
an-on-server = on the server
an-moves = Moves
an-position = Position
an-delete = Delete from here
an-delete-title = Delete this move and all that follows it
an-promote = Make main line
an-promote-title = Make this side line the main line
an-fen-label = FEN of the position shown
an-load = Load
an-load-title = Analyse the FEN in the box
an-pgn-label = PGN of the analysis
an-pgn-download = Download PGN
an-edit = Edit position
an-play-here = Play from here
an-diagram = Download diagram
an-diagram-title = A picture (PNG) of the position shown, for a page or print
an-browser-stopped = The engine in this browser stopped; choose “on the server” to go on.
an-browser-failed = This browser could not load the engine; the server analyses instead.
an-depth = depth { $n }
an-speed = { $n } kN/s
an-done = done
an-off = off
an-best = best
an-preferred = { $what }: the engine preferred { $san }
an-explore = Move the pieces to explore: every move you try is kept, side lines too.
an-table = Endgame table
an-play-san = Play { $san }
an-to-move = { $side } to move
an-to-move-check = { $side } to move: check!
an-link-illegal = A move of the link was not legal and was left out: { $text }
an-busy = The server's engines are all busy: trying again in a few seconds.

## The engine's scores ($how: one of the score-how words)
score-in = { $how } in { $n }
score-how-mate = mate
score-how-bare-king = bare king
score-how-stalemate = stalemate
score-how-king-taken = king taken
score-how-win = win

## The endgame tables' verdicts
tb-draw = Draw
tb-draw-why = Draw ({ $reason })
tb-has-won = { $side } has won ({ $how })
tb-wins = { $side } wins: { $how } in { $n }
tb-move-draw = draw
tb-move-draw-why = draw ({ $reason })
tb-move-wins = wins ({ $how })
tb-move-win-in = { $how } in { $n }
tb-move-loses = loses ({ $how })
tb-move-loses-in = loses: { $how } in { $n }
tb-how-checkmate = mate
tb-how-bare-king = bare king
tb-how-boorj = bare raja
tb-how-stalemate = stalemate
tb-how-king-captured = taking the king
tb-how-no-moves = leaving no move
tb-how-lone-king-moves = the lone king's ten moves
tb-how-win = win
tb-why-counter-bared = the bare king bares back
tb-why-bare-kings = kings alone
tb-why-stalemate = stalemate
tb-why-lone-king-stalemate = a lone king's stalemate
tb-why-no-moves = no moves

## A finished game's review
rv-start = Review the game
rv-finish = Finish the review
rv-progress = Evaluating ply { $n } of { $total }…
rv-inaccuracy = Inaccuracy
rv-mistake = Mistake
rv-blunder = Blunder
rv-inaccuracies = { $n ->
    [one] { $n } inaccuracy
   *[other] { $n } inaccuracies
}
rv-mistakes = { $n ->
    [one] { $n } mistake
   *[other] { $n } mistakes
}
rv-blunders = { $n ->
    [one] { $n } blunder
   *[other] { $n } blunders
}
rv-counts = { $inaccuracies }, { $mistakes }, { $blunders }
rv-side = { $side }: { $counts }
rv-side-accuracy = { $side }: { $accuracy } accuracy, { $counts }
rv-graph = Evaluation graph: click to go to a move

## A problem
pr-take-back = Take back and try again
pr-retry = Start again
pr-show = Show the solution
pr-next = Next problem
pr-all = All problems
pr-wait = Wait for the engine's answer.
pr-over = The problem is over: take back, start again or see the solution.
pr-no-moves = No moves played.
pr-engine-first = The engine moves first; you play { $side }.
pr-your-move = Your move: you play { $side }.
pr-thinking = The engine is thinking…
pr-unreachable = The site cannot be reached.
pr-solution = Solution:
pr-longest = Longest defence:
pr-second = Second solution:
pr-taken-back = Taken back: try another move.
pr-unusable = This problem cannot be played as read (see below).
pr-solved-here = Solved in this browser

## The position editor
ed-tray = { $side } pieces
ed-eraser = Take pieces away: pick this, then click pieces
ed-side-to-move = Side to move
ed-unmoved = Not yet moved (the double steps and the raja’s leap depend on these)
ed-may-leap = { $side }’s raja may still leap
ed-unmoved-piece = { $side }’s { $piece } on { $square }
ed-lone-count = Moves a lone king has made:
ed-halfmoves = Moves without a capture or pawn move
ed-move-number = Move number
ed-start = Start position
ed-clear = Clear the board
ed-load-title = Set the board from the FEN in the box
ed-copy = Copy FEN
ed-copied = Copied
ed-analyse = Analyse
ed-play-engine = Play the engine
ed-invite = Invite a friend
ed-offline = Play the engine offline
ed-board-help = Board. Arrow keys move over the squares; a piece's letter puts it there (capital for White, small for Black), Delete clears the square; Enter picks up a man and Enter again moves it.
ed-unreachable = the site cannot be reached
ed-finished = A finished position: { $result }, { $reason }
ed-legal = A legal position: { $side } to move.
ed-legal-check = A legal position: { $side } to move, in check.
ed-not-position = Not a position of { $game }: { $text }

## Playing the engine offline
off-side = Your side
off-you-play = You play { $side }
off-level = The engine's time a move
off-quick = quick: 0.2 s a move
off-steady = steady: 1 s a move
off-strong = strong: 3 s a move
off-new = New game
off-loading = The game is still loading.
off-over = The game is over: start a new one.
off-engine-move = It is the engine's move.
off-well-played = Well played!
off-your-move = Your move ({ $side })
off-your-move-check = Your move ({ $side }): check!
off-you-played = You played { $san }.
off-engine-played = The engine played { $san }.
off-failed = The engine failed.
off-cannot = This browser cannot run the engine here: { $text }

## Importing games
im-read = { $n ->
    [one] { $n } file read ({ $num } KiB).
   *[other] { $n } files read ({ $num } KiB).
}

## What is wrong with a FEN (the editor, the analysis board, the lobby's start position).
## $field: one of fen-field-*; $at: the character's place (from 1); $found: the character there.
fen-error = In the FEN's { $field }, at character { $at }: { $problem }
fen-error-found = In the FEN's { $field }, at character { $at } (“{ $found }”): { $problem }
fen-impossible = This position cannot arise: { $problem }
fen-field-board = board (field 1)
fen-field-turn = side to move (field 2)
fen-field-flags = flags (field 3)
fen-field-en-passant = en passant (field 4)
fen-field-halfmove = halfmove clock (field 5)
fen-field-fullmove = move number (field 6)
fen-field-lone-counts = lone-king counts (field 7)
fen-field-extra = end
fen-field-position = position
fen-rank-count = { $given } ranks are given; the board has { $ranks }.
fen-zero-run = a count of empty squares starts at 1.
fen-rank-overfull = rank { $rank } has more than { $files } squares.
fen-not-board-text = a piece letter, a digit or “/” was expected here.
fen-unknown-letter = no piece of this game has this letter.
fen-rank-short = rank { $rank } has { $squares } squares; the board has { $files } files.
fen-too-long = the FEN is { $len } characters long; no position of these games needs more than { $max }.
fen-empty = the FEN is empty.
fen-no-turn = it is missing; write w (White to move) or b (Black to move).
fen-bad-turn = write w (White to move) or b (Black to move).
fen-en-passant = these games have no en passant; write “-”.
fen-halfmove-too-large = the halfmove clock is too large.
fen-not-a-number = a number was expected.
fen-move-zero = move numbers start at 1.
fen-move-too-large = the move number is too large.
fen-after-move-number = nothing may follow the move number.
fen-unexpected-text = this was not expected: the flags (“-”), the halfmove clock and the move number follow the side to move.
fen-after-last-field = nothing may follow the last field.
fen-open-holdings = a bracket of held pieces must close with “]” at the end of the board.
fen-unknown-holding-letter = no piece of this game has this letter (among the held pieces).
fen-no-flags = this game has no castling and no flags; write “-” (a chess castling field such as KQkq is accepted and ignored too).
fen-chess-castling = this game has no castling: this field lists the files of the master pieces that have not moved, and L or l for a king's leap still to be made (at the start: { $start }).
fen-leap-twice = the leap is given twice.
fen-bad-flag = a file letter of an unmoved master piece was expected (capital for White, small for Black), or L or l for the leap.
fen-flag-twice = this flag is given twice.
fen-no-master-piece = no master piece of { $side } stands on { $square }.
fen-bad-lone-side = w or b and a count were expected, as in w0b3.
fen-no-count = a count was expected.
fen-count-too-large = a count is at most 63.
fen-not-lone = { $side }'s king is not alone, so its count must be 0.
fen-off-board = a man stands off the board.
fen-two-men = two men stand on { $square }.
fen-kings = { $side } has { $count } kings.
fen-no-king = { $side } has no king.
fen-unpromoted = a pawn of { $side } stands on { $square }, where it must already have been promoted.
fen-out-of-turn-check = the side not to move ({ $side }) is in check.

## The analysis board's refusals
an-move-illegal = Move { $n } of the line is not legal in its position.
an-line-too-long = The line is too long for the board to follow.
an-too-many = Too many requests: slow down a moment.
an-failed = The engine could not analyse this position.

## The puzzle trainer
pz-title = Puzzles
pz-lead = Find the best move. Each puzzle comes from a real game of these games, its line checked by a deeper search; your puzzle rating goes up when you solve one at the first try and down when you miss it.
pz-count = { $n ->
    [one] { $n } puzzle
   *[other] { $n } puzzles
}
pz-your-rating = Your puzzle rating: { $rating }
pz-train = Train
pz-streak = Streak
pz-storm = Storm
pz-by-theme = By theme
pz-daily = Puzzle of the day
pz-to-move = { $side } to move
pz-historical = The old masters' problems
pz-historical-help = The mansubat of the Arabic manuscripts and Alfonso X's book, with their sources and what the engine proved of each.
pz-historical-go = Open the problems
pz-yours = Your puzzles
pz-history = Puzzles you have played
pz-dashboard = Your themes
pz-dashboard-lead = How often you solved each kind of puzzle at the first try: train the themes you miss.
pz-visitor = Your puzzle ratings are kept in this browser. With an account they follow you, with your history and your themes.
pz-sign-up = Make an account
pz-none = No such puzzle
pz-all = All puzzles
pz-of = Puzzles of { $game }
pz-theme-of = { $game }: { $theme }
pz-streak-of = Puzzle streak: { $game }
pz-storm-of = Puzzle storm: { $game }
pz-history-none = You have not played a puzzle yet.
pz-solved-mark = Solved
pz-failed-mark = Missed
pz-older = Older puzzles
pz-theme = Theme
pz-any-theme = Any theme
pz-tried = Played
pz-accuracy = Solved at the first try
pz-percent = { $n }%
pz-find = Find the best move for { $side }.
pz-opponent-played = Your opponent played { $san }. Find the best move for { $side }.
pz-right = Right!
pz-right-reply = Right. Your opponent answers { $san }: go on.
pz-solved = Solved!
pz-wrong = That is not the move. Try again, or see the solution.
pz-again = Try again: find the best move.
pz-retry = Take back and try again
pz-show = Show the solution
pz-the-solution = The solution:
pz-solution-was = The solution: { $line }.
pz-next = Next puzzle
pz-analyse = Study it on the analysis board
pz-vote-up = A good puzzle
pz-vote-down = A poor puzzle
pz-voted = Thank you for your vote.
pz-rating-change = Your puzzle rating: { $rating } ({ $diff })
pz-not-rated = Not rated: you have played this puzzle before.
pz-puzzle-rating = { $plays ->
    [0] Puzzle rating { $rating }, not rated by anyone yet.
    [one] Puzzle rating { $rating }, played once.
   *[other] Puzzle rating { $rating }, played { $plays } times.
}
pz-themes-are = Themes: { $themes }
pz-streak-help = Solve puzzles that grow harder one by one. No clock, no rating: the first mistake ends the streak.
pz-storm-help = Three minutes: solve as many puzzles as you can. A mistake costs you only the puzzle.
pz-start = Start
pz-streak-score = Streak: { $n }
pz-storm-score = Solved: { $n }
pz-best = Your best in this browser: { $n }
pz-run-over = Finished: { $n } solved.
pz-run-again = Play again
pz-theme-mate = Mate
pz-theme-mate-in-1 = Mate in 1
pz-theme-mate-in-2 = Mate in 2
pz-theme-mate-in-3 = Mate in 3
pz-theme-mate-in-4-plus = Mate in 4 or more
pz-theme-bare-king = Bare king
pz-theme-stalemate-win = Stalemate wins
pz-theme-king-capture = King capture
pz-theme-forced-win = Forced win
pz-theme-advantage = Advantage
pz-theme-crushing = Crushing
pz-theme-defensive-move = Defensive move
pz-theme-counter-baring = Counter-baring
pz-theme-promotion = Promotion
pz-theme-fork = Fork
pz-theme-pin = Pin
pz-theme-skewer = Skewer
pz-theme-discovered-attack = Discovered attack
pz-theme-raja-leap = The king's leap
pz-theme-sacrifice = Sacrifice
pz-theme-lone-king-count = Lone king's count
pz-theme-endgame = Endgame
pz-theme-one-move = One move
pz-theme-short = Short
pz-theme-long = Long

## The game designer's script
design-new-piece = New piece
design-piece-name = Name
design-piece-letter = Letter
design-piece-figure = Drawn as
design-piece-disc = a disc with its letter
design-piece-betza = Moves (Betza)
design-piece-value = Value (a pawn is 100)
design-piece-royal = Royal (the king)
design-piece-pawn = Pawn (promotes)
design-piece-remove = Remove this piece
design-estimated = estimated { $value }
design-reach = From the marked square: { $moves } squares to move to, { $captures } to capture on, { $initial } for a first move only
design-legend = Dot: moves there. Ring: captures there. Both: a filled ring. Square: first move only.
design-ready = Your game is ready: { $moves } legal first moves (move paths from the start: { $perft }).
design-wrong = Not yet a game: see the mistake marked below.
design-text-empty = Paste a variant file or a Fairy-Stockfish section first.
design-read-warnings = Read, with { $count } settings that could not be kept:

## The designer: saving on the site
design-saving = Saving…
design-saved = Saved as version { $version }. Opening its page…
design-not-saved = Not saved:
design-not-saved-network = Not saved: the site could not be reached. Your draft stays in this browser.

## The designer: the start on a board
design-clear-board = Empty the board
