//! Costly work on the server's cores (replaying a long game, judging a problem move with a
//! search, checking an imported file): a few at once for the whole server, a bounded line of
//! requests waiting, and beyond it a plain "busy" answer, so that a crowd asking for such work
//! cannot starve the threads that serve everyone's moves and pages.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::study::StudyError;

/// The gate of costly work.
pub(crate) struct Heavy {
    running: Arc<tokio::sync::Semaphore>,
    waiting: AtomicUsize,
    most_waiting: usize,
}

impl Heavy {
    /// At most `at_once` pieces of work at once (the cores), `most_waiting` more in line.
    pub(crate) fn new(at_once: usize, most_waiting: usize) -> Heavy {
        Heavy {
            running: Arc::new(tokio::sync::Semaphore::new(at_once.max(1))),
            waiting: AtomicUsize::new(0),
            most_waiting,
        }
    }

    /// As many as the machine has cores, and eight times as many waiting.
    pub(crate) fn for_this_machine() -> Heavy {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Heavy::new(cores, 8 * cores)
    }

    /// Runs `work` on the blocking pool when its turn comes; busy when the line is full.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, StudyError> {
        let in_line = self.waiting.fetch_add(1, Ordering::SeqCst);
        if in_line >= self.most_waiting && self.running.available_permits() == 0 {
            self.waiting.fetch_sub(1, Ordering::SeqCst);
            return Err(StudyError::Busy(
                "the server is busy with other players' replays and problems: try again in a few seconds".into(),
            ));
        }
        let permit = Arc::clone(&self.running).acquire_owned().await;
        self.waiting.fetch_sub(1, Ordering::SeqCst);
        let permit = permit.map_err(|e| StudyError::Broken(e.to_string()))?;
        tokio::task::spawn_blocking(move || {
            let _turn = permit;
            work()
        })
        .await
        .map_err(|e| StudyError::Broken(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two at once, two in line: the fifth asker of work is told the server is busy while the
    /// others wait their turn, and every one let in is done.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_crowd_of_costly_work_gets_a_line_and_then_busy() {
        let heavy = Arc::new(Heavy::new(2, 2));
        let (release, gate) = std::sync::mpsc::channel::<()>();
        let gate = Arc::new(std::sync::Mutex::new(gate));
        let mut let_in = Vec::new();
        for _ in 0..4 {
            let heavy = Arc::clone(&heavy);
            let gate = Arc::clone(&gate);
            let_in.push(tokio::spawn(async move {
                heavy.run(move || gate.lock().unwrap().recv().is_ok()).await
            }));
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        // Two run (held at the gate), two wait: the fifth is turned away at once.
        let fifth = heavy.run(|| true).await;
        assert!(matches!(fifth, Err(StudyError::Busy(_))), "{fifth:?}");
        for _ in 0..4 {
            release.send(()).unwrap();
        }
        for task in let_in {
            assert!(matches!(task.await.unwrap(), Ok(true)));
        }
        // The line is empty again.
        assert!(matches!(heavy.run(|| 7).await, Ok(7)));
    }
}
