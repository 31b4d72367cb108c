//! Token buckets: how often a key (a client network, an account's name) may do something, and
//! tickets: how many things (connections, sockets) a client holds open at once. Each bucket
//! holds up to `burst` tokens and gains `per_second` more each second.
//!
//! Our own, not `governor`'s: these buckets are the same arithmetic as the ones the processes
//! share in the database (`Db::take_token`, `Db::take_tokens`), so one process alone and many
//! together refuse alike; they take fractional rates (20 reviews a day); and a refusal says how
//! much is left (the import page tells how many more games may come now). `governor`'s keyed
//! GCRA answers a refusal only with a time to wait, and a request for more than a whole burst
//! only with the burst, so the count left could not be told without spending it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Takes `n` tokens from the bucket of `key` (`burst` at most, `per_second` more each second);
/// when it holds fewer, nothing is taken and the count it holds is returned.
pub fn take_n<K: std::hash::Hash + Eq>(
    buckets: &Mutex<HashMap<K, (Instant, f64)>>,
    key: K,
    n: f64,
    burst: f64,
    per_second: f64,
) -> Result<(), f64> {
    let mut buckets = buckets.lock().expect("limiter");
    let now = Instant::now();
    if buckets.len() > 100_000 {
        buckets.retain(|_, (t, _)| now.duration_since(*t) < Duration::from_secs(86_400));
    }
    let (last, tokens) = buckets.entry(key).or_insert((now, burst));
    *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * per_second).min(burst);
    *last = now;
    if *tokens < n {
        return Err(*tokens);
    }
    *tokens -= n;
    Ok(())
}

/// Takes a token from the bucket of `key` (`burst` at most, `per_second` more each second);
/// false when it is empty. Buckets untouched for ten minutes are forgotten when there are many.
pub fn take<K: std::hash::Hash + Eq>(
    buckets: &Mutex<HashMap<K, (Instant, f64)>>,
    key: K,
    burst: f64,
    per_second: f64,
) -> bool {
    let mut buckets = buckets.lock().expect("limiter");
    let now = Instant::now();
    if buckets.len() > 100_000 {
        buckets.retain(|_, (t, _)| now.duration_since(*t) < Duration::from_secs(600));
    }
    let (last, tokens) = buckets.entry(key).or_insert((now, burst));
    *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * per_second).min(burst);
    *last = now;
    if *tokens < 1.0 {
        return false;
    }
    *tokens -= 1.0;
    true
}

/// Counts of what each client has open (connections, sockets), by client network.
pub(crate) type OpenCounts = Arc<Mutex<HashMap<IpAddr, usize>>>;

/// Counts one thing a client has open (a connection, a socket) while it lives.
pub(crate) struct Ticket {
    counts: OpenCounts,
    key: IpAddr,
}

impl Ticket {
    /// A place for one more of `key`'s things, if it has fewer than `most` open.
    pub(crate) fn take(counts: &OpenCounts, key: IpAddr, most: usize) -> Option<Ticket> {
        let mut open = counts.lock().expect("open counts");
        let n = open.entry(key).or_insert(0);
        if *n >= most {
            return None;
        }
        *n += 1;
        Some(Ticket {
            counts: Arc::clone(counts),
            key,
        })
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut open = self.counts.lock().expect("open counts");
        if let Some(n) = open.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.key);
            }
        }
    }
}
