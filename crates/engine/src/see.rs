//! Static exchange evaluation: what a move wins or loses in material once every capture on its
//! square has been played out, each side taking with its least valuable man first and free to
//! stop when taking on would lose.

use rukh_rules::{Bitboard, Move, PieceKind, Position, Square};

/// A king's worth in an exchange: it takes last, and in the games where a king may be taken
/// (Davidson's Chaturanga), taking it ends the game.
const KING: i32 = 20_000;

/// The worth of a kind in exchanges.
#[inline]
pub fn value(pos: &Position, kind: PieceKind) -> i32 {
    let v = pos.variant();
    if Some(kind) == v.king() {
        KING
    } else {
        v.piece(kind).value
    }
}

/// The material `mv` gains for the side that plays it once the exchange on its square is
/// played out (negative: it loses material). Parsi's two-legged promotions are counted as their
/// first leg.
pub fn see(pos: &Position, mv: Move) -> i32 {
    let from = mv.from();
    let to = mv.to();
    let Some((taken, mut on_square)) = first_capture(pos, mv) else {
        return 0;
    };
    let us = pos.turn();
    let mut gains = [0i32; 40];
    gains[0] = taken;
    let mut occ = pos.occupied().without(from).with(to);
    let mut side = !us;
    let mut d = 0;
    loop {
        let attackers = pos.attackers_to(to, side, occ);
        let Some((sq, worth)) = least_valuable(pos, attackers) else {
            break;
        };
        // A king takes only when nothing can take it back.
        if worth == KING && pos.attackers_to(to, !side, occ.without(sq)).any() {
            break;
        }
        d += 1;
        if d >= gains.len() {
            break;
        }
        gains[d] = on_square - gains[d - 1];
        // Neither side takes on when it loses whatever follows.
        if gains[d].max(-gains[d - 1]) < 0 {
            break;
        }
        on_square = worth;
        occ = occ.without(sq);
        side = !side;
    }
    while d > 0 {
        gains[d - 1] = -(-gains[d - 1]).max(gains[d]);
        d -= 1;
    }
    gains[0]
}

/// Whether `mv` wins at least `threshold` in the exchange on its square: `see(pos, mv) >=
/// threshold`, settled without playing the exchange out when its first two captures decide it.
/// The exchange is worth at most what the move takes (the opponent need not take back) and at
/// least that less the man that moved (after one capture back, the mover may stop).
#[inline]
pub fn see_ge(pos: &Position, mv: Move, threshold: i32) -> bool {
    let Some((taken, on_square)) = first_capture(pos, mv) else {
        return 0 >= threshold;
    };
    if taken < threshold {
        return false;
    }
    if taken - on_square >= threshold {
        return true;
    }
    see(pos, mv) >= threshold
}

/// What `mv` itself gains (the man it takes, and what a promotion adds) and the worth of the man
/// it leaves on the square, to be taken next; `None` when no man stands on its first square.
#[inline]
fn first_capture(pos: &Position, mv: Move) -> Option<(i32, i32)> {
    let mover = pos.piece_at(mv.from())?;
    let mut taken = pos.piece_at(mv.to()).map_or(0, |p| value(pos, p.kind));
    let mut on_square = value(pos, mover.kind);
    if let Some(k) = mv.promotion() {
        let promoted = value(pos, k);
        taken += promoted - on_square;
        on_square = promoted;
    }
    Some((taken, on_square))
}

/// The least valuable man of a set, with its worth.
fn least_valuable(pos: &Position, men: Bitboard) -> Option<(Square, i32)> {
    men.into_iter()
        .filter_map(|sq| pos.piece_at(sq).map(|p| (sq, value(pos, p.kind))))
        .min_by_key(|&(_, w)| w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rukh_rules::variant::builtin;

    fn see_of(id: &str, fen: &str, mv: &str) -> i32 {
        let v = builtin(id).unwrap();
        let mut pos = Position::from_fen(&v, fen).unwrap();
        let m = pos.play_coord(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        pos.undo();
        see(&pos, m)
    }

    #[test]
    fn exchanges_are_played_out() {
        // Shatranj values: pawn 100, ferz 169, alfil 110, knight 537, rook 860.
        // A rook takes an unguarded knight: a knight.
        assert_eq!(
            see_of("shatranj", "4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1", "d1d5"),
            537
        );
        // ... guarded by a pawn: a knight for a rook.
        assert_eq!(
            see_of("shatranj", "4k3/8/4p3/3n4/8/8/8/3RK3 w - - 0 1", "d1d5"),
            537 - 860
        );
        // A pawn takes a guarded knight: the knight for the pawn.
        assert_eq!(
            see_of("shatranj", "4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"),
            537 - 100
        );
        // Rooks doubled on a file: the second one stands behind the first (an x-ray). Rook takes
        // a pawn guarded by a rook: pawn, then rook for rook.
        assert_eq!(
            see_of("shatranj", "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"),
            100
        );
        // Without the second rook the rook is lost for a pawn.
        assert_eq!(
            see_of("shatranj", "3rk3/8/8/3p4/8/8/3R4/4K3 w - - 0 1", "d2d5"),
            100 - 860
        );
        // A quiet move onto a square a pawn guards loses the piece.
        assert_eq!(
            see_of("shatranj", "4k3/8/4p3/8/8/8/8/3RK3 w - - 0 1", "d1d5"),
            -860
        );
        assert_eq!(
            see_of("shatranj", "4k3/p7/8/8/8/8/8/3RK3 w - - 0 1", "d1d5"),
            0
        );
    }

    /// `see_ge`'s shortcuts agree with the exchange played out, for every legal move of the
    /// positions along a fixed walk through each game and thresholds around the result.
    #[test]
    fn see_ge_agrees_with_see() {
        let mut captures = 0;
        for id in [
            "shatranj",
            "great-shatranj",
            "chaturanga-davidson",
            "parsi",
            "shatranj-kamil-64",
        ] {
            let v = builtin(id).unwrap();
            let mut pos = v.start_position();
            for ply in 0..60 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let s = see(&pos, m);
                    captures += usize::from(pos.piece_at(m.to()).is_some());
                    for t in [s - 1, s, s + 1, -900, -100, 0, 100, 900] {
                        assert_eq!(see_ge(&pos, m, t), s >= t, "{id} {m:?} at ply {ply}, {t}");
                    }
                }
                pos.play_unchecked(moves.as_slice()[(ply * 7 + 3) % moves.len()]);
            }
        }
        assert!(captures > 100, "only {captures} captures looked at");
    }

    #[test]
    fn a_king_takes_only_what_is_not_guarded() {
        // A rook takes a pawn the king guards; the king takes back, and a second rook cannot
        // take back because the king may not be taken where kings are royal.
        assert_eq!(
            see_of("shatranj", "8/8/8/8/8/2k5/2p5/2R1K3 w - - 0 1", "c1c2"),
            100 - 860
        );
        // With the white king beside the square, the black king may not take back.
        assert_eq!(
            see_of("shatranj", "8/8/8/8/8/2k5/2p5/2RK4 w - - 0 1", "c1c2"),
            100
        );
    }
}
