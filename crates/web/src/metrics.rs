//! Where a move's time goes on the server: cumulative time and counts of the move path's
//! phases, read by `rukh-loadtest` (which runs the server in its own process) and by
//! `GET /api/metrics`.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use serde_json::{Value, json};

/// One phase: how often it ran and the time it took in all.
pub struct Phase {
    pub name: &'static str,
    count: AtomicU64,
    nanos: AtomicU64,
    max: AtomicU64,
}

impl Phase {
    const fn new(name: &'static str) -> Phase {
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

    fn read(&self) -> (u64, u64) {
        (
            self.count.load(Ordering::Relaxed),
            self.nanos.load(Ordering::Relaxed),
        )
    }

    fn max_us(&self) -> u64 {
        self.max.load(Ordering::Relaxed) / 1000
    }
}

/// Waiting for the game's lock.
pub static LOCK: Phase = Phase::new("game lock wait");
/// The rules: checking the move and playing it.
pub static RULES: Phase = Phase::new("rules (check and play)");
/// Waiting for the database to store the change.
pub static STORE: Phase = Phase::new("store (until durable)");
/// Database transactions committed, and the changes they carried.
pub static COMMITS: Phase = Phase::new("commits (one transaction each)");
/// Waiting for the turn to write (processes sharing one SQLite file).
pub static TURN: Phase = Phase::new("writer's turn (shared file)");
/// Changes stored by those commits.
pub static BATCHED: Phase = Phase::new("changes stored");
/// Telling the listeners: building and sending events.
pub static EVENTS: Phase = Phase::new("events (build and send)");
/// Building a whole game's JSON (`state` events, `GET /api/games/{id}`).
pub static VIEW: Phase = Phase::new("whole-game JSON");
/// SQLite: the part of a checkpoint that holds the writers' turn.
pub static CHECKPOINT: Phase = Phase::new("checkpoint holding the turn");
/// SQLite: pages written to the write-ahead log (as checkpoints find them).
pub static LOG_PAGES: Phase = Phase::new("pages written to the log");

const ALL: [&Phase; 10] = [
    &LOCK,
    &RULES,
    &STORE,
    &TURN,
    &COMMITS,
    &BATCHED,
    &EVENTS,
    &VIEW,
    &CHECKPOINT,
    &LOG_PAGES,
];

/// Every phase: count, total ms, mean µs.
pub fn snapshot() -> Value {
    Value::Array(
        ALL.iter()
            .map(|p| {
                let (n, ns) = p.read();
                json!({
                    "phase": p.name,
                    "count": n,
                    "total_ms": ns / 1_000_000,
                    "mean_us": ns.checked_div(n).unwrap_or(0) / 1000,
                    "max_us": p.max_us(),
                })
            })
            .collect(),
    )
}

/// The same as lines of text.
pub fn report() -> String {
    ALL.iter()
        .map(|p| {
            let (n, ns) = p.read();
            format!(
                "  {:<32} {:>9} times {:>9} ms in all {:>8} µs each\n",
                p.name,
                n,
                ns / 1_000_000,
                ns.checked_div(n).unwrap_or(0) / 1000
            )
        })
        .collect()
}
