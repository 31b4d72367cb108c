//! The rules pages: how every man moves, promotion, the ends of the game, a position to try.

use std::sync::Arc;

use axum::extract::Path;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use rukh_rules::variant::builtin;
use rukh_rules::{Bitboard, Color, Position, Variant};
use serde_json::Value;

use crate::http::identity::Viewer;
use crate::site::i18n::Lang;

use super::layout::{disc_url, figure_of, game_name, layout, page_with, piece_img, piece_name};
use super::lobby::start_picture;

/// The moves of one kind of man, drawn from the middle of an empty board.
fn move_diagram(l: &Lang, v: &Arc<Variant>, kind: u8) -> Markup {
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
        svg.diagram viewBox={ "0 0 " (files * cell) " " (ranks * cell) } role="img" aria-label=(l.t_with("rules-moves-of", &[("piece", &local_name(l, v, p))])) {
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

/// A piece's name in `l` (the game's own name in the language, where the catalogue has one).
fn local_name(l: &Lang, v: &Variant, p: &rukh_rules::variant::PieceType) -> String {
    piece_name(l, &v.id, &p.letter.to_string()).unwrap_or_else(|| p.name.clone())
}

/// How pawns promote in a game, in a sentence.
fn promotion_words(l: &Lang, v: &Variant) -> String {
    use rukh_rules::variant::PromotionMode;
    let Some(p) = &v.promotion else {
        return l.t("promo-none");
    };
    let names = |kinds: &[u8]| {
        kinds
            .iter()
            .map(|&k| local_name(l, v, v.piece(k)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    // How many ranks the zone is deep (Makruk's: three), each side's from its far end.
    let depth = p.zone[0].count() / u32::from(v.geometry.files()).max(1);
    let n = depth.to_string();
    let mut words = match p.mode {
        PromotionMode::Choice if p.pieces.len() == 1 && depth > 1 => {
            l.t_with("promo-one-zone", &[("piece", &names(&p.pieces)), ("n", &n)])
        }
        PromotionMode::Choice if depth > 1 => l.t_with(
            "promo-choice-zone",
            &[("pieces", &names(&p.pieces)), ("n", &n)],
        ),
        PromotionMode::Choice if p.pieces.len() == 1 => {
            l.t_with("promo-one", &[("piece", &names(&p.pieces))])
        }
        PromotionMode::Choice => l.t_with("promo-choice", &[("pieces", &names(&p.pieces))]),
        PromotionMode::Lost if p.always.is_empty() => {
            l.t_with("promo-lost", &[("pieces", &names(&p.pieces))])
        }
        PromotionMode::Lost => l.t_with(
            "promo-lost-always",
            &[("pieces", &names(&p.pieces)), ("piece", &names(&p.always))],
        ),
        PromotionMode::File => l.t("promo-file"),
    };
    if depth > 1 && p.mode != PromotionMode::Choice {
        words = format!("{words} {}", l.t_with("promo-zone-note", &[("n", &n)]));
    }
    if !p.mandatory {
        words = format!("{words} {}", l.t("promo-optional"));
    }
    words
}

/// The game in a few plain sentences, made from its rules: how to win, what ends it.
fn how_to_play(l: &Lang, v: &Variant) -> Markup {
    use rukh_rules::variant::{BareKing, Stalemate};
    let r = &v.rules;
    let mut out = vec![l.t("htp-turns")];
    out.push(l.t(if r.king_capture {
        "htp-king-capture"
    } else {
        "htp-checkmate"
    }));
    out.push(match r.bare_king {
        BareKing::Shatranj => l.t("htp-bare-shatranj"),
        BareKing::Boorj => l.t("htp-bare-boorj"),
        BareKing::Counted => l.tr("htp-bare-counted", &[("n", r.lone_king_moves.into())]),
        BareKing::None => String::new(),
    });
    if !r.king_capture {
        out.push(l.t(match r.stalemate {
            Stalemate::Loss if r.lone_stalemater_draws => "htp-stalemate-loss-lone",
            Stalemate::Loss => "htp-stalemate-loss",
            Stalemate::Draw => "htp-stalemate-draw",
            Stalemate::Forbidden => "htp-stalemate-forbidden",
        }));
    }
    out.push(promotion_words(l, v));
    if r.grades {
        out.push(l.t("htp-grades"));
    }
    // The draw conventions, each said only where the game keeps it.
    let key = match (r.repetition > 0, r.move_rule > 0) {
        (true, true) => Some("htp-conventions"),
        (true, false) => Some("htp-conventions-repetition"),
        (false, true) => Some("htp-conventions-move-rule"),
        (false, false) => None,
    };
    if let Some(key) = key {
        out.push(l.tr(
            key,
            &[("n", r.repetition.into()), ("num", r.move_rule.into())],
        ));
    }
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
    let l = viewer.lang;
    // The operator's own games (`rukh serve --game`, `--variant-file`) have rules pages too,
    // described in their files' words; players' designs have theirs under /designs.
    if builtin(&id).is_err()
        && crate::site::games::parse_design_key(&id).is_none()
        && let Some(source) = crate::site::games::extra_source(&id)
        && let Ok(v) = crate::site::games::make_variant(&id, "{}")
    {
        let name = game_name(l, &v);
        let body = html! {
            h1 { (name) }
            @if !v.description.is_empty() {
                p lang=[(l.code != crate::site::i18n::english().code).then_some("en")] { (v.description) }
            }
            (rules_body(l, &v, &source, true))
        };
        return layout(&viewer, &name, body, &[]).into_response();
    }
    let Ok(v) = builtin(&id) else {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            &l.t("no-such-game"),
            html! { h1 { (l.t_with("rules-none", &[("name", &id)])) } },
            true,
        );
    };
    let body = rules_body(
        l,
        &v,
        rukh_rules::variant::builtin_source(&v.id).unwrap_or(""),
        false,
    );
    layout(&viewer, &game_name(l, &v), body, &[]).into_response()
}

/// A game's rules as its page shows them: the start, how to play, each piece with the drawing of
/// its moves, the rule options in words, the sources. `source` is its variant file (for the
/// notes on its rules); a player's design (`design`) is described in its author's words and has
/// no endgame tables.
pub(crate) fn rules_body(l: &Lang, v: &Arc<Variant>, source: &str, design: bool) -> Markup {
    // Notes under each piece's diagram: its special moves.
    let notes = |p: &rukh_rules::variant::PieceType| {
        let mut notes = Vec::new();
        if p.royal && !v.rules.royal_leap.is_empty() {
            notes.push(l.t("note-royal-leap"));
        }
        if p.pawn && !v.rules.double_step_files.is_empty() {
            let files = v.rules.double_step_files.join(", ");
            notes.push(l.tr(
                if v.rules.double_step_needs_unmoved_master {
                    "note-double-step-master"
                } else {
                    "note-double-step"
                },
                &[
                    ("text", files.as_str().into()),
                    ("n", v.rules.double_step_files.len().into()),
                ],
            ));
        }
        if p.pawn {
            notes.push(promotion_words(l, v));
        }
        if !v.rules.promotion_bonus.is_empty() && p.letter.to_string() == v.rules.promotion_bonus {
            notes.push(l.t("note-bonus"));
        }
        notes
    };
    // The game's own rule options, in words, with the value it plays by.
    let defaults = crate::site::games::rules_json(v);
    let own = crate::site::rule_docs::game_rules(source);
    let rows: Vec<(&crate::site::rule_docs::RuleDoc, String, String)> = own
        .iter()
        .filter_map(|(key, note)| {
            let d = crate::site::rule_docs::doc(key)?;
            let value = match &defaults[key.as_str()] {
                Value::String(s) => s.clone(),
                Value::Array(a) => a
                    .iter()
                    .filter_map(|x| x.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
                o => o.to_string(),
            };
            let shown = d.meaning(l, &value);
            Some((d, shown, note.clone()))
        })
        .collect();
    let name = game_name(l, v);
    // The variant file's notes on its rules, and the sources' titles, are English.
    let english = l.code == crate::site::i18n::english().code;
    html! {
        @if !design {
            h1 { (name) }
            p { (l.t_with(&format!("about-{}", v.id), &[("game", &name)])) }
        }
        div.howto {
            div.howto-start {
                (start_picture(l, v))
                p.muted {
                    (l.tr("rules-start", &[("n", v.geometry.files().into()), ("num", v.geometry.ranks().into())])) " "
                    a.button href={ "/?variant=" (v.id) } { (l.t_with("rules-play", &[("game", &name)])) }
                }
                p.muted.print-links {
                    (l.t("rules-print")) " "
                    a href={ "/api/print/" (v.id) "?paper=a4" } { "A4" } ", "
                    a href={ "/api/print/" (v.id) "?paper=letter" } { (l.t("rules-letter")) } " (PDF) · "
                    a href={ "/api/diagram/" (v.id) "?format=png" } { (l.t("rules-diagram")) }
                }
            }
            div { h2 { (l.t("rules-how")) } (how_to_play(l, v)) }
        }
        h2 { (l.t("rules-pieces")) }
        p.muted { (l.t("rules-legend")) }
        div.legend {
            @for (k, p) in v.pieces.iter().enumerate() {
                figure {
                    (piece_img(p, true, 40)) " "
                    strong { (local_name(l, v, p)) } " (" (p.letter) ") "
                    (move_diagram(l, v, k as u8))
                    @for n in notes(p) {
                        p.help { (n) }
                    }
                    p.help.betza { (l.t("rules-betza")) " " code { (p.betza) } }
                }
            }
        }
        h2 { (l.t("rules-site")) }
        p.muted { (l.t("rules-site-help")) }
        table.rules-table {
            @for (d, shown, note) in &rows {
                tr {
                    td { strong { (l.t(d.label)) } br; span.muted { (l.t(d.what)) } }
                    td {
                        (shown)
                        @let note = plain_note(note);
                        @if !note.is_empty() {
                            br; span.muted lang=[(!english).then_some("en")] dir=[(!english).then_some("ltr")] { em { (note) } }
                        }
                    }
                }
            }
        }
        p.muted { (l.t("rules-fen")) " " code { (v.start_fen) } }
        @if !design {
            h2 { (l.t("rules-endings")) }
            p {
                (l.t("rules-endings-text")) " "
                a href={ "/endings/" (v.id) } { (l.t_with("rules-endings-link", &[("game", &name)])) } "."
            }
        }
        @if !v.sources.is_empty() {
            h2 { (l.t("rules-sources")) }
            ul { @for s in &v.sources { li lang=[(!english).then_some("en")] dir=[(!english).then_some("ltr")] { (s) } } }
        }
    }
}

/// A variant file's comment on a rule, in words for players: the engines' settings it mentions
/// left out, a decision of the rules contract (`S-A1: …`) named as such, "0 = off" said.
fn plain_note(note: &str) -> String {
    let mut text = String::new();
    let mut rest = note.trim();
    // Parenthesised asides about engines ("(cutechess: false)", "(FSF, cutechess)") go.
    while let Some(open) = rest.find('(') {
        let Some(len) = rest[open..].find(')') else {
            break;
        };
        let inner = &rest[open + 1..open + len];
        text.push_str(&rest[..open]);
        if !["cutechess", "FSF", "Fairy", "Ludii"]
            .iter()
            .any(|e| inner.contains(e))
        {
            text.push_str(&rest[open..=open + len]);
        }
        rest = &rest[open + len + 1..];
    }
    text.push_str(rest);
    let mut text = text
        .replace("0 = off", "0 switches it off")
        .replace(" ;", ";")
        .trim()
        .to_owned();
    if let Some(rest) = text.strip_prefix("convention") {
        text = format!(
            "a convention of engines and servers, not a rule of the sources{}",
            rest.trim_end()
        );
    }
    // "S-A1: words" becomes "words (decision S-A1 of the rules contract)".
    let code_end = text.find(": ").filter(|&i| {
        let b = &text.as_bytes()[..i];
        b.len() >= 4 && b[0].is_ascii_uppercase() && b[1] == b'-' && b[2] == b'A'
    });
    if let Some(i) = code_end {
        let code = text[..i].to_owned();
        text = format!(
            "{} (decision {code} of the rules contract)",
            text[i + 2..].trim()
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use super::plain_note;

    #[test]
    fn rule_notes_are_said_without_engine_settings() {
        assert_eq!(
            plain_note("S-A1: baring is judged before stalemate (cutechess: false)"),
            "baring is judged before stalemate (decision S-A1 of the rules contract)"
        );
        assert_eq!(
            plain_note("convention (FSF, cutechess); 0 = off"),
            "a convention of engines and servers, not a rule of the sources; 0 switches it off"
        );
        assert_eq!(
            plain_note("a move that stalemates the opponent is illegal (P-A5, P-A6)"),
            "a move that stalemates the opponent is illegal (P-A5, P-A6)"
        );
        assert_eq!(plain_note(""), "");
    }
}
