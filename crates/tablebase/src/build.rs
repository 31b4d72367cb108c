//! Solving one material class by retrograde analysis.
//!
//! One pass over every position asks the rules for its moves: a move that keeps the class's men
//! is an edge to another position of the class; a move that takes or promotes leaves the class
//! for a smaller (already solved) one, whose value is looked up. Then the values spread backward
//! along the edges, a ply at a time: a position with a move to a position lost for the opponent
//! is won one ply later than that one; a position all of whose moves lead to positions won for
//! the opponent is lost one ply after the longest of them. What is left at the end is drawn.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use rukh_rules::{MoveList, Position, Reason};

use crate::material::Layout;
use crate::value::{MAX_PLIES, Value, Wdl};

/// The largest class a search waits for (two bytes a position: 2 MiB, read in a few
/// milliseconds); a larger one is read in the background while the search goes on without it.
pub const SMALL: usize = 1 << 20;

/// A solved class: a value per position number (0: no position). A table found on disk is read
/// the first time it is needed, so a folder of many gigabytes opens at once and holds in memory
/// only the classes that come up. A search never waits for that read: it asks with
/// [`Table::value_now`], which starts the read on a thread of its own and answers nothing until
/// the values are in.
pub struct Table {
    pub layout: Layout,
    values: Arc<OnceLock<Vec<u16>>>,
    /// The file the values are read from on first use (its header checked already).
    source: Option<PathBuf>,
    /// The read was started.
    reading: AtomicBool,
}

impl Table {
    /// A table solved in memory.
    pub fn new(layout: Layout, values: Vec<u16>) -> Table {
        Table {
            layout,
            values: Arc::new(OnceLock::from(values)),
            source: None,
            reading: AtomicBool::new(true),
        }
    }

    /// A table whose values are in `path` (checked by `crate::check_table`), read when first
    /// needed.
    pub fn on_disk(layout: Layout, path: PathBuf) -> Table {
        Table {
            layout,
            values: Arc::new(OnceLock::new()),
            source: Some(path),
            reading: AtomicBool::new(false),
        }
    }

    /// Every position's coded value, read now if they are not in yet (a caller that may wait:
    /// a command, a page's worker; never a search). A file that can no longer be read (changed
    /// or removed since it was checked) reads as no positions, and says so once on stderr.
    pub fn values(&self) -> &[u16] {
        self.reading.store(true, Ordering::Relaxed);
        self.values
            .get_or_init(|| read_or_nothing(self.source.as_deref(), &self.layout))
    }

    /// Whether the values are in memory yet.
    pub fn is_loaded(&self) -> bool {
        self.values.get().is_some()
    }

    /// The value of position number `i`, read from the file first if need be.
    pub fn value(&self, i: usize) -> Option<Value> {
        self.values().get(i).and_then(|&c| Value::decode(c))
    }

    /// The value of position number `i` if the values are in memory, or the class is small
    /// (at most [`SMALL`] positions: read now, in milliseconds); otherwise None, and the file
    /// starts being read on a thread of its own (once), for the probes that come after.
    #[inline]
    pub fn value_now(&self, i: usize) -> Option<Value> {
        match self.values.get() {
            Some(v) => v.get(i).and_then(|&c| Value::decode(c)),
            None if self.layout.size() <= SMALL => self.value(i),
            None => {
                self.read_in_background();
                None
            }
        }
    }

    #[cold]
    fn read_in_background(&self) {
        if self.reading.swap(true, Ordering::Relaxed) {
            return;
        }
        let values = Arc::clone(&self.values);
        let source = self.source.clone();
        let layout = self.layout.clone();
        let started = std::thread::Builder::new()
            .name("table-read".into())
            .spawn(move || {
                values.get_or_init(|| read_or_nothing(source.as_deref(), &layout));
            });
        if started.is_err() {
            // No thread to be had: the next caller that may wait reads it.
            self.reading.store(false, Ordering::Relaxed);
        }
    }
}

/// The values of the table in `source` (none when it is gone or unreadable, said on stderr).
fn read_or_nothing(source: Option<&std::path::Path>, layout: &Layout) -> Vec<u16> {
    match source {
        Some(path) => crate::read_values(path, layout).unwrap_or_else(|e| {
            eprintln!("tablebase: {e}");
            Vec::new()
        }),
        None => Vec::new(),
    }
}

/// What the first pass learns of a position.
#[derive(Copy, Clone)]
struct Node {
    /// Moves to positions of the class not yet known to be won for the opponent.
    open: u16,
    /// The soonest win by leaving the class (plies), and its rule.
    exit_win: u16,
    exit_win_reason: u8,
    /// The longest loss by leaving the class, and its rule (every such move loses).
    exit_loss: u16,
    exit_loss_reason: u8,
    /// A move leaves the class for a draw (its rule, +1; 0: none).
    exit_draw: u8,
    state: u8,
}

const NONE: u16 = u16::MAX;
const ILLEGAL: u8 = 0;
const OPEN: u8 = 1;
const TERMINAL: u8 = 2;

/// Errors of a build.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error("a move from {fen} leaves the class for {class}, which is not solved yet")]
    MissingClass { fen: String, class: String },
    #[error("a win in {class} is more than {MAX_PLIES} plies long")]
    TooLong { class: String },
    #[error("{0}")]
    Other(String),
}

fn code(r: Option<Reason>) -> u8 {
    crate::value::reason_code(r) as u8
}

fn reason(c: u8) -> Option<Reason> {
    crate::value::reason_of(c as u16)
}

/// Solves the class of `layout`; `outside` gives the value of a position of a smaller class (or
/// None when its class is not solved). `progress` is told the positions done of the first pass.
pub fn solve(
    layout: &Layout,
    outside: &(dyn Fn(&Position) -> Option<Value> + Sync),
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Table, BuildError> {
    let n = layout.size();
    let class = layout.material.name(&layout.variant);
    let threads = threads.max(1);
    let chunk = n.div_ceil(threads).max(1);
    // First pass, split among threads: each returns its nodes, the terminal values, and the
    // positions each position's moves within the class lead to, in order.
    let parts: Vec<Result<Pass, BuildError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let lo = (t * chunk).min(n);
                let hi = ((t + 1) * chunk).min(n);
                scope.spawn(move || first_pass(layout, lo, hi, outside, progress))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a build thread"))
            .collect()
    });
    let mut nodes = Vec::with_capacity(n);
    let mut values = Vec::with_capacity(n);
    let mut targets: Vec<u32> = Vec::new();
    for p in parts {
        let (nd, vals, t) = p?;
        nodes.extend(nd);
        values.extend(vals);
        targets.extend(t);
    }
    // The moves backward: for each position, the positions with a move to it.
    let mut start = vec![0u32; n + 1];
    for &to in &targets {
        start[to as usize + 1] += 1;
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut back = vec![0u32; targets.len()];
    let mut k = 0;
    for (from, nd) in nodes.iter().enumerate() {
        for &to in &targets[k..k + nd.open as usize] {
            back[fill[to as usize] as usize] = from as u32;
            fill[to as usize] += 1;
        }
        k += nd.open as usize;
    }
    drop(targets);
    drop(fill);
    // Buckets of positions to settle, by plies: (number, win?, reason code).
    let mut buckets: Vec<Vec<(u32, bool, u8)>> = vec![Vec::new()];
    let push = |buckets: &mut Vec<Vec<(u32, bool, u8)>>, d: usize, e: (u32, bool, u8)| {
        if buckets.len() <= d {
            buckets.resize(d + 1, Vec::new());
        }
        buckets[d].push(e);
    };
    for (i, nd) in nodes.iter().enumerate() {
        match nd.state {
            TERMINAL => {
                let v = Value::decode(values[i]).expect("a terminal value");
                if v.wdl != Wdl::Draw {
                    push(
                        &mut buckets,
                        0,
                        (i as u32, v.wdl == Wdl::Win, code(v.reason)),
                    );
                }
            }
            OPEN => {
                if nd.exit_win != NONE {
                    push(
                        &mut buckets,
                        nd.exit_win as usize,
                        (i as u32, true, nd.exit_win_reason),
                    );
                } else if nd.open == 0 && nd.exit_draw == 0 && nd.exit_loss != NONE {
                    push(
                        &mut buckets,
                        nd.exit_loss as usize,
                        (i as u32, false, nd.exit_loss_reason),
                    );
                }
            }
            _ => {}
        }
    }
    let mut d = 0;
    while d < buckets.len() {
        if d > MAX_PLIES as usize {
            return Err(BuildError::TooLong { class });
        }
        let bucket = std::mem::take(&mut buckets[d]);
        for (i, win, why) in bucket {
            let i = i as usize;
            if nodes[i].state == OPEN {
                if values[i] != 0 {
                    continue;
                }
                let v = if win {
                    Value::win(d as u16, reason(why))
                } else {
                    Value::loss(d as u16, reason(why))
                };
                values[i] = v.encode();
            }
            for k in start[i]..start[i + 1] {
                let p = back[k as usize] as usize;
                let nd = &mut nodes[p];
                if nd.state != OPEN || values[p] != 0 {
                    continue;
                }
                if !win {
                    push(&mut buckets, d + 1, (p as u32, true, why));
                } else {
                    nd.open -= 1;
                    if nd.open == 0 && nd.exit_win == NONE && nd.exit_draw == 0 {
                        let (dd, r) = if nd.exit_loss != NONE && nd.exit_loss as usize > d + 1 {
                            (nd.exit_loss as usize, nd.exit_loss_reason)
                        } else {
                            (d + 1, why)
                        };
                        push(&mut buckets, dd, (p as u32, false, r));
                    }
                }
            }
        }
        d += 1;
    }
    for (i, nd) in nodes.iter().enumerate() {
        if nd.state == OPEN && values[i] == 0 {
            let r = (nd.exit_draw > 0)
                .then(|| reason(nd.exit_draw - 1))
                .flatten();
            values[i] = Value::draw(r).encode();
        }
    }
    Ok(Table::new(layout.clone(), values))
}

type Pass = (Vec<Node>, Vec<u16>, Vec<u32>);

fn first_pass(
    layout: &Layout,
    lo: usize,
    hi: usize,
    outside: &(dyn Fn(&Position) -> Option<Value> + Sync),
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Pass, BuildError> {
    let mut nodes = Vec::with_capacity(hi - lo);
    let mut values = vec![0u16; hi - lo];
    let mut edges = Vec::new();
    let mut moves = MoveList::new();
    let blank = Node {
        open: 0,
        exit_win: NONE,
        exit_win_reason: 0,
        exit_loss: NONE,
        exit_loss_reason: 0,
        exit_draw: 0,
        state: ILLEGAL,
    };
    for i in lo..hi {
        if (i - lo) % 65_536 == 65_535 {
            progress(65_536);
        }
        let mut nd = blank;
        let Some(mut pos) = layout.position(i) else {
            nodes.push(nd);
            continue;
        };
        if let Some(o) = pos.outcome() {
            nd.state = TERMINAL;
            values[i - lo] = terminal(&pos, o).encode();
            nodes.push(nd);
            continue;
        }
        nd.state = OPEN;
        pos.moves_into(&mut moves);
        let mut exit_loss = 0u16;
        for &mv in moves.iter() {
            pos.play_unchecked(mv);
            let same =
                mv.promotion().is_none() && mv.bonus().is_none() && pos.last_capture().is_none();
            let child = if same {
                match layout.index(&pos) {
                    Some(j) => {
                        edges.push(j as u32);
                        nd.open += 1;
                        None
                    }
                    None => Some(value_outside(&pos, outside, layout)?),
                }
            } else {
                Some(value_outside(&pos, outside, layout)?)
            };
            pos.undo();
            if let Some(v) = child {
                match v.wdl {
                    // Lost for the opponent: a win for us a ply later.
                    Wdl::Loss => {
                        let d = v.plies + 1;
                        if nd.exit_win == NONE || d < nd.exit_win {
                            nd.exit_win = d;
                            nd.exit_win_reason = code(v.reason);
                        }
                    }
                    Wdl::Draw => nd.exit_draw = code(v.reason) + 1,
                    Wdl::Win => {
                        let d = v.plies + 1;
                        if d > exit_loss {
                            exit_loss = d;
                            nd.exit_loss = d;
                            nd.exit_loss_reason = code(v.reason);
                        }
                    }
                }
            }
        }
        nodes.push(nd);
    }
    Ok((nodes, values, edges))
}

/// The value of a position that left the class: over by the rules, or found in a smaller class.
fn value_outside(
    pos: &Position,
    outside: &(dyn Fn(&Position) -> Option<Value> + Sync),
    layout: &Layout,
) -> Result<Value, BuildError> {
    if let Some(o) = pos.outcome() {
        return Ok(terminal(pos, o));
    }
    outside(pos).ok_or_else(|| BuildError::MissingClass {
        fen: pos.fen(),
        class: crate::material::Material::of(pos).name(&layout.variant),
    })
}

/// The value of a finished game for the side to move.
pub fn terminal(pos: &Position, o: rukh_rules::Outcome) -> Value {
    match o.winner {
        None => Value::draw(Some(o.reason)),
        Some(w) if w == pos.turn() => Value::win(0, Some(o.reason)),
        Some(_) => Value::loss(0, Some(o.reason)),
    }
}

#[cfg(test)]
mod tests {
    use crate::{Material, Tablebase};

    /// A class too large to wait for is read on a thread of its own: the probe that starts it
    /// answers nothing at once, the values come in without anyone waiting.
    #[test]
    fn a_large_class_is_read_in_the_background() {
        let v = rukh_rules::variant::builtin("shatranj").unwrap();
        let dir = std::env::temp_dir().join(format!("rukh-tb-background-{}", std::process::id()));
        let krk = Material::parse(&v, "KRvK").unwrap();
        Tablebase::new(&v)
            .build_classes(
                std::slice::from_ref(&krk),
                Some(&dir),
                2,
                &mut |_| {},
                &|_| {},
            )
            .unwrap();
        let tb = Tablebase::load(&v, &dir, None).unwrap();
        let t = tb.table(&krk).unwrap();
        assert!(!t.is_loaded());
        t.read_in_background();
        t.read_in_background();
        for _ in 0..500 {
            if t.is_loaded() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert!(t.is_loaded());
        assert!(t.values().iter().any(|&c| c != 0));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
