//! What other tools read of a player, in lichess's forms: the player's account with its ratings
//! (`GET /api/user/{name}`) and the player's finished games as a stream, PGN by default or NDJSON
//! when asked (`GET /api/games/user/{name}`), newest first. A stream is read a page of games at
//! a time from the database, so a player of thousands of games costs the server no more memory
//! than one of ten.

use axum::body::Body;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use rukh_rules::pgn::excerpt;
use rukh_store::PlayerGamesQuery;
use rukh_store::{GameRow, Player, PlayerKind};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::app::AppState;
use crate::http::botapi::{speed, status_of, user, variant_of};
use crate::http::error::ApiError;
use crate::wire::GameStatus;

pub(crate) fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/user/{name}", get(user_json))
        .route("/api/games/user/{name}", get(games_of))
}

/// The account a page or an export names: a person's or a bot's, not disabled.
async fn account(state: &AppState, name: &str) -> Result<Player, ApiError> {
    let missing = || ApiError::NotFound(format!("no player '{}' on this site", excerpt(name)));
    if name.is_empty() || name.len() > 40 {
        return Err(missing());
    }
    match state.db().account_by_name(name).await? {
        Some((p, _)) if p.is_account() && !p.disabled => Ok(p),
        _ => Err(missing()),
    }
}

/// A player as lichess's `GET /api/user/{name}` gives one.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct UserJson {
    /// The name in lower case.
    id: String,
    name: String,
    username: String,
    /// `BOT` for a bot's account.
    #[serde(skip_serializing_if = "Option::is_none")]
    title: Option<String>,
    /// When the account was made (Unix ms).
    created_at: i64,
    /// When it was last on the site (Unix ms).
    seen_at: i64,
    /// The player's page.
    url: String,
    /// Ratings by game (`shatranj`, ...), then by speed (`blitz`, `correspondence`, ...).
    perfs: std::collections::BTreeMap<String, std::collections::BTreeMap<String, Perf>>,
    /// Finished games.
    count: Count,
}

/// A rating in one game and speed (Glicko-2).
#[derive(serde::Serialize, utoipa::ToSchema)]
pub(crate) struct Perf {
    rating: i64,
    /// The rating's deviation.
    rd: i64,
    games: i64,
    /// Provisional: too few games, or too long ago, to be sure of.
    prov: bool,
    wins: i64,
    losses: i64,
    draws: i64,
}

/// A player's finished games, by result.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub(crate) struct Count {
    all: i64,
    win: i64,
    loss: i64,
    draw: i64,
}

/// `GET /api/user/{name}`: the account, its ratings by game and speed (`perfs`), and its record.
#[utoipa::path(
    get, path = "/api/user/{name}", tag = "players",
    summary = "A player, with ratings and record, as lichess gives one",
    params(("name" = String, Path, description = "The account's name")),
    responses(
        (status = 200, description = "The player", body = UserJson),
        (status = 404, description = "No such account", body = crate::wire::ApiErrorBody)
    )
)]
async fn user_json(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(name): Path<String>,
) -> Result<Json<UserJson>, ApiError> {
    let p = account(&state, &name).await?;
    let db = state.db();
    let (ratings, record) = (db.ratings_of(&p.id).await?, db.record(&p.id).await?);
    let mut perfs = std::collections::BTreeMap::<String, std::collections::BTreeMap<_, _>>::new();
    for r in &ratings {
        perfs.entry(r.variant.clone()).or_default().insert(
            r.speed.as_str().to_owned(),
            Perf {
                rating: r.stand.rating.round() as i64,
                rd: r.stand.deviation.round() as i64,
                games: r.stand.games,
                prov: r.stand.provisional(),
                wins: r.wins,
                losses: r.losses,
                draws: r.draws,
            },
        );
    }
    Ok(Json(UserJson {
        id: p.name.to_lowercase(),
        name: p.name.clone(),
        username: p.name.clone(),
        title: (p.kind == PlayerKind::Bot).then(|| "BOT".to_owned()),
        created_at: p.created_at,
        seen_at: p.seen_at,
        url: format!("{}/@/{}", state.origin_of(&headers), p.name),
        perfs,
        count: Count {
            all: record.wins + record.losses + record.draws,
            win: record.wins,
            loss: record.losses,
            draw: record.draws,
        },
    }))
}

/// What an export takes, by lichess's names.
#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct ExportQuery {
    /// At most this many games (all when absent).
    max: Option<u64>,
    /// Games ended at or after this time (Unix ms).
    since: Option<i64>,
    /// Games ended at or before this time (Unix ms).
    until: Option<i64>,
    /// Rated games only (`true`) or casual only (`false`).
    rated: Option<bool>,
    /// One game (`shatranj`, `great-shatranj`, ...). `perfType` is taken for it too.
    variant: Option<String>,
    #[serde(rename = "perfType")]
    perf_type: Option<String>,
    /// Games where the player had this colour.
    color: Option<String>,
    /// Games against this player only (a name).
    vs: Option<String>,
    /// NDJSON: the PGN in each game's object as well.
    #[serde(rename = "pgnInJson", default)]
    pgn_in_json: bool,
}

/// Games read from the database at once.
const PAGE: i64 = 100;

/// Where an export is.
struct Cursor {
    state: AppState,
    player: Player,
    q: ExportQuery,
    filter: PlayerGamesQuery,
    origin: String,
    ndjson: bool,
    offset: i64,
    sent: u64,
    page: std::vec::IntoIter<GameRow>,
    done: bool,
}

impl Cursor {
    fn wanted(&self, g: &GameRow) -> bool {
        let me = Some(self.player.id.as_str());
        let white = g.white_player.as_deref() == me;
        let opp_name = if white { &g.black_name } else { &g.white_name };
        self.q
            .color
            .as_deref()
            .is_none_or(|c| (c == "white") == white)
            && self.q.until.is_none_or(|u| g.updated_at <= u)
            && self.q.vs.as_deref().is_none_or(|v| {
                opp_name
                    .as_deref()
                    .is_some_and(|n| n.eq_ignore_ascii_case(v))
            })
    }

    /// The next game's text, or None at the end.
    async fn next(&mut self) -> Option<String> {
        loop {
            if self.done || self.q.max.is_some_and(|m| self.sent >= m) {
                return None;
            }
            let Some(g) = self.page.next() else {
                let rows = match self
                    .state
                    .db()
                    .player_games(
                        &self.player.id,
                        GameStatus::Finished,
                        &self.filter,
                        self.offset,
                        PAGE,
                    )
                    .await
                {
                    Ok(r) => r,
                    Err(e) => {
                        tracing::warn!(player = %self.player.name, error = %e, "export stopped: the database failed");
                        self.done = true;
                        return None;
                    }
                };
                if rows.len() < PAGE as usize {
                    // The last page: once it is sent, the export ends.
                    self.offset = i64::MAX;
                } else {
                    self.offset += PAGE;
                }
                if rows.is_empty() {
                    return None;
                }
                self.page = rows.into_iter();
                continue;
            };
            // Newest first: a game before `since` ends the export.
            if self.q.since.is_some_and(|s| g.updated_at < s) {
                return None;
            }
            if !self.wanted(&g) {
                continue;
            }
            let moves = match self.state.db().moves(&g.id).await {
                Ok(m) => m,
                Err(e) => {
                    tracing::warn!(game = %g.id, error = %e, "export: a game's moves could not be read");
                    continue;
                }
            };
            // The moves in SAN for NDJSON, read before the replay takes the rows.
            let sans = if self.ndjson {
                moves
                    .iter()
                    .map(|m| m.san.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            } else {
                String::new()
            };
            let live = match crate::play::live::Live::load(g.clone(), moves, Vec::new()) {
                Ok(l) => l,
                Err(e) => {
                    tracing::warn!(game = %g.id, error = %e, "export: a game could not be replayed");
                    continue;
                }
            };
            self.sent += 1;
            let pgn = live.pgn_at(&self.origin);
            if !self.ndjson {
                // Games apart by two blank lines, as lichess's export has them (its clients
                // split the stream there).
                return Some(pgn + "\n");
            }
            let mut line = game_json(&g, sans);
            if self.q.pgn_in_json {
                line["pgn"] = pgn.into();
            }
            return Some(line.to_string() + "\n");
        }
    }
}

/// One finished game as lichess's export gives it in NDJSON.
fn game_json(g: &GameRow, sans: String) -> Value {
    let ratings = g
        .ratings
        .as_deref()
        .and_then(|r| serde_json::from_str::<rukh_store::Ratings>(r).ok());
    let seat = |name: &Option<String>,
                kind: Option<PlayerKind>,
                r: Option<&rukh_store::SeatRating>| {
        let mut s = json!({ "user": user(name.as_deref().unwrap_or("Anonymous"), kind == Some(PlayerKind::Bot), None) });
        if let Some(r) = r {
            s["rating"] = r.before.into();
            if let Some(after) = r.after {
                s["ratingDiff"] = (after - r.before).into();
            }
        }
        s
    };
    let winner = match g.result.map(|r| r.as_str()) {
        Some("1-0") => Some("white"),
        Some("0-1") => Some("black"),
        _ => None,
    };
    let mut out = json!({
        "id": g.id,
        "rated": g.rated,
        "variant": g.variant,
        "variantName": variant_of(&g.variant)["name"],
        "speed": speed(g),
        "createdAt": g.created_at,
        "lastMoveAt": g.updated_at,
        "status": status_of(g.status, g.termination.as_deref(), g.result.map(|r| r.as_str())),
        "players": {
            "white": seat(&g.white_name, g.white_kind, ratings.as_ref().and_then(|r| r.white.as_ref())),
            "black": seat(&g.black_name, g.black_kind, ratings.as_ref().and_then(|r| r.black.as_ref())),
        },
        "moves": sans,
        "initialFen": g.start_fen,
    });
    if let Some(w) = winner {
        out["winner"] = w.into();
    }
    if g.clock_kind == crate::wire::ClockKind::Live {
        out["clock"] = json!({
            "initial": g.initial_ms / 1000,
            "increment": g.increment_ms / 1000,
            "totalTime": g.initial_ms / 1000 + 40 * g.increment_ms / 1000,
        });
    } else if g.clock_kind == crate::wire::ClockKind::Correspondence {
        out["daysPerTurn"] = g.days_per_move.into();
    }
    out
}

/// `GET /api/games/user/{name}`: the player's finished games, newest first, as PGN (one game
/// after another) or, with `Accept: application/x-ndjson`, one JSON object a line.
#[utoipa::path(
    get, path = "/api/games/user/{name}", tag = "players",
    summary = "A player's finished games, newest first, as a stream",
    description = "PGN, one game after another; or, with `Accept: application/x-ndjson`, one JSON object a line in lichess's form.",
    params(("name" = String, Path, description = "The account's name"), ExportQuery),
    responses(
        (status = 200, description = "The games", content(
            (String = "application/x-chess-pgn"),
            (serde_json::Value = "application/x-ndjson")
        )),
        (status = 400, description = "A query field that cannot be read", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such account", body = crate::wire::ApiErrorBody)
    )
)]
async fn games_of(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(name): Path<String>,
    q: Result<Query<ExportQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(q) =
        q.map_err(|e| ApiError::BadRequest(format!("{}: see docs/api.md", e.body_text())))?;
    let player = account(&state, &name).await?;
    let variant = q.variant.clone().or_else(|| q.perf_type.clone());
    if let Some(v) = variant.as_deref()
        && !crate::site::games::site_game_ids().iter().any(|g| g == v)
    {
        return Err(ApiError::BadRequest(format!(
            "variant '{}': give one of the site's games ({})",
            excerpt(v),
            crate::site::games::site_game_ids().join(", ")
        )));
    }
    if let Some(c) = q.color.as_deref()
        && c != "white"
        && c != "black"
    {
        return Err(ApiError::BadRequest(format!(
            "color '{}': give white or black",
            excerpt(c)
        )));
    }
    let ndjson = headers
        .get(header::ACCEPT)
        .and_then(|a| a.to_str().ok())
        .is_some_and(|a| a.contains("application/x-ndjson"));
    let filter = PlayerGamesQuery {
        variant,
        result: None,
        mode: q
            .rated
            .map(|r| if r { "rated" } else { "casual" }.to_owned()),
        page: None,
    };
    let file = format!(
        "rukh-{}.{}",
        player.name,
        if ndjson { "ndjson" } else { "pgn" }
    );
    let cursor = Cursor {
        origin: state.origin_of(&headers),
        state,
        player,
        q,
        filter,
        ndjson,
        offset: 0,
        sent: 0,
        page: Vec::new().into_iter(),
        done: false,
    };
    let stream = futures_util::stream::unfold(cursor, |mut c| async move {
        let text = c.next().await?;
        Some((Ok::<_, std::convert::Infallible>(text), c))
    });
    let kind = if ndjson {
        "application/x-ndjson"
    } else {
        "application/x-chess-pgn; charset=utf-8"
    };
    Ok((
        [
            (header::CONTENT_TYPE, kind.to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file}\""),
            ),
        ],
        Body::from_stream(stream),
    )
        .into_response())
}
