// Generated from crates/web/src/wire.rs by `RUKH_WRITE_WIRE=1 cargo test -p rukh-web wire`:
// do not edit; change the Rust types and regenerate.

export type PieceInfo = { name: string, 
/**
 * Its FEN letter (upper case).
 */
letter: string, 
/**
 * Its moves in Betza's notation.
 */
betza: string, royal: boolean, pawn: boolean, 
/**
 * Its worth in the engine's eyes, in centipawns.
 */
value: number, 
/**
 * The figure the piece set draws it with (None: a lettered disc).
 */
figure: string | null, };

export type VariantInfo = { id: string, name: string, description: string, files: number, ranks: number, 
/**
 * `checkered`, `plain` or `ashtapada`.
 */
board: string, start_fen: string, pieces: Array<PieceInfo>, 
/**
 * The rules, as a variant file's `[rules]` table gives them.
 */
rules: Record<string, unknown>, };

export type ApiErrorBody = { error: string, };

export type Side = "white" | "black";

export type GameStatus = "open" | "active" | "finished";

export type ClockKind = "none" | "live" | "correspondence";

export type ClaimKind = "draw" | "win";

export type LastMove = { from: string, to: string, };

export type Legal = { move: string, 
/**
 * The move in SAN, as the keyboard box takes it.
 */
san: string, from: string, to: string, promotion: string | null, bonus: string | null, };

export type MoveRow = { ply: number, coord: string, san: string, courier: string, played_at: number, 
/**
 * The mover's clock after the move (its increment added), in a game on a live clock.
 */
clock_ms?: number, };

export type ChatRow = { seq: number, author: string, body: string, at: number, 
/**
 * A line of the spectators' room (read by them only); else of the players'.
 */
spectators: boolean, };

export type SeatRating = { before: number, provisional: boolean, after?: number, after_provisional?: boolean, diff?: number, };

export type Ratings = { white: SeatRating | null, black: SeatRating | null, };

export type Seat = { name: string | null, 
/**
 * Played by the site's engine.
 */
engine: boolean, 
/**
 * Taken (by a player or the engine).
 */
seated: boolean, 
/**
 * The player's page.
 */
url: string | null, 
/**
 * A bot account.
 */
bot: boolean, rating: SeatRating | null, 
/**
 * Whether the player has a page open on the game now (None: not watched, the engine's seat
 * or a bot's).
 */
online: boolean | null, 
/**
 * How long the player has been away, in milliseconds, while the game can be claimed
 * against them (a person, in a live game both sides have moved in).
 */
away_ms: number | null, };

export type Clock = { kind: ClockKind, white_ms: number, black_ms: number, increment_ms: number, days_per_move: number, 
/**
 * The side whose time runs.
 */
running: Side | null, 
/**
 * What the side to move has left (a live clock) or until its move is due (correspondence);
 * while `first_move`, the time left to make the first move.
 */
left_ms: number | null, 
/**
 * A live game before each side's first move: the clocks wait, and a side that does not
 * move in time aborts the game.
 */
first_move: boolean, };

export type GameView = { id: string, variant: string, variant_name: string, 
/**
 * The game's rules, as the variant's JSON gives them.
 */
rules: Record<string, unknown>, files: number, ranks: number, 
/**
 * `checkered`, `plain` or `ashtapada`.
 */
board: string, status: GameStatus, result: string | null, termination: string | null, 
/**
 * The end in a sentence.
 */
description: string | null, white: Seat, black: Seat, 
/**
 * The viewer's side (None: a spectator).
 */
you: Side | null, fen: string, start_fen: string, start_turn: Side, 
/**
 * The position after each move.
 */
fens: Array<string>, turn: Side, ply: number, 
/**
 * Counts every change of the game (moves, offers, the end).
 */
version: number, check: boolean, king_capture: boolean, last_move: LastMove | null, moves: Array<MoveRow>, 
/**
 * What each move captured, as FEN letters (upper case: a White man).
 */
captures: Array<string>, 
/**
 * The viewer's legal moves (empty unless it is their move).
 */
legal: Array<Legal>, claims: Array<ClaimKind>, draw_offer: string | null, takeback_offer: string | null, rematch: string | null, 
/**
 * A rematch offered by `white` or `black` and not yet answered, or `declined`.
 */
rematch_offer: string | null, rated: boolean, speed: string, time_control: string, chat: Array<ChatRow>, clock: Clock, engine_level: number, 
/**
 * How long a player must be away before the other may claim the game (a live game).
 */
absent_wait_ms: number, 
/**
 * How the game differs from the game as its sources play it, in words.
 */
rule_changes: Array<string>, 
/**
 * The server's clock (milliseconds since 1970), to correct the page's.
 */
server_time: number, };

export type GameSummary = { id: string, variant: string, variant_name: string, status: GameStatus, 
/**
 * The players' names.
 */
white: string | null, black: string | null, result: string | null, termination: string | null, clock: ClockKind, 
/**
 * Against the site's engine.
 */
engine: boolean, plies: number, created_at: number, updated_at: number, 
/**
 * An open seek: anyone may take the empty seat.
 */
seek: boolean, 
/**
 * The player waiting in an open game's seat.
 */
creator: string | null, 
/**
 * Where an imported game came from.
 */
imported: string | null, time_control: string, speed: string, rated: boolean, ratings: Ratings | null, 
/**
 * The rating range a seek asks of the player who takes it.
 */
min_rating: number | null, max_rating: number | null, white_url: string | null, black_url: string | null, white_bot: boolean, black_bot: boolean, 
/**
 * A seek's public link.
 */
join_url: string | null, 
/**
 * How the game differs from the game as its sources play it, in words ("Stalemate: a
 * draw", "from another start position"); empty for the game as it is.
 */
rule_changes: Array<string>, 
/**
 * The same in each of the site's other languages, by code (only a game with changes has
 * them): the lobby's lists are made once for every reader.
 */
rule_changes_in?: { [key in string]: Array<string> }, };

export type LobbyLists = { seeks: Array<GameSummary>, active: Array<GameSummary>, };

export type SeatTaken = { id: string, 
/**
 * The seat's key, for `Authorization: Bearer` on the JSON API.
 */
token: string, color: Side, rated?: boolean, game_url: string, 
/**
 * The link that gives the other seat (None: an open seek or a game against the engine
 * has none to send).
 */
invite_url?: string, };

export type RematchReply = { started: boolean, id?: string, game_url?: string, };

export type MoveGrade = "inaccuracy" | "mistake" | "blunder";

export type Accuracy = { white: number | null, black: number | null, };

export type SeekCancelled = { id: string, cancelled: boolean, };

export type Me = { 
/**
 * None: a visitor without a player yet.
 */
id: string | null, name?: string, 
/**
 * `anon`, `account` or `bot`.
 */
kind?: string, url?: string, 
/**
 * The games in which it is their move.
 */
your_turn: number, };

export type ImportedGame = { 
/**
 * Its place in the text (1: the first).
 */
game: number, 
/**
 * The line of the text it starts on.
 */
line: number, id: string, url: string, analysis_url: string, white: string | null, black: string | null, result: string | null, 
/**
 * Plies.
 */
moves: number, };

export type RefusedGame = { game: number, line: number, 
/**
 * "White – Black", from its tags.
 */
players: string, 
/**
 * Why, in English.
 */
error: string, };

export type ImportReport = { imported: Array<ImportedGame>, refused: Array<RefusedGame>, };

export type FenProblemView = { field: string, at: number, found: string | null, code: string, args: Record<string, string | number>, };

export type PositionCheck = { ok: true, 
/**
 * The FEN written canonically.
 */
fen: string, turn: Side, check: boolean, legal_moves: number, outcome: OutcomeView | null, } | { ok: false, error: string, 
/**
 * What is wrong, for a page to say in its reader's language.
 */
problem: FenProblemView | null, };

export type PhaseStat = { phase: string, count: number, total_ms: number, mean_us: number, max_us: number, };

export type MovePercentiles = { p50_ms: number | null, p90_ms: number | null, p99_ms: number | null, moves: number, };

export type Metrics = { phases: Array<PhaseStat>, games_held: number, moves: MovePercentiles, sockets: number, analyses_running: number, analysis_searchers: number, engine_pending: number, lobby_lists_made: number, };

export type MoveMessage = { ply: number, move: MoveRow | null, 
/**
 * The position after the move.
 */
fen: string, 
/**
 * What the move captured, as FEN letters.
 */
captured: string, last_move: LastMove | null, turn: Side, check: boolean, status: GameStatus, result: string | null, termination: string | null, description: string | null, draw_offer: string | null, takeback_offer: string | null, clock: Clock, server_time: number, 
/**
 * A player's claims and legal moves (empty when it is not their move); spectators get
 * neither. Kept last: each seat's text is the spectators' with these two added at the end
 * (see `game::MoveEvent`).
 */
claims?: Array<ClaimKind>, legal?: Array<Legal>, };

export type GameMessage = { "type": "state", game: GameView, } | { "type": "move" } & MoveMessage | { "type": "chat", line: ChatRow, } | { "type": "watchers", count: number, } | { "type": "error", error: string, code?: string, args?: { [key in string]: number }, } | { "type": "pong" };

export type Action = { "type": "move", move: string, 
/**
 * The number of moves the player saw; a move made on an older position is refused.
 */
ply?: number, } | { "type": "resign" } | { "type": "abort" } | { "type": "draw", action: string, } | { "type": "takeback", action: string, } | { "type": "claim", claim: string, } | { "type": "claim-absent", result: string, } | { "type": "more-time" } | { "type": "chat", text: string, };

export type SocketRequest = { "type": "resync" } | { "type": "ping" };

export type AnalysisRequest = { "type": "position", seq?: number, fen?: string, moves?: Array<string>, 
/**
 * False: show the position without analysing it.
 */
analyse?: boolean, } | { "type": "line", seq?: number, fen?: string, moves?: Array<string>, } | { "type": "stop" };

export type ProblemSummary = { id: string, variant: string, title: string, goal: "mate" | "bare-king" | "win" | "draw", 
/**
 * The most moves the solver may take.
 */
moves: number, source: string, 
/**
 * The historical collection it belongs to ("" for positions from play).
 */
collection: string, author: string, date: string, 
/**
 * "White to play and mate in 3".
 */
stipulation: string, };

export type ProblemView = { id: string, variant: string, title: string, fen: string, goal: "mate" | "bare-king" | "win" | "draw", 
/**
 * The moves the solver is given (for a draw: the moves to hold).
 */
moves: number, 
/**
 * "White to play and mate in 3".
 */
stipulation: string, source: string, 
/**
 * The side to move.
 */
turn: Side, 
/**
 * The side that solves (the player's), when it is not the side to move the engine moves
 * first.
 */
solver: Side, legal: Array<Legal>, 
/**
 * Why the problem cannot be played as read (then `legal` is empty).
 */
unusable: string, };

export type ProblemStatus = "playing" | "solved" | "failed";

export type MoveText = { coord: string, san: string, };

export type ProblemVerdict = { status: ProblemStatus, message: string, 
/**
 * The server's defence.
 */
reply: MoveText | null, sans: Array<string>, fen: string, turn: Side, 
/**
 * The solver's moves now (empty once the problem is over).
 */
legal: Array<Legal>, 
/**
 * The main line in SAN, once the problem is over.
 */
solution: string | null, 
/**
 * The solution with what the proof found (longest defence, second solutions), once the
 * problem is over.
 */
answer: ProblemSolution | null, 
/**
 * The line with the server's defence, signed: sent back with the next move.
 */
line?: string, };

export type ProblemSolution = { 
/**
 * The main line (the book's, for a historical problem) in SAN.
 */
solution: string, 
/**
 * In coordinates.
 */
moves: Array<string>, 
/**
 * The longest defence to the key in SAN, where the book's line is not it.
 */
longest_defence: string | null, 
/**
 * Other first moves that also reach the goal in time: "1. Rb1+ (mate in 5)".
 */
cooks: Array<string>, 
/**
 * What the proof found, in words ("1. Kb4 is the only move that wins within 20.").
 */
findings: Array<string>, 
/**
 * The collection's note on the problem (in English, as the collection writes it).
 */
note: string | null, };

export type ReviewStatus = "none" | "running" | "partial" | "done";

export type ReviewView = { status: ReviewStatus, 
/**
 * The endgame tables' verdict of each position they know (None elsewhere).
 */
tablebase: Array<string | null>, 
/**
 * Plies scored so far, of `total`.
 */
done: number, total: number, 
/**
 * The score of each position, ply by ply from the start, in centipawns from White's side
 * (a won position: ±10000 less the plies to the win); None where not yet scored.
 */
evals: Array<number | null>, 
/**
 * The grade of the move that made each ply (none for ply 0 and for good moves).
 */
marks: Array<MoveGrade | null>, 
/**
 * The engine's best move in each position (SAN), ply by ply from the start: beside a
 * marked move, what was better.
 */
best: Array<string | null>, 
/**
 * Each side's accuracy in percent, once every ply is scored.
 */
accuracy: Accuracy | null, nodes_per_ply: number, };

export type Wdl = "win" | "draw" | "loss";

export type TableMove = { uci: string, san: string, result: Wdl, plies: number, 
/**
 * The moves to the end (plies rounded up to whole moves).
 */
to_end: number, 
/**
 * How the won game ends, or why the drawn one is drawn, as the rules name it
 * (`bare-king`, `checkmate`, ...), where one rule decides it.
 */
reason: string | null, 
/**
 * The same in English (what a page without the words says).
 */
text: string, };

export type TableView = { 
/**
 * The material, as the tables name it (`KRvK`).
 */
class: string, result: Wdl, 
/**
 * `White` or `Black` (None: a draw).
 */
winner: string | null, plies: number, 
/**
 * The moves to the end (plies rounded up to whole moves).
 */
to_end: number, 
/**
 * How it ends, as the rules name it (`bare-king`, ...), where one rule decides it.
 */
reason: string | null, text: string, moves: Array<TableMove>, };

export type OutcomeView = { result: string, 
/**
 * Why, as a finished game's termination says it (`checkmate`, `boorj (grade: boorj)`), for
 * the page to say in its language.
 */
termination: string, description: string, };

export type ScoreView = { 
/**
 * Centipawns, from White's side.
 */
cp?: number, 
/**
 * Moves to the end (positive: White wins).
 */
mate?: number, 
/**
 * How the game is won (`mate`, `bare king`, `stalemate`, `king taken`, `win`).
 */
how?: string, text: string, 
/**
 * `White` or `Black`, with `mate`.
 */
winner?: string, };

export type PvLine = { multipv: number, score: ScoreView, san: Array<string>, moves: Array<string>, };

export type AnalysisMessage = { "type": "position", seq: number, fen: string, sans: Array<string>, turn: Side, check: boolean, legal: Array<Legal>, outcome: OutcomeView | null, tablebase: TableView | null, } | { "type": "analysis", seq: number, depth: number, nodes: number, nps?: number, lines: Array<PvLine>, done: boolean, } | { "type": "line", seq: number, moves: Array<string>, sans: Array<string>, } | { "type": "busy", seq: number, error: string, } | { "type": "error", seq?: number, 
/**
 * The move of the line sent that the rules refuse, counted from 1 (none when the
 * line's start or the message itself is wrong).
 */
ply?: number, error: string, 
/**
 * What went wrong, for a page to say in its reader's language: `illegal-move` (at
 * `ply`), `bad-fen` (with `problem`), `too-long`, `too-many` or `failed`.
 */
code?: string, problem?: FenProblemView, };

export type ChallengeView = { 
/**
 * The challenge's game.
 */
id: string, challenger: string, challenged: string, variant: string, variant_name: string, 
/**
 * The clock in words (`5+3`, `3 days a move`, `no clock`).
 */
time_control: string, rated: boolean, 
/**
 * The colour the challenged player plays (a random choice is made when the challenge is).
 */
color: Side, 
/**
 * Where the game is played (and where the challenger waits).
 */
game_url: string, created_at: number, };

export type ChallengeList = { incoming: Array<ChallengeView>, outgoing: Array<ChallengeView>, };

export type DeclineReason = { word: string, text: string, };

export type PuzzleView = { id: string, variant: string, 
/**
 * The position before the opponent's move.
 */
fen: string, 
/**
 * The opponent's move, shown first.
 */
first: MoveText, 
/**
 * The position the solver plays from.
 */
after: string, solver: Side, 
/**
 * The solver's moves after the opponent's.
 */
legal: Array<Legal>, 
/**
 * How many moves the solver makes.
 */
solver_moves: number, 
/**
 * The puzzle's rating (Glicko-2), rounded.
 */
rating: number, 
/**
 * Rated tries so far.
 */
plays: number, 
/**
 * The themes (`mate-in-2`, `fork`, …: `rukh_puzzles::THEMES`).
 */
themes: Array<string>, up: number, down: number, 
/**
 * The game the position comes from, in English as the finder wrote it.
 */
source: string, };

export type PuzzleStatus = "right" | "solved" | "wrong";

export type BrowserRating = { rating: number, deviation: number, volatility: number, games: number, };

export type PuzzleResult = { 
/**
 * False when the try was not rated (tried before, or not asked to be rated).
 */
rated: boolean, solved: boolean, before: number, after: number, diff: number, provisional: boolean, 
/**
 * The puzzle's rating after the try.
 */
puzzle_rating: number, 
/**
 * The new rating for the browser to keep (a visitor without an account).
 */
browser: BrowserRating | null, };

export type PuzzleVerdict = { status: PuzzleStatus, 
/**
 * The opponent's answer, when the line goes on.
 */
reply: MoveText | null, 
/**
 * The position now.
 */
fen: string, 
/**
 * Every move in SAN from the puzzle's position, the opponent's first.
 */
sans: Array<string>, 
/**
 * The solver's moves now (none when the try is over).
 */
legal: Array<Legal>, 
/**
 * The rating's change, when the try ended.
 */
result: PuzzleResult | null, };

export type PuzzleSolution = { 
/**
 * Every move from the puzzle's position, the opponent's first.
 */
moves: Array<MoveText>, 
/**
 * The position after each of them.
 */
fens: Array<string>, result: PuzzleResult | null, };
