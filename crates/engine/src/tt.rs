//! The transposition table.

use rukh_rules::Move;

#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Copy, Clone, Default)]
struct Entry {
    key: u64,
    mv: u32,
    score: i32,
    depth: i16,
    bound: u8,
}

/// A fixed-size table of searched positions.
pub struct Table {
    entries: Vec<Entry>,
    used: usize,
}

/// What the table knows of a position.
pub struct Hit {
    pub mv: Option<Move>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

impl Table {
    pub fn new(mb: usize) -> Table {
        let n = (mb.max(1) * 1024 * 1024 / std::mem::size_of::<Entry>()).next_power_of_two() / 2;
        Table {
            entries: vec![Entry::default(); n.max(1024)],
            used: 0,
        }
    }

    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = Entry::default());
        self.used = 0;
    }

    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    pub fn probe(&self, key: u64, moves: &rukh_rules::MoveList) -> Option<Hit> {
        let e = self.entries[self.index(key)];
        if e.key != key || e.bound == 0 {
            return None;
        }
        let mv = moves.iter().copied().find(|m| m.raw() == e.mv);
        let bound = match e.bound {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            mv,
            score: e.score,
            depth: e.depth as i32,
            bound,
        })
    }

    pub fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let i = self.index(key);
        let e = &mut self.entries[i];
        if e.key != key && e.depth as i32 > depth + 2 && e.bound != 0 {
            return;
        }
        if e.bound == 0 {
            self.used += 1;
        }
        *e = Entry {
            key,
            mv: mv.map_or(0, |m| m.raw()),
            score,
            depth: depth as i16,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
        };
    }

    /// Permille of entries in use.
    pub fn hashfull(&self) -> usize {
        self.used * 1000 / self.entries.len()
    }
}
