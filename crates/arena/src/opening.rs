//! Openings: from a file (FEN/EPD lines or PGN) or random plies filtered to balanced positions.

use std::sync::Arc;

use rukh_rules::pgn::{PgnReader, check};
use rukh_rules::{Move, Position, Variant};

/// A start for a game: a position and moves already played from it.
#[derive(Clone, Debug)]
pub struct Opening {
    pub start: Position,
    pub moves: Vec<Move>,
}

impl Opening {
    /// The position after the opening's moves.
    pub fn end(&self) -> Position {
        let mut p = self.start.clone();
        for &m in &self.moves {
            p.play_unchecked(m);
        }
        p
    }
}

/// Reads openings: PGN games (their moves), or one FEN/EPD per line (`#` comments allowed).
pub fn read(text: &str, variant: &Arc<Variant>) -> Result<Vec<Opening>, String> {
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'));
    let mut out = Vec::new();
    if first.is_some_and(|l| l.starts_with('[') || l.starts_with("1.")) {
        for (i, raw) in PgnReader::new(std::io::Cursor::new(text)).enumerate() {
            let raw = raw.map_err(|e| e.to_string())?;
            let g = check(&raw, variant).map_err(|e| format!("opening {}: {e}", i + 1))?;
            if !Arc::ptr_eq(g.start.variant(), variant) && g.start.variant().id != variant.id {
                return Err(format!(
                    "opening {} is a game of {}, not {}",
                    i + 1,
                    g.start.variant().id,
                    variant.id
                ));
            }
            out.push(Opening {
                start: g.start,
                moves: g.moves,
            });
        }
    } else {
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            // EPD: four fields and operations; FEN: six (or seven) fields.
            let fields: Vec<&str> = line
                .split(';')
                .next()
                .unwrap_or("")
                .split_whitespace()
                .collect();
            let fen = if fields.len() >= 6 && fields[4].parse::<u32>().is_ok() {
                fields.join(" ")
            } else {
                fields.iter().take(4).copied().collect::<Vec<_>>().join(" ")
            };
            let start =
                Position::from_fen(variant, &fen).map_err(|e| format!("line {}: {e}", n + 1))?;
            out.push(Opening {
                start,
                moves: Vec::new(),
            });
        }
    }
    if out.is_empty() {
        return Err("no openings found".into());
    }
    Ok(out)
}

/// Material balance from White's side, by the definition's values.
pub fn material(pos: &Position) -> i32 {
    let v = pos.variant();
    let mut sum = 0;
    for k in 0..v.pieces.len() as u8 {
        let value = v.piece(k).value;
        sum += value
            * (pos.pieces(rukh_rules::Color::White, k).count() as i32
                - pos.pieces(rukh_rules::Color::Black, k).count() as i32);
    }
    sum
}

/// `count` random openings of `plies` plies from the start, each still going, with material within
/// `max_imbalance`, different from the others and accepted by `keep` (for example a search that
/// finds the position level: a random move often leaves a piece to be taken at once).
pub fn random(
    variant: &Arc<Variant>,
    plies: usize,
    count: usize,
    max_imbalance: i32,
    seed: u64,
    mut keep: impl FnMut(&Position) -> bool,
) -> Vec<Opening> {
    let start = variant.start_position();
    let mut s = seed ^ 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    let mut out: Vec<Opening> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut tries = 0;
    while out.len() < count && tries < count * 200 {
        tries += 1;
        let mut p = start.clone();
        let mut moves = Vec::new();
        for _ in 0..plies {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal.as_slice()[next() as usize % legal.len()];
            p.play_unchecked(m);
            moves.push(m);
        }
        if moves.len() < plies || p.outcome().is_some() || p.legal_moves().len() < 3 {
            continue;
        }
        if material(&p).abs() > max_imbalance || !seen.insert(p.hash()) || !keep(&p) {
            continue;
        }
        out.push(Opening {
            start: start.clone(),
            moves,
        });
    }
    out
}
