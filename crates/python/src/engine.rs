//! The engine for Python: searches run on their own thread with the GIL released, so other
//! Python threads go on; Ctrl-C, `Engine.stop()` or leaving an `analyse` loop stops them, and
//! `analyse` yields each depth as it is searched.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use pyo3::prelude::*;
use pyo3::types::PyDict;
use rukh_engine::search::{Info, Limits, Score, Searcher};
use rukh_engine::words::LineWords;
use rukh_rules::{Move, Position, coord, san};

use crate::{OptionError, RukhError, position};

/// How often a waiting search looks for Ctrl-C.
const SIGNAL_CHECK: Duration = Duration::from_millis(50);

enum Event {
    Info(Info),
    Done(Option<Move>, Option<Info>),
}

/// One search on its thread: its reports, and the flag that stops it.
struct Running {
    pos: Position,
    rx: Option<Receiver<Event>>,
    stop: Arc<AtomicBool>,
}

impl Running {
    fn start(
        searcher: &Arc<Mutex<Searcher>>,
        pos: Position,
        limits: Limits,
        stop: Arc<AtomicBool>,
    ) -> Running {
        let (tx, rx) = channel();
        let searcher = Arc::clone(searcher);
        let (p, flag) = (pos.clone(), Arc::clone(&stop));
        std::thread::spawn(move || {
            // One search at a time per engine: a second waits for the first.
            let mut s = searcher.lock().unwrap_or_else(|e| e.into_inner());
            let report = tx.clone();
            let (best, last) = s.search(&p, &limits, flag, |info| {
                let _ = report.send(Event::Info(info.clone()));
            });
            let _ = tx.send(Event::Done(best, last));
        });
        Running {
            pos,
            rx: Some(rx),
            stop,
        }
    }

    /// The next report, waiting with the GIL released and looking for Ctrl-C meanwhile (which
    /// stops the search and raises KeyboardInterrupt). None once the search has ended.
    fn next(&mut self, py: Python<'_>) -> PyResult<Option<Event>> {
        loop {
            let Some(rx) = self.rx.take() else {
                return Ok(None);
            };
            let (rx, got) = py.detach(move || {
                let got = rx.recv_timeout(SIGNAL_CHECK);
                (rx, got)
            });
            match got {
                Ok(e @ Event::Done(..)) => return Ok(Some(e)),
                Ok(e) => {
                    self.rx = Some(rx);
                    return Ok(Some(e));
                }
                Err(RecvTimeoutError::Timeout) => {
                    self.rx = Some(rx);
                    if let Err(e) = py.check_signals() {
                        self.stop.store(true, Ordering::Relaxed);
                        self.finish(py);
                        return Err(e);
                    }
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(RukhError::new_err(
                        "the search stopped without an answer (an internal error: please report it)",
                    ));
                }
            }
        }
    }

    /// Stops the search and waits (GIL released) for its thread to let the engine go.
    fn finish(&mut self, py: Python<'_>) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(rx) = self.rx.take() {
            py.detach(move || while let Ok(Event::Info(_)) = rx.recv() {});
        }
    }
}

fn line_dict<'py>(py: Python<'py>, pos: &Position, info: &Info) -> PyResult<Bound<'py, PyDict>> {
    let line = PyDict::new(py);
    let w = LineWords::new(pos, info, None);
    line.set_item("multipv", w.multipv)?;
    line.set_item("depth", w.depth)?;
    match w.searched {
        Score::Cp(c) => {
            line.set_item("cp", c)?;
            line.set_item("mate", None::<i32>)?;
        }
        Score::Mate(n) => {
            line.set_item("cp", None::<i32>)?;
            line.set_item("mate", n)?;
        }
    }
    line.set_item("pv", w.line.coords)?;
    line.set_item("san", w.line.sans)?;
    line.set_item("nodes", w.nodes)?;
    line.set_item("time", info.time.as_secs_f64() * 1000.0)?;
    Ok(line)
}

/// Rukh's engine, with its own hash table. It may be shared between threads: searches on one
/// engine take turns.
#[pyclass(module = "rukh")]
pub struct Engine {
    searcher: Arc<Mutex<Searcher>>,
    /// The flag of the latest search, which `stop` raises.
    current: Mutex<Arc<AtomicBool>>,
}

impl Engine {
    #[allow(clippy::too_many_arguments)]
    fn begin(
        &self,
        variant: &str,
        fen: &str,
        moves: &[String],
        depth: Option<u32>,
        movetime: Option<u64>,
        nodes: Option<u64>,
        multipv: usize,
        default_depth: Option<u32>,
    ) -> PyResult<Running> {
        if !(1..=10).contains(&multipv) {
            return Err(OptionError::new_err("multipv: give 1 to 10 lines"));
        }
        if depth.is_some_and(|d| !(1..=64).contains(&d)) {
            return Err(OptionError::new_err("depth: give 1 to 64"));
        }
        if movetime == Some(0) || nodes == Some(0) {
            return Err(OptionError::new_err(
                "movetime and nodes: give a number greater than 0",
            ));
        }
        let pos = position(variant, fen, moves)?;
        let limits = Limits {
            depth: depth.or(if movetime.is_none() && nodes.is_none() {
                default_depth
            } else {
                None
            }),
            nodes,
            movetime: movetime.map(Duration::from_millis),
            multipv,
            ..Limits::default()
        };
        let stop = Arc::new(AtomicBool::new(false));
        *self.current.lock().unwrap_or_else(|e| e.into_inner()) = Arc::clone(&stop);
        Ok(Running::start(&self.searcher, pos, limits, stop))
    }
}

#[pymethods]
impl Engine {
    #[new]
    #[pyo3(signature = (hash_mb = 16))]
    fn new(hash_mb: usize) -> PyResult<Engine> {
        if !(1..=4096).contains(&hash_mb) {
            return Err(OptionError::new_err("hash_mb: give 1 to 4096"));
        }
        Ok(Engine {
            searcher: Arc::new(Mutex::new(Searcher::new(hash_mb))),
            current: Mutex::new(Arc::new(AtomicBool::new(false))),
        })
    }

    /// Forgets what earlier searches learned (waits for a running search to end).
    fn new_game(&self, py: Python<'_>) {
        let s = Arc::clone(&self.searcher);
        py.detach(move || s.lock().unwrap_or_else(|e| e.into_inner()).clear());
    }

    /// Stops the running search (from another thread, a timer or a callback); it answers with
    /// the best move found so far.
    fn stop(&self) {
        self.current
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .store(true, Ordering::Relaxed);
    }

    /// Searches the position after `moves` from `fen` within the limits (depth; movetime in
    /// milliseconds; nodes; with none, depth 8) and answers a dict: bestmove and san (None in a
    /// finished game), lines (one per multipv: depth, cp or mate, pv and san), nodes, time (ms).
    /// Other Python threads run meanwhile; Ctrl-C stops it. `on_depth`, when given, is called
    /// with each line as it is found (a dict as in `lines`); if it raises, the search stops and
    /// the error goes on.
    #[pyo3(signature = (variant, fen, moves = Vec::new(), depth = None, movetime = None, nodes = None, multipv = 1, on_depth = None))]
    #[allow(clippy::too_many_arguments)]
    fn search<'py>(
        &self,
        py: Python<'py>,
        variant: &str,
        fen: &str,
        moves: Vec<String>,
        depth: Option<u32>,
        movetime: Option<u64>,
        nodes: Option<u64>,
        multipv: usize,
        on_depth: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let mut run = self.begin(
            variant,
            fen,
            &moves,
            depth,
            movetime,
            nodes,
            multipv,
            Some(8),
        )?;
        let mut lines: Vec<Info> = Vec::new();
        let (best, last) = loop {
            match run.next(py)? {
                Some(Event::Info(info)) => {
                    if let Some(f) = &on_depth {
                        let d = line_dict(py, &run.pos, &info)?;
                        if let Err(e) = f.call1((d,)) {
                            run.finish(py);
                            return Err(e);
                        }
                    }
                    match lines.iter_mut().find(|l| l.multipv == info.multipv) {
                        Some(l) => *l = info,
                        None => lines.push(info),
                    }
                }
                Some(Event::Done(best, last)) => break (best, last),
                None => break (None, None),
            }
        };
        lines.sort_by_key(|l| l.multipv);
        let pos = &run.pos;
        let out = PyDict::new(py);
        out.set_item("bestmove", best.map(|m| coord(pos, m).to_string()))?;
        out.set_item("san", best.map(|m| san(pos, m)))?;
        let views = lines
            .iter()
            .map(|i| line_dict(py, pos, i))
            .collect::<PyResult<Vec<_>>>()?;
        out.set_item("lines", views)?;
        out.set_item("nodes", last.as_ref().map_or(0, |i| i.nodes))?;
        out.set_item(
            "time",
            last.as_ref().map_or(0.0, |i| i.time.as_secs_f64() * 1000.0),
        )?;
        Ok(out)
    }

    /// Analyses the position after `moves` and yields each line as it is found (dicts as in
    /// `search`'s `lines`), deepest last. Without a limit it goes on until stopped: leave the
    /// loop (or call `stop()`) and the search ends. The best move is then `analysis.bestmove`.
    ///
    ///     for line in engine.analyse("shatranj", "startpos", movetime=2000):
    ///         print(line["depth"], line["cp"], " ".join(line["san"]))
    #[pyo3(signature = (variant, fen, moves = Vec::new(), depth = None, movetime = None, nodes = None, multipv = 1))]
    #[allow(clippy::too_many_arguments)]
    fn analyse(
        &self,
        variant: &str,
        fen: &str,
        moves: Vec<String>,
        depth: Option<u32>,
        movetime: Option<u64>,
        nodes: Option<u64>,
        multipv: usize,
    ) -> PyResult<Analysis> {
        let run = self.begin(variant, fen, &moves, depth, movetime, nodes, multipv, None)?;
        Ok(Analysis {
            run: Mutex::new(run),
            best: Mutex::new(None),
        })
    }
}

/// A running analysis: iterate over it for its lines; `stop()` or leaving a `with` block ends it.
#[pyclass(module = "rukh")]
pub struct Analysis {
    run: Mutex<Running>,
    best: Mutex<Option<(String, String)>>,
}

#[pymethods]
impl Analysis {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let mut run = self.run.lock().unwrap_or_else(|e| e.into_inner());
        match run.next(py)? {
            Some(Event::Info(info)) => Ok(Some(line_dict(py, &run.pos, &info)?)),
            Some(Event::Done(best, _)) => {
                *self.best.lock().unwrap_or_else(|e| e.into_inner()) =
                    best.map(|m| (coord(&run.pos, m).to_string(), san(&run.pos, m)));
                Ok(None)
            }
            None => Ok(None),
        }
    }

    /// Stops the analysis; its thread lets the engine go at once.
    fn stop(&self, py: Python<'_>) {
        self.run
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .finish(py);
    }

    /// The best move in coordinates once the analysis has ended (None before, or in a finished
    /// game).
    #[getter]
    fn bestmove(&self) -> Option<String> {
        self.best
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .map(|b| b.0.clone())
    }

    /// The best move in SAN once the analysis has ended.
    #[getter]
    fn san(&self) -> Option<String> {
        self.best
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .map(|b| b.1.clone())
    }

    fn __enter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __exit__(
        &self,
        py: Python<'_>,
        _t: Option<Bound<'_, PyAny>>,
        _v: Option<Bound<'_, PyAny>>,
        _tb: Option<Bound<'_, PyAny>>,
    ) -> bool {
        self.stop(py);
        false
    }
}

impl Drop for Analysis {
    fn drop(&mut self) {
        // Dropped without the GIL's help: raise the flag; the thread ends by itself.
        if let Ok(run) = self.run.get_mut() {
            run.stop.store(true, Ordering::Relaxed);
        }
    }
}
