//! An engine process and the client side of UCI and XBoard (CECP v2).
//!
//! Every read has a deadline: an engine that hangs is noticed, one that dies is noticed, and lines
//! that are not part of the protocol are ignored.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// The protocol an engine speaks.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum Protocol {
    Uci,
    Xboard,
}

/// How to start an engine and talk to it.
#[derive(Clone, Debug)]
pub struct EngineSpec {
    pub name: String,
    /// Shell command line.
    pub cmd: String,
    pub proto: Protocol,
    /// UCI options (`setoption`) or XBoard options (`option X=Y`).
    pub options: Vec<(String, String)>,
    /// The engine's own name for the game, when it differs from Rukh's id.
    pub variant: Option<String>,
}

/// Why an engine could not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error("{0} could not be started: {1}")]
    Spawn(String, std::io::Error),
    #[error("{0} stopped (its process ended)")]
    Crashed(String),
    #[error("{0} did not answer in time")]
    Timeout(String),
    #[error("{0} stopped answering: silent for {1} s while it thought, and no answer to isready")]
    Stuck(String, u64),
    #[error("{0}: {1}")]
    Protocol(String, String),
}

/// The time an engine may use for one move.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Limits {
    /// A clock per side: base and increment.
    Clock {
        base: Duration,
        increment: Duration,
    },
    Nodes(u64),
    MoveTime(Duration),
    Depth(u32),
}

/// A running engine.
pub struct Engine {
    pub spec: EngineSpec,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// XBoard: the engine accepts `usermove`, `setboard`.
    usermove: bool,
    setboard: bool,
    /// Last score the engine reported for the side it plays (centipawns), if any.
    pub last_score: Option<i32>,
    /// UCI: how long the engine may say nothing while it thinks before it is asked `isready`
    /// (and found stuck if it stays silent as long again); none: it has until the deadline.
    silence: Option<Duration>,
}

/// What the engine answered to `think`.
#[derive(Clone, Debug)]
pub struct Reply {
    /// The move text; `None` when the engine resigned.
    pub mv: Option<String>,
    pub elapsed: Duration,
    /// What the engine said instead of a move: the result it announced (XBoard: `0-1 {Black
    /// mates}`) when that is its own loss, or UCI's `bestmove (none)`. Either is a resignation,
    /// whatever the rules say of the position.
    pub conceded: Option<String>,
    /// The engine's last word on the position before it moved: its score for itself and the
    /// depth it reached (UCI `info depth D score ...` lines that are not bounds; XBoard's
    /// thinking output), if it said any.
    pub eval: Option<Eval>,
}

/// An engine's evaluation of a position, for the side it plays there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Eval {
    /// Centipawns; a mate in n moves is `100_000 - n`, being mated in n `-100_000 + n`.
    pub score: i32,
    pub depth: Option<u32>,
}

/// Scores beyond this are mates (see [`Eval::score`]).
pub const MATE_SCORES: i32 = 100_000 - 1_000;

/// An XBoard result announcement (`1-0 {...}`, `0-1 {...}`, `1/2-1/2 {...}`): the result.
fn announced_result(line: &str) -> Option<&'static str> {
    let first = line.split_whitespace().next()?;
    ["1-0", "0-1", "1/2-1/2"].into_iter().find(|r| *r == first)
}

const START_TIMEOUT: Duration = Duration::from_secs(10);

impl Engine {
    pub fn start(spec: &EngineSpec) -> Result<Engine, EngineError> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("exec {}", spec.cmd))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| EngineError::Spawn(spec.name.clone(), e))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&buf).trim_end().to_owned();
                        if tx.send(line).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let mut e = Engine {
            spec: spec.clone(),
            child,
            stdin,
            lines: rx,
            usermove: false,
            setboard: false,
            last_score: None,
            silence: None,
        };
        e.handshake()?;
        Ok(e)
    }

    fn name(&self) -> String {
        self.spec.name.clone()
    }

    pub fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|_| EngineError::Crashed(self.name()))
    }

    /// The next line, by the deadline.
    /// Sets how long a UCI engine may say nothing while it thinks (see `recv_thinking`): for a
    /// player that should not hold a game for the rest of a long clock when its engine hangs.
    pub fn set_silence_limit(&mut self, limit: Option<Duration>) {
        self.silence = limit;
    }

    /// The next line of a UCI engine that is thinking, by `deadline`. Under a silence limit, an
    /// engine that says nothing for the limit is asked `isready` (which UCI engines answer while
    /// they search), and one that then stays silent as long again is stuck; its `readyok` is
    /// taken here.
    fn recv_thinking(&mut self, deadline: Instant) -> Result<String, EngineError> {
        let Some(limit) = self.silence else {
            return self.recv(deadline);
        };
        let mut asked = false;
        loop {
            let until = deadline.min(Instant::now() + limit);
            match self
                .lines
                .recv_timeout(until.saturating_duration_since(Instant::now()))
            {
                Ok(l) if asked && l.trim() == "readyok" => asked = false,
                Ok(l) => return Ok(l),
                Err(RecvTimeoutError::Timeout) if Instant::now() >= deadline => {
                    return Err(EngineError::Timeout(self.name()));
                }
                Err(RecvTimeoutError::Timeout) if asked => {
                    return Err(EngineError::Stuck(self.name(), limit.as_secs()));
                }
                Err(RecvTimeoutError::Timeout) => {
                    self.send("isready")?;
                    asked = true;
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(EngineError::Crashed(self.name()));
                }
            }
        }
    }

    fn recv(&mut self, deadline: Instant) -> Result<String, EngineError> {
        let now = Instant::now();
        let wait = deadline.saturating_duration_since(now);
        match self.lines.recv_timeout(wait) {
            Ok(l) => Ok(l),
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Timeout(self.name())),
            Err(RecvTimeoutError::Disconnected) => Err(EngineError::Crashed(self.name())),
        }
    }

    fn handshake(&mut self) -> Result<(), EngineError> {
        let deadline = Instant::now() + START_TIMEOUT;
        match self.spec.proto {
            Protocol::Uci => {
                self.send("uci")?;
                while self.recv(deadline)?.trim() != "uciok" {}
                for (k, v) in self.spec.options.clone() {
                    self.send(&format!("setoption name {k} value {v}"))?;
                }
                self.ready()?;
            }
            Protocol::Xboard => {
                self.send("xboard")?;
                self.send("protover 2")?;
                // Wait for "feature ... done=1"; engines without features get two seconds.
                let soft = Instant::now() + Duration::from_secs(2);
                let mut v2 = false;
                loop {
                    let line = match self.recv(if v2 { deadline } else { soft }) {
                        Ok(l) => l,
                        Err(EngineError::Timeout(_)) if !v2 => break,
                        Err(e) => return Err(e),
                    };
                    if let Some(rest) = line.strip_prefix("feature ") {
                        v2 = true;
                        for (k, v) in features(rest) {
                            let accepted = matches!(
                                k.as_str(),
                                "usermove"
                                    | "setboard"
                                    | "done"
                                    | "ping"
                                    | "sigint"
                                    | "san"
                                    | "variants"
                                    | "myname"
                                    | "colors"
                                    | "time"
                                    | "draw"
                                    | "reuse"
                                    | "analyze"
                                    | "memory"
                                    | "smp"
                            );
                            self.send(&format!(
                                "{} {k}",
                                if accepted { "accepted" } else { "rejected" }
                            ))?;
                            match (k.as_str(), v.as_str()) {
                                ("usermove", "1") => self.usermove = true,
                                ("setboard", "1") => self.setboard = true,
                                _ => {}
                            }
                            if k == "done" && v == "1" {
                                self.send("easy")?;
                                for (k, v) in self.spec.options.clone() {
                                    self.send(&format!("option {k}={v}"))?;
                                }
                                return Ok(());
                            }
                        }
                    }
                }
                self.send("easy")?;
            }
        }
        Ok(())
    }

    fn ready(&mut self) -> Result<(), EngineError> {
        match self.spec.proto {
            Protocol::Uci => {
                self.send("isready")?;
                let deadline = Instant::now() + START_TIMEOUT;
                while self.recv(deadline)?.trim() != "readyok" {}
            }
            Protocol::Xboard => {
                self.send("ping 1")?;
                let deadline = Instant::now() + START_TIMEOUT;
                loop {
                    let l = self.recv(deadline)?;
                    if l.trim() == "pong 1" {
                        break;
                    }
                }
            }
        }
        Ok(())
    }

    /// Starts a game: the variant (engine's name for it) and the start position.
    pub fn new_game(
        &mut self,
        variant: &str,
        fen: &str,
        is_start: bool,
        limits: Limits,
    ) -> Result<(), EngineError> {
        let name = self
            .spec
            .variant
            .clone()
            .unwrap_or_else(|| variant.to_owned());
        self.last_score = None;
        match self.spec.proto {
            Protocol::Uci => {
                self.send(&format!("setoption name UCI_Variant value {name}"))?;
                self.send("ucinewgame")?;
                self.ready()?;
                let _ = (fen, is_start);
            }
            Protocol::Xboard => {
                self.send("new")?;
                if name != "normal" {
                    self.send(&format!("variant {name}"))?;
                }
                self.send("force")?;
                if !is_start {
                    if !self.setboard {
                        return Err(EngineError::Protocol(
                            self.name(),
                            "cannot set up a position (no setboard)".into(),
                        ));
                    }
                    self.send(&format!("setboard {fen}"))?;
                }
                match limits {
                    Limits::Clock { base, increment } => {
                        let secs = base.as_secs();
                        let inc = increment.as_secs_f64();
                        self.send(&format!("level 0 {}:{:02} {}", secs / 60, secs % 60, inc))?;
                    }
                    Limits::MoveTime(t) => {
                        self.send(&format!("st {}", (t.as_secs_f64()).max(0.001)))?
                    }
                    Limits::Depth(d) => self.send(&format!("sd {d}"))?,
                    Limits::Nodes(n) => self.send(&format!("nps 1\nst {n}"))?,
                }
                self.send("post")?;
                self.ready()?;
            }
        }
        Ok(())
    }

    /// Tells an XBoard engine the opponent's move (UCI engines get the whole game each turn).
    pub fn opponent_move(&mut self, mv: &str) -> Result<(), EngineError> {
        if self.spec.proto == Protocol::Xboard {
            let line = if self.usermove {
                format!("usermove {mv}")
            } else {
                mv.to_owned()
            };
            self.send(&line)?;
        }
        Ok(())
    }

    /// Asks for a move. `position` is the UCI position command; `clocks` the remaining time of
    /// (own, opponent's) clock; `deadline` when to give up.
    pub fn think(
        &mut self,
        position: &str,
        white_to_move: bool,
        clocks: (Duration, Duration),
        limits: Limits,
        deadline: Instant,
    ) -> Result<Reply, EngineError> {
        let start = Instant::now();
        match self.spec.proto {
            Protocol::Uci => {
                self.send(position)?;
                let go = match limits {
                    Limits::Clock { increment, .. } => {
                        let (w, b) = if white_to_move {
                            clocks
                        } else {
                            (clocks.1, clocks.0)
                        };
                        format!(
                            "go wtime {} btime {} winc {} binc {}",
                            w.as_millis(),
                            b.as_millis(),
                            increment.as_millis(),
                            increment.as_millis()
                        )
                    }
                    Limits::Nodes(n) => format!("go nodes {n}"),
                    Limits::MoveTime(t) => format!("go movetime {}", t.as_millis()),
                    Limits::Depth(d) => format!("go depth {d}"),
                };
                self.send(&go)?;
                let mut eval = None;
                loop {
                    let line = self.recv_thinking(deadline)?;
                    let mut words = line.split_whitespace();
                    match words.next() {
                        Some("bestmove") => {
                            let mv = words.next().unwrap_or("");
                            // No move where the rules give one: the engine's own rules end the
                            // game here (a rule it reads otherwise), or it gives up.
                            let none = mv.is_empty() || mv == "(none)" || mv == "0000";
                            return Ok(Reply {
                                mv: (!none).then(|| mv.to_owned()),
                                elapsed: start.elapsed(),
                                conceded: none.then(|| format!("bestmove {mv}").trim().to_owned()),
                                eval,
                            });
                        }
                        Some("info") => {
                            if let Some(s) = uci_score(&line) {
                                self.last_score = Some(s);
                                if !line.contains("lowerbound") && !line.contains("upperbound") {
                                    eval = Some(Eval {
                                        score: s,
                                        depth: uci_depth(&line),
                                    });
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
            Protocol::Xboard => {
                if let Limits::Clock { .. } = limits {
                    self.send(&format!("time {}", clocks.0.as_millis() / 10))?;
                    self.send(&format!("otim {}", clocks.1.as_millis() / 10))?;
                }
                self.send("go")?;
                let mut eval = None;
                // A result the engine announced for a game that Rukh's rules say goes on.
                let mut claim: Option<String> = None;
                loop {
                    let line = match (self.recv(deadline), &claim) {
                        (Ok(l), _) => l,
                        (Err(EngineError::Timeout(name)), Some(c)) => {
                            return Err(EngineError::Protocol(
                                name,
                                format!(
                                    "announced {c} and made no move, but the game is not over by \
                                     the rules"
                                ),
                            ));
                        }
                        (Err(e), _) => return Err(e),
                    };
                    let t = line.trim();
                    if let Some(result) = announced_result(t) {
                        let own_loss = if white_to_move { "0-1" } else { "1-0" };
                        if result == own_loss {
                            self.send("force")?;
                            return Ok(Reply {
                                mv: None,
                                elapsed: start.elapsed(),
                                conceded: Some(t.to_owned()),
                                eval,
                            });
                        }
                        claim = Some(t.to_owned());
                        continue;
                    }
                    if let Some(mv) = t.strip_prefix("move ") {
                        let mv = mv.trim().to_owned();
                        // Stay in force mode so the engine waits for us.
                        self.send("force")?;
                        return Ok(Reply {
                            mv: Some(mv),
                            elapsed: start.elapsed(),
                            conceded: None,
                            eval,
                        });
                    }
                    if t == "resign" || t.starts_with("tellics resign") {
                        self.send("force")?;
                        return Ok(Reply {
                            mv: None,
                            elapsed: start.elapsed(),
                            conceded: None,
                            eval,
                        });
                    }
                    if let Some(e) = xboard_thinking(t) {
                        self.last_score = Some(e.score);
                        eval = Some(e);
                    }
                }
            }
        }
    }

    /// Ends the game for the engine (XBoard: `result`).
    pub fn game_over(&mut self, result: &str, reason: &str) {
        if self.spec.proto == Protocol::Xboard {
            let _ = self.send(&format!("result {result} {{{reason}}}"));
        }
    }

    /// Asks the engine to quit, then makes sure it is gone.
    pub fn quit(mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// `key=value` pairs of an XBoard feature line; values may be quoted.
fn features(rest: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut s = rest.trim();
    while let Some((k, v)) = s.split_once('=') {
        let key = k.trim().to_owned();
        let v = v.trim_start();
        let (value, tail) = if let Some(q) = v.strip_prefix('"') {
            match q.split_once('"') {
                Some((val, tail)) => (val.to_owned(), tail),
                None => (q.to_owned(), ""),
            }
        } else {
            match v.split_once(char::is_whitespace) {
                Some((val, tail)) => (val.to_owned(), tail),
                None => (v.to_owned(), ""),
            }
        };
        out.push((key, value));
        s = tail.trim();
    }
    out
}

fn uci_score(line: &str) -> Option<i32> {
    let mut w = line.split_whitespace();
    while let Some(x) = w.next() {
        if x == "score" {
            return match (w.next(), w.next().and_then(|n| n.parse::<i32>().ok())) {
                (Some("cp"), Some(n)) => Some(n),
                (Some("mate"), Some(n)) => Some(if n > 0 { 100_000 - n } else { -100_000 - n }),
                _ => None,
            };
        }
    }
    None
}

/// The `depth` of a UCI `info` line.
fn uci_depth(line: &str) -> Option<u32> {
    let mut w = line.split_whitespace();
    while let Some(x) = w.next() {
        if x == "depth" {
            return w.next()?.parse().ok();
        }
    }
    None
}

/// XBoard thinking output: `depth score time nodes pv...`.
fn xboard_thinking(line: &str) -> Option<Eval> {
    let mut w = line.split_whitespace();
    let depth = w.next()?.trim_end_matches(['.', '&']).parse::<u32>().ok()?;
    let score = w.next()?.parse::<i32>().ok()?;
    Some(Eval {
        score,
        depth: Some(depth),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_lines() {
        let f = features(r#"usermove=1 myname="Fairy-Max 5.0b" variants="normal,shatranj" done=0"#);
        assert_eq!(f[0], ("usermove".into(), "1".into()));
        assert_eq!(f[1], ("myname".into(), "Fairy-Max 5.0b".into()));
        assert_eq!(f[2].1, "normal,shatranj");
        assert_eq!(f[3], ("done".into(), "0".into()));
    }

    #[test]
    fn scores() {
        assert_eq!(
            uci_score("info depth 5 score cp -34 nodes 100 pv e2e4"),
            Some(-34)
        );
        assert_eq!(uci_score("info depth 5 score mate 3 pv e2e4"), Some(99_997));
        assert_eq!(
            uci_score("info depth 9 score mate -2 pv e2e4"),
            Some(-99_998)
        );
        assert_eq!(uci_depth("info depth 12 seldepth 20 score cp 5"), Some(12));
        assert_eq!(uci_depth("info string hello"), None);
        assert_eq!(
            xboard_thinking(" 7   123   45  6789 e2e4 e7e5").map(|e| e.score),
            Some(123)
        );
        assert_eq!(xboard_thinking("move e2e4"), None);
    }
}
