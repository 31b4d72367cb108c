//! Where a move's time goes on the server: cumulative time and counts of the move path's
//! phases, read by `rukh-loadtest` (which runs the server in its own process) and by
//! `GET /api/metrics`; the move's whole round trip as a histogram; and the same figures in
//! Prometheus's text format (`GET /metrics`).

use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Instant;

use prometheus_client::collector::Collector;
use prometheus_client::encoding::{DescriptorEncoder, prometheus_text};
use prometheus_client::metrics::MetricType;
use prometheus_client::metrics::exemplar::Exemplar;
use prometheus_client::registry::{Registry, Unit};
use serde_json::Value;

use crate::wire::{MovePercentiles, PhaseStat};

pub use rukh_store::metrics::{BATCHED, CHECKPOINT, COMMITS, LOG_PAGES, Phase, TURN};

/// Waiting for the game's lock.
pub static LOCK: Phase = Phase::new("game lock wait");
/// The rules: checking the move and playing it.
pub static RULES: Phase = Phase::new("rules (check and play)");
/// Waiting for the database to store the change.
pub static STORE: Phase = Phase::new("store (until durable)");
/// Telling the listeners: building and sending events.
pub static EVENTS: Phase = Phase::new("events (build and send)");
/// Building a whole game's JSON (`state` events, `GET /api/games/{id}`).
pub static VIEW: Phase = Phase::new("whole-game JSON");
/// The lobby's lists made (once per change, for every viewer).
pub static LOBBY: Phase = Phase::new("lobby lists made");

const ALL: [&Phase; 11] = [
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
    &LOBBY,
];

/// Every phase: count, total ms, mean µs.
pub fn phases() -> Vec<PhaseStat> {
    ALL.iter()
        .map(|p| {
            let (n, ns) = p.read();
            PhaseStat {
                phase: p.name.to_owned(),
                count: n,
                total_ms: ns / 1_000_000,
                mean_us: ns.checked_div(n).unwrap_or(0) / 1000,
                max_us: p.max_us(),
            }
        })
        .collect()
}

/// [`phases`] as JSON.
pub fn snapshot() -> Value {
    serde_json::to_value(phases()).expect("phases serialize")
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

/// A histogram of durations with fixed bounds (seconds), as Prometheus counts them.
pub struct Histogram {
    bounds: &'static [f64],
    counts: [AtomicU64; 16],
    sum_ns: AtomicU64,
    count: AtomicU64,
}

impl Histogram {
    const fn new(bounds: &'static [f64]) -> Histogram {
        Histogram {
            bounds,
            counts: [const { AtomicU64::new(0) }; 16],
            sum_ns: AtomicU64::new(0),
            count: AtomicU64::new(0),
        }
    }

    /// Counts the time since `from`.
    pub fn observe(&self, from: Instant) {
        let ns = from.elapsed().as_nanos() as u64;
        let s = ns as f64 / 1e9;
        let i = self
            .bounds
            .iter()
            .position(|b| s <= *b)
            .unwrap_or(self.bounds.len());
        self.counts[i].fetch_add(1, Ordering::Relaxed);
        self.sum_ns.fetch_add(ns, Ordering::Relaxed);
        self.count.fetch_add(1, Ordering::Relaxed);
    }

    /// The bound below which a share `q` of the observations fall (the bucket's upper bound;
    /// None before any).
    pub fn quantile(&self, q: f64) -> Option<f64> {
        let total = self.count.load(Ordering::Relaxed);
        if total == 0 {
            return None;
        }
        let wanted = (q * total as f64).ceil() as u64;
        let mut seen = 0;
        for (i, c) in self.counts.iter().enumerate().take(self.bounds.len() + 1) {
            seen += c.load(Ordering::Relaxed);
            if seen >= wanted {
                return Some(self.bounds.get(i).copied().unwrap_or(f64::INFINITY));
            }
        }
        Some(f64::INFINITY)
    }

    /// The count below each bound and above the last (not cumulated: the encoder sums them), the
    /// sum in seconds and the count.
    fn buckets(&self) -> (Vec<(f64, u64)>, f64, u64) {
        let mut buckets: Vec<(f64, u64)> = self
            .bounds
            .iter()
            .enumerate()
            .map(|(i, b)| (*b, self.counts[i].load(Ordering::Relaxed)))
            .collect();
        buckets.push((
            f64::INFINITY,
            self.counts[self.bounds.len()].load(Ordering::Relaxed),
        ));
        (
            buckets,
            self.sum_ns.load(Ordering::Relaxed) as f64 / 1e9,
            self.count.load(Ordering::Relaxed),
        )
    }
}

/// A move's time on the server, from its arrival to its acknowledgement (stored and sent).
pub static MOVE: Histogram = Histogram::new(&[
    0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0,
]);

/// Game sockets open now.
pub static SOCKETS: AtomicI64 = AtomicI64::new(0);

/// Counts a socket while it lives.
pub struct SocketGuard;

impl SocketGuard {
    pub fn new() -> SocketGuard {
        SOCKETS.fetch_add(1, Ordering::Relaxed);
        SocketGuard
    }
}

impl Default for SocketGuard {
    fn default() -> Self {
        SocketGuard::new()
    }
}

impl Drop for SocketGuard {
    fn drop(&mut self) {
        SOCKETS.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The move's round trip at the 50th, 90th and 99th percentile (upper bounds of the histogram's
/// buckets, in ms).
pub fn move_percentiles() -> MovePercentiles {
    let ms = |q| MOVE.quantile(q).map(|s| s * 1000.0);
    MovePercentiles {
        p50_ms: ms(0.5),
        p90_ms: ms(0.9),
        p99_ms: ms(0.99),
        moves: MOVE.count.load(Ordering::Relaxed),
    }
}

/// Gauges the state knows: (name, help, value).
pub type Gauges<'a> = &'a [(&'static str, &'static str, f64)];

/// Every figure, read from this module's counters at each scrape by a `prometheus-client`
/// collector and written in Prometheus's text exposition format (version 0.0.4).
pub fn prometheus(gauges: Gauges) -> String {
    let mut registry = Registry::default();
    registry.register_collector(Box::new(Figures {
        gauges: gauges.to_vec(),
    }));
    let mut out = String::new();
    prometheus_text::encode(&mut out, &registry).expect("writing to a String cannot fail");
    out
}

/// The collector: the counters and the gauges the state gave, as they are now.
#[derive(Debug)]
struct Figures {
    gauges: Vec<(&'static str, &'static str, f64)>,
}

impl Collector for Figures {
    fn encode(&self, mut encoder: DescriptorEncoder) -> std::fmt::Result {
        let no_exemplar: Option<&Exemplar<Vec<(String, String)>, f64>> = None;
        let (buckets, sum, count) = MOVE.buckets();
        encoder
            .encode_descriptor(
                "rukh_move",
                "A move's time on the server, from its arrival to its acknowledgement.",
                Some(&Unit::Seconds),
                MetricType::Histogram,
            )?
            .encode_histogram::<Vec<(String, String)>>(sum, count, &buckets, None)?;
        let (commits, commit_ns) = COMMITS.read();
        let counters: [(&str, &str, Option<Unit>, f64); 4] = [
            (
                "rukh_moves",
                "Moves played (people's and the engine's).",
                None,
                RULES.read().0 as f64,
            ),
            (
                "rukh_db_commits",
                "Database transactions of the writer.",
                None,
                commits as f64,
            ),
            (
                "rukh_db_commit",
                "Time spent committing them.",
                Some(Unit::Seconds),
                commit_ns as f64 / 1e9,
            ),
            (
                "rukh_db_changes",
                "Changes those transactions stored (their batch sizes summed).",
                None,
                BATCHED.read().0 as f64,
            ),
        ];
        for (name, help, unit, value) in &counters {
            encoder
                .encode_descriptor(name, help, unit.as_ref(), MetricType::Counter)?
                .encode_counter(value, no_exemplar)?;
        }
        // The phases of the move path, a series per phase: time in all, then how often.
        let mut time = encoder.encode_descriptor(
            "rukh_phase",
            "Time of each phase of the move path.",
            Some(&Unit::Seconds),
            MetricType::Counter,
        )?;
        for p in ALL {
            let labels = [("phase", p.name)];
            time.encode_family(&labels)?
                .encode_counter(&(p.read().1 as f64 / 1e9), no_exemplar)?;
        }
        let mut runs = encoder.encode_descriptor(
            "rukh_phase",
            "How often each phase ran.",
            None,
            MetricType::Counter,
        )?;
        for p in ALL {
            let labels = [("phase", p.name)];
            runs.encode_family(&labels)?
                .encode_counter(&p.read().0, no_exemplar)?;
        }
        let sockets = (
            "rukh_game_sockets",
            "Game WebSockets open.",
            SOCKETS.load(Ordering::Relaxed) as f64,
        );
        for (name, help, value) in self.gauges.iter().chain([&sockets]) {
            encoder
                .encode_descriptor(name, help, None, MetricType::Gauge)?
                .encode_gauge(value)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn histogram_percentiles_and_buckets() {
        static H: Histogram = Histogram::new(&[0.01, 0.1, 1.0]);
        let now = Instant::now();
        for _ in 0..9 {
            H.observe(now);
        }
        H.observe(now - std::time::Duration::from_millis(500));
        assert_eq!(H.quantile(0.5), Some(0.01));
        assert_eq!(H.quantile(0.9), Some(0.01));
        assert_eq!(H.quantile(0.99), Some(1.0));
        let (buckets, sum, count) = H.buckets();
        assert_eq!(buckets, [(0.01, 9), (0.1, 0), (1.0, 1), (f64::INFINITY, 0)]);
        assert!((0.5..0.6).contains(&sum), "{sum}");
        assert_eq!(count, 10);
    }
}
