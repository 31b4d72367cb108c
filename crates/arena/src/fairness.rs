//! Whether both engines of a match used their clocks.
//!
//! A score between two engines measures their strength only when each spent its time as its
//! own time manager means to. Engines read the same settings differently: a `Move Overhead`
//! that one engine takes off its clock once, a Stockfish-like engine takes off once for every
//! move of its horizon, and at a short time control it then plans with almost nothing. So a
//! match keeps what every move cost (`%emt`) and the clock after it (`%clk`), and a run where
//! one side thinks much less than the other is not a measurement.

use std::time::Duration;

use rukh_rules::Color;

use rukh_rules::pgn::{RawGame, Token, tokens};

use crate::game::{GameRecord, MoveTime, parse_move_time};

/// The least ratio of the two sides' mean think times per move for a fair run: one side under
/// two thirds of the other's is reported as unfair.
pub const FAIR_RATIO: f64 = 2.0 / 3.0;

/// Moves each side must have played before a match judges its fairness (about two games of
/// Shatranj): the first moves of a game are quicker or slower than the rest.
pub const JUDGE_AFTER_MOVES: u32 = 120;

/// One side's time use over some games.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct ThinkTimes {
    /// Moves with a recorded think time.
    pub moves: u32,
    pub thought: Duration,
    /// Moves with a recorded clock, and the sum of those clocks.
    pub clocked: u32,
    pub clock_left: Duration,
}

impl ThinkTimes {
    pub fn add(&mut self, t: &MoveTime) {
        self.moves += 1;
        self.thought += t.elapsed;
        if let Some(c) = t.clock {
            self.clocked += 1;
            self.clock_left += c;
        }
    }

    pub fn merge(&mut self, other: &ThinkTimes) {
        self.moves += other.moves;
        self.thought += other.thought;
        self.clocked += other.clocked;
        self.clock_left += other.clock_left;
    }

    /// The mean think time per move, when any move was timed.
    pub fn mean_think(&self) -> Option<Duration> {
        (self.moves > 0).then(|| self.thought / self.moves)
    }

    /// The mean clock left after a move, when any was recorded.
    pub fn mean_clock(&self) -> Option<Duration> {
        (self.clocked > 0).then(|| self.clock_left / self.clocked)
    }

    /// `231 ms a move, 8.42 s left on average (412 moves)`.
    pub fn describe(&self) -> String {
        let Some(think) = self.mean_think() else {
            return "no think times recorded".to_owned();
        };
        let mut s = format!("{} ms a move", think.as_millis());
        if let Some(c) = self.mean_clock() {
            s.push_str(&format!(", {:.2} s left on average", c.as_secs_f64()));
        }
        s.push_str(&format!(" ({} moves)", self.moves));
        s
    }
}

/// The think times of a game's two sides, `[white, black]`.
pub fn game_times(r: &GameRecord) -> [ThinkTimes; 2] {
    let mut out = [ThinkTimes::default(); 2];
    let first = r.start.turn();
    for (ply, t) in r.times.iter().enumerate() {
        let Some(t) = t else { continue };
        let mover = if ply % 2 == 0 { first } else { !first };
        out[usize::from(mover == Color::Black)].add(t);
    }
    out
}

/// The think times a PGN game records (`%emt`, `%clk` in the comment after each move),
/// `[white, black]`; no legality check is needed for this, only the side to move at the start
/// (the FEN tag's second field).
pub fn pgn_times(raw: &RawGame) -> [ThinkTimes; 2] {
    let mut out = [ThinkTimes::default(); 2];
    let black_first = raw
        .tag("FEN")
        .and_then(|f| f.split_whitespace().nth(1))
        .is_some_and(|t| t.eq_ignore_ascii_case("b"));
    let mut ply: Option<usize> = None;
    for tok in tokens(&raw.movetext) {
        match tok {
            Token::Move(_) => ply = Some(ply.map_or(0, |p| p + 1)),
            Token::Comment(c) => {
                if let (Some(p), Some(t)) = (ply, parse_move_time(&c)) {
                    let black = (p % 2 == 1) != black_first;
                    out[usize::from(black)].add(&t);
                }
            }
            _ => {}
        }
    }
    out
}

/// What the think times say of a run.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Too few timed moves on one side to say.
    TooFew,
    /// The quicker side's mean think time is `ratio` of the slower's, at least the fair ratio.
    Fair { ratio: f64 },
    /// Side `quick` (0 or 1) thought `ratio` of the other's time per move, under the fair ratio.
    Unfair { ratio: f64, quick: usize },
}

/// Judges two sides' think times; `min_moves` timed moves each are needed.
pub fn judge(sides: &[ThinkTimes; 2], min_ratio: f64, min_moves: u32) -> Verdict {
    let (Some(a), Some(b)) = (sides[0].mean_think(), sides[1].mean_think()) else {
        return Verdict::TooFew;
    };
    if sides[0].moves < min_moves || sides[1].moves < min_moves {
        return Verdict::TooFew;
    }
    let (a, b) = (a.as_secs_f64(), b.as_secs_f64());
    let (quick, ratio) = if a <= b {
        (0, if b > 0.0 { a / b } else { 1.0 })
    } else {
        (1, b / a)
    };
    if ratio < min_ratio {
        Verdict::Unfair { ratio, quick }
    } else {
        Verdict::Fair { ratio }
    }
}

/// The sentence for an unfair run: who thought how little, and what to change.
pub fn unfair_text(names: [&str; 2], sides: &[ThinkTimes; 2], ratio: f64, quick: usize) -> String {
    let (q, s) = (quick, 1 - quick);
    format!(
        "unfair: {} thought {:.0}% as long a move as {} ({} against {}), under the {:.0}% a fair \
         run needs; give {} a time setting its own time manager survives at this time control \
         (for Fairy-Stockfish and Stockfish a Move Overhead of at most 100 ms at 10+0.1), or a \
         wider --margin for the pipe",
        names[q],
        100.0 * ratio,
        names[s],
        sides[q].describe(),
        sides[s].describe(),
        100.0 * FAIR_RATIO,
        names[q],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn side(moves: u32, ms: u64) -> ThinkTimes {
        ThinkTimes {
            moves,
            thought: Duration::from_millis(ms) * moves,
            clocked: 0,
            clock_left: Duration::ZERO,
        }
    }

    #[test]
    fn a_third_of_the_time_is_unfair_and_nine_tenths_fair() {
        // The Great Shatranj run with Fairy-Stockfish's overhead at 300 ms: 231 against 75 ms.
        let v = judge(&[side(400, 231), side(400, 75)], FAIR_RATIO, 100);
        let Verdict::Unfair { ratio, quick } = v else {
            panic!("{v:?}")
        };
        assert_eq!(quick, 1);
        assert!((ratio - 75.0 / 231.0).abs() < 1e-3);
        // At 100 ms: 211 against 201 ms.
        assert!(matches!(
            judge(&[side(400, 211), side(400, 201)], FAIR_RATIO, 100),
            Verdict::Fair { .. }
        ));
        // Too few moves to say.
        assert_eq!(
            judge(&[side(10, 231), side(10, 75)], FAIR_RATIO, 100),
            Verdict::TooFew
        );
    }

    #[test]
    fn the_text_names_the_quick_side_and_what_to_do() {
        let t = unfair_text(["rukh", "fsf"], &[side(400, 231), side(400, 75)], 0.32, 1);
        assert!(t.starts_with("unfair: fsf thought 32% as long"), "{t}");
        assert!(t.contains("231 ms a move"), "{t}");
        assert!(t.contains("Move Overhead"), "{t}");
    }
}
