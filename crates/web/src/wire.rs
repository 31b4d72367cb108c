//! What the site's sockets and its game JSON carry, as types: a game as a page sees it, the game
//! socket's messages both ways, the analysis board's messages both ways, and the small enums
//! (side, game status, clock kind) the rest of the crate uses instead of strings.
//!
//! The front end's `web/src/wire.ts` is generated from these types by ts-rs: the test
//! `wire::tests::typescript_is_current` fails when the file differs from what the types give, and
//! `RUKH_WRITE_WIRE=1 cargo test -p rukh-web wire` rewrites it.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

pub use rukh_store::{ChatRow, ClockKind, GameStatus, MoveRow, Ratings, SeatRating, Side};

/// A kind of man, as the board draws it and the rules pages name it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct PieceInfo {
    pub name: String,
    /// Its FEN letter (upper case).
    pub letter: String,
    /// Its moves in Betza's notation.
    pub betza: String,
    pub royal: bool,
    pub pawn: bool,
    /// Its worth in the engine's eyes, in centipawns.
    pub value: i32,
    /// The figure the piece set draws it with (None: a lettered disc).
    pub figure: Option<String>,
}

/// A game of the family (`GET /api/variants`, and each board page's `data-variant`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct VariantInfo {
    pub id: String,
    pub name: String,
    pub description: String,
    pub files: u32,
    pub ranks: u32,
    /// `checkered`, `plain` or `ashtapada`.
    pub board: String,
    pub start_fen: String,
    pub pieces: Vec<PieceInfo>,
    /// The rules, as a variant file's `[rules]` table gives them.
    #[ts(type = "Record<string, unknown>")]
    pub rules: Value,
}

/// What every refused `/api/...` request answers: what was wrong, for a person to read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct ApiErrorBody {
    pub error: String,
}

/// A claim a player may make now (Shatranj Kamil's lone-king claims).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ClaimKind {
    Draw,
    Win,
}

/// A move's two squares, for the board's highlight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct LastMove {
    pub from: String,
    pub to: String,
}

/// A legal move: its coordinates (what the page sends back), its squares, the man a pawn
/// becomes and the square of a bonus move (Davidson's Chaturanga), where the move has them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct Legal {
    #[serde(rename = "move")]
    pub mv: String,
    /// The move in SAN, as the keyboard box takes it.
    pub san: String,
    pub from: String,
    pub to: String,
    pub promotion: Option<String>,
    pub bonus: Option<String>,
}

/// One side of a game as a page shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct Seat {
    pub name: Option<String>,
    /// Played by the site's engine.
    pub engine: bool,
    /// Taken (by a player or the engine).
    pub seated: bool,
    /// The player's page.
    pub url: Option<String>,
    /// A bot account.
    pub bot: bool,
    pub rating: Option<SeatRating>,
    /// Whether the player has a page open on the game now (None: not watched, the engine's seat
    /// or a bot's).
    pub online: Option<bool>,
    /// How long the player has been away, in milliseconds, while the game can be claimed
    /// against them (a person, in a live game both sides have moved in).
    pub away_ms: Option<i64>,
}

/// A game's clock now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct Clock {
    pub kind: ClockKind,
    pub white_ms: i64,
    pub black_ms: i64,
    pub increment_ms: i64,
    pub days_per_move: i64,
    /// The side whose time runs.
    pub running: Option<Side>,
    /// What the side to move has left (a live clock) or until its move is due (correspondence);
    /// while `first_move`, the time left to make the first move.
    pub left_ms: Option<i64>,
    /// A live game before each side's first move: the clocks wait, and a side that does not
    /// move in time aborts the game.
    #[serde(default)]
    pub first_move: bool,
}

/// A game as a viewer may see it (`GET /api/games/ID`, and the game socket's first message).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct GameView {
    pub id: String,
    pub variant: String,
    pub variant_name: String,
    /// The game's rules, as the variant's JSON gives them.
    #[ts(type = "Record<string, unknown>")]
    pub rules: Value,
    pub files: u32,
    pub ranks: u32,
    /// `checkered`, `plain` or `ashtapada`.
    pub board: String,
    pub status: GameStatus,
    pub result: Option<String>,
    pub termination: Option<String>,
    /// The end in a sentence.
    pub description: Option<String>,
    pub white: Seat,
    pub black: Seat,
    /// The viewer's side (None: a spectator).
    pub you: Option<Side>,
    pub fen: String,
    pub start_fen: String,
    pub start_turn: Side,
    /// The position after each move.
    pub fens: Vec<String>,
    pub turn: Side,
    pub ply: i64,
    /// Counts every change of the game (moves, offers, the end).
    pub version: i64,
    pub check: bool,
    pub king_capture: bool,
    pub last_move: Option<LastMove>,
    pub moves: Vec<MoveRow>,
    /// What each move captured, as FEN letters (upper case: a White man).
    pub captures: Vec<String>,
    /// The viewer's legal moves (empty unless it is their move).
    pub legal: Vec<Legal>,
    pub claims: Vec<ClaimKind>,
    pub draw_offer: Option<String>,
    pub takeback_offer: Option<String>,
    pub rematch: Option<String>,
    /// A rematch offered by `white` or `black` and not yet answered, or `declined`.
    pub rematch_offer: Option<String>,
    pub rated: bool,
    pub speed: String,
    pub time_control: String,
    pub chat: Vec<ChatRow>,
    pub clock: Clock,
    pub engine_level: i64,
    /// How long a player must be away before the other may claim the game (a live game).
    pub absent_wait_ms: i64,
    /// How the game differs from the game as its sources play it, in words.
    pub rule_changes: Vec<String>,
    /// The server's clock (milliseconds since 1970), to correct the page's.
    pub server_time: i64,
}

/// A game in a list (the lobby, the archive, `GET /api/games`, a player's games).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct GameSummary {
    pub id: String,
    pub variant: String,
    pub variant_name: String,
    pub status: GameStatus,
    /// The players' names.
    pub white: Option<String>,
    pub black: Option<String>,
    pub result: Option<String>,
    pub termination: Option<String>,
    pub clock: ClockKind,
    /// Against the site's engine.
    pub engine: bool,
    pub plies: i64,
    pub created_at: i64,
    pub updated_at: i64,
    /// An open seek: anyone may take the empty seat.
    pub seek: bool,
    /// The player waiting in an open game's seat.
    pub creator: Option<String>,
    /// Where an imported game came from.
    pub imported: Option<String>,
    pub time_control: String,
    pub speed: String,
    pub rated: bool,
    pub ratings: Option<Ratings>,
    /// The rating range a seek asks of the player who takes it.
    pub min_rating: Option<i64>,
    pub max_rating: Option<i64>,
    pub white_url: Option<String>,
    pub black_url: Option<String>,
    pub white_bot: bool,
    pub black_bot: bool,
    /// A seek's public link.
    pub join_url: Option<String>,
    /// How the game differs from the game as its sources play it, in words ("Stalemate: a
    /// draw", "from another start position"); empty for the game as it is.
    pub rule_changes: Vec<String>,
    /// The same in each of the site's other languages, by code (only a game with changes has
    /// them): the lobby's lists are made once for every reader.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    #[ts(
        optional,
        as = "Option<std::collections::BTreeMap<String, Vec<String>>>"
    )]
    pub rule_changes_in: std::collections::BTreeMap<String, Vec<String>>,
}

impl GameSummary {
    pub fn name(&self, side: Side) -> Option<&str> {
        match side {
            Side::White => self.white.as_deref(),
            Side::Black => self.black.as_deref(),
        }
    }

    pub fn url(&self, side: Side) -> Option<&str> {
        match side {
            Side::White => self.white_url.as_deref(),
            Side::Black => self.black_url.as_deref(),
        }
    }

    pub fn bot(&self, side: Side) -> bool {
        match side {
            Side::White => self.white_bot,
            Side::Black => self.black_bot,
        }
    }

    pub fn rating(&self, side: Side) -> Option<&SeatRating> {
        self.ratings.as_ref().and_then(|r| match side {
            Side::White => r.white.as_ref(),
            Side::Black => r.black.as_ref(),
        })
    }

    /// The side of the player waiting in an open game.
    pub fn host_side(&self) -> Side {
        if self.white.is_some() {
            Side::White
        } else {
            Side::Black
        }
    }
}

/// The lobby's lists (`GET /api/lobby`, and each `lists` event of `/api/lobby/events`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct LobbyLists {
    pub seeks: Vec<GameSummary>,
    pub active: Vec<GameSummary>,
}

/// A game made (`POST /api/games`) or joined (`POST /api/games/ID/join`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct SeatTaken {
    pub id: String,
    /// The seat's key, for `Authorization: Bearer` on the JSON API.
    pub token: String,
    pub color: Side,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub rated: Option<bool>,
    pub game_url: String,
    /// The link that gives the other seat (None: an open seek or a game against the engine
    /// has none to send).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub invite_url: Option<String>,
}

/// A seek taken off (`POST /api/games/ID/cancel`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct SeekCancelled {
    pub id: String,
    pub cancelled: bool,
}

/// What `POST /api/games/ID/rematch` did: offered a rematch to the other player (who accepts
/// by asking for one too, or declines), or started it (an accepted offer, or a game against
/// the engine, which always accepts).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct RematchReply {
    pub started: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub game_url: Option<String>,
}

impl RematchReply {
    /// Offered (or declined): no game yet.
    pub fn waiting() -> RematchReply {
        RematchReply {
            started: false,
            id: None,
            game_url: None,
        }
    }

    /// The rematch's game.
    pub fn started(id: String) -> RematchReply {
        RematchReply {
            started: true,
            game_url: Some(format!("/g/{id}")),
            id: Some(id),
        }
    }
}

/// Who the caller is (`GET /api/me`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct Me {
    /// None: a visitor without a player yet.
    pub id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub name: Option<String>,
    /// `anon`, `account` or `bot`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub kind: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub url: Option<String>,
    /// The games in which it is their move.
    pub your_turn: i64,
}

/// A game an import stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct ImportedGame {
    /// Its place in the text (1: the first).
    pub game: usize,
    /// The line of the text it starts on.
    pub line: usize,
    pub id: String,
    pub url: String,
    pub analysis_url: String,
    pub white: Option<String>,
    pub black: Option<String>,
    pub result: Option<String>,
    /// Plies.
    pub moves: usize,
}

/// A game an import refused, and why.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct RefusedGame {
    pub game: usize,
    pub line: usize,
    /// "White – Black", from its tags.
    pub players: String,
    /// Why, in English.
    pub error: String,
    /// Why, as the rules found it, for a page to say in its reader's language (none when the
    /// text could not be read as a game at all).
    #[serde(skip)]
    #[ts(skip)]
    pub why: Option<rukh_rules::pgn::GameError>,
    /// The game it was read as (its tags', else the import's), to name its pieces.
    #[serde(skip)]
    #[ts(skip)]
    pub variant: String,
}

/// What an import did (`POST /api/import`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct ImportReport {
    pub imported: Vec<ImportedGame>,
    pub refused: Vec<RefusedGame>,
}

/// Whether a position can be played (`GET /api/positions/check`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(untagged)]
pub enum PositionCheck {
    Ok {
        #[ts(type = "true")]
        ok: bool,
        /// The FEN written canonically.
        fen: String,
        turn: Side,
        check: bool,
        legal_moves: usize,
        outcome: Option<OutcomeView>,
    },
    Refused {
        #[ts(type = "false")]
        ok: bool,
        error: String,
        /// What is wrong, for a page to say in its reader's language.
        problem: Option<FenProblemView>,
    },
}

/// What is wrong with a FEN, by parts (the site's catalogues' `fen-*` messages): the field's
/// code (`board`, `turn`, ...), the character's place (from 1) and the character there, the
/// problem's code and its arguments (counts as numbers; `side` as `white` or `black`; squares
/// and flags as written).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct FenProblemView {
    pub field: String,
    pub at: usize,
    pub found: Option<String>,
    pub code: String,
    #[ts(type = "Record<string, string | number>")]
    pub args: std::collections::BTreeMap<String, Value>,
}

impl FenProblemView {
    pub fn of(e: &rukh_rules::FenError) -> FenProblemView {
        FenProblemView {
            field: e.field.code().into(),
            at: e.offset + 1,
            found: e.found.map(String::from),
            code: e.problem.code().into(),
            args: e
                .problem
                .args()
                .into_iter()
                .map(|(name, a)| {
                    let v = match a {
                        rukh_rules::FenArg::Num(n) => Value::from(n),
                        rukh_rules::FenArg::Side(c) => Value::from(c.to_string()),
                        rukh_rules::FenArg::Notation(t) => Value::from(t),
                    };
                    (name.to_owned(), v)
                })
                .collect(),
        }
    }
}

/// One measured phase of the server's work (`/api/metrics`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct PhaseStat {
    pub phase: String,
    pub count: u64,
    pub total_ms: u64,
    pub mean_us: u64,
    pub max_us: u64,
}

/// A move's round trip at the 50th, 90th and 99th percentile (upper bounds of the histogram's
/// buckets, in ms; None before any move).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct MovePercentiles {
    pub p50_ms: Option<f64>,
    pub p90_ms: Option<f64>,
    pub p99_ms: Option<f64>,
    pub moves: u64,
}

/// What an operator watches (`GET /api/metrics`; `/metrics` gives the same to Prometheus).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct Metrics {
    pub phases: Vec<PhaseStat>,
    pub games_held: usize,
    pub moves: MovePercentiles,
    pub sockets: u64,
    pub analyses_running: usize,
    pub analysis_searchers: usize,
    pub engine_pending: usize,
    pub lobby_lists_made: u64,
}

/// A move as the game socket sends it: the legal moves and claims come only to the player they
/// belong to (everyone else gets them empty).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct MoveMessage {
    pub ply: i64,
    #[serde(rename = "move")]
    pub mv: Option<MoveRow>,
    /// The position after the move.
    pub fen: String,
    /// What the move captured, as FEN letters.
    pub captured: String,
    pub last_move: Option<LastMove>,
    pub turn: Side,
    pub check: bool,
    pub status: GameStatus,
    pub result: Option<String>,
    pub termination: Option<String>,
    pub description: Option<String>,
    pub draw_offer: Option<String>,
    pub takeback_offer: Option<String>,
    pub clock: Clock,
    pub server_time: i64,
    /// A player's claims and legal moves (empty when it is not their move); spectators get
    /// neither. Kept last: each seat's text is the spectators' with these two added at the end
    /// (see `game::MoveEvent`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub claims: Option<Vec<ClaimKind>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub legal: Option<Vec<Legal>>,
}

/// What the game socket sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum GameMessage {
    /// The whole game: on connecting and after a `resync`.
    State {
        game: Box<GameView>,
    },
    Move(Box<MoveMessage>),
    Chat {
        line: ChatRow,
    },
    /// How many spectators have the game open (on connecting, and when it changes).
    Watchers {
        count: u32,
    },
    /// A request refused or not understood; the game goes on. `code` names the refusal for a
    /// page to say in its language (`over`, `not-started`, `not-a-player`, `not-your-turn`,
    /// `illegal`, `stale`, `changed`, `too-many`, `chat-slow`, `claim-wait`, ...), `args` the
    /// numbers its words take; the sentence is the server's, in English.
    Error {
        error: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        code: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        args: Option<std::collections::BTreeMap<String, u32>>,
    },
    /// The answer to a `ping`.
    Pong,
}

/// What a player (or the engine) asks of a game, through its socket or `POST /api/games/ID`.
#[derive(Clone, Debug, Deserialize, Serialize, TS, utoipa::ToSchema)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Action {
    /// A move in coordinate notation (`e2e4`, `b7b8n,b8c6`) or SAN.
    Move {
        #[serde(rename = "move")]
        mv: String,
        /// The number of moves the player saw; a move made on an older position is refused.
        #[serde(default)]
        #[ts(optional)]
        ply: Option<i64>,
    },
    Resign,
    /// Ends a game before both sides have moved, with no result (a rated game changes no
    /// rating).
    Abort,
    /// `offer`, `accept` or `decline`.
    Draw {
        action: String,
    },
    /// `offer`, `accept` or `decline`.
    Takeback {
        action: String,
    },
    /// `draw` or `win` (Shatranj Kamil's lone-king claims).
    Claim {
        claim: String,
    },
    /// `win` or `draw`: the game claimed against an opponent away for the game's wait
    /// ([`GameView::absent_wait_ms`]) in a live game.
    ClaimAbsent {
        result: String,
    },
    /// Gives the opponent 15 seconds (a live clock).
    MoreTime,
    Chat {
        text: String,
    },
    /// Halves the player's clock before their first move, in an arena (a won game of seven
    /// moves or more is worth a point more). Sent by the server alone, after it checked the
    /// game is an arena's (`POST /api/games/ID/berserk`): a socket cannot send it.
    #[serde(skip)]
    #[ts(skip)]
    Berserk,
}

/// What the game socket accepts besides an [`Action`]: the whole game again, or a heartbeat
/// (answered with `pong`, so that a page finds a dead connection that never closed).
#[derive(Clone, Debug, Deserialize, Serialize, TS, utoipa::ToSchema)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum SocketRequest {
    Resync,
    Ping,
}

/// What the analysis board sends.
#[derive(Clone, Debug, Deserialize, Serialize, TS, utoipa::ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AnalysisRequest {
    /// A position to show (and analyse): the start and the moves from it, in coordinates.
    Position {
        #[serde(default)]
        #[ts(optional)]
        seq: Option<u64>,
        #[serde(default)]
        #[ts(optional)]
        fen: Option<String>,
        #[serde(default)]
        #[ts(optional)]
        moves: Option<Vec<String>>,
        /// False: show the position without analysing it.
        #[serde(default)]
        #[ts(optional)]
        analyse: Option<bool>,
    },
    /// The SAN of a line (a variation read from a link), without analysis.
    Line {
        #[serde(default)]
        #[ts(optional)]
        seq: Option<u64>,
        #[serde(default)]
        #[ts(optional)]
        fen: Option<String>,
        #[serde(default)]
        #[ts(optional)]
        moves: Option<Vec<String>>,
    },
    Stop,
}

/// A problem in the collection (`GET /api/problems`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct ProblemSummary {
    pub id: String,
    pub variant: String,
    pub title: String,
    #[ts(type = "\"mate\" | \"bare-king\" | \"win\" | \"draw\"")]
    #[schema(value_type = String, pattern = "^(mate|bare-king|win|draw)$")]
    pub goal: rukh_problems::Goal,
    /// The most moves the solver may take.
    pub moves: u32,
    pub source: String,
    /// The historical collection it belongs to ("" for positions from play).
    #[serde(default)]
    pub collection: String,
    #[serde(default)]
    pub author: String,
    #[serde(default)]
    pub date: String,
    /// "White to play and mate in 3".
    #[serde(default)]
    pub stipulation: String,
}

/// A problem as its page shows it (`GET /api/problems/ID`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct ProblemView {
    pub id: String,
    pub variant: String,
    pub title: String,
    pub fen: String,
    #[ts(type = "\"mate\" | \"bare-king\" | \"win\" | \"draw\"")]
    #[schema(value_type = String, pattern = "^(mate|bare-king|win|draw)$")]
    pub goal: rukh_problems::Goal,
    /// The moves the solver is given (for a draw: the moves to hold).
    pub moves: u32,
    /// "White to play and mate in 3".
    pub stipulation: String,
    pub source: String,
    /// The side to move.
    pub turn: Side,
    /// The side that solves (the player's), when it is not the side to move the engine moves
    /// first.
    pub solver: Side,
    pub legal: Vec<Legal>,
    /// Why the problem cannot be played as read (then `legal` is empty).
    #[serde(default)]
    pub unusable: String,
}

/// Where a solver stands after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ProblemStatus {
    Playing,
    Solved,
    Failed,
}

/// A move in coordinates and in SAN.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct MoveText {
    pub coord: String,
    pub san: String,
}

/// The answer to a solver's move (`POST /api/problems/ID/play`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct ProblemVerdict {
    pub status: ProblemStatus,
    pub message: String,
    /// The server's defence.
    pub reply: Option<MoveText>,
    pub sans: Vec<String>,
    pub fen: String,
    pub turn: Side,
    /// The solver's moves now (empty once the problem is over).
    pub legal: Vec<Legal>,
    /// The main line in SAN, once the problem is over.
    pub solution: Option<String>,
    /// The solution with what the proof found (longest defence, second solutions), once the
    /// problem is over.
    #[serde(default)]
    pub answer: Option<ProblemSolution>,
    /// The line with the server's defence, signed: sent back with the next move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub line: Option<String>,
}

/// A problem's solution (`GET /api/problems/ID/solution`), and what the proof found of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct ProblemSolution {
    /// The main line (the book's, for a historical problem) in SAN.
    pub solution: String,
    /// In coordinates.
    pub moves: Vec<String>,
    /// The longest defence to the key in SAN, where the book's line is not it.
    #[serde(default)]
    pub longest_defence: Option<String>,
    /// Other first moves that also reach the goal in time: "1. Rb1+ (mate in 5)".
    #[serde(default)]
    pub cooks: Vec<String>,
    /// What the proof found, in words ("1. Kb4 is the only move that wins within 20.").
    #[serde(default)]
    pub findings: Vec<String>,
    /// The collection's note on the problem (in English, as the collection writes it).
    #[serde(default)]
    pub note: Option<String>,
}

/// How far a game's review has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ReviewStatus {
    /// Never asked for.
    None,
    /// Queued or under way.
    Running,
    /// Stopped part of the way (the server restarted): asking again goes on.
    Partial,
    Done,
}

/// A finished game's review (`GET` and `POST /api/games/ID/review`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct ReviewView {
    pub status: ReviewStatus,
    /// The endgame tables' verdict of each position they know (None elsewhere).
    pub tablebase: Vec<Option<String>>,
    /// Plies scored so far, of `total`.
    pub done: usize,
    pub total: usize,
    /// The score of each position, ply by ply from the start, in centipawns from White's side
    /// (a won position: ±10000 less the plies to the win); None where not yet scored.
    pub evals: Vec<Option<i64>>,
    /// The grade of the move that made each ply (none for ply 0 and for good moves).
    pub marks: Vec<Option<MoveGrade>>,
    /// The engine's best move in each position (SAN), ply by ply from the start: beside a
    /// marked move, what was better.
    pub best: Vec<Option<String>>,
    /// Each side's accuracy in percent, once every ply is scored.
    pub accuracy: Option<Accuracy>,
    pub nodes_per_ply: u64,
}

/// A move's grade in a review, by the winning chances it gave away (10, 20, 30 points).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum MoveGrade {
    Inaccuracy,
    Mistake,
    Blunder,
}

/// Each side's accuracy over a game, in percent (None for a side that made no move).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct Accuracy {
    pub white: Option<f64>,
    pub black: Option<f64>,
}

/// Won, drawn or lost, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Wdl {
    Win,
    Draw,
    Loss,
}

/// A move in an endgame table's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct TableMove {
    pub uci: String,
    pub san: String,
    pub result: Wdl,
    pub plies: u32,
    /// The moves to the end (plies rounded up to whole moves).
    pub to_end: u32,
    /// How the won game ends, or why the drawn one is drawn, as the rules name it
    /// (`bare-king`, `checkmate`, ...), where one rule decides it.
    pub reason: Option<String>,
    /// The same in English (what a page without the words says).
    pub text: String,
}

/// What the endgame tables say of a position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct TableView {
    /// The material, as the tables name it (`KRvK`).
    pub class: String,
    pub result: Wdl,
    /// `White` or `Black` (None: a draw).
    pub winner: Option<String>,
    pub plies: u32,
    /// The moves to the end (plies rounded up to whole moves).
    pub to_end: u32,
    /// How it ends, as the rules name it (`bare-king`, ...), where one rule decides it.
    pub reason: Option<String>,
    pub text: String,
    pub moves: Vec<TableMove>,
}

/// How a game ended, in the analysis board's words.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct OutcomeView {
    pub result: String,
    /// Why, as a finished game's termination says it (`checkmate`, `boorj (grade: boorj)`), for
    /// the page to say in its language.
    pub termination: String,
    pub description: String,
}

impl OutcomeView {
    /// The end of a game as the rules judged it.
    pub fn of(o: &rukh_rules::Outcome) -> OutcomeView {
        OutcomeView {
            result: o.result().to_owned(),
            termination: o.termination(),
            description: o.describe(),
        }
    }
}

/// An engine's score, with its reading in words.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct ScoreView {
    /// Centipawns, from White's side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub cp: Option<i64>,
    /// Moves to the end (positive: White wins).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub mate: Option<i64>,
    /// How the game is won (`mate`, `bare king`, `stalemate`, `king taken`, `win`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub how: Option<String>,
    pub text: String,
    /// `White` or `Black`, with `mate`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub winner: Option<String>,
}

/// One of the engine's lines.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct PvLine {
    pub multipv: u32,
    pub score: ScoreView,
    pub san: Vec<String>,
    pub moves: Vec<String>,
}

/// What the analysis socket sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AnalysisMessage {
    /// The position a request led to.
    Position {
        seq: u64,
        fen: String,
        sans: Vec<String>,
        turn: Side,
        check: bool,
        legal: Vec<Legal>,
        outcome: Option<OutcomeView>,
        tablebase: Option<Box<TableView>>,
    },
    /// The engine's lines so far (`done`: the search has stopped).
    Analysis {
        seq: u64,
        depth: i32,
        nodes: u64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        nps: Option<u64>,
        lines: Vec<PvLine>,
        done: bool,
    },
    /// A line's SAN.
    Line {
        seq: u64,
        moves: Vec<String>,
        sans: Vec<String>,
    },
    /// The server's analyses are all taken; the position is shown without one.
    Busy { seq: u64, error: String },
    Error {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        seq: Option<u64>,
        /// The move of the line sent that the rules refuse, counted from 1 (none when the
        /// line's start or the message itself is wrong).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        ply: Option<u32>,
        error: String,
        /// What went wrong, for a page to say in its reader's language: `illegal-move` (at
        /// `ply`), `bad-fen` (with `problem`), `too-long`, `too-many` or `failed`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        code: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        problem: Option<FenProblemView>,
    },
}

impl GameMessage {
    pub fn text(&self) -> String {
        serde_json::to_string(self).expect("a game message serializes")
    }
}

impl AnalysisMessage {
    pub fn text(&self) -> String {
        serde_json::to_string(self).expect("an analysis message serializes")
    }
}

/// A challenge waiting for its answer, as its two players see it (`GET /api/challenges`, and
/// the `challenges` event of `/api/me/events`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct ChallengeView {
    /// The challenge's game.
    pub id: String,
    pub challenger: String,
    pub challenged: String,
    pub variant: String,
    pub variant_name: String,
    /// The clock in words (`5+3`, `3 days a move`, `no clock`).
    pub time_control: String,
    pub rated: bool,
    /// The colour the challenged player plays (a random choice is made when the challenge is).
    pub color: Side,
    /// Where the game is played (and where the challenger waits).
    pub game_url: String,
    pub created_at: i64,
}

/// The challenges waiting for an answer: sent to the asker, and made by them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct ChallengeList {
    pub incoming: Vec<ChallengeView>,
    pub outgoing: Vec<ChallengeView>,
}

/// A reason a challenge may be declined with: its word (sent back) and what it says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct DeclineReason {
    pub word: String,
    pub text: String,
}

/// A puzzle as the trainer shows it: the position before the opponent's last move, that move
/// (played first on the board), and what the solver may answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct PuzzleView {
    pub id: String,
    pub variant: String,
    /// The position before the opponent's move.
    pub fen: String,
    /// The opponent's move, shown first.
    pub first: MoveText,
    /// The position the solver plays from.
    pub after: String,
    pub solver: Side,
    /// The solver's moves after the opponent's.
    pub legal: Vec<Legal>,
    /// How many moves the solver makes.
    pub solver_moves: u32,
    /// The puzzle's rating (Glicko-2), rounded.
    pub rating: i64,
    /// Rated tries so far.
    pub plays: i64,
    /// The themes (`mate-in-2`, `fork`, …: `rukh_puzzles::THEMES`).
    pub themes: Vec<String>,
    pub up: i64,
    pub down: i64,
    /// The game the position comes from, in English as the finder wrote it.
    pub source: String,
}

/// Where a solver stands after a move (`right`: the opponent has answered, go on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PuzzleStatus {
    Right,
    Solved,
    Wrong,
}

/// A puzzle rating as a browser keeps it for a visitor without an account.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct BrowserRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
}

/// What a finished try did to the solver's rating.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct PuzzleResult {
    /// False when the try was not rated (tried before, or not asked to be rated).
    pub rated: bool,
    pub solved: bool,
    pub before: i64,
    pub after: i64,
    pub diff: i64,
    pub provisional: bool,
    /// The puzzle's rating after the try.
    pub puzzle_rating: i64,
    /// The new rating for the browser to keep (a visitor without an account).
    pub browser: Option<BrowserRating>,
}

/// The answer to a solver's move (`POST /api/training/puzzles/ID/play`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct PuzzleVerdict {
    pub status: PuzzleStatus,
    /// The opponent's answer, when the line goes on.
    pub reply: Option<MoveText>,
    /// The position now.
    pub fen: String,
    /// Every move in SAN from the puzzle's position, the opponent's first.
    pub sans: Vec<String>,
    /// The solver's moves now (none when the try is over).
    pub legal: Vec<Legal>,
    /// The rating's change, when the try ended.
    pub result: Option<PuzzleResult>,
}

/// A puzzle's whole line (`POST /api/training/puzzles/ID/solution`: asking gives the try up).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct PuzzleSolution {
    /// Every move from the puzzle's position, the opponent's first.
    pub moves: Vec<MoveText>,
    /// The position after each of them.
    pub fens: Vec<String>,
    pub result: Option<PuzzleResult>,
}

/// The TypeScript declarations of every type above, as `web/src/wire.ts` holds them.
pub fn typescript() -> String {
    use ts_rs::Config;
    let cfg = Config::new().with_large_int("number");
    let mut out = String::from(
        "// Generated from crates/web/src/wire.rs by `RUKH_WRITE_WIRE=1 cargo test -p rukh-web wire`:\n\
         // do not edit; change the Rust types and regenerate.\n\n",
    );
    let decls = [
        PieceInfo::decl(&cfg),
        VariantInfo::decl(&cfg),
        ApiErrorBody::decl(&cfg),
        Side::decl(&cfg),
        GameStatus::decl(&cfg),
        ClockKind::decl(&cfg),
        ClaimKind::decl(&cfg),
        LastMove::decl(&cfg),
        Legal::decl(&cfg),
        MoveRow::decl(&cfg),
        ChatRow::decl(&cfg),
        SeatRating::decl(&cfg),
        Ratings::decl(&cfg),
        Seat::decl(&cfg),
        Clock::decl(&cfg),
        GameView::decl(&cfg),
        GameSummary::decl(&cfg),
        LobbyLists::decl(&cfg),
        SeatTaken::decl(&cfg),
        RematchReply::decl(&cfg),
        MoveGrade::decl(&cfg),
        Accuracy::decl(&cfg),
        SeekCancelled::decl(&cfg),
        Me::decl(&cfg),
        ImportedGame::decl(&cfg),
        RefusedGame::decl(&cfg),
        ImportReport::decl(&cfg),
        FenProblemView::decl(&cfg),
        PositionCheck::decl(&cfg),
        PhaseStat::decl(&cfg),
        MovePercentiles::decl(&cfg),
        Metrics::decl(&cfg),
        MoveMessage::decl(&cfg),
        GameMessage::decl(&cfg),
        Action::decl(&cfg),
        SocketRequest::decl(&cfg),
        AnalysisRequest::decl(&cfg),
        ProblemSummary::decl(&cfg),
        ProblemView::decl(&cfg),
        ProblemStatus::decl(&cfg),
        MoveText::decl(&cfg),
        ProblemVerdict::decl(&cfg),
        ProblemSolution::decl(&cfg),
        ReviewStatus::decl(&cfg),
        ReviewView::decl(&cfg),
        Wdl::decl(&cfg),
        TableMove::decl(&cfg),
        TableView::decl(&cfg),
        OutcomeView::decl(&cfg),
        ScoreView::decl(&cfg),
        PvLine::decl(&cfg),
        AnalysisMessage::decl(&cfg),
        ChallengeView::decl(&cfg),
        ChallengeList::decl(&cfg),
        DeclineReason::decl(&cfg),
        PuzzleView::decl(&cfg),
        PuzzleStatus::decl(&cfg),
        BrowserRating::decl(&cfg),
        PuzzleResult::decl(&cfg),
        PuzzleVerdict::decl(&cfg),
        PuzzleSolution::decl(&cfg),
    ];
    for d in decls {
        out.push_str("export ");
        out.push_str(&d);
        out.push_str("\n\n");
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typescript_is_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/src/wire.ts");
        let made = typescript();
        if std::env::var_os("RUKH_WRITE_WIRE").is_some() {
            std::fs::write(path, &made).expect("write web/src/wire.ts");
            return;
        }
        let stored = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            stored == made,
            "web/src/wire.ts is not what crates/web/src/wire.rs gives: run \
             RUKH_WRITE_WIRE=1 cargo test -p rukh-web wire"
        );
    }

    #[test]
    fn enums_read_back_their_words() {
        for s in GameStatus::ALL {
            assert_eq!(GameStatus::parse(s.as_str()), Some(s));
            assert_eq!(serde_json::to_value(s).unwrap(), s.as_str());
        }
        for k in ClockKind::ALL {
            assert_eq!(ClockKind::parse(k.as_str()), Some(k));
            assert_eq!(serde_json::to_value(k).unwrap(), k.as_str());
        }
        assert_eq!(GameStatus::parse("playing"), None);
        assert_eq!(serde_json::to_value(Side::Black).unwrap(), "black");
    }

    #[test]
    fn a_move_message_for_spectators_ends_with_the_time() {
        let m = MoveMessage {
            ply: 1,
            mv: None,
            fen: String::new(),
            captured: String::new(),
            last_move: None,
            turn: Side::Black,
            check: false,
            status: GameStatus::Active,
            result: None,
            termination: None,
            description: None,
            draw_offer: None,
            takeback_offer: None,
            clock: Clock {
                kind: ClockKind::None,
                white_ms: 0,
                black_ms: 0,
                increment_ms: 0,
                days_per_move: 0,
                running: Some(Side::Black),
                left_ms: None,
                first_move: false,
            },
            server_time: 0,
            claims: None,
            legal: None,
        };
        let text = GameMessage::Move(Box::new(m)).text();
        assert!(text.starts_with("{\"type\":\"move\","), "{text}");
        assert!(text.ends_with("\"server_time\":0}"), "{text}");
    }
}

/// What lichess answers a call that was done: `{"ok": true}` (the bot API, a tournament joined).
#[derive(Serialize, utoipa::ToSchema)]
pub struct Done {
    pub ok: bool,
}

/// Why a challenge is declined: one of lichess's words (`GET /api/challenges/reasons`).
#[derive(Deserialize, Default, utoipa::ToSchema)]
pub struct DeclineBody {
    #[serde(default)]
    pub reason: Option<String>,
}
