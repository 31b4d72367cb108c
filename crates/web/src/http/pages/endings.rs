//! The Endings page of each game: every ending of three and four men as Rukh's endgame tables
//! solve it, beside what the sources say (the figures: `study::endings`).

use std::sync::Arc;

use axum::extract::Path;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use rukh_rules::variant::builtin;
use rukh_rules::{Color, Position, Variant};

use super::layout::{layout_en, page_with, piece_img, position_picture};
use crate::http::identity::Viewer;
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

fn pct(x: u64, n: u64) -> String {
    if n == 0 {
        "–".into()
    } else {
        format!("{:.0}%", 100.0 * x as f64 / n as f64)
    }
}

/// The share of wins for each side and of draws, as a bar and in words.
fn shares(c: &Class) -> Markup {
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
        div.share-bar role="img" aria-label={ "White wins " (pct(w, n)) ", drawn " (pct(d, n)) ", Black wins " (pct(b, n)) } {
            span.share-white style={ "width:" (format!("{:.1}", width(w))) "%" } {}
            span.share-draw style={ "width:" (format!("{:.1}", width(d))) "%" } {}
            span.share-black style={ "width:" (format!("{:.1}", width(b))) "%" } {}
        }
        span.share-words { "White " (pct(w, n)) " · draw " (pct(d, n)) " · Black " (pct(b, n)) }
    }
}

fn verdict_words(c: &Class) -> (&'static str, &'static str) {
    match c.verdict.as_str() {
        "win" => ("verdict-win", "White wins"),
        "draw" => ("verdict-draw", "Drawn"),
        _ => ("verdict-depends", "Depends on the position"),
    }
}

/// How a win ends, in a player's words.
fn ending_words(reason: Option<&str>) -> &'static str {
    match reason {
        Some("checkmate") => "by mate",
        Some("bare-king") => "by bare king",
        Some("boorj") => "by Boorj",
        Some("stalemate") => "by stalemate",
        Some("king-captured") => "by taking the king",
        Some("lone-king-moves") => "by the ten-move rule",
        Some("no-moves") => "by leaving no move",
        _ => "",
    }
}

fn class_row(v: &Arc<Variant>, c: &Class, sayings: &[&Said], said_column: bool) -> Markup {
    let (cls, words) = verdict_words(c);
    let longest = c
        .longest_fen
        .as_deref()
        .and_then(|f| Position::from_fen(v, f).ok());
    html! {
        tr {
            td { (men_pictures(v, &c.class)) br; span.muted.class-name { (c.class) } }
            td { span class={ "verdict " (cls) } { (words) } }
            td.shares { (shares(c)) }
            td.longest {
                @match (&c.longest_fen, longest) {
                    (Some(fen), Some(pos)) if c.longest_plies > 1 => {
                        div.longest-win {
                            a href={ "/analysis/" (v.id) "?fen=" (urlencode(fen)) } title="Play it through on the analysis board" {
                                (position_picture(v, &pos, &format!("the longest win of {}", c.class)))
                            }
                            span {
                                @let moves = c.longest_plies.div_ceil(2);
                                strong { (moves) (if moves == 1 { " move" } else { " moves" }) }
                                " " (ending_words(c.longest_reason.as_deref()))
                                br;
                                span.muted { (c.longest_plies) " plies, " (if pos.turn() == Color::White { "White" } else { "Black" }) " to move" }
                            }
                        }
                    }
                    (Some(_), Some(_)) => { span.muted { "Over in one move" } }
                    _ => { span.muted { "Over at once" } }
                }
            }
            @if said_column {
                td.said {
                    @for s in sayings {
                        p { (s.verdict) br; span.muted { (s.source) } }
                    }
                }
            }
        }
    }
}

fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// A heading and the classes under it.
type Group = (&'static str, fn(&Class) -> bool);

/// `GET /endings/{variant}`.
pub async fn endings_page(viewer: Viewer, Path(id): Path<String>) -> Response {
    let Ok(v) = builtin(&id) else {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            "No such game",
            html! { h1 { "No game called '" (id) "'" } },
            false,
        );
    };
    let figures = figures(&id);
    let classes = figures.map(|f| f.classes).unwrap_or_default();
    let sayings = said(&id);
    let groups: [Group; 3] = [
        ("Three men: one man against the bare king", |c| c.men == 3),
        ("Four men: one man each", |c| {
            c.men == 4 && !c.class.ends_with("vK")
        }),
        ("Four men: two men against the bare king", |c| {
            c.men == 4 && c.class.ends_with("vK")
        }),
    ];
    let body = html! {
        h1 { "Endings of " (v.name) }
        p {
            "Every ending of three and four men (kings included), solved by Rukh's endgame tables "
            "under the rules this site plays " (v.name) " by. The stronger side is White. "
            "The bar shares out every legal placement of the men, with either side to move: "
            "green, White wins; grey, drawn; red, Black wins. The longest win is the one that takes "
            "longest with best play on both sides; click its board to play it through on the analysis board."
        }
        @if id == "shatranj-kamil-64" {
            p.muted { "A lone king's ten moves are counted from the moment it is bared: positions are counted as they arise, with the count at zero." }
        }
        @if id == "great-shatranj" {
            p.muted { "On the 10×8 board the four-man endings are those without pawns." }
        }
        p.muted {
            a href={ "/rules/" (v.id) } { "Rules of " (v.name) }
            " · Endings of: "
            @for other in rukh_rules::variant::BUILTIN_IDS.iter().filter_map(|i| builtin(i).ok()) {
                @if other.id != v.id { a href={ "/endings/" (other.id) } { (other.name) } " " }
            }
        }
        @if classes.is_empty() {
            p { "The tables of this game have not been summed up yet." }
        }
        @for (title, wanted) in &groups {
            @let rows: Vec<&Class> = classes.iter().filter(|c| wanted(c)).collect();
            @if !rows.is_empty() {
                h2 { (title) }
                // What the sources say of the whole group, then of single endings in a column.
                @for s in sayings.iter().filter(|s| s.pattern.contains('X') && rows.iter().any(|c| covers(s.pattern, &c.class))) {
                    p.group-said { "The sources: " (s.verdict) " " span.muted { "(" (s.source) ")" } }
                }
                @let single = |c: &Class| -> Vec<&Said> { sayings.iter().filter(|s| !s.pattern.contains('X') && covers(s.pattern, &c.class)).collect() };
                @let said_column = rows.iter().any(|c| !single(c).is_empty());
                div.table-scroll {
                    table.endings {
                        thead { tr {
                            th { "Ending" } th { "Tables' verdict" } th { "Share of positions" } th { "Longest win" }
                            @if said_column { th { "The sources" } }
                        } }
                        tbody {
                            @for c in rows {
                                (class_row(&v, c, &single(c), said_column))
                            }
                        }
                    }
                }
            }
        }
        p.muted {
            "Computed by Rukh's own endgame solver, which the engine plays by. Site operators: "
            code { "rukh tb build --men 4" } " makes the tables (docs/tablebases.md)."
        }
    };
    layout_en(&viewer, &format!("Endings of {}", v.name), body, &[]).into_response()
}

/// The endings pages.
pub(crate) fn routes() -> axum::Router<crate::app::AppState> {
    use axum::routing::get;
    axum::Router::new().route("/endings/{variant}", get(endings_page))
}
