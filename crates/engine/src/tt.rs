//! The transposition table, shared by all search threads without locks: each slot is two atomic
//! words, the key stored XOR-ed with the data so that a torn write reads as a miss.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

use rukh_rules::Move;

#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

impl Bound {
    /// What a search's `best` score says of the position, searched with the window
    /// (`alpha`, `beta`): at least `best` at or above beta, at most `best` at or below alpha.
    pub fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// A fixed-size table of searched positions.
pub struct Table {
    slots: Box<[[AtomicU64; 2]]>,
    /// The search an entry was written in (6 bits, wrapping): an entry of an earlier search gives
    /// way to any entry of the current one, so the table does not silt up with deep entries of
    /// positions long gone.
    generation: AtomicU8,
}

/// What the table knows of a position.
pub struct Hit {
    /// The best move found, as `Move::raw` (0: none); see `best_move`.
    mv: u32,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

const GENERATIONS: u8 = 64;

fn pack(mv: Option<Move>, score: i32, depth: i32, bound: Bound, generation: u8) -> u64 {
    let b = match bound {
        Bound::Exact => 1u64,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    mv.map_or(0, |m| m.raw() as u64)
        | ((score.clamp(-32_767, 32_767) as i16 as u16 as u64) << 32)
        | ((depth.clamp(-128, 127) as i8 as u8 as u64) << 48)
        | (b << 56)
        | ((generation as u64) << 58)
}

/// The depth packed into an entry's data word by `pack`.
fn depth_of(data: u64) -> i32 {
    (data >> 48) as u8 as i8 as i32
}

/// The generation packed into an entry's data word by `pack`.
fn generation_of(data: u64) -> u8 {
    (data >> 58) as u8
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
    /// A table of `mb` MiB, rounded down to a power of two of 16-byte slots (so `Hash 64` is
    /// 64 MiB and `Hash 100` is 64 MiB).
    pub fn new(mb: usize) -> Table {
        Table::try_new(mb).expect("memory for the transposition table")
    }

    /// The same, or None when the machine does not give that much memory.
    pub fn try_new(mb: usize) -> Option<Table> {
        let bytes = mb.clamp(1, 1 << 20).checked_mul(1024 * 1024)?;
        let n = 1usize << (bytes / 16).ilog2();
        // Zeroed memory from the allocator (bytemuck's safe wrapper of `alloc_zeroed`): the
        // system gives zero pages as they are first touched, so a table of gigabytes is ready
        // at once and takes memory only as the search fills it.
        let slots = bytemuck::allocation::try_zeroed_slice_box::<[AtomicU64; 2]>(n).ok()?;
        Some(Table {
            slots,
            generation: AtomicU8::new(0),
        })
    }

    /// The table's size in MiB.
    pub fn megabytes(&self) -> usize {
        self.slots.len() * 16 / (1024 * 1024)
    }

    /// Marks the start of a new search: the entries written so far become replaceable.
    pub fn new_search(&self) {
        let g = self.generation.load(Ordering::Relaxed);
        self.generation
            .store((g + 1) % GENERATIONS, Ordering::Relaxed);
    }

    pub fn clear(&self) {
        self.generation.store(0, Ordering::Relaxed);
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
            depth: depth_of(data),
            bound,
        })
    }

    pub fn store(&self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let s = self.slot(key);
        let generation = self.generation.load(Ordering::Relaxed);
        let old = s[1].load(Ordering::Relaxed);
        if old != 0
            && s[0].load(Ordering::Relaxed) ^ old != key
            && generation_of(old) == generation
            && depth_of(old) > depth + 2
        {
            return;
        }
        let data = pack(mv, score, depth, bound, generation);
        s[0].store(key ^ data, Ordering::Relaxed);
        s[1].store(data, Ordering::Relaxed);
    }

    /// Permille of entries written by the current search (sampled): UCI's `hashfull`. Entries of
    /// earlier searches are free to be replaced, so they do not count.
    pub fn hashfull(&self) -> usize {
        let n = self.slots.len().min(1000);
        let generation = self.generation.load(Ordering::Relaxed);
        self.slots[..n]
            .iter()
            .filter(|s| {
                let data = s[1].load(Ordering::Relaxed);
                data != 0 && generation_of(data) == generation
            })
            .count()
            * 1000
            / n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two different keys that share a slot of `t`.
    fn colliding(t: &Table) -> (u64, u64) {
        let a = 0x1234_5678_9abc_def0u64;
        (a, a ^ ((t.slots.len() as u64) << 3))
    }

    #[test]
    fn a_deep_entry_of_this_search_is_kept_and_one_of_an_earlier_search_gives_way() {
        let t = Table::new(1);
        let (a, b) = colliding(&t);
        t.store(a, None, 55, 12, Bound::Exact);
        t.store(b, None, -7, 3, Bound::Lower);
        assert_eq!(t.probe(a).map(|h| (h.score, h.depth)), Some((55, 12)));
        assert!(
            t.probe(b).is_none(),
            "a shallow entry must not push out a deep one"
        );
        t.new_search();
        t.store(b, None, -7, 3, Bound::Lower);
        let hit = t.probe(b).expect("the earlier search's entry gives way");
        assert_eq!((hit.score, hit.depth, hit.bound), (-7, 3, Bound::Lower));
        assert!(t.probe(a).is_none());
    }

    #[test]
    fn hashfull_counts_the_current_searchs_entries() {
        let t = Table::new(1);
        assert_eq!(t.hashfull(), 0);
        let mut key = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20 * t.slots.len() {
            key = key
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            t.store(key, None, 0, 1, Bound::Exact);
        }
        assert!(t.hashfull() > 990, "{}", t.hashfull());
        t.new_search();
        assert_eq!(t.hashfull(), 0, "the earlier search's entries are free");
    }

    #[test]
    fn the_table_takes_the_memory_asked_for_rounded_down_to_a_power_of_two() {
        let mib = |t: &Table| (t.slots.len() * std::mem::size_of::<[AtomicU64; 2]>()) >> 20;
        assert_eq!(mib(&Table::new(64)), 64);
        assert_eq!(mib(&Table::new(1)), 1);
        assert_eq!(mib(&Table::new(100)), 64);
        assert_eq!(mib(&Table::new(0)), 1, "at least a MiB");
    }

    #[test]
    fn a_score_at_or_beyond_the_window_is_only_a_bound() {
        assert_eq!(Bound::of(50, -10, 50), Bound::Lower);
        assert_eq!(Bound::of(49, -10, 50), Bound::Exact);
        assert_eq!(Bound::of(-10, -10, 50), Bound::Upper);
        assert_eq!(Bound::of(-300, -10, 50), Bound::Upper);
    }

    #[test]
    fn every_generation_reads_back_its_entry() {
        let t = Table::new(1);
        for g in 0..2 * GENERATIONS as i32 {
            t.new_search();
            t.store(99, None, -g, g % 100, Bound::Upper);
            let h = t.probe(99).expect("stored");
            assert_eq!((h.score, h.depth, h.bound), (-g, g % 100, Bound::Upper));
        }
    }
}
