//! The lobby: the open seeks, the games in progress, and the form that makes a game.

use std::sync::Arc;

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use rukh_rules::Variant;
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use serde_json::Value;

use crate::app::AppState;
use crate::http::identity::Viewer;
use crate::play::summary;
use crate::wire::{GameStatus, GameSummary};
use rukh_store::GameFilter;

use super::layout::{
    games_table, layout, player_cell, position_picture, unavailable, variant_name,
};
use crate::play::lobby::abandoned;
use crate::play::quick::{PRESETS, preset};

/// Open seeks, each with the button that takes the empty seat.
fn seeks_table(seeks: &[GameSummary], viewer: &Viewer) -> Markup {
    let me = viewer.player().map(|p| p.id.as_str());
    html! {
        @if seeks.is_empty() {
            p.muted { "No open seek just now." }
        } @else {
            table.games {
                tr { th { "Game" } th { "Player" } th { "Time" } th { "Mode" } th {} }
                @for g in seeks {
                    tr {
                        td {
                            (variant_name(g))
                            @if !g.rule_changes.is_empty() {
                                br; span.rule-changes { "Changed: " (g.rule_changes.join("; ")) }
                            }
                        }
                        td { (player_cell(g, g.host_side())) }
                        td { (g.time_control) }
                        td {
                            @if g.rated {
                                "Rated"
                                @if g.min_rating.is_some() || g.max_rating.is_some() {
                                    br; span.muted { (g.min_rating.map_or("…".into(), |m| m.to_string())) "–" (g.max_rating.map_or("…".into(), |m| m.to_string())) }
                                }
                            } @else { "Casual" }
                        }
                        td {
                            @if me.is_some() && g.creator.as_deref() == me {
                                form.cancel-seek method="post" action={ "/g/" (g.id) "/cancel" } {
                                    button type="submit" aria-label={ "Cancel your seek of " (variant_name(g)) } { "Cancel" }
                                }
                            } @else {
                                a.button.accept href=(g.join_url.as_deref().unwrap_or("#")) { "Accept" }
                            }
                        }
                    }
                }
            }
        }
    }
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

/// A game in a sentence a newcomer understands, under the quick-pairing grid.
fn plain_words(id: &str, variants: &[Arc<Variant>]) -> String {
    let name = variants
        .iter()
        .find(|v| v.id == id)
        .map_or(id, |v| v.name.as_str());
    let what = match id {
        "shatranj" => {
            "the chess of medieval Persia and the Arab world. The counsellor moves one square diagonally and the elephant jumps two, so games are long; stalemating the other king, or taking all its men, wins"
        }
        "chaturanga-davidson" => {
            "Indian chess as H. A. Davidson described it. There is no checkmate: the king may be captured, and leaving the other king alone on the board wins"
        }
        "parsi" => {
            "Indian chess of 1814, close to today's chess (a queen and bishops), with the king's one knight's leap, pawns that promote only to pieces already lost, and no stalemating"
        }
        "shatranj-kamil-64" => {
            "Shatranj on 64 squares with stronger pieces (silver generals, far-jumping elephants); stalemating wins, and a lone king gets ten moves to save itself"
        }
        "great-shatranj" => {
            "Shatranj on a 10x8 board with stronger pieces whose long moves are two-square jumps; pawns promote to pieces already lost, or to a soldier"
        }
        _ => "",
    };
    if what.is_empty() {
        name.to_owned()
    } else {
        format!("{name}: {what}.")
    }
}

/// A small picture of a game's start, for the lobby and the rules pages.
pub(super) fn start_picture(v: &Arc<Variant>) -> Markup {
    position_picture(v, &v.start_position(), &format!("the start of {}", v.name))
}

/// One rule option as a labelled control, preset to the game's value (or the value sent back).
fn rule_control(
    v: &Variant,
    defaults: &Value,
    key: &str,
    note: &str,
    sent: Option<&str>,
) -> Markup {
    use crate::site::rule_docs::{Kind, doc};
    let Some(d) = doc(key) else {
        return html! {};
    };
    let default = crate::site::rule_docs::form_value(&defaults[key]).unwrap_or_default();
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
    let list = |status: GameStatus| GameFilter {
        status: Some(status),
        limit: 30,
        ..GameFilter::default()
    };
    let now = crate::app::now_ms();
    let (open, active, tournaments) = match (
        state.db().list(&list(GameStatus::Open)).await,
        state.db().list(&list(GameStatus::Active)).await,
        state.db().tournaments(now, 0).await,
    ) {
        (Ok(o), Ok(a), Ok((t, _))) => (o, a, t),
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
    // The quick-pairing grid: the seeks waiting in each cell, other players' only.
    let me = viewer.player().map(|p| p.id.clone());
    let waiting = |variant: &str, tc: &str| {
        let Some(clock) = preset(tc) else { return 0 };
        open.iter()
            .filter(|g| crate::play::quick::fits(g, variant, clock))
            .filter(|g| {
                me.is_none()
                    || ![&g.white_player, &g.black_player]
                        .iter()
                        .any(|p| p.as_deref() == me.as_deref())
            })
            .count()
    };
    let create_open = error.as_ref().is_some_and(|e| e.field != "quick") || !sent.is_empty();
    let body = html! {
        h1 { "Play the Shatranj family" }
        form.card.quick method="post" action="/quick" #quick {
            h2 { "Quick pairing" }
            p.help { "Choose a game and a clock: you are paired with a player waiting for the same, or your seek waits in the lobby until someone takes it. Times are minutes + seconds added a move." }
            (err_for("quick"))
            div.quick-games role="radiogroup" aria-label="Game" {
                @for v in &variants {
                    label.pill {
                        input type="radio" name="quick-game" value=(v.id) checked[v.id == chosen];
                        span { (v.name) }
                    }
                }
            }
            @for v in &variants {
                div.quick-grid data-variant=(v.id) {
                    @for tc in crate::play::quick::QUICK_CLOCKS {
                        @let n = waiting(&v.id, tc);
                        @let label = PRESETS.iter().find(|p| p.0 == *tc).map_or(*tc, |p| p.1);
                        button type="submit" name="quick" value={ (v.id) "|" (tc) } .quick-cell data-clock=(label) {
                            span.sr-only { (v.name) ", " }
                            span.tc { (label) }
                            span.kind { (crate::play::quick::speed_name(tc)) }
                            @if n > 0 { span.waiting { (n) " waiting" } }
                        }
                    }
                }
            }
            @for v in &variants {
                p.quick-about data-variant=(v.id) { (plain_words(&v.id, &variants)) " " a href={ "/rules/" (v.id) } { "How to play " (v.name) } }
            }
        }
        div.lobby {
            details.card.create-box #create-box open[create_open] {
                summary { h2 { "Create a game" } span.muted { " against the engine, a friend by link, or with your own clock and rules" } }
            form.create method="post" action="/new" #new-game {
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
                    @let own = crate::site::rule_docs::game_rules(source);
                    @let defaults = crate::site::games::rules_json(v);
                    fieldset.rules-for data-variant=(v.id) {
                        legend { "Rules of " (v.name) }
                        p.muted {
                            "Set as the game's sources say; change one only to play another reading. "
                            a href={ "/rules/" (v.id) } { "How to play " (v.name) }
                        }
                        @for (key, note) in &own {
                            @if crate::site::rule_docs::doc(key).is_some_and(|d| !d.advanced) {
                                (rule_control(v, &defaults, key, note, if v.id == chosen { get(&format!("rule:{key}")) } else { None }))
                            }
                        }
                        details {
                            summary { "More rule options" }
                            @for (key, note) in &own {
                                @if crate::site::rule_docs::doc(key).is_some_and(|d| d.advanced) {
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
            }
            div.lists {
                div.card {
                    h2 { "Open seeks" }
                    p.muted { "Games waiting for anyone to take the other seat: a click on a clock in the grid above makes one, as does \"Anyone (open seek)\" under Create a game." }
                    div #seeks { (seeks_table(&open.iter().filter(|g| g.seek).map(summary).collect::<Vec<_>>(), viewer)) }
                }
                div.card #lobby-tournaments {
                    h2 { "Tournaments" }
                    @if tournaments.is_empty() {
                        p.muted { "None announced. " a href="/tournaments/new" { "Create one" } "." }
                    }
                    ul.tournament-list {
                        @for t in tournaments.iter().take(4) {
                            li { a href={ "/tournament/" (t.id) } { (t.name) } br; span.muted { (super::tournaments::summary(t, now)) } }
                        }
                    }
                    @if tournaments.len() > 4 { p { a href="/tournaments" { "All tournaments" } } }
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
    (status, layout(viewer, "Play", body, &["/assets/lobby.js"])).into_response()
}
