//! A board in the manner of python-chess: a position with its move stack (`push`, `pop`,
//! `san`, `parse_san`, `legal_moves`, `outcome`), PGN read and written, and a diagram for
//! Jupyter drawn by Rukh's own pieces. Moves are strings in coordinates (`"e2e3"`), as
//! python-chess's `Move.uci()` gives them.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use rukh_rules::pgn::{self, Notation, PgnReader};
use rukh_rules::{Color, CoordMove, Position, San, coord, san};

use crate::{FenError, MoveError, PgnError, RukhError, excerpt, variant_of};

/// How a game ended: `winner` True (White), False (Black) or None (a draw); `termination` the
/// rule ("checkmate", "bare-king", "stalemate", "repetition", ...).
#[pyclass(module = "rukh", frozen, eq)]
#[derive(Clone, PartialEq)]
pub struct Outcome {
    #[pyo3(get)]
    winner: Option<bool>,
    #[pyo3(get)]
    termination: String,
    /// The sentence for people ("White wins: Black is checkmated").
    #[pyo3(get)]
    words: String,
}

#[pymethods]
impl Outcome {
    /// `1-0`, `0-1` or `1/2-1/2`.
    fn result(&self) -> &'static str {
        match self.winner {
            Some(true) => "1-0",
            Some(false) => "0-1",
            None => "1/2-1/2",
        }
    }

    fn __repr__(&self) -> String {
        let w = match self.winner {
            Some(true) => "True",
            Some(false) => "False",
            None => "None",
        };
        format!(
            "Outcome(termination='{}', winner={w})",
            self.termination.replace('\'', "\\'")
        )
    }
}

fn outcome_of(o: rukh_rules::Outcome) -> Outcome {
    Outcome {
        winner: o.winner.map(|c| c == Color::White),
        termination: o.termination(),
        words: o.describe(),
    }
}

/// A position and the moves that led to it from its start.
#[pyclass(module = "rukh")]
pub struct Board {
    start: Position,
    pos: Position,
    /// The PGN tags, written by `pgn()` (a dict the caller may change).
    headers: Py<PyDict>,
}

impl Board {
    fn from_positions(py: Python<'_>, start: Position, pos: Position) -> Board {
        Board {
            start,
            pos,
            headers: PyDict::new(py).unbind(),
        }
    }

    fn play(&mut self, mv: rukh_rules::Move) -> String {
        let text = coord(&self.pos, mv).to_string();
        self.pos.play_unchecked(mv);
        text
    }

    fn moves(&self) -> Vec<rukh_rules::Move> {
        self.pos.moves_played().collect()
    }

    fn move_error(&self, text: &str, e: impl std::fmt::Display) -> PyErr {
        MoveError::new_err(format!(
            "move '{}' in {}: {e}",
            excerpt(text),
            self.pos.fen()
        ))
    }
}

#[pymethods]
impl Board {
    /// A board of `variant` ("shatranj", "great-shatranj", ... or a loaded game) at `fen`
    /// (None or "startpos": the start).
    #[new]
    #[pyo3(signature = (variant = "shatranj", fen = None))]
    fn new(py: Python<'_>, variant: &str, fen: Option<&str>) -> PyResult<Board> {
        let pos = crate::position(variant, fen.unwrap_or(""), &[])?;
        Ok(Board::from_positions(py, pos.clone(), pos))
    }

    /// The game's id.
    #[getter]
    fn variant(&self) -> String {
        self.pos.variant().id.clone()
    }

    /// True when White is to move (python-chess's `chess.WHITE`).
    #[getter]
    fn turn(&self) -> bool {
        self.pos.turn() == Color::White
    }

    /// The move number, counted as in the FEN.
    #[getter]
    fn fullmove_number(&self) -> u32 {
        self.pos.fullmoves()
    }

    /// Plies since the last capture or pawn move.
    #[getter]
    fn halfmove_clock(&self) -> u32 {
        self.pos.halfmove_clock()
    }

    /// The PGN tags `pgn()` writes (Event, White, Black, ...): change it in place.
    #[getter]
    fn headers(&self, py: Python<'_>) -> Py<PyDict> {
        self.headers.clone_ref(py)
    }

    #[setter]
    fn set_headers(&mut self, value: Bound<'_, PyDict>) {
        self.headers = value.unbind();
    }

    /// The position in FEN.
    fn fen(&self) -> String {
        self.pos.fen()
    }

    /// Sets the position (the move stack is cleared).
    fn set_fen(&mut self, fen: &str) -> PyResult<()> {
        let v = self.pos.variant().clone();
        let pos = Position::from_fen(&v, fen.trim())
            .map_err(|e| FenError::new_err(format!("FEN '{}': {e}", excerpt(fen))))?;
        self.start = pos.clone();
        self.pos = pos;
        Ok(())
    }

    /// Back to the game's starting position.
    fn reset(&mut self) {
        let start = self.pos.variant().start_position();
        self.start = start.clone();
        self.pos = start;
    }

    /// The legal moves, in coordinates.
    #[getter]
    fn legal_moves(&self) -> Vec<String> {
        self.pos
            .legal_moves()
            .iter()
            .map(|&m| coord(&self.pos, m).to_string())
            .collect()
    }

    /// Whether a move (coordinates or SAN) is legal here.
    fn is_legal(&self, r#move: &str) -> bool {
        self.pos.parse_move(r#move.trim()).is_ok()
    }

    /// Plays a move given in coordinates or SAN; answers it in coordinates.
    fn push(&mut self, r#move: &str) -> PyResult<String> {
        let mv = self
            .pos
            .parse_move(r#move.trim())
            .map_err(|e| self.move_error(r#move, e))?;
        Ok(self.play(mv))
    }

    /// Plays a move given in coordinates only (`e2e3`, `g7g8f`).
    fn push_uci(&mut self, uci: &str) -> PyResult<String> {
        let legal = self.pos.legal_moves();
        let mv = CoordMove::parse(self.pos.variant().geometry, uci.trim())
            .map_err(|e| self.move_error(uci, e))?
            .to_move_in(&self.pos, &legal)
            .map_err(|e| self.move_error(uci, e))?;
        Ok(self.play(mv))
    }

    /// Plays a move given in SAN only (`Nf3`, `exd5`); answers it in coordinates.
    fn push_san(&mut self, text: &str) -> PyResult<String> {
        let mv = self.san_move(text)?;
        Ok(self.play(mv))
    }

    /// The move a SAN names here, in coordinates (not played).
    fn parse_san(&self, text: &str) -> PyResult<String> {
        let mv = self.san_move(text)?;
        Ok(coord(&self.pos, mv).to_string())
    }

    /// The SAN of a legal move given in coordinates or SAN.
    fn san(&self, r#move: &str) -> PyResult<String> {
        let mv = self
            .pos
            .parse_move(r#move.trim())
            .map_err(|e| self.move_error(r#move, e))?;
        Ok(san(&self.pos, mv))
    }

    /// Takes back the last move and answers it; IndexError when there is none.
    fn pop(&mut self) -> PyResult<String> {
        if self.pos.last_move().is_none() {
            return Err(pyo3::exceptions::PyIndexError::new_err(
                "pop from an empty move stack",
            ));
        }
        let mv = self.pos.undo().expect("a move to undo");
        Ok(coord(&self.pos, mv).to_string())
    }

    /// The last move played, in coordinates; IndexError when there is none.
    fn peek(&self) -> PyResult<String> {
        let mut before = self.pos.clone();
        let mv = before
            .undo()
            .ok_or_else(|| pyo3::exceptions::PyIndexError::new_err("the move stack is empty"))?;
        Ok(coord(&before, mv).to_string())
    }

    /// The moves played since the start, in coordinates.
    #[getter]
    fn move_stack(&self) -> Vec<String> {
        let mut p = self.start.clone();
        self.moves()
            .into_iter()
            .map(|m| {
                let t = coord(&p, m).to_string();
                p.play_unchecked(m);
                t
            })
            .collect()
    }

    /// The moves played since the start, in SAN.
    fn san_stack(&self) -> Vec<String> {
        let mut p = self.start.clone();
        self.moves()
            .into_iter()
            .map(|m| {
                let t = san(&p, m);
                p.play_unchecked(m);
                t
            })
            .collect()
    }

    /// Plies played since the start.
    fn ply(&self) -> usize {
        self.moves().len()
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.pos.in_check()
    }

    /// How the game has ended by the rules, or None while it goes on.
    fn outcome(&self) -> Option<Outcome> {
        self.pos.outcome().map(outcome_of)
    }

    fn is_game_over(&self) -> bool {
        self.pos.outcome().is_some()
    }

    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    fn result(&self) -> &'static str {
        self.pos.outcome().map_or("*", |o| o.result())
    }

    /// The piece on a square ("e1"): its FEN letter (upper case White), or None.
    fn piece_at(&self, square: &str) -> PyResult<Option<String>> {
        let v = self.pos.variant();
        let sq = v.geometry.parse_square(square.trim()).ok_or_else(|| {
            RukhError::new_err(format!(
                "square '{}': not on this {}x{} board",
                excerpt(square),
                v.geometry.files(),
                v.geometry.ranks()
            ))
        })?;
        Ok(self.pos.piece_at(sq).map(|p| {
            let l = v.piece(p.kind).letter;
            if p.color == Color::White {
                l.to_ascii_uppercase().to_string()
            } else {
                l.to_ascii_lowercase().to_string()
            }
        }))
    }

    /// The number of move sequences of `depth` plies from here.
    fn perft(&self, depth: u32) -> PyResult<u64> {
        if depth > 12 {
            return Err(crate::OptionError::new_err(
                "perft: give a depth of at most 12",
            ));
        }
        let mut p = self.pos.clone();
        Ok(rukh_rules::perft::perft(&mut p, depth))
    }

    /// A board of its own with the same position, moves and tags.
    fn copy(&self, py: Python<'_>) -> PyResult<Board> {
        Ok(Board {
            start: self.start.clone(),
            pos: self.pos.clone(),
            headers: self.headers.bind(py).copy()?.unbind(),
        })
    }

    fn __copy__(&self, py: Python<'_>) -> PyResult<Board> {
        self.copy(py)
    }

    fn __deepcopy__(&self, py: Python<'_>, _memo: Bound<'_, PyAny>) -> PyResult<Board> {
        self.copy(py)
    }

    fn __eq__(&self, other: &Board) -> bool {
        self.pos.variant().id == other.pos.variant().id
            && self.pos.fen() == other.pos.fen()
            && self.move_stack() == other.move_stack()
    }

    /// Pickles as its game, start and moves.
    fn __reduce__(slf: &Bound<'_, Self>) -> PyResult<(Py<PyAny>, Py<PyAny>)> {
        let py = slf.py();
        let b = slf.borrow();
        let rebuild = py.import("rukh")?.getattr("_board_from")?.unbind();
        let args = (
            b.variant(),
            b.start.fen(),
            b.move_stack(),
            b.headers.clone_ref(py),
        )
            .into_pyobject(py)?
            .into_any()
            .unbind();
        Ok((rebuild, args))
    }

    fn __repr__(&self) -> String {
        format!("Board('{}', '{}')", self.pos.variant().id, self.pos.fen())
    }

    /// The board in letters, White's men in capitals, rank by rank from Black's side.
    fn __str__(&self) -> String {
        let v = self.pos.variant();
        let g = v.geometry;
        let mut rows = Vec::new();
        for r in (0..g.ranks() as i32).rev() {
            let row: Vec<String> = (0..g.files() as i32)
                .map(|f| {
                    let sq = g.square(f, r).expect("a square of the board");
                    match self.pos.piece_at(sq) {
                        Some(p) if p.color == Color::White => {
                            v.piece(p.kind).letter.to_ascii_uppercase().to_string()
                        }
                        Some(p) => v.piece(p.kind).letter.to_ascii_lowercase().to_string(),
                        None => ".".to_owned(),
                    }
                })
                .collect();
            rows.push(row.join(" "));
        }
        rows.join("\n")
    }

    /// The diagram as SVG, `size` pixels wide, Black at the bottom with `flipped`, the last
    /// move shown by an arrow unless `lastmove` is False.
    #[pyo3(signature = (size = 400, flipped = false, lastmove = true))]
    fn svg(&self, size: u32, flipped: bool, lastmove: bool) -> PyResult<String> {
        if !(50..=4000).contains(&size) {
            return Err(crate::OptionError::new_err("size: give 50 to 4000 pixels"));
        }
        let mut o = rukh_diagram::Options {
            flip: flipped,
            ..rukh_diagram::Options::default()
        };
        if let Some(m) = self.pos.last_move().filter(|_| lastmove) {
            o.arrows.push((m.from(), m.to()));
        }
        let s = rukh_diagram::svg(&self.pos, &o);
        // The drawing's own size is its viewBox; the width asked for scales it.
        let (w, h) = view_box(&s);
        let height = (size as f64 * h / w).round() as u32;
        Ok(s.replacen(
            &format!("width=\"{}\" height=\"{}\"", w as u32, h as u32),
            &format!("width=\"{size}\" height=\"{height}\""),
            1,
        ))
    }

    /// Jupyter shows a board as its diagram.
    fn _repr_svg_(&self) -> PyResult<String> {
        self.svg(400, false, true)
    }

    /// The game as PGN, its tags from `headers` (Variant, Result, SetUp and FEN as the
    /// position says), its moves in SAN (or coordinates with `notation="coord"`).
    #[pyo3(signature = (notation = "san"))]
    fn pgn(&self, py: Python<'_>, notation: &str) -> PyResult<String> {
        let notation = match notation {
            "san" => Notation::San,
            "coord" | "uci" => Notation::Coord,
            other => {
                return Err(crate::OptionError::new_err(format!(
                    "notation '{}': give \"san\" or \"coord\"",
                    excerpt(other)
                )));
            }
        };
        let mut tags = Vec::new();
        for (k, v) in self.headers.bind(py).iter() {
            tags.push((k.str()?.to_string(), v.str()?.to_string()));
        }
        let game = pgn::Game::new(self.start.clone(), self.moves(), tags);
        Ok(game.to_pgn(notation))
    }
}

impl Board {
    fn san_move(&self, text: &str) -> PyResult<rukh_rules::Move> {
        let legal = self.pos.legal_moves();
        let mv = San::parse(text.trim())
            .map_err(|e| self.move_error(text, e))?
            .to_move_in(&self.pos, &legal)
            .map_err(|e| self.move_error(text, e))?;
        Ok(mv)
    }
}

fn view_box(svg: &str) -> (f64, f64) {
    let inner = svg
        .split("viewBox=\"")
        .nth(1)
        .and_then(|r| r.split('"').next())
        .unwrap_or("0 0 1 1");
    let n: Vec<f64> = inner
        .split_whitespace()
        .filter_map(|x| x.parse().ok())
        .collect();
    match n[..] {
        [_, _, w, h] if w > 0.0 && h > 0.0 => (w, h),
        _ => (1.0, 1.0),
    }
}

/// Rebuilds a pickled board.
#[pyfunction]
pub fn _board_from(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    headers: Bound<'_, PyDict>,
) -> PyResult<Board> {
    let start = crate::position(variant, fen, &[])?;
    let pos = crate::position(variant, fen, &moves)?;
    let mut b = Board::from_positions(py, start, pos);
    b.headers = headers.unbind();
    Ok(b)
}

/// Reads every game of a PGN text (tags, SAN or coordinate moves, comments, variations
/// skipped) and answers a Board for each, at its last position with its moves on the stack and
/// its tags in `headers`. A game without a `Variant` tag is of `variant`. A game that breaks
/// the rules raises PgnError naming the game and the move.
#[pyfunction]
#[pyo3(signature = (text, variant = "shatranj"))]
pub fn read_pgn<'py>(py: Python<'py>, text: &str, variant: &str) -> PyResult<Bound<'py, PyList>> {
    let default = variant_of(variant)?;
    let out = PyList::empty(py);
    for (i, raw) in PgnReader::new(text.as_bytes()).enumerate() {
        let raw = raw.map_err(|e| PgnError::new_err(format!("game {}: {e}", i + 1)))?;
        let game = pgn::check(&raw, &default)
            .map_err(|e| PgnError::new_err(format!("game {} (line {}): {e}", i + 1, raw.line)))?;
        let end = game.end_position();
        let b = Board::from_positions(py, game.start.clone(), end);
        let headers = b.headers.bind(py);
        for (k, v) in &raw.tags {
            headers.set_item(k, v)?;
        }
        out.append(b)?;
    }
    Ok(out)
}
