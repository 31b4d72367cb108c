//! Where the database's time goes: the writer's commits and the changes they carry, its turn
//! at a shared SQLite file, and SQLite's checkpoints. The site reads these with its own figures
//! (`GET /api/metrics`, Prometheus's `/metrics`).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// One phase: how often it ran and the time it took in all.
pub struct Phase {
    pub name: &'static str,
    count: AtomicU64,
    nanos: AtomicU64,
    max: AtomicU64,
}

impl Phase {
    pub const fn new(name: &'static str) -> Phase {
        Phase {
            name,
            count: AtomicU64::new(0),
            nanos: AtomicU64::new(0),
            max: AtomicU64::new(0),
        }
    }

    /// Counts the time since `from`.
    pub fn add(&self, from: Instant) {
        let ns = from.elapsed().as_nanos() as u64;
        self.count.fetch_add(1, Ordering::Relaxed);
        self.nanos.fetch_add(ns, Ordering::Relaxed);
        self.max.fetch_max(ns, Ordering::Relaxed);
    }

    /// Counts `n` things (no time).
    pub fn add_count(&self, n: u64) {
        self.count.fetch_add(n, Ordering::Relaxed);
    }

    pub fn read(&self) -> (u64, u64) {
        (
            self.count.load(Ordering::Relaxed),
            self.nanos.load(Ordering::Relaxed),
        )
    }

    pub fn max_us(&self) -> u64 {
        self.max.load(Ordering::Relaxed) / 1000
    }
}

/// Database transactions committed, and the changes they carried.
pub static COMMITS: Phase = Phase::new("commits (one transaction each)");
/// Waiting for the turn to write (processes sharing one SQLite file).
pub static TURN: Phase = Phase::new("writer's turn (shared file)");
/// Changes stored by those commits.
pub static BATCHED: Phase = Phase::new("changes stored");
/// SQLite: the part of a checkpoint that holds the writers' turn.
pub static CHECKPOINT: Phase = Phase::new("checkpoint holding the turn");
/// SQLite: pages written to the write-ahead log (as checkpoints find them).
pub static LOG_PAGES: Phase = Phase::new("pages written to the log");
