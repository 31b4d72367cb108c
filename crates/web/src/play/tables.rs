//! Endgame tables on the site (`rukh serve --tablebases DIR`): the analysis board shows a
//! position's exact value and every move's, the review scores positions of the tables exactly,
//! and the engine at full strength plays them perfectly.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use crate::wire::{TableMove, TableView};
use rukh_rules::{Color, Position, Reason, Variant, coord, san};
use rukh_tablebase::{Material, Tablebase, Value, Wdl};

/// The tables of the games the site serves, by game id.
#[derive(Default)]
pub struct Shelf {
    by_id: HashMap<String, Arc<Tablebase>>,
}

impl Shelf {
    /// Reads the tables in `dir` (one folder per game, as `rukh tb build` writes them) for each
    /// game of `variants`; a game with no folder has none, a table that cannot be read is left
    /// out with a warning.
    pub fn load(dir: &Path, variants: &[Arc<Variant>]) -> Shelf {
        let mut by_id = HashMap::new();
        for v in variants {
            if !dir.join(&v.id).is_dir() {
                continue;
            }
            match Tablebase::load(v, dir, None) {
                Ok(tb) if tb.max_men() > 0 => {
                    tracing::info!(
                        "endgame tables of {}: {} classes, up to {} men",
                        v.id,
                        tb.classes().count(),
                        tb.max_men()
                    );
                    by_id.insert(v.id.clone(), Arc::new(tb));
                }
                Ok(_) => {}
                Err(e) => tracing::warn!("endgame tables of {} not used: {e}", v.id),
            }
        }
        Shelf { by_id }
    }

    pub fn is_empty(&self) -> bool {
        self.by_id.is_empty()
    }

    /// The tables for positions of `v`: only for the game they were built for, by its own
    /// rules (a game played with changed rules has none).
    pub fn for_variant(&self, v: &Arc<Variant>) -> Option<Arc<Tablebase>> {
        self.by_id
            .get(&v.id)
            .filter(|tb| Arc::ptr_eq(&tb.variant, v))
            .cloned()
    }

    /// The value of `pos` if its tables hold it.
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        self.for_variant(pos.variant())?.probe(pos)
    }

    /// The position's value and every move's, as the analysis board shows them; None where
    /// the tables do not hold it.
    pub fn view(&self, pos: &Position) -> Option<TableView> {
        let tb = self.for_variant(pos.variant())?;
        let value = tb.probe(pos)?;
        let moves = tb.probe_moves(pos).unwrap_or_default();
        let mover = pos.turn();
        let moves = moves
            .iter()
            .map(|&(mv, v)| TableMove {
                uci: coord(pos, mv).to_string(),
                san: san(pos, mv).to_string(),
                result: wdl(v.wdl),
                plies: v.plies.into(),
                to_end: v.moves().into(),
                reason: v.reason.map(|r| r.name().to_owned()),
                text: move_text(v),
            })
            .collect();
        Some(TableView {
            class: Material::of(pos).name(pos.variant()),
            result: wdl(value.wdl),
            winner: winner(value, mover).map(|c| c.name_capitalized().to_owned()),
            plies: value.plies.into(),
            to_end: value.moves().into(),
            reason: value.reason.map(|r| r.name().to_owned()),
            text: describe(value, mover),
            moves,
        })
    }
}

fn wdl(w: Wdl) -> crate::wire::Wdl {
    match w {
        Wdl::Win => crate::wire::Wdl::Win,
        Wdl::Draw => crate::wire::Wdl::Draw,
        Wdl::Loss => crate::wire::Wdl::Loss,
    }
}

/// Who wins a position of value `v` with `mover` to move (None: a draw).
fn winner(v: Value, mover: Color) -> Option<Color> {
    match v.wdl {
        Wdl::Win => Some(mover),
        Wdl::Loss => Some(!mover),
        Wdl::Draw => None,
    }
}

/// How a won game ends, in a player's words.
fn ending(r: Option<Reason>) -> &'static str {
    match r {
        Some(Reason::Checkmate) => "mate",
        Some(Reason::BareKing) => "bare king",
        Some(Reason::Boorj) => "bare raja",
        Some(Reason::Stalemate) => "stalemate",
        Some(Reason::KingCaptured) => "taking the king",
        Some(Reason::NoMoves) => "leaving no move",
        Some(Reason::LoneKingMoves) => "the lone king's ten moves",
        _ => "win",
    }
}

/// Why a drawn position is drawn, where one rule decides it.
fn draw_by(r: Option<Reason>) -> &'static str {
    match r {
        Some(Reason::CounterBared) => " (the bare king bares back)",
        Some(Reason::BareKings) => " (kings alone)",
        Some(Reason::Stalemate) => " (stalemate)",
        Some(Reason::LoneKingStalemate) => " (a lone king's stalemate)",
        Some(Reason::NoMoves) => " (no moves)",
        _ => "",
    }
}

/// "White wins: bare king in 12", "Draw (the bare king bares back)", "Black has won".
pub fn describe(v: Value, mover: Color) -> String {
    match winner(v, mover) {
        None => format!("Draw{}", draw_by(v.reason)),
        Some(w) if v.plies == 0 => {
            format!("{} has won ({})", w.name_capitalized(), ending(v.reason))
        }
        Some(w) => format!(
            "{} wins: {} in {}",
            w.name_capitalized(),
            ending(v.reason),
            v.moves()
        ),
    }
}

/// A move's value for its mover (as `Tablebase::probe_moves` gives it): "bare king in 5",
/// "draw", "loses: mate in 3".
fn move_text(v: Value) -> String {
    match v.wdl {
        Wdl::Draw => format!("draw{}", draw_by(v.reason)),
        Wdl::Win if v.plies <= 1 => format!("wins ({})", ending(v.reason)),
        Wdl::Win => format!("{} in {}", ending(v.reason), v.moves()),
        Wdl::Loss if v.plies <= 1 => format!("loses ({})", ending(v.reason)),
        Wdl::Loss => format!("loses: {} in {}", ending(v.reason), v.moves()),
    }
}

/// A score for a won position: this less the plies to the win (the review's scale).
pub const WIN: i64 = 10_000;

/// A review score (White's side, [`WIN`] less the plies for a win) from a value.
pub fn review_score(v: Value, mover: Color) -> i64 {
    let own = match v.wdl {
        Wdl::Win => WIN - v.plies as i64,
        Wdl::Loss => -WIN + v.plies as i64,
        Wdl::Draw => 0,
    };
    if mover == Color::White { own } else { -own }
}
