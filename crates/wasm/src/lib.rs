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
use rukh_rules::pgn::{self, Notation};
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_rules::{Color, Position, Variant, coord, san, san_list};
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

/// A network's address for an error message: whole up to 200 characters, else its last 200
/// (the file's name is what the reader needs, and a deep install directory must not hide it).
fn address_excerpt(s: &str) -> String {
    let n = s.chars().count();
    if n <= 200 {
        return s.to_string();
    }
    let tail: String = s.chars().skip(n - 200).collect();
    format!("…{tail}")
}

/// A string argument, or a `TypeError` naming the parameter: wasm-bindgen's own conversion
/// trusts the caller (a number where a string belongs reads memory it should not).
fn text(value: JsValue, name: &str) -> Result<String, JsValue> {
    value
        .as_string()
        .ok_or_else(|| wrong_type(&value, name, "a string"))
}

/// An optional string argument (`undefined` or `null` for none).
fn text_or_none(value: JsValue, name: &str) -> Result<Option<String>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    text(value, name).map(Some)
}

/// A whole-number argument within `range`, or a `TypeError` (not a number) or a `RangeError`.
fn whole(
    value: &JsValue,
    name: &str,
    range: std::ops::RangeInclusive<u32>,
) -> Result<u32, JsValue> {
    let n = value
        .as_f64()
        .ok_or_else(|| wrong_type(value, name, "a number"))?;
    if n.fract() != 0.0 || n < f64::from(*range.start()) || n > f64::from(*range.end()) {
        return Err(js_sys::RangeError::new(&format!(
            "{name}: give a whole number from {} to {}, not {n}",
            range.start(),
            range.end()
        ))
        .into());
    }
    Ok(n as u32)
}

/// The `TypeError` for an argument of the wrong type.
fn wrong_type(value: &JsValue, name: &str, wanted: &str) -> JsValue {
    let got = if value.is_null() {
        "null".to_owned()
    } else if js_sys::Array::is_array(value) {
        "an array".to_owned()
    } else {
        value.js_typeof().as_string().unwrap_or_default()
    };
    js_sys::TypeError::new(&format!("{name}: give {wanted}, not {got}")).into()
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
pub fn check_position(
    #[wasm_bindgen(unchecked_param_type = "string")] variant: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<JsValue, JsValue> {
    let v = variant_of(&text(variant, "variant")?)?;
    let fen = text(fen, "fen")?;
    let answer = match Position::from_fen(&v, &fen) {
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
    Ok(to_js(&answer)?)
}

/// Where the man on `square` could go in a move made ahead (a premove) by `color` while the
/// other side is to move in `fen`: its moves as if it were `color`'s turn now, and every square
/// it attacks that no man of its own holds (a man of the other side may come there). The server
/// judges the move when the turn comes; these are the squares a board offers.
#[wasm_bindgen(js_name = premoveDests)]
pub fn premove_dests(
    #[wasm_bindgen(unchecked_param_type = "string")] variant: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] color: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] square: JsValue,
) -> Result<Vec<String>, JsValue> {
    let v = variant_of(&text(variant, "variant")?)?;
    let fen = text(fen, "fen")?;
    let square = text(square, "square")?;
    let us = match text(color, "color")?.as_str() {
        "white" => Color::White,
        "black" => Color::Black,
        _ => return Err(JsError::new("color: give white or black").into()),
    };
    let pos = Position::from_fen(&v, &fen)
        .map_err(|e| JsError::new(&format!("FEN '{}': {e}", excerpt(&fen))))?;
    let g = v.geometry;
    let Some(from) = g.parse_square(&square) else {
        return Err(JsError::new(&format!(
            "square '{}': not a square of {}",
            excerpt(&square),
            v.name
        ))
        .into());
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

/// A game in progress: a position of one of the family's games, the moves played to it from
/// where it was set up, and the tags its PGN carries.
#[wasm_bindgen]
pub struct Game {
    pos: Position,
    /// Where the moves start: the game's start, or the FEN it was given (`setFen`).
    start: Position,
    tags: Vec<(String, String)>,
}

#[wasm_bindgen]
impl Game {
    /// A game of `variant` (a built-in id such as "shatranj", or a variant file's text) from its
    /// start, or from `fen`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] variant: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string")] fen: JsValue,
    ) -> Result<Game, JsValue> {
        let v = variant_of(&text(variant, "variant")?)?;
        let pos = position_of(&v, text_or_none(fen, "fen")?.as_deref())?;
        Ok(Game {
            start: pos.clone(),
            pos,
            tags: Vec::new(),
        })
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

    /// Sets the position from `fen` (the start when empty or "startpos"): the moves played so
    /// far are forgotten, and the game goes on from there. A malformed FEN is refused with
    /// what is wrong and changes nothing.
    #[wasm_bindgen(js_name = setFen)]
    pub fn set_fen(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    ) -> Result<(), JsValue> {
        let fen = text(fen, "fen")?;
        let pos = position_of(self.pos.variant(), Some(&fen))?;
        self.start = pos.clone();
        self.pos = pos;
        Ok(())
    }

    /// Back to the game's start position, the moves forgotten.
    pub fn reset(&mut self) {
        self.pos = self.pos.variant().start_position();
        self.start = self.pos.clone();
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
        let g = self.pos.variant().geometry;
        let list: Vec<LegalMove> = san_list(&self.pos)
            .into_iter()
            .map(|(m, san)| LegalMove {
                uci: coord(&self.pos, m).to_string(),
                san,
                from: g.name(m.from()).to_string(),
                to: g.name(m.to()).to_string(),
                promotion: m
                    .promotion()
                    .map(|k| self.pos.variant().piece(k).letter.to_string()),
                bonus: m.bonus().map(|b| g.name(b).to_string()),
            })
            .collect();
        // A JSON text parsed by the engine of JavaScript makes the objects about three times
        // as fast as building each through the boundary (measured: web/wasm/bench-ffish.mjs).
        let text = serde_json::to_string(&list).map_err(|e| JsError::new(&e.to_string()))?;
        js_sys::JSON::parse(&text).map_err(|_| JsError::new("legal moves: JSON"))
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

    /// The legal moves in SAN, separated by spaces, in the order of `legalMovesUci` (ffish.js's
    /// `legalMovesSan`).
    #[wasm_bindgen(js_name = legalMovesSan)]
    pub fn legal_moves_san(&self) -> String {
        san_list(&self.pos)
            .into_iter()
            .map(|(_, san)| san)
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The SAN of a legal move given in coordinates or SAN, without playing it.
    pub fn san(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<String, JsValue> {
        let m = self.parse(&text(mv, "move")?)?;
        Ok(san(&self.pos, m))
    }

    /// Plays a legal move, given in coordinates ("e2e3") or SAN ("e3", "Rxd8+"); answers its
    /// SAN. An illegal or malformed move is refused with the reason and changes nothing.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<String, JsValue> {
        let m = self.parse(&text(mv, "move")?)?;
        let text = san(&self.pos, m);
        self.pos.play_unchecked(m);
        Ok(text)
    }

    /// Takes the last move back; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.pos.undo().is_some()
    }

    /// The moves played since the game was set up, in coordinates, separated by spaces
    /// (ffish.js's `moveStack`).
    #[wasm_bindgen(js_name = moveStack)]
    pub fn move_stack(&self) -> String {
        self.replay(|p, m| coord(p, m).to_string())
    }

    /// The same moves in SAN, separated by spaces.
    #[wasm_bindgen(js_name = sanStack)]
    pub fn san_stack(&self) -> String {
        self.replay(san)
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
    pub fn perft(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
    ) -> Result<f64, JsValue> {
        let depth = whole(&depth, "depth", 0..=12)?;
        Ok(rukh_rules::perft::perft(&mut self.pos, depth) as f64)
    }

    /// The PGN tags this game carries (as read from a PGN, or set), as an object.
    #[wasm_bindgen(unchecked_return_type = "Record<string, string>")]
    pub fn headers(&self) -> Result<JsValue, JsError> {
        let map: std::collections::BTreeMap<&str, &str> = self
            .tags
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        to_js(&map)
    }

    /// Sets a PGN tag ("White", "Event", ...); an empty value removes it. The tags the moves
    /// decide (Variant, FEN, SetUp, Result, Termination) are written from the game itself.
    #[wasm_bindgen(js_name = setHeader)]
    pub fn set_header(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] key: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] value: JsValue,
    ) -> Result<(), JsValue> {
        let key = text(key, "key")?;
        let value = text(value, "value")?;
        if key.is_empty()
            || key.len() > 64
            || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            return Err(JsError::new(&format!(
                "PGN tag '{}': a tag's name is letters, digits and _",
                excerpt(&key)
            ))
            .into());
        }
        self.tags.retain(|(k, _)| *k != key);
        if !value.is_empty() {
            self.tags.push((key, value));
        }
        Ok(())
    }

    /// The game as PGN: its tags, the moves in SAN (or in coordinates with `"coord"`), and
    /// the result the rules give (or `*` while it goes on).
    pub fn pgn(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "\"san\" | \"coord\"")] notation: JsValue,
    ) -> Result<String, JsValue> {
        let notation = match text_or_none(notation, "notation")?.as_deref() {
            None | Some("san") => Notation::San,
            Some("coord") | Some("uci") => Notation::Coord,
            Some(other) => {
                return Err(JsError::new(&format!(
                    "notation '{}': give \"san\" or \"coord\"",
                    excerpt(other)
                ))
                .into());
            }
        };
        let moves: Vec<rukh_rules::Move> = self.pos.moves_played().collect();
        let mut game = pgn::Game::new(self.start.clone(), moves, self.tags.clone());
        // A result the rules do not decide (a resignation, an agreed draw) is the tag's.
        if game.outcome.is_none()
            && let Some((_, r)) = self.tags.iter().find(|(k, _)| k == "Result")
            && matches!(r.as_str(), "1-0" | "0-1" | "1/2-1/2")
        {
            game.result = r.clone();
        }
        Ok(game.to_pgn(notation))
    }

    fn parse(&self, mv: &str) -> Result<rukh_rules::Move, JsError> {
        let mv = mv.trim();
        self.pos
            .parse_move(mv)
            .map_err(|e| JsError::new(&format!("move '{}': {e}", excerpt(mv))))
    }

    /// The moves played, each written by `write` in its position, separated by spaces.
    fn replay(&self, write: impl Fn(&Position, rukh_rules::Move) -> String) -> String {
        let mut p = self.start.clone();
        let mut out = String::new();
        for m in self.pos.moves_played() {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&write(&p, m));
            p.play_unchecked(m);
        }
        out
    }
}

/// The position of `fen` in `v` (its start when none, empty or "startpos").
fn position_of(v: &Arc<Variant>, fen: Option<&str>) -> Result<Position, JsError> {
    match fen.map(str::trim) {
        None | Some("") | Some("startpos") => Ok(v.start_position()),
        Some(f) => Position::from_fen(v, f)
            .map_err(|e| JsError::new(&format!("FEN '{}': {e}", excerpt(f)))),
    }
}

/// The largest PGN text read at once (a collection of thousands of games is far less).
const MAX_PGN: usize = 64 << 20;

/// Reads every game of a PGN text, each checked against the rules: a `Game` per game, at its
/// last move, its moves on its stack and its tags in `headers()`. A game's `Variant` tag names
/// its game; `variant` is the game of those without one (Shatranj when not given). A game that
/// does not stand up is refused with its number, its line and what is wrong.
#[wasm_bindgen(js_name = readPgn)]
pub fn read_pgn(
    #[wasm_bindgen(unchecked_param_type = "string")] text_in: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string")] variant: JsValue,
) -> Result<Vec<Game>, JsValue> {
    let body = text(text_in, "pgn")?;
    if body.len() > MAX_PGN {
        return Err(JsError::new(&format!(
            "PGN of {} MB: read at most {} MB at a time",
            body.len() >> 20,
            MAX_PGN >> 20
        ))
        .into());
    }
    let default = variant_of(
        text_or_none(variant, "variant")?
            .as_deref()
            .unwrap_or("shatranj"),
    )?;
    let mut out = Vec::new();
    for (i, raw) in pgn::PgnReader::new(body.as_bytes()).enumerate() {
        let raw = raw.map_err(|e| JsError::new(&format!("PGN game {}: {e}", i + 1)))?;
        let game = pgn::check(&raw, &default)
            .map_err(|e| JsError::new(&format!("PGN game {} (line {}): {e}", i + 1, raw.line)))?;
        out.push(Game {
            pos: game.end_position(),
            start: game.start,
            tags: game.tags,
        });
    }
    Ok(out)
}

/// Reads a network (a `.nnue` file's bytes, made by `rukh train`) and plays its game with it
/// from now on, in every engine of this module; answers the game's id.
#[wasm_bindgen(js_name = loadNetwork)]
pub fn load_network(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | ArrayBuffer")] bytes: JsValue,
) -> Result<String, JsValue> {
    let bytes = if bytes.is_instance_of::<js_sys::Uint8Array>()
        || bytes.is_instance_of::<js_sys::ArrayBuffer>()
    {
        js_sys::Uint8Array::new(&bytes).to_vec()
    } else {
        return Err(wrong_type(
            &bytes,
            "network",
            "a Uint8Array or an ArrayBuffer",
        ));
    };
    load_network_bytes(&bytes)
}

fn load_network_bytes(bytes: &[u8]) -> Result<String, JsValue> {
    let net = rukh_engine::nnue::Network::from_bytes(bytes)
        .map_err(|e| JsError::new(&format!("network: {e}")))?;
    let id = net.variant.clone();
    rukh_engine::nnue::install(net);
    Ok(id)
}

/// The bytes at a network's `source` (see [`Engine::with_network`]).
async fn network_bytes(source: JsValue) -> Result<Vec<u8>, JsValue> {
    use js_sys::{Function, Promise, Reflect, Uint8Array};
    use wasm_bindgen_futures::JsFuture;
    if source.is_instance_of::<Uint8Array>() || source.is_instance_of::<js_sys::ArrayBuffer>() {
        return Ok(Uint8Array::new(&source).to_vec());
    }
    // A URL object is read by its address.
    let address = if source.is_object() && !source.is_null() {
        Reflect::get(&source, &"href".into())
            .ok()
            .and_then(|h| h.as_string())
            .ok_or_else(|| {
                wrong_type(&source, "network", "an address, a path, a URL or the bytes")
            })?
    } else {
        text(source, "network")?
    };
    let global = js_sys::global();
    let call = |f: &JsValue, this: &JsValue, arg: &JsValue| -> Result<JsValue, JsValue> {
        f.dyn_ref::<Function>()
            .ok_or_else(|| JsValue::from(JsError::new("network: cannot be read here")))?
            .call1(this, arg)
    };
    // Node reads a path or a file: URL from the disk (its fetch takes no files).
    let node_fs = Reflect::get(&global, &"process".into())
        .ok()
        .filter(|p| p.is_object())
        .and_then(|p| {
            let get = Reflect::get(&p, &"getBuiltinModule".into()).ok()?;
            call(&get, &p, &"fs".into()).ok()
        })
        .filter(|fs| fs.is_object());
    let web = address.starts_with("http://") || address.starts_with("https://");
    let buffer = if let (Some(fs), false) = (node_fs, web) {
        let promises = Reflect::get(&fs, &"promises".into())?;
        let read = Reflect::get(&promises, &"readFile".into())?;
        let path: JsValue = if address.starts_with("file:") {
            let url = Reflect::get(&global, &"URL".into())?;
            Reflect::construct(
                url.unchecked_ref::<Function>(),
                &js_sys::Array::of1(&address.clone().into()),
            )?
        } else {
            address.clone().into()
        };
        JsFuture::from(Promise::from(call(&read, &promises, &path)?))
            .await
            .map_err(|e| read_failed(&address, &e))?
    } else {
        let fetch = Reflect::get(&global, &"fetch".into())?;
        let response = JsFuture::from(Promise::from(call(
            &fetch,
            &global,
            &address.clone().into(),
        )?))
        .await
        .map_err(|e| read_failed(&address, &e))?;
        if !Reflect::get(&response, &"ok".into())?.is_truthy() {
            let status = Reflect::get(&response, &"status".into())?
                .as_f64()
                .unwrap_or(0.0);
            return Err(JsError::new(&format!(
                "network {}: the server answered {status}",
                address_excerpt(&address)
            ))
            .into());
        }
        let take = Reflect::get(&response, &"arrayBuffer".into())?;
        let f = take
            .dyn_ref::<Function>()
            .ok_or_else(|| JsValue::from(JsError::new("network: not a response")))?;
        JsFuture::from(Promise::from(f.call0(&response)?))
            .await
            .map_err(|e| read_failed(&address, &e))?
    };
    Ok(Uint8Array::new(&buffer).to_vec())
}

/// The error for a network that could not be read, with the reason given.
fn read_failed(address: &str, e: &JsValue) -> JsValue {
    let why = thrown_message(e);
    JsError::new(&format!(
        "network {}: cannot read it: {why}",
        address_excerpt(address)
    ))
    .into()
}

/// The message of a thrown value.
fn thrown_message(e: &JsValue) -> String {
    js_sys::Reflect::get(e, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "unknown error".into())
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
    /// An engine with a hash table of `hash_mb` megabytes (1 to 1024; default 16). It plays a
    /// game with the network loaded for it (`loadNetwork`, `Engine.withNetwork`), else with
    /// Rukh's written evaluation.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "number")] hash_mb: JsValue,
    ) -> Result<Engine, JsValue> {
        let mb = if hash_mb.is_undefined() || hash_mb.is_null() {
            16
        } else {
            whole(&hash_mb, "hash (MB)", 1..=1024)?
        };
        Ok(Engine {
            searcher: Searcher::new(mb as usize),
        })
    }

    /// An engine that plays with the network at `source`, once it is read: an address to
    /// fetch (in a browser, or http(s) in Node), a file's path or `file:` URL (Node), or the
    /// network's bytes. The network serves every engine of this module from then on, in the
    /// game it was made for (the package's `nets/` folder has one for each of the five games).
    #[wasm_bindgen(js_name = withNetwork)]
    pub async fn with_network(
        #[wasm_bindgen(unchecked_param_type = "string | URL | Uint8Array | ArrayBuffer")]
        source: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] hash_mb: JsValue,
    ) -> Result<Engine, JsValue> {
        let bytes = network_bytes(source).await?;
        load_network_bytes(&bytes)?;
        Engine::new(hash_mb)
    }

    /// What this engine plays `game` with, in words: "the network built in for shatranj (…)"
    /// once one is loaded for the game, else "the written evaluation".
    pub fn evaluation(&self, game: &Game) -> String {
        match self.searcher.choice().network_for(game.pos.variant()) {
            Some(n) => format!("the network loaded for {} ({})", n.variant, n.shape()),
            None => "the written evaluation".to_owned(),
        }
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
