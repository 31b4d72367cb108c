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
        "go" => {
            let mut g = Go::default();
            let mut i = 0;
            let num = |i: usize, what: &str| -> Result<u64, UciError> {
                rest.get(i + 1)
                    .and_then(|v| v.parse::<i64>().ok())
                    .map(|v| v.max(0) as u64)
                    .ok_or_else(|| UciError(format!("go {what}: expected a number")))
            };
            while i < rest.len() {
                let ms = |n: u64| Some(Duration::from_millis(n));
                match rest[i] {
                    "wtime" => g.wtime = ms(num(i, "wtime")?),
                    "btime" => g.btime = ms(num(i, "btime")?),
                    "winc" => g.winc = ms(num(i, "winc")?),
                    "binc" => g.binc = ms(num(i, "binc")?),
                    "movestogo" => g.movestogo = Some(num(i, "movestogo")? as u32),
                    "depth" => g.depth = Some(num(i, "depth")? as u32),
                    "nodes" => g.nodes = Some(num(i, "nodes")?),
                    "movetime" => g.movetime = ms(num(i, "movetime")?),
                    "perft" => g.perft = Some(num(i, "perft")? as u32),
                    "infinite" => {
                        g.infinite = true;
                        i += 1;
                        continue;
                    }
                    "ponder" => {
                        g.ponder = true;
                        i += 1;
                        continue;
                    }
                    other => return Err(UciError(format!("go: unknown parameter '{other}'"))),
                }
                i += 2;
            }
            UciCommand::Go(g)
        }
        other => return Err(UciError(format!("unknown command '{other}'"))),
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
        assert!(parse("go depth x").is_err());
        assert!(parse("position sideways").is_err());
        assert!(parse("frobnicate").is_err());
    }
}
