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
    /// A line longer than [`MAX_LINE`], dropped unread: its length in bytes.
    Overlong(usize),
    Eof,
    Done {
        id: u64,
        best: Option<Move>,
        /// The reply the engine expects (second move of the principal variation).
        ponder: Option<Move>,
    },
}

/// The longest input line read (a `position` command with a game of thousands of moves is a
/// few tens of KB); a longer one is dropped with an error.
pub const MAX_LINE: usize = 1 << 20;

/// Reads one line of at most `max` bytes (without its end). Ok(None) at the end of input;
/// Err(n) for a line of n bytes that was longer than `max`, read to its end and dropped.
pub(crate) fn read_line_bounded(
    input: &mut impl BufRead,
    max: usize,
) -> std::io::Result<Option<Result<String, usize>>> {
    let mut buf: Vec<u8> = Vec::new();
    let mut len = 0usize;
    let mut seen = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            break;
        }
        seen = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        len += part.len();
        if len <= max {
            buf.extend_from_slice(part);
        }
        let used = done.unwrap_or(part.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !seen {
        return Ok(None);
    }
    if len > max {
        return Ok(Some(Err(len)));
    }
    if buf.last() == Some(&b'\r') {
        buf.pop();
    }
    Ok(Some(Ok(String::from_utf8_lossy(&buf).into_owned())))
}

/// Reads input lines onto the event channel.
pub(crate) fn spawn_reader(mut input: impl BufRead + Send + 'static, tx: Sender<Event>) {
    std::thread::spawn(move || {
        while let Ok(Some(line)) = read_line_bounded(&mut input, MAX_LINE) {
            let ev = match line {
                Ok(l) => Event::Line(l),
                Err(n) => Event::Overlong(n),
            };
            if tx.send(ev).is_err() {
                return;
            }
        }
        let _ = tx.send(Event::Eof);
    });
}

/// A finished search: its id, best move and expected reply.
pub(crate) type Finished = (u64, Option<Move>, Option<Move>);

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
    /// An unbounded search ended by itself (its depth reached): its `bestmove` waits for
    /// `stop`, as UCI asks of `go infinite`.
    pub held: bool,
    pub elo: u32,
    pub tx: Sender<Event>,
    /// Thinking output in XBoard's format.
    pub xboard: bool,
    /// Lines to report (UCI MultiPV).
    pub multipv: usize,
    /// The clock of a `go ponder`, used once the opponent plays the expected move.
    pub ponder_limits: Option<Limits>,
    /// The search's tunable numbers as `setoption` left them: each search starts with them, and
    /// `ponderhit` plans the move's time by them.
    pub search_params: rukh_engine::search::SearchParams,
    /// Time kept back from the clock (UCI `Move Overhead`).
    pub move_overhead: Duration,
    /// Why the last position the GUI sent was refused: until a valid one comes, the engine
    /// searches nothing (it never answers from an older position).
    pub pos_error: Option<String>,
    /// The job under way is a `go perft`, which ends without a best move.
    pub perft: bool,
    /// The last finished search's id and moves, also sent as [`Event::Done`]: read at once
    /// when a command interrupts a search whose answer is still owed.
    pub finished: Arc<Mutex<Option<Finished>>>,
    /// The evaluation last named to the GUI (UCI `info string evaluation: ...`).
    pub evaluation_said: Option<String>,
    /// The folder of endgame tables (UCI `TablebasePath`, XBoard `egtpath rukh`).
    pub tb_path: Option<std::path::PathBuf>,
    /// The game whose tables the searcher holds, and from which folder.
    pub tb_loaded: Option<(Arc<Variant>, std::path::PathBuf)>,
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
            held: false,
            elo: 2500,
            tx,
            xboard: false,
            multipv: 1,
            ponder_limits: None,
            search_params: rukh_engine::search::SearchParams::default(),
            move_overhead: Duration::from_millis(rukh_engine::search::MOVE_OVERHEAD),
            pos_error: None,
            perft: false,
            finished: Arc::new(Mutex::new(None)),
            evaluation_said: None,
            tb_path: None,
            tb_loaded: None,
        }
    }

    /// Sets up a new table of `mb` MiB, at most half the memory the machine has free (so a
    /// figure such as XBoard's `memory 99999999999` never takes the machine's memory, nor
    /// seconds to set up); a note for the GUI when it got less.
    pub fn resize_table(&mut self, mb: usize) -> Option<String> {
        let free = available_mb();
        let want = match free {
            Some(free) => mb.min((free / 2).max(1)),
            None => mb,
        };
        let got = self.searcher.lock().expect("searcher").resize(want);
        self.hash_mb = got;
        (got < mb).then(|| match free {
            Some(free) if want < mb => format!(
                "the hash table has {got} MiB, not {mb}: the machine has {free} MiB free, and the \
                 table takes at most half"
            ),
            _ => format!("the machine did not give {mb} MiB for the hash table; it has {got} MiB"),
        })
    }

    /// Plays a move the GUI sent. A draw by a convention (repetition, the move rule) that the
    /// GUI plays on past is set aside; the source rules' ends (mate, bare king) stand.
    pub fn play_gui_move(pos: &mut Position, text: &str) -> Result<Move, String> {
        pos.set_conventions_aside();
        pos.play_san(text).map_err(|e| e.to_string())
    }

    /// Counts move paths from the current position on a worker, like a search: `stop` and
    /// `quit` end it early.
    pub fn start_perft(&mut self, depth: u32, out: Out) {
        self.stop_search();
        self.stop = Arc::new(AtomicBool::new(false));
        self.perft = true;
        let stop = Arc::clone(&self.stop);
        let mut pos = self.pos.clone();
        let tx = self.tx.clone();
        let id = self.search_id;
        let xboard = self.xboard;
        self.worker = Some(std::thread::spawn(move || {
            let line = match rukh_rules::perft::perft_until(&mut pos, depth, &stop) {
                Some(n) if xboard => format!("# perft {depth} nodes {n}"),
                Some(n) => format!("info string perft {depth} nodes {n}"),
                None if xboard => format!("# perft {depth} stopped"),
                None => format!("info string perft {depth} stopped"),
            };
            say(&out, &line);
            let _ = tx.send(Event::Done {
                id,
                best: None,
                ponder: None,
            });
        }));
    }

    /// Reloads the game from its id or file and the rule overrides.
    pub fn load_variant(&mut self) -> Result<(), String> {
        let text = match &self.variant_file {
            Some(path) if !path.is_empty() && path != "<empty>" => {
                rukh_rules::variant::read_definition(std::path::Path::new(path))
                    .map_err(|e| e.to_string())?
            }
            _ => rukh_rules::variant::builtin_source(&self.variant_id)
                .ok_or_else(|| format!("unknown variant '{}'", self.variant_id))?
                .to_owned(),
        };
        let v = Variant::from_toml_with(&text, &self.rules).map_err(|e| e.to_string())?;
        rukh_engine::eval::Params::for_variant(&v)?;
        self.pos = v.start_position();
        self.pos_error = None;
        self.variant = v;
        Ok(())
    }

    /// Stops the search under way, if any, and returns its result when it was a search (not a
    /// perft) whose answer has not been given: (best move, ponder move).
    pub fn interrupt(&mut self) -> Option<(Option<Move>, Option<Move>)> {
        // A count is bounded: other commands wait for it; only `stop` and `quit` end it early.
        if self.perft
            && let Some(w) = self.worker.take()
        {
            let _ = w.join();
        }
        let owed = self.worker.is_some() && !self.perft;
        let id = self.search_id;
        self.stop_search();
        let done = self.finished.lock().expect("result").take();
        match done {
            Some((i, best, ponder)) if owed && i == id => Some((best, ponder)),
            _ => None,
        }
    }

    pub fn stop_search(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(w) = self.worker.take() {
            let _ = w.join();
        }
        self.perft = false;
        self.held = false;
        self.search_id += 1;
    }

    /// Gives the searcher the tables of the game played from the tables' folder, when that
    /// game or folder changed; what was found (or why nothing was) is told to the GUI.
    fn ensure_tables(&mut self, out: &Out) {
        let want = self.tb_path.clone().map(|p| (Arc::clone(&self.variant), p));
        let same = match (&want, &self.tb_loaded) {
            (Some((v, p)), Some((lv, lp))) => Arc::ptr_eq(v, lv) && p == lp,
            (None, None) => true,
            _ => false,
        };
        if same {
            return;
        }
        let tb =
            want.as_ref()
                .and_then(|(v, p)| match rukh_tablebase::Tablebase::load(v, p, None) {
                    Ok(tb) if tb.max_men() > 0 => {
                        let note = if self.xboard {
                            "telluser"
                        } else {
                            "info string"
                        };
                        say(
                            out,
                            &format!(
                                "{note} tablebases: {} endings of up to {} men for {} from {}",
                                tb.classes().count(),
                                tb.max_men(),
                                v.id,
                                p.display()
                            ),
                        );
                        Some(Arc::new(tb))
                    }
                    Ok(_) => None,
                    Err(e) => {
                        let note = if self.xboard {
                            "telluser"
                        } else {
                            "info string error:"
                        };
                        say(
                            out,
                            &format!("{note} tablebases: {e}; playing without them"),
                        );
                        None
                    }
                });
        self.searcher.lock().expect("searcher").set_tablebase(tb);
        self.tb_loaded = want;
    }

    pub fn start_search(&mut self, mut limits: Limits, out: Out, post: bool) {
        self.stop_search();
        self.ensure_tables(&out);
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
        let mut pos = self.pos.clone();
        // A GUI that asks for a move past a convention's draw plays on.
        pos.set_conventions_aside();
        let tx = self.tx.clone();
        let id = self.search_id;
        let xboard = self.xboard;
        let finished = Arc::clone(&self.finished);
        let params = self.search_params;
        self.worker = Some(std::thread::spawn(move || {
            let mut s = searcher.lock().expect("searcher");
            s.search_params = params;
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
            *finished.lock().expect("result") = Some((id, best, ponder));
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
    let score = match i.shown_score(pos) {
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
    let score = match i.shown_score(pos) {
        Score::Cp(c) => format!("cp {c}"),
        Score::Mate(m) => format!("mate {m}"),
    };
    let ms = i.time.as_millis().max(1);
    let line = if multipv {
        format!(" multipv {}", i.multipv)
    } else {
        String::new()
    };
    let tb = if i.tbhits > 0 {
        format!(" tbhits {}", i.tbhits)
    } else {
        String::new()
    };
    format!(
        "info depth {} seldepth {}{line} score {score} nodes {} nps {} hashfull {} time {ms}{tb} pv {}",
        i.depth,
        i.seldepth,
        i.nodes,
        i.nodes as u128 * 1000 / ms,
        i.hashfull,
        pv_text(pos, i)
    )
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

/// The memory the machine has free for new work (Linux's `MemAvailable`), in MiB; None where it
/// cannot be read.
pub fn available_mb() -> Option<usize> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    parse_available(&text)
}

fn parse_available(meminfo: &str) -> Option<usize> {
    let line = meminfo.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024)
}

#[cfg(test)]
mod tests {
    #[test]
    fn free_memory_is_read_from_meminfo() {
        let meminfo = "MemTotal:       24731648 kB\nMemFree:         8511232 kB\nMemAvailable:   24059904 kB\n";
        assert_eq!(super::parse_available(meminfo), Some(23496));
        assert_eq!(super::parse_available("MemTotal: 1 kB\n"), None);
        assert_eq!(super::parse_available("MemAvailable: lots\n"), None);
    }
}
