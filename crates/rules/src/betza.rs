//! Betza's funny notation for piece moves, parsed into board-size-free move descriptions.
//!
//! Supported: the atoms `W F D A N H C Z G` (with the older aliases `J` for the camel and `L` for the zebra),
//! the shorthands `R B Q K`, ranges (`W4`, `N0`) and doubled atoms (`WW`, `NN`) for riders, the
//! directional modifiers `f b l r v s h` (single and paired, as in XBoard's Betza page), the
//! modalities `m` (move only) and `c` (capture only), `i` (only for a piece that has not moved),
//! `n` (lame: the path must be empty) and `j` (must jump: the path must be occupied; on a
//! one-square slider, skip the first square), and compounds by concatenation.
//!
//! Directions are given for White (forward = towards higher ranks); the compiler turns them
//! round for Black.

use std::fmt;

/// What a move may do at its destination.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Hash)]
pub enum Modality {
    /// Only to an empty square (`m`).
    Move,
    /// Only capturing (`c`).
    Capture,
    /// Either (the default).
    Both,
}

impl Modality {
    pub fn can_move(self) -> bool {
        self != Modality::Capture
    }
    pub fn can_capture(self) -> bool {
        self != Modality::Move
    }
}

/// One group of moves sharing a step, range and modifiers, with its concrete step vectors.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct BetzaMove {
    /// The (file, rank) steps, for White.
    pub steps: Vec<(i8, i8)>,
    /// 1 for a leaper, 0 for an unlimited rider, k for a rider of at most k steps.
    pub range: u8,
    pub modality: Modality,
    /// `i`: only while the piece has not moved.
    pub initial: bool,
    /// `n`: the squares passed over must be empty.
    pub lame: bool,
    /// `j`: the square passed over must be occupied (leaper), or the first square is skipped (slider).
    pub jump: bool,
}

/// A syntax error in a Betza string, with the byte offset where it was found.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub struct BetzaError {
    pub offset: usize,
    pub found: Option<char>,
    pub expected: &'static str,
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.found {
            Some(c) => write!(
                f,
                "at byte {}: found '{}', expected {}",
                self.offset, c, self.expected
            ),
            None => write!(
                f,
                "at byte {}: the text ends, expected {}",
                self.offset, self.expected
            ),
        }
    }
}

const EXPECTED_ATOM: &str = "a piece atom (W F D A N H C Z G, or R B Q K) after the modifiers";

/// The canonical (long, short) leap of an atom letter, and whether it is a rider shorthand.
fn atom(c: char) -> Option<(&'static [(u8, u8)], bool)> {
    Some(match c {
        'W' => (&[(1, 0)], false),
        'F' => (&[(1, 1)], false),
        'D' => (&[(2, 0)], false),
        'A' => (&[(2, 2)], false),
        'N' => (&[(2, 1)], false),
        'H' => (&[(3, 0)], false),
        'C' | 'J' => (&[(3, 1)], false),
        'Z' | 'L' => (&[(3, 2)], false),
        'G' => (&[(3, 3)], false),
        'K' => (&[(1, 0), (1, 1)], false),
        'R' => (&[(1, 0)], true),
        'B' => (&[(1, 1)], true),
        'Q' => (&[(1, 0), (1, 1)], true),
        _ => return None,
    })
}

#[derive(Copy, Clone, Debug)]
enum Dir {
    One(u8),
    Pair(u8, u8),
}

/// Parses a whole Betza string.
pub fn parse(text: &str) -> Result<Vec<BetzaMove>, BetzaError> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let at = |i: usize| chars.get(i).copied();
    let end = text.len();
    let mut out = Vec::new();
    let mut i = 0;
    if chars.is_empty() {
        return Err(BetzaError {
            offset: 0,
            found: None,
            expected: EXPECTED_ATOM,
        });
    }
    while i < chars.len() {
        let mut dirs = Vec::new();
        let mut modality_m = false;
        let mut modality_c = false;
        let (mut initial, mut lame, mut jump) = (false, false, false);
        while let Some((off, c)) = at(i) {
            match c {
                'f' | 'b' | 'l' | 'r' | 'v' | 's' | 'h' => dirs.push((off, c as u8)),
                'm' => modality_m = true,
                'c' => modality_c = true,
                'i' => initial = true,
                'n' => lame = true,
                'j' => jump = true,
                c if c.is_ascii_lowercase() => {
                    return Err(BetzaError {
                        offset: off,
                        found: Some(c),
                        expected: "a supported modifier (f b l r v s h m c i n j)",
                    });
                }
                _ => break,
            }
            i += 1;
        }
        let Some((off, letter)) = at(i) else {
            return Err(BetzaError {
                offset: end,
                found: None,
                expected: EXPECTED_ATOM,
            });
        };
        let Some((leaps, rider)) = atom(letter) else {
            return Err(BetzaError {
                offset: off,
                found: Some(letter),
                expected: EXPECTED_ATOM,
            });
        };
        i += 1;
        let mut range: u8 = if rider { 0 } else { 1 };
        if let Some((_, c2)) = at(i) {
            if c2 == letter && !rider && letter != 'K' {
                range = 0;
                i += 1;
            } else if c2.is_ascii_digit() {
                let start = i;
                let mut value: u32 = 0;
                while let Some((_, d)) = at(i) {
                    let Some(v) = d.to_digit(10) else { break };
                    value = value * 10 + v;
                    if value > 64 {
                        return Err(BetzaError {
                            offset: chars[start].0,
                            found: Some(chars[start].1),
                            expected: "a range of at most 64",
                        });
                    }
                    i += 1;
                }
                range = value as u8;
            }
        }
        if jump && lame {
            return Err(BetzaError {
                offset: off,
                found: Some(letter),
                expected: "either 'n' or 'j' on one atom, not both",
            });
        }
        let modality = match (modality_m, modality_c) {
            (true, false) => Modality::Move,
            (false, true) => Modality::Capture,
            _ => Modality::Both,
        };
        let specs = pair_directions(&dirs);
        for &(long, short) in leaps {
            let steps = select_steps(long, short, &specs);
            if steps.is_empty() {
                continue;
            }
            out.push(BetzaMove {
                steps,
                range,
                modality,
                initial,
                lame,
                jump,
            });
        }
        if out.is_empty() && i >= chars.len() {
            return Err(BetzaError {
                offset: dirs.first().map_or(off, |d| d.0),
                found: Some(dirs.first().map_or(letter, |d| d.1 as char)),
                expected: "directions that leave the atom at least one move",
            });
        }
    }
    Ok(out)
}

fn pair_directions(dirs: &[(usize, u8)]) -> Vec<Dir> {
    let mut specs = Vec::new();
    let mut k = 0;
    while k < dirs.len() {
        let a = dirs[k].1;
        if let Some(&(_, b)) = dirs.get(k + 1) {
            let pairs = (matches!(a, b'f' | b'b') && matches!(b, b'l' | b'r' | b's'))
                || (matches!(a, b'l' | b'r') && matches!(b, b'f' | b'b' | b'v'))
                || (matches!(a, b'f' | b'b' | b'l' | b'r') && (b == b'h' || b == a));
            if pairs {
                specs.push(Dir::Pair(a, b));
                k += 2;
                continue;
            }
        }
        specs.push(Dir::One(a));
        k += 1;
    }
    specs
}

fn select_steps(long: u8, short: u8, specs: &[Dir]) -> Vec<(i8, i8)> {
    let (l, s) = (long as i8, short as i8);
    let mut all: Vec<(i8, i8)> = Vec::new();
    for (x, y) in [(l, s), (s, l)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let v = (x * sx, y * sy);
            if !all.contains(&v) {
                all.push(v);
            }
        }
    }
    if specs.is_empty() {
        return all;
    }
    let class = if short == 0 {
        Class::Orthogonal
    } else if short == long {
        Class::Diagonal
    } else {
        Class::Oblique
    };
    all.into_iter()
        .filter(|&v| specs.iter().any(|&d| matches(class, d, v)))
        .collect()
}

#[derive(Copy, Clone, PartialEq)]
enum Class {
    Orthogonal,
    Diagonal,
    Oblique,
}

fn single(class: Class, c: u8, (x, y): (i8, i8)) -> bool {
    match class {
        Class::Orthogonal | Class::Diagonal => match c {
            b'f' => y > 0 && (class == Class::Diagonal || x == 0),
            b'b' => y < 0 && (class == Class::Diagonal || x == 0),
            b'l' => x < 0 && (class == Class::Diagonal || y == 0),
            b'r' => x > 0 && (class == Class::Diagonal || y == 0),
            b'v' => class == Class::Diagonal || x == 0,
            b's' => class == Class::Diagonal || y == 0,
            _ => false,
        },
        Class::Oblique => match c {
            b'f' => y > 0 && y.abs() > x.abs(),
            b'b' => y < 0 && y.abs() > x.abs(),
            b'l' => x < 0 && x.abs() > y.abs(),
            b'r' => x > 0 && x.abs() > y.abs(),
            b'v' => y.abs() > x.abs(),
            b's' => x.abs() > y.abs(),
            _ => false,
        },
    }
}

fn half(c: u8, (x, y): (i8, i8)) -> bool {
    match c {
        b'f' => y > 0,
        b'b' => y < 0,
        b'l' => x < 0,
        b'r' => x > 0,
        _ => false,
    }
}

fn matches(class: Class, d: Dir, v: (i8, i8)) -> bool {
    match d {
        Dir::One(c) => single(class, c, v),
        Dir::Pair(a, b) if b == a => single(class, a, v),
        Dir::Pair(a, b'h') => half(a, v),
        Dir::Pair(a, b) => match class {
            Class::Orthogonal => single(class, a, v) || single(class, b, v),
            Class::Diagonal => half(a, v) && half(b, v),
            Class::Oblique => {
                let (x, y) = v;
                let (minor, major) = (a, b);
                match major {
                    // fs / bs: forward (backward) and sideways-dominant.
                    b's' => half(minor, v) && x.abs() > y.abs(),
                    // lv / rv: left (right) and vertical-dominant.
                    b'v' => half(minor, v) && y.abs() > x.abs(),
                    // e.g. fl = forward quadrant, left-dominant; lf = left quadrant, forward-dominant.
                    _ => {
                        half(minor, v) && half(major, v) && {
                            let major_vertical = matches!(major, b'f' | b'b');
                            if major_vertical {
                                y.abs() > x.abs()
                            } else {
                                x.abs() > y.abs()
                            }
                        }
                    }
                }
            }
        },
    }
}

/// Where a piece reaches from one square of an empty board: the squares it may move to, those it
/// may capture on, and those it may go to only as its first move (`i`), each as (file, rank).
/// For the designer's live diagram and the rules pages; a leaper that must jump (`j`) has nothing
/// to jump over on an empty board, so its leaps are not drawn.
#[derive(Clone, Debug, Default, Eq, PartialEq)]
pub struct Reach {
    pub moves: Vec<(u8, u8)>,
    pub captures: Vec<(u8, u8)>,
    pub initial: Vec<(u8, u8)>,
}

/// Each square a group of moves reaches from `from` on an empty `files` x `ranks` board, with the
/// number of its step (1 for the first square of a ride).
fn walk(m: &BetzaMove, files: u8, ranks: u8, from: (u8, u8), mut visit: impl FnMut((u8, u8), u32)) {
    if m.jump && m.range == 1 {
        return;
    }
    let limit = if m.range == 0 {
        u32::MAX
    } else {
        m.range as u32
    };
    for &(df, dr) in &m.steps {
        let (mut f, mut r) = (from.0 as i32, from.1 as i32);
        let mut k = 0;
        while k < limit {
            f += df as i32;
            r += dr as i32;
            if f < 0 || r < 0 || f >= files as i32 || r >= ranks as i32 {
                break;
            }
            k += 1;
            // A one-square rider that must jump skips its first square.
            if m.jump && k == 1 {
                continue;
            }
            visit((f as u8, r as u8), k);
        }
    }
}

/// Where the piece moving by `moves` reaches from `from` on an empty board (see [`Reach`]).
pub fn reach(moves: &[BetzaMove], files: u8, ranks: u8, from: (u8, u8)) -> Reach {
    let mut out = Reach::default();
    for m in moves {
        walk(m, files, ranks, from, |sq, _| {
            let list = if m.initial {
                &mut out.initial
            } else if m.modality == Modality::Capture {
                &mut out.captures
            } else {
                if m.modality == Modality::Both {
                    out.captures.push(sq);
                }
                &mut out.moves
            };
            list.push(sq);
        });
    }
    for l in [&mut out.moves, &mut out.captures, &mut out.initial] {
        l.sort_unstable();
        l.dedup();
    }
    out
}

/// A rough value (hundredths of a pawn) for a piece whose definition gives none: its mobility on
/// an empty board averaged over every square, a ride's farther squares counting less (they are
/// blocked more often in play), a move-only or capture-only square half. It lands near the values
/// the five games use (a knight about 290 on 8x8, a rook about 500, a fers about 170) and is meant
/// only as a start for the engine's written evaluation.
pub fn estimate_value(moves: &[BetzaMove], files: u8, ranks: u8) -> i32 {
    let squares = files as u32 * ranks as u32;
    if squares == 0 {
        return 0;
    }
    let mut total = 0.0f64;
    for f in 0..files {
        for r in 0..ranks {
            for m in moves.iter().filter(|m| !m.initial) {
                let half = if m.modality == Modality::Both {
                    1.0
                } else {
                    0.5
                };
                walk(m, files, ranks, (f, r), |_, k| {
                    total += half * 0.75f64.powi(k as i32 - 1);
                });
            }
        }
    }
    let mobility = total / squares as f64;
    ((mobility * 55.0 / 5.0).round() as i32 * 5).max(10)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(s: &str) -> Vec<Vec<(i8, i8)>> {
        parse(s).unwrap().into_iter().map(|m| m.steps).collect()
    }

    #[test]
    fn shatranj_pawn() {
        let m = parse("fmWfcF").unwrap();
        assert_eq!(m.len(), 2);
        assert_eq!(m[0].steps, vec![(0, 1)]);
        assert_eq!(m[0].modality, Modality::Move);
        let mut caps = m[1].steps.clone();
        caps.sort();
        assert_eq!(caps, vec![(-1, 1), (1, 1)]);
        assert_eq!(m[1].modality, Modality::Capture);
    }

    #[test]
    fn knight_has_eight_and_directions_pick_them() {
        assert_eq!(steps("N")[0].len(), 8);
        let mut f = steps("fN")[0].clone();
        f.sort();
        assert_eq!(f, vec![(-1, 2), (1, 2)]);
        let mut fs = steps("fsN")[0].clone();
        fs.sort();
        assert_eq!(fs, vec![(-2, 1), (2, 1)]);
        assert_eq!(steps("lfN")[0], vec![(-1, 2)]);
        assert_eq!(steps("flN")[0], vec![(-2, 1)]);
        assert_eq!(steps("fhN")[0].len(), 4);
    }

    #[test]
    fn riders_and_ranges() {
        let q = parse("Q").unwrap();
        assert_eq!(q.len(), 2);
        assert!(q.iter().all(|m| m.range == 0));
        assert_eq!(parse("WW").unwrap()[0].range, 0);
        assert_eq!(parse("NN").unwrap()[0].range, 0);
        assert_eq!(parse("W4").unwrap()[0].range, 4);
        assert_eq!(parse("R").unwrap()[0].steps.len(), 4);
    }

    #[test]
    fn silver_and_elephant() {
        let s = parse("FfW").unwrap();
        assert_eq!(s[0].steps.len(), 4);
        assert_eq!(s[1].steps, vec![(0, 1)]);
        let e = parse("AmD").unwrap();
        assert_eq!(e[1].modality, Modality::Move);
        assert_eq!(e[1].steps.len(), 4);
        let lame = parse("ifmnD").unwrap();
        assert!(lame[0].initial && lame[0].lame);
        assert_eq!(lame[0].steps, vec![(0, 2)]);
    }

    #[test]
    fn errors_say_where() {
        let e = parse("fmX").unwrap_err();
        assert_eq!((e.offset, e.found), (2, Some('X')));
        let e = parse("fm").unwrap_err();
        assert_eq!((e.offset, e.found), (2, None));
        let e = parse("pR").unwrap_err();
        assert_eq!((e.offset, e.found), (0, Some('p')));
        assert!(parse("").is_err());
        assert!(e.to_string().contains("byte 0"));
    }

    #[test]
    fn reach_draws_moves_captures_and_first_moves_apart() {
        // A Shatranj pawn on e2: one step forward to move, the two diagonals to capture.
        let r = reach(&parse("fmWfcF").unwrap(), 8, 8, (4, 1));
        assert_eq!(r.moves, vec![(4, 2)]);
        assert_eq!(r.captures, vec![(3, 2), (5, 2)]);
        // A rook in a corner reaches 14 squares, and captures on each.
        let r = reach(&parse("R").unwrap(), 8, 8, (0, 0));
        assert_eq!(r.moves.len(), 14);
        assert_eq!(r.captures, r.moves);
        // Kamil's elephant: leaps two diagonally either way, steps two straight only to move.
        let r = reach(&parse("AmD").unwrap(), 8, 8, (3, 3));
        assert_eq!(r.moves.len(), 8);
        assert_eq!(r.captures.len(), 4);
        // A first move of two is apart from the ordinary step.
        let r = reach(&parse("fmWifmD").unwrap(), 8, 8, (4, 1));
        assert_eq!(r.moves, vec![(4, 2)]);
        assert_eq!(r.initial, vec![(4, 3)]);
    }

    #[test]
    fn estimated_values_rank_the_pieces_as_players_do() {
        let v = |b: &str| estimate_value(&parse(b).unwrap(), 8, 8);
        let (alfil, fers, knight, bishop, rook, queen) =
            (v("A"), v("F"), v("N"), v("B"), v("R"), v("Q"));
        assert!(alfil < fers && fers < knight && knight < rook && rook < queen);
        assert!(bishop < rook);
        assert!((250..=350).contains(&knight), "knight {knight}");
        assert!((400..=600).contains(&rook), "rook {rook}");
        assert!(v("WDFA") > v("N") * 2, "the general {}", v("WDFA"));
    }
}
