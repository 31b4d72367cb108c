# The site's words in English: the reference every other catalogue follows key for key.
# Arguments: $name (a player's or tournament's name), $time (a duration, already written in the
# page's language).


## The header
nav-site = Site
menu = ☰ Menu
nav-play = Play
nav-analysis = Analysis
nav-editor = Editor
nav-training = Puzzles
nav-problems = Problems
nav-archive = Archive
nav-players = Players
nav-tv = TV
nav-tv-title = The featured game, live
nav-tournaments = Tournaments
nav-engines = Engines
nav-rules = Rules
tournament-next-title = { $name }: the next tournament
tournament-live-title = { $name }: under way, join it
tournament-sr = Tournament { $name }:
tournament-in = in { $time }
tournament-live = live
settings = Settings
settings-title = The piece set, light or dark pages, the language
pieces-title = Piece set
set-figures = Figures
set-turned = Turned
set-letters = Letters
theme = Theme
theme-system = ◐ System
theme-light = ☀ Light
theme-dark = ☾ Dark
language = Language
my-games = My games
my-games-title = Your games
your-turn-title = Games where it is your move
challenges-for-you = Challenges for you
me-title = Your profile, account and signing out
your-account = Your account
profile = Profile
account = Account
sign-out = Sign out
anon-me-title = Your name here; change it in your account
sign-in = Sign in
sign-up = Sign up

## The game page
no-such-game = No such game
no-such-game-help = Check the link, or start a new game from the lobby.
to-the-lobby = To the lobby
challenge-waiting = You challenged { $name }: the game starts when they accept.
challenge-waiting-help = They see it at once if they are on the site, or when they next open a page of it.
cancel-challenge = Cancel the challenge
challenge-to-you = { $name } challenges you.
challenge-between = { $name } challenged { $other }: the game starts when they accept.
invite-seek = Your seek is in the lobby: the game starts when someone accepts it. You may also send this link to a friend.
invite-friend = Invite your opponent: send them this link; the game starts when they open it.
invite-link = Invitation link
invite-seek-stays = The seek stays in the lobby while this page or the lobby is open.
cancel-seek = Cancel the seek
cancel-game = Cancel the game
changed-rules-of = { $game } with changed rules:
needs-javascript = The board needs JavaScript. The game as text:
loading-board = Loading the board… If it stays empty, the front end is not built:
berserk-both = Both players went berserk: half the clock, and a point more for a win of seven moves or more.
berserk-white = White went berserk: half the clock, and a point more for a win of seven moves or more.
berserk-black = Black went berserk: half the clock, and a point more for a win of seven moves or more.
berserk = Berserk
berserk-title = Give up half your clock for a point more if you win in seven moves or more
back-to-tournament = Back to the tournament
analyse-game = Analyse this game
download-pgn = Download PGN
download-diagram = Download diagram
download-diagram-title = A picture (PNG) of the position shown, for a page or print
download-courier = Download Game Courier log
rules-of = Rules of { $game }
game-title = { $game } game

## Joining a game by invitation
game-started = This game has started
watch-it = Watch it
days-a-move = { $n ->
    [one] { $n } day a move
   *[other] { $n } days a move
}
rating-any = any
invites-you = { $name } invites you to { $game }
host = Host:
clock = Clock:
for-ratings = for ratings { $min } to { $max }
own-game = This is your own game: it starts when someone else takes the other seat.
back-to-it = Back to it
rated-needs-account = A rated game is played between accounts: sign up or sign in to take it.
you-play-as = You play as { $name }.
your-name = Your name
name-made-for-you = a name is made for you
join-game = Join the game
join = Join

## The pieces' names, game by game (SAN keeps its letters; the rules pages give these beside them)
piece-chaturanga-davidson-K = Raja
piece-chaturanga-davidson-Q = Mantri
piece-chaturanga-davidson-E = Gaja
piece-chaturanga-davidson-N = Ashva
piece-chaturanga-davidson-R = Ratha
piece-chaturanga-davidson-P = Padati
piece-great-shatranj-K = King
piece-great-shatranj-G = General
piece-great-shatranj-M = Minister
piece-great-shatranj-H = High Priestess
piece-great-shatranj-E = Elephant
piece-great-shatranj-N = Knight
piece-great-shatranj-W = Woody
piece-great-shatranj-P = Pawn
piece-great-shatranj-S = Soldier
piece-parsi-K = Raja
piece-parsi-Q = Vizier
piece-parsi-B = Elephant
piece-parsi-N = Horse
piece-parsi-R = Boat
piece-parsi-P = Pawn
piece-shatranj-kamil-64-K = King
piece-shatranj-kamil-64-G = General
piece-shatranj-kamil-64-E = Elephant
piece-shatranj-kamil-64-S = Silver General
piece-shatranj-kamil-64-N = Knight
piece-shatranj-kamil-64-R = Rook
piece-shatranj-kamil-64-P = Pawn
piece-shatranj-K = Shah
piece-shatranj-Q = Farzin
piece-shatranj-B = Pil
piece-shatranj-N = Asp
piece-shatranj-R = Rukh
piece-shatranj-P = Baidaq

## Accounts: signing up and in, the account page
played-as = You have played as { $name }: your games stay yours when you sign up.
name = Name
name-help = 3 to 20 letters (A–Z), digits, _ or -. Shown to other players; it cannot be changed later.
password = Password
password-help = At least 8 characters.
have-account = Already have an account?
new-here = New here?
or-just-play = Or just play: a name is made for you.
language-help = The site's language, in this browser and on your account
not-played-yet = You have not played yet: sign up, sign in, or just play (a name is made for you).
anon-as = You play without an account, as { $name } (this browser remembers you).
new-name = New name
change-name = Change my name
keep-games = Keep your games everywhere
keep-games-help = to play rated games and sign in from any browser; your games so far stay yours.
signed-in-as = Signed in as
my-page = My page
change-password = Change your password
current-password = Current password
new-password = New password
change-my-password = Change my password
delete-account = Delete your account
delete-account-help = Your games stay in the archive without your name.
delete-my-account = Delete my account
delete-what = Your games stay in the archive, played by “deleted player”; your ratings and your page go, and your name may be taken by someone else.
password-to-confirm = Your password, to confirm
account-deleted = Your account is deleted
err-name-length = A name has 3 to 20 characters.
err-name-kept = This name is kept for the site; choose another.
err-name-char = { $what } may not be in a name: use letters A–Z, digits, _ and -.
err-a-space = A space
err-name-taken = The name { $name } is taken; choose another.
err-name-like = { $name } is, or looks like, the name of the account { $other }; choose another.
err-password-short = A password has at least 8 characters.
err-password-long = A password has at most 1000 bytes.
err-too-many = Too many attempts from your network: wait a few minutes and try again.
err-wrong = Wrong name or password.
err-type-both = Type your name and your password.
err-not-current = That is not your current password.
err-not-password = That is not your password.
err-no-password = This account has no password.
err-failed = The password could not be stored; try again.

## The lobby
lobby-title = Play the Shatranj family
quick-pairing = Quick pairing
quick-help = Choose a game and a clock: you are paired with a player waiting for the same, or your seek waits in the lobby until someone takes it. Times are minutes + seconds added a move.
how-to-play = How to play { $game }
about-shatranj = { $game }: the chess of medieval Persia and the Arab world. The counsellor moves one square diagonally and the elephant jumps two, so games are long; stalemating the other king, or taking all its men, wins.
about-chaturanga-davidson = { $game }: Indian chess as H. A. Davidson described it. There is no checkmate: the king may be captured, and leaving the other king alone on the board wins.
about-parsi = { $game }: Indian chess of 1814, close to today's chess (a queen and bishops), with the king's one knight's leap, pawns that promote only to pieces already lost, and no stalemating.
about-shatranj-kamil-64 = { $game }: Shatranj on 64 squares with stronger pieces (silver generals, far-jumping elephants); stalemating wins, and a lone king gets ten moves to save itself.
about-great-shatranj = { $game }: Shatranj on a 10x8 board with stronger pieces whose long moves are two-square jumps; pawns promote to pieces already lost, or to a soldier.
start-of = the start of { $game }
create-game = Create a game
create-game-help = against the engine, a friend by link, or with your own clock and rules
time-control = Time control
custom-clock = Custom
minutes = Minutes
seconds-a-move = + seconds a move
opponent = Opponent
opponent-engine = The engine
opponent-friend = A friend (by link)
opponent-anyone = Anyone (open seek)
engine-strength = Engine strength
level-beginner = beginner
level-club = club player
level-full = full strength
your-colour = Your colour
colour-random = Random
rating-range = Opponent's rating (open seeks)
rated-help = Rated games change both players' ratings: the five games by their own rules, from their start, with a clock. Games against the engine are casual.
casual-note = Casual. Sign up or sign in to play rated games.
you-play-as-prefix = You play as
rules-set-as-sources = Set as the game's sources say; change one only to play another reading.
more-rule-options = More rule options
other-start = Start from another position
fen-label = Position (FEN; empty: the game's own start)
create-the-game = Create the game
open-seeks = Open seeks
open-seeks-help = Games waiting for anyone to take the other seat: a click on a clock in the grid above makes one, as does “Anyone (open seek)” under Create a game.
no-tournaments = None announced.
create-one = Create one
all-tournaments = All tournaments
games-in-progress = Games in progress

# Error pages.
error-not-found-title = Page not found
error-not-found = There is nothing at this address. Check the link.
error-method-title = Not a page
error-method = This address does not take this kind of request.
error-too-many-title = Too many requests
error-too-many = Your address has sent too many requests: wait a few seconds and try again.
error-forbidden-title = Not allowed
error-forbidden = You may not do that here.
error-server-title = Something went wrong
error-server = The server could not answer just now. Try again in a moment.
error-bad-title = That did not work
error-bad = The request could not be read.
error-unavailable-title = Unavailable
error-unavailable = The database is not answering. Try again in a moment.

## The analysis board, the editor, playing offline
study-game = Game
board-loading = Loading the board… If it stays empty, the front end is not built: run
back-to-game = Back to the game
an-title = { $game } analysis board
an-title-game = Analysis: { $name }
an-in-progress-title = Game in progress
an-in-progress = This game is still being played
an-in-progress-help = The analysis board opens once it is over.
an-cannot-open = Cannot open the analysis board
an-bad-fen = That position cannot be used: { $text }. Showing the start instead.
an-needs-js = The analysis board needs JavaScript.
an-game-pgn = The game's PGN
an-help = Click or drag pieces to try moves; each one is kept in the list, side lines too, and in this page's address, so a link shares the whole analysis. Arrows show the engine's best moves (dark blue: the best). Keys: ← → to step, Home and End.

## Problems: the list, a problem's page
pb-title = Problems
pb-lead = Play the side that must reach the goal; the engine defends with its best moves. First the old masters' problems (the Arabic mansubat and Alfonso X's book of 1283), each with its source and its story, then positions found in games. Every claim made of a problem (its key, a second solution, a better defence than the book's) is proved by Rukh, which tried every defence.
pb-collections = Collections
pb-from-play = Positions from play
pb-from-play-help = Wins by force found in games of Rukh and of players here: one first move wins, and the proof shows it.
pb-site-own = This site's problems
pb-number = No. { $n }
pb-unusable-flag = Cannot be played as read
pb-rated = { $n ->
    [one] Rated { $rating } from one player's result
   *[other] Rated { $rating } from { $n } players' results
}
pb-cook-flag = Has a second solution
pb-defence-flag = The book's defence is not the best
pb-none = No such problem
pb-all = All problems
pb-heading = { $game } problem { $name }
pb-page-title = Problem: { $name }
pb-needs-js = Solving needs JavaScript.
pb-loading = Loading the board…
pb-unusable = This problem cannot be played as read:
pb-in-english = The problem's story and source are given in English, as they were read from the manuscripts and their editions.
pb-history = History
pb-read = How it was read
pb-source = Source
pb-rules-of = Rules of { $game }

## A problem's task ($what: one of the goal words; $other: the side that solves)
stip-play = { $side } to play and { $what }
stip-mates = { $side } to play; { $other } mates in { $n }
stip-must = { $side } to play; { $other } must { $what }
goal-mate = mate in { $n }
goal-mate-pawn = mate with the pawn in { $n }
goal-bare-king = bare the king in { $n }
goal-win = win in { $n }
goal-draw = { $n ->
    [one] hold the draw for { $n } move
   *[other] hold the draw for { $n } moves
}

## A problem's verdicts ($reason: how the game ended)
pr-game-ends = The game ends: { $reason }
pr-solved = Solved: { $reason }
pr-wins-not-asked = That wins ({ $reason }), but not as the problem asks.
pr-loses = That loses: the other side now wins by force within the moves left.
pr-moves-used = The { $n } moves are used up and the goal is not reached.
pr-slip = That lets the win slip: the defence now holds out longer than the moves left.
pr-no-defence = No defence to play.
pr-held = Solved: you held the draw for { $n } moves.
pr-holding = { $n ->
    [one] Holding. { $n } move left to hold.
   *[other] Holding. { $n } moves left to hold.
}
pr-first-mate = { $n ->
    [one] { $side } moves first. Your move: { $n } move to mate.
   *[other] { $side } moves first. Your move: { $n } moves to mate.
}
pr-first-bare-king = { $n ->
    [one] { $side } moves first. Your move: { $n } move to bare the king.
   *[other] { $side } moves first. Your move: { $n } moves to bare the king.
}
pr-first-win = { $n ->
    [one] { $side } moves first. Your move: { $n } move to win.
   *[other] { $side } moves first. Your move: { $n } moves to win.
}
pr-good = { $n ->
    [one] Good. { $n } move left.
   *[other] Good. { $n } moves left.
}

## What the proof found of a problem ($san: a move; $count: positions searched)
pf-holds = { $san } holds the draw for { $n } moves against every defence (the proof tried them all).
pf-reaches = { $side } reaches the goal within { $n } moves whatever { $other } plays first (the proof tried every defence).
pf-wins-best = { $san } wins within { $n } moves against every defence; against the best defence it takes { $num }.
pf-wins = { $san } wins within { $n } moves against every defence (the proof tried them all).
pf-fails = The book's { $san } does not { $what } against the best defence: it needs { $num }.
pf-fails-more = The book's { $san } does not { $what } against the best defence: it needs more.
pf-unsettled-line = Whether the book's line wins within { $n } against every defence was not settled: the proof ran out of its { $count } positions.
pf-defence = The book's defence is not the longest: see the longest defence.
pf-cook = { $san } ({ $what })
pf-cook-within = { $san } (within { $n })
pf-second = { $n ->
    [one] A second solution: { $text } also reaches the goal in time.
   *[other] A second solution: { $text } also reach the goal in time.
}
pf-unsettled-hold = Not settled within { $count } positions a question: whether { $text } also hold in time.
pf-unsettled-win = Not settled within { $count } positions a question: whether { $text } also win in time.
pf-none-hold = No other first move holds the draw either: as stated, in { $n } moves, the problem has no solution.
pf-none-win = No other first move reaches the goal in time either: as stated, in { $n } moves, the problem has no solution.
pf-only-hold = No other first move holds the draw: the key is the only one.
pf-only-win = No other first move reaches the goal in time: the key is the only one.

## The rules' options: the lobby's form, the rules pages, a game's changed rules
rule-stalemate = Stalemate
rule-stalemate-what = What happens to a side that has no legal move and is not in check.
rule-stalemate-is-loss = the stalemated side loses
rule-stalemate-is-draw = a draw
rule-stalemate-is-forbidden = stalemating the opponent is not allowed
rule-bare-king = Bare king
rule-bare-king-what = What happens when a king has lost all its men (it is "bare").
rule-bare-king-is-shatranj = the bare side loses, unless it bares the other king at once (a draw)
rule-bare-king-is-boorj = baring the king ends the game at once ("Boorj")
rule-bare-king-is-counted = the lone king has a number of moves to reach a draw, then loses
rule-bare-king-is-none = no rule: play goes on
rule-bared-loses-vs-two = Bared against two men loses at once
rule-bared-loses-vs-two-what = A bare king whose opponent keeps two or more men cannot bare them back in one move, so it loses at once.
rule-bare-king-first = Baring is judged before stalemate
rule-bare-king-first-what = When a bared side also has no move, the bare-king rule decides rather than stalemate.
rule-boorj = Boorj counts as
rule-boorj-what = The result of baring the raja.
rule-boorj-is-win = a win of the lowest grade
rule-boorj-is-draw = a draw
rule-grades = Grades of victory
rule-grades-what = Wins are graded: Boorj, then mate by a piece, then mate by a pawn.
rule-pawn-mate = Which mates are pawn-mates
rule-pawn-mate-what = The highest grade of win, a mate given by a pawn.
rule-pawn-mate-is-pawn-gives-check = a pawn that moved, not promoting, gives the check itself
rule-pawn-mate-is-pawn-moved = any mate made by a pawn's move
rule-lone-stalemater-draws = A lone king's stalemate draws
rule-lone-stalemater-draws-what = A stalemate given by a side that has only its king is a draw, not a win.
rule-lone-king-moves = Moves a lone king has
rule-lone-king-moves-what = How many moves a lone king has (counted again after each of its captures) to reach a draw.
rule-lone-king-win = When the lone king's moves run out
rule-lone-king-win-what = Whether the opponent then wins at once or may claim the win.
rule-lone-king-win-is-automatic = the opponent wins at once
rule-lone-king-win-is-claim = the opponent may claim the win
rule-king-capture = Kings may be captured
rule-king-capture-what = There is no check: a king may be left attacked, and taking it wins.
rule-no-moves = A side with no move at all
rule-no-moves-what = Where kings may be captured: the result for a side that cannot move.
rule-no-moves-is-loss = it loses
rule-no-moves-is-draw = a draw
rule-perpetual-check-illegal = No perpetual check
rule-perpetual-check-illegal-what = Checking to repeat the position a third time is not allowed, unless there is no other move.
rule-royal-leap = The king's one leap
rule-royal-leap-what = A move the king may make once in a game, without capturing, until it is first checked (Betza notation; empty: none).
rule-double-step-files = Pawns that may step twice
rule-double-step-files-what = The files whose pawns may step two squares from their start.
rule-double-step-needs-unmoved-master = The double step needs the piece behind
rule-double-step-needs-unmoved-master-what = A pawn may step twice only while the piece that started behind it has not moved.
rule-promotion-file = Which file decides a promotion
rule-promotion-file-what = A pawn becomes the piece that started on a file's back rank: which file counts.
rule-promotion-file-is-destination = the file the pawn promotes on
rule-promotion-file-is-origin = the file the pawn started on
rule-royal-file-promotes-to = The king's-file pawn becomes
rule-royal-file-promotes-to-what = The piece the pawn of the king's file promotes to, if one of them is lost ("-": it never promotes).
rule-promotion-bonus = Extra move after promotion
rule-promotion-bonus-what = The piece (its letter) that may move once more at once after being made by promotion, unless its square is attacked.
rule-repetition = Draw by repetition
rule-repetition-what = A draw when the same position occurs this many times (0: off). A convention of engines and servers, not a rule of the sources.
rule-move-rule = Move-count draw
rule-move-rule-what = A draw after this many moves by each side without a capture or a pawn move (0: off). A convention, not a rule of the sources.
rule-yes = yes
rule-no = no
rule-convention = A convention of engines and servers.
rule-source = Source: { $text }.
rule-source-decision = Source: { $text } (decision { $name } of the rules contract, where the sources are silent or differ).
rule-contract = the rules contract
rule-other-start = from another start position

## The rules pages ($piece, $pieces: the pieces' names in the language)
rules-none = No game called “{ $name }”
rules-moves-of = moves of the { $piece }
rules-start = The start: { $n }×{ $num } squares.
rules-play = Play { $game }
rules-print = Play it at home: print the board and the men to cut out:
rules-letter = Letter
rules-diagram = start diagram
rules-how = How to play
rules-pieces = Pieces
rules-legend = Green dots: moves; red rings: captures; brown: both; blue diamonds: a special move (see below the diagram).
rules-betza = For engines and variant files (Betza's notation):
rules-site = Rules this site plays by
rules-site-help = Each can be changed when a game is made (in the lobby, under the game's rules).
rules-fen = Start position (FEN):
rules-endings = Endings
rules-endings-text = Which endings of three and four men win and which draw, as Rukh's endgame tables solve them:
rules-endings-link = Endings of { $game }
rules-sources = Sources
htp-turns = White moves first; the sides take turns, one move each. The pieces move as the diagrams below show.
htp-king-capture = There is no check: win by capturing the enemy king. A king may be left attacked, and a player who does so may lose it.
htp-checkmate = Win by checkmate: the enemy king is attacked and has no move to escape.
htp-bare-shatranj = Or win by baring the enemy king: capture all its men. A bared king may save the game only by baring yours in reply (a draw).
htp-bare-boorj = Baring the enemy raja (capturing all its men) ends the game at once: “Boorj”.
htp-bare-counted = A king left alone has { $n } moves (counted again after each of its captures) to reach a draw by baring the other king or by stalemate; then it loses.
htp-stalemate-loss-lone = A side that has no legal move but is not in check (stalemated) loses, except against a lone king: then it is a draw.
htp-stalemate-loss = A side that has no legal move but is not in check (stalemated) loses.
htp-stalemate-draw = A side that has no legal move but is not in check (stalemated): a draw.
htp-stalemate-forbidden = You may not stalemate your opponent (leave it without a move while not in check), nor give perpetual check.
htp-grades = Wins have grades: Boorj is the lowest, then mate by a piece, and mate given by a pawn is the highest.
htp-conventions = Draws by repetition ({ $n } times) and after { $num } moves each without a capture or pawn move are conventions of this site, not rules of the sources; both can be switched off.
promo-none = Pawns do not promote.
promo-one = On the last rank a pawn becomes a { $piece }.
promo-choice = On the last rank a pawn becomes one of: { $pieces }.
promo-lost = On the last rank a pawn becomes a piece its side has lost ({ $pieces }); with none lost, it may not promote.
promo-lost-always = On the last rank a pawn becomes a piece its side has lost ({ $pieces }), or a { $piece }; with none lost, it may not promote.
promo-file = On the last rank a pawn becomes the piece that started on that file, and only once one of that kind has been lost; until then it may not enter the last rank.
promo-one-zone = On reaching any of the last { $n } ranks a pawn becomes a { $piece }.
promo-choice-zone = On reaching any of the last { $n } ranks a pawn becomes one of: { $pieces }.
promo-zone-note = Here the promotion zone is the last { $n } ranks, not only the last.
promo-optional = Promoting is optional: a pawn may stay a pawn.
note-royal-leap = Blue: once in a game, without capturing, the king may leap like a horse, as long as it has never been checked.
note-double-step = { $n ->
    [one] Blue: from its start square a pawn of the { $text } file may step two squares.
   *[other] Blue: from its start square a pawn of the { $text } files may step two squares.
}
note-double-step-master = { $n ->
    [one] Blue: from its start square a pawn of the { $text } file may step two squares, while the piece that started behind it has not moved.
   *[other] Blue: from its start square a pawn of the { $text } files may step two squares, while the piece that started behind it has not moved.
}
note-bonus = Made by a promotion, it may move once more at once, unless its square is attacked.
ed-title = { $game }: set up a position
ed-cannot-open = Cannot open the editor
ed-needs-js = The editor needs JavaScript.
ed-help = Drag pieces from the trays onto the board, or pick one and click squares to place it (click a piece of the same kind to take it away). Drag a piece off the board to remove it. The rules check the position as you go.
off-title = { $game }: play the engine offline
off-cannot-open = Cannot play this game offline
off-five = The engine in the browser plays the five games that come with Rukh:
off-over-start = That position is already over; here is the start.
off-bad-fen = That FEN is not a position of { $game }: { $text }
off-needs-js = Playing offline needs JavaScript.
off-loading-page = Loading the board and the engine…
off-help = The engine thinks in your browser: once this page has loaded, the game goes on without the network, and nothing is kept on the server. For a rated game, a clock and the archive, play from the lobby.
off-lobby = Go to the lobby

## The endings pages ($winner, $text, $loser: shares of White's wins, draws, Black's wins)
en-percent = { $n }%
en-shares = White { $winner } · draw { $text } · Black { $loser }
en-shares-said = White wins { $winner }, drawn { $text }, Black wins { $loser }
en-white-wins = White wins
en-drawn = Drawn
en-depends = Depends on the position
en-by-mate = by mate
en-by-bare-king = by bare king
en-by-boorj = by Boorj
en-by-stalemate = by stalemate
en-by-king-taken = by taking the king
en-by-ten-moves = by the ten-move rule
en-by-no-moves = by leaving no move
en-play-through = Play it through on the analysis board
en-longest-of = the longest win of { $text }
en-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
en-plies = { $n } plies, { $side } to move
en-one-move = Over in one move
en-at-once = Over at once
en-three = Three men: one man against the bare king
en-four-each = Four men: one man each
en-four-two = Four men: two men against the bare king
en-lead = Every ending of three and four men (kings included), solved by Rukh's endgame tables under the rules this site plays { $game } by. The stronger side is White. The bar shares out every legal placement of the men, with either side to move: green, White wins; grey, drawn; red, Black wins. The longest win is the one that takes longest with best play on both sides; click its board to play it through on the analysis board.
en-kamil = A lone king's ten moves are counted from the moment it is bared: positions are counted as they arise, with the count at zero.
en-great = On the 10×8 board the four-man endings are those without pawns.
en-others = Endings of:
en-none = The tables of this game have not been summed up yet.
en-sources-say = The sources:
en-col-ending = Ending
en-col-verdict = Tables' verdict
en-col-share = Share of positions
en-col-longest = Longest win
en-col-sources = The sources
en-computed = Computed by Rukh's own endgame solver, which the engine plays by. Site operators make the tables with

## Players' pages, the players list, one's own games
pl-col-opponent = Opponent
pl-col-rating = Rating
pl-won = Won
pl-lost = Lost
pl-drawn = Drawn
pl-aborted = Aborted
pl-you = you { $side }
pl-history = Rating history in { $game }: { $n } rated games, from { $from } to { $num }
pl-none-title = No such player
pl-none = No player called “{ $name }”
pl-see-players = See the players
pl-online = on the site
pl-away = away
pl-online-sr = On the site:
pl-away-sr = Away:
pl-challenge = Challenge { $name }
pl-follow = Follow
pl-unfollow = Unfollow
pl-to-challenge = to challenge or follow { $name }.
pl-followers = { $n ->
    [one] { $n } follower
   *[other] { $n } followers
}
pl-engine = Rukh's own engine at strength { $text } of 8. Games against the engine are casual.
pl-play-it = Play it
pl-since = Playing here since { $text }.
pl-finished-n = { $n ->
    [one] { $n } game finished:
   *[other] { $n } games finished:
}
pl-won-n = { $n } won
pl-lost-n = { $n } lost
pl-drawn-n = { $n } drawn
pl-ratings = Ratings
pl-no-rated = No rated game yet.
pl-provisional = Provisional: the rating settles after a few more games
pl-rated-games = { $n ->
    [one] { $n } rated game
   *[other] { $n } rated games
}
pl-wld-title = won, lost, drawn
pl-wld = { $n } W · { $num } L · { $count } D
pl-games = Games
pl-all-games = all games
pl-any = any
pl-filter-won = won
pl-filter-lost = lost
pl-filter-drawn = drawn
pl-filter = Filter
pl-no-match = No finished game matches.
pl-pages = Pages of games
pl-newer = ‹ Newer
pl-older = Older ›
pl-clock = Clock
pl-send = Send the challenge
pl-engine-accepts = The engine accepts at once: the game starts when you send it.
pl-they-see = { $name } sees it at once if they are on the site, and accepts or declines it.
pl-find = Find a player
pl-find-placeholder = a name or its beginning
pl-search = Search
pl-following = Players you follow
pl-found = Players found
pl-none-begins = No player's name begins with “{ $name }”.
pl-challenge-lower = challenge
pl-board-help = The best settled ratings (after enough rated games to be sure of them) of players who played a rated game of { $game } in the last 30 days.
pl-nobody = Nobody yet.
pl-no-games = You have no games yet: play (a name is made for you), or sign in.
pl-in-progress = In progress
pl-none-yet = None.
pl-start-one = Start one
pl-your-move = Your move
pl-their-move = Their move
pl-against = against
pl-waiting = Waiting for an opponent
pl-finished = Finished
pl-no-finished = No finished game yet.
pl-browser-kept = These games are kept for this browser: sign up to keep them everywhere.

## The archive ($name and $other: the players)
ar-white-won = White won
ar-black-won = Black won
ar-unfinished = Unfinished
ar-open = Open the game: { $game }, { $name } against { $other }
ar-no-picture = no picture
ar-changed = Changed rules:
ar-last-position = the last position of { $name } against { $other }
ar-any-result = any result
ar-draw = draw
ar-aborted = aborted
ar-player-placeholder = any part of a name
ar-origin = Origin
ar-played-here = played here
ar-imported = imported
ar-show = Show
ar-import = Import games from PGN files or Game Courier logs
ar-none = No finished games match.
ar-page = Page { $n }: games { $from }–{ $num }, the latest first.
ar-pages = Pages
ar-newer = ← Newer games
ar-older = Older games →

## Importing games
im-title = Import games
im-lead = Bring games of the five games (and this server's own) from other sites and books into the archive, to find them again and study them on the analysis board.
im-files = Files (PGN or Game Courier logs; several at once)
im-paste = Or paste them here
im-game = Game of records that do not say
im-format = Format
im-auto = tell by itself
im-pgn = PGN
im-courier = Game Courier log
im-limits = Up to { $n } games and { $num } KiB at once. Each game is replayed by the rules; a game with an illegal move is refused with the move and why, the others come in.
im-import = Import
im-unreadable = The form could not be read:
im-imported = { $n ->
    [one] { $n } game imported
   *[other] { $n } games imported
}
im-refused = { $n ->
    [one] { $n } game refused
   *[other] { $n } games refused
}
im-game-n = Game { $n }
im-game-line = Game { $n } (line { $num })
im-too-long = The text is { $n } bytes; an import takes at most { $num } KiB. Split the file and import it in parts.
im-too-many-games = An import takes at most { $n } games. Split the file and import it in parts.
im-no-game = No game was found in the text (read as { $format }). Paste PGN or a Game Courier log.
im-quota = An address may import { $n } games an hour: { $num } more now, and this text has { $asked }. Import fewer games, or try again later.
im-why-variant = its tags name a game this site does not know: “{ $name }”
im-why-fen = its FEN tag is wrong: { $problem }
im-why-illegal = move { $number } ({ $move }) is not legal there
im-why-unreadable = move { $number } ({ $move }) cannot be read as a move
im-why-after-end = move { $number } ({ $move }) comes after the game had ended: { $ending }
im-why-result-tag = its result tag “{ $tag }” is none of 1-0, 0-1, 1/2-1/2 and *
im-why-result = its result { $tag } disagrees with the rules: { $result } ({ $ending })
illegal-over = the game is already over ({ $ending })
illegal-none-can-reach = no { $piece } of { $side } can reach { $to }
illegal-king-attacked = the king would be attacked on { $to }
illegal-in-check = { $side } is in check, and { $piece } to { $to } does not answer it
illegal-pinned = { $piece } is pinned to its king
illegal-stalemating = it would leave { $side } without a move, and this game forbids stalemating
illegal-perpetual = it would repeat a perpetual check, which this game forbids
illegal-no-promotion = { $piece } may not enter { $to }: there is no piece it could become
illegal-not-allowed = the rules do not allow it here
illegal-no-piece = there is no piece on { $to }
illegal-not-yours = { $piece } is { $owner }'s, and it is { $side }'s move
illegal-name-promotion = name the piece to promote to: { $choices }
illegal-named-pawn = the pawn on { $square }
illegal-named-piece = the { $piece } on { $square }
illegal-named-empty = the piece on { $square }
illegal-any-piece = piece
illegal-pawn = pawn
im-all = All imported games in the archive
im-more = Import more

## The players one follows
fo-nobody = You follow nobody yet. Follow a player from their page to see here when they are on the site and what they play.
fo-find = Find players
fo-watch = Watch { $game } { $time }

## Tournaments ($time: a moment in words, "in 5 minutes"; $min and $max: ratings)
tn-under-a-minute = less than a minute
tn-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
tn-hours = { $n } hours
tn-in = in { $time }
tn-ago = { $time } ago
tn-arena = Arena
tn-swiss = Swiss
tn-rounds-n = { $n ->
    [one] { $n } round
   *[other] { $n } rounds
}
tn-starts = starts { $time }
tn-under-way = under way
tn-ends = ends { $time }
tn-ended = ended { $time }
tn-rating-range = rating { $min } to { $max }
tn-rating-min = rating { $min } or more
tn-rating-max = rating { $max } or less
tn-private = private
tn-bots-welcome = bots welcome
tn-arena-lead = Arenas: join at any time, and you are paired again as soon as your game ends, until the clock runs out. A win is 2 points, a draw 1; after two wins in a row every game is worth double (×2) until one is not won.
tn-swiss-lead = Swiss: a set number of rounds; in each you meet a player on your score you have not met, and the next round starts when every game of the last has ended. A win is 1 point, a draw ½.
tn-create = Create a tournament
tn-to-create = to create a tournament.
tn-current = Under way and coming
tn-none-now = None at the moment.
tn-none-yet = None yet.
tn-kind = Kind
tn-kind-arena = Arena: a set time, paired again as soon as your game ends
tn-kind-swiss = Swiss: a set number of rounds
tn-default-name = { $game } tournament
tn-f-minutes = Minutes on each clock
tn-f-increment = Seconds added a move
tn-f-start = Starts in, minutes
tn-f-duration = Length, minutes
tn-f-rounds = Rounds
tn-f-gap = Pause between rounds, seconds
tn-f-days = Days a move, for a correspondence Swiss (leave empty for the clock above)
tn-f-who = Who may join
tn-f-rated = Rated (accounts only)
tn-f-min = Lowest rating (empty: any)
tn-f-max = Highest rating (empty: any)
tn-f-password = Password, for a private tournament (empty: open to all)
tn-f-bots = Bots may join (bot accounts join only such tournaments)
tn-f-create = Create
tn-err-number = { $what }: give a number from { $min } to { $max }
tn-err-kind = unknown kind “{ $text }”: arena or swiss
tn-err-name = give the tournament a name of 1 to 60 characters
tn-err-game = unknown game “{ $text }”
tn-err-days = an arena is played on the clock; days a move are for a Swiss
tn-err-range = the highest rating is below the lowest
tn-err-password = a password of at most 100 characters
tn-err-form = the form could not be read; try again
tn-err-many = you have made { $n } tournaments in a day, the most one account may: make the next tomorrow, or join one of those listed
tn-podium = Podium
tn-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
tn-points-text = { $text } points
tn-leading = The leading game being played:
tn-watch = watch it
tn-nobody = No one has joined yet.
tn-standings = Standings
tn-points-col = Points
tn-on-fire = On fire: the next game is worth double
tn-playing = playing
tn-left = left
tn-sheet = Points of each game
tn-round-starts = Round { $n } of { $num } starts { $time }.
tn-ended-no-round = Ended without a round: fewer than two players were in at the start.
tn-ended-after = Ended after { $n } of { $num } rounds.
tn-round-played = Round { $n } of { $num } is being played.
tn-counting = The last round is over; the results are being counted.
tn-round-pairing = Round { $n } of { $num } is being paired.
tn-crosstable = Crosstable
tn-round-title = Round { $n }, paired { $time }
tn-round-abbr = R
tn-buchholz = Buchholz
tn-buchholz-title = Buchholz: the sum of the opponents' points
tn-sb = S-B
tn-sb-title = Sonneborn-Berger: the points of the opponents beaten, and half those of the opponents drawn
tn-withdrew = withdrew
tn-won-forfeit = won by forfeit
tn-lost-forfeit = lost by forfeit
tn-won = won
tn-drew = drew
tn-lost = lost
tn-cell = { $what } with { $side } against { $name }
tn-w = w
tn-b = b
tn-bye-title = A bye: a point without a game
tn-bye = bye
tn-out = Not paired in this round
tn-key = Each round: the result (1, ½, 0; + and − for a game won or lost because a side never made its first move), then the colour and the opponent's place. Ties are broken by Buchholz, then Sonneborn-Berger.
tn-no-such = No such tournament
tn-see-all = See the tournaments
tn-withdraw = Withdraw
tn-leave = Leave (pause)
tn-in-swiss = You are in: each round pairs you as it starts, and this page takes you to your game.
tn-in-running = Keep this page open: you are paired as soon as you are free, and taken to your game.
tn-in-upcoming = You are in. Keep this page open when it starts.
tn-to-join = to join.
tn-to-join-casual = to join (or play a game first).
tn-too-many = Too many tries
tn-too-many-help = Wait a few minutes and try the password again.
tn-over-title = Tournament over
tn-over = This tournament is over.
tn-accounts-title = Accounts only
tn-accounts = Rated tournaments are for accounts: sign up or sign in to join.
tn-bots-title = Not for bots
tn-bots = Bot accounts may join only tournaments for bots.
tn-range-title = Rating out of range
tn-range = This tournament is for ratings from { $min } to { $max } in { $game }; yours is { $rating }.
tn-last-round-title = Last round under way
tn-last-round = Every round has been paired: this Swiss takes no one more.
tn-password-title = Wrong password
tn-password = This tournament is private: ask its maker for the password.

## The engines' rating lists ($name and $other: engines)
eg-think-pair = { $from } / { $num } ms
eg-think-none = These games do not record the engines' think times (no %emt comments: they were played before matches wrote them), so whether both used their clocks cannot be checked.
eg-think-fair = Think time a move: { $name } { $from } ms ({ $n } moves timed), { $other } { $num } ms ({ $count } moves timed); the quicker thought { $min }% as long as the other (both used their clocks; at least { $max }% is needed).
eg-think-unfair = Think time a move: { $name } { $from } ms ({ $n } moves timed), { $other } { $num } ms ({ $count } moves timed); the quicker thought { $min }% as long as the other (not a fair measurement: one side hardly used its clock; at least { $max }% is needed).
eg-n-games = { $n ->
    [one] { $n } game
   *[other] { $n } games
}
eg-title = Engine ratings
eg-title-of = Engine ratings: { $game }
eg-none-yet = No engine games have been added to this site yet.
eg-how-title = How games come here
eg-how-1 = The site's operator adds the games of engine matches played with a tool that judges every move and every result by the game's rules:
eg-how-2 = Each game is replayed by the rules again as it is added; the games this project keeps of its own strength runs come with:
eg-none-of = No engine games of { $game } are on this site.
eg-choose = Choose a game above.
eg-lead = Ratings solved from all { $n } games between { $num } engines at once (as Ordo and BayesElo do), each result judged by the rules of { $game }. A rating is relative to the average engine here (0); the ± is its 95% interval.
eg-groups = Engines in different groups never met, directly or through others: their ratings cannot be compared.
eg-list-of = Rating list of { $game }
eg-engine = Engine
eg-interval = 95% interval
eg-score = Score
eg-draws = Draws
eg-opp = Opp.
eg-opp-title = Average rating of the opponents, weighted by games
eg-group = Group { $n }
eg-cell-help = Each cell: the row's engine's points against the column's, of the games between them (open them with the cell, or hover it for both engines' think time a move).
eg-cell = { $name } against { $other }: { $n } won, { $num } drawn, { $count } lost
eg-cell-think = think a move { $text }
eg-not-fair = not fair
eg-pairings-help = Every pairing, with the first engine's wins, draws and losses (open its games with the score).
eg-against = Against
eg-think = Think
eg-think-title = Mean think time a move, the engine's / its opponent's
eg-not-recorded = Not recorded
eg-engines = The engines
eg-nothing = Nothing said of it.
eg-games = Engine games
eg-bad-address = That address does not name an engine.
eg-back = Back to the rating list
eg-pairing = { $name } against { $other }
eg-games-of = Games of { $name }
eg-games-of-game = Engine games of { $game }
eg-no-games = No games.
eg-games-lead = { $n } games of { $game }; open one on the analysis board to play it through with the engine beside it.
eg-how-played = How they were played (to play them again):
eg-event = Event
eg-replay = Replay
eg-round = round { $text }
eg-replay-label = Replay { $name } against { $other }
eg-prev = ← Previous
eg-page = Page { $n } of { $num }
eg-next = Next →
lobby-field-error = This could not be used:
lobby-err-name-empty = A name has at least one letter.
lobby-err-start-fen = The start position: { $text }
lobby-err-decided = The start position is already decided: choose one where the game goes on.
lobby-err-live-clock = A live clock has { $min } to { $max } minutes and adds 0 to { $most } seconds a move.
lobby-err-days = A correspondence game gives { $min } to { $max } days a move.
lobby-err-rated-account = Rated games are for accounts: sign in (or sign up), or play casual.
lobby-err-engine-casual = Games against the engine are casual: choose casual.
lobby-err-unrated-own-variant = Games of your own variant files are not rated: choose casual.
lobby-err-unrated-changed-rule = A game with a changed rule is not rated: choose casual.
lobby-err-unrated-other-start = A game from another start position is not rated: choose casual.
lobby-err-unrated-no-clock = A game without a clock is not rated: choose casual, or a clock.
lobby-err-range-seek = A rating range is for rated seeks open to anyone.
lobby-err-range-order = The rating range's lowest is above its highest.

## API tokens (bots)
tk-title = API tokens
tk-new = Your new token (shown once: copy it now):
tk-new-label = Your new API token
tk-how = An engine plays as { $name } on the JSON API and the game's WebSocket with the header
tk-count = { $n ->
    [one] You have { $n } token.
   *[other] You have { $n } tokens.
}
tk-make = Make a new token
tk-manage = Make or revoke tokens
tk-revoke = Revoke every token
tk-bots-only = API tokens are for bots
tk-bots-how = An engine plays here from a bot account: the site's operator marks an account as a bot, then its owner makes a token on this page. The operator's command:
tn-berserk-refused = Berserk refused

## The game designer (/design)
nav-design = Design a game
design-title = Design a game
design-lead = Describe a game of the family: its board, its pieces and how they move, its start and its rules. The rules check it as you type, and you can play it against the engine here at once. Your design stays in this browser; nothing is sent to the server.
design-needs-js = The designer needs JavaScript: it checks your game with the rules running in the page.
design-begin = Begin
design-template = Start from
design-blank = a blank board (two kings)
design-load = Load it
design-game = The game
design-name = Name
design-id = Short name (letters, digits and hyphens)
design-description = A sentence about it
design-files = Files
design-ranks = Ranks
design-board = Squares
design-pieces = Pieces
design-pieces-help = Each kind of piece has a name, a letter for FEN and its moves in Betza notation. One kind may be the royal king; pawns promote. Leave the value empty and the engine estimates it from the moves.
design-betza-link = How Betza works
design-add-piece = Add a piece
design-start = Start position
design-start-fen = FEN of the start (upper case for White, lower case for Black)
design-promotion = Promotion
design-zone = Ranks of the promotion zone
design-mode = A pawn becomes
design-mode-choice = any piece of the list
design-mode-lost = a piece of the list its side has lost (as in Great Shatranj)
design-mode-file = the piece that began on its file
design-promote-to = The list (piece letters)
design-always = Always allowed in the lost-pieces mode (letters)
design-mandatory = A pawn must promote on entering the zone
design-rules = How the game ends
design-rules-help = Each rule begins as most games of the family have it; change what your game does differently.
design-check = Check and play
design-checking = Loading the rules…
design-try = Play it against the engine
design-exchange = Read and write files
design-exchange-help = Paste a Rukh variant file or a Fairy-Stockfish variants.ini section to read it into the form, or write your game in either form.
design-text = Variant file or Fairy-Stockfish section
design-read = Read it into the form
design-write-rukh = Write a Rukh file
design-write-fsf = Write a Fairy-Stockfish section
design-betza-title = Betza notation in three steps
design-betza-1 = Each letter is a move: W one step straight, F one step diagonally, D and A two such steps leaping, N the knight's leap, H, C, Z and G longer leaps. R, B and Q ride as far as the squares are empty; K is W and F together. A doubled letter (NN) rides a leap.
design-betza-2 = Small letters before a move limit it: f forward, b backward, l left, r right, s sideways, v forwards and backwards; m moves without capturing, c only captures, i only as the piece's first move, n a leap that an occupied square on its way blocks, j a leap over a man.
design-betza-3 = So Shatranj's pawn is fmWfcF (moves one step forward, captures one step diagonally forward), Kamil's elephant AmD, and Great Shatranj's general WDFA. The drawing beside each piece shows what its notation says.
design-figure-king = king
design-figure-counsellor = counsellor
design-figure-elephant = elephant
design-figure-horse = horse
design-figure-chariot = chariot
design-figure-boat = boat
design-figure-pawn = pawn
design-figure-soldier = soldier
design-figure-general = general
design-figure-minister = minister
design-figure-priestess = priestess
design-figure-war-machine = war machine
design-figure-silver-general = silver general

## Players' games: saving a design, the gallery, a design's page
nav-designs = Players' games
design-opened-own = You are changing { $name } (version { $n }): saving makes a new version, and games already begun keep theirs.
design-opened-copy = A copy of { $name } by { $author }: saving makes a game of your own.
design-opened-page = Its page
design-save = Save and share
design-save-help = A saved game gets a page with its rules, a link to share, and versions: a game in play keeps the version it began with. Designed games are played casual (not rated).
design-publish = Show it in the gallery of players' games
design-as-new = Save as a new game, not as a version of { $name }
design-save-button = Save
design-save-signed-out = Your draft stays in this browser. To save it on the site and play it with others,
design-sign-in = sign in or sign up
design-gallery-link = See the games players have made
dg-title = Players' games
dg-lead = Games of the family that players have designed. Open one to read its rules, try it on the analysis board or play it with others.
dg-make = Design a game
dg-yours = Your games
dg-published = In the gallery
dg-search = Name
dg-sort = Order
dg-sort-new = newest first
dg-sort-plays = most played first
dg-show = Show
dg-none = No game is in the gallery yet: be the first to design one.
dg-none-found = No game in the gallery has that in its name.
dg-count = Games: { $n }
dg-by = by { $name }
dg-plays = games played: { $n }
dg-state-public = in the gallery
dg-state-private = only for those who have its link
dg-state-hidden = hidden after players' reports
dg-no-such = There is no game “{ $name }” among the players' games.
dg-version = version { $n } of { $num }
dg-hidden-note = This game is hidden from the gallery after players' reports, until an operator looks at it.
dg-play = Play it with others
dg-analyse = Try it on the analysis board
dg-change = Change it in the designer
dg-copy = Make a copy in the designer
dg-files = Download:
dg-file-rukh = Rukh variant file
dg-file-fsf = Fairy-Stockfish section
dg-versions = Versions:
dg-old-version = This is an older version; games begun in it are played by these rules.
dg-newest = The newest version
dg-publish = Put it in the gallery
dg-unpublish = Take it out of the gallery
dg-reported = You have reported this game; thank you.
dg-report = Report this game
dg-report-why = What is wrong
dg-report-offensive = an offensive name or text
dg-report-broken = it cannot be played
dg-report-copied = someone else's game, copied
dg-report-spam = advertising or spam
dg-report-send = Send the report
dg-too-many-public = An account may have { $n } games in the gallery at once: take one out first.
dg-back = Back to the game

## How to play: the draw conventions one at a time
htp-conventions-repetition = A draw by repetition ({ $n } times) is a convention of this site, not a rule of the sources; it can be switched off.
htp-conventions-move-rule = A draw after { $num } moves each without a capture or pawn move is a convention of this site, not a rule of the sources; it can be switched off.

## The designer: the start on a board
design-place = Place the pieces on a board
design-place-help = Drag pieces from the rows above and below the board onto it, or choose one and click squares; drag a piece off the board to take it away. The FEN above follows the board.
