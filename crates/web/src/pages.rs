//! The site's pages, rendered on the server. The board itself is drawn by the front end
//! (`web/src/main.ts`, chessgroundx) from the game's JSON.

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_rules::{Bitboard, Color, Position, Variant};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::db::{GameFilter, GameRow};
use crate::{AppState, ListQuery, summary};

/// Escapes text for HTML.
pub fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c => o.push(c),
        }
    }
    o
}

fn layout(title: &str, body: &str, scripts: &str) -> Html<String> {
    Html(format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{} · Rukh</title><link rel=\"stylesheet\" href=\"/site.css\">\
         <link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\
         <link rel=\"stylesheet\" href=\"/assets/app.css\"></head><body>\
         <header><a class=\"brand\" href=\"/\">♜ Rukh</a><a href=\"/\">Play</a>\
         <a href=\"/archive\">Archive</a>\
         <details class=\"rules-menu\"><summary>Rules</summary><nav>{}</nav></details>\
         <label class=\"set-choice\">Pieces <select id=\"piece-set\" aria-label=\"Piece set\">\
         <option value=\"figures\">Figures</option><option value=\"turned\">Turned</option>\
         <option value=\"letters\">Letters</option></select></label></header>\
         <main>{body}</main><script src=\"/site.js\"></script>{scripts}</body></html>",
        esc(title),
        BUILTIN_IDS
            .iter()
            .filter_map(|id| builtin(id).ok())
            .map(|v| format!("<a href=\"/rules/{}\">{}</a>", v.id, esc(&v.name)))
            .collect::<String>()
    ))
}

/// A piece's picture in the default set (figures), with what the site script needs to show the
/// set the player chose (`/site.js`).
pub fn piece_img(p: &rukh_rules::variant::PieceType, white: bool, size: u32) -> String {
    let side = if white { 'w' } else { 'b' };
    let flag = if p.royal {
        "r"
    } else if p.pawn {
        "p"
    } else {
        ""
    };
    let disc = format!("/pieces/{side}-{}{flag}.svg", p.letter);
    match p
        .figure
        .as_deref()
        .filter(|f| crate::art::figures().any(|k| k == *f))
    {
        Some(f) => format!(
            "<img class=\"piece-img\" src=\"/pieces/figures/{side}-{f}.svg\" data-figure=\"{f}\" data-side=\"{side}\" data-disc=\"{disc}\" width=\"{size}\" height=\"{size}\" alt=\"{}\">",
            esc(&p.name)
        ),
        None => format!(
            "<img class=\"piece-img\" src=\"{disc}\" width=\"{size}\" height=\"{size}\" alt=\"{}\">",
            esc(&p.name)
        ),
    }
}

/// A game's description for the front end and the API: board, pieces, rule options.
pub fn variant_json(v: &Variant) -> Value {
    let rules = toml::Value::try_from(&v.rules)
        .ok()
        .and_then(|t| serde_json::to_value(t).ok())
        .unwrap_or(Value::Null);
    json!({
        "id": v.id,
        "name": v.name,
        "description": v.description,
        "files": v.geometry.files(),
        "ranks": v.geometry.ranks(),
        "board": v.board_style,
        "start_fen": v.start_fen,
        "pieces": v.pieces.iter().map(|p| json!({
            "name": p.name,
            "letter": p.letter.to_string(),
            "betza": p.betza,
            "royal": p.royal,
            "pawn": p.pawn,
            "value": p.value,
            "figure": p.figure.as_deref().filter(|f| crate::art::figures().any(|k| k == *f)),
        })).collect::<Vec<_>>(),
        "rules": rules,
    })
}

fn games_table(games: &[Value], empty: &str) -> String {
    if games.is_empty() {
        return format!("<p class=\"muted\">{empty}</p>");
    }
    let mut s = String::from(
        "<table class=\"games\"><tr><th>Game</th><th>White</th><th>Black</th><th>Moves</th><th>Result</th></tr>",
    );
    for g in games {
        let text = |k: &str| esc(g[k].as_str().unwrap_or("—"));
        let name = g["variant"]
            .as_str()
            .and_then(|id| builtin(id).ok())
            .map(|v| esc(&v.name))
            .unwrap_or_else(|| text("variant"));
        s.push_str(&format!(
            "<tr><td><a href=\"/g/{id}\">{variant}</a></td><td>{white}</td><td>{black}</td><td>{plies}</td><td>{result} <span class=\"muted\">{term}</span></td></tr>",
            id = text("id"),
            variant = name,
            white = text("white"),
            black = text("black"),
            plies = (g["plies"].as_i64().unwrap_or(0) + 1) / 2,
            result = text("result"),
            term = esc(g["termination"].as_str().unwrap_or("")),
        ));
    }
    s.push_str("</table>");
    s
}

/// Open seeks, each with the button that takes the empty seat.
fn seeks_table(seeks: &[Value]) -> String {
    if seeks.is_empty() {
        return "<p class=\"muted\">No open seek just now.</p>".into();
    }
    let mut s = String::from(
        "<table class=\"games\"><tr><th>Game</th><th>Player</th><th>Time</th><th></th></tr>",
    );
    for g in seeks {
        let name = g["variant"]
            .as_str()
            .and_then(|id| builtin(id).ok())
            .map(|v| esc(&v.name))
            .unwrap_or_default();
        let who = g["white"].as_str().or(g["black"].as_str()).unwrap_or("?");
        s.push_str(&format!(
            "<tr><td>{name}</td><td>{}</td><td>{}</td><td><a class=\"button accept\" href=\"{}\">Accept</a></td></tr>",
            esc(who),
            esc(g["time_control"].as_str().unwrap_or("")),
            esc(g["join_url"].as_str().unwrap_or("#")),
        ));
    }
    s.push_str("</table>");
    s
}

/// The page shown when the database does not answer.
fn unavailable() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        layout(
            "Unavailable",
            "<p>The database is not answering. Try again in a moment.</p>",
            "",
        ),
    )
        .into_response()
}

/// The lobby; `?variant=ID` chooses the game in the form (the "new game" link of a game page).
pub async fn lobby(
    State(state): State<AppState>,
    Query(q): Query<std::collections::HashMap<String, String>>,
) -> Response {
    let sent: Vec<(String, String)> = q
        .get("variant")
        .filter(|v| BUILTIN_IDS.contains(&v.as_str()))
        .map(|v| vec![("variant".to_owned(), v.clone())])
        .unwrap_or_default();
    lobby_page(&state, &sent, None).await
}

/// A mistake in the lobby's form: the field it is about and what to do.
pub struct FormError {
    pub field: &'static str,
    pub message: String,
}

/// The time controls offered at once: (value, label, clock, minutes, increment seconds, days).
const PRESETS: &[(&str, &str, &str, f64, f64, i64)] = &[
    ("1+0", "1+0", "live", 1.0, 0.0, 0),
    ("3+2", "3+2", "live", 3.0, 2.0, 0),
    ("5+3", "5+3", "live", 5.0, 3.0, 0),
    ("10+5", "10+5", "live", 10.0, 5.0, 0),
    ("15+10", "15+10", "live", 15.0, 10.0, 0),
    ("d1", "1 day", "correspondence", 0.0, 0.0, 1),
    ("d3", "3 days", "correspondence", 0.0, 0.0, 3),
    ("d7", "7 days", "correspondence", 0.0, 0.0, 7),
    ("none", "Unlimited", "none", 0.0, 0.0, 0),
    ("custom", "Custom", "live", 0.0, 0.0, 0),
];

/// The clock a preset stands for: (clock, minutes, increment, days).
pub fn preset(value: &str) -> Option<(&'static str, f64, f64, i64)> {
    PRESETS
        .iter()
        .find(|p| p.0 == value)
        .map(|p| (p.2, p.3, p.4, p.5))
}

/// A small picture of a game's start, for the lobby.
fn start_picture(v: &Arc<Variant>) -> String {
    let g = v.geometry;
    let (w, h) = (g.files() as u32, g.ranks() as u32);
    let mut s = format!(
        "<svg class=\"start\" viewBox=\"0 0 {} {}\" role=\"img\" aria-label=\"the start of {}\">",
        w * 10,
        h * 10,
        esc(&v.name)
    );
    let start = v.start_position();
    for r in 0..h {
        for f in 0..w {
            let light = (f + r) % 2 == 1;
            let (x, y) = (f * 10, (h - 1 - r) * 10);
            s.push_str(&format!(
                "<rect x=\"{x}\" y=\"{y}\" width=\"10\" height=\"10\" fill=\"{}\"/>",
                if light { "#f0dfbf" } else { "#c9a574" }
            ));
            let Some(sq) = g.square(f as i32, r as i32) else {
                continue;
            };
            if let Some(p) = start.piece_at(sq) {
                let pt = v.piece(p.kind);
                let side = if p.color == Color::White { 'w' } else { 'b' };
                let href = match pt.figure.as_deref() {
                    Some(f) if crate::art::figures().any(|k| k == f) => {
                        format!("/pieces/figures/{side}-{f}.svg")
                    }
                    _ => format!("/pieces/{side}-{}.svg", pt.letter),
                };
                s.push_str(&format!(
                    "<image href=\"{href}\" x=\"{x}\" y=\"{y}\" width=\"10\" height=\"10\"/>"
                ));
            }
        }
    }
    s.push_str("</svg>");
    s
}

/// One rule option as a labelled control, preset to the game's value (or the value sent back).
fn rule_control(v: &Variant, key: &str, note: &str, sent: Option<&str>) -> String {
    use crate::rule_docs::{Kind, doc};
    let Some(d) = doc(key) else {
        return String::new();
    };
    let current = variant_json(v)["rules"][key].clone();
    let default = match &current {
        Value::String(s) => s.clone(),
        Value::Array(a) => a
            .iter()
            .filter_map(|x| x.as_str())
            .collect::<Vec<_>>()
            .join(" "),
        other => other.to_string(),
    };
    let value = sent.map(str::to_owned).unwrap_or(default);
    let name = format!("rule:{key}");
    let control = match d.kind {
        Kind::Choice(choices) => {
            let opts: String = choices
                .iter()
                .map(|(val, meaning)| {
                    format!(
                        "<option value=\"{val}\"{}>{}</option>",
                        if *val == value { " selected" } else { "" },
                        esc(meaning)
                    )
                })
                .collect();
            format!("<select name=\"{name}\">{opts}</select>")
        }
        Kind::Switch => format!(
            "<select name=\"{name}\"><option value=\"true\"{}>yes</option><option value=\"false\"{}>no</option></select>",
            if value == "true" { " selected" } else { "" },
            if value != "true" { " selected" } else { "" }
        ),
        Kind::Number { min, max } => format!(
            "<input type=\"number\" name=\"{name}\" min=\"{min}\" max=\"{max}\" value=\"{}\">",
            esc(&value)
        ),
        Kind::Text => format!("<input name=\"{name}\" value=\"{}\">", esc(&value)),
    };
    // Where the setting comes from: a decision of the rules contract where the definition names
    // one (`S-A1`), otherwise the game's own source; a convention says so.
    let code = note
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .find(|w| {
            let b = w.as_bytes();
            b.len() >= 4 && b[0].is_ascii_uppercase() && b[1] == b'-' && b[2] == b'A'
        });
    let source = if note.contains("convention") {
        " <span class=\"source\">A convention of engines and servers.</span>".to_owned()
    } else if let Some(code) = code {
        format!(
            " <span class=\"source\">Source: {} (decision {code} of the rules contract, where the sources are silent or differ).</span>",
            esc(v
                .sources
                .first()
                .map(String::as_str)
                .unwrap_or("the rules contract"))
        )
    } else {
        format!(
            " <span class=\"source\">Source: {}.</span>",
            esc(v
                .sources
                .first()
                .map(String::as_str)
                .unwrap_or("the rules contract"))
        )
    };
    format!(
        "<div class=\"rule\"><label><span class=\"rule-label\">{}</span>{control}</label><p class=\"help\">{}{source}</p></div>",
        esc(d.label),
        esc(d.what)
    )
}

/// The lobby, with the values of a form sent back and the mistake in it, if any.
pub async fn lobby_page(
    state: &AppState,
    sent: &[(String, String)],
    error: Option<FormError>,
) -> Response {
    let list = |status: &str| GameFilter {
        status: Some(status.into()),
        limit: 30,
        ..GameFilter::default()
    };
    let (open, active) = match (
        state.db().list(&list("open")).await,
        state.db().list(&list("active")).await,
    ) {
        (Ok(o), Ok(a)) => (o, a),
        _ => {
            return unavailable();
        }
    };
    let get = |k: &str| {
        sent.iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.as_str())
    };
    let err_for = |field: &str| match &error {
        Some(e) if e.field == field => format!(
            "<p class=\"field-error\" role=\"alert\">{}</p>",
            esc(&e.message)
        ),
        _ => String::new(),
    };
    let variants: Vec<Arc<Variant>> = BUILTIN_IDS
        .iter()
        .filter_map(|id| builtin(id).ok())
        .collect();
    let chosen = get("variant").unwrap_or("shatranj");
    let games: String = variants
        .iter()
        .map(|v| {
            format!(
                "<label class=\"game-choice\"><input type=\"radio\" name=\"variant\" value=\"{id}\"{checked}>\
                 {pic}<span class=\"game-text\"><strong>{name}</strong><small>{desc}</small></span></label>",
                id = v.id,
                checked = if v.id == chosen { " checked" } else { "" },
                pic = start_picture(v),
                name = esc(&v.name),
                desc = esc(&v.description),
            )
        })
        .collect();
    let tc = get("tc").unwrap_or("10+5");
    let presets: String = PRESETS
        .iter()
        .map(|p| {
            format!(
                "<label class=\"pill\"><input type=\"radio\" name=\"tc\" value=\"{}\"{}><span>{}</span></label>",
                p.0,
                if p.0 == tc { " checked" } else { "" },
                p.1
            )
        })
        .collect();
    let radio = |name: &str, options: &[(&str, &str)], default: &str| -> String {
        let current = get(name).unwrap_or(default);
        options
            .iter()
            .map(|(val, label)| {
                format!(
                    "<label class=\"pill\"><input type=\"radio\" name=\"{name}\" value=\"{val}\"{}><span>{label}</span></label>",
                    if *val == current { " checked" } else { "" }
                )
            })
            .collect()
    };
    let opponents = radio(
        "opponent",
        &[
            ("engine", "The engine"),
            ("human", "A friend (by link)"),
            ("seek", "Anyone (open seek)"),
        ],
        "engine",
    );
    let colours = radio(
        "color",
        &[("white", "White"), ("random", "Random"), ("black", "Black")],
        "random",
    );
    let level = get("level").and_then(|l| l.parse().ok()).unwrap_or(3);
    let levels: String = (1..=8)
        .map(|l| {
            format!(
                "<option value=\"{l}\"{}>{l}{}</option>",
                if l == level { " selected" } else { "" },
                match l {
                    1 => " (beginner)",
                    4 => " (club player)",
                    8 => " (full strength)",
                    _ => "",
                }
            )
        })
        .collect();
    let mut rule_fields = String::new();
    for v in &variants {
        let source = rukh_rules::variant::builtin_source(&v.id).unwrap_or("");
        let own = crate::rule_docs::game_rules(source);
        let mut main = String::new();
        let mut more = String::new();
        for (key, note) in &own {
            let Some(d) = crate::rule_docs::doc(key) else {
                continue;
            };
            let sent_value = if v.id == chosen {
                get(&format!("rule:{key}"))
            } else {
                None
            };
            let c = rule_control(v, key, note, sent_value);
            if d.advanced {
                more.push_str(&c);
            } else {
                main.push_str(&c);
            }
        }
        rule_fields.push_str(&format!(
            "<fieldset class=\"rules-for\" data-variant=\"{id}\"><legend>Rules of {name}</legend>\
             <p class=\"muted\">Set as the game's sources say; change one only to play another reading. \
             <a href=\"/rules/{id}\">How to play {name}</a></p>{main}\
             <details><summary>More rule options</summary>{more}</details></fieldset>",
            id = v.id,
            name = esc(&v.name),
        ));
    }
    let value = |k: &str, d: &str| esc(get(k).unwrap_or(d));
    let form_error = match &error {
        Some(e) if e.field == "form" => format!(
            "<p class=\"field-error\" role=\"alert\">{}</p>",
            esc(&e.message)
        ),
        _ => String::new(),
    };
    let fen_open = if error.as_ref().is_some_and(|e| e.field == "fen")
        || get("fen").is_some_and(|f| !f.is_empty())
    {
        " open"
    } else {
        ""
    };
    let body = format!(
        r#"<h1>Play the Shatranj family</h1>
<div class="lobby">
<form class="card create" method="post" action="/new" id="new-game">
<h2>Create a game</h2>{form_error}
<fieldset class="games"><legend>Game</legend>{games}</fieldset>
<fieldset><legend>Time control</legend><div class="pills">{presets}</div>
<div id="custom-clock" class="row">
<label>Minutes <input name="minutes" type="number" step="0.25" min="0.25" max="240" value="{minutes}"></label>
<label>+ seconds a move <input name="increment" type="number" min="0" max="120" value="{increment}"></label></div>{clock_error}</fieldset>
<fieldset><legend>Opponent</legend><div class="pills">{opponents}</div>
<label id="level-row">Engine strength <select name="level">{levels}</select></label></fieldset>
<fieldset><legend>Your colour</legend><div class="pills">{colours}</div></fieldset>
<label>Your name <input name="name" maxlength="40" placeholder="Anonymous" value="{name}"></label>
{rule_fields}{rule_error}
<details id="fen-box"{fen_open}><summary>Start from another position</summary>
<label>Position (FEN; empty: the game's own start) <input name="fen" id="fen" value="{fen}" spellcheck="false"></label>{fen_error}</details>
<p><button type="submit" id="create">Create the game</button></p>
</form>
<div class="lists">
<div class="card"><h2>Open seeks</h2><p class="muted">Games waiting for anyone to take the other seat. Make one with "Anyone (open seek)".</p><div id="seeks">{open}</div></div>
<div class="card"><h2>Games in progress</h2><div id="active">{active}</div></div>
</div></div>
<script src="/lobby.js" defer></script>"#,
        minutes = value("minutes", "10"),
        increment = value("increment", "5"),
        name = value("name", ""),
        fen = value("fen", ""),
        clock_error = err_for("clock"),
        rule_error = err_for("rules"),
        fen_error = err_for("fen"),
        open = seeks_table(
            &open
                .iter()
                .filter(|g| g.seek)
                .map(summary)
                .collect::<Vec<_>>()
        ),
        active = games_table(
            &active
                .iter()
                .filter(|g| !abandoned(g))
                .map(summary)
                .collect::<Vec<_>>(),
            "No games in progress."
        ),
    );
    let status = if error.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    (status, layout("Play", &body, "")).into_response()
}

/// A game without a clock in which nobody has moved for a week no longer counts as in progress.
pub fn abandoned(g: &GameRow) -> bool {
    g.clock_kind == "none" && crate::now_ms() - g.updated_at > 7 * 86_400_000
}

#[derive(Deserialize, Default)]
pub struct GamePageQuery {
    t: Option<String>,
}

fn board_scripts() -> &'static str {
    "<script src=\"/assets/app.js\" defer></script>"
}

/// The site's own address as the browser reached it (`http://host:port`), for links to send.
fn origin(headers: &axum::http::HeaderMap) -> String {
    let host = headers
        .get(axum::http::header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            h.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | ':' | '-' | '[' | ']'))
        })
        .unwrap_or("127.0.0.1:8080");
    let https = headers
        .get("x-forwarded-proto")
        .and_then(|h| h.to_str().ok())
        .is_some_and(|p| p.eq_ignore_ascii_case("https"));
    format!("{}://{host}", if https { "https" } else { "http" })
}

pub async fn game_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<GamePageQuery>,
    headers: axum::http::HeaderMap,
) -> Response {
    let Ok(slot) = state.slot(&id).await else {
        return (
            StatusCode::NOT_FOUND,
            layout("No such game", "<h1>No such game</h1><p>Check the link, or start a new game from the <a href=\"/\">lobby</a>.</p>", ""),
        )
            .into_response();
    };
    let guard = slot.live.lock().await;
    let Some(live) = guard.as_ref() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let token = q.t.unwrap_or_default();
    let you = live.seat(Some(&token));
    let invite = match (&live.row.invite_token, you) {
        (Some(i), Some(_)) if live.row.status == "open" => format!(
            "<div class=\"card invite\" id=\"invite\"><strong>{}</strong>\
             <div class=\"invite-row\"><input readonly id=\"invite-link\" value=\"{}/join/{}?invite={}\" aria-label=\"Invitation link\">\
             <button type=\"button\" id=\"invite-copy\">Copy</button></div></div>",
            if live.row.seek {
                "Your seek is in the lobby: the game starts when someone accepts it. You may also send this link to a friend."
            } else {
                "Invite your opponent: send them this link; the game starts when they open it."
            },
            esc(&origin(&headers)),
            esc(&id),
            esc(i)
        ),
        _ => String::new(),
    };
    let private = if you.is_some() {
        "<p class=\"muted\">Keep this page's address: it is your private link back to the game.</p>"
    } else {
        ""
    };
    let variant = variant_json(&live.variant).to_string();
    let body = format!(
        r#"{invite}<div id="game" data-id="{id}" data-token="{token}" data-variant='{variant}'>
<noscript>The board needs JavaScript. The game as text: <a href="/api/games/{id}/pgn">PGN</a>.</noscript>
<p class="muted" id="loading">Loading the board… (if it stays empty, the front end is not built: run <code>npm ci --prefix web &amp;&amp; npm run build --prefix web</code>)</p>
</div>{private}
<p><a href="/api/games/{id}/pgn">Download PGN</a> · <a href="/api/games/{id}/courier">Download Game Courier log</a> · <a href="/rules/{vid}">Rules of {vname}</a></p>"#,
        id = esc(&id),
        token = esc(if you.is_some() { &token } else { "" }),
        variant = variant.replace('\'', "&#39;"),
        vid = live.variant.id,
        vname = esc(&live.variant.name),
    );
    let title = format!("{} game", live.variant.name);
    layout(&title, &body, board_scripts()).into_response()
}

#[derive(Deserialize, Default)]
pub struct JoinQuery {
    invite: Option<String>,
}

pub async fn join_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<JoinQuery>,
) -> Response {
    let Ok(slot) = state.slot(&id).await else {
        return (
            StatusCode::NOT_FOUND,
            layout("No such game", "<h1>No such game</h1>", ""),
        )
            .into_response();
    };
    let guard = slot.live.lock().await;
    let Some(live) = guard.as_ref() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    if live.row.status != "open" {
        let body = format!(
            "<h1>This game has started</h1><p>You can <a href=\"/g/{}\">watch it</a>.</p>",
            esc(&id)
        );
        return layout("Game started", &body, "").into_response();
    }
    let host = live
        .row
        .white_name
        .clone()
        .or(live.row.black_name.clone())
        .unwrap_or_default();
    let body = format!(
        r#"<h1>{host} invites you to {vname}</h1>
<form class="card" method="post" action="/join/{id}">
<input type="hidden" name="invite" value="{invite}">
<label>Your name <input name="name" maxlength="40" placeholder="Anonymous"></label>
<p>Clock: {clock}. <a href="/rules/{vid}">Rules of {vname}</a>.</p>
<button type="submit" id="join">Join the game</button></form>"#,
        host = esc(&host),
        vname = esc(&live.variant.name),
        vid = live.variant.id,
        id = esc(&id),
        invite = esc(&q.invite.unwrap_or_default()),
        clock = match live.row.clock_kind.as_str() {
            "live" => format!(
                "{} minutes + {} s a move",
                live.row.initial_ms as f64 / 60_000.0,
                live.row.increment_ms / 1000
            ),
            "correspondence" => format!("{} days a move", live.row.days_per_move),
            _ => "none".into(),
        },
    );
    layout("Join", &body, "").into_response()
}

pub async fn archive(State(state): State<AppState>, Query(q): Query<ListQuery>) -> Response {
    let mut filter = q.filter();
    filter.status = Some("finished".into());
    let games = match state.db().list(&filter).await {
        Ok(g) => g,
        Err(_) => {
            return unavailable();
        }
    };
    let opt = |val: &str, label: &str, cur: &Option<String>| {
        format!(
            "<option value=\"{val}\"{}>{}</option>",
            if cur.as_deref() == Some(val) {
                " selected"
            } else {
                ""
            },
            esc(label)
        )
    };
    let variants: String = std::iter::once(opt("", "all games", &q.variant))
        .chain(
            BUILTIN_IDS
                .iter()
                .filter_map(|id| builtin(id).ok())
                .map(|v| opt(&v.id, &v.name, &q.variant)),
        )
        .collect();
    let results: String = [
        ("", "any result"),
        ("1-0", "1-0"),
        ("0-1", "0-1"),
        ("1/2-1/2", "draw"),
    ]
    .iter()
    .map(|(v, l)| opt(v, l, &q.result))
    .collect();
    let body = format!(
        r#"<h1>Archive</h1>
<form class="card" method="get" action="/archive">
<label>Game <select name="variant">{variants}</select></label>
<label>Player <input name="player" value="{player}"></label>
<label>Result <select name="result">{results}</select></label>
<button type="submit">Filter</button></form>
{table}"#,
        player = esc(q.player.as_deref().unwrap_or("")),
        table = games_table(
            &games.iter().map(summary).collect::<Vec<_>>(),
            "No finished games match."
        ),
    );
    layout("Archive", &body, "").into_response()
}

/// A small board showing where a piece moves from the middle of an empty board: dots for
/// moves, rings for captures, filled for both.
fn move_diagram(v: &Arc<Variant>, kind: u8) -> String {
    let g = v.geometry;
    let (files, ranks) = (g.files() as i32, g.ranks() as i32);
    let p = &v.pieces[kind as usize];
    let cf = (files - 1) / 2;
    let cr = if p.pawn { 2 } else { (ranks - 1) / 2 };
    let Some(centre) = g.square(cf, cr) else {
        return String::new();
    };
    let empty = Bitboard::EMPTY;
    // The other men stand where the piece does not reach, so the diagram shows it alone: both
    // kings, and a man for each side so that neither king is bare (a bare king ends the game).
    let reach = v
        .start_position()
        .attacks_from(Color::White, kind, centre, empty);
    let far: Vec<_> = g
        .all()
        .filter(|&s| {
            let (f, r) = (g.file_of(s) as i32, g.rank_of(s) as i32);
            ((f - cf).abs() > 2 || (r - cr).abs() > 2) && !reach.contains(s)
        })
        .collect();
    let apart = |a: rukh_rules::Square, b: rukh_rules::Square| {
        let (fa, ra) = (g.file_of(a) as i32, g.rank_of(a) as i32);
        let (fb, rb) = (g.file_of(b) as i32, g.rank_of(b) as i32);
        (fa - fb).abs() > 2 || (ra - rb).abs() > 2
    };
    let extra = (0..v.pieces.len() as u8)
        .find(|&k| !v.pieces[k as usize].royal && !v.pieces[k as usize].pawn);
    let mut fen_pos = None;
    'outer: for (i, &a) in far.iter().enumerate() {
        for &b in far.iter().rev().filter(|&&b| b != a && apart(a, b)) {
            let mut placed = vec![(centre, kind, true)];
            if let Some(king) = v.king() {
                placed.push((b, king, false));
                if kind != king {
                    placed.push((a, king, true));
                }
            }
            if let Some(x) = extra {
                let mut spots = far[i + 1..]
                    .iter()
                    .filter(|&&s| s != b && apart(s, a) && apart(s, b));
                if let (Some(&w), Some(&bl)) = (spots.next(), spots.next()) {
                    placed.push((w, x, true));
                    placed.push((bl, x, false));
                }
            }
            if let Ok(pos) = Position::from_fen(v, &place_fen(v, &placed))
                && !pos.in_check()
                && pos.legal_moves().iter().any(|m| m.from() == centre)
            {
                fen_pos = Some(pos);
                break 'outer;
            }
        }
    }
    let Some(pos) = fen_pos else {
        return String::new();
    };
    let captures = pos.attacks_from(Color::White, kind, centre, empty);
    let mut quiet: Vec<_> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from() == centre)
        .map(|m| m.to())
        .collect();
    // A piece whose moves and captures are the same (no m or c in its Betza) moves wherever it
    // captures, even where the diagram's other men would make the move illegal (a king's).
    if !p.betza.contains(['m', 'c']) {
        quiet.extend(captures);
    }
    // Special moves, marked apart: the king's one leap (Parsi), the pawn's double step.
    let mut special = Bitboard::EMPTY;
    if p.royal
        && !v.rules.royal_leap.is_empty()
        && let Ok(moves) = rukh_rules::betza::parse(&v.rules.royal_leap)
    {
        for m in moves {
            for &(dx, dy) in &m.steps {
                if let Some(t) = g.offset(centre, dx as i32, dy as i32) {
                    special.insert(t);
                }
            }
        }
    }
    let cell = 20;
    let mut s = format!(
        "<svg class=\"diagram\" viewBox=\"0 0 {} {}\" role=\"img\" aria-label=\"moves of the {}\">",
        files * cell,
        ranks * cell,
        esc(&p.name)
    );
    for r in 0..ranks {
        for f in 0..files {
            let x = f * cell;
            let y = (ranks - 1 - r) * cell;
            let light = (f + r) % 2 == 1;
            s.push_str(&format!(
                "<rect x=\"{x}\" y=\"{y}\" width=\"{cell}\" height=\"{cell}\" fill=\"{}\"/>",
                if light { "#f0dfbf" } else { "#c9a678" }
            ));
            let Some(sq) = g.square(f, r) else { continue };
            let (cx, cy) = (x + cell / 2, y + cell / 2);
            let q = quiet.contains(&sq);
            let c = captures.contains(sq);
            if sq == centre {
                let href = match p.figure.as_deref() {
                    Some(f) if crate::art::figures().any(|k| k == f) => {
                        format!("/pieces/figures/w-{f}.svg")
                    }
                    _ => format!(
                        "/pieces/w-{}{}.svg",
                        p.letter,
                        if p.royal {
                            "r"
                        } else if p.pawn {
                            "p"
                        } else {
                            ""
                        }
                    ),
                };
                s.push_str(&format!(
                    "<image href=\"{href}\" x=\"{x}\" y=\"{y}\" width=\"{cell}\" height=\"{cell}\"/>"
                ));
            } else if special.contains(sq) {
                s.push_str(&format!(
                    "<rect x=\"{}\" y=\"{}\" width=\"10\" height=\"10\" transform=\"rotate(45 {cx} {cy})\" fill=\"#2b5ea7\"/>",
                    cx - 5,
                    cy - 5
                ));
            } else if q && c {
                s.push_str(&format!(
                    "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"5\" fill=\"#8a4b14\"/>"
                ));
            } else if q {
                s.push_str(&format!(
                    "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"4\" fill=\"#2f6b3a\"/>"
                ));
            } else if c {
                s.push_str(&format!(
                    "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"5\" fill=\"none\" stroke=\"#b3261e\" stroke-width=\"2\"/>"
                ));
            }
        }
    }
    s.push_str("</svg>");
    s
}

/// How pawns promote in a game, in a sentence.
fn promotion_words(v: &Variant) -> String {
    use rukh_rules::variant::PromotionMode;
    let Some(p) = &v.promotion else {
        return "Pawns do not promote.".into();
    };
    let names = |kinds: &[u8]| {
        kinds
            .iter()
            .map(|&k| v.piece(k).name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match p.mode {
        PromotionMode::Choice if p.pieces.len() == 1 => format!(
            "On the last rank a pawn becomes a {}.",
            names(&p.pieces)
        ),
        PromotionMode::Choice => format!(
            "On the last rank a pawn becomes one of: {}.",
            names(&p.pieces)
        ),
        PromotionMode::Lost => format!(
            "On the last rank a pawn becomes a piece its side has lost ({}){}; with none lost, it may not promote.",
            names(&p.pieces),
            if p.always.is_empty() { String::new() } else { format!(", or a {}", names(&p.always)) }
        ),
        PromotionMode::File => "On the last rank a pawn becomes the piece that started on that file, and only once one of that kind has been lost; until then it may not enter the last rank.".into(),
    }
}

/// The game in a few plain sentences, made from its rules: how to win, what ends it.
fn how_to_play(v: &Variant) -> String {
    use rukh_rules::variant::{BareKing, Stalemate};
    let r = &v.rules;
    let mut out = vec![format!(
        "White moves first; the sides take turns, one move each. The pieces move as the diagrams below show."
    )];
    out.push(if r.king_capture {
        "There is no check: win by capturing the enemy king. A king may be left attacked, and a player who does so may lose it.".into()
    } else {
        "Win by checkmate: the enemy king is attacked and has no move to escape.".into()
    });
    out.push(match r.bare_king {
        BareKing::Shatranj => "Or win by baring the enemy king: capture all its men. A bared king may save the game only by baring yours in reply (a draw).".into(),
        BareKing::Boorj => "Baring the enemy raja (capturing all its men) ends the game at once: \"Boorj\".".into(),
        BareKing::Counted => format!(
            "A king left alone has {} moves (counted again after each of its captures) to reach a draw by baring the other king or by stalemate; then it loses.",
            r.lone_king_moves
        ),
        BareKing::None => String::new(),
    });
    if !r.king_capture {
        out.push(match r.stalemate {
            Stalemate::Loss if r.lone_stalemater_draws => "A side that has no legal move but is not in check (stalemated) loses, except against a lone king: then it is a draw.".into(),
            Stalemate::Loss => "A side that has no legal move but is not in check (stalemated) loses.".into(),
            Stalemate::Draw => "A side that has no legal move but is not in check (stalemated): a draw.".into(),
            Stalemate::Forbidden => "You may not stalemate your opponent (leave it without a move while not in check), nor give perpetual check.".into(),
        });
    }
    out.push(promotion_words(v));
    if r.grades {
        out.push("Wins have grades: Boorj is the lowest, then mate by a piece, and mate given by a pawn is the highest.".into());
    }
    out.push(format!(
        "Draws by repetition ({} times) and after {} moves each without a capture or pawn move are conventions of this site, not rules of the sources; both can be switched off.",
        r.repetition, r.move_rule
    ));
    out.iter()
        .filter(|s| !s.is_empty())
        .map(|s| format!("<p>{}</p>", esc(s)))
        .collect()
}

fn place_fen(v: &Variant, pieces: &[(rukh_rules::Square, u8, bool)]) -> String {
    let g = v.geometry;
    let mut rows = Vec::new();
    for r in (0..g.ranks() as i32).rev() {
        let mut row = String::new();
        let mut gap = 0;
        for f in 0..g.files() as i32 {
            let sq = g.square(f, r).expect("on board");
            match pieces.iter().find(|(s, _, _)| *s == sq) {
                Some((_, k, white)) => {
                    if gap > 0 {
                        row.push_str(&gap.to_string());
                        gap = 0;
                    }
                    let l = v.pieces[*k as usize].letter;
                    row.push(if *white { l } else { l.to_ascii_lowercase() });
                }
                None => gap += 1,
            }
        }
        if gap > 0 {
            row.push_str(&gap.to_string());
        }
        rows.push(row);
    }
    format!("{} w - - 0 1", rows.join("/"))
}

pub async fn rules_page(Path(id): Path<String>) -> Response {
    let Ok(v) = builtin(&id) else {
        return (
            StatusCode::NOT_FOUND,
            layout(
                "No such game",
                &format!("<h1>No game called '{}'</h1>", esc(&id)),
                "",
            ),
        )
            .into_response();
    };
    let mut legend = String::new();
    for (k, p) in v.pieces.iter().enumerate() {
        let mut notes = Vec::new();
        if p.royal && !v.rules.royal_leap.is_empty() {
            notes.push("Blue: once in a game, without capturing, the king may leap like a horse, as long as it has never been checked.".to_owned());
        }
        if p.pawn && !v.rules.double_step_files.is_empty() {
            notes.push(format!(
                "From its start square a pawn of the {} file{} may step two squares{}.",
                v.rules.double_step_files.join(", "),
                if v.rules.double_step_files.len() == 1 {
                    ""
                } else {
                    "s"
                },
                if v.rules.double_step_needs_unmoved_master {
                    ", while the piece that started behind it has not moved"
                } else {
                    ""
                }
            ));
        }
        if p.pawn {
            notes.push(promotion_words(&v));
        }
        if !v.rules.promotion_bonus.is_empty() && p.letter.to_string() == v.rules.promotion_bonus {
            notes.push("Made by a promotion, it may move once more at once, unless its square is attacked.".into());
        }
        let notes: String = notes
            .iter()
            .map(|n| format!("<p class=\"help\">{}</p>", esc(n)))
            .collect();
        legend.push_str(&format!(
            "<figure>{} <strong>{}</strong> ({}) <span class=\"muted\">Betza {}</span>{}{notes}</figure>",
            piece_img(p, true, 40),
            esc(&p.name),
            p.letter,
            esc(&p.betza),
            move_diagram(&v, k as u8)
        ));
    }
    // The game's own rule options, in words, with the value it plays by.
    let mut rows = String::new();
    let defaults = variant_json(&v)["rules"].clone();
    let own =
        crate::rule_docs::game_rules(rukh_rules::variant::builtin_source(&v.id).unwrap_or(""));
    for (key, note) in &own {
        let Some(d) = crate::rule_docs::doc(key) else {
            continue;
        };
        let value = match &defaults[key.as_str()] {
            Value::String(s) => s.clone(),
            Value::Bool(b) => {
                if *b {
                    "yes".into()
                } else {
                    "no".into()
                }
            }
            Value::Array(a) => a
                .iter()
                .filter_map(|x| x.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            o => o.to_string(),
        };
        let shown = match d.kind {
            crate::rule_docs::Kind::Choice(c) => c
                .iter()
                .find(|(k, _)| *k == value)
                .map_or(value.clone(), |(_, m)| (*m).to_owned()),
            _ => value.clone(),
        };
        rows.push_str(&format!(
            "<tr><td><strong>{}</strong><br><span class=\"muted\">{}</span></td><td>{}{}</td></tr>",
            esc(d.label),
            esc(d.what),
            esc(&shown),
            if note.is_empty() {
                String::new()
            } else {
                format!("<br><span class=\"muted\"><em>{}</em></span>", esc(note))
            }
        ));
    }
    let source = v
        .sources
        .iter()
        .map(|s| format!("<li>{}</li>", esc(s)))
        .collect::<String>();
    let body = format!(
        r#"<h1>{name}</h1><p>{desc}</p>
<div class="howto"><div class="howto-start">{start}<p class="muted">The start: {files}×{ranks} squares. <a class="button" href="/?variant={id}">Play {name}</a></p></div>
<div><h2>How to play</h2>{howto}</div></div>
<h2>Pieces</h2><p class="muted">Green dots: moves; red rings: captures; brown: both; blue diamonds: a special move (see below the diagram).</p>
<div class="legend">{legend}</div>
<h2>Rules this site plays by</h2><p class="muted">Each can be changed when a game is made (in the lobby, under the game's rules).</p>
<table class="rules-table">{rows}</table>
<p class="muted">Start position (FEN): <code>{fen}</code></p>
<h2>Sources</h2><ul>{source}</ul>"#,
        id = v.id,
        start = start_picture(&v),
        howto = how_to_play(&v),
        name = esc(&v.name),
        desc = esc(&v.description),
        files = v.geometry.files(),
        ranks = v.geometry.ranks(),
        fen = esc(&v.start_fen),
    );
    layout(&v.name, &body, "").into_response()
}
