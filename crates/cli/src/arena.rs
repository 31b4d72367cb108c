//! `rukh match` and `rukh openings`.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use rukh_arena::opening::{self, Openings, RandomOpenings};
use rukh_arena::{
    Adjudication, EngineSpec, Format, Limits, MatchConfig, Protocol, Sprt, SprtResult,
};

use crate::game::VariantArgs;

#[derive(Copy, Clone, ValueEnum)]
pub enum Tournament {
    RoundRobin,
    Gauntlet,
}

#[derive(Args)]
pub struct MatchArgs {
    #[command(flatten)]
    game: VariantArgs,
    /// An engine: name=A,cmd="path args",proto=uci|xboard[,option.X=Y...][,variant=NAME]
    /// (variant: the engine's own name for the game). Give two or more.
    #[arg(long = "engine", value_name = "SPEC", required = true)]
    engines: Vec<String>,
    /// Games per pairing (each opening is played with both colours).
    #[arg(long, default_value_t = 2)]
    games: usize,
    #[command(flatten)]
    limit: LimitArgs,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
    /// Openings: FEN/EPD lines or a PGN file.
    #[arg(long, value_name = "FILE", conflicts_with = "random_plies")]
    openings: Option<PathBuf>,
    /// Random openings of this many plies, kept only when level (material, and a short search as
    /// `rukh openings` makes them).
    #[arg(long, value_name = "P")]
    random_plies: Option<usize>,
    /// Write every game here (PGN), each engine move with what it cost and what the engine said
    /// of the position: `{[%eval 0.36,9] [%emt 0:00:00.060] [%clk 0:00:09.512]}`.
    #[arg(long, value_name = "FILE")]
    pgn: Option<PathBuf>,
    /// Sequential test: elo0=0,elo1=5,alpha=0.05,beta=0.05 (two engines only).
    #[arg(long, value_name = "SPEC")]
    sprt: Option<String>,
    /// When the match ends, add its games to a site's engine rating list (/engines): the site's
    /// database, as `rukh serve --database`. Needs --pgn.
    #[arg(long, value_name = "DATABASE", requires = "pgn")]
    engine_list: Option<String>,
    /// With --engine-list: an engine's version for the list, NAME=VERSION (repeat per engine).
    #[arg(
        long = "list-version",
        value_name = "NAME=VERSION",
        requires = "engine_list"
    )]
    list_versions: Vec<String>,
    /// Continue an interrupted match from its --pgn file.
    #[arg(long, requires = "pgn")]
    resume: bool,
    /// Play on when one engine's mean think time per move falls under two thirds of the
    /// other's. By default a clock match stops there as unfair, once each side has played 120
    /// moves: such a score measures a time setting, not the engines.
    #[arg(long)]
    allow_unfair: bool,
    /// With more than two engines: everyone against everyone, or the first against the rest.
    #[arg(long, value_enum, default_value = "round-robin")]
    tournament: Tournament,
    /// Adjudicate a loss when both engines agree: score=CP,moves=N.
    #[arg(long, value_name = "SPEC")]
    resign: Option<String>,
    /// Adjudicate a draw when both scores stay near 0: score=CP,moves=N,after=PLIES.
    #[arg(long, value_name = "SPEC")]
    draw: Option<String>,
    /// Milliseconds an engine may overrun its clock before it loses on time.
    #[arg(long, default_value_t = 100, value_name = "MS")]
    margin: u64,
    /// Draw a game that reaches this many plies (the rules' own move-count rules come first).
    #[arg(long, default_value_t = 1000)]
    max_plies: usize,
    /// Seed for random openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// The limit of each move, shared by `rukh match` and `rukh spsa`.
#[derive(Args)]
pub struct LimitArgs {
    /// Time control: seconds per game + increment per move, e.g. 10+0.1 (the default).
    #[arg(long, value_name = "BASE+INC", conflicts_with_all = ["nodes", "movetime", "depth"])]
    pub tc: Option<String>,
    /// Nodes per move instead of a clock.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Milliseconds per move instead of a clock.
    #[arg(long, value_name = "MS")]
    pub movetime: Option<u64>,
    /// Depth per move instead of a clock.
    #[arg(long)]
    pub depth: Option<u32>,
}

#[derive(Args)]
pub struct OpeningsArgs {
    #[command(flatten)]
    game: VariantArgs,
    /// Plies played from the start.
    #[arg(long, default_value_t = 8)]
    plies: usize,
    /// How many openings.
    #[arg(long, default_value_t = 100)]
    count: usize,
    /// Largest material difference kept, in hundredths of a pawn.
    #[arg(long, default_value_t = 0)]
    max_imbalance: i32,
    /// Largest score kept, in hundredths of a pawn, by a search of --check-nodes nodes from the
    /// opening's last position: a random move often leaves a piece to be taken at once.
    #[arg(long, default_value_t = LEVEL_SCORE, value_name = "CP")]
    max_score: i32,
    /// Nodes of that search (0: no search, material alone).
    #[arg(long, default_value_t = LEVEL_NODES, value_name = "N")]
    check_nodes: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// A warning when a pairing's games outnumber twice the openings: each opening is played once
/// with each colour, then the suite starts again. Under a node or depth limit the engines then
/// replay the same games move for move, which adds nothing (and which an SPRT would count as new
/// evidence).
fn openings_repeat(games: usize, openings: usize, deterministic: bool) -> Option<String> {
    let once = rukh_arena::tournament::GAMES_PER_OPENING * openings;
    if openings == 0 || games <= once {
        return None;
    }
    let mut note = format!(
        "note: {games} games a pairing from {openings} openings: from game {} on, the openings are \
         played again",
        once + 1
    );
    if deterministic {
        note.push_str(
            "; with --nodes or --depth the engines will most likely replay the same games, so \
             the later games add no information: give a larger suite or --random-plies",
        );
    }
    Some(note)
}

/// An opening is level when a search of `LEVEL_NODES` nodes scores it within `LEVEL_SCORE`.
pub(crate) const LEVEL_SCORE: i32 = 60;
pub(crate) const LEVEL_NODES: u64 = 50_000;

/// Whether a position is level by a search of `nodes` nodes (every position when `nodes` is 0);
/// `kept` is called for each level one.
pub(crate) fn level(
    max_score: i32,
    nodes: u64,
    mut kept: impl FnMut() + Send,
) -> impl FnMut(&rukh_rules::Position) -> bool + Send {
    let mut searcher = rukh_engine::Searcher::new(16);
    move |pos| {
        let ok = nodes == 0
            || searcher
                .assess(pos, nodes)
                .is_some_and(|s| s.abs() <= max_score);
        if ok {
            kept();
        }
        ok
    }
}

/// Splits `a=1,b="x,y",c=3` into pairs.
fn key_values(spec: &str) -> Result<Vec<(String, String)>> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut items = Vec::new();
    for c in spec.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => items.push(std::mem::take(&mut cur)),
            _ => cur.push(c),
        }
    }
    if quoted {
        bail!("'{spec}': a quote is not closed");
    }
    items.push(cur);
    for item in items.into_iter().filter(|i| !i.trim().is_empty()) {
        let (k, v) = item
            .split_once('=')
            .with_context(|| {
                format!(
                    "'{item}' in '{spec}': write key=value pairs, e.g. --engine name=fairymax,cmd=fairymax,proto=xboard"
                )
            })?;
        out.push((k.trim().to_owned(), v.trim().to_owned()));
    }
    Ok(out)
}

pub(crate) fn engine_spec(spec: &str) -> Result<EngineSpec> {
    let (mut name, mut cmd, mut proto, mut variant) = (None, None, Protocol::Uci, None);
    let mut options = Vec::new();
    for (k, v) in key_values(spec)? {
        match k.as_str() {
            "name" => name = Some(v),
            "cmd" => cmd = Some(v),
            "proto" => {
                proto = match v.as_str() {
                    "uci" => Protocol::Uci,
                    "xboard" | "cecp" => Protocol::Xboard,
                    _ => bail!("--engine {spec}: proto must be uci or xboard"),
                }
            }
            "variant" => variant = Some(v),
            k if k.starts_with("option.") => options.push((k["option.".len()..].to_owned(), v)),
            _ => {
                bail!("--engine {spec}: unknown key '{k}' (name, cmd, proto, option.NAME, variant)")
            }
        }
    }
    let cmd = cmd.with_context(|| format!("--engine {spec}: cmd=... is missing"))?;
    let name = name.unwrap_or_else(|| {
        cmd.split_whitespace()
            .next()
            .unwrap_or("engine")
            .rsplit('/')
            .next()
            .unwrap_or("engine")
            .to_owned()
    });
    Ok(EngineSpec {
        name,
        cmd,
        proto,
        options,
        variant,
    })
}

/// An SPRT's bounds from `elo0=0,elo1=10[,alpha=0.05,beta=0.05]` (the defaults: 0, 5, 0.05,
/// 0.05).
pub(crate) fn sprt_of(spec: &str) -> Result<Sprt> {
    let kv = key_values(spec)?;
    if let Some((k, _)) = kv
        .iter()
        .find(|(k, _)| !["elo0", "elo1", "alpha", "beta"].contains(&k.as_str()))
    {
        bail!("'{spec}': unknown key '{k}'; the keys are elo0, elo1, alpha and beta");
    }
    let sprt = Sprt {
        elo0: number(spec, &kv, "elo0")?.unwrap_or(0.0),
        elo1: number(spec, &kv, "elo1")?.unwrap_or(5.0),
        alpha: number(spec, &kv, "alpha")?.unwrap_or(0.05),
        beta: number(spec, &kv, "beta")?.unwrap_or(0.05),
    };
    if sprt.elo1 <= sprt.elo0 {
        bail!("'{spec}': elo1 must be above elo0");
    }
    let rate = |x: f64| x > 0.0 && x < 0.5;
    if !rate(sprt.alpha) || !rate(sprt.beta) {
        bail!("'{spec}': alpha and beta are error rates between 0 and 0.5, e.g. 0.05");
    }
    Ok(sprt)
}

fn number(spec: &str, kv: &[(String, String)], key: &str) -> Result<Option<f64>> {
    match kv.iter().find(|(k, _)| k == key) {
        None => Ok(None),
        Some((_, v)) => {
            Ok(Some(v.parse().with_context(|| {
                format!("'{spec}': {key} must be a number")
            })?))
        }
    }
}

/// The limit of each move: nodes, a fixed time, a depth, or a clock (`BASE+INC` seconds, 10+0.1
/// when nothing is given).
pub(crate) fn limits_of(l: &LimitArgs) -> Result<Limits> {
    let (tc, nodes, movetime, depth) = (l.tc.as_deref(), l.nodes, l.movetime, l.depth);
    Ok(if let Some(n) = nodes {
        Limits::Nodes(n)
    } else if let Some(ms) = movetime {
        Limits::MoveTime(Duration::from_millis(ms))
    } else if let Some(d) = depth {
        Limits::Depth(d)
    } else {
        let tc = tc.unwrap_or("10+0.1");
        let (base, inc) = tc.split_once('+').unwrap_or((tc, "0"));
        let base: f64 = base
            .parse()
            .with_context(|| format!("--tc {tc}: write seconds+increment, e.g. 10+0.1"))?;
        let inc: f64 = inc
            .parse()
            .with_context(|| format!("--tc {tc}: write seconds+increment, e.g. 10+0.1"))?;
        let (Ok(base), Ok(increment)) = (
            Duration::try_from_secs_f64(base),
            Duration::try_from_secs_f64(inc),
        ) else {
            bail!("--tc {tc}: write a positive number of seconds and an increment, e.g. 10+0.1");
        };
        if base.is_zero() {
            bail!("--tc {tc}: the base time must be positive");
        }
        Limits::Clock { base, increment }
    })
}

/// Score-based adjudication from `--resign score=CP,moves=N` and `--draw score=CP,moves=N,after=PLIES`.
pub(crate) fn adjudication_of(resign: Option<&str>, draw: Option<&str>) -> Result<Adjudication> {
    let mut adjudication = Adjudication::default();
    if let Some(s) = resign {
        let kv = key_values(s)?;
        adjudication.resign_score = Some(number(s, &kv, "score")?.unwrap_or(600.0) as i32);
        adjudication.resign_moves = number(s, &kv, "moves")?.unwrap_or(3.0) as u32;
    }
    if let Some(s) = draw {
        let kv = key_values(s)?;
        adjudication.draw_score = Some(number(s, &kv, "score")?.unwrap_or(10.0) as i32);
        adjudication.draw_moves = number(s, &kv, "moves")?.unwrap_or(8.0) as u32;
        adjudication.draw_after = number(s, &kv, "after")?.unwrap_or(80.0) as u32;
    }
    Ok(adjudication)
}

pub fn run_match(a: MatchArgs) -> Result<bool> {
    let variant = a.game.variant()?;
    let engines = a
        .engines
        .iter()
        .map(|s| engine_spec(s))
        .collect::<Result<Vec<_>>>()?;
    if engines.len() < 2 {
        bail!("give at least two --engine");
    }
    let limits = limits_of(&a.limit)?;
    let openings = if let Some(path) = &a.openings {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        Openings::fixed(
            opening::read(&text, &variant)
                .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?,
        )
    } else if let Some(p) = a.random_plies {
        // Made as the games reach them: the match starts at once, and an SPRT that stops early
        // searches no opening it does not play.
        let source = RandomOpenings::new(
            &variant,
            p,
            0,
            a.seed,
            level(LEVEL_SCORE, LEVEL_NODES, || {}),
        );
        let o = Openings::lazy(a.games.div_ceil(2).max(1), source);
        if o.get(0).is_none() {
            bail!("no balanced opening of {p} plies found; try fewer plies");
        }
        o
    } else {
        Openings::default()
    };
    if let Some(note) = openings_repeat(
        a.games,
        openings.len(),
        a.limit.nodes.is_some() || a.limit.depth.is_some(),
    ) {
        eprintln!("{note}");
    }
    let sprt = match &a.sprt {
        None => None,
        Some(s) => {
            if engines.len() != 2 {
                bail!("--sprt needs exactly two engines");
            }
            Some(sprt_of(s)?)
        }
    };
    let adjudication = adjudication_of(a.resign.as_deref(), a.draw.as_deref())?;
    let cfg = MatchConfig {
        variant: variant.clone(),
        engines: engines.clone(),
        games: a.games,
        limits,
        margin: Duration::from_millis(a.margin),
        hang: Duration::from_secs(60),
        concurrency: a.concurrency,
        openings,
        format: match a.tournament {
            Tournament::RoundRobin => Format::RoundRobin,
            Tournament::Gauntlet => Format::Gauntlet,
        },
        adjudication,
        max_plies: a.max_plies,
        sprt,
        pgn: a.pgn.clone(),
        resume: a.resume,
        event: format!("rukh match: {}", variant.name),
        fair_ratio: (!a.allow_unfair).then_some(rukh_arena::fairness::FAIR_RATIO),
    };
    let (games, _) = rukh_arena::tournament::schedule(&cfg);
    let bar = indicatif::ProgressBar::new(games.len() as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} games {msg} [{elapsed}]")
            .expect("template"),
    );
    let names: Vec<String> = engines.iter().map(|e| e.name.clone()).collect();
    let standings = rukh_arena::run(&cfg, |s, r, st| {
        bar.set_position(st.played as u64);
        let ((a0, b0), sc) = st.pairings[s.pairing];
        bar.set_message(format!(
            "{} vs {}: {}-{}-{}",
            names[a0], names[b0], sc.wins, sc.draws, sc.losses
        ));
        if r.termination.contains("crashed")
            || r.termination.contains("illegal")
            || r.termination.contains("time forfeit")
        {
            bar.suspend(|| {
                eprintln!(
                    "game {}: {} - {} {} ({})",
                    s.round, r.white, r.black, r.result, r.termination
                )
            });
        }
    })?;
    bar.finish_and_clear();
    println!("{} games played", standings.played);
    for (p, ((x, y), s)) in standings.pairings.iter().enumerate() {
        println!(
            "{} vs {}: {}-{}-{} (W-D-L), score {:.1}%, {}, LOS {:.1}%",
            names[*x],
            names[*y],
            s.wins,
            s.draws,
            s.losses,
            100.0 * s.ratio(),
            s.elo_text(),
            100.0 * s.los()
        );
        if let Some(t) = standings
            .times
            .get(p)
            .filter(|t| t[0].moves + t[1].moves > 0)
        {
            println!(
                "  think time: {} {}; {} {}",
                names[*x],
                t[0].describe(),
                names[*y],
                t[1].describe()
            );
        }
        let games = s.wins + s.draws + s.losses;
        if games > 0 && s.losses == games {
            println!("{} lost every game to {}", names[*x], names[*y]);
        } else if games > 0 && s.wins == games {
            println!("{} won every game against {}", names[*x], names[*y]);
        }
        if let Some(sprt) = &cfg.sprt {
            let (lo, hi) = sprt.bounds();
            // A decision stands: the games under way when it came are counted above, and may
            // have moved the LLR back inside its bounds.
            let at = standings.sprt_decided_at.unwrap_or(*s);
            let verdict = match at.sprt(sprt) {
                SprtResult::AcceptH1 => "H1 accepted",
                SprtResult::AcceptH0 => "H0 accepted",
                SprtResult::Continue => "no decision yet",
            };
            let when = if at != *s {
                format!(
                    " after {} games at {}-{}-{}; with the games then under way, LLR {:.2}",
                    at.games(),
                    at.wins,
                    at.draws,
                    at.losses,
                    s.llr(sprt)
                )
            } else if at.sprt(sprt) != SprtResult::Continue {
                format!(" ({} games)", at.games())
            } else {
                String::new()
            };
            println!(
                "SPRT elo0={} elo1={}: LLR {:.2} ({:.2}, {:.2}), {verdict}{when}",
                sprt.elo0,
                sprt.elo1,
                at.llr(sprt),
                lo,
                hi
            );
        }
    }
    if names.len() > 2 {
        for (i, n) in names.iter().enumerate() {
            let s = standings.engine_score(i);
            println!(
                "{n}: {:.1}/{} ({:.1}%)",
                s.wins as f64 + 0.5 * s.draws as f64,
                s.games(),
                100.0 * s.ratio()
            );
        }
    }
    if let Some(why) = &standings.unfair {
        bail!(
            "the match was stopped after {} games: {why}",
            standings.played
        );
    }
    if let (Some(db), Some(pgn)) = (&a.engine_list, &a.pgn) {
        crate::engines::import_match(db, pgn, &a.list_versions, &variant)?;
    }
    Ok(true)
}

pub fn run_openings(a: OpeningsArgs) -> Result<bool> {
    let variant = a.game.variant()?;
    let bar = indicatif::ProgressBar::new(a.count as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} level openings ({eta} left)")
            .expect("template"),
    );
    let list = opening::random(
        &variant,
        a.plies,
        a.count,
        a.max_imbalance,
        a.seed,
        level(a.max_score, a.check_nodes, || bar.inc(1)),
    );
    bar.finish_and_clear();
    // PGN move lists from the start, so engines without position set-up can play them too.
    for (i, o) in list.iter().enumerate() {
        let tags = vec![
            (
                "Event".to_owned(),
                format!("{} opening {}", variant.id, i + 1),
            ),
            (
                "Site".to_owned(),
                format!(
                    "rukh openings --plies {} --max-imbalance {} --max-score {} --check-nodes {} --seed {}",
                    a.plies, a.max_imbalance, a.max_score, a.check_nodes, a.seed
                ),
            ),
        ];
        let game = rukh_rules::pgn::Game {
            tags,
            start: o.start.clone(),
            moves: o.moves.clone(),
            result: "*".into(),
            outcome: None,
            comments: Vec::new(),
        };
        print!("{}", game.to_pgn(rukh_rules::pgn::Notation::San));
    }
    if list.len() < a.count {
        eprintln!(
            "only {} distinct level openings were found; allow more with a larger --max-score \
             or --max-imbalance, or ask for fewer --plies",
            list.len()
        );
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::openings_repeat;

    #[test]
    fn a_match_longer_than_its_suite_says_so() {
        // 100 openings: 200 games play each once with each colour, the 201st starts again.
        assert_eq!(openings_repeat(200, 100, true), None);
        let note = openings_repeat(201, 100, false).expect("a note");
        assert!(note.contains("from game 201 on"), "{note}");
        assert!(!note.contains("replay"), "{note}");
        let note = openings_repeat(4000, 100, true).expect("a note");
        assert!(note.contains("replay the same games"), "{note}");
        // Without a suite (the start position, or random openings made to measure) nothing.
        assert_eq!(openings_repeat(4000, 0, true), None);
    }
}
