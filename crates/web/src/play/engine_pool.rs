//! Engine games run on a fixed number of worker threads with a per-move time budget, fed by a
//! bounded queue, so engine thinking never takes the threads that serve people.

use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rukh_engine::search::{Limits, Searcher};
use rukh_rules::{Position, coord};
use tokio::sync::mpsc::UnboundedSender;

/// A move to find.
pub struct Job {
    pub game_id: String,
    /// The number of moves played when the job was made; with the position's hash, it ties
    /// the answer to the exact position, so an answer to an older one is dropped.
    pub ply: i64,
    pub pos: Position,
    pub level: i64,
    /// Time for this move.
    pub budget: Duration,
}

/// A move found (None: the position had no move, the game being over), so the job is done.
pub struct Answer {
    pub game_id: String,
    pub ply: i64,
    /// The hash of the position searched.
    pub hash: u64,
    pub mv: Option<String>,
}

#[derive(Clone)]
pub struct EnginePool {
    queue: SyncSender<Job>,
}

/// Nodes per move for each strength level (8: the whole time budget).
pub fn level_nodes(level: i64) -> Option<u64> {
    match level {
        ..=1 => Some(300),
        2 => Some(1_500),
        3 => Some(6_000),
        4 => Some(25_000),
        5 => Some(100_000),
        6 => Some(400_000),
        7 => Some(1_500_000),
        _ => None,
    }
}

impl EnginePool {
    /// Starts `workers` threads; answers go to `answers`.
    /// The engine at full strength (no node limit) plays endings by the tables on `shelf`.
    pub fn start(
        workers: usize,
        answers: UnboundedSender<Answer>,
        shelf: Arc<crate::play::tables::Shelf>,
    ) -> EnginePool {
        let (tx, rx) = sync_channel::<Job>(4096);
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..workers.max(1) {
            let rx: Arc<Mutex<Receiver<Job>>> = Arc::clone(&rx);
            let answers = answers.clone();
            let shelf = Arc::clone(&shelf);
            std::thread::Builder::new()
                .name(format!("engine-{i}"))
                .spawn(move || {
                    let mut searcher = Searcher::new(16);
                    loop {
                        let job = match rx.lock() {
                            Ok(r) => match r.recv() {
                                Ok(j) => j,
                                Err(_) => return,
                            },
                            Err(_) => return,
                        };
                        let limits = Limits {
                            movetime: Some(job.budget),
                            nodes: level_nodes(job.level),
                            ..Limits::default()
                        };
                        searcher.set_tablebase(match limits.nodes {
                            None => shelf.for_variant(job.pos.variant()),
                            Some(_) => None,
                        });
                        let (best, _) = searcher.search(
                            &job.pos,
                            &limits,
                            Arc::new(AtomicBool::new(false)),
                            |_| {},
                        );
                        let _ = answers.send(Answer {
                            mv: best.map(|m| coord(&job.pos, m).to_string()),
                            hash: job.pos.hash(),
                            game_id: job.game_id,
                            ply: job.ply,
                        });
                    }
                })
                .expect("engine worker thread");
        }
        EnginePool { queue: tx }
    }

    /// Queues a job; false when the queue is full (the move is asked again by the sweeper).
    pub fn submit(&self, job: Job) -> bool {
        match self.queue.try_send(job) {
            Ok(()) => true,
            Err(TrySendError::Full(_)) | Err(TrySendError::Disconnected(_)) => false,
        }
    }
}
