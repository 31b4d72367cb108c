//! UCI commands: text to [`UciCommand`], without side effects.

use std::time::Duration;

/// `go` parameters.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Go {
    pub wtime: Option<Duration>,
    pub btime: Option<Duration>,
    pub winc: Option<Duration>,
    pub binc: Option<Duration>,
    pub movestogo: Option<u32>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    pub infinite: bool,
    pub ponder: bool,
    pub perft: Option<u32>,
    /// `searchmoves`: the root moves to consider, as sent.
    pub searchmoves: Vec<String>,
    /// `mate N`: look for a mate in N moves.
    pub mate: Option<u32>,
    /// What was wrong in the command and left out (a `go` is always answered).
    pub warnings: Vec<String>,
}

/// The longest time a `go` may name (about 99 days): larger numbers are clamped, so no clock
/// arithmetic can overflow.
pub const MAX_MILLIS: u64 = 1 << 33;

/// A number as a GUI sends it: digits (as large as they come, clamped), or a negative number
/// (as 0).
pub fn number(text: &str) -> Option<u64> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if neg {
        return Some(0);
    }
    Some(digits.parse::<u64>().unwrap_or(u64::MAX))
}

const GO_WORDS: [&str; 13] = [
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "movetime",
    "perft",
    "mate",
    "infinite",
    "ponder",
    "searchmoves",
];

/// Reads `go`'s parameters. Never fails: what it cannot read is left out with a warning, for a
/// GUI that waits for `bestmove` must get one.
pub fn parse_go(rest: &[&str]) -> Go {
    let mut g = Go::default();
    let mut i = 0;
    while i < rest.len() {
        let word = rest[i];
        i += 1;
        match word {
            "infinite" => g.infinite = true,
            "ponder" => g.ponder = true,
            "searchmoves" => {
                while i < rest.len() && !GO_WORDS.contains(&rest[i]) {
                    g.searchmoves.push(rest[i].to_owned());
                    i += 1;
                }
            }
            "wtime" | "btime" | "winc" | "binc" | "movestogo" | "depth" | "nodes" | "movetime"
            | "perft" | "mate" => {
                let Some(n) = rest.get(i).and_then(|v| number(v)) else {
                    g.warnings
                        .push(format!("go {word}: expected a number; '{word}' ignored"));
                    // A bad value is passed over with its name.
                    if rest.get(i).is_some_and(|v| !GO_WORDS.contains(v)) {
                        i += 1;
                    }
                    continue;
                };
                i += 1;
                let ms = Some(Duration::from_millis(n.min(MAX_MILLIS)));
                let small = |max: u64| Some(n.min(max) as u32);
                match word {
                    "wtime" => g.wtime = ms,
                    "btime" => g.btime = ms,
                    "winc" => g.winc = ms,
                    "binc" => g.binc = ms,
                    "movetime" => g.movetime = ms,
                    "movestogo" => g.movestogo = small(10_000),
                    "depth" => g.depth = small(1_000),
                    "nodes" => g.nodes = Some(n),
                    "perft" => g.perft = small(64),
                    _ => g.mate = small(500),
                }
            }
            other => g.warnings.push(format!(
                "go: unknown parameter '{}' ignored",
                rukh_rules::pgn::excerpt(other)
            )),
        }
    }
    g
}

#[derive(Clone, Debug, PartialEq)]
pub enum UciCommand {
    Uci,
    IsReady,
    UciNewGame,
    SetOption {
        name: String,
        value: String,
    },
    Position {
        fen: Option<String>,
        moves: Vec<String>,
    },
    Go(Go),
    Stop,
    PonderHit,
    Quit,
    Debug,
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct UciError(pub String);

pub fn parse(line: &str) -> Result<Option<UciCommand>, UciError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(&head) = words.first() else {
        return Ok(None);
    };
    let rest = &words[1..];
    Ok(Some(match head {
        "uci" => UciCommand::Uci,
        "isready" => UciCommand::IsReady,
        "ucinewgame" => UciCommand::UciNewGame,
        "stop" => UciCommand::Stop,
        "ponderhit" => UciCommand::PonderHit,
        "quit" => UciCommand::Quit,
        "debug" => UciCommand::Debug,
        "setoption" => {
            let name_at = rest
                .iter()
                .position(|w| *w == "name")
                .ok_or_else(|| UciError("setoption needs 'name'".into()))?;
            let value_at = rest.iter().position(|w| *w == "value");
            let name_end = value_at.unwrap_or(rest.len());
            if name_end <= name_at + 1 {
                return Err(UciError("setoption: the option name is missing".into()));
            }
            let name = rest[name_at + 1..name_end].join(" ");
            let value = value_at
                .map(|v| rest[v + 1..].join(" "))
                .unwrap_or_default();
            UciCommand::SetOption { name, value }
        }
        "position" => {
            let moves_at = rest.iter().position(|w| *w == "moves");
            let end = moves_at.unwrap_or(rest.len());
            let fen = match rest.first() {
                Some(&"startpos") => None,
                Some(&"fen") if end > 1 => Some(rest[1..end].join(" ")),
                _ => {
                    return Err(UciError(
                        "position: expected 'startpos' or 'fen <FEN>'".into(),
                    ));
                }
            };
            let moves = moves_at
                .map(|m| rest[m + 1..].iter().map(|s| s.to_string()).collect())
                .unwrap_or_default();
            UciCommand::Position { fen, moves }
        }
        "go" => UciCommand::Go(parse_go(rest)),
        other => {
            return Err(UciError(format!(
                "unknown command '{}'",
                rukh_rules::pgn::excerpt(other)
            )));
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_common_commands() {
        assert_eq!(parse("uci").unwrap(), Some(UciCommand::Uci));
        assert_eq!(parse("  ").unwrap(), None);
        assert_eq!(
            parse("setoption name UCI_Variant value great-shatranj").unwrap(),
            Some(UciCommand::SetOption {
                name: "UCI_Variant".into(),
                value: "great-shatranj".into()
            })
        );
        assert_eq!(
            parse("position startpos moves e2e3 d7d6").unwrap(),
            Some(UciCommand::Position {
                fen: None,
                moves: vec!["e2e3".into(), "d7d6".into()]
            })
        );
        let Some(UciCommand::Go(g)) =
            parse("go wtime 1000 btime 900 winc 10 binc 10 movestogo 5").unwrap()
        else {
            panic!()
        };
        assert_eq!(
            (g.wtime, g.movestogo),
            (Some(Duration::from_millis(1000)), Some(5))
        );
        let Some(UciCommand::Go(g)) = parse("go depth x").unwrap() else {
            panic!()
        };
        assert_eq!((g.depth, g.warnings.len()), (None, 1));
        let Some(UciCommand::Go(g)) =
            parse("go wtime 18446744073709551616 movetime 18446744073709551615 searchmoves e2e3 d2d3 mate 2 garbage")
                .unwrap()
        else {
            panic!()
        };
        assert_eq!(g.wtime, Some(Duration::from_millis(MAX_MILLIS)));
        assert_eq!(g.movetime, Some(Duration::from_millis(MAX_MILLIS)));
        assert_eq!(g.searchmoves, ["e2e3", "d2d3"]);
        assert_eq!(g.mate, Some(2));
        assert_eq!(g.warnings.len(), 1);
        assert!(parse("position sideways").is_err());
        assert!(parse("frobnicate").is_err());
    }
}
