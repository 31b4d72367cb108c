//! Matches and tournaments: the schedule, the workers that play the games, the standings, the
//! PGN of every game, and resuming an interrupted match from that PGN.

use std::collections::{HashMap, HashSet, VecDeque};
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::channel;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rukh_rules::Variant;
use rukh_rules::pgn::{Game, Notation, PgnReader};

use crate::engine::{Engine, EngineError, EngineSpec, Limits};
use crate::fairness::{
    JUDGE_AFTER_MOVES, ThinkTimes, Verdict, game_times, judge, pgn_times, unfair_text,
};
use crate::game::{Adjudication, GameRecord, GameSetup, play};
use crate::opening::Openings;
use crate::stats::{Score, Sprt, SprtResult};

/// Who plays whom.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum Format {
    /// Every engine against every other.
    RoundRobin,
    /// The first engine against each of the others.
    Gauntlet,
}

/// Everything a match needs.
#[derive(Clone)]
pub struct MatchConfig {
    pub variant: Arc<Variant>,
    pub engines: Vec<EngineSpec>,
    /// Games per pairing.
    pub games: usize,
    pub limits: Limits,
    pub margin: Duration,
    pub hang: Duration,
    pub concurrency: usize,
    pub openings: Openings,
    pub format: Format,
    pub adjudication: Adjudication,
    pub max_plies: usize,
    pub sprt: Option<Sprt>,
    pub pgn: Option<PathBuf>,
    pub resume: bool,
    pub event: String,
    /// Stop the match as unfair when, once each side of a pairing has played
    /// `fairness::JUDGE_AFTER_MOVES` timed moves, one side's mean think time per move is under
    /// this share of the other's (clock limits only; `fairness::FAIR_RATIO` is the usual one).
    pub fair_ratio: Option<f64>,
}

/// One scheduled game.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub struct Scheduled {
    /// 1-based number of the game in the match (the PGN `Round`).
    pub round: usize,
    pub white: usize,
    pub black: usize,
    pub opening: usize,
    /// Index of the pairing (engine a, engine b with a < b).
    pub pairing: usize,
}

/// Results so far.
#[derive(Clone, Debug, Default)]
pub struct Standings {
    /// Per pairing (a, b): the score of a against b.
    pub pairings: Vec<((usize, usize), Score)>,
    pub played: usize,
    pub total: usize,
    /// The SPRT's verdict: once it has decided, it stands (games already under way are
    /// still played out and counted, and may move the LLR back inside its bounds).
    pub sprt: Option<SprtResult>,
    /// The score when the SPRT decided.
    pub sprt_decided_at: Option<Score>,
    /// Per pairing (a, b): the think times of a and of b.
    pub times: Vec<[ThinkTimes; 2]>,
    /// Why the match was stopped as unfair, if it was.
    pub unfair: Option<String>,
}

impl Standings {
    /// Applies the SPRT (of a match of one pairing) to the score so far, unless it has already
    /// decided; true once it has.
    fn judge(&mut self, sprt: Option<&Sprt>) -> bool {
        if self.sprt_decided_at.is_none()
            && let Some(sprt) = sprt
            && let [(_, score)] = self.pairings[..]
        {
            let r = score.sprt(sprt);
            self.sprt = Some(r);
            if r != SprtResult::Continue {
                self.sprt_decided_at = Some(score);
            }
        }
        self.sprt_decided_at.is_some()
    }

    /// Adds a game's think times (`[white, black]`) to its pairing's.
    fn add_times(&mut self, s: &Scheduled, sides: &[ThinkTimes; 2]) {
        let (pair, _) = self.pairings[s.pairing];
        let t = &mut self.times[s.pairing];
        let (a, b) = if pair.0 == s.white { (0, 1) } else { (1, 0) };
        t[0].merge(&sides[a]);
        t[1].merge(&sides[b]);
    }

    /// Judges the fairness of every pairing whose sides have played enough timed moves;
    /// true (and the reason kept) once one is unfair.
    fn judge_fairness(&mut self, cfg: &MatchConfig) -> bool {
        // Only clocks leave the time to the engines.
        let (Some(min), Limits::Clock { .. }) = (cfg.fair_ratio, cfg.limits) else {
            return false;
        };
        if self.unfair.is_some() {
            return true;
        }
        for (p, ((a, b), _)) in self.pairings.iter().enumerate() {
            let t = &self.times[p];
            if let Verdict::Unfair { ratio, quick } = judge(t, min, JUDGE_AFTER_MOVES) {
                let names = [cfg.engines[*a].name.as_str(), cfg.engines[*b].name.as_str()];
                self.unfair = Some(unfair_text(names, t, ratio, quick));
                return true;
            }
        }
        false
    }

    fn add(&mut self, s: &Scheduled, result: &str) {
        let (pair, score) = &mut self.pairings[s.pairing];
        let a_white = pair.0 == s.white;
        match (result, a_white) {
            ("1-0", true) | ("0-1", false) => score.wins += 1,
            ("0-1", true) | ("1-0", false) => score.losses += 1,
            _ => score.draws += 1,
        }
        self.played += 1;
    }

    /// One engine's total score over all its pairings.
    pub fn engine_score(&self, e: usize) -> Score {
        let mut t = Score::default();
        for ((a, b), s) in &self.pairings {
            if *a == e {
                t.wins += s.wins;
                t.draws += s.draws;
                t.losses += s.losses;
            } else if *b == e {
                t.wins += s.losses;
                t.draws += s.draws;
                t.losses += s.wins;
            }
        }
        t
    }
}

/// Games played from each opening of a suite (one with each colour) before the suite starts again.
pub const GAMES_PER_OPENING: usize = 2;

/// The games of a match, in order.
pub fn schedule(cfg: &MatchConfig) -> (Vec<Scheduled>, Vec<(usize, usize)>) {
    let n = cfg.engines.len();
    let pairs: Vec<(usize, usize)> = match cfg.format {
        Format::Gauntlet => (1..n).map(|j| (0, j)).collect(),
        Format::RoundRobin => (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .collect(),
    };
    let mut out = Vec::new();
    let openings = cfg.openings.len().max(1);
    // Interleave the pairings so that an interrupted tournament is balanced.
    for g in 0..cfg.games {
        for (p, &(a, b)) in pairs.iter().enumerate() {
            let (white, black) = if g % 2 == 0 { (a, b) } else { (b, a) };
            out.push(Scheduled {
                round: out.len() + 1,
                white,
                black,
                opening: (g / GAMES_PER_OPENING) % openings,
                pairing: p,
            });
        }
    }
    (out, pairs)
}

/// Why a match could not run.
#[derive(Debug, thiserror::Error)]
pub enum MatchError {
    #[error("a match needs at least two engines")]
    TooFewEngines,
    #[error("cannot use the PGN file {0}: {1}")]
    Pgn(PathBuf, std::io::Error),
    #[error("engine names must differ ({0} is used twice)")]
    DuplicateName(String),
    #[error("{0}; check its cmd= and proto= (no game was played)")]
    Start(EngineError),
}

/// Runs a match; `progress` is called after every game with the standings.
pub fn run(
    cfg: &MatchConfig,
    mut progress: impl FnMut(&Scheduled, &GameRecord, &Standings),
) -> Result<Standings, MatchError> {
    if cfg.engines.len() < 2 {
        return Err(MatchError::TooFewEngines);
    }
    let mut names = HashSet::new();
    for e in &cfg.engines {
        if !names.insert(e.name.clone()) {
            return Err(MatchError::DuplicateName(e.name.clone()));
        }
    }
    let (games, pairs) = schedule(cfg);
    let mut standings = Standings {
        pairings: pairs.iter().map(|&p| (p, Score::default())).collect(),
        total: games.len(),
        times: vec![[ThinkTimes::default(); 2]; pairs.len()],
        ..Standings::default()
    };

    // Resume: games already in the PGN are not played again.
    let mut done = HashSet::new();
    if cfg.resume
        && let Some(path) = &cfg.pgn
        && path.exists()
    {
        let file = std::fs::File::open(path).map_err(|e| MatchError::Pgn(path.clone(), e))?;
        for raw in PgnReader::new(std::io::BufReader::new(file)).flatten() {
            let Some(round) = raw.tag("Round").and_then(|r| r.parse::<usize>().ok()) else {
                continue;
            };
            let Some(s) = games.get(round.wrapping_sub(1)) else {
                continue;
            };
            let result = raw.tag("Result").unwrap_or("*");
            if result == "*" || raw.tag("White") != Some(&cfg.engines[s.white].name) {
                continue;
            }
            if done.insert(round) {
                standings.add(s, result);
                standings.add_times(s, &pgn_times(&raw));
            }
        }
    }
    // Every engine must start and answer before the first game: a command that cannot run
    // (a typing error, a program not installed) would otherwise lose every game by forfeit and
    // read as a won match. An engine that fails later loses only the games it fails in.
    if games.iter().any(|g| !done.contains(&g.round)) {
        for spec in &cfg.engines {
            Engine::start(spec).map_err(MatchError::Start)?.quit();
        }
    }
    let mut out = match &cfg.pgn {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(cfg.resume)
                .write(true)
                .truncate(!cfg.resume)
                .open(path)
                .map_err(|e| MatchError::Pgn(path.clone(), e))?,
        ),
        None => None,
    };
    let queue: Mutex<VecDeque<Scheduled>> = Mutex::new(
        games
            .iter()
            .copied()
            .filter(|g| !done.contains(&g.round))
            .collect(),
    );
    let stop = AtomicBool::new(false);
    if standings.judge(cfg.sprt.as_ref()) || standings.judge_fairness(cfg) {
        stop.store(true, Ordering::SeqCst);
    }
    let (tx, rx) = channel::<(Scheduled, GameRecord)>();
    std::thread::scope(|scope| {
        for _ in 0..cfg.concurrency.max(1) {
            let tx = tx.clone();
            let queue = &queue;
            let stop = &stop;
            scope.spawn(move || {
                let mut running: HashMap<usize, Engine> = HashMap::new();
                loop {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    let Some(s) = queue.lock().expect("queue").pop_front() else {
                        break;
                    };
                    let record = play_scheduled(cfg, &s, &mut running);
                    if tx.send((s, record)).is_err() {
                        break;
                    }
                }
                for (_, e) in running {
                    e.quit();
                }
            });
        }
        drop(tx);
        for (s, record) in rx {
            standings.add(&s, &record.result);
            standings.add_times(&s, &game_times(&record));
            if let Some(f) = out.as_mut() {
                let text = pgn_of(cfg, &s, &record);
                let _ = f.write_all(text.as_bytes()).and_then(|_| f.flush());
            }
            // Both are checked: an unfair run stops even when its SPRT has decided.
            let decided = standings.judge(cfg.sprt.as_ref());
            if standings.judge_fairness(cfg) || decided {
                stop.store(true, Ordering::SeqCst);
            }
            progress(&s, &record, &standings);
        }
    });
    Ok(standings)
}

fn play_scheduled(
    cfg: &MatchConfig,
    s: &Scheduled,
    running: &mut HashMap<usize, Engine>,
) -> GameRecord {
    let opening = cfg.openings.get(s.opening);
    let (start, moves) = match opening {
        Some(o) => (o.start, o.moves),
        None => (cfg.variant.start_position(), Vec::new()),
    };
    let setup = GameSetup {
        variant: Arc::clone(&cfg.variant),
        start: start.clone(),
        opening: moves,
        limits: cfg.limits,
        margin: cfg.margin,
        hang: cfg.hang,
        adjudication: cfg.adjudication,
        max_plies: cfg.max_plies,
    };
    for (side, idx) in [(0usize, s.white), (1, s.black)] {
        if running.contains_key(&idx) {
            continue;
        }
        match Engine::start(&cfg.engines[idx]) {
            Ok(e) => {
                running.insert(idx, e);
            }
            Err(err) => {
                return GameRecord {
                    white: cfg.engines[s.white].name.clone(),
                    black: cfg.engines[s.black].name.clone(),
                    start,
                    moves: Vec::new(),
                    result: if side == 0 { "0-1" } else { "1-0" }.to_owned(),
                    termination: format!("{err} (check its cmd= and proto=)"),
                    outcome: None,
                    plies_in_opening: 0,
                    times: Vec::new(),
                };
            }
        }
    }
    let mut w = running.remove(&s.white).expect("started");
    let mut b = running.remove(&s.black).expect("started");
    let (record, broken) = play([&mut w, &mut b], &setup);
    // Engines that failed are restarted for their next game.
    if broken[0] {
        w.quit();
    } else {
        running.insert(s.white, w);
    }
    if broken[1] {
        b.quit();
    } else {
        running.insert(s.black, b);
    }
    record
}

/// The PGN of a finished game.
pub fn pgn_of(cfg: &MatchConfig, s: &Scheduled, r: &GameRecord) -> String {
    let mut tags = vec![
        ("Event".to_owned(), cfg.event.clone()),
        ("Site".to_owned(), "rukh match".to_owned()),
        ("Round".to_owned(), s.round.to_string()),
        ("White".to_owned(), r.white.clone()),
        ("Black".to_owned(), r.black.clone()),
        ("TimeControl".to_owned(), time_control(cfg.limits)),
    ];
    if r.outcome.is_none() {
        tags.push(("Termination".to_owned(), r.termination.clone()));
    }
    let game = Game {
        tags,
        start: r.start.clone(),
        moves: r.moves.clone(),
        result: r.result.clone(),
        outcome: r.outcome,
        comments: r
            .times
            .iter()
            .map(|t| t.map(|t| t.comment()).unwrap_or_default())
            .collect(),
    };
    game.to_pgn(Notation::San)
}

fn time_control(l: Limits) -> String {
    match l {
        Limits::Clock { base, increment } => {
            format!("{}+{}", base.as_secs_f64(), increment.as_secs_f64())
        }
        Limits::MoveTime(t) => format!("{}/move", t.as_secs_f64()),
        Limits::Nodes(n) => format!("{n} nodes"),
        Limits::Depth(d) => format!("depth {d}"),
    }
}
