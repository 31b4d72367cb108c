//! The endgame tables in the search: which tables serve a position, their values as the
//! search's scores, and a root move played straight from them.

use super::*;

impl Searcher {
    /// Endgame tables to play with (None: none). Used for the game they were built for.
    pub fn set_tablebase(&mut self, tb: Option<Arc<rukh_tablebase::Tablebase>>) {
        self.tb = tb;
    }

    /// The tables for `pos`'s game, if any were given.
    pub(super) fn tables_for(&self, pos: &Position) -> Option<&rukh_tablebase::Tablebase> {
        self.tb
            .as_deref()
            .filter(|t| Arc::ptr_eq(&t.variant, pos.variant()))
    }

    /// The score of a value from the tables at `ply`: a win or loss as far off as a mate found
    /// by search, a draw as a draw.
    pub(super) fn table_score(&self, pos: &Position, v: rukh_tablebase::Value, ply: usize) -> i32 {
        let end = MATE - ply as i32 - v.plies as i32;
        match v.wdl {
            rukh_tablebase::Wdl::Win => end,
            rukh_tablebase::Wdl::Loss => -end,
            rukh_tablebase::Wdl::Draw => self.draw_score(pos),
        }
    }

    /// The move the tables choose at the root (the quickest win, the longest defence, else a
    /// drawing move), with a line played out by the tables; None when the position is not in
    /// them.
    pub(super) fn table_root(&mut self, pos: &Position, limits: &Limits) -> Option<(Move, Info)> {
        if limits.multipv > 1 || !limits.searchmoves.is_empty() {
            return None;
        }
        // (Without waiting for a class's values to be read: until they are in, the search
        // plays.)
        let tb = self.tables_for(pos)?;
        let value = tb.probe_now(pos)?;
        let moves = tb.probe_moves_now(pos)?;
        let &(best, _) = moves.first()?;
        let mut pv = vec![best];
        let mut p = pos.clone();
        p.play_unchecked(best);
        while pv.len() < 16 && p.outcome().is_none() {
            let Some(&(m, _)) = tb
                .probe_moves_now(&p)
                .and_then(|l| l.first().copied())
                .as_ref()
            else {
                break;
            };
            pv.push(m);
            p.play_unchecked(m);
        }
        self.root_side = pos.turn();
        // A draw the tables know is worth nothing to either side, whatever the contempt.
        let raw = match value.wdl {
            rukh_tablebase::Wdl::Draw => 0,
            _ => self.table_score(pos, value, 0),
        };
        let hits = 1 + moves.len() as u64;
        Some((
            best,
            Info {
                depth: 1,
                seldepth: pv.len() as u32,
                score: Score::from_internal(raw),
                raw_score: raw,
                nodes: hits,
                time: Duration::ZERO,
                pv,
                hashfull: self.tt.hashfull(),
                multipv: 1,
                tbhits: hits,
            },
        ))
    }
}
