//! The lobby: the open seeks, the games in progress, and the form that makes a game.

use std::sync::Arc;

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use rukh_rules::Variant;
use rukh_rules::variant::BUILTIN_IDS;
use serde_json::Value;

use crate::app::AppState;
use crate::http::identity::Viewer;
use crate::play::summary;
use crate::wire::{GameStatus, GameSummary};
use rukh_store::GameFilter;

use super::layout::{
    game_name, games_table, layout, player_cell, position_picture, unavailable, variant_name_in,
};
use crate::play::lobby::abandoned;
use crate::play::quick::{PRESETS, preset};
use crate::site::i18n::Lang;

/// Open seeks, each with the button that takes the empty seat.
fn seeks_table(seeks: &[GameSummary], viewer: &Viewer) -> Markup {
    let l = viewer.lang;
    let me = viewer.player().map(|p| p.id.as_str());
    html! {
        @if seeks.is_empty() {
            p.muted { (l.t("no-seeks")) }
        } @else {
            table.games {
                tr { th { (l.t("col-game")) } th { (l.t("col-player")) } th { (l.t("col-time")) } th { (l.t("col-mode")) } th {} }
                @for g in seeks {
                    tr {
                        td {
                            (variant_name_in(l, g))
                            @if !g.rule_changes.is_empty() {
                                br; span.rule-changes { (l.t("changed")) " " (g.rule_changes_in.get(l.code).unwrap_or(&g.rule_changes).join("; ")) }
                            }
                        }
                        td { (player_cell(g, g.host_side())) }
                        td { (l.time_control(&g.time_control)) }
                        td {
                            @if g.rated {
                                (l.t("rated-plain"))
                                @if g.min_rating.is_some() || g.max_rating.is_some() {
                                    br; span.muted { (g.min_rating.map_or("…".into(), |m| l.rating(m))) "–" (g.max_rating.map_or("…".into(), |m| l.rating(m))) }
                                }
                            } @else { (l.t("casual")) }
                        }
                        td {
                            @if me.is_some() && g.creator.as_deref() == me {
                                form.cancel-seek method="post" action={ "/g/" (g.id) "/cancel" } {
                                    button type="submit" aria-label=(l.t_with("cancel-seek-of", &[("game", &variant_name_in(l, g))])) { (l.t("cancel")) }
                                }
                            } @else {
                                a.button.accept href=(g.join_url.as_deref().unwrap_or("#")) { (l.t("challenge-accept")) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A clock preset's label in the page's language.
fn preset_label(l: &Lang, p: &(&str, &str, &str, f64, f64, i64)) -> String {
    match p.2 {
        "correspondence" => l.tr("clock-days", &[("n", p.5.into())]),
        "none" => l.t("unlimited"),
        _ if p.0 == "custom" => l.t("custom-clock"),
        _ => l.digits(p.1),
    }
}

/// A speed's name (`Blitz`) in the page's language, capitalised as a button's word.
fn speed_label(l: &Lang, tc: &str) -> String {
    let name = crate::play::quick::speed_name(tc).to_lowercase();
    let key = match name.as_str() {
        "bullet" => "speed-bullet",
        "blitz" => "speed-blitz",
        "rapid" => "speed-rapid",
        "classical" => "speed-classical",
        "correspondence" => "speed-correspondence",
        _ => return name,
    };
    let word = l.t(key);
    let mut c = word.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The lobby; `?variant=ID` chooses the game in the form (the "new game" link of a game page).
pub async fn lobby(
    viewer: Viewer,
    State(state): State<AppState>,
    Query(q): Query<std::collections::HashMap<String, String>>,
) -> Response {
    // A link may choose the game, a start position and the opponent (the editor's "Play from
    // here", the analysis board's "Play this position").
    let mut sent: Vec<(String, String)> = Vec::new();
    if let Some(v) = q.get("variant") {
        // The five games, or a player's design by its version ("Play it with others").
        if BUILTIN_IDS.contains(&v.as_str())
            || crate::site::games::extra_name(v).is_some()
            || (crate::site::games::parse_design_key(v).is_some()
                && crate::site::games::ensure_variant(state.db(), v).await)
        {
            sent.push(("variant".to_owned(), v.clone()));
        }
    }
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
    /// The domain's words (English, as the API says them).
    pub message: String,
    /// The same in the page's language, where the domain said what it was.
    pub words: Option<String>,
}

/// A refusal the domain said by its parts ([`Said`]), in the reader's language.
pub fn said_words(l: &Lang, said: &crate::play::error::Said) -> String {
    use crate::play::error::SaidArg;
    let mut args: Vec<(&str, String)> = said
        .args
        .iter()
        .map(|(k, v)| match v {
            SaidArg::Text(t) => (*k, t.clone()),
            SaidArg::Digits(d) => (*k, l.digits(d)),
        })
        .collect();
    if let Some(e) = &said.fen {
        args.push(("text", l.fen_error(e)));
    }
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    l.t_with(said.key, &args)
}

/// A game in a sentence a newcomer understands, under the quick-pairing grid.
fn plain_words(l: &Lang, v: &Variant) -> String {
    let key = match v.id.as_str() {
        "shatranj" => "about-shatranj",
        "chaturanga-davidson" => "about-chaturanga-davidson",
        "parsi" => "about-parsi",
        "shatranj-kamil-64" => "about-shatranj-kamil-64",
        "great-shatranj" => "about-great-shatranj",
        _ => return game_name(l, v),
    };
    l.t_with(key, &[("game", &game_name(l, v))])
}

/// A small picture of a game's start, for the lobby and the rules pages.
pub(super) fn start_picture(l: &Lang, v: &Arc<Variant>) -> Markup {
    position_picture(
        v,
        &v.start_position(),
        &l.t_with("start-of", &[("game", &game_name(l, v))]),
    )
}

/// One rule option as a labelled control, preset to the game's value (or the value sent back).
fn rule_control(
    l: &Lang,
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
        .cloned()
        .unwrap_or_else(|| l.t("rule-contract"));
    let source = if note.contains("convention") {
        l.t("rule-convention")
    } else if let Some(code) = code {
        l.t_with(
            "rule-source-decision",
            &[("text", &first_source), ("name", code)],
        )
    } else {
        l.t_with("rule-source", &[("text", &first_source)])
    };
    html! {
        div.rule {
            label {
                span.rule-label { (l.t(d.label)) }
                @match d.kind {
                    Kind::Choice(choices) => {
                        select name=(name) {
                            @for (val, meaning) in choices {
                                option value=(val) selected[*val == value] { (l.t(meaning)) }
                            }
                        }
                    }
                    Kind::Switch => {
                        select name=(name) {
                            option value="true" selected[value == "true"] { (l.t("rule-yes")) }
                            option value="false" selected[value != "true"] { (l.t("rule-no")) }
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
            p.help { (l.t(d.what)) " " span.source { (source) } }
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
    let l = viewer.lang;
    let err_for = |field: &str| -> Markup {
        html! {
            @if let Some(e) = error.as_ref().filter(|e| e.field == field) {
                // The rules' and the play's own words for what is wrong are English (the
                // same as the API's); a page in another language marks them so.
                @if let Some(words) = &e.words {
                    p.field-error role="alert" { (words) }
                } @else if l.code == crate::site::i18n::english().code {
                    p.field-error role="alert" { (e.message) }
                } @else {
                    p.field-error role="alert" { (l.t("lobby-field-error")) " " span lang="en" dir="ltr" { (e.message) } }
                }
            }
        }
    };
    let variants: Vec<Arc<Variant>> = crate::site::games::site_games();
    let chosen = get("variant").unwrap_or("shatranj");
    // The new game's choice of games: the five, and a design a link chose.
    let mut choices = variants.clone();
    if !variants.iter().any(|v| v.id == chosen)
        && let Ok(v) = crate::site::games::make_variant(chosen, "{}")
    {
        choices.push(v);
    }
    let tc = get("tc").unwrap_or("10+5");
    let radio = |name: &str, options: &[(&str, &String)], default: &str| -> Markup {
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
    let l = viewer.lang;
    let opponents = radio(
        "opponent",
        &[
            ("engine", &l.t("opponent-engine")),
            ("human", &l.t("opponent-friend")),
            ("seek", &l.t("opponent-anyone")),
        ],
        "engine",
    );
    let colours = radio(
        "color",
        &[
            ("white", &l.t("side-white")),
            ("random", &l.t("colour-random")),
            ("black", &l.t("side-black")),
        ],
        "random",
    );
    let level: u32 = get("level").and_then(|l| l.parse().ok()).unwrap_or(3);
    let account = viewer.identity.is_account();
    let modes = radio(
        "mode",
        &[("rated", &l.t("rated-plain")), ("casual", &l.t("casual"))],
        // A player's design or the operator's casual game is played casual.
        if !crate::site::games::is_site_game(chosen) {
            "casual"
        } else {
            "rated"
        },
    );
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
        h1 { (l.t("lobby-title")) }
        form.card.quick method="post" action="/quick" #quick {
            h2 { (l.t("quick-pairing")) }
            p.help { (l.t("quick-help")) }
            (err_for("quick"))
            div.quick-games role="radiogroup" aria-label=(l.t("col-game")) {
                @for v in &variants {
                    label.pill {
                        input type="radio" name="quick-game" value=(v.id) checked[v.id == chosen];
                        span { (game_name(l, v)) }
                    }
                }
            }
            @for v in &variants {
                div.quick-grid data-variant=(v.id) {
                    @for tc in crate::play::quick::QUICK_CLOCKS {
                        @let n = waiting(&v.id, tc);
                        @let clock = PRESETS.iter().find(|p| p.0 == *tc).map_or(*tc, |p| p.1);
                        @let label = PRESETS.iter().find(|p| p.0 == *tc).map_or_else(|| tc.to_string(), |p| preset_label(l, p));
                        button type="submit" name="quick" value={ (v.id) "|" (tc) } .quick-cell data-clock=(clock) {
                            span.sr-only { (game_name(l, v)) ", " }
                            span.tc { (label) }
                            span.kind { (speed_label(l, tc)) }
                            @if n > 0 { span.waiting { (l.tr("waiting-count", &[("n", n.into())])) } }
                        }
                    }
                }
            }
            @for v in &variants {
                p.quick-about data-variant=(v.id) { (plain_words(l, v)) " " a href={ "/rules/" (v.id) } { (l.t_with("how-to-play", &[("game", &game_name(l, v))])) } }
            }
        }
        div.lobby {
            details.card.create-box #create-box open[create_open] {
                summary { h2 { (l.t("create-game")) } span.muted { " " (l.t("create-game-help")) } }
            form.create method="post" action="/new" #new-game {
                (err_for("form"))
                fieldset.games {
                    legend { (l.t("col-game")) }
                    @for v in &choices {
                        label.game-choice {
                            input type="radio" name="variant" value=(v.id) checked[v.id == chosen];
                            (start_picture(l, v))
                            span.game-text { strong { (game_name(l, v)) } small { (plain_words(l, v)) } }
                        }
                    }
                }
                fieldset {
                    legend { (l.t("time-control")) }
                    div.pills {
                        @for p in PRESETS {
                            label.pill {
                                input type="radio" name="tc" value=(p.0) checked[p.0 == tc];
                                span { (preset_label(l, p)) }
                            }
                        }
                    }
                    div #custom-clock .row {
                        label { (l.t("minutes")) " " input name="minutes" type="number" step="0.25" min="0.25" max="240" value=(get("minutes").unwrap_or("10")); }
                        label { (l.t("seconds-a-move")) " " input name="increment" type="number" min="0" max="120" value=(get("increment").unwrap_or("5")); }
                    }
                    (err_for("clock"))
                }
                fieldset {
                    legend { (l.t("opponent")) }
                    div.pills { (opponents) }
                    label #level-row {
                        (l.t("engine-strength")) " "
                        select name="level" {
                            @for n in 1..=8u32 {
                                option value=(n) selected[n == level] {
                                    (l.num(n.into()))
                                    @match n { 1 => { " (" (l.t("level-beginner")) ")" }, 4 => { " (" (l.t("level-club")) ")" }, 8 => { " (" (l.t("level-full")) ")" }, _ => {} }
                                }
                            }
                        }
                    }
                }
                fieldset {
                    legend { (l.t("your-colour")) }
                    div.pills { (colours) }
                }
                fieldset #mode-box {
                    legend { (l.t("col-mode")) }
                    @if account {
                        div.pills { (modes) }
                        label #range-row {
                            (l.t("rating-range")) " "
                            select name="range" {
                                @for val in ["", "100", "200", "300", "500"] {
                                    option value=(val) selected[get("range").unwrap_or("") == val] {
                                        @if val.is_empty() { (l.t("rating-any")) } @else { "±" (l.digits(val)) }
                                    }
                                }
                            }
                        }
                        p.help { (l.t("rated-help")) }
                    } @else {
                        p.muted #rated-note { (l.t("casual-note")) " " a href="/signup" { (l.t("sign-up")) } " · " a href="/login" { (l.t("sign-in")) } }
                    }
                    (err_for("mode"))
                }
                @if viewer.player().is_none() {
                    label { (l.t("your-name")) " " input name="name" maxlength="20" placeholder=(l.t("name-made-for-you")) value=(get("name").unwrap_or("")) dir="ltr"; }
                    (err_for("name"))
                } @else {
                    p.muted { (l.t("you-play-as-prefix")) " " strong #play-as { (viewer.player().map(|p| p.name.as_str()).unwrap_or("")) } }
                }
                @for v in &choices {
                    @let source = rukh_rules::variant::builtin_source(&v.id).unwrap_or("");
                    @let own = crate::site::rule_docs::game_rules(source);
                    @let defaults = crate::site::games::rules_json(v);
                    fieldset.rules-for data-variant=(v.id) {
                        legend { (l.t_with("rules-of", &[("game", &game_name(l, v))])) }
                        p.muted {
                            (l.t("rules-set-as-sources")) " "
                            a href={ "/rules/" (v.id) } { (l.t_with("how-to-play", &[("game", &game_name(l, v))])) }
                        }
                        @for (key, note) in &own {
                            @if crate::site::rule_docs::doc(key).is_some_and(|d| !d.advanced) {
                                (rule_control(l, v, &defaults, key, note, if v.id == chosen { get(&format!("rule:{key}")) } else { None }))
                            }
                        }
                        details {
                            summary { (l.t("more-rule-options")) }
                            @for (key, note) in &own {
                                @if crate::site::rule_docs::doc(key).is_some_and(|d| d.advanced) {
                                    (rule_control(l, v, &defaults, key, note, if v.id == chosen { get(&format!("rule:{key}")) } else { None }))
                                }
                            }
                        }
                    }
                }
                (err_for("rules"))
                details #fen-box open[fen_open] {
                    summary { (l.t("other-start")) }
                    label { (l.t("fen-label")) " " input name="fen" #fen value=(get("fen").unwrap_or("")) spellcheck="false" dir="ltr"; }
                    (err_for("fen"))
                }
                p { button type="submit" #create { (l.t("create-the-game")) } }
            }
            }
            div.lists {
                @if let Some(p) = state.training().daily(crate::http::training::today()) {
                    (super::training::daily_card(l, &p))
                }
                div.card {
                    h2 { (l.t("open-seeks")) }
                    p.muted { (l.t("open-seeks-help")) }
                    div #seeks { (seeks_table(&open.iter().filter(|g| g.seek).map(summary).collect::<Vec<_>>(), viewer)) }
                }
                div.card #lobby-tournaments {
                    h2 { (l.t("nav-tournaments")) }
                    @if tournaments.is_empty() {
                        p.muted { (l.t("no-tournaments")) " " a href="/tournaments/new" { (l.t("create-one")) } }
                    }
                    ul.tournament-list {
                        @for t in tournaments.iter().take(4) {
                            li { a href={ "/tournament/" (t.id) } { (t.name) } br; span.muted { (super::tournaments::summary(l, t, now)) } }
                        }
                    }
                    @if tournaments.len() > 4 { p { a href="/tournaments" { (l.t("all-tournaments")) } } }
                }
                div.card {
                    h2 { (l.t("games-in-progress")) }
                    div #active {
                        (games_table(l, &active.iter().filter(|g| !abandoned(g)).map(summary).collect::<Vec<_>>(), &l.t("no-games-in-progress")))
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
    (
        status,
        layout(viewer, &l.t("nav-play"), body, &["/assets/lobby.js"]),
    )
        .into_response()
}
