//! The Endings page of each game: every ending of three and four men as Rukh's endgame tables
//! solve it, beside what the sources say (the figures: `study::endings`).

use std::sync::Arc;

use axum::extract::Path;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use rukh_rules::variant::builtin;
use rukh_rules::{Color, Position, Variant};

use super::layout::{game_name, layout, page_with, piece_img, position_picture};
use crate::http::identity::Viewer;
use crate::site::i18n::Lang;
use crate::study::endings::{Class, Said, covers, figures, said};

/// A class's men as pictures: White's, "v", Black's.
fn men_pictures(v: &Variant, class: &str) -> Markup {
    let (w, b) = class.split_once('v').unwrap_or((class, ""));
    let side = |letters: &str, white: bool| {
        html! {
            @for ch in letters.chars() {
                @if let Some(k) = v.kind_of_letter(ch) {
                    (piece_img(v.piece(k), white, 28))
                }
            }
        }
    };
    html! {
        span.ending-men title=(class) {
            (side(w, true)) span.versus { "v" } (side(b, false))
        }
    }
}

fn pct(l: &Lang, x: u64, n: u64) -> String {
    if n == 0 {
        "–".into()
    } else {
        l.tr(
            "en-percent",
            &[("n", ((100.0 * x as f64 / n as f64).round() as i64).into())],
        )
    }
}

/// The share of wins for each side and of draws, as a bar and in words.
fn shares(l: &Lang, c: &Class) -> Markup {
    let w = c.white_to_move.white_wins + c.black_to_move.white_wins;
    let d = c.white_to_move.draws + c.black_to_move.draws;
    let b = c.white_to_move.black_wins + c.black_to_move.black_wins;
    let n = w + d + b;
    let width = |x: u64| {
        if n == 0 {
            0.0
        } else {
            100.0 * x as f64 / n as f64
        }
    };
    html! {
        div.share-bar role="img" aria-label=(l.t_with("en-shares-said", &[("winner", &pct(l, w, n)), ("text", &pct(l, d, n)), ("loser", &pct(l, b, n))])) {
            span.share-white style={ "width:" (format!("{:.1}", width(w))) "%" } {}
            span.share-draw style={ "width:" (format!("{:.1}", width(d))) "%" } {}
            span.share-black style={ "width:" (format!("{:.1}", width(b))) "%" } {}
        }
        span.share-words { (l.t_with("en-shares", &[("winner", &pct(l, w, n)), ("text", &pct(l, d, n)), ("loser", &pct(l, b, n))])) }
    }
}

fn verdict_words(l: &Lang, c: &Class) -> (&'static str, String) {
    match c.verdict.as_str() {
        "win" => ("verdict-win", l.t("en-white-wins")),
        "draw" => ("verdict-draw", l.t("en-drawn")),
        _ => ("verdict-depends", l.t("en-depends")),
    }
}

/// How a win ends, in a player's words.
fn ending_words(l: &Lang, reason: Option<&str>) -> String {
    let key = match reason {
        Some("checkmate") => "en-by-mate",
        Some("bare-king") => "en-by-bare-king",
        Some("boorj") => "en-by-boorj",
        Some("stalemate") => "en-by-stalemate",
        Some("king-captured") => "en-by-king-taken",
        Some("lone-king-moves") => "en-by-ten-moves",
        Some("no-moves") => "en-by-no-moves",
        _ => return String::new(),
    };
    l.t(key)
}

fn class_row(
    l: &Lang,
    v: &Arc<Variant>,
    c: &Class,
    sayings: &[&Said],
    said_column: bool,
) -> Markup {
    let (cls, words) = verdict_words(l, c);
    let longest = c
        .longest_fen
        .as_deref()
        .and_then(|f| Position::from_fen(v, f).ok());
    html! {
        tr {
            td { (men_pictures(v, &c.class)) br; span.muted.class-name { (c.class) } }
            td { span class={ "verdict " (cls) } { (words) } }
            td.shares { (shares(l, c)) }
            td.longest {
                @match (&c.longest_fen, longest) {
                    (Some(fen), Some(pos)) if c.longest_plies > 1 => {
                        div.longest-win {
                            a href={ "/analysis/" (v.id) "?" (serde_urlencoded::to_string([("fen", fen)]).unwrap_or_default()) } title=(l.t("en-play-through")) {
                                (position_picture(v, &pos, &l.t_with("en-longest-of", &[("text", &c.class)])))
                            }
                            span {
                                strong { (l.tr("en-moves", &[("n", c.longest_plies.div_ceil(2).into())])) }
                                " " (ending_words(l, c.longest_reason.as_deref()))
                                br;
                                @let side = l.t(if pos.turn() == Color::White { "side-white" } else { "side-black" });
                                span.muted { (l.tr("en-plies", &[("n", c.longest_plies.into()), ("side", side.as_str().into())])) }
                            }
                        }
                    }
                    (Some(_), Some(_)) => { span.muted { (l.t("en-one-move")) } }
                    _ => { span.muted { (l.t("en-at-once")) } }
                }
            }
            @if said_column {
                td.said {
                    @for s in sayings {
                        p lang="en" dir="ltr" { (s.verdict) br; span.muted { (s.source) } }
                    }
                }
            }
        }
    }
}

/// A heading (its catalogue key) and the classes under it.
type Group = (&'static str, fn(&Class) -> bool);

/// `GET /endings/{variant}`.
pub async fn endings_page(viewer: Viewer, Path(id): Path<String>) -> Response {
    let l = viewer.lang;
    let Ok(v) = builtin(&id) else {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            &l.t("no-such-game"),
            html! { h1 { (l.t_with("rules-none", &[("name", &id)])) } },
            true,
        );
    };
    let name = game_name(l, &v);
    let figures = figures(&id);
    let classes = figures.map(|f| f.classes).unwrap_or_default();
    let sayings = said(&id);
    let groups: [Group; 3] = [
        ("en-three", |c| c.men == 3),
        ("en-four-each", |c| c.men == 4 && !c.class.ends_with("vK")),
        ("en-four-two", |c| c.men == 4 && c.class.ends_with("vK")),
    ];
    let body = html! {
        h1 { (l.t_with("rules-endings-link", &[("game", &name)])) }
        p { (l.t_with("en-lead", &[("game", &name)])) }
        @if id == "shatranj-kamil-64" {
            p.muted { (l.t("en-kamil")) }
        }
        @if id == "great-shatranj" {
            p.muted { (l.t("en-great")) }
        }
        p.muted {
            a href={ "/rules/" (v.id) } { (l.t_with("pb-rules-of", &[("game", &name)])) }
            " · " (l.t("en-others")) " "
            @for other in rukh_rules::variant::BUILTIN_IDS.iter().filter_map(|i| builtin(i).ok()) {
                @if other.id != v.id { a href={ "/endings/" (other.id) } { (game_name(l, &other)) } " " }
            }
        }
        @if classes.is_empty() {
            p { (l.t("en-none")) }
        }
        @for (title, wanted) in &groups {
            @let rows: Vec<&Class> = classes.iter().filter(|c| wanted(c)).collect();
            @if !rows.is_empty() {
                h2 { (l.t(title)) }
                // What the sources say of the whole group, then of single endings in a column.
                @for s in sayings.iter().filter(|s| s.pattern.contains('X') && rows.iter().any(|c| covers(s.pattern, &c.class))) {
                    p.group-said { (l.t("en-sources-say")) " " span lang="en" dir="ltr" { (s.verdict) " " span.muted { "(" (s.source) ")" } } }
                }
                @let single = |c: &Class| -> Vec<&Said> { sayings.iter().filter(|s| !s.pattern.contains('X') && covers(s.pattern, &c.class)).collect() };
                @let said_column = rows.iter().any(|c| !single(c).is_empty());
                div.table-scroll {
                    table.endings {
                        thead { tr {
                            th { (l.t("en-col-ending")) } th { (l.t("en-col-verdict")) } th { (l.t("en-col-share")) } th { (l.t("en-col-longest")) }
                            @if said_column { th { (l.t("en-col-sources")) } }
                        } }
                        tbody {
                            @for c in rows {
                                (class_row(l, &v, c, &single(c), said_column))
                            }
                        }
                    }
                }
            }
        }
        p.muted {
            (l.t("en-computed")) " "
            code { "rukh tb build --men 4" } " (" code { "docs/tablebases.md" } ")"
        }
    };
    layout(
        &viewer,
        &l.t_with("rules-endings-link", &[("game", &name)]),
        body,
        &[],
    )
    .into_response()
}

/// The endings pages.
pub(crate) fn routes() -> axum::Router<crate::app::AppState> {
    use axum::routing::get;
    axum::Router::new().route("/endings/{variant}", get(endings_page))
}
