//! `rukh pgn check` and `rukh pgn convert`.

use std::fs::File;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand, ValueEnum};
use rukh_rules::pgn::{
    Game, GameError, Notation, PgnReader, RawGame, check_with_warnings, read_courier,
};
use rukh_rules::{Color, Variant};

use crate::game::VariantArgs;

#[derive(Subcommand)]
pub enum PgnCommand {
    /// Replay every game and report the first illegal move or a result the rules disagree with.
    Check(CheckArgs),
    /// Rewrite games in another notation (games with errors are reported and left out).
    Convert(ConvertArgs),
    /// A player's score in match games (`rukh match --pgn`): wins, losses, draws, the 95%
    /// interval and how the games ended.
    Score(ScoreArgs),
}

#[derive(Args)]
pub struct CheckArgs {
    /// PGN files or Game Courier logs; standard input when none is given.
    files: Vec<PathBuf>,
    #[command(flatten)]
    game: VariantArgs,
    /// Also list the games that are fine.
    #[arg(long)]
    verbose: bool,
}

#[derive(Copy, Clone, ValueEnum)]
pub enum Target {
    /// PGN with standard algebraic notation.
    San,
    /// PGN with coordinate notation (e2e4).
    Coord,
    /// Game Courier logs (P e2-e4).
    Courier,
}

#[derive(Args)]
pub struct ConvertArgs {
    /// PGN files or Game Courier logs; standard input when none is given.
    files: Vec<PathBuf>,
    /// The notation to write.
    #[arg(long, value_enum)]
    to: Target,
    #[command(flatten)]
    game: VariantArgs,
}

#[derive(Args)]
pub struct ScoreArgs {
    /// PGN files of matches; standard input when none is given.
    files: Vec<PathBuf>,
    /// Whose score (the name in the White and Black tags), e.g. rukh.
    #[arg(long)]
    player: String,
    /// Count as draws the games the opponent lost by failing to play on (it answered `bestmove
    /// (none)` with moves left, or made an illegal move): where its rules model and the referee's
    /// part ways, as Fairy-Stockfish's approximation of Davidson's Chaturanga does.
    #[arg(long)]
    failures_as_draws: bool,
    /// Count as draws the games that ended by this rule (the first word of their Termination,
    /// as the score's lists name it), e.g. `lone-king-moves` against an engine whose model of
    /// the game lacks that rule; may be given more than once.
    #[arg(long, value_name = "REASON")]
    as_draw: Vec<String>,
    /// Fail (exit status 1) unless the games record both sides' think times (`%emt`, as `rukh
    /// match` writes them) and the quicker side's mean think time per move is at least two
    /// thirds of the other's: a score where one side barely used its clock measures a time
    /// setting, not the engines.
    #[arg(long)]
    require_fair: bool,
    /// Where a running SPRT stands on these games (`rukh match --sprt`'s bounds, e.g.
    /// `elo0=0,elo1=10`): its log-likelihood ratio and whether it has decided. A match's own
    /// progress line is not written when its output is not a terminal.
    #[arg(long, value_name = "SPEC")]
    sprt: Option<String>,
    /// The game when a file does not say (its Variant tag does for `rukh match`'s games).
    #[command(flatten)]
    game: VariantArgs,
}

pub fn run(cmd: PgnCommand) -> Result<bool> {
    match cmd {
        PgnCommand::Check(a) => check_files(a),
        PgnCommand::Convert(a) => convert_files(a),
        PgnCommand::Score(a) => score_files(a),
    }
}

/// A game read from some input, with where it came from.
struct Item {
    index: usize,
    line: usize,
    label: String,
    result: Result<Game, GameError>,
    /// What was accepted but is worth a word (on standard error).
    warnings: Vec<String>,
}

fn label(raw: &RawGame) -> String {
    match (raw.tag("White"), raw.tag("Black")) {
        (Some(w), Some(b)) => format!("{w} vs {b}"),
        _ => String::from("untitled"),
    }
}

/// Streams the games of every input, calling `f` on each.
fn each_game(
    files: &[PathBuf],
    default: &Arc<Variant>,
    mut f: impl FnMut(&str, Item) -> Result<()>,
) -> Result<()> {
    let inputs: Vec<Option<&PathBuf>> = if files.is_empty() {
        vec![None]
    } else {
        files.iter().map(Some).collect()
    };
    for input in inputs {
        let (name, len, reader): (String, Option<u64>, Box<dyn BufRead>) = match input {
            None => (
                "<stdin>".into(),
                None,
                Box::new(BufReader::new(std::io::stdin())),
            ),
            Some(p) => {
                let file = File::open(p).with_context(|| format!("cannot open {}", p.display()))?;
                let len = file.metadata().ok().map(|m| m.len());
                (
                    p.display().to_string(),
                    len,
                    Box::new(BufReader::with_capacity(1 << 16, file)),
                )
            }
        };
        let bar = match len {
            Some(n) => indicatif::ProgressBar::new(n),
            None => indicatif::ProgressBar::hidden(),
        };
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {bytes}/{total_bytes} {msg}")
                .expect("template"),
        );
        let (first, reader) = peek_format(reader)?;
        if first == Format::Courier {
            let mut text = String::new();
            reader
                .take(MAX_COURIER + 1)
                .read_to_string(&mut text)
                .with_context(|| format!("cannot read {name}"))?;
            if text.len() as u64 > MAX_COURIER {
                bail!(
                    "{name}: a Game Courier log larger than {} MiB is not read; split it",
                    MAX_COURIER >> 20
                );
            }
            // Several logs may follow one another, each starting with its "// Variant:" line.
            let mut chunks: Vec<(usize, String)> = Vec::new();
            for (n, line) in text.lines().enumerate() {
                let starts = line.trim_start().starts_with("// Variant:");
                let has_moves = chunks.last().is_some_and(|(_, c)| {
                    c.lines()
                        .any(|l| !l.trim().is_empty() && !l.trim_start().starts_with("//"))
                });
                if chunks.is_empty() || (starts && has_moves) {
                    chunks.push((n + 1, String::new()));
                }
                let chunk = &mut chunks.last_mut().expect("a chunk").1;
                chunk.push_str(line);
                chunk.push('\n');
            }
            for (i, (line, chunk)) in chunks.into_iter().enumerate() {
                let result = read_courier(&chunk, default);
                f(
                    &name,
                    Item {
                        index: i + 1,
                        line,
                        label: "Game Courier log".into(),
                        result,
                        warnings: Vec::new(),
                    },
                )?;
            }
            continue;
        }
        let mut games = PgnReader::new(reader);
        let mut index = 0;
        while let Some(raw) = games.next() {
            let raw = raw.with_context(|| format!("cannot read {name}"))?;
            index += 1;
            let (result, warnings) = match check_with_warnings(&raw, default) {
                Ok((g, w)) => (Ok(g), w),
                Err(e) => (Err(e), Vec::new()),
            };
            let item = Item {
                index,
                line: raw.line,
                label: label(&raw),
                result,
                warnings,
            };
            bar.suspend(|| f(&name, item))?;
            bar.set_position(games.bytes);
            bar.set_message(format!("{index} games"));
        }
        bar.finish_and_clear();
    }
    Ok(())
}

/// The largest Game Courier input read at once.
const MAX_COURIER: u64 = 64 << 20;

#[derive(PartialEq)]
enum Format {
    Pgn,
    Courier,
}

/// Looks at the first meaningful line to tell PGN from a Game Courier log, and hands back a reader
/// that still starts at the beginning.
fn peek_format(mut reader: Box<dyn BufRead>) -> Result<(Format, Box<dyn BufRead>)> {
    let mut seen = Vec::new();
    let mut format = Format::Pgn;
    loop {
        let mut bytes = Vec::new();
        let n = (&mut reader)
            .take(rukh_rules::pgn::MAX_LINE as u64)
            .read_until(b'\n', &mut bytes)?;
        if n == 0 {
            break;
        }
        seen.extend_from_slice(&bytes);
        if !bytes.ends_with(b"\n") && n == rukh_rules::pgn::MAX_LINE {
            // A line too long for either format: the PGN reader says so.
            break;
        }
        let line = String::from_utf8_lossy(&bytes);
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        if t.starts_with("//") || t.split_whitespace().any(is_courier_coords) {
            format = Format::Courier;
        }
        break;
    }
    Ok((format, Box::new(std::io::Cursor::new(seen).chain(reader))))
}

fn is_courier_coords(tok: &str) -> bool {
    let tok = tok.trim_end_matches(';');
    match tok.split_once('-') {
        Some((a, b)) => {
            let sq = |s: &str| {
                let b = s.as_bytes();
                b.len() >= 2 && b[0].is_ascii_lowercase() && b[1..].iter().all(u8::is_ascii_digit)
            };
            sq(a) && sq(b)
        }
        None => false,
    }
}

fn warn(name: &str, item: &Item) {
    for w in &item.warnings {
        eprintln!(
            "{name}: game {} (line {}, {}): warning: {w}",
            item.index, item.line, item.label
        );
    }
}

fn check_files(a: CheckArgs) -> Result<bool> {
    let default = a.game.variant()?;
    let (mut ok, mut bad) = (0usize, 0usize);
    each_game(&a.files, &default, |name, item| {
        warn(name, &item);
        match &item.result {
            Ok(g) => {
                ok += 1;
                if a.verbose {
                    let end = g.outcome.map_or(g.result.clone(), |o| {
                        format!("{} ({})", o.result(), o.reason)
                    });
                    println!(
                        "{name}: game {} (line {}, {}): ok, {} plies, {end}",
                        item.index,
                        item.line,
                        item.label,
                        g.moves.len()
                    );
                }
            }
            Err(e) => {
                bad += 1;
                println!(
                    "{name}: game {} (line {}, {}): {e}",
                    item.index, item.line, item.label
                );
            }
        }
        Ok(())
    })?;
    println!("{} games: {ok} ok, {bad} with errors", ok + bad);
    Ok(bad == 0)
}

fn convert_files(a: ConvertArgs) -> Result<bool> {
    let default = a.game.variant()?;
    let mut bad = 0usize;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    each_game(&a.files, &default, |name, item| {
        warn(name, &item);
        match item.result {
            Ok(g) => {
                let text = match a.to {
                    Target::San => g.to_pgn(Notation::San),
                    Target::Coord => g.to_pgn(Notation::Coord),
                    Target::Courier => g.to_courier() + "\n",
                };
                out.write_all(text.as_bytes())?;
            }
            Err(e) => {
                bad += 1;
                eprintln!(
                    "{name}: game {} (line {}, {}): {e} (left out)",
                    item.index, item.line, item.label
                );
            }
        }
        Ok(())
    })?;
    out.flush()?;
    if bad > 0 {
        bail!("{bad} games had errors and were left out");
    }
    Ok(true)
}

/// A game the opponent of `player` lost by failing to play on rather than by the rules: a
/// resignation by `bestmove (none)` with moves left, or an illegal move.
fn opponent_failed(termination: &str, opponent: &str) -> bool {
    termination.starts_with(&format!("illegal move by {opponent}"))
        || (termination.starts_with(opponent) && termination.contains("`bestmove (none)`"))
}

fn score_files(a: ScoreArgs) -> Result<bool> {
    // A wrong SPRT is said before any file is read.
    let sprt = a.sprt.as_deref().map(crate::arena::sprt_of).transpose()?;
    use rukh_arena::Score;
    use rukh_arena::fairness::{FAIR_RATIO, ThinkTimes, Verdict, judge, pgn_times, unfair_text};
    use std::collections::BTreeMap;
    let mut texts = Vec::new();
    if a.files.is_empty() {
        let mut t = String::new();
        std::io::stdin().read_to_string(&mut t)?;
        texts.push(("standard input".to_owned(), t));
    }
    for f in &a.files {
        let t =
            std::fs::read_to_string(f).with_context(|| format!("cannot read {}", f.display()))?;
        texts.push((f.display().to_string(), t));
    }
    let default = a.game.variant()?;
    let (mut scored, mut fair) = (Score::default(), Score::default());
    let (mut failures, mut decided) = (0u32, 0u32);
    // How the games ended, by the player's result, each reason counted.
    let mut ends: [BTreeMap<String, u32>; 3] = Default::default();
    let mut opponents = std::collections::BTreeSet::new();
    // The player's think times and the opponents'.
    let mut times = [ThinkTimes::default(); 2];
    for (name, text) in &texts {
        for (i, raw) in PgnReader::new(text.as_bytes()).enumerate() {
            let raw = raw.map_err(|e| anyhow::anyhow!("{name}: game {}: {e}", i + 1))?;
            let (white, black) = (
                raw.tag("White").unwrap_or("?"),
                raw.tag("Black").unwrap_or("?"),
            );
            let (white_side, opponent) = if white == a.player {
                (true, black)
            } else if black == a.player {
                (false, white)
            } else {
                continue;
            };
            let points = match (raw.tag("Result").unwrap_or("*"), white_side) {
                ("1-0", true) | ("0-1", false) => 2,
                ("1/2-1/2", _) => 1,
                ("1-0", false) | ("0-1", true) => 0,
                _ => continue,
            };
            opponents.insert(opponent.to_owned());
            let [w, b] = pgn_times(&raw);
            let (own, their) = if white_side { (w, b) } else { (b, w) };
            times[0].merge(&own);
            times[1].merge(&their);
            let termination = raw.tag("Termination").unwrap_or("unknown");
            // The opponent stopped with moves left: in a position the rules had already
            // decided (every move it has loses, as a bared king that cannot bare back), the win
            // stands; otherwise it could have played on.
            let stopped = points == 2 && opponent_failed(termination, opponent);
            let player = if white_side {
                Color::White
            } else {
                Color::Black
            };
            let lost_anyway = stopped
                && check_with_warnings(&raw, &default)
                    .is_ok_and(|(g, _)| every_move_loses(&g.end_position(), player));
            decided += u32::from(lost_anyway);
            let failed = stopped && !lost_anyway;
            failures += u32::from(failed);
            let reason = termination
                .split(':')
                .next()
                .unwrap_or(termination)
                .trim()
                .to_owned();
            let apart = (failed && a.failures_as_draws) || a.as_draw.contains(&reason);
            *ends[2 - points].entry(reason).or_default() += 1;
            for (s, p) in [
                (&mut scored, points),
                (&mut fair, if apart { 1 } else { points }),
            ] {
                match p {
                    2 => s.wins += 1,
                    1 => s.draws += 1,
                    _ => s.losses += 1,
                }
            }
        }
    }
    if scored.games() == 0 {
        bail!(
            "no finished game of {} in the files (the name as in the White and Black tags)",
            a.player
        );
    }
    let line = |s: &Score| {
        let (lo, hi) = s.wilson();
        format!(
            "{}-{}-{} (W-L-D), {:.1}% (95% Wilson {:.1}-{:.1}%), {}",
            s.wins,
            s.losses,
            s.draws,
            100.0 * s.ratio(),
            100.0 * lo,
            100.0 * hi,
            s.elo_text()
        )
    };
    let against: Vec<&str> = opponents.iter().map(String::as_str).collect();
    println!(
        "{} against {}: {} games",
        a.player,
        against.join(", "),
        scored.games()
    );
    println!("as scored: {}", line(&scored));
    for (label, m) in ["won", "drawn", "lost"].iter().zip(&ends) {
        if !m.is_empty() {
            let parts: Vec<String> = m.iter().map(|(r, n)| format!("{r} {n}")).collect();
            println!("  {label}: {}", parts.join(", "));
        }
    }
    let opponent_name = if against.len() == 1 {
        against[0].to_owned()
    } else {
        "the opponents".to_owned()
    };
    let verdict = judge(&times, FAIR_RATIO, 1);
    match verdict {
        Verdict::TooFew => println!(
            "think time: not recorded (no %emt comments: games played before rukh match wrote them)"
        ),
        _ => {
            println!("think time: {} {}", a.player, times[0].describe());
            println!("            {opponent_name} {}", times[1].describe());
        }
    }
    match verdict {
        Verdict::Fair { ratio } => println!(
            "fair: the quicker side thought {:.0}% as long a move as the other (at least {:.0}% needed)",
            100.0 * ratio,
            100.0 * FAIR_RATIO
        ),
        Verdict::Unfair { ratio, quick } => println!(
            "{}",
            unfair_text([&a.player, &opponent_name], &times, ratio, quick)
        ),
        Verdict::TooFew => {}
    }
    if decided > 0 {
        println!(
            "{decided} of the wins came when the opponent stopped (`bestmove (none)`) where every move it had lost by the rules"
        );
    }
    if failures > 0 {
        println!(
            "{failures} won by the opponent failing to play on (`bestmove (none)` or an illegal move where it could have played on)"
        );
        if !a.failures_as_draws {
            println!("(--failures-as-draws counts them as draws)");
        }
    }
    let mut apart: Vec<&str> = a.as_draw.iter().map(String::as_str).collect();
    if failures > 0 && a.failures_as_draws {
        apart.insert(0, "the opponent's failures");
    }
    if !apart.is_empty() {
        println!("with {} as draws: {}", apart.join(" and "), line(&fair));
    }
    if let Some(sprt) = &sprt {
        let (lo, hi) = sprt.bounds();
        let verdict = match fair.sprt(sprt) {
            rukh_arena::SprtResult::AcceptH1 => "H1 accepted",
            rukh_arena::SprtResult::AcceptH0 => "H0 accepted",
            rukh_arena::SprtResult::Continue => "no decision yet",
        };
        println!(
            "SPRT elo0={} elo1={}: LLR {:.2} ({lo:.2}, {hi:.2}), {verdict}",
            sprt.elo0,
            sprt.elo1,
            fair.llr(sprt)
        );
    }
    if a.require_fair {
        match verdict {
            Verdict::Fair { .. } => {}
            Verdict::TooFew => {
                bail!(
                    "--require-fair: the games record no think times, so fairness cannot be shown"
                )
            }
            Verdict::Unfair { .. } => bail!("--require-fair: the run is unfair (above)"),
        }
    }
    Ok(true)
}

/// Whether every move of the side to move ends the game at once in `player`'s favour (and it
/// is not `player` to move).
fn every_move_loses(pos: &rukh_rules::Position, player: Color) -> bool {
    if pos.turn() == player || pos.outcome().is_some() {
        return false;
    }
    let moves = pos.legal_moves();
    !moves.is_empty()
        && moves.iter().all(|&m| {
            let mut p = pos.clone();
            p.play_unchecked(m);
            p.outcome().is_some_and(|o| o.winner == Some(player))
        })
}
