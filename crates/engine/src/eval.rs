//! Static evaluation: material from the game's definition, piece placement, and the endgame
//! knowledge these games need.

use rukh_rules::{Color, Position, Variant};

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
    /// King danger: the square of the attack on the king's squares, per 16.
    pub king_danger: i32,
    /// Per own pawn guarding the king's squares.
    pub shield: i32,
    /// Winning an ending: per half-square the losing king stands from the centre.
    pub mop_edge: i32,
    /// Winning an ending: per square the kings come closer.
    pub mop_close: i32,
    /// A pawn with another of its side on the same file.
    pub doubled: i32,
    /// A pawn with no pawn of its side on the files beside it.
    pub isolated: i32,
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
        king_danger: 4,
        shield: 8,
        mop_edge: 6,
        mop_close: 5,
        doubled: 10,
        isolated: 8,
    };

    pub const NAMES: [&'static str; 14] = [
        "pawn-advance",
        "pawn-centre",
        "centre",
        "centre-falloff",
        "mobility",
        "king-pressure",
        "baring",
        "tempo",
        "king-danger",
        "shield",
        "mop-edge",
        "mop-close",
        "doubled",
        "isolated",
    ];

    /// The weights in the order of `NAMES`.
    fn fields(&mut self) -> [&mut i32; 14] {
        [
            &mut self.pawn_advance,
            &mut self.pawn_centre,
            &mut self.centre,
            &mut self.centre_falloff,
            &mut self.mobility,
            &mut self.king_pressure,
            &mut self.baring,
            &mut self.tempo,
            &mut self.king_danger,
            &mut self.shield,
            &mut self.mop_edge,
            &mut self.mop_close,
            &mut self.doubled,
            &mut self.isolated,
        ]
    }

    pub fn get(&self, i: usize) -> i32 {
        let mut copy = *self;
        *copy.fields()[i]
    }

    pub fn set(&mut self, i: usize, v: i32) {
        *self.fields()[i] = v;
    }
}

/// Centipawns from the side to move's point of view, with the weights of the position's game
/// (`Params::in_use`). A search keeps the weights instead of looking them up for every position.
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &Params::in_use(pos.variant()))
}

/// Changes named in the `RUKH_EVAL` environment variable (`mobility=4,tempo=12`), read once, so
/// fitted or hand-set weights can be tried in a match without rebuilding or editing a file.
fn experiment() -> &'static Option<String> {
    static P: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    P.get_or_init(|| {
        let s = std::env::var("RUKH_EVAL").ok()?;
        let mut check = Params::DEFAULT;
        if let Err(e) = check.apply(&s) {
            eprintln!("RUKH_EVAL: {e}; the other weights are applied");
        }
        Some(s)
    })
}

impl Params {
    /// The weights a game's definition sets (its `[evaluation]` table), the others at their
    /// defaults. An unknown name is an error that lists the known ones.
    pub fn for_variant(v: &Variant) -> Result<Params, String> {
        let mut p = Params::DEFAULT;
        for (name, &value) in &v.definition.evaluation {
            let i = Params::NAMES
                .iter()
                .position(|n| n == name)
                .ok_or_else(|| {
                    format!(
                        "[evaluation]: no weight is called `{name}` (known: {})",
                        Params::NAMES.join(", ")
                    )
                })?;
            p.set(i, value);
        }
        Ok(p)
    }

    /// The weights the engine plays a game with: the game's (`for_variant`; the defaults if its
    /// table is wrong, which loading the game reports), then the `RUKH_EVAL` changes.
    pub fn in_use(v: &Variant) -> Params {
        let mut p = Params::for_variant(v).unwrap_or(Params::DEFAULT);
        if let Some(s) = experiment() {
            let _ = p.apply(s);
        }
        p
    }
}

impl Params {
    /// Applies changes written `name=value,name=value` (names as in `NAMES`). Every good pair is
    /// applied; the first bad one is reported.
    pub fn apply(&mut self, changes: &str) -> Result<(), String> {
        let mut first_error = None;
        for kv in changes
            .split(',')
            .map(str::trim)
            .filter(|kv| !kv.is_empty())
        {
            let outcome = match kv.split_once('=') {
                None => Err(format!("`{kv}` is not name=value")),
                Some((k, v)) => match Params::NAMES.iter().position(|n| *n == k.trim()) {
                    None => Err(format!(
                        "no weight is called `{}` (known: {})",
                        k.trim(),
                        Params::NAMES.join(", ")
                    )),
                    Some(i) => match v.trim().parse() {
                        Ok(v) => {
                            self.set(i, v);
                            Ok(())
                        }
                        Err(_) => Err(format!("`{}` is not a whole number (in `{kv}`)", v.trim())),
                    },
                },
            };
            if let Err(e) = outcome {
                first_error.get_or_insert(e);
            }
        }
        first_error.map_or(Ok(()), Err)
    }
}

/// The evaluation with given weights.
pub fn evaluate_with(pos: &Position, p: &Params) -> i32 {
    evaluate_with_draw(pos, p, 0)
}

/// The evaluation for a search in which a draw is worth `draw` to the side to move (below zero
/// for the side that searches when it has contempt): a position of drawn material counts three
/// quarters a draw, so a search that would rather not draw keeps its pieces out of such endings.
pub fn evaluate_with_draw(pos: &Position, p: &Params, draw: i32) -> i32 {
    let v = pos.variant();
    evaluate_inner(pos, p, |k| v.piece(k).value, draw)
}

/// The evaluation with given weights and piece values (`value(kind)`), for the tuner, which
/// fits the values too.
#[inline]
pub fn evaluate_valued(pos: &Position, p: &Params, value: impl Fn(u8) -> i32) -> i32 {
    evaluate_inner(pos, p, value, 0)
}

#[inline]
fn evaluate_inner(pos: &Position, p: &Params, value: impl Fn(u8) -> i32, draw: i32) -> i32 {
    let v = pos.variant();
    let g = v.geometry;
    let files = g.files() as i32;
    let ranks = g.ranks() as i32;
    let mut score = [0i32; 2];
    let mut men = [0u32; 2];
    let mut material = [0i32; 2];
    // Non-pawn material, for king danger.
    let mut force = [0i32; 2];
    let mut pawns = 0;
    // Each side's pawns per file.
    let mut pawn_files = [[0i32; 16]; 2];
    let king = v.king();
    // Distance from the centre, in half-squares.
    let centre_distance = |sq| {
        (2 * g.file_of(sq) as i32 - (files - 1)).abs()
            + (2 * g.rank_of(sq) as i32 - (ranks - 1)).abs()
    };
    for c in Color::ALL {
        for k in 0..v.pieces.len() as u8 {
            if Some(k) == king {
                continue;
            }
            let bb = pos.pieces(c, k);
            if bb.is_empty() {
                continue;
            }
            let pt = v.piece(k);
            let val = value(k);
            for sq in bb {
                let f = g.file_of(sq) as i32;
                let r = g.relative_rank(c, sq) as i32;
                men[c.index()] += 1;
                material[c.index()] += val;
                let mut s = val;
                if pt.pawn {
                    pawns += 1;
                    pawn_files[c.index()][f as usize & 15] += 1;
                    s += p.pawn_advance * r
                        + if (2 * f - (files - 1)).abs() <= 2 {
                            p.pawn_centre
                        } else {
                            0
                        };
                } else {
                    force[c.index()] += val;
                    s += p.centre - p.centre_falloff * centre_distance(sq);
                }
                score[c.index()] += s;
            }
        }
    }
    let total = men[0] + men[1];
    // Pawn structure: doubled and isolated pawns.
    if pawns > 0 {
        for c in Color::ALL {
            let pf = &pawn_files[c.index()];
            for f in 0..files as usize {
                let n = pf[f & 15];
                if n == 0 {
                    continue;
                }
                let left = f > 0 && pf[(f - 1) & 15] > 0;
                let right = f + 1 < files as usize && pf[(f + 1) & 15] > 0;
                score[c.index()] -=
                    p.doubled * (n - 1) + if left || right { 0 } else { p.isolated * n };
            }
        }
    }
    // Kings: at home while many men remain, central when few do.
    if let Some(k) = king {
        for c in Color::ALL {
            if let Some(sq) = pos.pieces(c, k).first() {
                let cd = centre_distance(sq);
                score[c.index()] += if total <= 6 {
                    20 - 3 * cd
                } else if total > 12 {
                    -8 * g.relative_rank(c, sq) as i32
                } else {
                    0
                };
            }
        }
    }
    // Mobility, and the attack on the enemy king's squares.
    let occ = pos.occupied();
    let mut pawn_att = [rukh_rules::Bitboard::EMPTY; 2];
    let mut pawn_bb = [rukh_rules::Bitboard::EMPTY; 2];
    for c in Color::ALL {
        for k in 0..v.pieces.len() as u8 {
            if v.piece(k).pawn {
                pawn_bb[c.index()] |= pos.pieces(c, k);
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
        let mut attackers = 0;
        let mut units = 0;
        for k in 0..v.pieces.len() as u8 {
            let pt = v.piece(k);
            if pt.pawn || Some(k) == king {
                continue;
            }
            let weight = if value(k) >= 400 { 2 } else { 1 };
            for sq in pos.pieces(c, k) {
                let a = pos.attacks_from(c, k, sq, occ);
                mob += (a & safe).count() as i32;
                let hits = (a & zone).count() as i32;
                pressure += hits;
                if hits > 0 {
                    attackers += 1;
                    units += weight * hits;
                }
            }
        }
        score[c.index()] += p.mobility * mob + p.king_pressure * pressure;
        // Several pieces on the king's squares are worth more than their sum.
        if attackers >= 2 {
            score[c.index()] += (units * units * p.king_danger / 16).min(400);
        }
        // Pawns around a king that still faces an army.
        if force[c.index()] >= 900 {
            score[(!c).index()] += p.shield * (zone & pawn_bb[(!c).index()]).count() as i32;
        }
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
    // Winning an ending: drive the losing king to the edge and bring the own king to it.
    let lead = material[us.index()] - material[(!us).index()];
    if lead.abs() >= 250
        && men[if lead > 0 { (!us).index() } else { us.index() }] <= 3
        && let (Some(ku), Some(kt)) = (pos.king_square(us), pos.king_square(!us))
    {
        let (strong, weak) = if lead > 0 { (ku, kt) } else { (kt, ku) };
        let dist = (g.file_of(strong) as i32 - g.file_of(weak) as i32)
            .abs()
            .max((g.rank_of(strong) as i32 - g.rank_of(weak) as i32).abs());
        let m = p.mop_edge * centre_distance(weak) + p.mop_close * (files.max(ranks) - dist);
        s += if lead > 0 { m } else { -m };
    }
    // Drawn material: without pawns, and with neither side bared, a small material edge
    // does not win: the score leans to a draw's, three quarters for less than 150 (a lone
    // alfil or less), half for less than 350 (a ferz, or two of the weak pieces: rook and ferz
    // against rook, two ferzes and an alfil against an alfil, which good engines seldom win
    // inside the 70 moves).
    if pawns == 0 && mu >= 1 && mt >= 1 {
        let edge = (material[0] - material[1]).abs();
        if edge < 150 {
            s = (s + 3 * draw) / 4;
        } else if edge < 350 {
            s = (s + draw) / 2;
        }
    }
    // A user's game may give its pieces any value the rules allow (up to 100,000 each): the
    // score stays well below the search's mate scores, so no material edge reads as a mate.
    (s + p.tempo).clamp(-EVAL_LIMIT, EVAL_LIMIT)
}

/// The largest static score, in centipawns (mate scores start at 29,000).
pub const EVAL_LIMIT: i32 = 20_000;

#[cfg(test)]
mod tests {
    use super::*;
    use rukh_rules::variant::builtins;

    #[test]
    fn weight_changes_apply_the_good_pairs_and_name_the_bad_one() {
        let mut p = Params::DEFAULT;
        assert_eq!(p.apply("mobility=7, king-danger=9"), Ok(()));
        assert_eq!((p.mobility, p.king_danger), (7, 9));
        let e = p.apply("tempo=12,mobilty=3,shield=x").unwrap_err();
        assert!(e.contains("`mobilty`") && e.contains("king-danger"), "{e}");
        assert_eq!(p.tempo, 12, "good pairs beside a bad one still apply");
        assert_eq!(p.mobility, 7);
        assert!(p.apply("shield=x").unwrap_err().contains("whole number"));
        assert!(p.apply("shield").unwrap_err().contains("name=value"));
        assert_eq!(p.shield, Params::DEFAULT.shield);
    }

    #[test]
    fn a_games_definition_sets_its_weights() {
        let shatranj = rukh_rules::variant::builtin("shatranj").unwrap();
        let p = Params::for_variant(&shatranj).unwrap();
        assert_eq!(
            (p.mobility, p.doubled),
            (5, 34),
            "shatranj.toml's [evaluation]"
        );
        assert_eq!(
            p.baring,
            Params::DEFAULT.baring,
            "weights left out keep the default"
        );
        let great = rukh_rules::variant::builtin("great-shatranj").unwrap();
        assert_eq!(
            Params::for_variant(&great).map(|p| (p.mobility, p.doubled, p.baring)),
            Ok((1, 37, Params::DEFAULT.baring)),
            "great-shatranj.toml's [evaluation]"
        );
        let chaturanga = rukh_rules::variant::builtin("chaturanga-davidson").unwrap();
        assert_eq!(
            Params::for_variant(&chaturanga).map(|p| (p.doubled, p.baring)),
            Ok((26, Params::DEFAULT.baring)),
            "chaturanga-davidson.toml's [evaluation]"
        );
        // A definition without an [evaluation] table plays with the defaults.
        let source = rukh_rules::variant::builtin_source("chaturanga-davidson").unwrap();
        let plain = source.split("\n[evaluation]").next().unwrap();
        let plain = rukh_rules::Variant::from_toml(plain).unwrap();
        assert_eq!(Params::for_variant(&plain), Ok(Params::DEFAULT));
        let text = rukh_rules::variant::builtin_source("shatranj")
            .unwrap()
            .replace("mobility = 5", "mobilty = 5");
        let typo = rukh_rules::Variant::from_toml(&text).unwrap();
        let e = Params::for_variant(&typo).unwrap_err();
        assert!(e.contains("`mobilty`") && e.contains("known: "), "{e}");
    }

    /// The position with the colours exchanged: ranks flipped, letters' case swapped, the
    /// other side to move.
    fn mirrored(pos: &Position) -> Option<Position> {
        let fen = pos.fen();
        let mut fields = fen.split(' ');
        let board = fields.next()?;
        let turn = fields.next()?;
        let flipped: Vec<String> = board
            .split('/')
            .rev()
            .map(|r| {
                r.chars()
                    .map(|c| {
                        if c.is_ascii_uppercase() {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        }
                    })
                    .collect()
            })
            .collect();
        let turn = if turn == "w" { "b" } else { "w" };
        Position::from_fen(
            pos.variant(),
            &format!("{} {turn} - - 0 1", flipped.join("/")),
        )
        .ok()
    }

    #[test]
    fn drawn_material_leans_to_what_a_draw_is_worth() {
        let v = rukh_rules::variant::builtin("shatranj").unwrap();
        let p = Params::for_variant(&v).unwrap();
        let rooks = Position::from_fen(&v, "8/8/2r5/3k4/8/8/R7/6K1 w - - 0 1").unwrap();
        let level = evaluate_with_draw(&rooks, &p, 0);
        assert_eq!(level, evaluate_with(&rooks, &p));
        let averse = evaluate_with_draw(&rooks, &p, -50);
        assert!(
            averse <= level - 30,
            "rook against rook: {averse} with a draw worth -50, {level} with it worth 0"
        );
        // A ferz more is halfway to a draw.
        let ferz = Position::from_fen(&v, "8/8/2r5/3k4/8/8/R2Q4/6K1 w - - 0 1").unwrap();
        let (level, averse) = (evaluate_with(&ferz, &p), evaluate_with_draw(&ferz, &p, -50));
        assert_eq!(averse, level - 25, "rook and ferz against rook");
        // Material that can still win (or lose) does not move with the draw's worth.
        for fen in [
            "8/8/2r5/3k4/8/8/R2N4/6K1 w - - 0 1".to_string(),
            "8/8/2r5/3k4/3p4/8/R2Q4/6K1 w - - 0 1".to_string(),
            v.start_position().fen(),
        ] {
            let pos = Position::from_fen(&v, &fen).unwrap();
            assert_eq!(
                evaluate_with_draw(&pos, &p, -50),
                evaluate_with(&pos, &p),
                "{fen}"
            );
        }
    }

    #[test]
    fn evaluation_is_the_same_for_either_colour() {
        let mut checked = 0;
        for v in builtins() {
            let mut pos = v.start_position();
            for ply in 0..60usize {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                // Captures first now and then, so the positions thin out.
                let pick = moves
                    .iter()
                    .find(|m| ply % 3 == 0 && pos.piece_at(m.to()).is_some())
                    .copied()
                    .unwrap_or(moves.as_slice()[(ply * 7 + 3) % moves.len()]);
                pos.play_unchecked(pick);
                if let Some(m) = mirrored(&pos) {
                    assert_eq!(
                        evaluate(&pos),
                        evaluate(&m),
                        "{}: {} and its mirror {}",
                        v.id,
                        pos.fen(),
                        m.fen()
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 100, "only {checked} positions compared");
    }
}
