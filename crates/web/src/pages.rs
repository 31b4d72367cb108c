//! The site's pages, rendered on the server through maud's compile-time templates (text is
//! escaped by the templates). The board itself is drawn by the front end (`web/src/main.ts`,
//! chessgroundx) from the game's JSON.

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{DOCTYPE, Markup, html};
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_rules::{Bitboard, Color, Position, Variant};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::db::{GameFilter, GameRow};
use crate::game::make_variant;
use crate::identity::Viewer;
use crate::{AppState, ListQuery, summary};

/// Every page: the header (the rules pages in a menu, the piece set, who is playing and the count
/// of their games where it is their move), the body, the scripts.
pub(crate) fn layout(viewer: &Viewer, title: &str, body: Markup, scripts: &[&str]) -> Markup {
    let player = viewer.player();
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " · Rukh" }
                link rel="stylesheet" href="/site.css";
                link rel="icon" href="/favicon.svg" type="image/svg+xml";
                link rel="stylesheet" href="/assets/app.css";
            }
            body data-player=[player.map(|p| p.id.as_str())] {
                header {
                    a.brand href="/" { "♜ Rukh" }
                    nav.site aria-label="Site" {
                        a href="/" { "Play" }
                        a href="/analysis/shatranj" { "Analysis" }
                        a href="/editor/shatranj" { "Editor" }
                        a href="/problems" { "Problems" }
                        a href="/archive" { "Archive" }
                        a href="/players" { "Players" }
                        details.rules-menu {
                            summary { "Rules" }
                            nav {
                                @for v in BUILTIN_IDS.iter().filter_map(|id| builtin(id).ok()) {
                                    a href={ "/rules/" (v.id) } { (v.name) }
                                }
                            }
                        }
                    }
                    label.set-choice title="Piece set" {
                        span.set-label { "Pieces " }
                        select #piece-set aria-label="Piece set" {
                            option value="figures" { "Figures" }
                            option value="turned" { "Turned" }
                            option value="letters" { "Letters" }
                        }
                    }
                    div.me {
                        @if let Some(p) = player {
                            a #my-games href="/games" title="Your games" {
                                "My games"
                                span #turn-count .badge hidden[viewer.your_turn == 0]
                                    title="Games where it is your move" { (viewer.your_turn) }
                            }
                            @if p.is_account() {
                                a #me href={ "/@/" (p.name) } { (p.name) @if p.is_bot() { " " span.bot { "BOT" } } }
                                a href="/account" { "Account" }
                                form.inline method="post" action="/logout" {
                                    button.link type="submit" #logout { "Sign out" }
                                }
                            } @else {
                                a #me href="/account" title="Your name here; change it in your account" { (p.name) }
                                a href="/login" { "Sign in" }
                                a.button.small href="/signup" { "Sign up" }
                            }
                        } @else {
                            a href="/login" { "Sign in" }
                            a.button.small href="/signup" { "Sign up" }
                        }
                    }
                }
                main { (body) }
                script src="/site.js" {}
                @for s in scripts {
                    script src=(s) defer {}
                }
            }
        }
    }
}

/// A page with a status other than 200.
pub(crate) fn page_with(
    viewer: &Viewer,
    status: StatusCode,
    title: &str,
    body: Markup,
) -> Response {
    (status, layout(viewer, title, body, &[])).into_response()
}

/// The figure a piece is drawn with in the default set, if the site has it.
fn figure_of(p: &rukh_rules::variant::PieceType) -> Option<&str> {
    p.figure
        .as_deref()
        .filter(|f| crate::art::figures().any(|k| k == *f))
}

/// The lettered disc of a piece.
fn disc_url(p: &rukh_rules::variant::PieceType, side: char) -> String {
    let flag = if p.royal {
        "r"
    } else if p.pawn {
        "p"
    } else {
        ""
    };
    format!("/pieces/{side}-{}{flag}.svg", p.letter)
}

/// A piece's picture in the default set (figures), with what the site script needs to show the
/// set the player chose (`/site.js`).
pub fn piece_img(p: &rukh_rules::variant::PieceType, white: bool, size: u32) -> Markup {
    let side = if white { 'w' } else { 'b' };
    let disc = disc_url(p, side);
    html! {
        @if let Some(f) = figure_of(p) {
            img.piece-img src={ "/pieces/figures/" (side) "-" (f) ".svg" } data-figure=(f)
                data-side=(side) data-disc=(disc) width=(size) height=(size) alt=(p.name);
        } @else {
            img.piece-img src=(disc) width=(size) height=(size) alt=(p.name);
        }
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

/// A variant's name from its id, for lists.
fn variant_name(g: &Value) -> String {
    g["variant"]
        .as_str()
        .and_then(|id| builtin(id).ok())
        .map(|v| v.name.clone())
        .unwrap_or_else(|| g["variant"].as_str().unwrap_or("?").to_owned())
}

/// A player's name in a list: a link to their page when they have one, "BOT" for a bot, and
/// their rating in the game (with its change once the game is over).
pub(crate) fn player_cell(g: &Value, side: &str) -> Markup {
    player_cell_with(g, side, true)
}

/// A player's name as `player_cell` shows it, with or without their rating's change.
pub(crate) fn player_cell_with(g: &Value, side: &str, with_change: bool) -> Markup {
    let name = g[side].as_str().unwrap_or("—");
    let url = g[format!("{side}_url")].as_str();
    let rating = &g["ratings"][side];
    html! {
        span.player {
            @if let Some(u) = url { a href=(u) { (name) } } @else { (name) }
            @if g[format!("{side}_bot")].as_bool() == Some(true) { " " span.bot { "BOT" } }
            @if let Some(r) = rating["before"].as_i64() {
                " " span.rating {
                    (r) @if rating["provisional"].as_bool() == Some(true) { "?" }
                    @if let Some(d) = rating["diff"].as_i64().filter(|_| with_change) {
                        " " span class=(if d >= 0 { "diff up" } else { "diff down" }) { (format!("{d:+}")) }
                    }
                }
            }
        }
    }
}

fn games_table(games: &[Value], empty: &str) -> Markup {
    let text = |g: &Value, k: &str| g[k].as_str().unwrap_or("—").to_owned();
    html! {
        @if games.is_empty() {
            p.muted { (empty) }
        } @else {
            table.games {
                tr { th { "Game" } th { "White" } th { "Black" } th { "Moves" } th { "Result" } }
                @for g in games {
                    tr {
                        td {
                            a href={ "/g/" (text(g, "id")) } { (variant_name(g)) }
                            @if g["rated"].as_bool() == Some(true) { " " span.muted.rated { "rated" } }
                            @if let Some(from) = g["imported"].as_str() {
                                br; span.muted.imported title="Imported from a file" { "imported: " (from) }
                            }
                        }
                        td { (player_cell(g, "white")) }
                        td { (player_cell(g, "black")) }
                        td { ((g["plies"].as_i64().unwrap_or(0) + 1) / 2) }
                        td {
                            (text(g, "result")) " " span.muted { (g["termination"].as_str().unwrap_or("")) }
                            " " a.muted href={ "/api/games/" (text(g, "id")) "/diagram" } title="A picture (PNG) of the final position" { "diagram" }
                        }
                    }
                }
            }
        }
    }
}

/// Open seeks, each with the button that takes the empty seat.
fn seeks_table(seeks: &[Value], viewer: &Viewer) -> Markup {
    let me = viewer.player().map(|p| p.id.as_str());
    html! {
        @if seeks.is_empty() {
            p.muted { "No open seek just now." }
        } @else {
            table.games {
                tr { th { "Game" } th { "Player" } th { "Time" } th { "Mode" } th {} }
                @for g in seeks {
                    @let side = if g["white"].is_string() { "white" } else { "black" };
                    tr {
                        td { (variant_name(g)) }
                        td { (player_cell(g, side)) }
                        td { (g["time_control"].as_str().unwrap_or("")) }
                        td {
                            @if g["rated"].as_bool() == Some(true) {
                                "Rated"
                                @if g["min_rating"].is_i64() || g["max_rating"].is_i64() {
                                    br; span.muted { (g["min_rating"].as_i64().map_or("…".into(), |m| m.to_string())) "–" (g["max_rating"].as_i64().map_or("…".into(), |m| m.to_string())) }
                                }
                            } @else { "Casual" }
                        }
                        td {
                            @if me.is_some() && g["creator"].as_str() == me {
                                span.muted { "your seek" }
                            } @else {
                                a.button.accept href=(g["join_url"].as_str().unwrap_or("#")) { "Accept" }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The page shown when the database does not answer.
fn unavailable(viewer: &Viewer) -> Response {
    page_with(
        viewer,
        StatusCode::SERVICE_UNAVAILABLE,
        "Unavailable",
        html! { p { "The database is not answering. Try again in a moment." } },
    )
}

/// The lobby; `?variant=ID` chooses the game in the form (the "new game" link of a game page).
pub async fn lobby(
    viewer: Viewer,
    State(state): State<AppState>,
    Query(q): Query<std::collections::HashMap<String, String>>,
) -> Response {
    // A link may choose the game, a start position and the opponent (the editor's "Play from
    // here", the analysis board's "Play this position").
    let mut sent: Vec<(String, String)> = q
        .get("variant")
        .filter(|v| BUILTIN_IDS.contains(&v.as_str()))
        .map(|v| vec![("variant".to_owned(), v.clone())])
        .unwrap_or_default();
    for key in ["fen", "opponent", "color"] {
        if let Some(v) = q.get(key).filter(|v| v.len() <= 300) {
            sent.push((key.to_owned(), v.clone()));
        }
    }
    lobby_page(&state, &viewer, &sent, None).await
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

/// A small picture of a game's start, for the lobby and the rules pages.
fn start_picture(v: &Arc<Variant>) -> Markup {
    position_picture(v, &v.start_position(), &format!("the start of {}", v.name))
}

/// A small picture of a position (White at the bottom), in the default piece set, on the game's
/// own board: checkered, plain (one colour, lines between the squares) or ashtapada (plain, with
/// the crossed squares).
pub(crate) fn position_picture(v: &Variant, start: &Position, label: &str) -> Markup {
    let g = v.geometry;
    let (w, h) = (g.files() as u32, g.ranks() as u32);
    let style = v.board_style.as_str();
    let plain = style != "checkered";
    html! {
        svg.start viewBox={ "0 0 " (w * 10) " " (h * 10) } role="img" aria-label=(label) data-board=(style) {
            @for r in 0..h {
                @for f in 0..w {
                    @let (x, y) = (f * 10, (h - 1 - r) * 10);
                    @if plain {
                        rect x=(x) y=(y) width="10" height="10" fill="#ecd8b0" stroke="#9c7a4c" stroke-width="0.3" {}
                        @if style == "ashtapada" && crate::diagram::ashtapada_marked(w as i32, h as i32, f as i32, r as i32) {
                            path d={ "M" (x + 1) " " (y + 1) "L" (x + 9) " " (y + 9) "M" (x + 9) " " (y + 1) "L" (x + 1) " " (y + 9) }
                                stroke="#8a6a3e" stroke-width="0.5" {}
                        }
                    } @else {
                        rect x=(x) y=(y) width="10" height="10"
                            fill=(if (f + r) % 2 == 1 { "#f0dfbf" } else { "#c9a574" }) {}
                    }
                    @if let Some(p) = g.square(f as i32, r as i32).and_then(|sq| start.piece_at(sq)) {
                        @let pt = v.piece(p.kind);
                        @let side = if p.color == Color::White { 'w' } else { 'b' };
                        @if let Some(f) = figure_of(pt) {
                            image href={ "/pieces/figures/" (side) "-" (f) ".svg" } data-figure=(f) data-side=(side)
                                data-disc=(disc_url(pt, side)) x=(x) y=(y) width="10" height="10" {}
                        } @else {
                            image href=(disc_url(pt, side)) x=(x) y=(y) width="10" height="10" {}
                        }
                    }
                }
            }
        }
    }
}

/// One rule option as a labelled control, preset to the game's value (or the value sent back).
fn rule_control(
    v: &Variant,
    defaults: &Value,
    key: &str,
    note: &str,
    sent: Option<&str>,
) -> Markup {
    use crate::rule_docs::{Kind, doc};
    let Some(d) = doc(key) else {
        return html! {};
    };
    let default = crate::rule_docs::form_value(&defaults[key]).unwrap_or_default();
    let value = sent.map(str::to_owned).unwrap_or(default);
    let name = format!("rule:{key}");
    // Where the setting comes from: a decision of the rules contract where the definition names
    // one (`S-A1`), otherwise the game's own source; a convention says so.
    let code = note
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .find(|w| {
            let b = w.as_bytes();
            b.len() >= 4 && b[0].is_ascii_uppercase() && b[1] == b'-' && b[2] == b'A'
        });
    let first_source = v
        .sources
        .first()
        .map(String::as_str)
        .unwrap_or("the rules contract");
    let source = if note.contains("convention") {
        "A convention of engines and servers.".to_owned()
    } else if let Some(code) = code {
        format!(
            "Source: {first_source} (decision {code} of the rules contract, where the sources are silent or differ)."
        )
    } else {
        format!("Source: {first_source}.")
    };
    html! {
        div.rule {
            label {
                span.rule-label { (d.label) }
                @match d.kind {
                    Kind::Choice(choices) => {
                        select name=(name) {
                            @for (val, meaning) in choices {
                                option value=(val) selected[*val == value] { (meaning) }
                            }
                        }
                    }
                    Kind::Switch => {
                        select name=(name) {
                            option value="true" selected[value == "true"] { "yes" }
                            option value="false" selected[value != "true"] { "no" }
                        }
                    }
                    Kind::Number { min, max } => {
                        input type="number" name=(name) min=(min) max=(max) value=(value);
                    }
                    Kind::Text => {
                        input name=(name) value=(value);
                    }
                }
            }
            p.help { (d.what) " " span.source { (source) } }
        }
    }
}

/// The lobby, with the values of a form sent back and the mistake in it, if any.
pub async fn lobby_page(
    state: &AppState,
    viewer: &Viewer,
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
            return unavailable(viewer);
        }
    };
    let get = |k: &str| {
        sent.iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.as_str())
    };
    let err_for = |field: &str| -> Markup {
        html! {
            @if let Some(e) = error.as_ref().filter(|e| e.field == field) {
                p.field-error role="alert" { (e.message) }
            }
        }
    };
    let variants: Vec<Arc<Variant>> = BUILTIN_IDS
        .iter()
        .filter_map(|id| builtin(id).ok())
        .collect();
    let chosen = get("variant").unwrap_or("shatranj");
    let tc = get("tc").unwrap_or("10+5");
    let radio = |name: &str, options: &[(&str, &str)], default: &str| -> Markup {
        let current = get(name).unwrap_or(default);
        html! {
            @for (val, label) in options {
                label.pill {
                    input type="radio" name=(name) value=(val) checked[*val == current];
                    span { (label) }
                }
            }
        }
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
    let level: u32 = get("level").and_then(|l| l.parse().ok()).unwrap_or(3);
    let account = viewer.identity.is_account();
    let modes = radio("mode", &[("rated", "Rated"), ("casual", "Casual")], "rated");
    let fen_open = error.as_ref().is_some_and(|e| e.field == "fen")
        || get("fen").is_some_and(|f| !f.is_empty());
    let body = html! {
        h1 { "Play the Shatranj family" }
        div.lobby {
            form.card.create method="post" action="/new" #new-game {
                h2 { "Create a game" }
                (err_for("form"))
                fieldset.games {
                    legend { "Game" }
                    @for v in &variants {
                        label.game-choice {
                            input type="radio" name="variant" value=(v.id) checked[v.id == chosen];
                            (start_picture(v))
                            span.game-text { strong { (v.name) } small { (v.description) } }
                        }
                    }
                }
                fieldset {
                    legend { "Time control" }
                    div.pills {
                        @for p in PRESETS {
                            label.pill {
                                input type="radio" name="tc" value=(p.0) checked[p.0 == tc];
                                span { (p.1) }
                            }
                        }
                    }
                    div #custom-clock .row {
                        label { "Minutes " input name="minutes" type="number" step="0.25" min="0.25" max="240" value=(get("minutes").unwrap_or("10")); }
                        label { "+ seconds a move " input name="increment" type="number" min="0" max="120" value=(get("increment").unwrap_or("5")); }
                    }
                    (err_for("clock"))
                }
                fieldset {
                    legend { "Opponent" }
                    div.pills { (opponents) }
                    label #level-row {
                        "Engine strength "
                        select name="level" {
                            @for l in 1..=8u32 {
                                option value=(l) selected[l == level] {
                                    (l)
                                    (match l { 1 => " (beginner)", 4 => " (club player)", 8 => " (full strength)", _ => "" })
                                }
                            }
                        }
                    }
                }
                fieldset {
                    legend { "Your colour" }
                    div.pills { (colours) }
                }
                fieldset #mode-box {
                    legend { "Mode" }
                    @if account {
                        div.pills { (modes) }
                        label #range-row {
                            "Opponent's rating (open seeks) "
                            select name="range" {
                                @for (val, label) in [("", "any"), ("100", "±100"), ("200", "±200"), ("300", "±300"), ("500", "±500")] {
                                    option value=(val) selected[get("range").unwrap_or("") == val] { (label) }
                                }
                            }
                        }
                        p.help { "Rated games change both players' ratings: the five games by their own rules, from their start, with a clock. Games against the engine are casual." }
                    } @else {
                        p.muted #rated-note { "Casual. " a href="/signup" { "Sign up" } " or " a href="/login" { "sign in" } " to play rated games." }
                    }
                    (err_for("mode"))
                }
                @if viewer.player().is_none() {
                    label { "Your name " input name="name" maxlength="20" placeholder="a name is made for you" value=(get("name").unwrap_or("")); }
                    (err_for("name"))
                } @else {
                    p.muted { "You play as " strong #play-as { (viewer.player().map(|p| p.name.as_str()).unwrap_or("")) } "." }
                }
                @for v in &variants {
                    @let source = rukh_rules::variant::builtin_source(&v.id).unwrap_or("");
                    @let own = crate::rule_docs::game_rules(source);
                    @let defaults = variant_json(v)["rules"].clone();
                    fieldset.rules-for data-variant=(v.id) {
                        legend { "Rules of " (v.name) }
                        p.muted {
                            "Set as the game's sources say; change one only to play another reading. "
                            a href={ "/rules/" (v.id) } { "How to play " (v.name) }
                        }
                        @for (key, note) in &own {
                            @if crate::rule_docs::doc(key).is_some_and(|d| !d.advanced) {
                                (rule_control(v, &defaults, key, note, if v.id == chosen { get(&format!("rule:{key}")) } else { None }))
                            }
                        }
                        details {
                            summary { "More rule options" }
                            @for (key, note) in &own {
                                @if crate::rule_docs::doc(key).is_some_and(|d| d.advanced) {
                                    (rule_control(v, &defaults, key, note, if v.id == chosen { get(&format!("rule:{key}")) } else { None }))
                                }
                            }
                        }
                    }
                }
                (err_for("rules"))
                details #fen-box open[fen_open] {
                    summary { "Start from another position" }
                    label { "Position (FEN; empty: the game's own start) " input name="fen" #fen value=(get("fen").unwrap_or("")) spellcheck="false"; }
                    (err_for("fen"))
                }
                p { button type="submit" #create { "Create the game" } }
            }
            div.lists {
                div.card {
                    h2 { "Open seeks" }
                    p.muted { "Games waiting for anyone to take the other seat. Make one with \"Anyone (open seek)\"." }
                    div #seeks { (seeks_table(&open.iter().filter(|g| g.seek).map(summary).collect::<Vec<_>>(), viewer)) }
                }
                div.card {
                    h2 { "Games in progress" }
                    div #active {
                        (games_table(&active.iter().filter(|g| !abandoned(g)).map(summary).collect::<Vec<_>>(), "No games in progress."))
                    }
                }
            }
        }
    };
    let status = if error.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    (status, layout(viewer, "Play", body, &["/lobby.js"])).into_response()
}

/// A game without a clock in which nobody has moved for a week no longer counts as in progress.
pub fn abandoned(g: &GameRow) -> bool {
    g.clock_kind == "none" && crate::now_ms() - g.updated_at > 7 * 86_400_000
}

#[derive(Deserialize, Default)]
pub struct GamePageQuery {
    t: Option<String>,
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

fn no_such_game(viewer: &Viewer) -> Response {
    page_with(
        viewer,
        StatusCode::NOT_FOUND,
        "No such game",
        html! {
            h1 { "No such game" }
            p { "Check the link, or start a new game from the " a href="/" { "lobby" } "." }
        },
    )
}

pub async fn game_page(
    viewer: Viewer,
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<GamePageQuery>,
    headers: axum::http::HeaderMap,
) -> Response {
    // An old private link (`?t=KEY`): the key's seat becomes the visitor's, and the key leaves
    // the address bar.
    if let Some(key) = q.t.filter(|k| !k.is_empty()) {
        return match crate::api::bind_seat(&state, &id, &key, &viewer.identity).await {
            Ok(cookie) => crate::forms::with_cookie(cookie, Redirect::to(&format!("/g/{id}"))),
            Err(_) => Redirect::to(&format!("/g/{id}")).into_response(),
        };
    }
    let Ok(slot) = state.slot(&id).await else {
        return no_such_game(&viewer);
    };
    let guard = slot.live.lock().await;
    let Some(live) = guard.as_ref() else {
        return no_such_game(&viewer);
    };
    let you = live.seat_of(&crate::Actor {
        player: viewer.identity.id().map(str::to_owned),
        key: None,
    });
    let invite = match (&live.row.invite_token, you) {
        (Some(i), Some(_)) if live.row.status == "open" => Some(i.clone()),
        _ => None,
    };
    let body = html! {
        @if let Some(i) = invite {
            div.card.invite #invite {
                strong {
                    @if live.row.seek {
                        "Your seek is in the lobby: the game starts when someone accepts it. You may also send this link to a friend."
                    } @else {
                        "Invite your opponent: send them this link; the game starts when they open it."
                    }
                }
                div.invite-row {
                    input readonly #invite-link value={ (origin(&headers)) "/join/" (id) "?invite=" (i) } aria-label="Invitation link";
                    button type="button" #invite-copy { "Copy" }
                }
            }
        }
        h1.sr-only {
            (live.variant.name) ": "
            (live.row.white_name.as_deref().unwrap_or("White")) " – "
            (live.row.black_name.as_deref().unwrap_or("waiting for a player"))
        }
        div #game data-id=(id) data-variant=(variant_json(&live.variant).to_string()) {
            noscript { "The board needs JavaScript. The game as text: " a href={ "/api/games/" (id) "/pgn" } { "PGN" } "." }
            p.muted #loading {
                "Loading the board… (if it stays empty, the front end is not built: run "
                code { "npm ci --prefix web && npm run build --prefix web" } ")"
            }
        }
        p {
            @if live.row.status == "finished" {
                a.button href={ "/analysis/" (live.variant.id) "?game=" (id) } #analyse { "Analyse this game" } " "
            }
            a href={ "/api/games/" (id) "/pgn" } { "Download PGN" } " · "
            a #diagram-link href={ "/api/games/" (id) "/diagram" } title="A picture (PNG) of the position shown, for a page or print" { "Download diagram" } " · "
            a href={ "/api/games/" (id) "/courier" } { "Download Game Courier log" } " · "
            a href={ "/rules/" (live.variant.id) } { "Rules of " (live.variant.name) }
        }
    };
    let title = format!("{} game", live.variant.name);
    layout(&viewer, &title, body, &["/assets/app.js"]).into_response()
}

#[derive(Deserialize, Default)]
pub struct JoinQuery {
    invite: Option<String>,
}

pub async fn join_page(
    viewer: Viewer,
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<JoinQuery>,
) -> Response {
    join_view(&state, &viewer, &id, &q.invite.unwrap_or_default(), None).await
}

/// The invitation's page again, with why joining was refused.
pub(crate) async fn join_refused(
    state: &AppState,
    viewer: &Viewer,
    id: &str,
    invite: &str,
    e: crate::ApiError,
) -> Response {
    join_view(state, viewer, id, invite, Some(e)).await
}

async fn join_view(
    state: &AppState,
    viewer: &Viewer,
    id: &str,
    invite: &str,
    refusal: Option<crate::ApiError>,
) -> Response {
    let Ok(slot) = state.slot(id).await else {
        return no_such_game(viewer);
    };
    let guard = slot.live.lock().await;
    let Some(live) = guard.as_ref() else {
        return no_such_game(viewer);
    };
    if live.row.status != "open" {
        return layout(
            viewer,
            "Game started",
            html! {
                h1 { "This game has started" }
                p { "You can " a href={ "/g/" (id) } { "watch it" } "." }
            },
            &[],
        )
        .into_response();
    }
    let g = summary(&live.row);
    let host_side = if g["white"].is_string() {
        "white"
    } else {
        "black"
    };
    let host = g[host_side].as_str().unwrap_or_default().to_owned();
    let clock = match live.row.clock_kind.as_str() {
        "live" => format!(
            "{} minutes + {} s a move",
            live.row.initial_ms as f64 / 60_000.0,
            live.row.increment_ms / 1000
        ),
        "correspondence" => format!("{} days a move", live.row.days_per_move),
        _ => "none".into(),
    };
    let yours = viewer
        .player()
        .is_some_and(|p| g["creator"].as_str() == Some(p.id.as_str()));
    let rated = live.row.rated;
    let needs_account = rated && !viewer.identity.is_account();
    let status = refusal.as_ref().map_or(StatusCode::OK, |e| e.status());
    let body = html! {
        h1 { (host) " invites you to " (live.variant.name) }
        form.card method="post" action={ "/join/" (id) } {
            input type="hidden" name="invite" value=(invite);
            @if let Some(e) = &refusal {
                p.field-error role="alert" #join-error { (e.message()) }
            }
            p { "Host: " (player_cell(&g, host_side)) }
            p {
                "Clock: " (clock) ". "
                @if rated { strong { "Rated" } " (" (crate::rating::speed_of(&live.row)) ")" } @else { "Casual" }
                @if live.row.min_rating.is_some() || live.row.max_rating.is_some() {
                    ", for ratings "
                    (live.row.min_rating.map_or("any".into(), |m| m.to_string())) " to "
                    (live.row.max_rating.map_or("any".into(), |m| m.to_string()))
                }
                ". " a href={ "/rules/" (live.variant.id) } { "Rules of " (live.variant.name) } "."
            }
            @if yours {
                p.muted { "This is your own game: it starts when someone else takes the other seat. " a href={ "/g/" (id) } { "Back to it" } }
            } @else if needs_account {
                p { "A rated game is played between accounts: " a href={ "/signup" } { "sign up" } " or " a href={ "/login?next=/join/" (id) "?invite=" (invite) } { "sign in" } " to take it." }
            } @else {
                @if let Some(p) = viewer.player() {
                    p.muted { "You play as " strong { (p.name) } "." }
                } @else {
                    label { "Your name " input name="name" maxlength="20" placeholder="a name is made for you"; }
                }
                button type="submit" #join { "Join the game" }
            }
        }
    };
    (status, layout(viewer, "Join", body, &[])).into_response()
}

pub async fn archive(
    viewer: Viewer,
    State(state): State<AppState>,
    Query(q): Query<ListQuery>,
) -> Response {
    let mut filter = q.filter();
    filter.status = Some("finished".into());
    let games = match state.db().list(&filter).await {
        Ok(g) => g,
        Err(_) => {
            return unavailable(&viewer);
        }
    };
    let results = [
        ("", "any result"),
        ("1-0", "1-0"),
        ("0-1", "0-1"),
        ("1/2-1/2", "draw"),
    ];
    let body = html! {
        h1 { "Archive" }
        form.card method="get" action="/archive" {
            label {
                "Game "
                select name="variant" {
                    option value="" selected[q.variant.is_none()] { "all games" }
                    @for v in BUILTIN_IDS.iter().filter_map(|id| builtin(id).ok()) {
                        option value=(v.id) selected[q.variant.as_deref() == Some(v.id.as_str())] { (v.name) }
                    }
                }
            }
            label { "Player " input name="player" value=(q.player.as_deref().unwrap_or("")); }
            label {
                "Result "
                select name="result" {
                    @for (val, label) in results {
                        option value=(val) selected[q.result.as_deref().unwrap_or("") == val] { (label) }
                    }
                }
            }
            label {
                "Origin "
                select name="origin" {
                    @for (val, label) in [("", "any"), ("played", "played here"), ("imported", "imported")] {
                        option value=(val) selected[q.origin.as_deref().unwrap_or("") == val] { (label) }
                    }
                }
            }
            button type="submit" { "Filter" }
        }
        p { a href="/import" { "Import games" } " from PGN files or Game Courier logs." }
        (games_table(&games.iter().map(summary).collect::<Vec<_>>(), "No finished games match."))
    };
    layout(&viewer, "Archive", body, &[]).into_response()
}

fn move_diagram(v: &Arc<Variant>, kind: u8) -> Markup {
    let g = v.geometry;
    let (files, ranks) = (g.files() as i32, g.ranks() as i32);
    let p = &v.pieces[kind as usize];
    let cf = (files - 1) / 2;
    // A pawn that may step twice stands on its start rank, so the double step can be drawn.
    let double = p.pawn
        && v.rules
            .double_step_files
            .iter()
            .any(|f| f.as_bytes().first().map(|b| (b - b'a') as i32) == Some(cf));
    let cr = if double {
        1
    } else if p.pawn {
        2
    } else {
        (ranks - 1) / 2
    };
    let Some(centre) = g.square(cf, cr) else {
        return html! {};
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
        return html! {};
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
    if double && let Some(t) = g.offset(centre, 0, 2) {
        special.insert(t);
    }
    let cell = 20;
    html! {
        svg.diagram viewBox={ "0 0 " (files * cell) " " (ranks * cell) } role="img" aria-label={ "moves of the " (p.name) } {
            @for r in 0..ranks {
                @for f in 0..files {
                    @let x = f * cell;
                    @let y = (ranks - 1 - r) * cell;
                    rect x=(x) y=(y) width=(cell) height=(cell)
                        fill=(if (f + r) % 2 == 1 { "#f0dfbf" } else { "#c9a678" }) {}
                    @if let Some(sq) = g.square(f, r) {
                        @let (cx, cy) = (x + cell / 2, y + cell / 2);
                        @let q = quiet.contains(&sq);
                        @let c = captures.contains(sq);
                        @if sq == centre {
                            @if let Some(fig) = figure_of(p) {
                                image href={ "/pieces/figures/w-" (fig) ".svg" } data-figure=(fig) data-side="w"
                                    data-disc=(disc_url(p, 'w')) x=(x) y=(y) width=(cell) height=(cell) {}
                            } @else {
                                image href=(disc_url(p, 'w')) x=(x) y=(y) width=(cell) height=(cell) {}
                            }
                        } @else if special.contains(sq) {
                            rect x=(cx - 5) y=(cy - 5) width="10" height="10"
                                transform={ "rotate(45 " (cx) " " (cy) ")" } fill="#2b5ea7" {}
                        } @else if q && c {
                            circle cx=(cx) cy=(cy) r="5" fill="#8a4b14" {}
                        } @else if q {
                            circle cx=(cx) cy=(cy) r="4" fill="#2f6b3a" {}
                        } @else if c {
                            circle cx=(cx) cy=(cy) r="5" fill="none" stroke="#b3261e" stroke-width="2" {}
                        }
                    }
                }
            }
        }
    }
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
fn how_to_play(v: &Variant) -> Markup {
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
    html! {
        @for s in out.iter().filter(|s| !s.is_empty()) {
            p { (s) }
        }
    }
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

pub async fn rules_page(viewer: Viewer, Path(id): Path<String>) -> Response {
    let Ok(v) = builtin(&id) else {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            "No such game",
            html! { h1 { "No game called '" (id) "'" } },
        );
    };
    // Notes under each piece's diagram: its special moves.
    let notes = |p: &rukh_rules::variant::PieceType| {
        let mut notes = Vec::new();
        if p.royal && !v.rules.royal_leap.is_empty() {
            notes.push("Blue: once in a game, without capturing, the king may leap like a horse, as long as it has never been checked.".to_owned());
        }
        if p.pawn && !v.rules.double_step_files.is_empty() {
            notes.push(format!(
                "Blue: from its start square a pawn of the {} file{} may step two squares{}.",
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
        notes
    };
    // The game's own rule options, in words, with the value it plays by.
    let defaults = variant_json(&v)["rules"].clone();
    let own =
        crate::rule_docs::game_rules(rukh_rules::variant::builtin_source(&v.id).unwrap_or(""));
    let rows: Vec<(&crate::rule_docs::RuleDoc, String, String)> = own
        .iter()
        .filter_map(|(key, note)| {
            let d = crate::rule_docs::doc(key)?;
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
                _ => value,
            };
            Some((d, shown, note.clone()))
        })
        .collect();
    let body = html! {
        h1 { (v.name) }
        p { (v.description) }
        div.howto {
            div.howto-start {
                (start_picture(&v))
                p.muted {
                    "The start: " (v.geometry.files()) "×" (v.geometry.ranks()) " squares. "
                    a.button href={ "/?variant=" (v.id) } { "Play " (v.name) }
                }
                p.muted.print-links {
                    "Play it at home: print the board and the men to cut out ("
                    a href={ "/api/print/" (v.id) "?paper=a4" } { "A4" } ", "
                    a href={ "/api/print/" (v.id) "?paper=letter" } { "Letter" } ", PDF) · "
                    a href={ "/api/diagram/" (v.id) "?format=png" } { "start diagram" }
                }
            }
            div { h2 { "How to play" } (how_to_play(&v)) }
        }
        h2 { "Pieces" }
        p.muted { "Green dots: moves; red rings: captures; brown: both; blue diamonds: a special move (see below the diagram)." }
        div.legend {
            @for (k, p) in v.pieces.iter().enumerate() {
                figure {
                    (piece_img(p, true, 40)) " "
                    strong { (p.name) } " (" (p.letter) ") "
                    span.muted { "Betza " (p.betza) }
                    (move_diagram(&v, k as u8))
                    @for n in notes(p) {
                        p.help { (n) }
                    }
                }
            }
        }
        h2 { "Rules this site plays by" }
        p.muted { "Each can be changed when a game is made (in the lobby, under the game's rules)." }
        table.rules-table {
            @for (d, shown, note) in &rows {
                tr {
                    td { strong { (d.label) } br; span.muted { (d.what) } }
                    td {
                        (shown)
                        @if !note.is_empty() {
                            br; span.muted { em { (note) } }
                        }
                    }
                }
            }
        }
        p.muted { "Start position (FEN): " code { (v.start_fen) } }
        h2 { "Endings" }
        p {
            "Which endings of three and four men win and which draw, as Rukh's endgame tables solve them: "
            a href={ "/endings/" (v.id) } { "Endings of " (v.name) } "."
        }
        h2 { "Sources" }
        ul { @for s in &v.sources { li { (s) } } }
    };
    layout(&viewer, &v.name, body, &[]).into_response()
}

#[derive(Deserialize, Default)]
pub struct AnalysisQuery {
    fen: Option<String>,
    rules: Option<String>,
    game: Option<String>,
    ply: Option<usize>,
}

/// The games this server offers on the analysis board and the editor: the five, then the
/// users' own (`rukh serve --variant-file`).
fn study_games() -> Vec<(String, String)> {
    // The five from the rules' cache; only the users' games are read from their source.
    let five = BUILTIN_IDS
        .iter()
        .filter_map(|id| builtin(id).ok().map(|v| (id.to_string(), v.name.clone())));
    let own = crate::game::extra_variant_ids()
        .into_iter()
        .filter_map(|id| make_variant(&id, "{}").ok().map(|v| (id, v.name.clone())));
    five.chain(own).collect()
}

/// A select of the games, each a link to the same page for that game.
fn game_switch(page: &str, current: &str) -> Markup {
    html! {
        nav.game-switch aria-label="Game" {
            @for (id, name) in study_games() {
                @if id == current {
                    strong { (name) }
                } @else {
                    a href={ "/" (page) "/" (id) } { (name) }
                }
            }
        }
    }
}

/// `/analysis/{variant}`: the analysis board, empty, from a FEN (`?fen=`), or with a game's
/// moves as its main line (`?game=ID`, at its last position or `&ply=N`).
pub async fn analysis_page(
    viewer: Viewer,
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<AnalysisQuery>,
) -> Response {
    let mut notice: Option<String> = None;
    let (variant, rules, fen, mainline, game, result, title) = if let Some(gid) = &q.game {
        let Ok(slot) = state.slot(gid).await else {
            return no_such_game(&viewer);
        };
        let guard = slot.live.lock().await;
        let Some(live) = guard.as_ref() else {
            return no_such_game(&viewer);
        };
        if live.row.status != "finished" {
            return page_with(
                &viewer,
                StatusCode::CONFLICT,
                "Game in progress",
                html! {
                    h1 { "This game is still being played" }
                    p { "The analysis board opens once it is over. " a href={ "/g/" (gid) } { "Back to the game" } }
                },
            );
        }
        let moves: Vec<Value> = live
            .moves
            .iter()
            .map(|m| json!({"coord": m.coord, "san": m.san}))
            .collect();
        let names = format!(
            "{} – {}",
            live.row.white_name.as_deref().unwrap_or("White"),
            live.row.black_name.as_deref().unwrap_or("Black")
        );
        (
            Arc::clone(&live.variant),
            live.row.rules.clone(),
            live.row.start_fen.clone(),
            moves,
            gid.clone(),
            live.row.result.clone().unwrap_or_else(|| "*".into()),
            format!("Analysis: {names}"),
        )
    } else {
        let rules = q.rules.clone().unwrap_or_else(|| "{}".into());
        let variant = match make_variant(&id, &rules) {
            Ok(v) => v,
            Err(e) => {
                return page_with(
                    &viewer,
                    StatusCode::NOT_FOUND,
                    "No such game",
                    html! {
                        h1 { "Cannot open the analysis board" }
                        p { (e) }
                        (game_switch("analysis", ""))
                    },
                );
            }
        };
        let mut fen = variant.start_fen.clone();
        if let Some(f) = q.fen.as_deref().filter(|f| !f.trim().is_empty()) {
            match Position::from_fen(&variant, f) {
                Ok(p) => fen = p.fen(),
                Err(e) => {
                    notice = Some(format!(
                        "That position cannot be used: {e}. Showing the start instead."
                    ))
                }
            }
        }
        let title = format!("{} analysis board", variant.name);
        (
            variant,
            rules,
            fen,
            Vec::new(),
            String::new(),
            "*".into(),
            title,
        )
    };
    if variant.id != id && q.game.is_some() {
        return Redirect::to(&format!("/analysis/{}?game={}", variant.id, game)).into_response();
    }
    let ply = q.ply.unwrap_or(mainline.len()).min(mainline.len());
    let body = html! {
        h1.page-title { (title) }
        (game_switch("analysis", &variant.id))
        @if let Some(n) = notice {
            p.error role="alert" { (n) }
        }
        div #analysis data-variant=(variant_json(&variant).to_string()) data-rules=(rules)
            data-fen=(fen) data-game=(game) data-result=(result) data-ply=(ply)
            data-mainline=(Value::Array(mainline).to_string()) {
            noscript { "The analysis board needs JavaScript." }
            p.muted #loading {
                "Loading the board… (if it stays empty, the front end is not built: run "
                code { "npm ci --prefix web && npm run build --prefix web" } ")"
            }
        }
        @if !game.is_empty() {
            p { a href={ "/g/" (game) } { "Back to the game" } " · " a href={ "/api/games/" (game) "/pgn" } { "The game's PGN" } }
        }
        p.muted {
            "Click or drag pieces to try moves; each one is kept in the list, side lines too, and in this page's address, so a link shares the whole analysis. "
            "Arrows show the engine's best moves (dark blue: the best). Keys: ← → to step, Home and End."
        }
    };
    layout(&viewer, &title, body, &["/assets/analysis.js"]).into_response()
}

/// `/editor/{variant}`: set up a position of a game (from its start, or `?fen=`), checked by the
/// rules as it is made; from a valid one, analyse it, play the engine or invite a friend.
pub async fn editor_page(
    viewer: Viewer,
    Path(id): Path<String>,
    Query(q): Query<AnalysisQuery>,
) -> Response {
    let rules = q.rules.clone().unwrap_or_else(|| "{}".into());
    let variant = match make_variant(&id, &rules) {
        Ok(v) => v,
        Err(e) => {
            return page_with(
                &viewer,
                StatusCode::NOT_FOUND,
                "No such game",
                html! { h1 { "Cannot open the editor" } p { (e) } (game_switch("editor", "")) },
            );
        }
    };
    let fen = q
        .fen
        .clone()
        .filter(|f| !f.trim().is_empty())
        .unwrap_or_else(|| variant.start_fen.clone());
    let title = format!("{}: set up a position", variant.name);
    let body = html! {
        h1.page-title { (title) }
        (game_switch("editor", &variant.id))
        div #editor data-variant=(variant_json(&variant).to_string()) data-rules=(rules) data-fen=(fen) {
            noscript { "The editor needs JavaScript." }
            p.muted #loading {
                "Loading the board… (if it stays empty, the front end is not built: run "
                code { "npm ci --prefix web && npm run build --prefix web" } ")"
            }
        }
        p.muted {
            "Drag pieces from the trays onto the board, or pick one and click squares to place it (click a piece of the same kind to take it away). "
            "Drag a piece off the board to remove it. The rules check the position as you go."
        }
    };
    layout(&viewer, &title, body, &["/assets/editor.js"]).into_response()
}

#[derive(Deserialize)]
pub struct ImportForm {
    #[serde(default)]
    text: String,
    #[serde(default)]
    variant: Option<String>,
    #[serde(default)]
    format: Option<String>,
}

/// The import form: a text box (files chosen are read into it), the game of records that do
/// not name theirs, the format.
fn import_form_markup(text: &str, variant: &str, format: &str) -> Markup {
    html! {
        form.card method="post" action="/import" #import-form {
            label {
                "Files (PGN or Game Courier logs; several at once) "
                input type="file" #import-files multiple accept=".pgn,.txt,.log,text/plain";
            }
            span.muted #import-note {}
            label.block {
                "Or paste them here"
                textarea name="text" #import-text rows="12" spellcheck="false"
                    placeholder="[Variant \"Shatranj\"]\n[White \"...\"]\n\n1. e3 e6 2. Nf3 ..." { (text) }
            }
            div.row {
                label {
                    "Game of records that do not say "
                    select name="variant" {
                        @for (id, name) in study_games() {
                            option value=(id) selected[id == variant] { (name) }
                        }
                    }
                }
                label {
                    " Format "
                    select name="format" {
                        @for (val, label) in [("auto", "tell by itself"), ("pgn", "PGN"), ("courier", "Game Courier log")] {
                            option value=(val) selected[val == format] { (label) }
                        }
                    }
                }
            }
            p.muted {
                "Up to " (crate::import::MAX_IMPORT_GAMES) " games and " (crate::import::MAX_IMPORT_BYTES / 1024) " KiB at once. "
                "Each game is replayed by the rules; a game with an illegal move is refused with the move and why, the others come in."
            }
            button type="submit" #import-submit { "Import" }
        }
    }
}

/// `/import`: bring games into the archive.
pub async fn import_page(viewer: Viewer) -> Response {
    let body = html! {
        h1.page-title { "Import games" }
        p { "Bring games of the five games (and this server's own) from other sites and books into the archive, to find them again and study them on the analysis board." }
        (import_form_markup("", "shatranj", "auto"))
    };
    layout(&viewer, "Import games", body, &["/import.js"]).into_response()
}

/// The import form sent: what came in (with links to the analysis board) and what was refused.
pub async fn import_form(
    viewer: Viewer,
    State(state): State<AppState>,
    ext: axum::http::Extensions,
    form: Result<axum::extract::Form<ImportForm>, axum::extract::rejection::FormRejection>,
) -> Response {
    let axum::extract::Form(f) = match form {
        Ok(f) => f,
        Err(e) => {
            return page_with(
                &viewer,
                e.status(),
                "Import",
                html! { h1 { "Import" } p.error { "The form could not be read: " (e.body_text()) } },
            );
        }
    };
    let req = crate::import::ImportRequest {
        text: f.text.clone(),
        format: f.format.clone(),
        variant: f.variant.clone(),
    };
    let variant = f.variant.as_deref().unwrap_or("shatranj");
    let format = f.format.as_deref().unwrap_or("auto");
    let report = match state.import(&req, crate::limits::client_ip(&ext)).await {
        Ok(r) => r,
        Err(e) => {
            let body = html! {
                h1.page-title { "Import games" }
                p.error role="alert" #import-error { (e.message()) }
                (import_form_markup(&f.text, variant, format))
            };
            return (
                e.status(),
                layout(&viewer, "Import games", body, &["/import.js"]),
            )
                .into_response();
        }
    };
    let body = html! {
        h1.page-title { "Import games" }
        @if !report.imported.is_empty() {
            div.card #imported {
                h2 { (report.imported.len()) " game" @if report.imported.len() != 1 { "s" } " imported" }
                table.games {
                    tr { th { "#" } th { "White" } th { "Black" } th { "Moves" } th { "Result" } th {} }
                    @for g in &report.imported {
                        tr {
                            td { (g["game"]) }
                            td { (g["white"].as_str().unwrap_or("?")) }
                            td { (g["black"].as_str().unwrap_or("?")) }
                            td { (g["moves"].as_u64().unwrap_or(0).div_ceil(2)) }
                            td { (g["result"].as_str().unwrap_or("*")) }
                            td { a.button href=(g["analysis_url"].as_str().unwrap_or("#")) { "Analyse" } }
                        }
                    }
                }
            }
        }
        @if !report.refused.is_empty() {
            div.card #refused {
                h2 { (report.refused.len()) " game" @if report.refused.len() != 1 { "s" } " refused" }
                ul {
                    @for g in &report.refused {
                        li {
                            "Game " (g["game"]) @if g["line"].as_u64().unwrap_or(0) > 0 { " (line " (g["line"]) ")" }
                            @if !g["players"].as_str().unwrap_or("").is_empty() { ", " (g["players"].as_str().unwrap_or("")) }
                            ": " span.error { (g["error"].as_str().unwrap_or("")) }
                        }
                    }
                }
            }
        }
        p { a href="/archive?origin=imported" { "All imported games in the archive" } " · " a href="/import" { "Import more" } }
    };
    layout(&viewer, "Import games", body, &[]).into_response()
}

/// `/problems`: the collection, by game.
pub async fn problems_page(viewer: Viewer) -> Response {
    let all = crate::problems::all();
    let body = html! {
        h1.page-title { "Problems" }
        p {
            "Positions to win by force: you play the winning side, the engine defends. "
            "The old masters' problems (mansubat) and positions found in games, each checked by the rules and the engine."
        }
        @for (id, name) in study_games() {
            @let list: Vec<_> = all.iter().filter(|p| p.variant == id).collect();
            @if !list.is_empty() {
                h2 #(id) { (name) " " span.muted { "(" (list.len()) ")" } }
                div.problem-grid {
                    @for (n, p) in list.iter().enumerate() {
                        @let v = builtin(&p.variant).ok();
                        @let stip = v.as_ref().and_then(|v| p.position(v).ok()).map(|pos| p.stipulation(&pos)).unwrap_or_default();
                        a.card.problem-card href={ "/problems/" (p.id) } data-problem=(p.id) {
                            strong { "No. " (n + 1) @if !p.title.is_empty() { ": " (p.title) } }
                            br;
                            span { (stip) }
                            br;
                            span.muted.source { (p.source) }
                        }
                    }
                }
            }
        }
        @if all.is_empty() {
            p.muted { "No problems yet." }
        }
    };
    layout(&viewer, "Problems", body, &["/problems.js"]).into_response()
}

/// `/problems/{id}`: one problem to solve.
pub async fn problem_page(viewer: Viewer, Path(id): Path<String>) -> Response {
    let Some(p) = crate::problems::find(&id) else {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            "No such problem",
            html! { h1 { "No such problem" } p { a href="/problems" { "All problems" } } },
        );
    };
    let Ok(variant) = builtin(&p.variant) else {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            "No such problem",
            html! { h1 { "No such game" } },
        );
    };
    let data = crate::problems::problem_json(p)
        .map(|v| v.to_string())
        .unwrap_or_default();
    let all = crate::problems::all();
    let i = all.iter().position(|q| q.id == p.id).unwrap_or(0);
    let next = all.get(i + 1).map(|q| q.id.clone());
    let number = all
        .iter()
        .filter(|q| q.variant == p.variant)
        .position(|q| q.id == p.id)
        .unwrap_or(0)
        + 1;
    let title = if p.title.is_empty() {
        format!("No. {number}")
    } else {
        format!("No. {number}: {}", p.title)
    };
    let body = html! {
        h1.page-title { (variant.name) " problem " (title) }
        div #problem data-variant=(variant_json(&variant).to_string()) data-problem=(data)
            data-next=(next.unwrap_or_default()) {
            noscript { "Solving needs JavaScript." }
            p.muted #loading { "Loading the board…" }
        }
        p.muted { "Source: " (p.source) }
        @if !p.note.is_empty() { p { (p.note) } }
        p { a href="/problems" { "All problems" } " · " a href={ "/rules/" (variant.id) } { "Rules of " (variant.name) } }
    };
    layout(
        &viewer,
        &format!("Problem {title}"),
        body,
        &["/assets/problem.js"],
    )
    .into_response()
}

/// The pages (lobby, game, archive, analysis board, editor, problems, rules).
pub(crate) fn routes() -> axum::Router<crate::AppState> {
    use axum::routing::get;
    axum::Router::new()
        .route("/", get(lobby))
        .route("/g/{id}", get(game_page))
        .route("/join/{id}", get(join_page).post(crate::forms::join_form))
        .route("/archive", get(archive))
        .route(
            "/analysis",
            get(|| async { Redirect::to("/analysis/shatranj") }),
        )
        .route("/analysis/{variant}", get(analysis_page))
        .route(
            "/editor",
            get(|| async { Redirect::to("/editor/shatranj") }),
        )
        .route("/editor/{variant}", get(editor_page))
        .route("/problems", get(problems_page))
        .route("/problems/{id}", get(problem_page))
        .route("/rules/{variant}", get(rules_page))
}
