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
    keep: impl FnMut(&Position) -> bool,
) -> Vec<Opening> {
    RandomOpenings::new(variant, plies, max_imbalance, seed, keep)
        .take(count)
        .collect()
}

/// Random openings one at a time, as [`random`] makes them (the same openings in the same order
/// for a seed): a match makes each only when a game reaches it. It ends when 200 tries an
/// opening have found none.
pub struct RandomOpenings<K> {
    start: Position,
    plies: usize,
    max_imbalance: i32,
    rng: u64,
    seen: std::collections::HashSet<u64>,
    tries: usize,
    made: usize,
    keep: K,
}

/// Tries a random opening may take, on average, before the search for more gives up.
const TRIES_AN_OPENING: usize = 200;

impl<K: FnMut(&Position) -> bool> RandomOpenings<K> {
    pub fn new(
        variant: &Arc<Variant>,
        plies: usize,
        max_imbalance: i32,
        seed: u64,
        keep: K,
    ) -> Self {
        RandomOpenings {
            start: variant.start_position(),
            plies,
            max_imbalance,
            rng: seed ^ 0x9E37_79B9_7F4A_7C15,
            seen: std::collections::HashSet::new(),
            tries: 0,
            made: 0,
            keep,
        }
    }

    fn next_random(&mut self) -> u64 {
        let s = &mut self.rng;
        *s ^= *s << 13;
        *s ^= *s >> 7;
        *s ^= *s << 17;
        *s
    }
}

impl<K: FnMut(&Position) -> bool> Iterator for RandomOpenings<K> {
    type Item = Opening;

    fn next(&mut self) -> Option<Opening> {
        while self.tries < (self.made + 1) * TRIES_AN_OPENING {
            self.tries += 1;
            let mut p = self.start.clone();
            let mut moves = Vec::new();
            for _ in 0..self.plies {
                let legal = p.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = legal.as_slice()[self.next_random() as usize % legal.len()];
                p.play_unchecked(m);
                moves.push(m);
            }
            if moves.len() < self.plies || p.outcome().is_some() || p.legal_moves().len() < 3 {
                continue;
            }
            if material(&p).abs() > self.max_imbalance
                || !self.seen.insert(p.hash())
                || !(self.keep)(&p)
            {
                continue;
            }
            self.made += 1;
            return Some(Opening {
                start: self.start.clone(),
                moves,
            });
        }
        None
    }
}

/// The openings a match plays: a list given in full, or made one at a time as the games reach
/// them, so that a match starts at once and a long SPRT that stops early makes only the
/// openings it played. Cloning shares the list.
#[derive(Clone, Default)]
pub struct Openings {
    count: usize,
    made: Arc<std::sync::Mutex<Made>>,
}

#[derive(Default)]
struct Made {
    list: Vec<Opening>,
    source: Option<Box<dyn Iterator<Item = Opening> + Send>>,
}

impl Openings {
    /// Openings given in full (from a file).
    pub fn fixed(list: Vec<Opening>) -> Openings {
        Openings {
            count: list.len(),
            made: Arc::new(std::sync::Mutex::new(Made { list, source: None })),
        }
    }

    /// Up to `count` openings, made from `source` as they are asked for.
    pub fn lazy(count: usize, source: impl Iterator<Item = Opening> + Send + 'static) -> Openings {
        Openings {
            count,
            made: Arc::new(std::sync::Mutex::new(Made {
                list: Vec::new(),
                source: Some(Box::new(source)),
            })),
        }
    }

    /// The openings a match schedules its games over.
    pub fn len(&self) -> usize {
        self.count
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The `i`-th opening, made now (with those before it) if it was not yet. When the source
    /// ran dry before it, the openings made are used again in turn; None when there are none.
    pub fn get(&self, i: usize) -> Option<Opening> {
        let mut made = self.made.lock().unwrap_or_else(|e| e.into_inner());
        let made = &mut *made;
        while made.list.len() <= i {
            match made.source.as_mut().and_then(|s| s.next()) {
                Some(o) => made.list.push(o),
                None => {
                    made.source = None;
                    break;
                }
            }
        }
        match made.list.len() {
            0 => None,
            n => Some(made.list[i % n].clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn openings_made_as_the_games_reach_them_are_those_made_at_once() {
        let v = rukh_rules::variant::builtin("shatranj").unwrap();
        let at_once = random(&v, 6, 5, 0, 11, |_| true);
        assert_eq!(at_once.len(), 5);
        let judged = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&judged);
        let lazy = Openings::lazy(
            5,
            RandomOpenings::new(&v, 6, 0, 11, move |_| {
                counter.fetch_add(1, Ordering::Relaxed);
                true
            }),
        );
        assert_eq!(lazy.len(), 5);
        assert_eq!(
            judged.load(Ordering::Relaxed),
            0,
            "none is made before a game asks"
        );
        assert_eq!(lazy.get(2).unwrap().moves, at_once[2].moves);
        assert_eq!(
            judged.load(Ordering::Relaxed),
            3,
            "only those up to the one asked for"
        );
        for (i, o) in at_once.iter().enumerate() {
            assert_eq!(lazy.get(i).unwrap().moves, o.moves, "opening {i}");
        }
        assert_eq!(judged.load(Ordering::Relaxed), 5, "each made once");
    }

    #[test]
    fn a_source_that_runs_dry_has_its_openings_played_again() {
        let v = rukh_rules::variant::builtin("shatranj").unwrap();
        let mut left = 2;
        let two = Openings::lazy(
            6,
            RandomOpenings::new(&v, 4, 0, 3, move |_| {
                left -= 1;
                left >= 0
            }),
        );
        let first = two.get(0).unwrap();
        let second = two.get(1).unwrap();
        assert_ne!(first.moves, second.moves);
        assert_eq!(two.get(4).unwrap().moves, first.moves);
        assert_eq!(two.get(5).unwrap().moves, second.moves);
        let none = Openings::lazy(6, RandomOpenings::new(&v, 4, 0, 3, |_| false));
        assert!(none.get(0).is_none());
    }
}
