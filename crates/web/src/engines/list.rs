//! The engine rating list: games between engines, kept apart from the site's own games, and
//! the list solved from them per game of the family (`/engines`). Games come from `rukh match`'s
//! PGN through `rukh engines import`, each replayed by the rules (a game with an illegal move or
//! a result the rules contradict is refused with its reason), so the list rests only on games
//! played by the rules.

use std::collections::HashMap;
use std::sync::Arc;

use rukh_arena::fairness::pgn_times;
use rukh_arena::ratings::{RatedGame, Rating, Solve, solve};
use rukh_rules::pgn::{self, PgnReader};
use rukh_rules::{Variant, coord};
use rukh_store::{EngineGame, EngineInfo, GameResult, PairingThink, Think};
use sha2::{Digest, Sha256};

/// What reading a PGN file for the list found.
#[derive(Debug, Default)]
pub struct ReadGames {
    pub games: Vec<EngineGame>,
    /// The engines the games name, as (name, version).
    pub engines: Vec<(String, String)>,
    /// Games left out, each with where it starts and why.
    pub refused: Vec<String>,
}

/// Reads the games of a PGN text for the list. `versions` gives the version of an engine by its
/// name in the games (an engine without one is listed by its name alone); `default` is the game
/// of records without a `Variant` tag.
pub fn read_games(
    text: &str,
    versions: &HashMap<String, String>,
    default: &Arc<Variant>,
) -> ReadGames {
    let mut out = ReadGames::default();
    for raw in PgnReader::new(text.as_bytes()) {
        let raw = match raw {
            Ok(r) => r,
            Err(e) => {
                out.refused.push(format!("the file cannot be read on: {e}"));
                break;
            }
        };
        let at = format!("the game at line {}", raw.line);
        let game = match pgn::check(&raw, default) {
            Ok(g) => g,
            Err(e) => {
                out.refused.push(format!("{at}: {e}"));
                continue;
            }
        };
        if game.result == "*" {
            out.refused.push(format!(
                "{at}: unfinished (result *), so it cannot be rated"
            ));
            continue;
        }
        let mut names = Vec::new();
        for side in ["White", "Black"] {
            match raw.tag(side).map(str::trim) {
                Some(n) if !n.is_empty() && n != "?" => names.push(n.to_owned()),
                _ => {}
            }
        }
        let [white_name, black_name] = names.as_slice() else {
            out.refused.push(format!(
                "{at}: the White and Black tags must name the engines"
            ));
            continue;
        };
        if white_name == black_name {
            out.refused.push(format!(
                "{at}: '{white_name}' plays both sides; an engine against itself says nothing of its strength"
            ));
            continue;
        }
        let mut label = |n: &str| {
            let v = versions.get(n).cloned().unwrap_or_default();
            if !out.engines.iter().any(|(a, b)| a == n && *b == v) {
                out.engines.push((n.to_owned(), v.clone()));
            }
            EngineInfo::new(n, &v, "").label
        };
        let (white, black) = (label(white_name), label(black_name));
        let mut pos = game.start.clone();
        let mut moves = Vec::with_capacity(game.moves.len());
        for &m in &game.moves {
            moves.push(coord(&pos, m).to_string());
            pos.play_unchecked(m);
        }
        let moves = moves.join(" ");
        let variant = game.start.variant().id.clone();
        let event = raw.tag("Event").unwrap_or("?").to_owned();
        let round = raw.tag("Round").map(str::to_owned);
        let start_fen = raw.tag("FEN").map(|_| game.start.fen());
        let mut digest = Sha256::new();
        for part in [
            variant.as_str(),
            &white,
            &black,
            &event,
            round.as_deref().unwrap_or(""),
            start_fen.as_deref().unwrap_or(""),
            &moves,
            &game.result,
        ] {
            digest.update(part.as_bytes());
            digest.update([0]);
        }
        let id: String = digest.finalize()[..10]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        out.games.push(EngineGame {
            id,
            variant,
            white,
            black,
            result: game.result.clone(),
            termination: raw.tag("Termination").map(str::to_owned),
            event,
            round,
            time_control: raw.tag("TimeControl").map(str::to_owned),
            start_fen,
            plies: game.moves.len() as i64,
            moves,
            think: pgn_times(&raw).map(|t| Think {
                ms: i64::try_from(t.thought.as_millis()).unwrap_or(i64::MAX),
                moves: i64::from(t.moves),
            }),
            how: None,
        });
    }
    out
}

/// One line of a game's rating list.
#[derive(Clone, Debug)]
pub struct ListLine {
    pub label: String,
    pub rating: Rating,
}

/// The list of one game of the family, solved from its results (white, black, result).
pub fn rating_list(results: &[(String, String, String)]) -> Vec<ListLine> {
    let mut index: HashMap<&str, usize> = HashMap::new();
    let mut labels: Vec<&str> = Vec::new();
    let mut games = Vec::with_capacity(results.len());
    for (w, b, r) in results {
        let mut ids = [0; 2];
        for (k, l) in [w.as_str(), b.as_str()].into_iter().enumerate() {
            ids[k] = *index.entry(l).or_insert_with(|| {
                labels.push(l);
                labels.len() - 1
            });
        }
        let Some(white_points) = GameResult::parse(r).and_then(GameResult::white_score) else {
            continue;
        };
        games.push(RatedGame {
            white: ids[0],
            black: ids[1],
            white_points,
        });
    }
    solve(labels.len(), &games, Solve::default())
        .into_iter()
        .map(|rating| ListLine {
            label: labels[rating.engine].to_owned(),
            rating,
        })
        .collect()
}

/// One pairing of a crosstable: the first engine's wins, draws and losses against the second.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pairing {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// The crosstable of one game's results: each pair of labels (in both orders) and its score.
pub fn crosstable(results: &[(String, String, String)]) -> HashMap<(String, String), Pairing> {
    let mut t: HashMap<(String, String), Pairing> = HashMap::new();
    for (w, b, r) in results {
        let (ww, bw) = match GameResult::parse(r) {
            Some(GameResult::WhiteWins) => (1, 0),
            Some(GameResult::BlackWins) => (0, 1),
            Some(GameResult::Draw) => (0, 0),
            _ => continue,
        };
        for (me, them, won, lost) in [(w, b, ww, bw), (b, w, bw, ww)] {
            let p = t.entry((me.clone(), them.clone())).or_default();
            p.wins += won;
            p.losses += lost;
            if won == 0 && lost == 0 {
                p.draws += 1;
            }
        }
    }
    t
}

/// What each engine of each pairing thought a move over their games, whichever side it had:
/// (engine, opponent) to (the engine's, the opponent's).
pub fn pairing_think(rows: &[PairingThink]) -> HashMap<(String, String), [Think; 2]> {
    let mut t: HashMap<(String, String), [Think; 2]> = HashMap::new();
    for r in rows {
        for (me, them, mine, theirs) in [
            (&r.white, &r.black, r.think[0], r.think[1]),
            (&r.black, &r.white, r.think[1], r.think[0]),
        ] {
            let e = t.entry((me.clone(), them.clone())).or_default();
            e[0].add(mine);
            e[1].add(theirs);
        }
    }
    t
}
