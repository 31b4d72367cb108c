//! A scripted engine for testing the arena: it plays random legal moves over UCI or XBoard and
//! misbehaves on purpose after a number of its own moves.
//!
//!     rukh-fake-engine uci|xboard [random|illegal|crash|hang|slow|garbage|malformed|resign|concede|claim|stockfish-clock] [AFTER]
//!
//! `concede` and `claim` (XBoard) announce a result instead of moving: the engine's own loss, or
//! its own win where the game goes on. `stockfish-clock` (UCI) thinks as long as Stockfish's and
//! Fairy-Stockfish's time manager plans for a move (`timeman.cpp`: the UCI option `Move
//! Overhead`, default 10 ms, taken off once for every move of a 50-move horizon), then plays a
//! random move.

use std::io::{BufRead, Write};
use std::sync::Arc;

use rukh_rules::variant::builtin;
use rukh_rules::{Position, Variant, coord};

struct State {
    variant: Arc<Variant>,
    pos: Position,
    moves_made: u32,
    seed: u64,
    /// `Move Overhead` in milliseconds.
    overhead: f64,
    /// The clock and increment of the side to move from the last `go`, in milliseconds.
    clock: Option<(f64, f64)>,
}

/// The optimum think time of Stockfish's time manager for a game in `time` + `inc` (no moves to
/// go, no ponder), at game ply `ply`, in milliseconds.
fn stockfish_optimum(time: f64, inc: f64, overhead: f64, ply: u32) -> f64 {
    let mtg = 50.0;
    let time_left = (time + inc * (mtg - 1.0) - overhead * (2.0 + mtg)).max(1.0);
    let opt_scale = (0.0084 + (f64::from(ply) + 3.0).sqrt() * 0.0042).min(0.2 * time / time_left);
    let maximum = 0.8 * time - overhead;
    (opt_scale * time_left).min(maximum).max(0.0)
}

impl State {
    fn new() -> State {
        let variant = builtin("shatranj").expect("shatranj");
        State {
            pos: variant.start_position(),
            variant,
            moves_made: 0,
            seed: 0x2545_F491_4F6C_DD1D,
            overhead: 10.0,
            clock: None,
        }
    }

    fn set_variant(&mut self, name: &str) {
        if let Ok(v) = builtin(name) {
            self.pos = v.start_position();
            self.variant = v;
        }
    }

    fn random_move(&mut self) -> Option<String> {
        let legal = self.pos.legal_moves();
        if legal.is_empty() {
            return None;
        }
        self.seed ^= self.seed << 13;
        self.seed ^= self.seed >> 7;
        self.seed ^= self.seed << 17;
        let mv = legal.as_slice()[self.seed as usize % legal.len()];
        Some(coord(&self.pos, mv).to_string())
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let proto = args.get(1).map(String::as_str).unwrap_or("uci").to_owned();
    let mode = args
        .get(2)
        .map(String::as_str)
        .unwrap_or("random")
        .to_owned();
    let after: u32 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(0);
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let mut st = State::new();
    let mut say = |s: &str| {
        let _ = writeln!(out, "{s}");
        let _ = out.flush();
    };
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = words.first() else { continue };
        let go = match (proto.as_str(), cmd) {
            (_, "quit") => break,
            ("uci", "uci") => {
                say("id name FakeEngine");
                say(
                    "option name UCI_Variant type combo default shatranj var shatranj var great-shatranj",
                );
                say("uciok");
                false
            }
            ("uci", "isready") => {
                say("readyok");
                false
            }
            ("uci", "setoption") => {
                let name = words
                    .iter()
                    .position(|w| *w == "name")
                    .and_then(|i| words.get(i + 1));
                let value = words
                    .iter()
                    .position(|w| *w == "value")
                    .and_then(|v| words.get(v + 1));
                if let (Some(&"UCI_Variant"), Some(v)) = (name, value) {
                    st.set_variant(v);
                }
                if line.contains("name Move Overhead value")
                    && let Some(ms) = value.and_then(|v| v.parse().ok())
                {
                    st.overhead = ms;
                }
                false
            }
            ("uci", "position") => {
                let moves_at = words.iter().position(|w| *w == "moves");
                let mut pos = if words.get(1) == Some(&"fen") {
                    let end = moves_at.unwrap_or(words.len());
                    Position::from_fen(&st.variant, &words[2..end].join(" "))
                        .unwrap_or_else(|_| st.variant.start_position())
                } else {
                    st.variant.start_position()
                };
                if let Some(m) = moves_at {
                    for w in &words[m + 1..] {
                        if pos.play_coord(w).is_err() {
                            break;
                        }
                    }
                }
                st.pos = pos;
                false
            }
            ("uci", "go") => {
                let white = st.pos.turn() == rukh_rules::Color::White;
                let field = |key: &str| {
                    words
                        .iter()
                        .position(|w| *w == key)
                        .and_then(|i| words.get(i + 1))
                        .and_then(|v| v.parse::<f64>().ok())
                };
                let (t, i) = if white {
                    ("wtime", "winc")
                } else {
                    ("btime", "binc")
                };
                st.clock = field(t).map(|t| (t, field(i).unwrap_or(0.0)));
                true
            }
            ("xboard", "protover") => {
                say(
                    "feature usermove=1 setboard=1 ping=1 sigint=0 variants=\"shatranj,great-shatranj\" done=1",
                );
                false
            }
            ("xboard", "ping") => {
                say(&format!("pong {}", words.get(1).unwrap_or(&"0")));
                false
            }
            ("xboard", "new") => {
                st.pos = st.variant.start_position();
                false
            }
            ("xboard", "variant") => {
                if let Some(v) = words.get(1) {
                    st.set_variant(v);
                }
                false
            }
            ("xboard", "setboard") => {
                if let Ok(p) = Position::from_fen(&st.variant, &words[1..].join(" ")) {
                    st.pos = p;
                }
                false
            }
            ("xboard", "usermove") => {
                if let Some(m) = words.get(1) {
                    let _ = st.pos.play_coord(m);
                }
                false
            }
            ("xboard", "go") => true,
            _ => false,
        };
        if !go {
            continue;
        }
        let misbehave = st.moves_made >= after;
        if misbehave && (mode == "concede" || mode == "claim") {
            let white = st.pos.turn() == rukh_rules::Color::White;
            let wins = if white { "1-0" } else { "0-1" };
            let loses = if white { "0-1" } else { "1-0" };
            if mode == "concede" {
                say(&format!("{loses} {{I have lost}}"));
            } else {
                say(&format!("{wins} {{I have won}}"));
            }
            continue;
        }
        let reply = match mode.as_str() {
            "crash" if misbehave => std::process::exit(3),
            "hang" if misbehave => loop {
                std::thread::sleep(std::time::Duration::from_secs(3600));
            },
            "slow" if misbehave => {
                std::thread::sleep(std::time::Duration::from_millis(3000));
                st.random_move()
            }
            "illegal" if misbehave => Some("a1a1".to_owned()),
            "malformed" if misbehave => Some("xyzzy".to_owned()),
            "garbage" => {
                say("hello there, this is not a protocol line");
                say("info string \u{1F600} nonsense 12 34");
                if misbehave {
                    Some("e2e9".to_owned())
                } else {
                    st.random_move()
                }
            }
            "resign" if misbehave => None,
            "stockfish-clock" => {
                if let Some((time, inc)) = st.clock {
                    let ply = st.pos.moves_played().count() as u32;
                    let ms = stockfish_optimum(time, inc, st.overhead, ply);
                    std::thread::sleep(std::time::Duration::from_secs_f64(ms / 1000.0));
                }
                st.random_move()
            }
            _ => st.random_move(),
        };
        st.moves_made += 1;
        match (proto.as_str(), reply) {
            ("uci", Some(m)) => {
                say("info depth 1 score cp 0 nodes 1 pv");
                say(&format!("bestmove {m}"));
                let _ = st.pos.play_coord(&m);
            }
            ("uci", None) => say("bestmove (none)"),
            (_, Some(m)) => {
                let _ = st.pos.play_coord(&m);
                say(&format!("move {m}"));
            }
            (_, None) => say("resign"),
        }
    }
}
