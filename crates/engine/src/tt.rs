//! The transposition table, shared by all search threads without locks: each slot is two atomic
//! words, the key stored XOR-ed with the data so that a torn write reads as a miss.

use std::sync::atomic::{AtomicU64, Ordering};

use rukh_rules::Move;

#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

/// A fixed-size table of searched positions.
pub struct Table {
    slots: Vec<[AtomicU64; 2]>,
}

/// What the table knows of a position.
pub struct Hit {
    /// The best move found, as `Move::raw` (0: none); see `best_move`.
    mv: u32,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

fn pack(mv: Option<Move>, score: i32, depth: i32, bound: Bound) -> u64 {
    let b = match bound {
        Bound::Exact => 1u64,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    mv.map_or(0, |m| m.raw() as u64)
        | ((score.clamp(-32_767, 32_767) as i16 as u16 as u64) << 32)
        | ((depth.clamp(-128, 127) as i8 as u8 as u64) << 48)
        | (b << 56)
}

impl Hit {
    /// The stored best move, if it is among `moves` (the key is a hash: a collision's move is
    /// never played).
    pub fn best_move(&self, moves: &rukh_rules::MoveList) -> Option<Move> {
        if self.mv == 0 {
            return None;
        }
        moves.iter().copied().find(|m| m.raw() == self.mv)
    }
}

impl Table {
    pub fn new(mb: usize) -> Table {
        let n = (mb.max(1) * 1024 * 1024 / 16).next_power_of_two() / 2;
        Table {
            slots: (0..n.max(1024))
                .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
                .collect(),
        }
    }

    pub fn clear(&self) {
        for s in &self.slots {
            s[0].store(0, Ordering::Relaxed);
            s[1].store(0, Ordering::Relaxed);
        }
    }

    fn slot(&self, key: u64) -> &[AtomicU64; 2] {
        &self.slots[(key as usize) & (self.slots.len() - 1)]
    }

    pub fn probe(&self, key: u64) -> Option<Hit> {
        let s = self.slot(key);
        let data = s[1].load(Ordering::Relaxed);
        if data == 0 || s[0].load(Ordering::Relaxed) ^ data != key {
            return None;
        }
        let mv = data as u32;
        let bound = match (data >> 56) & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            mv,
            score: (data >> 32) as u16 as i16 as i32,
            depth: (data >> 48) as u8 as i8 as i32,
            bound,
        })
    }

    pub fn store(&self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let s = self.slot(key);
        let old = s[1].load(Ordering::Relaxed);
        if old != 0
            && s[0].load(Ordering::Relaxed) ^ old != key
            && ((old >> 48) as u8 as i8 as i32) > depth + 2
        {
            return;
        }
        let data = pack(mv, score, depth, bound);
        s[0].store(key ^ data, Ordering::Relaxed);
        s[1].store(data, Ordering::Relaxed);
    }

    /// Permille of entries in use (sampled).
    pub fn hashfull(&self) -> usize {
        let n = self.slots.len().min(1000);
        self.slots[..n]
            .iter()
            .filter(|s| s[1].load(Ordering::Relaxed) != 0)
            .count()
            * 1000
            / n
    }
}
