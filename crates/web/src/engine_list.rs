//! The engine rating list: games between engines, kept apart from the site's own games, and
//! the list solved from them per game of the family (`/engines`). Games come from `rukh match`'s
//! PGN through `rukh engines import`, each replayed by the rules (a game with an illegal move or
//! a result the rules contradict is refused with its reason), so the list rests only on games
//! played by the rules.

use std::collections::HashMap;
use std::sync::Arc;

use rukh_arena::ratings::{RatedGame, Rating, Solve, solve};
use rukh_rules::pgn::{self, PgnReader};
use rukh_rules::{Variant, coord};
use sha2::{Digest, Sha256};
use sqlx::Row;

use crate::db::{Db, DbError};

/// What an engine of the list is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineInfo {
    /// The name the list shows: the engine's name and version.
    pub label: String,
    pub name: String,
    pub version: String,
    /// Its settings and where it comes from.
    pub about: String,
}

impl EngineInfo {
    pub fn new(name: &str, version: &str, about: &str) -> EngineInfo {
        let label = if version.is_empty() {
            name.to_owned()
        } else {
            format!("{name} {version}")
        };
        EngineInfo {
            label,
            name: name.to_owned(),
            version: version.to_owned(),
            about: about.to_owned(),
        }
    }
}

/// One game of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineGame {
    pub id: String,
    pub variant: String,
    /// The engines' labels.
    pub white: String,
    pub black: String,
    /// 1-0, 0-1 or 1/2-1/2.
    pub result: String,
    pub termination: Option<String>,
    pub event: String,
    pub round: Option<String>,
    pub time_control: Option<String>,
    /// None: the game's own start.
    pub start_fen: Option<String>,
    /// Coordinates, separated by spaces.
    pub moves: String,
    pub plies: i64,
}

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
        let white_points = match r.as_str() {
            "1-0" => 1.0,
            "0-1" => 0.0,
            "1/2-1/2" => 0.5,
            _ => continue,
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
        let (ww, bw) = match r.as_str() {
            "1-0" => (1, 0),
            "0-1" => (0, 1),
            "1/2-1/2" => (0, 0),
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

const GAME_COLUMNS: &str = "id, variant, white, black, result, termination, event, round, \
     time_control, start_fen, moves, plies";

fn game_from(r: &sqlx::any::AnyRow) -> Result<EngineGame, sqlx::Error> {
    Ok(EngineGame {
        id: r.try_get("id")?,
        variant: r.try_get("variant")?,
        white: r.try_get("white")?,
        black: r.try_get("black")?,
        result: r.try_get("result")?,
        termination: r.try_get("termination")?,
        event: r.try_get("event")?,
        round: r.try_get("round")?,
        time_control: r.try_get("time_control")?,
        start_fen: r.try_get("start_fen")?,
        moves: r.try_get("moves")?,
        plies: r.try_get("plies")?,
    })
}

impl Db {
    /// Adds an engine to the list, or updates what it says of itself.
    pub async fn put_engine(&self, e: &EngineInfo, now: i64) -> Result<(), DbError> {
        sqlx::query(
            "INSERT INTO engines (label, name, version, about, added_at) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (label) DO UPDATE SET about = CASE WHEN excluded.about = '' \
             THEN engines.about ELSE excluded.about END",
        )
        .bind(&e.label)
        .bind(&e.name)
        .bind(&e.version)
        .bind(&e.about)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Adds games to the list in one transaction; games already there are passed over. Returns
    /// how many were new.
    pub async fn add_engine_games(&self, games: &[EngineGame], now: i64) -> Result<u64, DbError> {
        let mut tx = self.pool().begin().await?;
        let mut added = 0;
        for g in games {
            added += sqlx::query(
                "INSERT INTO engine_games (id, variant, white, black, result, termination, event, \
                 round, time_control, start_fen, moves, plies, added_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) \
                 ON CONFLICT (id) DO NOTHING",
            )
            .bind(&g.id)
            .bind(&g.variant)
            .bind(&g.white)
            .bind(&g.black)
            .bind(&g.result)
            .bind(&g.termination)
            .bind(&g.event)
            .bind(&g.round)
            .bind(&g.time_control)
            .bind(&g.start_fen)
            .bind(&g.moves)
            .bind(g.plies)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        }
        tx.commit().await?;
        Ok(added)
    }

    /// Takes games off the list (a run withdrawn as no measurement); how many were there.
    pub async fn remove_engine_games(&self, ids: &[String]) -> Result<u64, DbError> {
        let mut tx = self.pool().begin().await?;
        let mut removed = 0;
        for id in ids {
            removed += sqlx::query("DELETE FROM engine_games WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
        }
        tx.commit().await?;
        Ok(removed)
    }

    /// Every result of one game of the family: (white, black, result).
    pub async fn engine_results(
        &self,
        variant: &str,
    ) -> Result<Vec<(String, String, String)>, DbError> {
        let rows = sqlx::query("SELECT white, black, result FROM engine_games WHERE variant = $1")
            .bind(variant)
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// The games of the family that have engine games, with how many each.
    pub async fn engine_variants(&self) -> Result<Vec<(String, i64)>, DbError> {
        let rows = sqlx::query(
            "SELECT variant, COUNT(*) AS n FROM engine_games GROUP BY variant ORDER BY variant",
        )
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// The engines of the list.
    pub async fn engine_infos(&self) -> Result<Vec<EngineInfo>, DbError> {
        let rows = sqlx::query("SELECT label, name, version, about FROM engines ORDER BY label")
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| {
                Ok(EngineInfo {
                    label: r.try_get(0)?,
                    name: r.try_get(1)?,
                    version: r.try_get(2)?,
                    about: r.try_get(3)?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// Games of one game of the family, those of an engine (`a`) or of a pairing (`a`, `b`),
    /// in the order they were added.
    pub async fn engine_games(
        &self,
        variant: &str,
        a: Option<&str>,
        b: Option<&str>,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<EngineGame>, i64), DbError> {
        let mut filter = String::from("variant = $1");
        match (a, b) {
            (Some(_), Some(_)) => {
                filter.push_str(" AND ((white = $2 AND black = $3) OR (white = $3 AND black = $2))")
            }
            (Some(_), None) => filter.push_str(" AND (white = $2 OR black = $2)"),
            _ => {}
        }
        let count_sql = format!("SELECT COUNT(*) FROM engine_games WHERE {filter}");
        let total: i64 = bind_pair(sqlx::query(&count_sql), variant, a, b)
            .fetch_one(self.pool())
            .await?
            .try_get(0)?;
        let n = 1 + usize::from(a.is_some()) + usize::from(a.is_some() && b.is_some());
        let list_sql = format!(
            "SELECT {GAME_COLUMNS} FROM engine_games WHERE {filter} \
             ORDER BY added_at, event, LENGTH(round), round, id LIMIT ${} OFFSET ${}",
            n + 1,
            n + 2
        );
        let rows = bind_pair(sqlx::query(&list_sql), variant, a, b)
            .bind(limit)
            .bind(offset)
            .fetch_all(self.pool())
            .await?;
        let games = rows
            .iter()
            .map(game_from)
            .collect::<Result<_, sqlx::Error>>()?;
        Ok((games, total))
    }
}

/// Binds a game of the family and an engine or a pairing to a query of `engine_games`.
fn bind_pair<'q>(
    q: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    variant: &'q str,
    a: Option<&'q str>,
    b: Option<&'q str>,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    let mut q = q.bind(variant);
    if let Some(a) = a {
        q = q.bind(a);
        if let Some(b) = b {
            q = q.bind(b);
        }
    }
    q
}
