//! Rukh for Python: the rules of the Shatranj family and the engine's search, with the calls of
//! pyffish that scripts use most (same names and arguments: a game, a FEN, the moves played
//! from it). Bad input raises a `RukhError` (a `ValueError`) subclass saying what and where.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rukh_engine::search::{Limits, Score, Searcher};
use rukh_engine::words::LineWords;
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_rules::{Color, Position, Variant, coord, san};

create_exception!(
    _rukh,
    RukhError,
    PyValueError,
    "Bad input to Rukh: the message says what and where."
);
create_exception!(
    _rukh,
    VariantError,
    RukhError,
    "An unknown game or a malformed variant file."
);
create_exception!(_rukh, FenError, RukhError, "A malformed or impossible FEN.");
create_exception!(_rukh, MoveError, RukhError, "A malformed or illegal move.");
create_exception!(
    _rukh,
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

fn excerpt(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

fn variant_of(id: &str) -> PyResult<Arc<Variant>> {
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
fn position(variant: &str, fen: &str, moves: &[String]) -> PyResult<Position> {
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

/// The legal moves in coordinates after `moves` from `fen`.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new()))]
fn legal_moves(variant: &str, fen: &str, moves: Vec<String>) -> PyResult<Vec<String>> {
    let pos = position(variant, fen, &moves)?;
    Ok(pos
        .legal_moves()
        .iter()
        .map(|&m| coord(&pos, m).to_string())
        .collect())
}

/// The FEN after `moves` from `fen`.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new()))]
fn get_fen(variant: &str, fen: &str, moves: Vec<String>) -> PyResult<String> {
    Ok(position(variant, fen, &moves)?.fen())
}

/// The SAN of `move` in the position `fen`.
#[pyfunction]
fn get_san(variant: &str, fen: &str, r#move: String) -> PyResult<String> {
    let pos = position(variant, fen, &[])?;
    let mv = pos
        .parse_move(r#move.trim())
        .map_err(|e| MoveError::new_err(format!("move '{}': {e}", excerpt(&r#move))))?;
    Ok(san(&pos, mv))
}

/// The SAN of each of `moves`, played in turn from `fen`.
#[pyfunction]
fn get_san_moves(variant: &str, fen: &str, moves: Vec<String>) -> PyResult<Vec<String>> {
    let mut pos = position(variant, fen, &[])?;
    let mut out = Vec::with_capacity(moves.len());
    for (i, m) in moves.iter().enumerate() {
        let mv = pos
            .parse_move(m.trim())
            .map_err(|e| MoveError::new_err(format!("move {} ('{}'): {e}", i + 1, excerpt(m))))?;
        out.push(san(&pos, mv));
        pos.play_unchecked(mv);
    }
    Ok(out)
}

/// Whether the side to move is in check after `moves`.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new()))]
fn gives_check(variant: &str, fen: &str, moves: Vec<String>) -> PyResult<bool> {
    Ok(position(variant, fen, &moves)?.in_check())
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

/// The result as pyffish gives it, from the side to move's view: 32000 won, -32000 lost, 0
/// drawn (and 0 while the game goes on: `outcome` tells the two apart).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves = Vec::new()))]
fn game_result(variant: &str, fen: &str, moves: Vec<String>) -> PyResult<i32> {
    let pos = position(variant, fen, &moves)?;
    Ok(match pos.outcome().and_then(|o| o.winner) {
        Some(w) if w == pos.turn() => 32000,
        Some(_) => -32000,
        None => 0,
    })
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

/// Rukh's engine, with its own hash table; one search at a time.
#[pyclass(unsendable)]
struct Engine {
    searcher: Searcher,
}

#[pymethods]
impl Engine {
    #[new]
    #[pyo3(signature = (hash_mb = 16))]
    fn new(hash_mb: usize) -> PyResult<Engine> {
        if !(1..=4096).contains(&hash_mb) {
            return Err(OptionError::new_err("hash_mb: give 1 to 4096"));
        }
        Ok(Engine {
            searcher: Searcher::new(hash_mb),
        })
    }

    /// Forgets what earlier searches learned.
    fn new_game(&mut self) {
        self.searcher.clear();
    }

    /// Searches the position after `moves` from `fen` within the limits (depth; movetime in
    /// milliseconds; nodes; with none, depth 8) and answers a dict: bestmove and san (None in a
    /// finished game), lines (one per multipv: depth, cp or mate, pv and san), nodes, time (ms).
    #[pyo3(signature = (variant, fen, moves = Vec::new(), depth = None, movetime = None, nodes = None, multipv = 1))]
    #[allow(clippy::too_many_arguments)]
    fn search<'py>(
        &mut self,
        py: Python<'py>,
        variant: &str,
        fen: &str,
        moves: Vec<String>,
        depth: Option<u32>,
        movetime: Option<u64>,
        nodes: Option<u64>,
        multipv: usize,
    ) -> PyResult<Bound<'py, PyDict>> {
        if !(1..=10).contains(&multipv) {
            return Err(OptionError::new_err("multipv: give 1 to 10 lines"));
        }
        if depth.is_some_and(|d| !(1..=64).contains(&d)) {
            return Err(OptionError::new_err("depth: give 1 to 64"));
        }
        if movetime == Some(0) || nodes == Some(0) {
            return Err(OptionError::new_err(
                "movetime and nodes: give a number greater than 0",
            ));
        }
        let pos = position(variant, fen, &moves)?;
        let limits = Limits {
            depth: depth.or((movetime.is_none() && nodes.is_none()).then_some(8)),
            nodes,
            movetime: movetime.map(std::time::Duration::from_millis),
            multipv,
            ..Limits::default()
        };
        let mut lines: Vec<rukh_engine::search::Info> = Vec::new();
        let (best, last) = self.searcher.search(
            &pos,
            &limits,
            Arc::new(AtomicBool::new(false)),
            |info| match lines.iter_mut().find(|l| l.multipv == info.multipv) {
                Some(l) => *l = info.clone(),
                None => lines.push(info.clone()),
            },
        );
        lines.sort_by_key(|l| l.multipv);
        let out = PyDict::new(py);
        out.set_item("bestmove", best.map(|m| coord(&pos, m).to_string()))?;
        out.set_item("san", best.map(|m| san(&pos, m)))?;
        let mut views = Vec::new();
        for info in &lines {
            let line = PyDict::new(py);
            let w = LineWords::new(&pos, info, None);
            line.set_item("multipv", w.multipv)?;
            line.set_item("depth", w.depth)?;
            match w.searched {
                Score::Cp(c) => {
                    line.set_item("cp", c)?;
                    line.set_item("mate", None::<i32>)?;
                }
                Score::Mate(n) => {
                    line.set_item("cp", None::<i32>)?;
                    line.set_item("mate", n)?;
                }
            }
            line.set_item("pv", w.line.coords)?;
            line.set_item("san", w.line.sans)?;
            line.set_item("nodes", w.nodes)?;
            views.push(line);
        }
        out.set_item("lines", views)?;
        out.set_item("nodes", last.as_ref().map_or(0, |i| i.nodes))?;
        out.set_item(
            "time",
            last.as_ref().map_or(0.0, |i| i.time.as_secs_f64() * 1000.0),
        )?;
        Ok(out)
    }
}

#[pymodule]
fn _rukh(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("RukhError", py.get_type::<RukhError>())?;
    m.add("VariantError", py.get_type::<VariantError>())?;
    m.add("FenError", py.get_type::<FenError>())?;
    m.add("MoveError", py.get_type::<MoveError>())?;
    m.add("OptionError", py.get_type::<OptionError>())?;
    m.add_function(wrap_pyfunction!(load_variant, m)?)?;
    m.add_function(wrap_pyfunction!(variants, m)?)?;
    m.add_function(wrap_pyfunction!(start_fen, m)?)?;
    m.add_function(wrap_pyfunction!(legal_moves, m)?)?;
    m.add_function(wrap_pyfunction!(get_fen, m)?)?;
    m.add_function(wrap_pyfunction!(get_san, m)?)?;
    m.add_function(wrap_pyfunction!(get_san_moves, m)?)?;
    m.add_function(wrap_pyfunction!(gives_check, m)?)?;
    m.add_function(wrap_pyfunction!(outcome, m)?)?;
    m.add_function(wrap_pyfunction!(game_result, m)?)?;
    m.add_function(wrap_pyfunction!(is_game_over, m)?)?;
    m.add_function(wrap_pyfunction!(perft, m)?)?;
    m.add_class::<Engine>()?;
    Ok(())
}
