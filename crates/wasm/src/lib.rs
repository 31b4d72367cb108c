//! Rukh for JavaScript: the rules of the Shatranj family (legal moves with their SAN, FEN in and
//! out, outcomes with their rule, perft) and the engine's search, compiled to WebAssembly with
//! wasm-bindgen. `web/wasm/` is the npm package built from it (`tools/build-wasm.sh`).
//!
//! Every entry point reports bad input (an unknown game, a malformed variant file, FEN or move,
//! an option out of range) as a JavaScript `Error` whose message says what and where; none
//! panics on input.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rukh_engine::search::{Limits, Score, Searcher};
use rukh_engine::words::LineWords;
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_rules::{Color, Position, Variant, coord, san};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** How a game ended. */
export interface Outcome {
  /** "white", "black", or null for a draw. */
  winner: "white" | "black" | null;
  /** The rule that ended it: "checkmate", "stalemate", "bare-king", "repetition", ... */
  reason: string;
  /** Parsi's grade of victory, where there is one. */
  grade: string | null;
  /** In words: "White wins: Black is checkmated". */
  text: string;
}

/** A legal move: its coordinates (as UCI writes them), its SAN, and for a board its squares,
 * the letter of the man a pawn becomes and the square of Parsi's bonus move. */
export interface LegalMove {
  uci: string;
  san: string;
  from: string;
  to: string;
  promotion: string | null;
  bonus: string | null;
}

/** One line of a search (MultiPV gives several, the best first). */
export interface SearchLine {
  /** 1 for the best line. */
  multipv: number;
  depth: number;
  /** Centipawns from the side to move's view, or null when the line mates. */
  cp: number | null;
  /** Moves to the mate (negative: the side to move is mated), or null. */
  mate: number | null;
  /** The line in coordinates, and in SAN. */
  pv: string[];
  san: string[];
  nodes: number;
}

/** What a search found. */
export interface SearchResult {
  /** The move to play (coordinates), or null when the game is over. */
  bestmove: string | null;
  san: string | null;
  lines: SearchLine[];
  nodes: number;
  /** Milliseconds the search took. */
  time: number;
}

/** Limits of a search; at least one should be given (the default is depth 8). */
export interface SearchOptions {
  depth?: number;
  /** Milliseconds. */
  movetime?: number;
  nodes?: number;
  /** Lines to find, 1 to 10 (default 1). */
  multipv?: number;
}
"#;

thread_local! {
    /// The message of the last panic, for [`last_panic`].
    static LAST_PANIC: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Keeps each panic's message (with where it happened) for [`last_panic`]: a panic in
/// WebAssembly ends the call with a bare `RuntimeError: unreachable`, which says nothing.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        let text = info.to_string();
        LAST_PANIC.with(|p| *p.borrow_mut() = Some(text));
    }));
}

/// What the last panic said, if one happened: after a call failed with a `RuntimeError`, the
/// caller reports this and starts a fresh instance (the old one's state is lost).
#[wasm_bindgen(js_name = lastPanic)]
pub fn last_panic() -> Option<String> {
    LAST_PANIC.with(|p| p.borrow().clone())
}

/// Panics with `message`: lets the package's tests (and a page's own) check that a panic is
/// caught, reported by [`last_panic`], and leaves the module usable. No other call is known to
/// panic.
#[doc(hidden)]
#[wasm_bindgen(js_name = __panicForTests)]
pub fn panic_for_tests(message: &str) {
    panic!("{message}");
}

/// The ids of the built-in games.
#[wasm_bindgen]
pub fn variants() -> Vec<String> {
    BUILTIN_IDS.iter().map(|s| (*s).to_owned()).collect()
}

/// A built-in game by its id, or a game described by a variant file's text (TOML).
fn variant_of(spec: &str) -> Result<Arc<Variant>, JsError> {
    let spec = spec.trim();
    if spec.contains('\n') || spec.contains('=') {
        return Variant::from_toml(spec).map_err(|e| JsError::new(&format!("variant file: {e}")));
    }
    builtin(spec).map_err(|_| {
        JsError::new(&format!(
            "no game '{}': give one of {} or a variant file's text",
            excerpt(spec),
            BUILTIN_IDS.join(", ")
        ))
    })
}

/// At most 40 characters of what was given, for an error message.
fn excerpt(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

#[derive(Serialize)]
struct OutcomeView {
    winner: Option<&'static str>,
    reason: &'static str,
    grade: Option<&'static str>,
    text: String,
}

#[derive(Serialize)]
struct LegalMove {
    uci: String,
    san: String,
    /// The squares (for a board): where the man stands and where it goes.
    from: String,
    to: String,
    /// The letter of the man a pawn becomes, and the square of Parsi's bonus move.
    promotion: Option<String>,
    bonus: Option<String>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum PositionCheck {
    Ok {
        ok: bool,
        fen: String,
        turn: &'static str,
        check: bool,
        legal_moves: usize,
        outcome: Option<CheckOutcome>,
    },
    Refused {
        ok: bool,
        error: String,
        problem: FenProblemView,
    },
}

/// What is wrong with a FEN by parts, as the site's `/api/positions/check` gives it (its
/// `FenProblemView`): for the page to say it in its reader's language.
#[derive(Serialize)]
struct FenProblemView {
    field: &'static str,
    at: usize,
    found: Option<String>,
    code: &'static str,
    args: std::collections::BTreeMap<&'static str, FenArgValue>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum FenArgValue {
    Num(i64),
    Text(String),
}

impl FenProblemView {
    fn of(e: &rukh_rules::FenError) -> FenProblemView {
        FenProblemView {
            field: e.field.code(),
            at: e.offset + 1,
            found: e.found.map(String::from),
            code: e.problem.code(),
            args: e
                .problem
                .args()
                .into_iter()
                .map(|(name, a)| {
                    let v = match a {
                        rukh_rules::FenArg::Num(n) => FenArgValue::Num(n),
                        rukh_rules::FenArg::Side(c) => FenArgValue::Text(c.to_string()),
                        rukh_rules::FenArg::Notation(t) => FenArgValue::Text(t),
                    };
                    (name, v)
                })
                .collect(),
        }
    }
}

#[derive(Serialize)]
struct CheckOutcome {
    result: String,
    termination: String,
    description: String,
}

/// Checks a position as the site's editor does (the same answer as its `/api/positions/check`):
/// `{ ok: true, fen (canonical), turn, check, legal_moves, outcome }` or `{ ok: false, error }`.
#[wasm_bindgen(js_name = checkPosition)]
pub fn check_position(variant: &str, fen: &str) -> Result<JsValue, JsError> {
    let v = variant_of(variant)?;
    let answer = match Position::from_fen(&v, fen) {
        Ok(pos) => PositionCheck::Ok {
            ok: true,
            fen: pos.fen(),
            turn: color_name(pos.turn()),
            check: pos.in_check(),
            legal_moves: pos.legal_moves().len(),
            outcome: pos.outcome().map(|o| CheckOutcome {
                result: o.result().to_string(),
                termination: o.termination(),
                description: o.describe(),
            }),
        },
        Err(e) => PositionCheck::Refused {
            ok: false,
            error: e.to_string(),
            problem: FenProblemView::of(&e),
        },
    };
    to_js(&answer)
}

/// Where the man on `square` could go in a move made ahead (a premove) by `color` while the
/// other side is to move in `fen`: its moves as if it were `color`'s turn now, and every square
/// it attacks that no man of its own holds (a man of the other side may come there). The server
/// judges the move when the turn comes; these are the squares a board offers.
#[wasm_bindgen(js_name = premoveDests)]
pub fn premove_dests(
    variant: &str,
    fen: &str,
    color: &str,
    square: &str,
) -> Result<Vec<String>, JsError> {
    let v = variant_of(variant)?;
    let us = match color {
        "white" => Color::White,
        "black" => Color::Black,
        _ => return Err(JsError::new("color: give white or black")),
    };
    let pos = Position::from_fen(&v, fen)
        .map_err(|e| JsError::new(&format!("FEN '{}': {e}", excerpt(fen))))?;
    let g = v.geometry;
    let Some(from) = g.parse_square(square) else {
        return Err(JsError::new(&format!(
            "square '{}': not a square of {}",
            excerpt(square),
            v.name
        )));
    };
    let Some(piece) = pos.piece_at(from).filter(|p| p.color == us) else {
        return Ok(Vec::new());
    };
    let mut out: Vec<rukh_rules::Square> = Vec::new();
    // The moves as if it were this side's turn (where such a position is one).
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.len() >= 2 {
        fields[1] = if us == Color::White { "w" } else { "b" };
        if let Ok(turned) = Position::from_fen(&v, &fields.join(" ")) {
            for &m in turned.legal_moves().iter().filter(|m| m.from() == from) {
                if !out.contains(&m.to()) {
                    out.push(m.to());
                }
            }
        }
    }
    let own = pos.by_color(us);
    for to in pos.attacks_from(us, piece.kind, from, pos.occupied()) {
        if !own.contains(to) && !out.contains(&to) {
            out.push(to);
        }
    }
    Ok(out.into_iter().map(|sq| g.name(sq).to_string()).collect())
}

/// A game in progress: a position of one of the family's games, and the moves played to it.
#[wasm_bindgen]
pub struct Game {
    pos: Position,
}

#[wasm_bindgen]
impl Game {
    /// A game of `variant` (a built-in id such as "shatranj", or a variant file's text) from its
    /// start, or from `fen`.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str, fen: Option<String>) -> Result<Game, JsError> {
        let v = variant_of(variant)?;
        let pos = match fen.as_deref().map(str::trim) {
            None | Some("") | Some("startpos") => v.start_position(),
            Some(f) => Position::from_fen(&v, f)
                .map_err(|e| JsError::new(&format!("FEN '{}': {e}", excerpt(f))))?,
        };
        Ok(Game { pos })
    }

    /// The game's id ("shatranj", or the variant file's own).
    #[wasm_bindgen(getter)]
    pub fn variant(&self) -> String {
        self.pos.variant().id.clone()
    }

    /// The position in FEN.
    pub fn fen(&self) -> String {
        self.pos.fen()
    }

    /// "white" or "black": the side to move.
    #[wasm_bindgen(getter)]
    pub fn turn(&self) -> String {
        color_name(self.pos.turn()).to_owned()
    }

    /// Whether the side to move stands in check.
    #[wasm_bindgen(js_name = inCheck)]
    pub fn in_check(&self) -> bool {
        self.pos.in_check()
    }

    /// The legal moves with their SAN (none once the game is over).
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "LegalMove[]")]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        let list: Vec<LegalMove> = self
            .pos
            .legal_moves()
            .iter()
            .map(|&m| {
                let g = self.pos.variant().geometry;
                LegalMove {
                    uci: coord(&self.pos, m).to_string(),
                    san: san(&self.pos, m),
                    from: g.name(m.from()).to_string(),
                    to: g.name(m.to()).to_string(),
                    promotion: m
                        .promotion()
                        .map(|k| self.pos.variant().piece(k).letter.to_string()),
                    bonus: m.bonus().map(|b| g.name(b).to_string()),
                }
            })
            .collect();
        to_js(&list)
    }

    /// The legal moves in coordinates, separated by spaces (as ffish.js gives them): the cheap
    /// call for a program that walks many positions (`legalMoves` works out every SAN too).
    #[wasm_bindgen(js_name = legalMovesUci)]
    pub fn legal_moves_uci(&self) -> String {
        let mut out = String::new();
        for &m in self.pos.legal_moves().iter() {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&coord(&self.pos, m).to_string());
        }
        out
    }

    /// The SAN of a legal move given in coordinates or SAN, without playing it.
    pub fn san(&self, mv: &str) -> Result<String, JsError> {
        let m = self.parse(mv)?;
        Ok(san(&self.pos, m))
    }

    /// Plays a legal move, given in coordinates ("e2e3") or SAN ("e3", "Rxd8+"); answers its
    /// SAN. An illegal or malformed move is refused with the reason and changes nothing.
    pub fn play(&mut self, mv: &str) -> Result<String, JsError> {
        let m = self.parse(mv)?;
        let text = san(&self.pos, m);
        self.pos.play_unchecked(m);
        Ok(text)
    }

    /// Takes the last move back; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.pos.undo().is_some()
    }

    /// How the game ended, or null while it goes on.
    #[wasm_bindgen(unchecked_return_type = "Outcome | null")]
    pub fn outcome(&self) -> Result<JsValue, JsError> {
        match self.pos.outcome() {
            None => Ok(JsValue::NULL),
            Some(o) => to_js(&OutcomeView {
                winner: o.winner.map(color_name),
                reason: o.reason.name(),
                grade: o.grade.map(|g| g.name()),
                text: o.describe(),
            }),
        }
    }

    /// The number of move sequences of `depth` plies from here (the rules' standard count).
    pub fn perft(&mut self, depth: u32) -> Result<f64, JsError> {
        if depth > 12 {
            return Err(JsError::new("perft: give a depth of at most 12"));
        }
        Ok(rukh_rules::perft::perft(&mut self.pos, depth) as f64)
    }

    fn parse(&self, mv: &str) -> Result<rukh_rules::Move, JsError> {
        let mv = mv.trim();
        self.pos
            .parse_move(mv)
            .map_err(|e| JsError::new(&format!("move '{}': {e}", excerpt(mv))))
    }
}

/// The search limits of a `SearchOptions` object (depth 8 when none is given).
fn limits_of(options: JsValue) -> Result<Limits, JsError> {
    let o: SearchOptions = if options.is_undefined() || options.is_null() {
        SearchOptions::default()
    } else {
        serde_wasm_bindgen::from_value(options)
            .map_err(|e| JsError::new(&format!("search options: {e}")))?
    };
    let multipv = o.multipv.unwrap_or(1);
    if !(1..=10).contains(&multipv) {
        return Err(JsError::new("multipv: give 1 to 10 lines"));
    }
    let positive = |name: &str, v: Option<f64>| -> Result<Option<f64>, JsError> {
        match v {
            Some(x) if !(x.is_finite() && x > 0.0) => Err(JsError::new(&format!(
                "{name}: give a number greater than 0"
            ))),
            _ => Ok(v),
        }
    };
    let movetime = positive("movetime", o.movetime)?;
    let nodes = positive("nodes", o.nodes)?;
    if o.depth.is_some_and(|d| !(1..=64).contains(&d)) {
        return Err(JsError::new("depth: give 1 to 64"));
    }
    Ok(Limits {
        depth: o
            .depth
            .or((movetime.is_none() && nodes.is_none()).then_some(8)),
        nodes: nodes.map(|n| n as u64),
        movetime: movetime.map(|ms| std::time::Duration::from_micros((ms * 1000.0) as u64)),
        multipv,
        ..Limits::default()
    })
}

#[derive(Serialize)]
struct LineView {
    multipv: usize,
    depth: u32,
    cp: Option<i32>,
    mate: Option<i32>,
    pv: Vec<String>,
    san: Vec<String>,
    nodes: f64,
}

#[derive(Serialize)]
struct SearchView {
    bestmove: Option<String>,
    san: Option<String>,
    lines: Vec<LineView>,
    nodes: f64,
    time: f64,
}

#[derive(serde::Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct SearchOptions {
    depth: Option<u32>,
    movetime: Option<f64>,
    nodes: Option<f64>,
    multipv: Option<usize>,
}

/// The engine: one search at a time, with its own hash table.
#[wasm_bindgen]
pub struct Engine {
    searcher: Searcher,
}

#[wasm_bindgen]
impl Engine {
    /// An engine with a hash table of `hash_mb` megabytes (1 to 1024; default 16).
    #[wasm_bindgen(constructor)]
    pub fn new(hash_mb: Option<usize>) -> Result<Engine, JsError> {
        let mb = hash_mb.unwrap_or(16);
        if !(1..=1024).contains(&mb) {
            return Err(JsError::new("hash: give 1 to 1024 megabytes"));
        }
        Ok(Engine {
            searcher: Searcher::new(mb),
        })
    }

    /// Forgets what earlier searches learned (a new game).
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) {
        self.searcher.clear();
    }

    /// Searches the game's position within the options' limits and answers the best move and
    /// the lines found.
    #[wasm_bindgen(unchecked_return_type = "SearchResult")]
    pub fn search(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_param_type = "SearchOptions | undefined")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        let limits = limits_of(options)?;
        let pos = &game.pos;
        let mut lines: Vec<LineView> = Vec::new();
        let (best, last) =
            self.searcher
                .search(pos, &limits, Arc::new(AtomicBool::new(false)), |info| {
                    let view = line_view(pos, info);
                    match lines.iter_mut().find(|l| l.multipv == view.multipv) {
                        Some(l) => *l = view,
                        None => lines.push(view),
                    }
                });
        lines.sort_by_key(|l| l.multipv);
        let (nodes, time) = last.as_ref().map_or((0.0, 0.0), |i| {
            (i.nodes as f64, i.time.as_secs_f64() * 1000.0)
        });
        to_js(&SearchView {
            bestmove: best.map(|m| coord(pos, m).to_string()),
            san: best.map(|m| san(pos, m)),
            lines,
            nodes,
            time,
        })
    }
}

#[wasm_bindgen]
impl Engine {
    /// Analyses the game's position as the site's analysis board shows it: after every depth
    /// (and every line of it, with MultiPV) `on_depth` is called with `{ depth, nodes, nps,
    /// lines }`, each line `{ multipv, score, san, moves }` and its score from White's side
    /// (`{ cp, text: "+0.35" }` or `{ mate, how, winner, text: "mate in 3" }`). Answers the
    /// last such report.
    pub fn analyse(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_param_type = "SearchOptions | undefined")] options: JsValue,
        on_depth: &js_sys::Function,
    ) -> Result<JsValue, JsError> {
        let limits = limits_of(options)?;
        let pos = &game.pos;
        let mut lines: Vec<BoardLine> = Vec::new();
        let mut last = JsValue::NULL;
        let mut failed = None;
        self.searcher
            .search(pos, &limits, Arc::new(AtomicBool::new(false)), |info| {
                let line = board_line(pos, info);
                match lines.iter_mut().find(|l| l.multipv == line.multipv) {
                    Some(l) => *l = line,
                    None => lines.push(line),
                }
                lines.sort_by_key(|l| l.multipv);
                let secs = info.time.as_secs_f64();
                let report = BoardReport {
                    depth: info.depth,
                    nodes: info.nodes as f64,
                    nps: if secs > 0.0 {
                        (info.nodes as f64 / secs).round()
                    } else {
                        0.0
                    },
                    lines: &lines,
                };
                match to_js(&report) {
                    Ok(v) => {
                        if let Err(e) = on_depth.call1(&JsValue::NULL, &v) {
                            failed.get_or_insert(e);
                        }
                        last = v;
                    }
                    Err(e) => {
                        failed.get_or_insert(JsValue::from(e));
                    }
                }
            });
        match failed {
            Some(e) => Err(JsError::new(&format!(
                "the analysis callback failed: {}",
                e.as_string().unwrap_or_else(|| format!("{e:?}"))
            ))),
            None => Ok(last),
        }
    }
}

#[derive(Serialize)]
struct BoardReport<'a> {
    depth: u32,
    nodes: f64,
    nps: f64,
    lines: &'a [BoardLine],
}

#[derive(Serialize)]
struct BoardScore {
    #[serde(skip_serializing_if = "Option::is_none")]
    cp: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    mate: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    how: Option<&'static str>,
    text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    winner: Option<&'static str>,
}

#[derive(Serialize)]
struct BoardLine {
    multipv: usize,
    score: BoardScore,
    san: Vec<String>,
    moves: Vec<String>,
}

/// A line as the analysis board shows it: the score from White's side and in words, as the
/// server's analysis gives it (without its endgame tables).
fn board_line(pos: &Position, info: &rukh_engine::search::Info) -> BoardLine {
    let w = LineWords::new(pos, info, None);
    BoardLine {
        multipv: w.multipv,
        score: BoardScore {
            cp: w.score.cp,
            mate: w.score.mate,
            how: w.score.how,
            text: w.score.text,
            winner: w.score.winner.map(|c| match c {
                Color::White => "White",
                Color::Black => "Black",
            }),
        },
        san: w.line.sans,
        moves: w.line.coords,
    }
}

/// A line as searched: the score from the side to move, as UCI gives it.
fn line_view(pos: &Position, info: &rukh_engine::search::Info) -> LineView {
    let w = LineWords::new(pos, info, None);
    let (cp, mate) = match w.searched {
        Score::Cp(c) => (Some(c), None),
        Score::Mate(n) => (None, Some(n)),
    };
    LineView {
        multipv: w.multipv,
        depth: w.depth,
        cp,
        mate,
        pv: w.line.coords,
        san: w.line.sans,
        nodes: w.nodes as f64,
    }
}

// The game designer (`/design`): a definition checked as it is typed, a piece's moves drawn from
// its Betza, and the exchange with Fairy-Stockfish's variants.ini.

/// What the designer learns of a definition: compiled, with each piece's value (given or
/// estimated) and a short perft; or where it is wrong.
#[derive(Serialize)]
#[serde(untagged)]
enum DesignCheck {
    Ok {
        ok: bool,
        /// The definition as read (the form's fields).
        definition: Box<rukh_rules::variant::Definition>,
        /// Each piece's value as the engine will use it, by letter.
        values: Vec<(String, i32)>,
        /// Move paths from the start, depth 1, 2 (and 3 where depth 2 stays small).
        perft: Vec<f64>,
        legal_moves: usize,
    },
    Refused {
        ok: bool,
        /// Which part is wrong: `toml`, `id`, `board`, `pieces`, `piece`, `betza`, `letter`,
        /// `value`, `start`, `promotion`, `rules` or `definition`.
        part: &'static str,
        /// The piece it concerns, by name, where it is one piece's.
        piece: Option<String>,
        /// The byte of the offending character in that field (Betza), where known.
        offset: Option<usize>,
        message: String,
    },
}

/// Checks a variant file's text as the designer types it: `{ ok: true, definition, values,
/// perft, legal_moves }` or `{ ok: false, part, piece, offset, message }`.
#[wasm_bindgen(js_name = designCheck)]
pub fn design_check(toml: &str) -> Result<JsValue, JsError> {
    use rukh_rules::variant::VariantError;
    let answer = match Variant::from_toml(toml) {
        Ok(v) => {
            let mut pos = v.start_position();
            let mut perft = Vec::new();
            for depth in 1..=3 {
                if depth == 3 && perft.last().is_some_and(|&n: &f64| n > 20_000.0) {
                    break;
                }
                perft.push(rukh_rules::perft::perft(&mut pos, depth) as f64);
            }
            DesignCheck::Ok {
                ok: true,
                definition: Box::new(v.definition.clone()),
                values: v
                    .pieces
                    .iter()
                    .map(|p| (p.letter.to_string(), p.value))
                    .collect(),
                perft,
                legal_moves: pos.legal_moves().len(),
            }
        }
        Err(e) => {
            let message = e.to_string();
            let (part, piece, offset) = match &e {
                VariantError::Toml(_) => ("toml", None, None),
                VariantError::Betza { piece, source, .. } => {
                    ("betza", Some(piece.clone()), Some(source.offset))
                }
                VariantError::Start(_) => ("start", None, None),
                VariantError::Rules(_) => ("rules", None, None),
                VariantError::Invalid { part, piece, .. } => (part.as_str(), piece.clone(), None),
                _ => ("definition", None, None),
            };
            DesignCheck::Refused {
                ok: false,
                part,
                piece,
                offset,
                message,
            }
        }
    };
    to_js(&answer)
}

#[derive(Serialize)]
#[serde(untagged)]
enum ReachView {
    Ok {
        ok: bool,
        /// The square the piece stands on, (file, rank) from 0.
        from: (u8, u8),
        moves: Vec<(u8, u8)>,
        captures: Vec<(u8, u8)>,
        initial: Vec<(u8, u8)>,
        /// Its value as the engine would estimate it on this board.
        estimate: i32,
    },
    Refused {
        ok: bool,
        offset: usize,
        message: String,
    },
}

/// Where a piece moving by `betza` reaches from the middle of an empty `files` x `ranks` board
/// (a pawn from its second rank): `{ ok: true, from, moves, captures, initial, estimate }`, or
/// `{ ok: false, offset, message }` for a Betza error.
#[wasm_bindgen(js_name = betzaReach)]
pub fn betza_reach(betza: &str, files: u8, ranks: u8, pawn: bool) -> Result<JsValue, JsError> {
    if !(1..=16).contains(&files) || !(1..=16).contains(&ranks) {
        return Err(JsError::new("a board has 1 to 16 files and ranks"));
    }
    let answer = match rukh_rules::betza::parse(betza) {
        Ok(moves) => {
            let from = (
                (files - 1) / 2,
                if pawn {
                    1.min(ranks - 1)
                } else {
                    (ranks - 1) / 2
                },
            );
            let r = rukh_rules::betza::reach(&moves, files, ranks, from);
            ReachView::Ok {
                ok: true,
                from,
                moves: r.moves,
                captures: r.captures,
                initial: r.initial,
                estimate: rukh_rules::betza::estimate_value(&moves, files, ranks),
            }
        }
        Err(e) => ReachView::Refused {
            ok: false,
            offset: e.offset,
            message: e.to_string(),
        },
    };
    to_js(&answer)
}

#[derive(Serialize)]
struct FsfImportView {
    section: String,
    toml: String,
    warnings: Vec<String>,
}

/// Reads a Fairy-Stockfish `variants.ini` section (the first, or the one named) as a Rukh
/// variant file: `{ section, toml, warnings }` (each setting that could not be expressed).
#[wasm_bindgen(js_name = fsfImport)]
pub fn fsf_import(text: &str, section: Option<String>) -> Result<JsValue, JsError> {
    let imported = rukh_rules::variant::fsf::import(text, section.as_deref(), "the text given")
        .map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&FsfImportView {
        section: imported.section,
        toml: imported.toml,
        warnings: imported.warnings,
    })
}

#[derive(Serialize)]
struct FsfExportView {
    ini: String,
    approximations: Vec<String>,
}

/// Writes a game (a variant file's text) as a Fairy-Stockfish section: `{ ini, approximations }`.
#[wasm_bindgen(js_name = fsfExport)]
pub fn fsf_export(toml: &str) -> Result<JsValue, JsError> {
    let v = Variant::from_toml(toml).map_err(|e| JsError::new(&format!("variant file: {e}")))?;
    let name = rukh_rules::variant::fsf::export_name(&v.id);
    let out = rukh_rules::variant::fsf::export(&v, &name);
    to_js(&FsfExportView {
        ini: out.ini,
        approximations: out.approximations,
    })
}
