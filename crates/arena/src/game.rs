//! One game between two engines, refereed move by move by the rules.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rukh_rules::{Color, Move, Outcome, Position, Variant, coord};

use crate::engine::{Engine, EngineError, Eval, Limits, MATE_SCORES};

/// Score-based adjudication, off unless asked for.
#[derive(Copy, Clone, Debug, Default)]
pub struct Adjudication {
    /// Resign when both engines agree one side is this many centipawns ahead ...
    pub resign_score: Option<i32>,
    /// ... for this many moves in a row each.
    pub resign_moves: u32,
    /// Draw when both scores stay within this many centipawns of 0 ...
    pub draw_score: Option<i32>,
    /// ... for this many moves each, after `draw_after` plies.
    pub draw_moves: u32,
    pub draw_after: u32,
}

/// What a game needs besides its engines.
#[derive(Clone)]
pub struct GameSetup {
    pub variant: Arc<Variant>,
    /// The opening: where the game starts and the moves already played.
    pub start: Position,
    pub opening: Vec<Move>,
    pub limits: Limits,
    /// Extra time an engine may overrun its clock by before it loses.
    pub margin: Duration,
    /// How long an engine may think under node or depth limits before it counts as hung.
    pub hang: Duration,
    pub adjudication: Adjudication,
    pub max_plies: usize,
}

/// How a game ended.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub white: String,
    pub black: String,
    pub start: Position,
    pub moves: Vec<Move>,
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    /// Why, for the PGN `Termination` tag.
    pub termination: String,
    pub outcome: Option<Outcome>,
    pub plies_in_opening: usize,
    /// The time each engine move took and the mover's clock after it, by ply of `moves` (the
    /// opening's moves have none).
    pub times: Vec<Option<MoveTime>>,
}

/// What one move cost its engine.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MoveTime {
    /// From sending `go` to reading the move.
    pub elapsed: Duration,
    /// The mover's clock after the move, the increment added (clock limits only).
    pub clock: Option<Duration>,
    /// The mover's evaluation of the position it moved from, turned to White's side (as
    /// lichess's `%eval` gives it), if the engine said one.
    pub eval: Option<Eval>,
}

impl MoveTime {
    /// The PGN comment lichess and cutechess tools read:
    /// `[%eval 0.31,12] [%emt 0:00:00.281] [%clk 0:00:09.819]` (the evaluation in pawns for
    /// White, or `#n`/`#-n` for a mate in n moves, and the depth after the comma).
    pub fn comment(&self) -> String {
        let mut s = String::new();
        if let Some(e) = self.eval {
            s.push_str(&format!("[%eval {}", eval_text(e.score)));
            if let Some(d) = e.depth {
                s.push_str(&format!(",{d}"));
            }
            s.push_str("] ");
        }
        s.push_str(&format!("[%emt {}]", clock_text(self.elapsed)));
        if let Some(c) = self.clock {
            s.push_str(&format!(" [%clk {}]", clock_text(c)));
        }
        s
    }
}

/// `H:MM:SS.mmm`, as `%clk` and `%emt` write a time.
pub fn clock_text(d: Duration) -> String {
    let ms = d.as_millis();
    format!(
        "{}:{:02}:{:02}.{:03}",
        ms / 3_600_000,
        ms / 60_000 % 60,
        ms / 1000 % 60,
        ms % 1000
    )
}

/// Reads the `%emt`, `%clk` and `%eval` of a move's comment (`[%emt 0:00:01.5]`,
/// `[%clk 1:02:03]`, `[%eval -0.4,9]`).
pub fn parse_move_time(comment: &str) -> Option<MoveTime> {
    Some(MoveTime {
        elapsed: time_field(comment, "[%emt")?,
        clock: parse_clk(comment),
        eval: parse_eval(comment),
    })
}

/// A score for White as `%eval` writes it: pawns with two decimals, or `#n`/`#-n`.
fn eval_text(score: i32) -> String {
    if score > MATE_SCORES {
        format!("#{}", 100_000 - score)
    } else if score < -MATE_SCORES {
        format!("#-{}", 100_000 + score)
    } else {
        let sign = if score < 0 { "-" } else { "" };
        format!("{sign}{}.{:02}", score.abs() / 100, score.abs() % 100)
    }
}

/// The `[%eval ...]` of a move's comment, for White: `0.31`, `-1.5,12` (a depth after the
/// comma), `#3`, `#-2`. Mates as [`Eval::score`] counts them.
pub fn parse_eval(comment: &str) -> Option<Eval> {
    let at = comment.find("[%eval")? + "[%eval".len();
    let rest = comment[at..].trim_start();
    let text = &rest[..rest.find(']')?];
    let (value, depth) = match text.split_once(',') {
        Some((v, d)) => (v.trim(), Some(d.trim().parse::<u32>().ok()?)),
        None => (text.trim(), None),
    };
    let score = if let Some(m) = value.strip_prefix('#') {
        let n: i32 = m.parse().ok()?;
        match n {
            1..=999 => 100_000 - n,
            -999..=-1 => -100_000 - n,
            _ => return None,
        }
    } else {
        let pawns: f64 = value.parse().ok()?;
        if !pawns.is_finite() || pawns.abs() * 100.0 > MATE_SCORES as f64 {
            return None;
        }
        (pawns * 100.0).round() as i32
    };
    Some(Eval { score, depth })
}

/// The mover's clock a move's comment gives (`[%clk 0:04:58]`, lichess's and cutechess's way).
pub fn parse_clk(comment: &str) -> Option<Duration> {
    time_field(comment, "[%clk")
}

/// The time after `key` in a comment (`[%emt 0:00:01.5]`).
fn time_field(comment: &str, key: &str) -> Option<Duration> {
    let at = comment.find(key)? + key.len();
    let rest = comment[at..].trim_start();
    let text = rest.split(|c: char| c == ']' || c.is_whitespace()).next()?;
    parse_clock(text)
}

/// `H:MM:SS(.fff)`, `MM:SS` or seconds.
fn parse_clock(text: &str) -> Option<Duration> {
    let mut secs = 0f64;
    for part in text.split(':') {
        let v: f64 = part.parse().ok()?;
        if !v.is_finite() || v < 0.0 {
            return None;
        }
        secs = secs * 60.0 + v;
    }
    (secs < 1e9).then(|| Duration::from_secs_f64(secs))
}

/// Which engines must be restarted after the game (they crashed, hung or lost their mind).
pub type Broken = [bool; 2];

fn loss(side: Color) -> &'static str {
    if side == Color::White { "0-1" } else { "1-0" }
}

/// Plays one game. `engines[0]` has White.
pub fn play(engines: [&mut Engine; 2], setup: &GameSetup) -> (GameRecord, Broken) {
    let [white, black] = engines;
    let mut engines = [white, black];
    let names = [engines[0].spec.name.clone(), engines[1].spec.name.clone()];
    let mut broken = [false, false];
    let mut pos = setup.start.clone();
    let is_start = setup.start.fen() == setup.variant.start_fen;
    let start_fen = setup.start.fen();
    let mut moves: Vec<Move> = Vec::new();
    let mut texts: Vec<String> = Vec::new();
    for &m in &setup.opening {
        texts.push(coord(&pos, m).to_string());
        pos.play_unchecked(m);
        moves.push(m);
    }
    let mut times: Vec<Option<MoveTime>> = vec![None; moves.len()];
    let record = |pos: &Position,
                  moves: Vec<Move>,
                  times: &[Option<MoveTime>],
                  result: &str,
                  termination: String,
                  outcome| GameRecord {
        white: names[0].clone(),
        black: names[1].clone(),
        start: setup.start.clone(),
        moves,
        result: result.to_owned(),
        termination,
        outcome,
        plies_in_opening: setup.opening.len().min(pos.moves_played().count()),
        times: times.to_vec(),
    };
    // Start both engines on the game.
    for (i, e) in engines.iter_mut().enumerate() {
        let r = e
            .new_game(&setup.variant.id, &start_fen, is_start, setup.limits)
            .and_then(|_| {
                for t in &texts {
                    e.opponent_move(t)?;
                }
                Ok(())
            });
        if let Err(err) = r {
            broken[i] = true;
            let side = if i == 0 { Color::White } else { Color::Black };
            return (
                record(&pos, moves, &times, loss(side), describe(&err), None),
                broken,
            );
        }
    }
    let mut clocks = match setup.limits {
        Limits::Clock { base, .. } => [base, base],
        _ => [Duration::ZERO; 2],
    };
    // How much time an engine had, for a loss on time.
    let clock_left = |clock: Duration| {
        format!(
            " with {} ms on its clock and {} ms of grace",
            clock.as_millis(),
            setup.margin.as_millis()
        )
    };
    let mut resign_streak = [0u32; 2];
    let mut draw_streak = 0u32;
    loop {
        if let Some(o) = pos.outcome() {
            for e in engines.iter_mut() {
                e.game_over(o.result(), &o.describe());
            }
            let term = match o.grade {
                Some(g) => format!("{} (grade: {})", o.reason, g.name()),
                None => o.reason.to_string(),
            };
            return (
                record(&pos, moves, &times, o.result(), term, Some(o)),
                broken,
            );
        }
        if moves.len() >= setup.max_plies {
            return (
                record(
                    &pos,
                    moves,
                    &times,
                    "1/2-1/2",
                    format!("adjudication: {} plies", setup.max_plies),
                    None,
                ),
                broken,
            );
        }
        let side = pos.turn();
        let i = side.index();
        let deadline = Instant::now()
            + match setup.limits {
                Limits::Clock { .. } => clocks[i] + setup.margin,
                Limits::MoveTime(t) => t + setup.margin + Duration::from_millis(500),
                _ => setup.hang,
            };
        let uci_position = if is_start {
            format!("position startpos moves {}", texts.join(" "))
        } else {
            format!("position fen {start_fen} moves {}", texts.join(" "))
        };
        let uci_position = uci_position
            .trim_end()
            .trim_end_matches(" moves")
            .to_owned();
        let reply = engines[i].think(
            &uci_position,
            side == Color::White,
            (clocks[i], clocks[1 - i]),
            setup.limits,
            deadline,
        );
        let reply = match reply {
            Ok(r) => r,
            Err(err) => {
                broken[i] = true;
                let result = loss(side);
                engines[1 - i].game_over(result, "opponent failed");
                let mut why = describe(&err);
                if let (EngineError::Timeout(_), Limits::Clock { .. }) = (&err, setup.limits) {
                    why += &clock_left(clocks[i]);
                }
                return (record(&pos, moves, &times, result, why, None), broken);
            }
        };
        if let Limits::Clock { increment, .. } = setup.limits {
            if reply.elapsed > clocks[i] + setup.margin {
                engines[1 - i].game_over(loss(side), "time forfeit");
                let why = format!(
                    "time forfeit: {} took {} ms{}",
                    names[i],
                    reply.elapsed.as_millis(),
                    clock_left(clocks[i])
                );
                return (record(&pos, moves, &times, loss(side), why, None), broken);
            }
            clocks[i] = clocks[i].saturating_sub(reply.elapsed) + increment;
        }
        let spent = MoveTime {
            elapsed: reply.elapsed,
            clock: matches!(setup.limits, Limits::Clock { .. }).then_some(clocks[i]),
            eval: reply.eval.map(|e| Eval {
                score: if side == Color::White {
                    e.score
                } else {
                    -e.score
                },
                depth: e.depth,
            }),
        };
        let Some(text) = reply.mv else {
            engines[1 - i].game_over(loss(side), "resignation");
            let why = match &reply.conceded {
                Some(said) if said.starts_with("bestmove") => format!(
                    "{} resigns: it answered `{said}` with {} legal moves",
                    names[i],
                    pos.legal_moves().len()
                ),
                Some(announced) => format!("{} resigns: it announced {announced}", names[i]),
                None => format!("{} resigns", names[i]),
            };
            return (record(&pos, moves, &times, loss(side), why, None), broken);
        };
        let mv = match pos.parse_move(&text) {
            Ok(m) => m,
            Err(e) => {
                broken[i] = true;
                let result = loss(side);
                for e in engines.iter_mut() {
                    e.game_over(result, "illegal move");
                }
                let why = e.to_string();
                return (
                    record(
                        &pos,
                        moves,
                        &times,
                        result,
                        format!("illegal move by {}: {why}", names[i]),
                        None,
                    ),
                    broken,
                );
            }
        };
        let canonical = coord(&pos, mv).to_string();
        pos.play_unchecked(mv);
        moves.push(mv);
        times.push(Some(spent));
        texts.push(canonical.clone());
        if let Err(err) = engines[1 - i].opponent_move(&canonical) {
            broken[1 - i] = true;
            let result = loss(!side);
            return (
                record(&pos, moves, &times, result, describe(&err), None),
                broken,
            );
        }
        // Score adjudication: both engines must agree.
        let adj = setup.adjudication;
        let scores = [engines[0].last_score, engines[1].last_score];
        if let (Some(limit), [Some(w), Some(b)]) = (adj.resign_score, scores) {
            // Scores are from each engine's own point of view.
            for (loser, (own, other)) in [(0, (w, b)), (1, (b, w))] {
                if own <= -limit && other >= limit {
                    resign_streak[loser] += 1;
                } else {
                    resign_streak[loser] = 0;
                }
                if resign_streak[loser] >= 2 * adj.resign_moves.max(1) {
                    let result = if loser == 0 { "0-1" } else { "1-0" };
                    return (
                        record(
                            &pos,
                            moves,
                            &times,
                            result,
                            "adjudication: score".into(),
                            None,
                        ),
                        broken,
                    );
                }
            }
        }
        if let (Some(limit), [Some(w), Some(b)]) = (adj.draw_score, scores) {
            if moves.len() as u32 >= adj.draw_after && w.abs() <= limit && b.abs() <= limit {
                draw_streak += 1;
            } else {
                draw_streak = 0;
            }
            if draw_streak >= 2 * adj.draw_moves.max(1) {
                return (
                    record(
                        &pos,
                        moves,
                        &times,
                        "1/2-1/2",
                        "adjudication: draw score".into(),
                        None,
                    ),
                    broken,
                );
            }
        }
    }
}

fn describe(err: &EngineError) -> String {
    match err {
        EngineError::Timeout(n) => format!("time forfeit: {n} did not answer"),
        EngineError::Crashed(n) => format!("{n} crashed"),
        EngineError::Spawn(n, e) => format!("{n} could not start: {e}"),
        EngineError::Protocol(n, e) => format!("{n}: {e}"),
        EngineError::Stuck(n, s) => format!("{n} stopped answering (silent {s} s)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_times_are_written_and_read_as_cutechess_and_lichess_write_them() {
        let mut t = MoveTime {
            elapsed: Duration::from_millis(281),
            clock: Some(Duration::from_millis(3_725_819)),
            eval: None,
        };
        assert_eq!(t.comment(), "[%emt 0:00:00.281] [%clk 1:02:05.819]");
        assert_eq!(parse_move_time(&t.comment()), Some(t));
        t.eval = Some(Eval {
            score: -31,
            depth: Some(12),
        });
        assert_eq!(
            t.comment(),
            "[%eval -0.31,12] [%emt 0:00:00.281] [%clk 1:02:05.819]"
        );
        assert_eq!(parse_move_time(&t.comment()), Some(t));
        // lichess's clock without a fraction, an emt in seconds, other comments around.
        let read = parse_move_time("+0.31/12 [%emt 1.5] [%clk 0:03:00] book").unwrap();
        assert_eq!(read.elapsed, Duration::from_millis(1500));
        assert_eq!(read.clock, Some(Duration::from_secs(180)));
        assert_eq!(parse_move_time("[%clk 0:03:00]"), None);
        assert_eq!(parse_move_time("[%emt -1]"), None);
        assert_eq!(parse_move_time("[%emt x:y]"), None);
    }

    #[test]
    fn evaluations_are_written_and_read_as_lichess_writes_them() {
        let e = |score, depth| Eval { score, depth };
        for (score, text) in [
            (0, "0.00"),
            (5, "0.05"),
            (-5, "-0.05"),
            (250, "2.50"),
            (-1234, "-12.34"),
            (99_997, "#3"),
            (-99_998, "#-2"),
        ] {
            assert_eq!(eval_text(score), text);
            assert_eq!(parse_eval(&format!("[%eval {text}]")), Some(e(score, None)));
        }
        // lichess's own form, other comments around, a depth after the comma.
        assert_eq!(
            parse_eval("book [%eval 0.17] [%clk 0:05:00]"),
            Some(e(17, None))
        );
        assert_eq!(parse_eval("[%eval -1.5,20]"), Some(e(-150, Some(20))));
        for bad in [
            "[%eval]",
            "[%eval x]",
            "[%eval 0.3,deep]",
            "[%eval #0]",
            "[%eval 1e9]",
            "[%eval NaN]",
            "[%eval 0.3",
            "[%emt 0:00:01]",
        ] {
            assert_eq!(parse_eval(bad), None, "{bad}");
        }
    }
}
