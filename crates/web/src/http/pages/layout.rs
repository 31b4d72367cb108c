//! What every page shares: the layout (header, footer, theme), the error page's frame, piece
//! pictures, player cells and game tables, a game's data for the scripts.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{DOCTYPE, Markup, html};
use rukh_rules::variant::builtin;
use rukh_rules::{Color, Position, Variant};

use crate::http::assets::versioned;
use crate::http::identity::Viewer;
use crate::site::i18n;
use crate::wire::{GameSummary, Side};

/// Every page: the header (the rules pages in a menu, the piece set, who is playing and the count
/// of their games where it is their move), the body in the viewer's language, the scripts.
pub(crate) fn layout(viewer: &Viewer, title: &str, body: Markup, scripts: &[&str]) -> Markup {
    frame(viewer, title, body, scripts, true)
}

/// The scripts of the study pages, which carry the study catalogue's words as well.
const STUDY_SCRIPTS: &[&str] = &[
    "/assets/analysis.js",
    "/assets/editor.js",
    "/assets/problem.js",
    "/assets/training.js",
    "/assets/training-home.js",
    "/assets/problems.js",
    "/assets/offline.js",
    "/assets/import.js",
    "/assets/design.js",
];

fn frame(viewer: &Viewer, title: &str, body: Markup, scripts: &[&str], translated: bool) -> Markup {
    let player = viewer.player();
    let l = viewer.lang;
    html! {
        (DOCTYPE)
        html lang=(l.code) dir=(l.dir()) data-theme=[viewer.theme] {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " · Rukh" }
                link rel="stylesheet" href=(versioned("/site.css"));
                link rel="icon" href="/favicon.svg" type="image/svg+xml";
                link rel="stylesheet" href=(versioned("/assets/app.css"));
                // The same page in each language, for search engines (the address with ?lang=).
                @for other in i18n::LANGS.iter() {
                    link rel="alternate" hreflang=(other.code) href={ "?lang=" (other.code) };
                }
                link rel="alternate" hreflang="x-default" href="?";
            }
            body data-player=[player.map(|p| p.id.as_str())] data-prefs=[viewer.prefs.as_deref()] data-wasm=(versioned("/assets/rukh_bg.wasm")) data-nets=(nets_json()) data-worker=(versioned("/assets/engine-worker.js")) {
                header {
                    a.brand href="/" { "♜ Rukh" }
                    button.menu-toggle #menu-toggle type="button" aria-expanded="false" aria-controls="site-nav" { (l.t("menu")) }
                    nav.site #site-nav aria-label=(l.t("nav-site")) {
                        a href="/" { (l.t("nav-play")) }
                        a href="/analysis/shatranj" { (l.t("nav-analysis")) }
                        a href="/editor/shatranj" { (l.t("nav-editor")) }
                        a href="/training" { (l.t("nav-training")) }
                        a href="/problems" { (l.t("nav-problems")) }
                        a href="/archive" { (l.t("nav-archive")) }
                        a href="/players" { (l.t("nav-players")) }
                        a href="/tv" title=(l.t("nav-tv-title")) { (l.t("nav-tv")) }
                        a href="/tournaments" { (l.t("nav-tournaments")) }
                        @if let Some(t) = viewer.next_tournament.as_ref().filter(|t| t.phase(crate::app::now_ms()) != rukh_store::TournamentPhase::Finished) {
                            @let now = crate::app::now_ms();
                            a.next-tournament href={ "/tournament/" (t.id) } #next-tournament
                                title=(l.t_with(if t.starts_at > now { "tournament-next-title" } else { "tournament-live-title" }, &[("name", &t.name)])) {
                                span.sr-only { (l.t_with("tournament-sr", &[("name", &t.name)])) " " }
                                @if t.starts_at > now { (l.t_with("tournament-in", &[("time", &l.digits(&until(t.starts_at, now)))])) } @else { (l.t("tournament-live")) }
                            }
                        }
                        a href="/engines" { (l.t("nav-engines")) }
                        details.rules-menu {
                            summary { (l.t("nav-rules")) }
                            nav {
                                @for v in crate::site::games::site_games() {
                                    a href={ "/rules/" (v.id) } { (game_name(l, &v)) }
                                }
                                a href="/design" { (l.t("nav-design")) }
                                a href="/designs" { (l.t("nav-designs")) }
                            }
                        }
                    }
                    // The page's settings in one menu: the piece set, light or dark, and the
                    // language (each in its own name); the page's script keeps each choice (a
                    // cookie, the account's preferences) and reloads the page in a new language.
                    details.settings-menu #settings {
                        summary title=(l.t("settings-title")) {
                            span aria-hidden="true" { "⚙" }
                            span.settings-lang aria-hidden="true" { (l.code.to_uppercase()) }
                            span.sr-only { (l.t("settings")) }
                        }
                        div.settings {
                            label.set-choice {
                                span { (l.t("pieces-title")) }
                                select #piece-set {
                                    option value="figures" { (l.t("set-figures")) }
                                    option value="turned" { (l.t("set-turned")) }
                                    option value="letters" { (l.t("set-letters")) }
                                }
                            }
                            label.theme-choice {
                                span { (l.t("theme")) }
                                select #theme {
                                    option value="" selected[viewer.theme.is_none()] { (l.t("theme-system")) }
                                    option value="light" selected[viewer.theme == Some("light")] { (l.t("theme-light")) }
                                    option value="dark" selected[viewer.theme == Some("dark")] { (l.t("theme-dark")) }
                                }
                            }
                            label.lang-choice {
                                span { (l.t("language")) }
                                select #lang {
                                    @for other in i18n::LANGS.iter() {
                                        option value=(other.code) lang=(other.code) selected[other.code == l.code] { (other.name) }
                                    }
                                }
                            }
                        }
                    }
                    div.me {
                        @if let Some(p) = player {
                            a #my-games href="/games" title=(l.t("my-games-title")) {
                                (l.t("my-games"))
                                span #turn-count .badge hidden[viewer.your_turn == 0]
                                    title=(l.t("your-turn-title")) { (l.num(viewer.your_turn)) }
                            }
                            @if p.is_account() {
                                // The challenges waiting for the player's answer (filled and
                                // kept up to date by site.ts from /api/me/events).
                                details.challenges-menu #challenges hidden {
                                    summary title=(l.t("challenges-for-you")) {
                                        span aria-hidden="true" { "⚔" }
                                        span.sr-only { (l.t("challenges-for-you")) }
                                        span #challenge-count .badge {}
                                    }
                                    div #challenge-list {}
                                }
                                // The account's links fold under its name, so that the header
                                // keeps to one row on a laptop.
                                details.user-menu {
                                    summary #me title=(l.t("me-title")) { (p.name) @if p.is_bot() { " " span.bot { "BOT" } } }
                                    nav aria-label=(l.t("your-account")) {
                                        a href={ "/@/" (p.name) } { (l.t("profile")) }
                                        a href="/account" { (l.t("account")) }
                                        form.inline method="post" action="/logout" {
                                            button.link type="submit" #logout { (l.t("sign-out")) }
                                        }
                                    }
                                }
                            } @else {
                                a #me href="/account" title=(l.t("anon-me-title")) { (p.name) }
                                a #sign-in href="/login" { (l.t("sign-in")) }
                                a.button.small href="/signup" { (l.t("sign-up")) }
                            }
                        } @else {
                            a #sign-in href="/login" { (l.t("sign-in")) }
                            a.button.small href="/signup" { (l.t("sign-up")) }
                        }
                    }
                }
                // A page whose own words are still English is marked so: it reads left to right
                // (and is spoken as English) inside a page in another language.
                @if translated || l.code == i18n::english().code {
                    main { (body) }
                } @else {
                    main lang="en" dir="ltr" { (body) }
                }
                // The scripts' words in the page's language (Fluent's syntax, read by
                // web/src/i18n.ts); a catalogue holds no "</" (a test checks), so it cannot end
                // this element early.
                script #i18n type="text/x-fluent" data-lang=(l.code) data-nu=(l.numbering()) {
                    (maud::PreEscaped(&l.scripts_sent))
                    @if scripts.iter().any(|s| STUDY_SCRIPTS.contains(s)) { (maud::PreEscaped(&l.study_sent)) }
                    @if scripts.contains(&"/assets/app.js") { (maud::PreEscaped(&l.game_sent)) }
                }
                script src=(versioned("/assets/site.js")) {}
                @for s in scripts {
                    script src=(versioned(s)) defer {}
                }
            }
        }
    }
}

/// The addresses of the engine's networks, one a built-in game
/// (`{"shatranj": "/assets/shatranj.nnue?v=…"}`), for the browser's engine to load the one of the
/// game it plays. Made once, at the first page (the build's fingerprints are noted before the
/// site serves).
fn nets_json() -> &'static str {
    static NETS: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        let nets: serde_json::Map<String, serde_json::Value> = rukh_rules::variant::BUILTIN_IDS
            .iter()
            .map(|id| {
                (
                    (*id).to_owned(),
                    versioned(&format!("/assets/{id}.nnue")).into(),
                )
            })
            .collect();
        serde_json::Value::Object(nets).to_string()
    });
    &NETS
}

/// A game's name in the page's language (the variant file's own name for a game the site's
/// catalogues do not name).
pub(crate) fn game_name(l: &i18n::Lang, v: &Variant) -> String {
    let key = format!("game-{}", v.id);
    let named = l.t(&key);
    if named == key { v.name.clone() } else { named }
}

/// A page with a status other than 200; `translated` as `frame` takes it (false: the body is
/// English, marked so).
pub(crate) fn page_with(
    viewer: &Viewer,
    status: StatusCode,
    title: &str,
    body: Markup,
    translated: bool,
) -> Response {
    (status, frame(viewer, title, body, &[], translated)).into_response()
}

/// The figure a piece is drawn with in the default set, if the site has it.
pub(crate) fn figure_of(p: &rukh_rules::variant::PieceType) -> Option<&str> {
    p.figure
        .as_deref()
        .filter(|f| crate::site::art::figures().any(|k| k == *f))
}

/// The lettered disc of a piece.
pub(crate) fn disc_url(p: &rukh_rules::variant::PieceType, side: char) -> String {
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
/// set the player chose (`/assets/site.js`).
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

pub use crate::site::games::{rules_json, variant_json};

/// A game's data for a page's `data-variant`, its name and its pieces' names in the page's
/// language.
pub fn variant_data(l: &i18n::Lang, v: &Variant) -> String {
    let mut info = variant_json(v);
    info.name = game_name(l, v);
    for p in &mut info.pieces {
        if let Some(name) = piece_name(l, &v.id, &p.letter) {
            p.name = name;
        }
    }
    serde_json::to_string(&info).expect("a variant serializes")
}

/// A built-in game's piece in the page's language (`piece-GAME-LETTER` in the catalogue), if
/// the catalogue names it.
pub(crate) fn piece_name(l: &i18n::Lang, game: &str, letter: &str) -> Option<String> {
    let mut chars = letter.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => l.piece(game, c),
        _ => None,
    }
}

/// A game's name in the page's language, by its id (the id itself for a game the server does not
/// have).
pub(crate) fn game_name_of(l: &i18n::Lang, id: &str) -> String {
    builtin(id).map_or_else(
        |_| crate::site::games::extra_name(id).unwrap_or_else(|| id.to_owned()),
        |v| game_name(l, &v),
    )
}

/// A listed game's name in the page's language (the catalogue's name of a built-in game).
pub(crate) fn variant_name_in(l: &i18n::Lang, g: &GameSummary) -> String {
    let key = format!("game-{}", g.variant);
    let named = l.t(&key);
    if named == key {
        g.variant_name.clone()
    } else {
        named
    }
}

/// A player's name as the lists show it: a link to their page, "BOT" for a bot, their rating in
/// the game with its change once the game is over.
pub(crate) fn player_cell(g: &GameSummary, side: Side) -> Markup {
    player_cell_with(g, side, true)
}

/// A player's name as `player_cell` shows it, with or without their rating's change.
pub(crate) fn player_cell_with(g: &GameSummary, side: Side, with_change: bool) -> Markup {
    let name = g.name(side).unwrap_or("—");
    let rating = g.rating(side);
    html! {
        span.player {
            @if let Some(u) = g.url(side) { a href=(u) { (name) } } @else { (name) }
            @if g.bot(side) { " " span.bot { "BOT" } }
            @if let Some(r) = rating {
                " " span.rating {
                    (r.before) @if r.provisional { "?" }
                    @if let Some(d) = r.diff.filter(|_| with_change) {
                        " " span class=(if d >= 0 { "diff up" } else { "diff down" }) { (format!("{d:+}")) }
                    }
                }
            }
        }
    }
}

/// How a game ended, in the page's language (see `Lang::ending`).
pub(crate) fn ending(l: &i18n::Lang, result: Option<&str>, termination: &str) -> String {
    l.ending(result, termination)
}

/// A list of games in the page's language: the game, the players, the moves, the result.
pub(crate) fn games_table(l: &i18n::Lang, games: &[GameSummary], empty: &str) -> Markup {
    html! {
        @if games.is_empty() {
            p.muted { (empty) }
        } @else {
            table.games {
                tr { th { (l.t("col-game")) } th { (l.t("side-white")) } th { (l.t("side-black")) } th { (l.t("col-moves")) } th { (l.t("col-result")) } }
                @for g in games {
                    tr {
                        td {
                            a href={ "/g/" (g.id) } { (variant_name_in(l, g)) }
                            @if g.rated { " " span.muted.rated { (l.t("challenge-rated")) } }
                            @if let Some(from) = &g.imported {
                                br; span.muted.imported title=(l.t("imported-title")) { (l.t("imported")) " " (from) }
                            }
                        }
                        td { (player_cell(g, Side::White)) }
                        td { (player_cell(g, Side::Black)) }
                        td { (l.num((g.plies + 1) / 2)) }
                        td {
                            (g.result.as_deref().unwrap_or("—"))
                            @if let Some(t) = g.termination.as_deref() { " " span.muted { (ending(l, g.result.as_deref(), t)) } }
                            " " a.muted href={ "/api/games/" (g.id) "/diagram" } title=(l.t("diagram-title")) { (l.t("diagram")) }
                        }
                    }
                }
            }
        }
    }
}

/// The page shown when the database does not answer.
pub(crate) fn unavailable(viewer: &Viewer) -> Response {
    let l = viewer.lang;
    page_with(
        viewer,
        StatusCode::SERVICE_UNAVAILABLE,
        &l.t("error-unavailable-title"),
        html! { p { (l.t("error-unavailable")) } },
        true,
    )
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
                        @if style == "ashtapada" && crate::site::diagram::ashtapada_marked(w as i32, h as i32, f as i32, r as i32) {
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

/// `12 min`, `3 h`: how long until `ms`.
pub(crate) fn until(ms: i64, now: i64) -> String {
    // Whole minutes, as the tournaments' pages count them.
    let mins = (ms - now).max(0) / 60_000;
    if mins < 1 {
        "<1 min".into()
    } else if mins < 120 {
        format!("{mins} min")
    } else {
        format!("{} h", mins / 60)
    }
}
