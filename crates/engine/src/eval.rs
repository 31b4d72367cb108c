//! Static evaluation: material from the game's definition, piece placement, and the endgame
//! knowledge these games need.

use rukh_rules::{Color, Position};

/// The weights of the evaluation's terms (piece values come from the game's definition).
/// `rukh tune` fits them to self-play results.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// Per rank a pawn has advanced.
    pub pawn_advance: i32,
    /// A pawn on the central files.
    pub pawn_centre: i32,
    /// A piece on the centre, falling off by `centre_falloff` per half-square of distance.
    pub centre: i32,
    pub centre_falloff: i32,
    /// Per safe square a piece reaches.
    pub mobility: i32,
    /// Per square next to the enemy king a piece reaches.
    pub king_pressure: i32,
    /// Per man the enemy lacks of three, when it is being bared.
    pub baring: i32,
    /// The side to move's edge.
    pub tempo: i32,
}

impl Params {
    pub const DEFAULT: Params = Params {
        pawn_advance: 6,
        pawn_centre: 4,
        centre: 12,
        centre_falloff: 2,
        mobility: 3,
        king_pressure: 5,
        baring: 80,
        tempo: 10,
    };

    pub const NAMES: [&'static str; 8] = [
        "pawn-advance",
        "pawn-centre",
        "centre",
        "centre-falloff",
        "mobility",
        "king-pressure",
        "baring",
        "tempo",
    ];

    pub fn get(&self, i: usize) -> i32 {
        [
            self.pawn_advance,
            self.pawn_centre,
            self.centre,
            self.centre_falloff,
            self.mobility,
            self.king_pressure,
            self.baring,
            self.tempo,
        ][i]
    }

    pub fn set(&mut self, i: usize, v: i32) {
        match i {
            0 => self.pawn_advance = v,
            1 => self.pawn_centre = v,
            2 => self.centre = v,
            3 => self.centre_falloff = v,
            4 => self.mobility = v,
            5 => self.king_pressure = v,
            6 => self.baring = v,
            _ => self.tempo = v,
        }
    }
}

/// Centipawns from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &Params::DEFAULT)
}

/// The evaluation with given weights.
pub fn evaluate_with(pos: &Position, p: &Params) -> i32 {
    let v = pos.variant();
    let g = v.geometry;
    let files = g.files() as i32;
    let ranks = g.ranks() as i32;
    let mut score = [0i32; 2];
    let mut men = [0u32; 2];
    let mut material = [0i32; 2];
    let mut pawns = 0;
    let king = v.king();
    for c in Color::ALL {
        for k in 0..v.pieces.len() as u8 {
            let bb = pos.pieces(c, k);
            if bb.is_empty() {
                continue;
            }
            let pt = v.piece(k);
            let is_king = Some(k) == king;
            for sq in bb {
                let f = g.file_of(sq) as i32;
                let r = g.relative_rank(c, sq) as i32;
                // Distance from the centre, in half-squares.
                let cd =
                    (2 * f - (files - 1)).abs() + (2 * g.rank_of(sq) as i32 - (ranks - 1)).abs();
                if is_king {
                    continue;
                }
                men[c.index()] += 1;
                material[c.index()] += pt.value;
                pawns += pt.pawn as u32;
                let mut s = pt.value;
                if pt.pawn {
                    s += p.pawn_advance * r
                        + if (2 * f - (files - 1)).abs() <= 2 {
                            p.pawn_centre
                        } else {
                            0
                        };
                } else {
                    s += p.centre - p.centre_falloff * cd;
                }
                score[c.index()] += s;
            }
        }
    }
    // Kings: safe at home while many men remain, central when few do.
    if let Some(k) = king {
        for c in Color::ALL {
            if let Some(sq) = pos.pieces(c, k).first() {
                let f = g.file_of(sq) as i32;
                let cd =
                    (2 * f - (files - 1)).abs() + (2 * g.rank_of(sq) as i32 - (ranks - 1)).abs();
                let total = men[0] + men[1];
                score[c.index()] += if total <= 6 { 20 - 3 * cd } else { 0 };
            }
        }
    }
    // Mobility and pressure on the enemy king's surroundings.
    let occ = pos.occupied();
    let mut pawn_att = [rukh_rules::Bitboard::EMPTY; 2];
    for c in Color::ALL {
        for k in 0..v.pieces.len() as u8 {
            if v.piece(k).pawn {
                for sq in pos.pieces(c, k) {
                    pawn_att[c.index()] |= pos.attacks_from(c, k, sq, occ);
                }
            }
        }
    }
    for c in Color::ALL {
        let own = pos.by_color(c);
        let zone = match (king, pos.king_square(!c)) {
            (Some(kk), Some(ks)) => pos.attacks_from(!c, kk, ks, occ),
            _ => rukh_rules::Bitboard::EMPTY,
        };
        let safe = !own & !pawn_att[(!c).index()];
        let mut mob = 0;
        let mut pressure = 0;
        for k in 0..v.pieces.len() as u8 {
            if v.piece(k).pawn || Some(k) == king {
                continue;
            }
            for sq in pos.pieces(c, k) {
                let a = pos.attacks_from(c, k, sq, occ);
                mob += (a & safe).count() as i32;
                pressure += (a & zone).count() as i32;
            }
        }
        score[c.index()] += p.mobility * mob + p.king_pressure * pressure;
    }
    let us = pos.turn();
    let mut s = score[us.index()] - score[(!us).index()];
    // Baring the enemy wins in most of these games: reward taking its last men.
    let (mu, mt) = (men[us.index()], men[(!us).index()]);
    if mt <= 2 && mu > mt {
        s += p.baring * (3 - mt as i32);
    }
    if mu <= 2 && mt > mu {
        s -= p.baring * (3 - mu as i32);
    }
    // Drawn material: without pawns, and with neither side able to bare the other, a small
    // material edge does not win.
    if pawns == 0 && mu >= 1 && mt >= 1 && (material[0] - material[1]).abs() < 150 {
        s /= 4;
    }
    s + p.tempo
}
