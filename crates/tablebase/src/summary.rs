//! What a solved class says as a whole: how many of its positions each side wins, the longest
//! win and where it starts, the verdict a player would give the ending.

use rukh_rules::Color;
use serde::Serialize;

use crate::build::Table;
use crate::material::Material;
use crate::value::Wdl;

/// Counts of one side to move: positions won by White, drawn, won by Black.
#[derive(Clone, Copy, Debug, Default, Serialize, PartialEq, Eq)]
pub struct Counts {
    pub white_wins: u64,
    pub draws: u64,
    pub black_wins: u64,
}

impl Counts {
    pub fn total(&self) -> u64 {
        self.white_wins + self.draws + self.black_wins
    }
}

/// A class summed up, with White the stronger side (the class is turned over where the tables
/// hold it the other way round).
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// "KRvKF", the stronger side first.
    pub class: String,
    pub men: usize,
    /// Positions with White to move, then with Black to move (each position and its
    /// reflections counted once each: the shares are those of every legal placement).
    pub white_to_move: Counts,
    pub black_to_move: Counts,
    /// The longest win with best play on both sides, in plies, and a position it starts from.
    pub longest_plies: u16,
    pub longest_fen: Option<String>,
    /// How that longest win ends (a rule name: "bare-king", "checkmate", ...).
    pub longest_reason: Option<String>,
    /// A player's verdict: `win` (the stronger side wins at least [`GENERALLY`] of the
    /// positions, whoever moves), `draw` (as many are drawn), `depends`.
    pub verdict: &'static str,
    /// The stronger side's share of wins, 0 to 1, over both sides to move.
    pub share: f64,
}

/// The share of positions above which an ending is called won (or drawn): some positions of
/// every class lose a man at once, so no ending is won or drawn in all of them.
pub const GENERALLY: f64 = 0.8;

/// Sums up `t`. Where the class counts a lone king's moves (Kamil), only positions whose count
/// is 0 (the king just bared) are counted: the ending as it arises.
pub fn summarize(t: &Table) -> Summary {
    let v = &t.layout.variant;
    let m = &t.layout.material;
    let strength = |c: Color| -> i64 {
        m.men
            .iter()
            .filter(|p| p.color == c && Some(p.kind) != v.king())
            .map(|p| v.piece(p.kind).value as i64)
            .sum()
    };
    // Turned over when Black holds the stronger side in the stored class.
    let turned = strength(Color::Black) > strength(Color::White);
    // A pawn on its own first rank can never get there (pawns only go forward), unless the
    // game starts it there: such placements are left out.
    let g = v.geometry;
    let start = v.start_position();
    let pawn_at_home = |c: Color| {
        (0..v.pieces.len() as u8)
            .filter(|&k| v.piece(k).pawn)
            .any(|k| {
                start
                    .pieces(c, k)
                    .into_iter()
                    .any(|sq| g.relative_rank(c, sq) == 0)
            })
    };
    let home_ok = [pawn_at_home(Color::White), pawn_at_home(Color::Black)];
    let reachable = |pos: &rukh_rules::Position| {
        Color::ALL.into_iter().all(|c| {
            home_ok[c.index()]
                || (0..v.pieces.len() as u8)
                    .filter(|&k| v.piece(k).pawn)
                    .all(|k| {
                        pos.pieces(c, k)
                            .into_iter()
                            .all(|sq| g.relative_rank(c, sq) != 0)
                    })
        })
    };
    let pawns = m.pawns(v) > 0;
    let mut counts = [Counts::default(); 2];
    let mut longest: Option<(u16, usize)> = None;
    for i in 0..t.layout.size() {
        let Some(value) = t.value(i) else { continue };
        if t.layout.lone.is_some() && (i / 2) % t.layout.counts != 0 {
            continue;
        }
        if pawns && !t.layout.position(i).is_some_and(|p| reachable(&p)) {
            continue;
        }
        let stored_turn = if i & 1 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let winner = match value.wdl {
            Wdl::Win => Some(stored_turn),
            Wdl::Loss => Some(!stored_turn),
            Wdl::Draw => None,
        };
        // In the view shown: colours swapped when turned over.
        let (turn, winner) = if turned {
            (!stored_turn, winner.map(|c| !c))
        } else {
            (stored_turn, winner)
        };
        let c = &mut counts[turn.index()];
        match winner {
            Some(Color::White) => c.white_wins += 1,
            Some(Color::Black) => c.black_wins += 1,
            None => c.draws += 1,
        }
        if winner.is_some() && longest.is_none_or(|(p, _)| value.plies > p) {
            longest = Some((value.plies, i));
        }
    }
    let (longest_fen, longest_reason) = match longest {
        Some((_, i)) => {
            let pos = t.layout.position(i).expect("a numbered position");
            let pos = if turned {
                crate::material::flip(&pos).unwrap_or(pos)
            } else {
                pos
            };
            let reason = t
                .value(i)
                .and_then(|v| v.reason)
                .map(|r| r.name().to_owned());
            (Some(pos.fen()), reason)
        }
        None => (None, None),
    };
    let shown = if turned { m.flipped() } else { m.clone() };
    let all = counts[0].total() + counts[1].total();
    let share = if all == 0 {
        0.0
    } else {
        (counts[0].white_wins + counts[1].white_wins) as f64 / all as f64
    };
    let draws = counts[0].draws + counts[1].draws;
    let verdict = if share >= GENERALLY {
        "win"
    } else if all > 0 && draws as f64 / all as f64 >= GENERALLY {
        "draw"
    } else {
        "depends"
    };
    Summary {
        class: Material::new(shown.men).name(v),
        men: m.count(),
        white_to_move: counts[0],
        black_to_move: counts[1],
        longest_plies: longest.map(|(p, _)| p).unwrap_or(0),
        longest_fen,
        longest_reason,
        verdict,
        share,
    }
}
