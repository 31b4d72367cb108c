//! What a table says of a position: win, draw or loss for the side to move, the rule that ends
//! the game, and how many plies away the end is with best play.

use rukh_rules::Reason;
use serde::Serialize;

/// Win, draw or loss for the side to move.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Wdl {
    Loss,
    Draw,
    Win,
}

impl Wdl {
    /// The same result seen by the other side.
    pub fn flip(self) -> Wdl {
        match self {
            Wdl::Loss => Wdl::Win,
            Wdl::Draw => Wdl::Draw,
            Wdl::Win => Wdl::Loss,
        }
    }
}

/// A position's value for the side to move.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Serialize)]
pub struct Value {
    pub wdl: Wdl,
    /// Plies (single moves) to the end of the game with best play: the winner ends it as soon
    /// as it can, the loser holds out as long as it can. 0: the game is over. For a draw, 0.
    pub plies: u16,
    /// The rule that ends the game (for a win or loss), or that a draw comes by where one move
    /// settles it at once; None for a draw the loser of neither side can be forced into.
    pub reason: Option<Reason>,
}

/// Every reason a table may record, in the order of their codes (code = position + 1).
const REASONS: [Reason; 13] = [
    Reason::Checkmate,
    Reason::Stalemate,
    Reason::BareKing,
    Reason::CounterBared,
    Reason::BareKings,
    Reason::KingCaptured,
    Reason::NoMoves,
    Reason::LoneKingStalemate,
    Reason::LoneKingMoves,
    Reason::LoneKingClaim,
    Reason::Boorj,
    Reason::Repetition,
    Reason::MoveRule,
];

/// The largest distance a table entry holds, in plies.
pub const MAX_PLIES: u16 = (1 << 10) - 1;

pub(crate) fn reason_code(r: Option<Reason>) -> u16 {
    r.and_then(|r| REASONS.iter().position(|&x| x == r))
        .map_or(0, |i| i as u16 + 1)
}

pub(crate) fn reason_of(code: u16) -> Option<Reason> {
    (code as usize)
        .checked_sub(1)
        .and_then(|i| REASONS.get(i).copied())
}

impl Value {
    pub fn win(plies: u16, reason: Option<Reason>) -> Value {
        Value {
            wdl: Wdl::Win,
            plies,
            reason,
        }
    }

    pub fn loss(plies: u16, reason: Option<Reason>) -> Value {
        Value {
            wdl: Wdl::Loss,
            plies,
            reason,
        }
    }

    pub fn draw(reason: Option<Reason>) -> Value {
        Value {
            wdl: Wdl::Draw,
            plies: 0,
            reason,
        }
    }

    /// Two bytes: 2 bits of result (0: no position), 4 of reason, 10 of plies.
    pub(crate) fn encode(self) -> u16 {
        let w = match self.wdl {
            Wdl::Draw => 1,
            Wdl::Win => 2,
            Wdl::Loss => 3,
        };
        w | reason_code(self.reason) << 2 | self.plies.min(MAX_PLIES) << 6
    }

    pub(crate) fn decode(code: u16) -> Option<Value> {
        let wdl = match code & 3 {
            0 => return None,
            1 => Wdl::Draw,
            2 => Wdl::Win,
            _ => Wdl::Loss,
        };
        Some(Value {
            wdl,
            plies: code >> 6,
            reason: reason_of(code >> 2 & 15),
        })
    }

    /// Moves (of both sides, as players count them) to the end: "win in 3".
    pub fn moves(self) -> u16 {
        self.plies.div_ceil(2)
    }

    /// Whether this value is better for the side to move than `other`: a win sooner, a loss
    /// later, a draw between.
    pub fn better_than(self, other: Value) -> bool {
        let rank = |v: Value| match v.wdl {
            Wdl::Win => 2_000_000 - v.plies as i64,
            Wdl::Draw => 0,
            Wdl::Loss => -2_000_000 + v.plies as i64,
        };
        rank(self) > rank(other)
    }
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let by = self.reason.map(|r| format!(" ({r})")).unwrap_or_default();
        match self.wdl {
            Wdl::Draw => write!(f, "draw{by}"),
            Wdl::Win if self.plies == 0 => write!(f, "won{by}"),
            Wdl::Loss if self.plies == 0 => write!(f, "lost{by}"),
            Wdl::Win => write!(f, "win in {} ({} plies){by}", self.moves(), self.plies),
            Wdl::Loss => write!(f, "loss in {} ({} plies){by}", self.moves(), self.plies),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_survive_their_two_bytes() {
        for v in [
            Value::win(0, Some(Reason::BareKing)),
            Value::win(37, Some(Reason::Checkmate)),
            Value::loss(MAX_PLIES, Some(Reason::LoneKingMoves)),
            Value::draw(None),
            Value::draw(Some(Reason::CounterBared)),
        ] {
            assert_eq!(Value::decode(v.encode()), Some(v));
        }
        assert_eq!(Value::decode(0), None);
    }
}
