//! `rukh tournaments`: the operator's recurring tournaments (`schedule`, `schedules`,
//! `unschedule`) and the tournaments announced and under way (`list`). A running `rukh serve`
//! announces each schedule's next tournament ahead of its start.

use anyhow::{Result, anyhow, bail};
use clap::{Args, Subcommand};
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_store::Db;
use rukh_store::{OPEN_END, Schedule, TournamentKind};
use time::OffsetDateTime;
use time::macros::format_description;

#[derive(Args)]
pub struct TournamentsArgs {
    /// The site's database (as `rukh serve --database`).
    #[arg(
        long,
        env = "RUKH_DATABASE",
        default_value = "sqlite://rukh.db",
        global = true
    )]
    database: String,
    #[command(subcommand)]
    command: TournamentsCommand,
}

#[derive(Subcommand)]
enum TournamentsCommand {
    /// Run a tournament again and again: the site announces the next one ahead of its start.
    ///
    /// An hourly Shatranj blitz arena:
    ///   rukh tournaments schedule --name "Hourly Shatranj blitz" --clock 3+2 --length 57m
    ///     --every 1h --first "2026-12-01 18:00"
    /// A weekly Great Shatranj Swiss:
    ///   rukh tournaments schedule --kind swiss --variant great-shatranj --name "Weekly Great
    ///     Shatranj Swiss" --clock 10+5 --rounds 7 --gap 60 --every 7d --first "2026-12-05 17:00"
    Schedule {
        /// The tournaments' name.
        #[arg(long)]
        name: String,
        /// arena or swiss.
        #[arg(long, default_value = "arena")]
        kind: String,
        /// The game (shatranj, chaturanga-davidson, parsi-1814, shatranj-kamil-64,
        /// great-shatranj).
        #[arg(long, default_value = "shatranj")]
        variant: String,
        /// The clock: MINUTES+SECONDS a move, e.g. 3+2.
        #[arg(long, default_value = "3+2")]
        clock: String,
        /// Days a move instead of a clock (a correspondence Swiss).
        #[arg(long)]
        days: Option<i64>,
        /// An arena's length: 45m, 1h.
        #[arg(long, default_value = "45m")]
        length: String,
        /// A Swiss's rounds.
        #[arg(long, default_value_t = 5)]
        rounds: i64,
        /// A Swiss's pause between the end of a round and the next, in seconds.
        #[arg(long, default_value_t = 30)]
        gap: i64,
        /// Time between starts: 1h, 90m, 1d, 7d.
        #[arg(long)]
        every: String,
        /// The first start, UTC: "YYYY-MM-DD HH:MM" (or "now").
        #[arg(long)]
        first: String,
        /// Casual (no rating changes); rated by default.
        #[arg(long)]
        casual: bool,
        /// Bot accounts may join.
        #[arg(long)]
        bots: bool,
    },
    /// The schedules, with their next start.
    Schedules,
    /// Stop a schedule (the tournament it already announced stays).
    Unschedule {
        /// The schedule's id, as `rukh tournaments schedules` prints it.
        id: String,
    },
    /// The tournaments announced and under way.
    List,
}

/// `45m`, `1h`, `7d`, `30s` in milliseconds.
fn span(text: &str, what: &str) -> Result<i64> {
    let t = text.trim();
    let (n, unit) = t.split_at(t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len()));
    let n: i64 = n
        .parse()
        .map_err(|_| anyhow!("{what} '{text}': a number and a unit, such as 45m, 1h or 7d"))?;
    let ms = match unit {
        "s" => 1_000,
        "m" | "min" => 60_000,
        "h" => 3_600_000,
        "d" => 86_400_000,
        "w" => 7 * 86_400_000,
        _ => bail!("{what} '{text}': the unit is s, m, h, d or w"),
    };
    if n <= 0 {
        bail!("{what} '{text}': more than nothing");
    }
    Ok(n * ms)
}

fn now_ms() -> i64 {
    (OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64
}

/// `YYYY-MM-DD HH:MM` (UTC) or `now` in milliseconds.
fn moment(text: &str) -> Result<i64> {
    if text.trim() == "now" {
        return Ok(now_ms());
    }
    let format = format_description!("[year]-[month]-[day] [hour]:[minute]");
    let t = time::PrimitiveDateTime::parse(text.trim().replace('T', " ").as_str(), format)
        .map_err(|e| anyhow!("--first '{text}': {e}; write it as \"2026-12-01 18:00\" (UTC)"))?;
    Ok((t.assume_utc().unix_timestamp_nanos() / 1_000_000) as i64)
}

fn show(ms: i64) -> String {
    let format = format_description!("[year]-[month]-[day] [hour]:[minute] UTC");
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .ok()
        .and_then(|t| t.format(format).ok())
        .unwrap_or_else(|| "?".into())
}

fn clock(text: &str) -> Result<(i64, i64)> {
    let (m, s) = text
        .split_once('+')
        .ok_or_else(|| anyhow!("--clock '{text}': MINUTES+SECONDS, such as 3+2"))?;
    let m: f64 = m
        .trim()
        .parse()
        .map_err(|_| anyhow!("--clock '{text}': the minutes"))?;
    let s: f64 = s
        .trim()
        .parse()
        .map_err(|_| anyhow!("--clock '{text}': the seconds"))?;
    if !(0.5..=60.0).contains(&m) || !(0.0..=60.0).contains(&s) {
        bail!("--clock '{text}': 0.5 to 60 minutes and 0 to 60 seconds a move");
    }
    Ok(((m * 60_000.0) as i64, (s * 1000.0) as i64))
}

pub fn run(a: TournamentsArgs) -> Result<()> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(async {
        let db = Db::connect(&a.database).await.map_err(|e| anyhow!("{e}"))?;
        match a.command {
            TournamentsCommand::Schedule {
                name,
                kind,
                variant,
                clock: tc,
                days,
                length,
                rounds,
                gap,
                every,
                first,
                casual,
                bots,
            } => {
                if !BUILTIN_IDS.contains(&variant.as_str()) {
                    bail!("--variant '{variant}': one of {}", BUILTIN_IDS.join(", "));
                }
                let Some(kind) = TournamentKind::parse(&kind) else {
                    bail!("--kind '{kind}': arena or swiss");
                };
                let name = name.trim().to_owned();
                if name.is_empty() || name.chars().count() > 60 {
                    bail!("--name: 1 to 60 characters");
                }
                if days.is_some() && kind == TournamentKind::Arena {
                    bail!("--days: an arena is played on the clock; days a move are for a Swiss");
                }
                if days.is_some_and(|d| !(1..=14).contains(&d)) {
                    bail!("--days: 1 to 14");
                }
                if kind == TournamentKind::Swiss && !(2..=20).contains(&rounds) {
                    bail!("--rounds: 2 to 20");
                }
                if !(0..=3600).contains(&gap) {
                    bail!("--gap: 0 to 3600 seconds");
                }
                let (initial_ms, increment_ms) = if days.is_some() { (0, 0) } else { clock(&tc)? };
                let every_ms = span(&every, "--every")?;
                let length_ms = span(&length, "--length")?;
                if kind == TournamentKind::Arena && length_ms > every_ms {
                    bail!("--length is longer than --every: the arenas would overlap");
                }
                let s = Schedule {
                    id: Schedule::new_id(),
                    name,
                    kind,
                    variant,
                    initial_ms,
                    increment_ms,
                    days_per_move: days.unwrap_or(0),
                    rated: !casual,
                    length_ms,
                    rounds,
                    round_gap_ms: gap * 1000,
                    bots,
                    first_at: moment(&first)?,
                    every_ms,
                    created_at: now_ms(),
                };
                db.add_schedule(&s).await.map_err(|e| anyhow!("{e}"))?;
                println!(
                    "scheduled '{}' ({}): the next starts {}; `rukh serve` announces it",
                    s.name,
                    s.id,
                    show(s.next_start(now_ms()))
                );
            }
            TournamentsCommand::Schedules => {
                let all = db.schedules().await.map_err(|e| anyhow!("{e}"))?;
                if all.is_empty() {
                    println!("no schedules: add one with `rukh tournaments schedule`");
                }
                for s in all {
                    let game = builtin(&s.variant).map_or(s.variant.clone(), |v| v.name.clone());
                    let what = if s.days_per_move > 0 {
                        format!("{} days a move", s.days_per_move)
                    } else {
                        format!(
                            "{}+{}",
                            s.initial_ms as f64 / 60_000.0,
                            s.increment_ms / 1000
                        )
                    };
                    println!(
                        "{}  {}  {} {} {}{}  every {} h  next {}",
                        s.id,
                        s.name,
                        s.kind,
                        game,
                        what,
                        if s.kind == TournamentKind::Swiss {
                            format!(", {} rounds", s.rounds)
                        } else {
                            String::new()
                        },
                        s.every_ms as f64 / 3_600_000.0,
                        show(s.next_start(now_ms()))
                    );
                }
            }
            TournamentsCommand::Unschedule { id } => {
                if !db.remove_schedule(&id).await.map_err(|e| anyhow!("{e}"))? {
                    bail!("no schedule '{id}': see `rukh tournaments schedules`");
                }
                println!("removed the schedule {id} (a tournament it announced stays)");
            }
            TournamentsCommand::List => {
                let (current, _) = db
                    .tournaments(now_ms(), 0)
                    .await
                    .map_err(|e| anyhow!("{e}"))?;
                if current.is_empty() {
                    println!("no tournaments announced or under way");
                }
                for t in current {
                    println!(
                        "{}  {}  {} {} {}  starts {}{}",
                        t.id,
                        t.name,
                        t.kind,
                        t.variant,
                        t.clock(),
                        show(t.starts_at),
                        if t.ends_at == OPEN_END {
                            String::new()
                        } else {
                            format!(", ends {}", show(t.ends_at))
                        }
                    );
                }
            }
        }
        Ok(())
    })
}
