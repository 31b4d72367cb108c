//! Properties of every game, checked along random games.

mod common;

use proptest::prelude::*;
use rukh_rules::variant::BUILTIN_IDS;
use rukh_rules::{Color, Move, MoveList, Position};

fn check_position(p: &mut Position) {
    let fen = p.fen();
    let hash = p.hash();
    assert_eq!(
        hash,
        p.compute_hash(),
        "incremental hash differs from a full recomputation at {fen}"
    );
    // FEN round trip.
    let back = Position::from_fen(p.variant(), &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(back.fen(), fen);
    assert_eq!(back.hash(), hash, "hash after FEN round trip at {fen}");
    let legal = p.legal_moves();
    assert_eq!(
        legal.len(),
        p.count_legal(),
        "bulk count differs from the move list at {fen}"
    );
    // The generator agrees with every move tried on the board.
    let mut fast: Vec<_> = legal.iter().copied().collect();
    let mut slow: Vec<_> = p.legal_moves_reference().iter().copied().collect();
    fast.sort_by_key(|m| format!("{m:?}"));
    slow.sort_by_key(|m| format!("{m:?}"));
    assert_eq!(
        fast, slow,
        "the generator and the moves tried one by one differ at {fen}"
    );
    let enemy = p.by_color(!p.turn());
    let captures: Vec<_> = legal
        .iter()
        .copied()
        .filter(|m| enemy.contains(m.to()) || m.promotion().is_some() || m.bonus().is_some())
        .collect();
    if !p.is_over_before_moves() {
        assert_eq!(
            p.legal_captures().as_slice(),
            &captures[..],
            "captures and promotions differ from those of the move list at {fen}"
        );
        check_filter(p, &legal, &captures);
    }
    // The attackers of every square are the men whose attacks reach it: the set the engine's
    // exchange evaluation plays out.
    let occ = p.occupied();
    for sq in p.variant().geometry.all() {
        for color in Color::ALL {
            let attackers = p.attackers_to(sq, color, occ);
            assert_eq!(
                attackers.any(),
                p.is_attacked(sq, color),
                "attackers of {sq:?} by {color:?} at {fen}"
            );
            for from in p.by_color(color) {
                let piece = p.piece_at(from).expect("a man of the side");
                let reaches = p.attacks_from(color, piece.kind, from, occ).contains(sq);
                assert_eq!(
                    attackers.contains(from),
                    reaches,
                    "{color:?}'s man on {from:?} as an attacker of {sq:?} at {fen}"
                );
            }
        }
    }
    let royal = p.variant().king().is_some() && !p.variant().rules.king_capture;
    let mover = p.turn();
    for &mv in &legal {
        let check = p.gives_check(mv);
        assert_eq!(p.fen(), fen, "gives_check({mv:?}) changed the position");
        p.play_unchecked(mv);
        assert_eq!(
            check,
            p.is_check(p.turn()),
            "whether {mv:?} gives check, told without making it, at {fen}"
        );
        if royal {
            assert!(
                !p.is_check(mover),
                "move {mv:?} leaves the king in check at {fen}"
            );
        }
        assert_eq!(p.hash(), p.compute_hash(), "hash after {mv:?} at {fen}");
        p.undo();
        assert_eq!(p.fen(), fen, "undo of {mv:?} changed the position");
        assert_eq!(p.hash(), hash, "undo of {mv:?} changed the hash");
    }
}

fn walk(variant: usize, choices: &[u16]) {
    let v = common::variant(BUILTIN_IDS[variant]);
    let mut p = v.start_position();
    for &c in choices {
        check_position(&mut p);
        let legal = p.legal_moves();
        if legal.is_empty() {
            assert!(
                p.outcome().is_some(),
                "no legal move but no outcome at {}",
                p.fen()
            );
            break;
        }
        assert!(
            p.outcome().is_none(),
            "legal moves in a finished game at {}",
            p.fen()
        );
        p.play_unchecked(legal.as_slice()[c as usize % legal.len()]);
    }
    // Undo all the way back to the start.
    while p.undo().is_some() {}
    assert_eq!(p.fen(), v.start_fen);
    let _ = Color::White;
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(variant in 0..5usize, choices in prop::collection::vec(any::<u16>(), 1..120)) {
        walk(variant, &choices);
    }
}

/// Endgames reach the bare-king and promotion rules quickly.
#[test]
fn endgame_walks() {
    let cases = [
        ("shatranj", "8/2p5/1p6/3k4/8/8/5P2/R3K3 w - - 0 1"),
        ("chaturanga-davidson", "3k4/1P6/8/8/8/8/6p1/4K3 w - - 0 1"),
        ("parsi", "3k4/1P6/8/8/8/8/6p1/4K3 w - - 0 1"),
        ("shatranj-kamil-64", "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1"),
        ("great-shatranj", "4k5/P9/10/10/10/10/9p/4K5 w - - 0 1"),
    ];
    for (id, fen) in cases {
        for seed in 0..40u16 {
            let v = common::variant(id);
            let mut p = Position::from_fen(&v, fen).unwrap();
            for i in 0..60u16 {
                check_position(&mut p);
                let legal = p.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let k = (seed.wrapping_mul(31).wrapping_add(i * 7)) as usize % legal.len();
                p.play_unchecked(legal.as_slice()[k]);
            }
        }
    }
}

/// Parsi: a move that takes, or pins, the only man of the opponent's that could move, and so
/// stalemates its boxed-in king, is not legal while another move is; the generator's shortcut
/// (a spare leap the move cannot take away) must not keep it.
#[test]
fn taking_or_pinning_the_last_man_that_could_move_is_stalemating() {
    // The black king on h8 has no square (the white king covers g8 and g7, the pawn h7) and the
    // pawn on a3 is blocked; the knight on e4 is Black's only man that can move, and the rook on
    // e1 can take it.
    let p = common::pos("parsi", "7k/5K2/6P1/8/4n3/p7/P7/4R3 w - - 0 1");
    let moves = common::moves(&p);
    assert!(!moves.contains(&"e1e4".to_string()), "{moves:?}");
    assert!(moves.contains(&"e1e3".to_string()), "{moves:?}");
    // The knight on f6, Black's only man, stands on the king's diagonal: the elephant's move to
    // d4 pins it and stalemates; its move to c5 does not.
    let p = common::pos("parsi", "7k/B4K2/5nP1/8/8/8/8/8 w - - 0 1");
    let moves = common::moves(&p);
    assert!(!moves.contains(&"a7d4".to_string()), "{moves:?}");
    assert!(moves.contains(&"a7c5".to_string()), "{moves:?}");
    // Where stalemating is allowed, the capture is a move like any other.
    let v = common::variant_with("parsi", &[("stalemate", "draw")]);
    let p = Position::from_fen(&v, "7k/5K2/6P1/8/4n3/p7/P7/4R3 w - - 0 1").unwrap();
    assert!(common::moves(&p).contains(&"e1e4".to_string()));
}

/// Parsi's filters asked one move at a time agree with the legal moves over random sparse
/// positions: the side to move with its raja and up to three men, the other side with its raja
/// in a corner and one or two men, where stalemating moves are common.
#[test]
fn the_filter_asked_one_move_at_a_time_agrees_with_the_legal_moves() {
    let v = common::variant("parsi");
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let (mut positions, mut refused) = (0, 0);
    while positions < 20_000 {
        let mut board = [None::<char>; 64];
        board[[0, 7, 56, 63][next(4) as usize]] = Some('k');
        let mut men = vec!['K'];
        for _ in 0..1 + next(3) {
            men.push(b"QBNRP"[next(5) as usize] as char);
        }
        for _ in 0..1 + next(2) {
            men.push(b"bnrppp"[next(6) as usize] as char);
        }
        for man in men {
            loop {
                let sq = next(64) as usize;
                let rank = sq / 8;
                if board[sq].is_none()
                    && !(man.eq_ignore_ascii_case(&'p') && (rank == 0 || rank == 7))
                {
                    board[sq] = Some(man);
                    break;
                }
            }
        }
        let ranks: Vec<String> = (0..8)
            .rev()
            .map(|r| {
                let mut out = String::new();
                let mut empty = 0;
                for f in 0..8 {
                    match board[r * 8 + f] {
                        Some(c) => {
                            if empty > 0 {
                                out.push_str(&empty.to_string());
                                empty = 0;
                            }
                            out.push(c);
                        }
                        None => empty += 1,
                    }
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                }
                out
            })
            .collect();
        let fen = format!("{} w - - 0 1", ranks.join("/"));
        let Ok(mut p) = Position::from_fen(&v, &fen) else {
            continue;
        };
        if p.is_over_before_moves() {
            continue;
        }
        positions += 1;
        let legal = p.legal_moves();
        let mut ordinary = MoveList::new();
        p.ordinary_moves_into(&mut ordinary);
        if ordinary.len() > legal.len() {
            refused += 1;
        }
        let enemy = p.by_color(!p.turn());
        let captures: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| enemy.contains(m.to()) || m.promotion().is_some() || m.bonus().is_some())
            .collect();
        check_filter(&mut p, &legal, &captures);
    }
    assert!(
        refused >= 100,
        "only {refused} positions had a stalemating move"
    );
    // Where every move stalemates (none of the positions above), each is legal. White, in
    // check from the knight, has one move: the elephant takes it, and leaves Black's raja and
    // pawn without a move.
    let mut p = common::pos("parsi", "7k/7p/7P/8/8/8/PPn5/KN1B2R1 w - - 0 1");
    assert_eq!(common::moves(&p), ["d1c2"]);
    let mut after = p.clone();
    after.play_coord("d1c2").unwrap();
    assert!(!after.in_check() && after.legal_moves_reference().is_empty());
    let legal = p.legal_moves();
    let captures: Vec<Move> = legal.as_slice().to_vec();
    check_filter(&mut p, &legal, &captures);
}

/// A search's way to the legal moves: the ordinary moves (and captures), each asked of the
/// filter as it is tried, are the legal moves (and captures), in the same order.
fn check_filter(p: &mut Position, legal: &MoveList, captures: &[Move]) {
    let fen = p.fen();
    let mut filter = p.move_filter();
    let mut ordinary = MoveList::new();
    p.ordinary_moves_into(&mut ordinary);
    let allowed: Vec<Move> = ordinary
        .iter()
        .copied()
        .filter(|&m| filter.as_mut().is_none_or(|f| f.allows(p, m)))
        .collect();
    assert_eq!(
        allowed,
        legal.as_slice(),
        "the filtered ordinary moves at {fen}"
    );
    assert_eq!(p.fen(), fen, "asking the filter changed the position");
    let mut filter = p.move_filter();
    p.ordinary_captures_into(&mut ordinary);
    let allowed: Vec<Move> = ordinary
        .iter()
        .copied()
        .filter(|&m| filter.as_mut().is_none_or(|f| f.allows(p, m)))
        .collect();
    assert_eq!(allowed, captures, "the filtered ordinary captures at {fen}");
}

/// Parsi: the check that would make a position the third time, every move of the checking side
/// since its first time a check, is refused while another move is left (perpetual check may not
/// draw); the engine's shortcut (no such check unless the side's last move checked) must keep
/// refusing it.
#[test]
fn a_third_repetition_by_perpetual_check_is_refused() {
    // The queen checks from d5 and e5 while the king goes between g8 and h8; the start (Black
    // to move, in check from d5) would come a third time with the check from e5 to d5.
    let fen = "6k1/7p/8/3Q4/8/8/8/K7 b - - 0 1";
    let checks = ["g8h8", "d5e5", "h8g8", "e5d5", "g8h8", "d5e5", "h8g8"];
    let mut p = common::pos("parsi", fen);
    common::play(&mut p, &checks);
    let moves = common::moves(&p);
    assert!(!moves.contains(&"e5d5".to_string()), "{moves:?}");
    // A search asking one move at a time is refused it too.
    let legal = p.legal_moves();
    let captures: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| p.piece_at(m.to()).is_some())
        .collect();
    check_filter(&mut p, &legal, &captures);
    let refused = p
        .legal_moves_reference()
        .iter()
        .copied()
        .find(|m| !legal.contains(*m));
    assert!(refused.is_none(), "the reference refuses it too");
    let mut all = MoveList::new();
    p.ordinary_moves_into(&mut all);
    let check = all
        .iter()
        .copied()
        .find(|&m| rukh_rules::coord(&p, m).to_string() == "e5d5")
        .expect("an ordinary move");
    let mut filter = p.move_filter().expect("the filter applies after checks");
    assert!(!filter.allows(&mut p, check));
    assert!(moves.contains(&"e5e4".to_string()), "{moves:?}");
    // A check that does not repeat is still a move.
    assert!(moves.contains(&"e5e8".to_string()), "{moves:?}");
    // Where perpetual check is allowed, the check is a move like any other.
    let v = common::variant_with("parsi", &[("perpetual-check-illegal", "false")]);
    let mut p = Position::from_fen(&v, fen).unwrap();
    common::play(&mut p, &checks);
    assert!(common::moves(&p).contains(&"e5d5".to_string()));
}

/// `s` with every square name (a file letter before a rank number) reflected left to right.
fn reflect_squares(s: &str, files: u8) -> String {
    let chars: Vec<char> = s.chars().collect();
    let last = (b'a' + files - 1) as char;
    (0..chars.len())
        .map(|i| {
            let c = chars[i];
            let file = c.is_ascii_lowercase() && c <= last;
            if file && chars.get(i + 1).is_some_and(|d| d.is_ascii_digit()) {
                (b'a' + (files - 1 - (c as u8 - b'a'))) as char
            } else {
                c
            }
        })
        .collect()
}

/// A FEN reflected left to right: each rank read backwards, and the state's file letters (the
/// unmoved men of Parsi's double steps) turned with it.
fn reflect_fen(fen: &str, files: u8) -> String {
    let mut fields: Vec<String> = fen.split(' ').map(str::to_string).collect();
    let ranks: Vec<String> = fields[0]
        .split('/')
        .map(|rank| {
            // Runs of men and empty squares, reversed (a number may have two digits).
            let mut parts: Vec<String> = Vec::new();
            for c in rank.chars() {
                match parts.last_mut() {
                    Some(last)
                        if c.is_ascii_digit() && last.chars().all(|d| d.is_ascii_digit()) =>
                    {
                        last.push(c)
                    }
                    _ => parts.push(c.to_string()),
                }
            }
            parts.reverse();
            parts.concat()
        })
        .collect();
    fields[0] = ranks.join("/");
    if fields.len() > 2 {
        fields[2] = fields[2]
            .chars()
            .map(|c| {
                let up = c.to_ascii_uppercase();
                if c != '-' && (up as u8) < b'A' + files {
                    let turned = (b'A' + (files - 1 - (up as u8 - b'A'))) as char;
                    if c.is_ascii_lowercase() {
                        turned.to_ascii_lowercase()
                    } else {
                        turned
                    }
                } else {
                    c
                }
            })
            .collect();
    }
    if fields.len() > 3 {
        fields[3] = reflect_squares(&fields[3], files);
    }
    fields.join(" ")
}

/// Every game Rukh ships is the same game reflected left to right, and says so (training uses
/// the reflections of its positions): along random games, each position's reflection has the
/// reflected moves and the same outcome. A game made lopsided says it is not.
#[test]
fn the_games_are_the_same_reflected_left_to_right() {
    for id in BUILTIN_IDS {
        let v = common::variant(id);
        assert!(v.files_symmetric(), "{id} should be the same reflected");
        let files = v.geometry.files();
        for game in 0..12 {
            let mut p = v.start_position();
            let line = common::random_game(&p.clone(), 80, game);
            // Each position of the game, the last (perhaps finished) one too.
            for i in 0..=line.len() {
                let mirrored = common::pos(id, &reflect_fen(&p.fen(), files));
                let mut want: Vec<String> = common::moves(&p)
                    .iter()
                    .map(|m| reflect_squares(m, files))
                    .collect();
                want.sort();
                assert_eq!(
                    common::moves(&mirrored),
                    want,
                    "{id} game {game}: {} against {}",
                    p.fen(),
                    mirrored.fen()
                );
                assert_eq!(p.outcome().is_some(), mirrored.outcome().is_some());
                if let Some(&mv) = line.get(i) {
                    p.play_unchecked(mv);
                }
            }
        }
    }
    let lopsided = common::variant_with(
        "parsi",
        &[("double-step-files", "[\"a\", \"b\", \"d\", \"e\", \"h\"]")],
    );
    assert!(!lopsided.files_symmetric());
    let leaning = rukh_rules::Variant::from_toml(
        &rukh_rules::variant::builtin_source("shatranj")
            .unwrap()
            .replace("betza = \"F\"", "betza = \"FrW\""),
    )
    .unwrap();
    assert!(!leaning.files_symmetric());
}
