//! Every test position of the rules contract (`shared/rules/*.md`), one named test each.

mod common;

use common::*;
use rukh_rules::{Color::*, Grade, Reason};

// ---------------------------------------------------------------- Shatranj

#[test]
fn s1_shatranj_start() {
    let mut p = start("shatranj");
    assert_eq!(
        moves(&p),
        sorted(&[
            "a2a3", "b2b3", "c2c3", "d2d3", "e2e3", "f2f3", "g2g3", "h2h3", "b1a3", "b1c3", "g1f3",
            "g1h3", "c1a3", "c1e3", "f1d3", "f1h3"
        ])
    );
    perfts(&mut p, &[16, 256, 4176, 68122]);
}

#[test]
fn s2_stalemate_loses() {
    let p = pos("shatranj", "k7/p1K5/P7/8/8/8/8/8 b - - 0 1");
    assert_eq!(result(&p), win(White, Reason::Stalemate));
    assert!(p.legal_moves().is_empty());
}

#[test]
fn s3_mate() {
    let p = pos("shatranj", "R6k/7p/5K2/8/8/8/8/8 b - - 0 1");
    assert_eq!(result(&p), win(White, Reason::Checkmate));
}

#[test]
fn s4_counter_bare_draws() {
    let mut p = pos("shatranj", "8/8/8/8/8/8/1k6/Q2K4 b - - 0 1");
    assert_eq!(result(&p), None);
    play(&mut p, &["b2a1"]);
    assert_eq!(result(&p), draw(Reason::CounterBared));
    assert!(p.legal_moves().is_empty());
}

#[test]
fn s4b_failed_counter_bare() {
    let mut p = pos("shatranj", "8/8/8/8/8/8/1k6/Q2K4 b - - 0 1");
    play(&mut p, &["b2b1"]);
    assert_eq!(result(&p), win(White, Reason::BareKing));
}

#[test]
fn s5_bare_vs_two_loses_at_once() {
    let p = pos("shatranj", "8/8/8/8/8/1k6/8/QN1K4 b - - 0 1");
    assert_eq!(result(&p), win(White, Reason::BareKing));
    assert!(p.legal_moves().is_empty());
}

#[test]
fn s6_bare_king_before_stalemate() {
    let mut p = pos("shatranj", "8/8/8/8/8/8/p2K4/k7 w - - 0 1");
    play(&mut p, &["d2c2"]);
    assert_eq!(result(&p), win(Black, Reason::BareKing));
    // The cutechess order (stalemate first) is available as a rule option.
    let v = variant_with("shatranj", &[("bare-king-first", "false")]);
    let mut p = rukh_rules::Position::from_fen(&v, "8/8/8/8/8/8/p2K4/k7 w - - 0 1").unwrap();
    play(&mut p, &["d2c2"]);
    assert_eq!(result(&p), win(White, Reason::Stalemate));
}

#[test]
fn s7_paulowich_line() {
    let mut p = pos("shatranj", "8/8/8/8/8/8/p3r3/k1K1N3 w - - 0 1");
    play(&mut p, &["e1c2", "e2c2"]);
    assert_eq!(result(&p), win(Black, Reason::BareKing));
}

#[test]
fn s8_promotion_to_counselor_only() {
    let p = pos("shatranj", "4k2r/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let b7: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("b7"))
        .collect();
    assert_eq!(b7, vec!["b7b8q"]);
}

// ---------------------------------------------------------------- Chaturanga (Davidson)

#[test]
fn d1_davidson_start() {
    let mut p = start("chaturanga-davidson");
    assert_eq!(moves(&p).len(), 12);
    assert!(moves(&p).iter().all(
        |m| m.starts_with(|c| c != 'c' && c != 'd' && c != 'e' && c != 'f') || m.ends_with('3')
    ));
    perfts(&mut p, &[12, 144, 1956, 26575]);
}

const D2: &str = "1k3R2/1p6/1Q6/8/8/3q4/8/1K6 b - - 0 1";

#[test]
fn d2_persian_checkmate_is_not_terminal() {
    let p = pos("chaturanga-davidson", D2);
    assert_eq!(result(&p), None);
    assert_eq!(
        moves(&p),
        sorted(&[
            "b8a7", "b8a8", "b8c7", "b8c8", "d3c2", "d3e2", "d3c4", "d3e4"
        ])
    );
    for (reply, capture) in [
        ("b8a7", "b6a7"),
        ("b8c7", "b6c7"),
        ("b8a8", "f8a8"),
        ("b8c8", "f8c8"),
        ("d3e4", "f8b8"),
    ] {
        let mut p = pos("chaturanga-davidson", D2);
        play(&mut p, &[reply, capture]);
        assert_eq!(
            result(&p),
            win(White, Reason::KingCaptured),
            "{reply} {capture}"
        );
    }
}

#[test]
fn d2b_counter_check() {
    let mut p = pos("chaturanga-davidson", D2);
    play(&mut p, &["d3c2", "f8b8"]);
    assert_eq!(result(&p), win(White, Reason::KingCaptured));
}

#[test]
fn d2c_blunder_loses_the_king() {
    let mut p = pos("chaturanga-davidson", D2);
    play(&mut p, &["d3c2", "b6c5", "c2b1"]);
    assert_eq!(result(&p), win(Black, Reason::KingCaptured));
}

#[test]
fn d3_persian_stalemate_must_move_into_capture() {
    let fen = "4k3/4P3/4K3/p7/P7/8/8/8 b - - 0 1";
    let p = pos("chaturanga-davidson", fen);
    assert_eq!(moves(&p), sorted(&["e8d8", "e8f8", "e8d7", "e8f7", "e8e7"]));
    for line in [
        ["e8d8", "e7d8q"],
        ["e8f8", "e7f8q"],
        ["e8d7", "e6d7"],
        ["e8f7", "e6f7"],
        ["e8e7", "e6e7"],
    ] {
        let mut p = pos("chaturanga-davidson", fen);
        play(&mut p, &line);
        assert_eq!(result(&p), win(White, Reason::KingCaptured), "{line:?}");
    }
}

#[test]
fn d4_counter_bare_a_protected_man() {
    let fen = "8/8/8/8/8/1k6/1P6/2K5 b - - 0 1";
    let mut p = pos("chaturanga-davidson", fen);
    play(&mut p, &["b3b2"]);
    assert_eq!(result(&p), draw(Reason::CounterBared));
    let mut p = pos("chaturanga-davidson", fen);
    play(&mut p, &["b3c3"]);
    assert_eq!(result(&p), win(White, Reason::BareKing));
}

#[test]
fn d5_lone_king_vs_two_loses_at_once() {
    let p = pos("chaturanga-davidson", "8/8/8/8/8/1k6/8/QN1K4 b - - 0 1");
    assert_eq!(result(&p), win(White, Reason::BareKing));
}

#[test]
fn d6_grace_move_captures_the_king() {
    let mut p = pos("chaturanga-davidson", "8/8/8/8/8/8/1kK5/7R b - - 0 1");
    play(&mut p, &["b2c2"]);
    assert_eq!(result(&p), win(Black, Reason::KingCaptured));
}

#[test]
fn d7_lone_king_fails_to_counter_bare() {
    let mut p = pos("chaturanga-davidson", "8/8/8/8/8/1k6/1P6/2K5 b - - 0 1");
    play(&mut p, &["b3a4"]);
    assert_eq!(result(&p), win(White, Reason::BareKing));
}

// ---------------------------------------------------------------- Parsi

#[test]
fn p1_parsi_start() {
    let mut p = start("parsi");
    assert_eq!(
        moves(&p),
        sorted(&[
            "a2a3", "a2a4", "b2b3", "c2c3", "d2d3", "d2d4", "e2e3", "e2e4", "f2f3", "g2g3", "h2h3",
            "h2h4", "b1a3", "b1c3", "g1f3", "g1h3", "e1d3", "e1f3"
        ])
    );
    perfts(&mut p, &[18, 324, 6681, 136548]);
}

#[test]
fn p2_double_step_needs_unmoved_master() {
    let mut p = start("parsi");
    play(&mut p, &["e2e3", "b8c6", "d1e2", "c6b8"]);
    let m = moves(&p);
    assert!(!m.contains(&"d2d4".into()), "vizier has moved");
    for legal in ["d2d3", "a2a4", "h2h4", "e1d3", "e1f3"] {
        assert!(m.contains(&legal.to_string()), "{legal}");
    }
}

#[test]
fn p3_leap_lost_by_check() {
    let mut p = pos("parsi", "r2k4/7p/8/8/8/8/7P/4K3 b Ll - 0 1");
    play(&mut p, &["a8a1", "e1e2", "a1a8"]);
    assert!(!p.leap_available(White));
    let leaps = ["e2c1", "e2c3", "e2d4", "e2f4", "e2g3", "e2g1"];
    let m = moves(&p);
    for l in leaps {
        assert!(!m.contains(&l.to_string()), "{l}");
    }
    let fen = p.fen();
    let mut fields: Vec<&str> = fen.split(' ').collect();
    fields[2] = "Ll";
    let with_leap = pos("parsi", &fields.join(" "));
    let m = moves(&with_leap);
    for l in leaps {
        assert!(m.contains(&l.to_string()), "{l}");
    }
}

#[test]
fn p4_promotion_gate() {
    let p = pos("parsi", "r1n1k2q/1P6/8/8/8/8/8/RNBQKBNR w - - 0 1");
    assert!(moves(&p).iter().all(|m| !m.starts_with("b7")));
}

#[test]
fn p4b_gate_open_on_b_only() {
    let fen = "r1n1k2q/1P6/8/8/8/8/8/R1BQKBNR w - - 0 1";
    let b7 = |p: &rukh_rules::Position| {
        moves(p)
            .into_iter()
            .filter(|m| m.starts_with("b7"))
            .collect::<Vec<_>>()
    };
    assert_eq!(b7(&pos("parsi", fen)), vec!["b7b8n"]);
    let v = variant_with("parsi", &[("promotion-file", "origin")]);
    let p = rukh_rules::Position::from_fen(&v, fen).unwrap();
    assert_eq!(
        b7(&p),
        sorted(&["b7b8n", "b7a8n", "b7c8n", "b7a8n,a8b6", "b7a8n,a8c7"])
    );
}

#[test]
fn p4c_knight_bonus() {
    let p = pos("parsi", "4k2q/1P6/8/8/8/8/8/R1BQKBNR w - - 0 1");
    let b7: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("b7"))
        .collect();
    assert_eq!(
        b7,
        sorted(&["b7b8n", "b7b8n,b8a6", "b7b8n,b8c6", "b7b8n,b8d7"])
    );
}

#[test]
fn p5_kings_file_pawn() {
    let e7 = |p: &rukh_rules::Position| {
        moves(p)
            .into_iter()
            .filter(|m| m.starts_with("e7"))
            .collect::<Vec<_>>()
    };
    assert!(e7(&pos("parsi", "1k5q/4P3/8/8/8/8/8/RNBQKBNR w - - 0 1")).is_empty());
    let without_vizier = "1k5q/4P3/8/8/8/8/8/RNB1KBNR w - - 0 1";
    assert_eq!(e7(&pos("parsi", without_vizier)), vec!["e7e8q"]);
    let ludii = variant_with("parsi", &[("royal-file-promotes-to", "-")]);
    assert!(e7(&rukh_rules::Position::from_fen(&ludii, without_vizier).unwrap()).is_empty());
    let ludii_with =
        rukh_rules::Position::from_fen(&ludii, "1k5q/4P3/8/8/8/8/8/RNBQKBNR w - - 0 1").unwrap();
    assert!(e7(&ludii_with).is_empty());
}

#[test]
fn p6_boorj() {
    let fen = "3k4/8/8/8/8/8/1q6/1R2K3 w - - 0 1";
    let mut p = pos("parsi", fen);
    play(&mut p, &["b1b2"]);
    let o = p.outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason, o.grade),
        (Some(White), Reason::Boorj, Some(Grade::Boorj))
    );
    let v = variant_with("parsi", &[("boorj", "draw")]);
    let mut p = rukh_rules::Position::from_fen(&v, fen).unwrap();
    play(&mut p, &["b1b2"]);
    assert_eq!(result(&p), draw(Reason::Boorj));
}

#[test]
fn p7_no_stalemating() {
    let fen = "k7/p7/P1K5/8/8/8/8/7R w - - 0 1";
    let p = pos("parsi", fen);
    let m = moves(&p);
    assert_eq!(m.len(), 18);
    assert!(!m.contains(&"c6c7".into()) && !m.contains(&"h1b1".into()));
    let orthodox = variant_with("parsi", &[("stalemate", "draw")]);
    assert_eq!(
        rukh_rules::Position::from_fen(&orthodox, fen)
            .unwrap()
            .legal_moves()
            .len(),
        20
    );
    let mut p = pos("parsi", fen);
    play(&mut p, &["h1h8"]);
    let o = p.outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason, o.grade),
        (Some(White), Reason::Checkmate, Some(Grade::Checkmate))
    );
}

#[test]
fn p8_pawn_mate() {
    let mut p = pos("parsi", "k7/3N4/KP6/7p/8/8/8/8 w - - 0 1");
    play(&mut p, &["b6b7"]);
    let o = p.outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason, o.grade),
        (Some(White), Reason::Checkmate, Some(Grade::PawnMate))
    );
}

/// P8 given as a FEN: the pawn that checks can only have moved last (5.2, P-A9), so the grade is
/// the same as when the move is played.
#[test]
fn p8b_pawn_mate_from_the_fen_alone() {
    let p = pos("parsi", "k7/1P1N4/K7/7p/8/8/8/8 b - - 0 1");
    let o = p.outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason, o.grade),
        (Some(White), Reason::Checkmate, Some(Grade::PawnMate))
    );
    // A mate by a piece from a FEN stays a plain checkmate.
    let p = pos("parsi", "k6R/p7/P1K5/8/8/8/8/8 b - - 0 1");
    assert_eq!(p.outcome().unwrap().grade, Some(Grade::Checkmate));
}

/// Repetition identity (README, "Repetition and move-count conventions"): board, side to move and
/// the FEN's state beyond the board; never the clocks.
#[test]
fn repetition_counts_the_flags_not_the_clocks() {
    // Shatranj: the clocks differ at every ply, yet the third occurrence draws.
    let mut p = start("shatranj");
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    play(&mut p, &shuffle);
    play(&mut p, &shuffle[..3]);
    assert_eq!(result(&p), None);
    play(&mut p, &shuffle[3..]);
    assert_eq!(result(&p), draw(Reason::Repetition));
    // Parsi: the rooks go out and back; the board is the start's again, but the flags of the
    // unmoved rooks are gone, so the start does not count.
    let mut p = pos("parsi", "3k3r/8/8/8/8/8/8/R3K3 w Ah - 0 1");
    let out_and_back = ["a1a2", "h8h7", "a2a1", "h7h8"];
    play(&mut p, &out_and_back);
    play(&mut p, &out_and_back);
    // The start's board a third time, its second time without the flags: no draw.
    assert_eq!(result(&p), None, "{}", p.fen());
    play(&mut p, &out_and_back[..2]);
    // Rooks on a2 and h7 with White to move, without flags each time: a third occurrence.
    assert_eq!(result(&p), draw(Reason::Repetition));
    // Kamil: the lone king's count rises at each of its moves, so its position never repeats.
    let mut p = pos("shatranj-kamil-64", "7k/8/8/8/8/8/8/R3K3 b - - 0 1");
    let shuffle = ["h8g8", "e1f1", "g8h8", "f1e1"];
    play(&mut p, &shuffle);
    play(&mut p, &shuffle);
    assert_eq!(result(&p), None, "{}", p.fen());
}

// ---------------------------------------------------------------- Shatranj Kamil (64)

#[test]
fn k1_kamil_start() {
    let mut p = start("shatranj-kamil-64");
    assert_eq!(
        moves(&p),
        sorted(&[
            "a2a3", "b1a3", "b2b3", "c1c2", "c3c4", "d1b3", "d3d4", "e1f2", "e2c2", "e2c4", "e2e4",
            "e2g4", "e3e4", "f1f2", "f3f4", "g1h3", "g2g3", "h2h3"
        ])
    );
    perfts(&mut p, &[18, 324, 6376, 124666]);
}

#[test]
fn k2_shortest_game() {
    let mut p = start("shatranj-kamil-64");
    play(&mut p, &["b1a3", "e6e5", "a3c4", "d6d5", "c4d6"]);
    assert_eq!(
        p.fen(),
        "rnseksnr/pp1ge1pp/2pN1p2/3pp3/8/2PPPP2/PP1GE1PP/R1SEKSNR b - - 1 3"
    );
    assert_eq!(result(&p), win(White, Reason::Checkmate));
}

#[test]
fn k3_paulowich_ending_draws() {
    let mut p = pos("shatranj-kamil-64", "8/8/8/8/8/8/p3r3/k1K1N3 w - - 0 1");
    play(&mut p, &["e1c2", "e2c2"]);
    assert_eq!(result(&p), None, "no immediate bare-king loss in Kamil");
    play(&mut p, &["c1c2"]);
    assert_eq!(result(&p), draw(Reason::LoneKingStalemate));
}

#[test]
fn k4_lone_king_stalemate_draws() {
    let mut p = pos("shatranj-kamil-64", "8/8/8/8/8/8/p2K4/k7 w - - 0 1");
    play(&mut p, &["d2c2"]);
    assert_eq!(result(&p), draw(Reason::LoneKingStalemate));
}

const K5: [&str; 20] = [
    "h8g8", "e1f1", "g8f8", "f1g1", "f8e8", "g1h1", "e8d8", "h1h2", "d8c8", "h2g2", "c8b8", "g2f2",
    "b8b7", "f2e2", "b7c7", "e2d2", "c7d7", "d2c2", "d7e7", "c2d2",
];

#[test]
fn k5_ten_move_win() {
    let mut p = pos("shatranj-kamil-64", "7k/8/8/8/8/8/8/R3K3 b - - 0 1");
    play(&mut p, &K5[..17]);
    assert_eq!(p.lone_count(Black), 9);
    assert_eq!(result(&p), None);
    assert!(p.fen().ends_with(" w0b9"));
    play(&mut p, &K5[17..19]);
    assert_eq!(result(&p), win(White, Reason::LoneKingMoves));
    // In claim mode the game goes on and White may claim.
    let v = variant_with("shatranj-kamil-64", &[("lone-king-win", "claim")]);
    let mut p = rukh_rules::Position::from_fen(&v, "7k/8/8/8/8/8/8/R3K3 b - - 0 1").unwrap();
    play(&mut p, &K5[..19]);
    assert_eq!(result(&p), None);
    assert!(p.claims().contains(&rukh_rules::Claim::Win { by: White }));
}

#[test]
fn k6_capture_resets_the_count() {
    let mut p = pos("shatranj-kamil-64", "7k/8/3P4/8/8/8/8/R3K3 b - - 0 1");
    play(
        &mut p,
        &[
            "h8g8", "e1f1", "g8f8", "f1g1", "f8e8", "g1h1", "e8d8", "h1h2", "d8c8", "h2g2", "c8b7",
            "g2f2", "b7b6", "f2e2", "b6c6", "e2d2", "c6d6",
        ],
    );
    assert_eq!(p.lone_count(Black), 0);
    assert_eq!(result(&p), None);
    assert!(p.claims().contains(&rukh_rules::Claim::Draw { by: White }));
}

#[test]
fn k7_two_kings_draw() {
    let mut p = pos("shatranj-kamil-64", "8/8/8/8/8/8/1k6/G2K4 b - - 0 1");
    play(&mut p, &["b2a1"]);
    assert_eq!(result(&p), draw(Reason::CounterBared));
}

// ---------------------------------------------------------------- Great Shatranj

#[test]
fn g1_great_start() {
    let mut p = start("great-shatranj");
    assert_eq!(moves(&p).len(), 30);
    perfts(&mut p, &[30, 900, 29010, 935072]);
}

#[test]
fn g2_promotion_pool() {
    let p = pos(
        "great-shatranj",
        "4k4n/1P8/10/10/10/10/10/W1EGK1HENW w - - 0 1",
    );
    let b7: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("b7"))
        .collect();
    assert_eq!(b7, sorted(&["b7b8m", "b7b8n", "b7b8s"]));
}

#[test]
fn g3_bare_vs_one_loses_next_turn() {
    let mut p = pos("great-shatranj", "4k5/10/10/10/10/10/10/4K2N2 b - - 0 1");
    assert_eq!(result(&p), None);
    play(&mut p, &["e8d8"]);
    assert_eq!(result(&p), win(White, Reason::BareKing));
}

#[test]
fn g4_stalemated_bare_king_vs_one() {
    let p = pos("great-shatranj", "k9/2G7/1K8/10/10/10/10/10 b - - 0 1");
    assert_eq!(result(&p), draw(Reason::Stalemate));
}

#[test]
fn g5_stalemated_bare_king_vs_two() {
    let fen = "k9/2G7/1K8/10/10/10/10/N9 b - - 0 1";
    assert_eq!(result(&pos("great-shatranj", fen)), draw(Reason::Stalemate));
    let v = variant_with("great-shatranj", &[("bared-loses-vs-two", "true")]);
    let p = rukh_rules::Position::from_fen(&v, fen).unwrap();
    assert_eq!(result(&p), win(White, Reason::BareKing));
}

#[test]
fn g6_counter_bare() {
    let mut p = pos("great-shatranj", "10/10/10/10/10/10/1k8/N3K5 b - - 0 1");
    play(&mut p, &["b2a1"]);
    assert_eq!(result(&p), draw(Reason::CounterBared));
}
