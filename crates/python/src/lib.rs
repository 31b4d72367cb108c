//! Rukh for Python: the rules of the Shatranj family and the engine's search, with the calls of
//! pyffish that scripts use most (same names and arguments: a game, a FEN, the moves played
//! from it), and a python-chess-style `Board`. Bad input raises a `RukhError` (a `ValueError`)
//! subclass saying what and where.

mod board;
mod engine;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_rules::{Color, Position, Variant, coord, san};

create_exception!(
    rukh,
    RukhError,
    PyValueError,
    "Bad input to Rukh: the message says what and where."
);
create_exception!(
    rukh,
    VariantError,
    RukhError,
    "An unknown game or a malformed variant file."
);
create_exception!(rukh, FenError, RukhError, "A malformed or impossible FEN.");
create_exception!(rukh, MoveError, RukhError, "A malformed or illegal move.");
create_exception!(
    rukh,
    PgnError,
    RukhError,
    "A PGN game that cannot be read or breaks the rules."
);
create_exception!(
    rukh,
    OptionError,
    RukhError,
    "A search option out of range."
);

/// The games loaded from variant files in this process, by id.
fn loaded() -> &'static Mutex<HashMap<String, Arc<Variant>>> {
    static LOADED: std::sync::OnceLock<Mutex<HashMap<String, Arc<Variant>>>> =
        std::sync::OnceLock::new();
    LOADED.get_or_init(Mutex::default)
}

pub(crate) fn excerpt(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

pub(crate) fn variant_of(id: &str) -> PyResult<Arc<Variant>> {
    if let Ok(v) = builtin(id) {
        return Ok(v);
    }
    let map = loaded().lock().unwrap_or_else(|e| e.into_inner());
    map.get(id).cloned().ok_or_else(|| {
        VariantError::new_err(format!(
            "no game '{}': give one of {} or load a variant file first (load_variant)",
            excerpt(id),
            BUILTIN_IDS.join(", ")
        ))
    })
}

/// The position after `moves` (coordinates or SAN) from `fen` ("" or "startpos": the start).
pub(crate) fn position(variant: &str, fen: &str, moves: &[String]) -> PyResult<Position> {
    let v = variant_of(variant)?;
    let fen = fen.trim();
    let mut pos = if fen.is_empty() || fen == "startpos" {
        v.start_position()
    } else {
        Position::from_fen(&v, fen)
            .map_err(|e| FenError::new_err(format!("FEN '{}': {e}", excerpt(fen))))?
    };
    for (i, m) in moves.iter().enumerate() {
        let mv = pos
            .parse_move(m.trim())
            .map_err(|e| MoveError::new_err(format!("move {} ('{}'): {e}", i + 1, excerpt(m))))?;
        pos.play_unchecked(mv);
    }
    Ok(pos)
}

/// Loads a game from a variant file's text (TOML, see variants/README.md) and answers its id,
/// by which the other calls then know it.
#[pyfunction]
fn load_variant(text: &str) -> PyResult<String> {
    let v = Variant::from_toml(text).map_err(|e| VariantError::new_err(format!("{e}")))?;
    let id = v.id.clone();
    loaded()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(id.clone(), v);
    Ok(id)
}

/// The ids of the built-in games, then those loaded.
#[pyfunction]
fn variants() -> Vec<String> {
    let mut out: Vec<String> = BUILTIN_IDS.iter().map(|s| (*s).to_owned()).collect();
    let mut more: Vec<String> = loaded()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .keys()
        .cloned()
        .collect();
    more.sort();
    out.extend(more);
    out
}

/// The game's starting position in FEN.
#[pyfunction]
fn start_fen(variant: &str) -> PyResult<String> {
    Ok(variant_of(variant)?.start_fen.clone())
}

/// The legal moves in coordinates after `moves` from `fen`. (`chess960`, pyffish's flag for
/// castling, has nothing to change here: these games have no castling.)
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new(), chess960 = false))]
fn legal_moves(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
) -> PyResult<Vec<String>> {
    let _ = chess960;
    let pos = position(variant, fen, &moves)?;
    Ok(pos
        .legal_moves()
        .iter()
        .map(|&m| coord(&pos, m).to_string())
        .collect())
}

/// The FEN after `moves` from `fen`. The further arguments are pyffish's (`sfen`, shogi's
/// form, has no meaning here and is refused; `showPromoted` and `countStarted` change nothing
/// in these games).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new(), chess960 = false, sfen = false, showPromoted = false, countStarted = 0))]
#[allow(non_snake_case)]
fn get_fen(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
    sfen: bool,
    showPromoted: bool,
    countStarted: i64,
) -> PyResult<String> {
    let _ = (chess960, showPromoted, countStarted);
    if sfen {
        return Err(OptionError::new_err(
            "sfen: shogi's FEN has no meaning for these games; leave it False",
        ));
    }
    Ok(position(variant, fen, &moves)?.fen())
}

/// pyffish's notations: the default and SAN give SAN; LAN gives the long form (`Ng1-f3`,
/// `Re1xe7`); the others are for games outside this family and are refused.
const NOTATION_DEFAULT: i32 = 0;
const NOTATION_SAN: i32 = 1;
const NOTATION_LAN: i32 = 2;

fn written(pos: &Position, mv: rukh_rules::Move, notation: i32) -> PyResult<String> {
    match notation {
        NOTATION_DEFAULT | NOTATION_SAN => Ok(san(pos, mv)),
        NOTATION_LAN => {
            let v = pos.variant();
            let g = v.geometry;
            let piece = pos.piece_at(mv.from()).map(|p| v.piece(p.kind));
            let mut s = String::new();
            if let Some(p) = piece.filter(|p| !p.pawn) {
                s.push(p.letter.to_ascii_uppercase());
            }
            s.push_str(&g.name(mv.from()).to_string());
            s.push(if pos.piece_at(mv.to()).is_some() {
                'x'
            } else {
                '-'
            });
            s.push_str(&g.name(mv.to()).to_string());
            if let Some(k) = mv.promotion() {
                s.push('=');
                s.push(v.piece(k).letter.to_ascii_uppercase());
            }
            Ok(s)
        }
        other => Err(OptionError::new_err(format!(
            "notation {other}: give NOTATION_DEFAULT, NOTATION_SAN or NOTATION_LAN (the others are for shogi, xiangqi, janggi and Thai games)"
        ))),
    }
}

/// The SAN of `move` in the position `fen`.
#[pyfunction]
#[pyo3(signature = (variant, fen, r#move, chess960 = false, notation = NOTATION_DEFAULT))]
fn get_san(
    variant: &str,
    fen: &str,
    r#move: String,
    chess960: bool,
    notation: i32,
) -> PyResult<String> {
    let _ = chess960;
    let pos = position(variant, fen, &[])?;
    let mv = pos
        .parse_move(r#move.trim())
        .map_err(|e| MoveError::new_err(format!("move '{}': {e}", excerpt(&r#move))))?;
    written(&pos, mv, notation)
}

/// The SAN of each of `moves`, played in turn from `fen`.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false, notation = NOTATION_DEFAULT))]
fn get_san_moves(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
    notation: i32,
) -> PyResult<Vec<String>> {
    let _ = chess960;
    let mut pos = position(variant, fen, &[])?;
    let mut out = Vec::with_capacity(moves.len());
    for (i, m) in moves.iter().enumerate() {
        let mv = pos
            .parse_move(m.trim())
            .map_err(|e| MoveError::new_err(format!("move {} ('{}'): {e}", i + 1, excerpt(m))))?;
        out.push(written(&pos, mv, notation)?);
        pos.play_unchecked(mv);
    }
    Ok(out)
}

/// Whether the side to move is in check after `moves`.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new(), chess960 = false))]
fn gives_check(variant: &str, fen: &str, moves: Vec<String>, chess960: bool) -> PyResult<bool> {
    let _ = chess960;
    Ok(position(variant, fen, &moves)?.in_check())
}

/// Whether `move` captures, in the position after `moves`.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, r#move, chess960 = false))]
fn is_capture(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    r#move: String,
    chess960: bool,
) -> PyResult<bool> {
    let _ = chess960;
    let pos = position(variant, fen, &moves)?;
    let mv = pos
        .parse_move(r#move.trim())
        .map_err(|e| MoveError::new_err(format!("move '{}': {e}", excerpt(&r#move))))?;
    Ok(pos.piece_at(mv.to()).is_some())
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// How the game stands after `moves`: None while it goes on, else (winner, reason, words):
/// winner "white", "black" or None for a draw; reason the rule ("checkmate", "bare-king",
/// "stalemate", "repetition", ...).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new()))]
fn outcome(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
) -> PyResult<Option<(Option<&'static str>, &'static str, String)>> {
    let pos = position(variant, fen, &moves)?;
    Ok(pos
        .outcome()
        .map(|o| (o.winner.map(color_name), o.reason.name(), o.describe())))
}

/// A result from the side to move's view, as pyffish gives it: 32000 won, -32000 lost, 0
/// drawn.
fn value(pos: &Position, o: rukh_rules::Outcome) -> i32 {
    match o.winner {
        Some(w) if w == pos.turn() => 32000,
        Some(_) => -32000,
        None => 0,
    }
}

/// The result as pyffish gives it, from the side to move's view: 32000 won, -32000 lost, 0
/// drawn (and 0 while the game goes on: `outcome` tells the two apart).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new(), chess960 = false))]
fn game_result(variant: &str, fen: &str, moves: Vec<String>, chess960: bool) -> PyResult<i32> {
    let _ = chess960;
    let pos = position(variant, fen, &moves)?;
    Ok(pos.outcome().map_or(0, |o| value(&pos, o)))
}

/// As pyffish: whether the game has ended by a rule other than the lack of moves (a bared
/// king, repetition, the move count), and its result from the side to move's view. Mate and
/// stalemate show as no legal moves; `game_result` scores them.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new(), chess960 = false))]
fn is_immediate_game_end(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
) -> PyResult<(bool, i32)> {
    let _ = chess960;
    let pos = position(variant, fen, &moves)?;
    if !pos.is_over_before_moves() {
        return Ok((false, 0));
    }
    Ok(pos.outcome().map_or((false, 0), |o| (true, value(&pos, o))))
}

/// As pyffish: whether the side to move may end the game by a claim here (Shatranj Kamil's
/// lone-king rules), and the result the claim gives from its view.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new(), chess960 = false, count_started = 0))]
fn is_optional_game_end(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
    count_started: i64,
) -> PyResult<(bool, i32)> {
    let _ = (chess960, count_started);
    let pos = position(variant, fen, &moves)?;
    let mine = pos.claims().into_iter().find(|c| match c {
        rukh_rules::Claim::Draw { by } | rukh_rules::Claim::Win { by } => *by == pos.turn(),
    });
    Ok(mine.map_or((false, 0), |c| (true, value(&pos, c.outcome()))))
}

/// As pyffish: for White and for Black, whether that side has too little to win. In these
/// games a king alone can never win (it has nothing to mate or bare the other king with);
/// anything more may.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new(), chess960 = false))]
fn has_insufficient_material(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
) -> PyResult<(bool, bool)> {
    let _ = chess960;
    let pos = position(variant, fen, &moves)?;
    Ok((pos.men(Color::White) <= 1, pos.men(Color::Black) <= 1))
}

/// As pyffish: 1 (`FEN_OK`) when `fen` is a position of the game, else a negative number
/// (-1 for an unknown game, -10 for any fault of the FEN: `get_fen` raises FenError with the
/// words).
#[pyfunction]
#[pyo3(signature = (fen, variant, chess960 = false))]
fn validate_fen(fen: &str, variant: &str, chess960: bool) -> i32 {
    let _ = chess960;
    let Ok(v) = variant_of(variant) else {
        return -1;
    };
    match Position::from_fen(&v, fen.trim()) {
        Ok(_) => 1,
        Err(_) => -10,
    }
}

/// Whether the game is over after `moves`.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new()))]
fn is_game_over(variant: &str, fen: &str, moves: Vec<String>) -> PyResult<bool> {
    Ok(position(variant, fen, &moves)?.outcome().is_some())
}

/// The number of move sequences of `depth` plies from `fen` (after `moves`).
#[pyfunction]
#[pyo3(signature = (variant, fen, depth, moves = Vec::new()))]
fn perft(variant: &str, fen: &str, depth: u32, moves: Vec<String>) -> PyResult<u64> {
    if depth > 12 {
        return Err(OptionError::new_err("perft: give a depth of at most 12"));
    }
    let mut pos = position(variant, fen, &moves)?;
    Ok(rukh_rules::perft::perft(&mut pos, depth))
}

/// Loads the games of a Fairy-Stockfish variants.ini text (as pyffish's `load_variant_config`):
/// each section becomes a game by its name. What Rukh cannot express is warned about
/// (RuntimeWarning), never silently dropped; a section it cannot read at all raises
/// VariantError naming it.
#[pyfunction]
fn load_variant_config(py: Python<'_>, config: &str) -> PyResult<Vec<String>> {
    use rukh_rules::variant::fsf;
    let sections = fsf::parse_ini(config).map_err(|e| VariantError::new_err(format!("{e}")))?;
    let mut ids = Vec::new();
    for s in &sections {
        let imported = fsf::import(config, Some(&s.name), "variants.ini")
            .map_err(|e| VariantError::new_err(format!("[{}]: {e}", s.name)))?;
        for w in &imported.warnings {
            PyErr::warn(
                py,
                &py.get_type::<pyo3::exceptions::PyRuntimeWarning>(),
                &std::ffi::CString::new(format!("[{}]: {w}", s.name)).unwrap_or_default(),
                1,
            )?;
        }
        let v = Variant::from_toml(&imported.toml)
            .map_err(|e| VariantError::new_err(format!("[{}]: {e}", s.name)))?;
        // Known by its section's name, as in pyffish (and by the id Rukh gave it).
        let mut map = loaded().lock().unwrap_or_else(|e| e.into_inner());
        map.insert(v.id.clone(), Arc::clone(&v));
        map.insert(s.name.clone(), v);
        ids.push(s.name.clone());
    }
    Ok(ids)
}

/// pyffish's `set_option`: "VariantPath" loads a variants.ini file; the rules take no other
/// option (the engine's are `Engine`'s arguments).
#[pyfunction]
fn set_option(py: Python<'_>, name: &str, value: Bound<'_, PyAny>) -> PyResult<()> {
    if name.eq_ignore_ascii_case("VariantPath") {
        let path: String = value.str()?.to_string();
        let text = std::fs::read_to_string(&path)
            .map_err(|e| VariantError::new_err(format!("VariantPath '{path}': {e}")))?;
        load_variant_config(py, &text)?;
        return Ok(());
    }
    Err(OptionError::new_err(format!(
        "option '{}': the rules take only VariantPath; give the engine's options to Engine(...)",
        excerpt(name)
    )))
}

/// As pyffish: whether the game is played on two boards (never, in this family).
#[pyfunction]
fn two_boards(variant: &str) -> PyResult<bool> {
    variant_of(variant).map(|_| false)
}

/// As pyffish: whether captured men go to the captor's hand (never, in this family).
#[pyfunction]
fn captures_to_hand(variant: &str) -> PyResult<bool> {
    variant_of(variant).map(|_| false)
}

/// As pyffish: the pieces a bughouse partner is asked for, as letters (none, in this family).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new(), chess960 = false))]
fn piece_to_partner(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
) -> PyResult<String> {
    let _ = chess960;
    position(variant, fen, &moves).map(|_| String::new())
}

/// This package's version as numbers, as pyffish's `version()`.
#[pyfunction]
fn version() -> (u32, u32, u32) {
    let mut n = env!("CARGO_PKG_VERSION")
        .split('.')
        .map(|x| x.parse().unwrap_or(0));
    (
        n.next().unwrap_or(0),
        n.next().unwrap_or(0),
        n.next().unwrap_or(0),
    )
}

/// What this is, as pyffish's `info()`.
#[pyfunction]
fn info() -> String {
    format!(
        "Rukh {}: the rules and the engine of the Shatranj family",
        env!("CARGO_PKG_VERSION")
    )
}

#[pymodule]
fn _rukh(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("RukhError", py.get_type::<RukhError>())?;
    m.add("VariantError", py.get_type::<VariantError>())?;
    m.add("FenError", py.get_type::<FenError>())?;
    m.add("MoveError", py.get_type::<MoveError>())?;
    m.add("PgnError", py.get_type::<PgnError>())?;
    m.add("OptionError", py.get_type::<OptionError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("NOTATION_DEFAULT", NOTATION_DEFAULT)?;
    m.add("NOTATION_SAN", NOTATION_SAN)?;
    m.add("NOTATION_LAN", NOTATION_LAN)?;
    m.add("FEN_OK", 1)?;
    m.add("VALUE_MATE", 32000)?;
    m.add("VALUE_DRAW", 0)?;
    m.add_function(wrap_pyfunction!(load_variant, m)?)?;
    m.add_function(wrap_pyfunction!(load_variant_config, m)?)?;
    m.add_function(wrap_pyfunction!(set_option, m)?)?;
    m.add_function(wrap_pyfunction!(variants, m)?)?;
    m.add_function(wrap_pyfunction!(start_fen, m)?)?;
    m.add_function(wrap_pyfunction!(legal_moves, m)?)?;
    m.add_function(wrap_pyfunction!(get_fen, m)?)?;
    m.add_function(wrap_pyfunction!(get_san, m)?)?;
    m.add_function(wrap_pyfunction!(get_san_moves, m)?)?;
    m.add_function(wrap_pyfunction!(gives_check, m)?)?;
    m.add_function(wrap_pyfunction!(is_capture, m)?)?;
    m.add_function(wrap_pyfunction!(outcome, m)?)?;
    m.add_function(wrap_pyfunction!(game_result, m)?)?;
    m.add_function(wrap_pyfunction!(is_immediate_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(is_optional_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(has_insufficient_material, m)?)?;
    m.add_function(wrap_pyfunction!(validate_fen, m)?)?;
    m.add_function(wrap_pyfunction!(is_game_over, m)?)?;
    m.add_function(wrap_pyfunction!(perft, m)?)?;
    m.add_function(wrap_pyfunction!(two_boards, m)?)?;
    m.add_function(wrap_pyfunction!(captures_to_hand, m)?)?;
    m.add_function(wrap_pyfunction!(piece_to_partner, m)?)?;
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add_function(wrap_pyfunction!(info, m)?)?;
    m.add_function(wrap_pyfunction!(board::read_pgn, m)?)?;
    m.add_function(wrap_pyfunction!(board::_board_from, m)?)?;
    m.add_class::<engine::Engine>()?;
    m.add_class::<engine::Analysis>()?;
    m.add_class::<board::Board>()?;
    m.add_class::<board::Outcome>()?;
    Ok(())
}
