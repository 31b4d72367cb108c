//! Import: PGN files and Game Courier logs into the archive. Each game is replayed by the rules
//! core; a game with an illegal move is refused with its move number, the move and why, and the
//! others still come in. Imported games are marked with where they came from, are found in the
//! archive and open on the analysis board.

use rukh_rules::pgn::{self, Game, GameError, PgnReader, RawGame};
use rukh_rules::{coord, courier, san};
use rukh_store::{GameResult, GameRow, game_id};
use serde::Deserialize;

use crate::wire::{ClockKind, GameStatus};
use rukh_store as db;

/// The most text one import may bring (all its games together).
pub const MAX_IMPORT_BYTES: usize = 2 << 20;
/// The most games one import may bring.
pub const MAX_IMPORT_GAMES: usize = 500;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ImportRequest {
    /// One or more games: PGN, or Game Courier logs.
    pub text: String,
    /// `pgn`, `courier`, or `auto` (the default): PGN when the text has tag pairs or SAN.
    #[serde(default)]
    pub format: Option<String>,
    /// The game of records that do not name theirs (no `Variant` tag or comment).
    #[serde(default)]
    pub variant: Option<String>,
}

pub use crate::wire::ImportReport;

/// Whether a text reads as PGN rather than Game Courier logs.
pub(crate) fn looks_like_pgn(text: &str) -> bool {
    text.lines().any(|l| l.trim_start().starts_with('['))
        || !text.lines().any(|l| l.trim_start().starts_with("//"))
            && !text.contains('-')
            && text.split_whitespace().any(|w| {
                let w = w.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
                w.starts_with(|c: char| c.is_ascii_uppercase())
            })
}

/// Game Courier logs, one per `// Variant:` comment after the first (or the whole text).
fn courier_logs(text: &str) -> Vec<(usize, String)> {
    let mut logs: Vec<(usize, String)> = Vec::new();
    let mut current = String::new();
    let mut start = 1;
    let mut has_moves = false;
    for (i, line) in text.lines().enumerate() {
        let is_variant = line.trim_start().starts_with("// Variant:");
        if is_variant && has_moves {
            logs.push((start, std::mem::take(&mut current)));
            has_moves = false;
            start = i + 1;
        }
        if current.is_empty() {
            start = i + 1;
        }
        if !line.trim_start().starts_with("//") && !line.trim().is_empty() {
            has_moves = true;
        }
        current.push_str(line);
        current.push('\n');
    }
    if !current.trim().is_empty() {
        logs.push((start, current));
    }
    logs
}

/// Where an imported game came from, in a few words for the archive.
pub(crate) fn origin(raw: Option<&RawGame>, format: &str) -> String {
    let Some(raw) = raw else {
        return format!("imported {format}");
    };
    let parts: Vec<&str> = ["Event", "Site", "Date"]
        .iter()
        .filter_map(|k| raw.tag(k))
        .filter(|v| !v.is_empty() && !v.contains('?'))
        .collect();
    if parts.is_empty() {
        format!("imported {format}")
    } else {
        let mut s = parts.join(" · ");
        s.truncate(s.floor_char_boundary(200));
        s
    }
}

/// How a game the rules did not end ended: PGN's `Termination` (the standard's words as the
/// site's: "Time forfeit" is `time`) and, for the words, what the comment after the last move
/// says besides its clock (the site writes its account of the ending there), else the tag.
fn ending(termination: Option<String>, last: Option<&String>) -> (Option<String>, Option<String>) {
    let said = last
        .map(|c| {
            // The bracketed commands ([%clk 0:04:58]) are for programs.
            let mut words = String::new();
            let mut depth = 0;
            for ch in c.chars() {
                match ch {
                    '[' => depth += 1,
                    ']' => depth = (depth - 1).max(0),
                    _ if depth == 0 => words.push(ch),
                    _ => {}
                }
            }
            words.trim().to_owned()
        })
        .filter(|w| !w.is_empty());
    let term = termination.map(|t| match t.to_lowercase().as_str() {
        "time forfeit" => "time".to_owned(),
        "unterminated" => "aborted".to_owned(),
        other => other.to_owned(),
    });
    let mut description = said.or_else(|| termination_words(term.as_deref()));
    if let Some(d) = &mut description {
        d.truncate(d.floor_char_boundary(200));
    }
    (term, description)
}

/// The words for a standard `Termination` without an account of the ending.
fn termination_words(term: Option<&str>) -> Option<String> {
    Some(
        match term? {
            "time" => "lost on time",
            "abandoned" => "a player left the game",
            "aborted" => "unfinished",
            "normal" => return None,
            other => other,
        }
        .to_owned(),
    )
}

/// A checked game as a finished game of the archive, with its moves.
pub(crate) fn row_of(game: &Game, from: String, now: i64) -> (GameRow, Vec<db::MoveRow>) {
    let tag = |k: &str| {
        game.tags
            .iter()
            .find(|(t, _)| t.eq_ignore_ascii_case(k))
            .map(|(_, v)| v.clone())
            .filter(|v| !v.is_empty() && v != "?")
    };
    let clip = |s: Option<String>| {
        s.map(|mut s| {
            s.truncate(s.floor_char_boundary(60));
            s
        })
    };
    let mut pos = game.start.clone();
    let mut moves = Vec::with_capacity(game.moves.len());
    for (i, &m) in game.moves.iter().enumerate() {
        moves.push(db::MoveRow {
            ply: i as i64 + 1,
            coord: coord(&pos, m).to_string(),
            san: san(&pos, m).to_string(),
            courier: courier(&pos, m).to_string(),
            played_at: now,
            clock_ms: game
                .comments
                .get(i)
                .and_then(|c| rukh_arena::game::parse_clk(c))
                .and_then(|d| i64::try_from(d.as_millis()).ok()),
        });
        pos.play_unchecked(m);
    }
    let (termination, description) = match game.outcome.or_else(|| pos.outcome()) {
        Some(o) => (Some(o.reason.name().to_owned()), Some(o.describe())),
        None => ending(
            tag("Termination"),
            game.comments.get(game.moves.len().wrapping_sub(1)),
        ),
    };
    let clock = tag("TimeControl").and_then(|t| pgn_clock(&t));
    let v = game.start.variant();
    let row = GameRow {
        id: game_id(),
        variant: v.id.clone(),
        rules: "{}".into(),
        start_fen: game.start.fen(),
        status: GameStatus::Finished,
        result: Some(GameResult::parse(&game.result).unwrap_or(GameResult::Unfinished)),
        termination,
        description,
        white_name: clip(tag("White")),
        black_name: clip(tag("Black")),
        white_token: None,
        black_token: None,
        invite_token: None,
        engine_color: None,
        engine_level: 0,
        clock_kind: if clock.is_some() {
            ClockKind::Live
        } else {
            ClockKind::None
        },
        initial_ms: clock.map_or(0, |c| c.0),
        increment_ms: clock.map_or(0, |c| c.1),
        days_per_move: 0,
        white_ms: 0,
        black_ms: 0,
        turn_started_at: now,
        draw_offer: None,
        takeback_offer: None,
        ply: moves.len() as i64,
        created_at: now,
        updated_at: now,
        seek: false,
        rematch: None,
        rematch_offer: None,
        imported: Some(from),
        version: 0,
        ..GameRow::default()
    };
    (row, moves)
}

/// Each record of a text: where it starts, its tags (for the report), and the game or why not.
/// Each game found: its line, its tags, and the game or why not (the reader's words, and the
/// rules' reason where the rules refused it).
type Checked = Vec<(
    usize,
    Option<RawGame>,
    Result<Game, (String, Option<GameError>)>,
)>;

/// Reads and checks every record of a text (at most one more than an import takes).
pub(crate) fn check_all(
    text: &str,
    format: &str,
    default: &std::sync::Arc<rukh_rules::Variant>,
) -> Checked {
    let mut checked: Checked = Vec::new();
    if format == "PGN" {
        for item in PgnReader::new(std::io::Cursor::new(text.as_bytes())) {
            match item {
                Ok(raw) => {
                    let game = pgn::check(&raw, default).map_err(|e| (e.to_string(), Some(e)));
                    checked.push((raw.line, Some(raw), game));
                }
                Err(e) => {
                    checked.push((0, None, Err((e.to_string(), None))));
                    break;
                }
            }
            if checked.len() > MAX_IMPORT_GAMES {
                break;
            }
        }
    } else {
        for (line, log) in courier_logs(text) {
            let game = pgn::read_courier(&log, default).map_err(|e| (e.to_string(), Some(e)));
            checked.push((line, None, game));
            if checked.len() > MAX_IMPORT_GAMES {
                break;
            }
        }
    }
    checked
}

/// PGN's `TimeControl` for a game on a live clock, `300+3` (seconds and increment; `300` alone
/// without one), as milliseconds; None for `-`, `?`, a number of moves per period and the like.
fn pgn_clock(t: &str) -> Option<(i64, i64)> {
    let ms = |s: &str| {
        s.trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite() && *v >= 0.0 && *v <= 86_400.0)
            .map(|v| (v * 1000.0).round() as i64)
    };
    let (base, inc) = t.split_once('+').unwrap_or((t, "0"));
    let base = ms(base).filter(|b| *b > 0)?;
    Some((base, ms(inc)?))
}

#[cfg(test)]
mod clock_tests {
    use super::pgn_clock;

    #[test]
    fn time_controls_read_as_other_sites_write_them() {
        assert_eq!(pgn_clock("300+3"), Some((300_000, 3_000)));
        assert_eq!(pgn_clock("180"), Some((180_000, 0)));
        assert_eq!(pgn_clock("60+0.5"), Some((60_000, 500)));
        for none in ["-", "?", "40/7200:3600", "", "0+0", "1e9+1", "nan+1"] {
            assert_eq!(pgn_clock(none), None, "{none}");
        }
    }
}
