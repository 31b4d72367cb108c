//! The game designer (`/design`): a game of the family described field by field (board, pieces
//! in Betza with a drawing of their moves, start, promotion, end rules), checked as it is typed by
//! the rules themselves in WebAssembly, exchanged as a Rukh variant file or a Fairy-Stockfish
//! section, and played against the engine in the browser. The page is drawn here with its words;
//! `web/src/design.ts` does the rest; the server sees a game only when it is saved
//! (`POST /api/designs`, in `designs.rs`).

use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use rukh_rules::Variant;
use rukh_rules::variant::{BUILTIN_IDS, builtin_source};

use super::layout::{game_name_of, layout};
use crate::app::AppState;
use crate::http::identity::Viewer;
use crate::site::i18n::Lang;
use crate::site::rule_docs::{Kind, RULES};

/// The blank page the designer starts from: a king each on an 8x8 board.
const BLANK: &str = r#"id = "my-game"
name = "My game"
files = 8
ranks = 8
board = "checkered"
start = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"

[[piece]]
name = "King"
letter = "K"
betza = "K"
royal = true
figure = "king"
"#;

/// Each figure of the piece sets with the catalogue's key of its name.
const FIGURE_NAMES: [(&str, &str); 13] = [
    ("king", "design-figure-king"),
    ("counsellor", "design-figure-counsellor"),
    ("elephant", "design-figure-elephant"),
    ("horse", "design-figure-horse"),
    ("chariot", "design-figure-chariot"),
    ("boat", "design-figure-boat"),
    ("pawn", "design-figure-pawn"),
    ("soldier", "design-figure-soldier"),
    ("general", "design-figure-general"),
    ("minister", "design-figure-minister"),
    ("priestess", "design-figure-priestess"),
    ("war-machine", "design-figure-war-machine"),
    ("silver-general", "design-figure-silver-general"),
];

/// The figures a piece may be drawn with, each with its name in the page's language (a figure
/// the list does not name is offered by its own name).
fn figure_options(l: &Lang) -> Vec<(&'static str, String)> {
    crate::site::art::figures()
        .map(|f| {
            let name = FIGURE_NAMES
                .iter()
                .find(|(k, _)| *k == f)
                .map_or_else(|| f.to_owned(), |(_, key)| l.t(key));
            (f, name)
        })
        .collect()
}

/// One rule as a designer's control, preset to the rules' default.
fn rule_field(l: &Lang, key: &str, default: &str) -> Markup {
    let Some(d) = RULES.iter().find(|r| r.key == key) else {
        return html! {};
    };
    let id = format!("design-rule-{key}");
    html! {
        div.rule {
            label for=(id) { span.rule-label { (l.t(d.label)) } }
            @match d.kind {
                Kind::Choice(choices) => {
                    select #(id) data-rule=(key) data-default=(default) {
                        @for (val, meaning) in choices {
                            option value=(val) selected[*val == default] { (l.t(meaning)) }
                        }
                    }
                }
                Kind::Switch => {
                    select #(id) data-rule=(key) data-default=(default) data-kind="switch" {
                        option value="true" selected[default == "true"] { (l.t("rule-yes")) }
                        option value="false" selected[default != "true"] { (l.t("rule-no")) }
                    }
                }
                Kind::Number { min, max } => {
                    input #(id) type="number" data-rule=(key) data-default=(default) data-kind="number" min=(min) max=(max) value=(default);
                }
                Kind::Text => {
                    input #(id) data-rule=(key) data-default=(default) data-kind=(if key == "double-step-files" { "list" } else { "text" }) value=(default) spellcheck="false" dir="ltr";
                }
            }
            p.help { (l.t(d.what)) }
        }
    }
}

#[derive(serde::Deserialize, Default)]
pub(crate) struct FromQuery {
    from: Option<String>,
    v: Option<i64>,
}

/// `GET /design`: the designer; `?from=ID&v=N` opens a saved design's version (its author saves
/// a new version of it, anyone else a copy of their own).
pub async fn design_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Query(q): Query<FromQuery>,
) -> Response {
    let l = viewer.lang;
    let opened = match q.from.as_deref() {
        Some(id) => crate::designs::show(state.db(), id, q.v)
            .await
            .ok()
            .flatten(),
        None => None,
    };
    let me = viewer.player().filter(|p| p.is_account());
    let own = opened
        .as_ref()
        .filter(|o| me.is_some_and(|p| p.id == o.design.author_id));
    let blank = Variant::from_toml(BLANK).expect("the blank game compiles");
    let defaults = crate::site::games::rules_json(&blank);
    let default_of =
        |key: &str| crate::site::rule_docs::form_value(&defaults[key]).unwrap_or_default();
    let mut templates = serde_json::Map::new();
    templates.insert("blank".into(), BLANK.into());
    for id in BUILTIN_IDS {
        if let Some(text) = builtin_source(id) {
            templates.insert((*id).into(), text.into());
        }
    }
    let figures: serde_json::Map<String, serde_json::Value> = figure_options(l)
        .into_iter()
        .map(|(f, name)| (f.to_owned(), name.into()))
        .collect();
    let title = l.t("design-title");
    let field = |id: &str, label: &str, input: Markup| {
        html! {
            div.design-field {
                label for=(id) { (l.t(label)) }
                (input)
                p.design-error #{ (id) "-error" } role="alert" hidden {}
            }
        }
    };
    let body = html! {
        h1.page-title { (title) }
        p.lead { (l.t("design-lead")) }
        div #design data-templates=(serde_json::Value::Object(templates)) data-figures=(serde_json::Value::Object(figures))
            data-from=[opened.as_ref().map(|o| o.source.as_str())]
            data-design=[own.map(|o| o.design.id.as_str())] {
            @if let Some(o) = &opened {
                p.notice #design-opened {
                    @if own.is_some() {
                        (l.tr("design-opened-own", &[("name", o.design.name.as_str().into()), ("n", o.version.into())]))
                    } @else {
                        (l.t_with("design-opened-copy", &[("name", &o.design.name), ("author", &o.design.author_name)]))
                    }
                    " " a href={ "/designs/" (o.design.id) } { (l.t("design-opened-page")) }
                }
            }
            noscript { (l.t("design-needs-js")) }
            form #design-form.design-form novalidate autocomplete="off" {
                section.card.design-card {
                    h2 { (l.t("design-begin")) }
                    div.design-row {
                        label for="design-template" { (l.t("design-template")) }
                        select #design-template {
                            option value="blank" { (l.t("design-blank")) }
                            @for id in BUILTIN_IDS {
                                option value=(id) { (game_name_of(l, id)) }
                            }
                        }
                        button type="button" #design-load { (l.t("design-load")) }
                    }
                }
                section.card.design-card {
                    h2 { (l.t("design-game")) }
                    (field("design-name", "design-name", html! { input #design-name required maxlength="60"; }))
                    (field("design-id", "design-id", html! { input #design-id required maxlength="40" pattern="[a-z0-9-]+" spellcheck="false" dir="ltr"; }))
                    (field("design-description", "design-description", html! { textarea #design-description rows="2" maxlength="600" {} }))
                    div.design-row {
                        (field("design-files", "design-files", html! { input #design-files type="number" min="1" max="16" required; }))
                        (field("design-ranks", "design-ranks", html! { input #design-ranks type="number" min="1" max="16" required; }))
                        (field("design-board", "design-board", html! {
                            select #design-board {
                                option value="checkered" { (l.t("style-checkered")) }
                                option value="plain" { (l.t("style-plain")) }
                                option value="ashtapada" { (l.t("style-ashtapada")) }
                            }
                        }))
                    }
                    p.design-error #design-board-error role="alert" hidden {}
                }
                section.card.design-card {
                    h2 { (l.t("design-pieces")) }
                    p.help { (l.t("design-pieces-help")) " " a href="#design-betza" { (l.t("design-betza-link")) } }
                    div #design-pieces {}
                    p.design-error #design-pieces-error role="alert" hidden {}
                    button type="button" #design-add-piece { (l.t("design-add-piece")) }
                }
                section.card.design-card {
                    h2 { (l.t("design-start")) }
                    (field("design-start", "design-start-fen", html! { input #design-start required spellcheck="false" dir="ltr"; }))
                    details #design-place {
                        summary { (l.t("design-place")) }
                        p.help { (l.t("design-place-help")) }
                        div #design-start-board .design-start-board {}
                    }
                }
                section.card.design-card {
                    h2 { (l.t("design-promotion")) }
                    div.design-row {
                        (field("design-zone", "design-zone", html! { input #design-zone type="number" min="1" max="8" value="1"; }))
                        (field("design-mode", "design-mode", html! {
                            select #design-mode {
                                option value="choice" { (l.t("design-mode-choice")) }
                                option value="lost" { (l.t("design-mode-lost")) }
                                option value="file" { (l.t("design-mode-file")) }
                            }
                        }))
                    }
                    (field("design-promote-to", "design-promote-to", html! { input #design-promote-to spellcheck="false" dir="ltr" placeholder="F"; }))
                    (field("design-always", "design-always", html! { input #design-always spellcheck="false" dir="ltr"; }))
                    div.design-row {
                        input #design-mandatory type="checkbox" checked;
                        label for="design-mandatory" { (l.t("design-mandatory")) }
                    }
                    p.design-error #design-promotion-error role="alert" hidden {}
                }
                section.card.design-card {
                    h2 { (l.t("design-rules")) }
                    p.help { (l.t("design-rules-help")) }
                    @for r in RULES.iter().filter(|r| !r.advanced) {
                        (rule_field(l, r.key, &default_of(r.key)))
                    }
                    details #design-more-rules {
                        summary { (l.t("more-rule-options")) }
                        @for r in RULES.iter().filter(|r| r.advanced) {
                            (rule_field(l, r.key, &default_of(r.key)))
                        }
                    }
                    p.design-error #design-rules-error role="alert" hidden {}
                }
            }
            section.card.design-card #design-check-card {
                h2 { (l.t("design-check")) }
                p #design-status role="status" { (l.t("design-checking")) }
                button type="button" #design-try disabled { (l.t("design-try")) }
                div #design-play {}
            }
            section.card.design-card #design-save-card {
                h2 { (l.t("design-save")) }
                @if me.is_some() {
                    p.help { (l.t("design-save-help")) }
                    div.design-row {
                        input #design-publish type="checkbox" checked[own.is_some_and(|o| o.design.published)];
                        label for="design-publish" { (l.t("design-publish")) }
                    }
                    @if let Some(o) = own {
                        div.design-row {
                            input #design-as-new type="checkbox";
                            label for="design-as-new" { (l.t_with("design-as-new", &[("name", &o.design.name)])) }
                        }
                    }
                    button type="button" #design-save disabled { (l.t("design-save-button")) }
                    p #design-save-status role="status" {}
                } @else {
                    p { (l.t("design-save-signed-out")) " " a href="/login?next=/design" { (l.t("design-sign-in")) } }
                }
                p.muted { a href="/designs" { (l.t("design-gallery-link")) } }
            }
            section.card.design-card {
                h2 { (l.t("design-exchange")) }
                p.help { (l.t("design-exchange-help")) }
                label for="design-text" { (l.t("design-text")) }
                textarea #design-text rows="10" spellcheck="false" dir="ltr" {}
                p.design-error #design-text-error role="alert" hidden {}
                div.design-row {
                    button type="button" #design-read { (l.t("design-read")) }
                    button type="button" #design-write-rukh { (l.t("design-write-rukh")) }
                    button type="button" #design-write-fsf { (l.t("design-write-fsf")) }
                }
            }
            section.card.design-card #design-betza {
                h2 { (l.t("design-betza-title")) }
                p { (l.t("design-betza-1")) }
                p { (l.t("design-betza-2")) }
                p { (l.t("design-betza-3")) }
            }
        }
    };
    layout(&viewer, &title, body, &["/assets/design.js"]).into_response()
}
