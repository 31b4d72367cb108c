//! `rukh bot`: any UCI or XBoard engine plays on a Rukh site as a bot account, as lichess-bot
//! does for lichess. It takes open seeks of the games it is told to play (or keeps a seek of its
//! own open), plays its games with the engine on the games' clocks, declines draw and takeback
//! offers, and tells on standard error what it does.
//!
//! It listens to the site's NDJSON streams, as lichess's bots do: `/api/stream/event` (games
//! starting and ending, challenges) and `/api/bot/game/stream/{id}` for each of its games (every
//! move). Each line read wakes the bot, which then reads the state it acts on from the site's
//! API; a stream that drops (the site restarting, the network) is opened again. Others' open
//! seeks and tournaments are looked at every `--poll-ms` besides.

use std::collections::{HashMap, HashSet};
use std::io::BufRead;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use rukh_arena::engine::{Engine, EngineSpec, Limits, Protocol};
use rukh_web::wire::{
    ApiErrorBody, ChallengeList, ClockKind, GameStatus, GameSummary, GameView, Me, SeatTaken, Side,
};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

#[derive(Args)]
pub struct BotArgs {
    /// A settings file (TOML) whose keys are these options' long names without their dashes:
    /// `server = "https://rukh.example.org"`, `engine = "/usr/games/fairymax"`. The command line
    /// and the options' environment variables (RUKH_TOKEN for the token) come before it.
    #[arg(long, env = "RUKH_CONFIG", value_name = "FILE")]
    config: Option<std::path::PathBuf>,
    /// The site, e.g. `https://rukh.example.org` or `http://127.0.0.1:8080`.
    #[arg(long, env = "RUKH_SERVER")]
    server: String,
    /// The bot account's API token (`rkt_...`: `rukh users token NAME`, or /account/token).
    /// Better from the environment (RUKH_TOKEN), where other users of the machine cannot see it
    /// in the list of processes.
    #[arg(long, env = "RUKH_TOKEN", hide_env_values = true)]
    token: String,
    /// The engine: its command line (`--engine fairy-stockfish`), or as `rukh match --engine`
    /// takes it (`cmd=sjaakii,proto=xboard,variant=shatranj,option.Hash=64`).
    #[arg(long, env = "RUKH_ENGINE")]
    engine: String,
    /// The engine's protocol, for a plain command line: `uci` or `xboard`.
    #[arg(long, default_value = "uci")]
    proto: String,
    /// Take others' open seeks, and accept challenges, of these games (ids, comma-separated:
    /// `shatranj,great-shatranj`); challenges to other games are declined.
    #[arg(long, value_delimiter = ',')]
    accept: Vec<String>,
    /// Keep a seek of the bot's own open: `GAME MINUTES+INCREMENT`, e.g. `shatranj 3+2`.
    #[arg(long)]
    seek: Option<String>,
    /// Make the seek rated (the bot's account has a rating in the game).
    #[arg(long)]
    rated: bool,
    /// Games played at once, at most.
    #[arg(long, default_value_t = 1)]
    max_games: usize,
    /// Seconds a move in games without a live clock.
    #[arg(long, default_value_t = 5.0)]
    movetime: f64,
    /// The longest wait, in milliseconds, between looks at the site when its streams are quiet
    /// (for others' open seeks and the tournaments; moves and challenges come by the streams).
    #[arg(long, default_value_t = 2000)]
    poll_ms: u64,
    /// Seconds a UCI engine may say nothing while it thinks: then it is asked `isready`, and
    /// if it stays silent as long again it is stuck, and the bot resigns the game for it rather
    /// than hold it for the rest of the clock (0: wait for the clock; an XBoard engine always
    /// has its clock).
    #[arg(long, default_value_t = 30)]
    engine_silence: u64,
    /// Take part in this arena (its id, from its address /tournament/ID; repeat for more): the
    /// bot joins it and stays on it, so it is paired there as soon as it is free.
    #[arg(long = "tournament", value_name = "ID")]
    tournaments: Vec<String>,
    /// Stop after this many of its games have ended (0: go on until stopped).
    #[arg(long, default_value_t = 0)]
    games: usize,
}

/// The site's API, with the bot's token.
struct Site {
    base: String,
    token: String,
    agent: ureq::Agent,
}

impl Site {
    /// One call of the site's API, its answer read as `T` (one of the site's own wire types).
    fn call<T: DeserializeOwned>(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> Result<T> {
        let url = format!("{}{path}", self.base);
        let auth = format!("Bearer {}", self.token);
        let answer = match (method, body) {
            ("GET", _) => self.agent.get(&url).header("Authorization", &auth).call(),
            (_, Some(b)) => self
                .agent
                .post(&url)
                .header("Authorization", &auth)
                .send_json(b),
            (_, None) => self
                .agent
                .post(&url)
                .header("Authorization", &auth)
                .send_empty(),
        };
        let mut answer = answer.map_err(|e| anyhow!("{method} {path}: {e}"))?;
        if !answer.status().is_success() {
            return Err(refused(method, path, answer));
        }
        answer
            .body_mut()
            .read_json()
            .with_context(|| format!("{method} {path}: the answer is not what the site sends"))
    }
}

/// A refusal of the site: its status and the reason it gave.
fn refused(
    method: &str,
    path: &str,
    mut answer: ureq::http::Response<ureq::Body>,
) -> anyhow::Error {
    let said = answer
        .body_mut()
        .read_json::<ApiErrorBody>()
        .map(|e| e.error)
        .unwrap_or_default();
    anyhow!("{method} {path}: {} {said}", answer.status().as_u16())
}

/// An agent whose calls give the site's refusals back as answers (the site says why in them),
/// bounded by `whole` for a call and by `silence` for each wait for more of an answer.
fn agent(whole: Option<Duration>, silence: Duration) -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_connect(Some(Duration::from_secs(10)))
        .timeout_global(whole)
        .timeout_per_read(Some(silence))
        .build()
        .into()
}

/// The longest line read from a stream: a game's opening line with its moves is far less.
const STREAM_LINE: u64 = 1 << 20;

/// Reads one NDJSON stream of the site until it ends, waking the bot at each line that says
/// something (the empty lines only keep the stream open). Err when it could not be opened or
/// dropped; Ok when it ended (a game's stream ends with the game) or the bot stopped listening.
fn listen(base: &str, token: &str, path: &str, wake: &Sender<()>) -> Result<()> {
    // The site sends a line every few seconds; silence longer than this is a dead stream.
    listen_until_silent(base, token, path, wake, Duration::from_secs(30))
}

/// [`listen`], calling the stream dead after `silence` without a byte.
fn listen_until_silent(
    base: &str,
    token: &str,
    path: &str,
    wake: &Sender<()>,
    silence: Duration,
) -> Result<()> {
    let answer = agent(None, silence)
        .get(&format!("{base}{path}"))
        .header("Authorization", &format!("Bearer {token}"))
        .call()
        .map_err(|e| anyhow!("GET {path}: {e}"))?;
    if !answer.status().is_success() {
        return Err(refused("GET", path, answer));
    }
    let mut reader = std::io::BufReader::new(answer.into_body().into_reader());
    loop {
        let mut line = Vec::new();
        let n = std::io::Read::take(&mut reader, STREAM_LINE)
            .read_until(b'\n', &mut line)
            .with_context(|| format!("GET {path}"))?;
        if n == 0 {
            return Ok(());
        }
        if !line.iter().all(u8::is_ascii_whitespace) && wake.send(()).is_err() {
            return Ok(());
        }
    }
}

/// Keeps the bot's event stream open on a thread of its own, opening it again when it drops.
fn watch_events(base: String, token: String, wake: Sender<()>) {
    std::thread::spawn(move || {
        loop {
            if let Err(e) = listen(&base, &token, "/api/stream/event", &wake) {
                log(&format!("{e:#}; listening again in 2 s"));
            }
            // Woken once more: whatever happened while the stream was down is looked at.
            if wake.send(()).is_err() {
                return;
            }
            std::thread::sleep(Duration::from_secs(2));
        }
    });
}

/// Listens to one game's stream on a thread of its own until the game ends (or the stream
/// drops: the next look at the site opens it again).
fn watch_game(base: &str, token: &str, id: &str, wake: &Sender<()>, done: Sender<String>) {
    let (base, token, id, wake) = (
        base.to_owned(),
        token.to_owned(),
        id.to_owned(),
        wake.clone(),
    );
    std::thread::spawn(move || {
        if let Err(e) = listen(&base, &token, &format!("/api/bot/game/stream/{id}"), &wake) {
            log(&format!("{e:#}"));
        }
        let _ = done.send(id);
        let _ = wake.send(());
    });
}

/// The games whose streams the bot listens to.
struct Watching {
    wake: Sender<()>,
    open: HashSet<String>,
    closed_tx: Sender<String>,
    closed: Receiver<String>,
}

impl Watching {
    /// Opens the stream of each game not yet listened to.
    fn cover(&mut self, site: &Site, games: &[String]) {
        while let Ok(id) = self.closed.try_recv() {
            self.open.remove(&id);
        }
        for g in games {
            if self.open.insert(g.clone()) {
                watch_game(
                    &site.base,
                    &site.token,
                    g,
                    &self.wake,
                    self.closed_tx.clone(),
                );
            }
        }
    }
}

/// The engine of one game and how far into the game it has been told.
struct Player {
    engine: Engine,
    /// Moves the engine knows (XBoard engines are told each move).
    told: usize,
}

fn spec_of(a: &BotArgs) -> Result<EngineSpec> {
    if a.engine.contains("cmd=") {
        return crate::arena::engine_spec(&a.engine);
    }
    let proto = match a.proto.as_str() {
        "uci" => Protocol::Uci,
        "xboard" | "cecp" => Protocol::Xboard,
        p => bail!("--proto {p}: give uci or xboard"),
    };
    let name = a
        .engine
        .split_whitespace()
        .next()
        .unwrap_or("engine")
        .rsplit('/')
        .next()
        .unwrap_or("engine")
        .to_owned();
    Ok(EngineSpec {
        name,
        cmd: a.engine.clone(),
        proto,
        options: Vec::new(),
        variant: None,
    })
}

fn seek_of(text: &str) -> Result<(String, f64, u64)> {
    let bad = || anyhow!("--seek '{text}': give GAME MINUTES+INCREMENT, e.g. 'shatranj 3+2'");
    let (game, clock) = text.trim().split_once(' ').ok_or_else(bad)?;
    let (m, i) = clock.trim().split_once('+').ok_or_else(bad)?;
    let minutes: f64 = m.parse().map_err(|_| bad())?;
    let inc: u64 = i.parse().map_err(|_| bad())?;
    rukh_rules::variant::builtin(game).map_err(|e| anyhow!("--seek: {e}"))?;
    Ok((game.to_owned(), minutes, inc))
}

fn log(text: &str) {
    eprintln!("bot: {text}");
}

pub fn run(a: BotArgs) -> Result<()> {
    let spec = spec_of(&a)?;
    for g in &a.accept {
        rukh_rules::variant::builtin(g).map_err(|e| anyhow!("--accept: {e}"))?;
    }
    let seek = a.seek.as_deref().map(seek_of).transpose()?;
    if a.accept.is_empty() && seek.is_none() && a.tournaments.is_empty() {
        log("neither --accept nor --seek: the bot plays only the games it is already in");
    }
    let site = Site {
        base: a.server.trim_end_matches('/').to_owned(),
        token: a.token.clone(),
        agent: agent(Some(Duration::from_secs(20)), Duration::from_secs(20)),
    };
    let me: Me = site.call("GET", "/api/me", None)?;
    let (id, name) = match (me.id, me.name) {
        (Some(i), Some(n)) => (i, n),
        _ => bail!("the site does not know this token: make one with `rukh users token NAME`"),
    };
    if me.kind.as_deref() != Some("bot") {
        bail!("'{name}' is not a bot account: the operator marks it with `rukh users bot {name}`");
    }
    log(&format!(
        "playing on {} as {name} with {}",
        site.base, spec.name
    ));
    for t in &a.tournaments {
        site.call::<Value>("POST", &format!("/api/tournament/{t}/join"), None)
            .with_context(|| format!("joining the tournament {t}"))?;
        log(&format!("joined the tournament {t}"));
    }
    let mut players: HashMap<String, Player> = HashMap::new();
    let mut ended = 0usize;
    let poll = Duration::from_millis(a.poll_ms.max(50));
    let (wake, woken) = channel();
    watch_events(site.base.clone(), site.token.clone(), wake.clone());
    let (closed_tx, closed) = channel();
    let mut watching = Watching {
        wake,
        open: HashSet::new(),
        closed_tx,
        closed,
    };
    loop {
        match round(&a, &spec, &site, &id, &name, seek.as_ref(), &mut players) {
            Ok((n, games)) => {
                ended += n;
                watching.cover(&site, &games);
            }
            // The site restarting or the network dropping: said, and tried again.
            Err(e) => log(&format!("{e:#}; trying again")),
        }
        if a.games > 0 && ended >= a.games {
            log(&format!("{ended} games ended; stopping"));
            for (_, p) in players.drain() {
                p.engine.quit();
            }
            withdraw_seek(&site, &id);
            return Ok(());
        }
        // Until a stream says something, or the time to look at the seeks comes.
        let _ = woken.recv_timeout(poll);
        while woken.try_recv().is_ok() {}
    }
}

/// Takes the bot's own open seek off the site as it stops, so that no one sits down to a game
/// it will not play.
fn withdraw_seek(site: &Site, me_id: &str) {
    let Ok(open) = site.call::<Vec<GameSummary>>("GET", "/api/games?status=open&limit=100", None)
    else {
        return;
    };
    for g in open.iter().filter(|g| g.creator.as_deref() == Some(me_id)) {
        match site.call::<Value>("POST", &format!("/api/games/{}/cancel", g.id), None) {
            Ok(_) => log(&format!("took its seek {} off", g.id)),
            Err(e) => log(&format!("could not take its seek {} off: {e:#}", g.id)),
        }
    }
}

/// One look at the site: moves where it is the bot's turn, ended games let go, seeks taken or
/// made. Returns how many of its games ended, and the games it is in.
fn round(
    a: &BotArgs,
    spec: &EngineSpec,
    site: &Site,
    me_id: &str,
    me: &str,
    seek: Option<&(String, f64, u64)>,
    players: &mut HashMap<String, Player>,
) -> Result<(usize, Vec<String>)> {
    // On the tournaments' pages: paired there when free.
    for t in &a.tournaments {
        site.call::<Value>("GET", &format!("/api/tournaments/{t}"), None)?;
    }
    let active: Vec<GameSummary> = site.call(
        "GET",
        &format!("/api/games?status=active&player={me}&limit=100"),
        None,
    )?;
    let mine: Vec<String> = active
        .into_iter()
        .filter(|g| g.white.as_deref() == Some(me) || g.black.as_deref() == Some(me))
        .map(|g| g.id)
        .collect();
    let mut ended = 0;
    // Games no longer active: the engine is told and let go.
    let gone: Vec<String> = players
        .keys()
        .filter(|k| !mine.contains(k))
        .cloned()
        .collect();
    for g in gone {
        if let Some(mut p) = players.remove(&g) {
            let state: Option<GameView> = site.call("GET", &format!("/api/games/{g}"), None).ok();
            let result = state
                .and_then(|s| s.result)
                .unwrap_or_else(|| "*".to_owned());
            p.engine.game_over(&result, "game over");
            p.engine.quit();
            log(&format!("game {g} ended: {result}"));
            ended += 1;
        }
    }
    for g in &mine {
        let state: GameView = site.call("GET", &format!("/api/games/{g}"), None)?;
        if state.status != GameStatus::Active {
            continue;
        }
        let Some(you) = state.you else { continue };
        // Offers the bot does not take: draws and takebacks.
        for (offer, kind) in [
            (&state.draw_offer, "draw"),
            (&state.takeback_offer, "takeback"),
        ] {
            if offer.as_deref().is_some_and(|side| side != you.as_str()) {
                let _ = site.call::<Value>(
                    "POST",
                    &format!("/api/games/{g}/actions"),
                    Some(json!({"type": kind, "action": "decline"})),
                );
            }
        }
        if state.turn != you {
            continue;
        }
        if let Err(e) = play(a, spec, site, g, &state, players) {
            // An engine that fails loses its game rather than holding it up.
            log(&format!("game {g}: {e:#}; resigning"));
            let _ = site.call::<Value>(
                "POST",
                &format!("/api/games/{g}/actions"),
                Some(json!({"type": "resign"})),
            );
            if let Some(p) = players.remove(g) {
                p.engine.quit();
            }
            ended += 1;
        }
    }
    // Challenges: those of the games it plays accepted while it has room, the rest declined
    // with the reason.
    let challenges: ChallengeList = site.call("GET", "/api/challenges", None)?;
    let mut room = a.max_games.max(1).saturating_sub(mine.len());
    for c in &challenges.incoming {
        let (verb, path, body) = if !a.accept.contains(&c.variant) {
            ("declined", "decline", Some(json!({"reason": "variant"})))
        } else if room == 0 {
            ("declined", "decline", Some(json!({"reason": "later"})))
        } else {
            room -= 1;
            ("accepted", "accept", None)
        };
        match site.call::<Value>("POST", &format!("/api/challenges/{}/{path}", c.id), body) {
            Ok(_) => log(&format!(
                "{verb} {}'s challenge {} ({}, {})",
                c.challenger, c.id, c.variant, c.time_control
            )),
            Err(e) => log(&format!("could not answer the challenge {}: {e:#}", c.id)),
        }
    }
    if room > 0 {
        let open: Vec<GameSummary> = site.call("GET", "/api/games?status=open&limit=100", None)?;
        let own_seek = open.iter().any(|g| g.creator.as_deref() == Some(me_id));
        let take = open.iter().find(|g| {
            g.seek
                && g.creator.as_deref() != Some(me_id)
                && a.accept.contains(&g.variant)
                && g.rule_changes.is_empty()
        });
        if let Some(g) = take {
            let id = &g.id;
            let invite = g
                .join_url
                .as_deref()
                .and_then(|u| u.split("invite=").nth(1))
                .unwrap_or_default();
            match site.call::<SeatTaken>(
                "POST",
                &format!("/api/games/{id}/join"),
                Some(json!({"invite": invite})),
            ) {
                Ok(_) => log(&format!(
                    "took the seek {id} ({}, {})",
                    g.variant, g.time_control
                )),
                Err(e) => log(&format!("could not take the seek {id}: {e:#}")),
            }
        } else if let Some((game, minutes, inc)) = seek
            && !own_seek
        {
            let made: SeatTaken = site.call(
                "POST",
                "/api/games",
                Some(json!({"variant": game, "opponent": "seek", "clock": "live",
                    "minutes": minutes, "increment": inc, "rated": a.rated})),
            )?;
            log(&format!(
                "seeking {game} {minutes}+{inc}: {}",
                made.game_url
            ));
        }
    }
    Ok((ended, mine))
}

/// Makes the bot's move in a game where it is its turn.
fn play(
    a: &BotArgs,
    spec: &EngineSpec,
    site: &Site,
    id: &str,
    state: &GameView,
    players: &mut HashMap<String, Player>,
) -> Result<()> {
    let variant = state.variant.as_str();
    let start_fen = state.start_fen.as_str();
    let moves: Vec<String> = state.moves.iter().map(|m| m.coord.clone()).collect();
    let clock = &state.clock;
    let live = clock.kind == ClockKind::Live;
    let ms = |v: i64| Duration::from_millis(v.max(0) as u64);
    let limits = if live {
        Limits::Clock {
            base: ms(clock.white_ms),
            increment: ms(clock.increment_ms),
        }
    } else {
        Limits::MoveTime(Duration::from_secs_f64(a.movetime.clamp(0.05, 3600.0)))
    };
    let is_start = rukh_rules::variant::builtin(variant)
        .map(|v| v.start_position().fen() == start_fen)
        .unwrap_or(false);
    // A game the engine has not seen, or one taken back under it: told again from the start.
    let fresh = players.get(id).is_none_or(|p| p.told > moves.len());
    if fresh {
        if let Some(p) = players.remove(id) {
            p.engine.quit();
        }
        let mut engine = Engine::start(spec)?;
        engine.set_silence_limit(
            (a.engine_silence > 0).then(|| Duration::from_secs(a.engine_silence)),
        );
        engine.new_game(variant, start_fen, is_start, limits)?;
        players.insert(id.to_owned(), Player { engine, told: 0 });
        log(&format!(
            "game {id}: {variant}, playing {}",
            state.you.map_or("?", Side::as_str)
        ));
    }
    let p = players.get_mut(id).expect("just made");
    while p.told < moves.len() {
        p.engine.opponent_move(&moves[p.told])?;
        p.told += 1;
    }
    let white = state.turn == Side::White;
    let (own, other) = if white {
        (clock.white_ms, clock.black_ms)
    } else {
        (clock.black_ms, clock.white_ms)
    };
    let left = ms(clock.left_ms.unwrap_or(own));
    let clocks = (left, ms(other));
    let position = if is_start {
        format!("position startpos moves {}", moves.join(" "))
    } else {
        format!("position fen {start_fen} moves {}", moves.join(" "))
    };
    let position = position.trim_end().trim_end_matches(" moves").to_owned();
    let deadline = Instant::now()
        + if live {
            left + Duration::from_secs(2)
        } else {
            Duration::from_secs_f64(a.movetime.clamp(0.05, 3600.0) + 10.0)
        };
    let reply = p.engine.think(&position, white, clocks, limits, deadline)?;
    let Some(mv) = reply.mv else {
        bail!("the engine gave up (no move)");
    };
    p.told += 1;
    site.call::<GameView>(
        "POST",
        &format!("/api/games/{id}/move"),
        Some(json!({"move": mv, "ply": moves.len()})),
    )
    .with_context(|| format!("the engine's move {mv}"))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::io::{Read, Write};
    use std::net::TcpListener;
    use std::sync::mpsc::channel;
    use std::time::Duration;

    /// A stream that sends a line and then nothing (a site gone quiet, a connection dropped
    /// without a word) is called dead, and the bot is woken by the line it did send.
    #[test]
    fn a_silent_stream_is_called_dead() {
        let server = TcpListener::bind("127.0.0.1:0").unwrap();
        let base = format!("http://{}", server.local_addr().unwrap());
        let quiet = std::thread::spawn(move || {
            let (mut c, _) = server.accept().unwrap();
            let mut request = [0u8; 4096];
            let _ = c.read(&mut request);
            c.write_all(
                b"HTTP/1.1 200 OK\r\ncontent-type: application/x-ndjson\r\n\
                  transfer-encoding: chunked\r\n\r\n10\r\n{\"type\":\"ping\"}\n\r\n",
            )
            .unwrap();
            c.flush().unwrap();
            // Silent, the connection kept open, until the bot has hung up (or, were the
            // silence not noticed, for 10 s: then the stream ends well, and the test fails).
            c.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
            if c.read(&mut request).is_err() {
                let _ = c.write_all(b"0\r\n\r\n");
            }
        });
        let (wake, woken) = channel();
        let e = super::listen_until_silent(
            &base,
            "rkt_test",
            "/api/stream/event",
            &wake,
            Duration::from_millis(300),
        )
        .unwrap_err();
        assert!(format!("{e:#}").contains("GET /api/stream/event"), "{e:#}");
        assert!(
            woken.try_recv().is_ok(),
            "the line before the silence wakes the bot"
        );
        quiet.join().unwrap();
    }
}
