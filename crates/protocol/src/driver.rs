//! The loop that drives the engine from UCI or XBoard text. Input lines and finished searches
//! arrive as events on one channel, so the engine always listens while it thinks.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use rukh_engine::search::{Info, Limits, Score, Searcher};
use rukh_rules::variant::builtin;
use rukh_rules::{Move, Position, Variant, coord};

/// Where the engine writes.
pub type Out = Arc<Mutex<Box<dyn Write + Send>>>;

pub fn say(out: &Out, line: &str) {
    let mut w = out.lock().expect("output");
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

pub(crate) enum Event {
    Line(String),
    Eof,
    Done {
        id: u64,
        best: Option<Move>,
        /// The reply the engine expects (second move of the principal variation).
        ponder: Option<Move>,
    },
}

/// Reads input lines onto the event channel.
pub(crate) fn spawn_reader(input: impl BufRead + Send + 'static, tx: Sender<Event>) {
    std::thread::spawn(move || {
        for line in input.lines() {
            match line {
                Ok(l) => {
                    if tx.send(Event::Line(l)).is_err() {
                        return;
                    }
                }
                Err(_) => break,
            }
        }
        let _ = tx.send(Event::Eof);
    });
}

/// The engine state both protocols share.
pub(crate) struct Core {
    pub variant: Arc<Variant>,
    pub variant_id: String,
    pub variant_file: Option<String>,
    pub rules: Vec<(String, String)>,
    pub pos: Position,
    pub hash_mb: usize,
    pub searcher: Arc<Mutex<Searcher>>,
    pub stop: Arc<AtomicBool>,
    pub worker: Option<JoinHandle<()>>,
    pub search_id: u64,
    pub limit_strength: bool,
    /// The running search has no limit of its own (`go infinite` or a bare `go`).
    pub unbounded: bool,
    pub elo: u32,
    pub tx: Sender<Event>,
    /// Thinking output in XBoard's format.
    pub xboard: bool,
    /// Lines to report (UCI MultiPV).
    pub multipv: usize,
    /// The clock of a `go ponder`, used once the opponent plays the expected move.
    pub ponder_limits: Option<Limits>,
    /// Time kept back from the clock (UCI `Move Overhead`).
    pub move_overhead: Duration,
}

impl Core {
    pub fn new(tx: Sender<Event>) -> Core {
        let variant = builtin("shatranj").expect("built-in");
        Core {
            pos: variant.start_position(),
            variant,
            variant_id: "shatranj".into(),
            variant_file: None,
            rules: Vec::new(),
            hash_mb: 64,
            searcher: Arc::new(Mutex::new(Searcher::new(64))),
            stop: Arc::new(AtomicBool::new(false)),
            worker: None,
            search_id: 0,
            limit_strength: false,
            unbounded: false,
            elo: 2500,
            tx,
            xboard: false,
            multipv: 1,
            ponder_limits: None,
            move_overhead: Duration::from_millis(rukh_engine::search::MOVE_OVERHEAD),
        }
    }

    /// Reloads the game from its id or file and the rule overrides.
    pub fn load_variant(&mut self) -> Result<(), String> {
        let text = match &self.variant_file {
            Some(path) if !path.is_empty() && path != "<empty>" => {
                std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?
            }
            _ => rukh_rules::variant::builtin_source(&self.variant_id)
                .ok_or_else(|| format!("unknown variant '{}'", self.variant_id))?
                .to_owned(),
        };
        let v = Variant::from_toml_with(&text, &self.rules).map_err(|e| e.to_string())?;
        rukh_engine::eval::Params::for_variant(&v)?;
        self.pos = v.start_position();
        self.variant = v;
        Ok(())
    }

    pub fn stop_search(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(w) = self.worker.take() {
            let _ = w.join();
        }
        self.search_id += 1;
    }

    pub fn start_search(&mut self, mut limits: Limits, out: Out, post: bool) {
        self.stop_search();
        limits.multipv = limits.multipv.max(self.multipv);
        if self.limit_strength {
            let elo = self.elo;
            // Weaker play: fewer nodes per move, doubling every 100 Elo.
            let nodes = (50.0 * 2f64.powf((elo.clamp(500, 2500) as f64 - 500.0) / 100.0)) as u64;
            limits.nodes = Some(limits.nodes.map_or(nodes, |n| n.min(nodes)));
        }
        self.stop = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&self.stop);
        let searcher = Arc::clone(&self.searcher);
        let pos = self.pos.clone();
        let tx = self.tx.clone();
        let id = self.search_id;
        let xboard = self.xboard;
        self.worker = Some(std::thread::spawn(move || {
            let mut s = searcher.lock().expect("searcher");
            let multi = limits.multipv > 1;
            let (best, last) = s.search(&pos, &limits, stop, |info| {
                if post {
                    let line = if xboard {
                        xboard_info(&pos, info)
                    } else {
                        uci_info(&pos, info, multi)
                    };
                    say(&out, &line);
                }
            });
            let ponder = last
                .filter(|i| i.pv.first().copied() == best)
                .and_then(|i| i.pv.get(1).copied());
            let _ = tx.send(Event::Done { id, best, ponder });
        }));
    }
}

fn pv_text(pos: &Position, i: &Info) -> String {
    let mut p = pos.clone();
    let mut pv = Vec::new();
    for &m in &i.pv {
        if !p.legal_moves().contains(m) {
            break;
        }
        pv.push(coord(&p, m).to_string());
        p.play_unchecked(m);
    }
    pv.join(" ")
}

/// XBoard thinking output: depth, score (centipawns), time (centiseconds), nodes, PV.
pub(crate) fn xboard_info(pos: &Position, i: &Info) -> String {
    let score = match i.score {
        Score::Cp(c) => c,
        Score::Mate(m) if m > 0 => 100_000 + m,
        Score::Mate(m) => -100_000 + m,
    };
    format!(
        "{} {score} {} {} {}",
        i.depth,
        i.time.as_millis() / 10,
        i.nodes,
        pv_text(pos, i)
    )
}

pub(crate) fn uci_info(pos: &Position, i: &Info, multipv: bool) -> String {
    let score = match i.score {
        Score::Cp(c) => format!("cp {c}"),
        Score::Mate(m) => format!("mate {m}"),
    };
    let ms = i.time.as_millis().max(1);
    let line = if multipv {
        format!(" multipv {}", i.multipv)
    } else {
        String::new()
    };
    format!(
        "info depth {} seldepth {}{line} score {score} nodes {} nps {} hashfull {} time {ms} pv {}",
        i.depth,
        i.seldepth,
        i.nodes,
        i.nodes as u128 * 1000 / ms,
        i.hashfull,
        pv_text(pos, i)
    )
}

/// Reads the first line and hands over to the protocol it names, as other engines do.
pub fn run_detect(input: impl BufRead + Send + 'static, out: Out) {
    let (tx, rx) = channel();
    spawn_reader(input, tx.clone());
    loop {
        match rx.recv() {
            Ok(Event::Line(l)) => match l.trim() {
                "uci" => return crate::uci_loop::run(rx, tx, out, Some(l)),
                "xboard" => return crate::xboard_loop::run(rx, tx, out, Some(l)),
                "" => {}
                "quit" => return,
                other => say(
                    &out,
                    &format!("info string unknown command '{other}': start with 'uci' or 'xboard'"),
                ),
            },
            _ => return,
        }
    }
}

/// Runs a protocol on standard input and output.
pub fn stdio() -> (std::io::BufReader<std::io::Stdin>, Out) {
    (
        std::io::BufReader::new(std::io::stdin()),
        Arc::new(Mutex::new(Box::new(std::io::stdout()))),
    )
}

pub(crate) fn events(input: impl BufRead + Send + 'static) -> (Receiver<Event>, Sender<Event>) {
    let (tx, rx) = channel();
    spawn_reader(input, tx.clone());
    (rx, tx)
}
