//! A game in play: its stored row, the position rebuilt from its moves, and every action a player
//! may take, checked against the rules core.

use std::sync::Arc;

use rukh_rules::pgn::{Game, Notation};
use rukh_rules::{Claim, Color, Outcome, Position, Variant, coord, courier, san};
use serde_json::Value;

pub use crate::site::games::{color_name, legal_moves, make_variant, parse_color};
use crate::wire::{
    ClaimKind, Clock, ClockKind, GameMessage, GameStatus, GameView, LastMove, MoveMessage, Ratings,
    Seat, Side,
};
use rukh_store::{ChatRow, GameResult, GameRow, MoveRow, PlayerKind};

pub use crate::wire::Action;

/// Why an action was refused: said plainly, for the player.
#[derive(Clone, Debug, thiserror::Error, PartialEq, Eq)]
pub enum Refusal {
    #[error("the game is over")]
    Over,
    #[error("the game has not started: it waits for a second player")]
    NotStarted,
    #[error("only the players of this game may do that")]
    NotAPlayer,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("illegal move '{0}': {1}")]
    Illegal(String, String),
    #[error("the position changed: reload the game and try again")]
    Stale,
    /// Refused for a reason a page says in its language: `refused-CODE` in the catalogues,
    /// with its numbers; `text` is the English sentence.
    #[error("{text}")]
    Said {
        code: &'static str,
        text: String,
        args: Vec<(&'static str, u32)>,
    },
    /// A request that makes no sense (an unknown action's word): the English sentence alone.
    #[error("{0}")]
    Bad(String),
}

impl Refusal {
    /// A refusal a page says by its code, without numbers.
    pub fn said(code: &'static str, text: &str) -> Refusal {
        Refusal::Said {
            code,
            text: text.to_owned(),
            args: Vec::new(),
        }
    }
}

/// A live game's clocks start once each side has made its first move; until then each side has
/// this long for it, or the game is aborted (as lichess does: nobody loses a game they never
/// began).
pub const FIRST_MOVE_MS: i64 = 30_000;

/// The most chat lines a game keeps.
pub const MAX_CHAT_LINES: usize = 500;
/// A player's chat: at most this many lines ...
pub const CHAT_BURST: usize = 5;
/// ... in this many milliseconds.
pub const CHAT_WINDOW_MS: i64 = 10_000;

/// What an action changed, for the database.
#[derive(Default)]
pub struct Changes {
    pub keep_plies: Option<i64>,
    pub new_moves: Vec<MoveRow>,
    pub new_chat: Vec<ChatRow>,
}

/// A move as its listeners hear it: small (the move, the new position, the clocks, the end if
/// it came), with the legal moves only for the player who is to move next. Made once per move,
/// as text for each seat and for spectators.
#[derive(Debug)]
pub struct MoveEvent {
    pub ply: i64,
    white: Arc<str>,
    black: Arc<str>,
    others: Arc<str>,
}

impl MoveEvent {
    /// The event's text for a viewer in `seat` (None: a spectator), shared by every socket.
    pub fn text(&self, seat: Option<Color>) -> Arc<str> {
        match seat {
            Some(Color::White) => self.white.clone(),
            Some(Color::Black) => self.black.clone(),
            None => self.others.clone(),
        }
    }
}

/// Who acts in a game: a player (by the session or an API token) and the key of a seat, if the
/// request carried one.
#[derive(Clone, Debug, Default)]
pub struct Actor {
    pub player: Option<String>,
    pub key: Option<String>,
}

/// A game's time control as players write it: `5+3`, `3 days`, `unlimited`.
pub fn time_control(g: &GameRow) -> String {
    match g.clock_kind {
        ClockKind::Live => {
            let m = g.initial_ms as f64 / 60_000.0;
            let minutes = if m.fract() == 0.0 {
                format!("{m:.0}")
            } else {
                format!("{m}")
            };
            format!("{minutes}+{}", g.increment_ms / 1000)
        }
        ClockKind::Correspondence => format!(
            "{} day{}",
            g.days_per_move,
            if g.days_per_move == 1 { "" } else { "s" }
        ),
        ClockKind::None => "unlimited".into(),
    }
}

/// A game's clock as PGN's `TimeControl` gives it: seconds and increment (`300+3`), `-` where no
/// clock runs by the move (no clock, correspondence).
pub fn pgn_time_control(g: &GameRow) -> String {
    match g.clock_kind {
        ClockKind::Live => {
            let secs = |ms: i64| {
                if ms % 1000 == 0 {
                    (ms / 1000).to_string()
                } else {
                    format!("{}", ms as f64 / 1000.0)
                }
            };
            format!("{}+{}", secs(g.initial_ms), secs(g.increment_ms))
        }
        ClockKind::Correspondence | ClockKind::None => "-".into(),
    }
}

/// The time of day of a moment (milliseconds since 1970), UTC, as PGN's `UTCTime`.
fn utc_time(ms: i64) -> String {
    let s = ms.div_euclid(1000).rem_euclid(86_400);
    format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// A clock as PGN's `[%clk]` writes it, in whole seconds as lichess does (`0:04:58`).
fn clk(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// PGN's `Termination` for how a game ended: the standard's words (lichess's too), which other
/// tools know. The site's own account of the ending (a bare king, a resignation) goes in the
/// comment after the last move.
fn pgn_termination(termination: &str) -> &'static str {
    match termination {
        "time" => "Time forfeit",
        "abandoned" => "Abandoned",
        "aborted" => "Unterminated",
        _ => "Normal",
    }
}

pub struct Live {
    pub row: GameRow,
    pub variant: Arc<Variant>,
    pub start: Position,
    pub pos: Position,
    pub moves: Vec<MoveRow>,
    /// The position after every move, for stepping through the game.
    pub fens: Vec<String>,
    pub chat: Vec<ChatRow>,
    /// Since when each player has had no page open on the game (server milliseconds), as this
    /// process's sockets tell it ([`super::Presence`], copied here whenever it changes); None
    /// while they are here, or for a seat nobody watches for (the engine's, a bot's).
    pub away: [Option<i64>; 2],
}

/// How long a player of a live game must have been away before the other may claim the game:
/// a tenth of the game's expected length (the clock and forty increments), from 10 s to 60 s,
/// as lichess scales its wait to the clock.
pub fn absent_wait_ms(row: &GameRow) -> i64 {
    ((row.initial_ms + 40 * row.increment_ms) / 10).clamp(10_000, 60_000)
}

/// Time given to the opponent by "Give 15 seconds".
pub const MORE_TIME_MS: i64 = 15_000;

/// The last move's squares, for the board's highlight (none at the start or after a pass).
fn last_move(pos: &Position) -> Option<LastMove> {
    let g = pos.variant().geometry;
    pos.last_move().filter(|m| m.raw() != 0).map(|m| LastMove {
        from: g.name(m.from()).to_string(),
        to: g.name(m.to()).to_string(),
    })
}

/// The claims `by` may make in `pos` now.
fn claims_of(claims: &[Claim], by: Color) -> Vec<ClaimKind> {
    claims
        .iter()
        .filter_map(|c| match c {
            Claim::Draw { by: b } if *b == by => Some(ClaimKind::Draw),
            Claim::Win { by: b } if *b == by => Some(ClaimKind::Win),
            _ => None,
        })
        .collect()
}

impl Live {
    pub fn load(row: GameRow, moves: Vec<MoveRow>, chat: Vec<ChatRow>) -> Result<Live, String> {
        let variant = make_variant(&row.variant, &row.rules)?;
        let start = Position::from_fen(&variant, &row.start_fen).map_err(|e| e.to_string())?;
        let mut pos = start.clone();
        let mut fens = Vec::with_capacity(moves.len());
        for m in &moves {
            pos.play_coord(&m.coord)
                .map_err(|e| format!("stored move {} ({}): {e}", m.ply, m.coord))?;
            fens.push(pos.fen());
        }
        Ok(Live {
            row,
            variant,
            start,
            pos,
            moves,
            fens,
            chat,
            away: [None, None],
        })
    }

    /// Whether a person sits in `c`'s seat (not the engine, not a bot): their presence is
    /// watched.
    pub fn watched(&self, c: Color) -> bool {
        let kind = match c {
            Color::White => self.row.white_kind,
            Color::Black => self.row.black_kind,
        };
        self.engine_color() != Some(c) && kind != Some(PlayerKind::Bot)
    }

    /// How long `c`'s player has been away, when the game may be claimed against them (a
    /// person, in an active live game both sides have moved in).
    fn away_for(&self, c: Color, now: i64) -> Option<i64> {
        if self.row.status != GameStatus::Active
            || self.row.clock_kind != ClockKind::Live
            || self.row.ply < 2
            || !self.watched(c)
        {
            return None;
        }
        self.away[c.index()].map(|since| (now - since).max(0))
    }

    /// The seat of whoever acts: the seat their player sits in, else the one their key opens.
    pub fn seat_of(&self, who: &Actor) -> Option<Color> {
        if let Some(p) = who.player.as_deref() {
            if self.row.white_player.as_deref() == Some(p) {
                return Some(Color::White);
            }
            if self.row.black_player.as_deref() == Some(p) {
                return Some(Color::Black);
            }
        }
        self.seat(who.key.as_deref())
    }

    /// The seat a key opens, if any.
    pub fn seat(&self, token: Option<&str>) -> Option<Color> {
        let t = token?;
        if t.is_empty() {
            return None;
        }
        // Compared in constant time, so the time taken tells nothing about a key.
        let same = |key: &Option<String>| {
            key.as_deref().is_some_and(|k| {
                bool::from(subtle::ConstantTimeEq::ct_eq(k.as_bytes(), t.as_bytes()))
            })
        };
        if same(&self.row.white_token) {
            Some(Color::White)
        } else if same(&self.row.black_token) {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn engine_color(&self) -> Option<Color> {
        self.row.engine_color.map(Color::from)
    }

    /// The side whose move it is while the game is active.
    pub fn to_move(&self) -> Option<Color> {
        (self.row.status == GameStatus::Active).then(|| self.pos.turn())
    }

    fn finish(&mut self, result: GameResult, termination: &str, description: String, now: i64) {
        // The time the side to move spent before the end (a resignation, an agreed draw) is
        // charged to its clock, as a move would be.
        if self.row.status == GameStatus::Active
            && self.row.clock_kind == ClockKind::Live
            && !self.before_clocks()
            && let Some(turn) = self.to_move()
        {
            let used = (now - self.row.turn_started_at).max(0);
            let left = (self.remaining(turn) - used).max(0);
            match turn {
                Color::White => self.row.white_ms = left,
                Color::Black => self.row.black_ms = left,
            }
            self.row.turn_started_at = now;
        }
        self.row.status = GameStatus::Finished;
        self.row.result = Some(result);
        self.row.termination = Some(termination.into());
        self.row.description = Some(description);
        self.row.draw_offer = None;
        self.row.takeback_offer = None;
        self.row.updated_at = now;
    }

    fn finish_by_rules(&mut self, o: Outcome, now: i64) {
        let term = o.termination();
        self.finish(result_of(&o), &term, plain_description(&o), now);
    }

    /// True while a live game's clocks wait for each side's first move.
    pub fn before_clocks(&self) -> bool {
        self.row.clock_kind == ClockKind::Live
            && self.row.status == GameStatus::Active
            && self.row.ply < 2
    }

    /// Time left for the side to move at `now`, in ms (live; before the clocks start, the time
    /// left to make the first move), or until the deadline (correspondence).
    pub fn time_left(&self, now: i64) -> Option<i64> {
        let turn = self.to_move()?;
        // (A clock may start later than now: after an outage, the pages' time to come back.)
        let elapsed = (now - self.row.turn_started_at).max(0);
        match self.row.clock_kind {
            ClockKind::Live if self.row.ply < 2 => Some(FIRST_MOVE_MS - elapsed),
            ClockKind::Live => Some(self.remaining(turn) - elapsed),
            ClockKind::Correspondence => Some(self.row.days_per_move * 86_400_000 - elapsed),
            ClockKind::None => None,
        }
    }

    fn remaining(&self, c: Color) -> i64 {
        match c {
            Color::White => self.row.white_ms,
            Color::Black => self.row.black_ms,
        }
    }

    /// Ends the game if the side to move has run out of time (or, before the clocks start, has
    /// not made its first move in time: the game is aborted). True when it did.
    pub fn check_flag(&mut self, now: i64) -> bool {
        let Some(turn) = self.to_move() else {
            return false;
        };
        if self.before_clocks() && self.time_left(now).is_some_and(|t| t <= 0) {
            let text = format!(
                "{} did not make a first move within {} seconds: the game is aborted",
                cap(color_name(turn)),
                FIRST_MOVE_MS / 1000
            );
            self.finish(GameResult::Unfinished, "aborted", text, now);
            return true;
        }
        if self.time_left(now).is_some_and(|t| t <= 0) {
            if self.row.clock_kind == ClockKind::Live {
                match turn {
                    Color::White => self.row.white_ms = 0,
                    Color::Black => self.row.black_ms = 0,
                }
            }
            let winner = !turn;
            let result = won_by(winner);
            let who = if turn == Color::White {
                "White"
            } else {
                "Black"
            };
            let text = format!(
                "{} wins: {who} ran out of time",
                if winner == Color::White {
                    "White"
                } else {
                    "Black"
                }
            );
            self.finish(result, "time", text, now);
            return true;
        }
        false
    }

    /// Applies an action by `by` (None: nobody holding a seat). The engine acts through its seat.
    pub fn act(
        &mut self,
        by: Option<Color>,
        action: &Action,
        author: &str,
        now: i64,
    ) -> Result<Changes, Refusal> {
        if let Action::Chat { text } = action {
            let text = text.trim();
            if text.is_empty() || text.chars().count() > 500 {
                return Err(Refusal::said(
                    "chat-length",
                    "a chat line has 1 to 500 characters",
                ));
            }
            // A player speaks to the other player; anyone else, signed in (`author` their
            // account's name), to the other spectators.
            let spectators = by.is_none();
            if spectators && author.is_empty() {
                return Err(Refusal::said(
                    "chat-sign-in",
                    "sign in to chat with the other spectators",
                ));
            }
            if self
                .chat
                .iter()
                .filter(|c| c.spectators == spectators)
                .count()
                >= MAX_CHAT_LINES
            {
                return Err(Refusal::Said {
                    code: "chat-full",
                    text: format!("this game's chat is full ({MAX_CHAT_LINES} lines)"),
                    args: vec![("n", MAX_CHAT_LINES as u32)],
                });
            }
            let recent = self
                .chat
                .iter()
                .rev()
                .take_while(|c| now - c.at < CHAT_WINDOW_MS)
                .filter(|c| c.author == author && c.spectators == spectators)
                .count();
            if recent >= CHAT_BURST {
                return Err(Refusal::Said {
                    code: "chat-slow",
                    text: format!(
                        "slow down: at most {CHAT_BURST} chat lines in {} seconds",
                        CHAT_WINDOW_MS / 1000
                    ),
                    args: vec![
                        ("n", CHAT_BURST as u32),
                        ("s", (CHAT_WINDOW_MS / 1000) as u32),
                    ],
                });
            }
            let row = ChatRow {
                seq: self.chat.len() as i64 + 1,
                author: author.to_owned(),
                body: text.to_owned(),
                at: now,
                spectators,
            };
            self.chat.push(row.clone());
            self.row.updated_at = now;
            return Ok(Changes {
                new_chat: vec![row],
                ..Changes::default()
            });
        }
        let me = by.ok_or(Refusal::NotAPlayer)?;
        match self.row.status {
            GameStatus::Finished => return Err(Refusal::Over),
            GameStatus::Open => return Err(Refusal::NotStarted),
            GameStatus::Active => {}
        }
        if self.check_flag(now) {
            return Err(Refusal::Over);
        }
        let mut changes = Changes::default();
        match action {
            Action::Chat { .. } => unreachable!("handled above"),
            Action::Move { mv, ply } => {
                if self.pos.turn() != me {
                    return Err(Refusal::NotYourTurn);
                }
                if ply.is_some_and(|p| p != self.row.ply) {
                    return Err(Refusal::Stale);
                }
                let m = self
                    .pos
                    .parse_move(mv.trim())
                    .map_err(|e| Refusal::Illegal(mv.clone(), e.to_string()))?;
                // The clock: time used comes off, the increment goes on (from each side's
                // second move: the clocks start after the first ones).
                if self.row.clock_kind == ClockKind::Live && self.row.ply >= 2 {
                    let used = (now - self.row.turn_started_at).max(0);
                    let left = self.remaining(me) - used + self.row.increment_ms;
                    match me {
                        Color::White => self.row.white_ms = left,
                        Color::Black => self.row.black_ms = left,
                    }
                }
                let record = MoveRow {
                    ply: self.row.ply + 1,
                    coord: coord(&self.pos, m).to_string(),
                    san: san(&self.pos, m),
                    courier: courier(&self.pos, m),
                    played_at: now,
                    clock_ms: (self.row.clock_kind == ClockKind::Live).then(|| self.remaining(me)),
                };
                self.pos.play_unchecked(m);
                self.fens.push(self.pos.fen());
                self.row.ply += 1;
                self.row.turn_started_at = now;
                self.row.updated_at = now;
                if self.row.draw_offer.as_deref() != Some(color_name(me)) {
                    self.row.draw_offer = None;
                }
                self.row.takeback_offer = None;
                self.moves.push(record.clone());
                changes.new_moves.push(record);
                if let Some(o) = self.pos.outcome() {
                    self.finish_by_rules(o, now);
                }
            }
            Action::Resign => {
                let winner = !me;
                let result = won_by(winner);
                let text = format!(
                    "{} wins: {} resigned",
                    cap(color_name(winner)),
                    cap(color_name(me))
                );
                self.finish(result, "resignation", text, now);
            }
            Action::Berserk => {
                let moved = match me {
                    Color::White => self.row.ply >= 1,
                    Color::Black => self.row.ply >= 2,
                };
                if self.row.clock_kind != ClockKind::Live || moved {
                    return Err(Refusal::said(
                        "berserk-late",
                        "berserk is for before your first move, on a live clock",
                    ));
                }
                let half = self.row.initial_ms / 2;
                let clock = match me {
                    Color::White => &mut self.row.white_ms,
                    Color::Black => &mut self.row.black_ms,
                };
                if *clock <= half {
                    return Err(Refusal::said("berserk-already", "you are berserk already"));
                }
                // The clocks do not run before both first moves: half the clock is what is left.
                *clock = half;
                self.row.updated_at = now;
            }
            Action::Abort => {
                if self.row.ply >= 2 {
                    return Err(Refusal::said(
                        "abort-late",
                        "a game can be aborted only before both sides have moved; resign instead",
                    ));
                }
                self.finish(
                    GameResult::Unfinished,
                    "aborted",
                    format!(
                        "{} aborted the game before both sides had moved",
                        cap(color_name(me))
                    ),
                    now,
                );
            }
            Action::Draw { action } => match action.as_str() {
                "offer" => {
                    if self.engine_color().is_some() {
                        return Err(Refusal::said(
                            "engine-no-draw",
                            "the engine plays on: it does not take draw offers",
                        ));
                    }
                    self.row.draw_offer = Some(color_name(me).into());
                }
                "accept" => {
                    if self.row.draw_offer.as_deref() != Some(color_name(!me)) {
                        return Err(Refusal::said(
                            "no-draw-offer",
                            "there is no draw offer to accept",
                        ));
                    }
                    self.finish(
                        GameResult::Draw,
                        "agreement",
                        "draw by agreement".into(),
                        now,
                    );
                }
                "decline" => self.row.draw_offer = None,
                other => return Err(Refusal::Bad(format!("unknown draw action '{other}'"))),
            },
            Action::Takeback { action } => match action.as_str() {
                "offer" => {
                    if !self.has_own_move(me) {
                        return Err(Refusal::said(
                            "no-takeback-move",
                            "you have no move to take back",
                        ));
                    }
                    self.row.takeback_offer = Some(color_name(me).into());
                    // The engine agrees at once.
                    if self.engine_color() == Some(!me) {
                        self.take_back(me, now, &mut changes);
                    }
                }
                "accept" => {
                    if self.row.takeback_offer.as_deref() != Some(color_name(!me)) {
                        return Err(Refusal::said(
                            "no-takeback-offer",
                            "there is no takeback offer to accept",
                        ));
                    }
                    self.take_back(!me, now, &mut changes);
                }
                "decline" => self.row.takeback_offer = None,
                other => {
                    return Err(Refusal::Bad(format!("unknown takeback action '{other}'")));
                }
            },
            Action::ClaimAbsent { result } => {
                let wait = absent_wait_ms(&self.row);
                let away = self.away_for(!me, now);
                if away.is_none_or(|a| a < wait) {
                    return Err(Refusal::Said {
                        code: "claim-wait",
                        text: format!(
                            "your opponent has to be away {} seconds before you can claim the game",
                            wait / 1000
                        ),
                        args: vec![("n", (wait / 1000) as u32)],
                    });
                }
                let them = cap(color_name(!me));
                match result.as_str() {
                    "win" => self.finish(
                        won_by(me),
                        "abandoned",
                        format!("{} wins: {them} left the game", cap(color_name(me))),
                        now,
                    ),
                    "draw" => self.finish(
                        GameResult::Draw,
                        "abandoned",
                        format!("Draw: {them} left the game"),
                        now,
                    ),
                    other => {
                        return Err(Refusal::Bad(format!(
                            "unknown claim '{other}': win or draw"
                        )));
                    }
                }
            }
            Action::MoreTime => {
                if self.row.clock_kind != ClockKind::Live {
                    return Err(Refusal::said(
                        "more-time-live",
                        "time can be given only in a game on a live clock",
                    ));
                }
                match !me {
                    Color::White => self.row.white_ms += MORE_TIME_MS,
                    Color::Black => self.row.black_ms += MORE_TIME_MS,
                }
            }
            Action::Claim { claim } => {
                let wanted = match claim.as_str() {
                    "draw" => Claim::Draw { by: me },
                    "win" => Claim::Win { by: me },
                    other => return Err(Refusal::Bad(format!("unknown claim '{other}'"))),
                };
                if !self.pos.claims().contains(&wanted) {
                    return Err(Refusal::said(
                        if claim == "draw" {
                            "no-draw-claim"
                        } else {
                            "no-win-claim"
                        },
                        &format!("the rules give you no {claim} claim in this position"),
                    ));
                }
                let o = wanted.outcome();
                let mut term = o.reason.name().to_owned();
                term.push_str(" (claimed)");
                self.finish(
                    result_of(&o),
                    &term,
                    format!("{} (claimed)", o.describe()),
                    now,
                );
            }
        }
        self.row.updated_at = now;
        Ok(changes)
    }

    fn has_own_move(&self, me: Color) -> bool {
        // Plies played by `me`: the side to move at the start alternates.
        let first = self.start.turn();
        (0..self.row.ply).any(|i| if i % 2 == 0 { first == me } else { first != me })
    }

    /// Takes back the last move of `proposer` (and the reply to it, if any).
    fn take_back(&mut self, proposer: Color, now: i64, changes: &mut Changes) {
        let plies = if self.pos.turn() == proposer { 2 } else { 1 };
        let plies = plies.min(self.row.ply);
        for _ in 0..plies {
            self.pos.undo();
            self.moves.pop();
            self.fens.pop();
        }
        self.row.ply -= plies;
        self.row.turn_started_at = now;
        self.row.takeback_offer = None;
        self.row.draw_offer = None;
        changes.keep_plies = Some(self.row.ply);
    }

    /// The game as PGN (SAN) for Rukh's own tools (`rukh problems mine`): `Termination` names
    /// the rule that ended it, as `rukh match` writes it.
    pub fn pgn(&self) -> String {
        self.record().to_pgn(Notation::San)
    }

    /// The game as PGN for download (SAN), its `Site` on the site's address: each move's
    /// clock after it (`[%clk 0:04:58]`, games on a live clock), `Termination` in the standard's
    /// words, and how the game ended in the site's words after the last move.
    pub fn pgn_at(&self, origin: &str) -> String {
        let mut g = self.record_at(origin);
        g.tags.retain(|(k, _)| k != "Termination");
        if let Some(t) = &self.row.termination {
            g.tags
                .push(("Termination".to_owned(), pgn_termination(t).to_owned()));
        }
        // The rules' own ending is in the description; Termination above replaces its name.
        g.outcome = None;
        g.comments = self
            .moves
            .iter()
            .map(|m| {
                m.clock_ms
                    .map(|c| format!("[%clk {}]", clk(c)))
                    .unwrap_or_default()
            })
            .collect();
        if let (Some(d), Some(last)) = (&self.row.description, g.comments.last_mut()) {
            if !last.is_empty() {
                last.push(' ');
            }
            last.push_str(d);
        }
        g.to_pgn(Notation::San)
    }

    /// The game as a Game Courier move log.
    pub fn courier_log(&self) -> String {
        self.record().to_courier()
    }

    fn record(&self) -> Game {
        self.record_at("")
    }

    /// The game as other tools read it: `Site` the game's whole address on `origin`
    /// (`https://shatranj.example`; relative without one), `TimeControl` in the standard's
    /// seconds (`300+3`; `-` for none and for correspondence), the players' ratings before the
    /// game, and when it began in UTC.
    fn record_at(&self, origin: &str) -> Game {
        let moves: Vec<_> = self.pos.moves_played().collect();
        let name = |n: &Option<String>| n.clone().unwrap_or_else(|| "?".into());
        let mut tags = vec![
            ("Event".to_owned(), "Rukh game".to_owned()),
            (
                "Site".to_owned(),
                format!("{}/g/{}", origin.trim_end_matches('/'), self.row.id),
            ),
            ("Date".to_owned(), rukh_store::date_of(self.row.created_at)),
            ("White".to_owned(), name(&self.row.white_name)),
            ("Black".to_owned(), name(&self.row.black_name)),
            ("TimeControl".to_owned(), pgn_time_control(&self.row)),
        ];
        if self.row.created_at > 0 {
            tags.push((
                "UTCDate".to_owned(),
                rukh_store::date_of(self.row.created_at),
            ));
            tags.push(("UTCTime".to_owned(), utc_time(self.row.created_at)));
        }
        if let Some(r) = self
            .row
            .ratings
            .as_deref()
            .and_then(|r| serde_json::from_str::<Ratings>(r).ok())
        {
            for (tag, seat) in [("WhiteElo", r.white), ("BlackElo", r.black)] {
                if let Some(seat) = seat {
                    tags.push((tag.to_owned(), seat.before.to_string()));
                }
            }
        }
        if let Some(t) = &self.row.termination {
            tags.push(("Termination".to_owned(), t.clone()));
        }
        // A design's game names the file of its version, so that it replays elsewhere.
        if let Some((design, version)) = crate::site::games::parse_design_key(&self.row.variant) {
            tags.push((
                "VariantFile".to_owned(),
                format!(
                    "{}/designs/{design}/{version}/file",
                    origin.trim_end_matches('/')
                ),
            ));
        }
        let mut g = Game::new(self.start.clone(), moves, tags);
        if let Some(r) = &self.row.result {
            g.result = r.as_str().to_owned();
            if g.outcome.is_none() {
                // Ended by the players (resignation, agreement, time): keep that termination.
                g.tags.retain(|(k, _)| k != "Termination");
                if let Some(t) = &self.row.termination {
                    g.tags.push(("Termination".to_owned(), t.clone()));
                }
            }
        }
        g
    }

    /// The last move as an event (see `MoveEvent`).
    pub fn move_event(&self, now: i64) -> MoveEvent {
        let captured: String = self
            .pos
            .last_captures()
            .iter()
            .map(|p| {
                let l = self.variant.piece(p.kind).letter;
                if p.color == Color::White {
                    l
                } else {
                    l.to_ascii_lowercase()
                }
            })
            .collect();
        let message = GameMessage::Move(Box::new(MoveMessage {
            ply: self.row.ply,
            mv: self.moves.last().cloned(),
            // Written when the move was played.
            fen: self.fens.last().cloned().unwrap_or_else(|| self.pos.fen()),
            captured,
            last_move: last_move(&self.pos),
            turn: self.pos.turn().into(),
            check: self.row.status == GameStatus::Active && self.pos.in_check(),
            status: self.row.status,
            result: self.row.result.map(|r| r.as_str().to_owned()),
            termination: self.row.termination.clone(),
            description: self.row.description.clone(),
            draw_offer: self.row.draw_offer.clone(),
            takeback_offer: self.row.takeback_offer.clone(),
            clock: self.clock(now),
            server_time: now,
            claims: None,
            legal: None,
        }));
        let others = message.text();
        let claims = if self.row.status == GameStatus::Active {
            self.pos.claims()
        } else {
            Vec::new()
        };
        let mover = self.to_move();
        // The legal moves are written once, and spliced into the mover's text: each seat's text
        // is the spectators' with its claims and moves added at the end.
        let legal = mover
            .map(|_| serde_json::to_string(&legal_moves(&self.pos)).expect("moves serialize"))
            .unwrap_or_else(|| "[]".into());
        let open = others
            .strip_suffix('}')
            .expect("a move message is an object");
        let for_seat = |c: Color| {
            let legal = if mover == Some(c) {
                legal.as_str()
            } else {
                "[]"
            };
            let mine = serde_json::to_string(&claims_of(&claims, c)).expect("claims serialize");
            format!("{open},\"claims\":{mine},\"legal\":{legal}}}")
        };
        MoveEvent {
            ply: self.row.ply,
            white: for_seat(Color::White).into(),
            black: for_seat(Color::Black).into(),
            others: others.into(),
        }
    }

    fn clock(&self, now: i64) -> Clock {
        Clock {
            kind: self.row.clock_kind,
            white_ms: self.row.white_ms,
            black_ms: self.row.black_ms,
            increment_ms: self.row.increment_ms,
            days_per_move: self.row.days_per_move,
            running: self
                .to_move()
                .filter(|_| !self.before_clocks())
                .map(Side::from),
            left_ms: self.time_left(now),
            first_move: self.before_clocks(),
        }
    }

    /// The game as `viewer` may see it.
    pub fn view(&self, viewer: Option<Color>, now: i64) -> GameView {
        let t = std::time::Instant::now();
        let v = self.view_inner(viewer, now);
        crate::metrics::VIEW.add(t);
        v
    }

    fn view_inner(&self, viewer: Option<Color>, now: i64) -> GameView {
        let g = self.variant.geometry;
        let your_turn = viewer.is_some() && self.to_move() == viewer;
        let legal = if your_turn {
            legal_moves(&self.pos)
        } else {
            Vec::new()
        };
        let claims = match viewer {
            Some(me) if self.row.status == GameStatus::Active => claims_of(&self.pos.claims(), me),
            _ => Vec::new(),
        };
        let ratings = self
            .row
            .ratings
            .as_deref()
            .and_then(|r| serde_json::from_str::<Ratings>(r).ok());
        let seat = |c: Color| {
            let (name, token, player, kind) = match c {
                Color::White => (
                    &self.row.white_name,
                    &self.row.white_token,
                    &self.row.white_player,
                    &self.row.white_kind,
                ),
                Color::Black => (
                    &self.row.black_name,
                    &self.row.black_token,
                    &self.row.black_player,
                    &self.row.black_kind,
                ),
            };
            let url = player
                .as_deref()
                .and_then(|id| rukh_store::page_url(id, *kind, name.as_deref().unwrap_or("")));
            Seat {
                name: name.clone(),
                engine: self.engine_color() == Some(c),
                seated: token.is_some() || player.is_some() || self.engine_color() == Some(c),
                url,
                bot: *kind == Some(PlayerKind::Bot),
                rating: ratings.as_ref().and_then(|r| match c {
                    Color::White => r.white.clone(),
                    Color::Black => r.black.clone(),
                }),
                online: self.watched(c).then(|| self.away[c.index()].is_none()),
                away_ms: self.away_for(c, now),
            }
        };
        GameView {
            id: self.row.id.clone(),
            variant: self.variant.id.clone(),
            variant_name: self.variant.name.clone(),
            rules: serde_json::from_str::<Value>(&self.row.rules).unwrap_or(Value::Null),
            files: g.files() as u32,
            ranks: g.ranks() as u32,
            board: self.variant.board_style.clone(),
            status: self.row.status,
            result: self.row.result.map(|r| r.as_str().to_owned()),
            termination: self.row.termination.clone(),
            description: self.row.description.clone(),
            white: seat(Color::White),
            black: seat(Color::Black),
            you: viewer.map(Side::from),
            fen: self.pos.fen(),
            start_fen: self.row.start_fen.clone(),
            start_turn: self.start.turn().into(),
            fens: self.fens.clone(),
            turn: self.pos.turn().into(),
            ply: self.row.ply,
            version: self.row.version,
            check: self.row.status == GameStatus::Active && self.pos.in_check(),
            king_capture: self.variant.rules.king_capture,
            last_move: last_move(&self.pos),
            moves: self.moves.clone(),
            captures: self
                .pos
                .captures()
                .map(|list| {
                    list.iter()
                        .map(|p| {
                            let l = self.variant.piece(p.kind).letter;
                            if p.color == Color::White {
                                l
                            } else {
                                l.to_ascii_lowercase()
                            }
                        })
                        .collect::<String>()
                })
                .collect(),
            legal,
            claims,
            draw_offer: self.row.draw_offer.clone(),
            takeback_offer: self.row.takeback_offer.clone(),
            rematch: self.row.rematch.clone(),
            rematch_offer: self.row.rematch_offer.clone(),
            rated: self.row.rated,
            speed: rukh_store::ratings::speed_of(&self.row).as_str().to_owned(),
            time_control: time_control(&self.row),
            // Each room is read by its own: the players', the spectators'.
            chat: self
                .chat
                .iter()
                .filter(|c| c.spectators == viewer.is_none())
                .cloned()
                .collect(),
            clock: self.clock(now),
            engine_level: self.row.engine_level,
            absent_wait_ms: absent_wait_ms(&self.row),
            // In English: the view goes to every watcher, whatever their language (the game
            // page's own line of them is written in the viewer's language by the server).
            rule_changes: crate::site::rule_docs::changes_in_words(
                crate::site::i18n::english(),
                &self.row.variant,
                &self.row.rules,
                &self.row.start_fen,
            ),
            server_time: now,
        }
    }
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

/// The rule behind an outcome, in words, for the end banner.
/// The end of a game in one plain sentence: who won and by which rule, with Parsi's grade in
/// words (said once; the rule's name is not repeated).
/// The result of an end the rules found.
fn result_of(o: &Outcome) -> GameResult {
    match o.winner {
        Some(c) => won_by(c),
        None => GameResult::Draw,
    }
}

/// The result of a game `winner` won.
fn won_by(winner: Color) -> GameResult {
    match winner {
        Color::White => GameResult::WhiteWins,
        Color::Black => GameResult::BlackWins,
    }
}

fn plain_description(o: &Outcome) -> String {
    let text = o.describe();
    let Some(grade) = o.grade.filter(|_| o.winner.is_some()) else {
        return text;
    };
    let base = text
        .strip_suffix(&format!(" (grade: {})", grade.name()))
        .unwrap_or(&text)
        .to_owned();
    let words = match grade {
        rukh_rules::Grade::PawnMate => "a mate given by a pawn, the highest grade of win",
        rukh_rules::Grade::Checkmate => "a mate given by a piece, the middle grade of win",
        rukh_rules::Grade::Boorj => "the lowest grade of win",
    };
    format!("{base} ({words})")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(clock: &str, started: i64) -> GameRow {
        GameRow {
            seek: false,
            rematch: None,
            rematch_offer: None,
            imported: None,
            version: 0,
            id: "t".into(),
            variant: "shatranj".into(),
            rules: "{}".into(),
            start_fen: rukh_rules::variant::builtin("shatranj")
                .unwrap()
                .start_fen
                .clone(),
            status: GameStatus::Active,
            result: None,
            termination: None,
            description: None,
            white_name: Some("A".into()),
            black_name: Some("B".into()),
            white_token: Some("w".into()),
            black_token: Some("b".into()),
            invite_token: None,
            engine_color: None,
            engine_level: 4,
            clock_kind: ClockKind::parse(clock).expect("a clock kind"),
            initial_ms: 60_000,
            increment_ms: 2_000,
            days_per_move: 2,
            white_ms: 60_000,
            black_ms: 60_000,
            turn_started_at: started,
            draw_offer: None,
            takeback_offer: None,
            ply: 0,
            created_at: 0,
            updated_at: 0,
            white_player: None,
            black_player: None,
            white_kind: None,
            black_kind: None,
            rated: false,
            ratings: None,
            min_rating: None,
            max_rating: None,
        }
    }

    fn mv(m: &str) -> Action {
        Action::Move {
            mv: m.into(),
            ply: None,
        }
    }

    /// After an outage the clock to move starts a little later than the site (the pages' time
    /// to come back): a move made before then costs nothing, and the clock shows what was left.
    #[test]
    fn a_clock_that_starts_later_charges_nothing_before() {
        let mut g = Live::load(row("live", 1_000), vec![], vec![]).unwrap();
        g.act(Some(Color::White), &mv("e2e3"), "A", 2_000).unwrap();
        g.act(Some(Color::Black), &mv("e7e6"), "B", 3_000).unwrap();
        g.row.turn_started_at = 9_000;
        assert_eq!(g.time_left(5_000), Some(60_000));
        g.act(Some(Color::White), &mv("d2d3"), "A", 6_000).unwrap();
        // Nothing used; the increment (2 s) added.
        assert_eq!(g.row.white_ms, 62_000);
    }

    #[test]
    fn time_before_a_resignation_is_charged() {
        let mut g = Live::load(row("live", 1_000), vec![], vec![]).unwrap();
        g.act(Some(Color::White), &mv("e2e3"), "A", 2_000).unwrap();
        g.act(Some(Color::Black), &mv("e7e6"), "B", 3_000).unwrap();
        g.act(Some(Color::White), &Action::Resign, "A", 10_000)
            .unwrap();
        assert_eq!(g.row.white_ms, 60_000 - 7_000);
        assert_eq!(g.row.black_ms, 60_000);
        assert_eq!(g.row.result, Some(GameResult::BlackWins));
    }

    #[test]
    fn berserk_halves_a_clock_before_the_first_move_only() {
        let mut g = Live::load(row("live", 1_000), vec![], vec![]).unwrap();
        g.act(Some(Color::Black), &Action::Berserk, "B", 1_500)
            .unwrap();
        assert_eq!((g.row.white_ms, g.row.black_ms), (60_000, 30_000));
        assert!(
            g.act(Some(Color::Black), &Action::Berserk, "B", 1_600)
                .is_err(),
            "once"
        );
        g.act(Some(Color::White), &mv("e2e3"), "A", 2_000).unwrap();
        assert!(
            g.act(Some(Color::White), &Action::Berserk, "A", 2_100)
                .is_err(),
            "not after one's first move"
        );
        let mut corr = Live::load(row("correspondence", 1_000), vec![], vec![]).unwrap();
        assert!(
            corr.act(Some(Color::White), &Action::Berserk, "A", 1_100)
                .is_err(),
            "not in correspondence"
        );
        // The socket cannot send it.
        assert!(serde_json::from_str::<Action>(r#"{"type":"berserk"}"#).is_err());
    }

    #[test]
    fn a_side_that_never_makes_its_first_move_aborts_the_game() {
        // White moves after 20 s: no time comes off (the clocks have not started).
        let mut g = Live::load(row("live", 1_000), vec![], vec![]).unwrap();
        g.act(Some(Color::White), &mv("e2e3"), "A", 21_000).unwrap();
        assert_eq!(g.row.white_ms, 60_000);
        assert!(g.clock(21_000).first_move);
        assert_eq!(
            g.clock(21_000).running,
            None,
            "no clock runs before the first moves"
        );
        assert_eq!(g.row.deadline(), Some(21_000 + FIRST_MOVE_MS));
        // Black does not answer within 30 s: aborted, not lost.
        assert!(!g.check_flag(21_000 + FIRST_MOVE_MS - 1));
        assert!(g.check_flag(21_000 + FIRST_MOVE_MS));
        assert_eq!(g.row.result, Some(GameResult::Unfinished));
        assert_eq!(g.row.termination.as_deref(), Some("aborted"));
        assert_eq!(
            g.row.description.as_deref(),
            Some("Black did not make a first move within 30 seconds: the game is aborted")
        );
        assert_eq!(g.row.black_ms, 60_000);
    }

    #[test]
    fn the_end_is_said_once_with_the_grade_in_words() {
        let o = rukh_rules::Outcome {
            winner: Some(Color::White),
            reason: rukh_rules::Reason::Checkmate,
            grade: Some(rukh_rules::Grade::PawnMate),
        };
        let text = plain_description(&o);
        assert_eq!(
            text,
            "White wins: Black is checkmated (a mate given by a pawn, the highest grade of win)"
        );
    }

    #[test]
    fn live_clock_counts_time_adds_increment_and_flags() {
        let mut g = Live::load(row("live", 1_000), vec![], vec![]).unwrap();
        g.act(Some(Color::White), &mv("e2e3"), "A", 11_000).unwrap();
        g.act(Some(Color::Black), &mv("e7e6"), "B", 15_000).unwrap();
        assert_eq!((g.row.white_ms, g.row.black_ms), (60_000, 60_000));
        assert!(!g.clock(15_000).first_move);
        // From the second moves on, time used comes off and the increment goes on.
        g.act(Some(Color::White), &mv("d2d3"), "A", 25_000).unwrap();
        assert_eq!(g.row.white_ms, 60_000 - 10_000 + 2_000);
        // Black lets the clock run out: the next request finds the flag down.
        assert!(g.check_flag(25_000 + 60_001));
        assert_eq!(g.row.result, Some(GameResult::WhiteWins));
        assert_eq!(g.row.termination.as_deref(), Some("time"));
        assert_eq!(
            g.act(Some(Color::Black), &mv("d7d6"), "B", 90_000).err(),
            Some(Refusal::Over)
        );
    }

    #[test]
    fn correspondence_deadline_is_days_per_move() {
        let mut g = Live::load(row("correspondence", 0), vec![], vec![]).unwrap();
        assert!(!g.check_flag(2 * 86_400_000 - 1));
        assert!(g.check_flag(2 * 86_400_000 + 1));
        assert_eq!(g.row.result, Some(GameResult::BlackWins));
    }

    #[test]
    fn kamil_lone_king_claim() {
        // Black's king is lone: White may claim the draw (Kamil Rule 2), Black may not.
        let mut r = row("none", 0);
        r.variant = "shatranj-kamil-64".into();
        r.start_fen = "4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1".into();
        let mut g = Live::load(r, vec![], vec![]).unwrap();
        let claim = Action::Claim {
            claim: "draw".into(),
        };
        assert!(g.act(Some(Color::Black), &claim, "B", 5).is_err());
        g.act(Some(Color::White), &claim, "A", 5).unwrap();
        assert_eq!(g.row.result, Some(GameResult::Draw));
        assert_eq!(
            g.row.termination.as_deref(),
            Some("lone-king-claim (claimed)")
        );
    }

    #[test]
    fn dates() {
        assert_eq!(rukh_store::date_of(0), "1970.01.01");
        assert_eq!(rukh_store::date_of(1_795_000_000_000), "2026.11.18");
    }

    fn absent(result: &str) -> Action {
        Action::ClaimAbsent {
            result: result.into(),
        }
    }

    #[test]
    fn a_game_is_claimed_against_a_player_away_for_the_wait_only() {
        let mut g = Live::load(row("live", 1_000), vec![], vec![]).unwrap();
        // 1 minute + 2 s: a tenth of 60 s + 40 x 2 s.
        assert_eq!(absent_wait_ms(&g.row), 14_000);
        // Before both sides moved, the first-move timer deals with an absent player.
        g.away = [None, Some(1_000)];
        assert!(
            g.act(Some(Color::White), &absent("win"), "A", 30_000)
                .is_err()
        );
        g.act(Some(Color::White), &mv("e2e3"), "A", 2_000).unwrap();
        g.act(Some(Color::Black), &mv("e7e6"), "B", 3_000).unwrap();
        // Black is here: nothing to claim, and no time away shown.
        g.away = [None, None];
        assert!(
            g.act(Some(Color::White), &absent("win"), "A", 40_000)
                .is_err()
        );
        assert_eq!(g.view(Some(Color::White), 40_000).black.away_ms, None);
        // Black's page closed at 4 s: away 10 s at 14 s, too soon; the wait is in the view.
        g.away = [None, Some(4_000)];
        let v = g.view(Some(Color::White), 14_000);
        assert_eq!((v.black.away_ms, v.absent_wait_ms), (Some(10_000), 14_000));
        let refused = g.act(Some(Color::White), &absent("win"), "A", 14_000);
        assert!(
            matches!(refused, Err(Refusal::Said { ref text, .. }) if text.contains("14 seconds"))
        );
        // Nor may the absent side claim against the one who stayed.
        assert!(
            g.act(Some(Color::Black), &absent("win"), "B", 30_000)
                .is_err()
        );
        // At 18 s White claims the win.
        g.act(Some(Color::White), &absent("win"), "A", 18_000)
            .unwrap();
        assert_eq!(g.row.result, Some(GameResult::WhiteWins));
        assert_eq!(g.row.termination.as_deref(), Some("abandoned"));
        assert_eq!(
            g.row.description.as_deref(),
            Some("White wins: Black left the game")
        );
    }

    #[test]
    fn a_draw_may_be_called_instead_and_nobody_claims_against_the_engine_or_a_bot() {
        let mut g = Live::load(row("live", 1_000), vec![], vec![]).unwrap();
        g.act(Some(Color::White), &mv("e2e3"), "A", 2_000).unwrap();
        g.act(Some(Color::Black), &mv("e7e6"), "B", 3_000).unwrap();
        g.away = [Some(3_000), None];
        g.act(Some(Color::Black), &absent("draw"), "B", 60_000)
            .unwrap();
        assert_eq!(g.row.result, Some(GameResult::Draw));
        assert_eq!(
            g.row.description.as_deref(),
            Some("Draw: White left the game")
        );
        // A bot's seat and the engine's are never away; a correspondence game has no claim.
        for (engine, kind, clock) in [
            (Some(Side::Black), None, "live"),
            (None, Some(PlayerKind::Bot), "live"),
            (None, None, "correspondence"),
        ] {
            let mut r = row(clock, 1_000);
            r.engine_color = engine;
            r.black_kind = kind;
            let mut g = Live::load(r, vec![], vec![]).unwrap();
            g.act(Some(Color::White), &mv("e2e3"), "A", 2_000).unwrap();
            g.act(Some(Color::Black), &mv("e7e6"), "B", 3_000).unwrap();
            g.away = [None, Some(3_000)];
            assert_eq!(g.view(Some(Color::White), 90_000).black.away_ms, None);
            assert!(
                g.act(Some(Color::White), &absent("win"), "A", 90_000)
                    .is_err()
            );
        }
    }

    #[test]
    fn players_and_spectators_each_read_their_own_room() {
        let mut g = Live::load(row("live", 1_000), vec![], vec![]).unwrap();
        let chat = |text: &str| Action::Chat { text: text.into() };
        g.act(Some(Color::White), &chat("good luck"), "A", 1_100)
            .unwrap();
        g.act(None, &chat("what an opening"), "Kibitzer", 1_200)
            .unwrap();
        // A visitor without an account is asked to sign in.
        assert!(matches!(
            g.act(None, &chat("hi"), "", 1_300),
            Err(Refusal::Said { text: why, .. }) if why.contains("sign in")
        ));
        let said = |v: GameView| -> Vec<(String, String)> {
            v.chat.into_iter().map(|c| (c.author, c.body)).collect()
        };
        let players = [("A".to_owned(), "good luck".to_owned())];
        let spectators = [("Kibitzer".to_owned(), "what an opening".to_owned())];
        assert_eq!(said(g.view(Some(Color::White), 1_400)), players);
        assert_eq!(said(g.view(Some(Color::Black), 1_400)), players);
        assert_eq!(said(g.view(None, 1_400)), spectators);
        // Each room has its own pace: the spectators' lines do not slow the players.
        for i in 1..CHAT_BURST {
            g.act(None, &chat(&format!("{i}")), "Kibitzer", 2_000)
                .unwrap();
        }
        assert!(g.act(None, &chat("more"), "Kibitzer", 2_000).is_err());
        g.act(Some(Color::White), &chat("still here"), "Kibitzer", 2_000)
            .unwrap();
    }

    #[test]
    fn fifteen_seconds_go_to_the_opponent_on_a_live_clock() {
        let mut g = Live::load(row("live", 1_000), vec![], vec![]).unwrap();
        g.act(Some(Color::White), &Action::MoreTime, "A", 1_500)
            .unwrap();
        assert_eq!((g.row.white_ms, g.row.black_ms), (60_000, 75_000));
        let mut corr = Live::load(row("correspondence", 1_000), vec![], vec![]).unwrap();
        assert!(
            corr.act(Some(Color::White), &Action::MoreTime, "A", 1_500)
                .is_err()
        );
    }
}
