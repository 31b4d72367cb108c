//! Notation round trips over random games, golden files, text from other programs, and parser fuzzing.

mod common;

use std::io::Cursor;

use proptest::prelude::*;
use rukh_rules::notation::courier::split_log;
use rukh_rules::pgn::{self, Game, Notation, PgnReader};
use rukh_rules::variant::BUILTIN_IDS;
use rukh_rules::{CoordMove, CourierMove, Position, San, courier, san};

const GAMES_PER_VARIANT: u64 = 2000;

/// SAN and Game Courier text -> moves -> text, over thousands of random games of every game.
#[test]
fn san_and_courier_round_trip_random_games() {
    for id in BUILTIN_IDS {
        let v = common::variant(id);
        let start = v.start_position();
        let games = if id == "parsi" {
            GAMES_PER_VARIANT / 4
        } else {
            GAMES_PER_VARIANT
        };
        for seed in 0..games {
            let moves = common::random_game(&start, 120, seed);
            let mut p = start.clone();
            for &mv in &moves {
                let s = san(&p, mv);
                let parsed = San::parse(&s).unwrap_or_else(|e| panic!("{id} {}: {e}", p.fen()));
                assert_eq!(
                    parsed
                        .to_move(&p)
                        .unwrap_or_else(|e| panic!("{id} {} {s}: {e}", p.fen())),
                    mv,
                    "{s}"
                );
                let c = courier(&p, mv);
                let cm = CourierMove::parse(v.geometry, &c).unwrap();
                assert_eq!(cm.to_move(&p).unwrap(), mv, "{c}");
                let coord = rukh_rules::coord(&p, mv).to_string();
                assert_eq!(
                    CoordMove::parse(v.geometry, &coord)
                        .unwrap()
                        .to_move(&p)
                        .unwrap(),
                    mv
                );
                p.play_unchecked(mv);
            }
        }
    }
}

/// The list of every legal move's SAN (for boards and move pickers) says what `san` says of each
/// move, in every position of eighty random games of each game, mates and checks included.
#[test]
fn san_list_agrees_with_san_move_by_move() {
    for id in BUILTIN_IDS {
        let v = common::variant(id);
        let start = v.start_position();
        let (mut checks, mut mates) = (0, 0);
        for seed in 0..80 {
            let moves = common::random_game(&start, 200, seed);
            let mut p = start.clone();
            for &mv in &moves {
                let list = rukh_rules::san_list(&p);
                let one: Vec<_> = p.legal_moves().iter().map(|&m| (m, san(&p, m))).collect();
                assert_eq!(list, one, "{id} {}", p.fen());
                checks += list.iter().filter(|(_, s)| s.ends_with('+')).count();
                mates += list.iter().filter(|(_, s)| s.ends_with('#')).count();
                p.play_unchecked(mv);
            }
        }
        assert!(
            checks > 100 && mates > 0,
            "{id}: {checks} checks, {mates} mates seen"
        );
    }
}

/// Whole games: PGN (SAN and coordinates) and Game Courier logs read back to the same moves.
#[test]
fn pgn_and_courier_logs_round_trip() {
    for id in BUILTIN_IDS {
        let v = common::variant(id);
        let start = v.start_position();
        let mut text = String::new();
        let mut expected = Vec::new();
        for seed in 0..40 {
            let moves = common::random_game(&start, 200, 1000 + seed);
            let g = Game::new(
                start.clone(),
                moves.clone(),
                vec![("White".into(), format!("w{seed}"))],
            );
            text.push_str(&g.to_pgn(if seed % 2 == 0 {
                Notation::San
            } else {
                Notation::Coord
            }));
            let back = pgn::read_courier(&g.to_courier(), &common::variant("shatranj")).unwrap();
            assert_eq!(back.moves, moves, "{id} courier log of game {seed}");
            assert_eq!(back.result, g.result);
            expected.push(moves);
        }
        let games: Vec<_> = PgnReader::new(Cursor::new(text))
            .map(|g| g.unwrap())
            .collect();
        assert_eq!(games.len(), expected.len());
        for (raw, moves) in games.iter().zip(&expected) {
            let g = pgn::check(raw, &common::variant("shatranj"))
                .unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(&g.moves, moves);
        }
    }
}

/// SAN written by Fairy-Stockfish (pyffish 0.0.90) reads back to its own moves.
/// Data: tools/make-san-golden.py.
#[test]
fn san_from_pyffish_reads_back() {
    let text = include_str!("data/pyffish-san.txt");
    let mut games = 0;
    let mut written = 0;
    let mut lines = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    while let Some(head) = lines.next() {
        let variant = head.strip_prefix("variant ").expect("variant line");
        let uci = lines.next().unwrap().strip_prefix("uci ").unwrap();
        let sans = lines.next().unwrap().strip_prefix("san ").unwrap();
        let mut p = common::variant(variant).start_position();
        for (u, s) in uci.split_whitespace().zip(sans.split_whitespace()) {
            let mv = San::parse(s)
                .unwrap()
                .to_move(&p)
                .unwrap_or_else(|e| panic!("{variant} {}: {e}", p.fen()));
            assert_eq!(
                rukh_rules::coord(&p, mv).to_string(),
                u,
                "{s} at {}",
                p.fen()
            );
            // Shatranj, which both play by the same rules, is written alike, suffixes included
            // (ffish.js, and the sites that import PGN through it, take no other spelling).
            if variant == "shatranj" {
                assert_eq!(san(&p, mv), s, "at {}", p.fen());
                written += 1;
            }
            p.play_unchecked(mv);
        }
        games += 1;
    }
    assert!(games >= 100);
    assert!(written >= 5000, "{written} Shatranj moves compared");
}

/// Golden files: a fixed game of each variant in every output form.
#[test]
fn golden_files() {
    let dir = format!("{}/tests/golden", env!("CARGO_MANIFEST_DIR"));
    for id in BUILTIN_IDS {
        let v = common::variant(id);
        let start = v.start_position();
        let moves = common::random_game(&start, 400, 7);
        let g = Game::new(start, moves, vec![("Event".into(), "golden".into())]);
        let out = format!(
            "{}{}{}",
            g.to_pgn(Notation::San),
            g.to_pgn(Notation::Coord),
            g.to_courier()
        );
        let path = format!("{dir}/{id}.txt");
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &out).unwrap();
        }
        let want = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{path}: {e} (UPDATE_GOLDEN=1 writes it)"));
        assert_eq!(
            out, want,
            "{path} differs (UPDATE_GOLDEN=1 rewrites it after review)"
        );
    }
}

#[test]
fn dialects_are_read() {
    let p = common::start("shatranj");
    for (text, coord) in [
        ("Nf3", "g1f3"),
        ("Ng1f3", "g1f3"),
        ("Ng1-f3", "g1f3"),
        ("g1f3", "g1f3"),
        ("Be3", "c1e3"),
        ("Ae3", "c1e3"),
        ("e3", "e2e3"),
        ("Pe3", "e2e3"),
        ("e3!?", "e2e3"),
    ] {
        assert_eq!(
            rukh_rules::coord(
                &p,
                p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"))
            )
            .to_string(),
            coord,
            "{text}"
        );
    }
    let p = common::pos("shatranj", "4k2r/1P6/8/8/8/8/8/4K3 w - - 0 1");
    for text in ["b8=Q", "b8Q", "b8(Q)", "b8/Q", "b8=F", "b8", "b8=Q+"] {
        assert_eq!(
            rukh_rules::coord(&p, p.parse_move(text).unwrap()).to_string(),
            "b7b8q",
            "{text}"
        );
    }
    let p = common::pos(
        "great-shatranj",
        "4k4n/1P8/10/10/10/10/10/W1EGK1HENW w - - 0 1",
    );
    assert!(
        p.parse_move("b8").is_err(),
        "a promotion with several choices needs the piece"
    );
    assert_eq!(
        rukh_rules::coord(&p, p.parse_move("b8=M").unwrap()).to_string(),
        "b7b8m"
    );
    let p = common::pos("parsi", "4k2q/1P6/8/8/8/8/8/R1BQKBNR w - - 0 1");
    let mv = p.parse_move("b8=N,Nc6").unwrap();
    assert_eq!(rukh_rules::coord(&p, mv).to_string(), "b7b8n,b8c6");
    assert_eq!(san(&p, mv), "b8=N,Nc6");
    assert_eq!(courier(&p, mv), "P b7-b8; N-b8; N b8-c6");
    let cm =
        CourierMove::parse(p.variant().geometry, "P b7-b8; N-b8; N b8-c6 // the bonus").unwrap();
    assert_eq!(cm.to_move(&p).unwrap(), mv);
}

#[test]
fn san_suffixes_and_king_capture() {
    // Davidson: taking the king is written with '#', as Game Courier's page does.
    let mut p = common::pos(
        "chaturanga-davidson",
        "1k3R2/1p6/1Q6/8/8/3q4/8/1K6 b - - 0 1",
    );
    p.play_san("Ka7").unwrap();
    let mv = p.parse_move("Qxa7").unwrap();
    assert_eq!(san(&p, mv), "Qxa7#");
    let p = common::pos("shatranj", "7k/7p/5K2/8/8/8/8/R7 w - - 0 1");
    assert_eq!(san(&p, p.parse_move("Ra7").unwrap()), "Ra7");
    assert_eq!(san(&p, p.parse_move("Rb1").unwrap()), "Rb1");
    let p = common::pos("shatranj", "7k/7p/5K2/8/8/8/8/R7 w - - 0 1");
    assert_eq!(san(&p, p.parse_move("Ra8").unwrap()), "Ra8#");
    // A check that bares the king wins at once: '#', as Fairy-Stockfish writes it. A capture
    // that bares it without a check, and a check that leaves the game going, stay as they are.
    let p = common::pos("shatranj", "5R2/8/8/8/1K6/5pk1/8/2Q5 w - - 1 103");
    assert_eq!(san(&p, p.parse_move("f8f3").unwrap()), "Rxf3#");
    assert_eq!(san(&p, p.parse_move("f8g8").unwrap()), "Rg8+");
    let list = rukh_rules::san_list(&p);
    assert!(list.iter().any(|(_, s)| s == "Rxf3#"), "{list:?}");
    let p = common::pos("shatranj", "7k/8/8/p7/8/8/8/R3K3 w - - 0 1");
    assert_eq!(san(&p, p.parse_move("a1a5").unwrap()), "Rxa5");
    // Disambiguation only when needed.
    let p = common::pos("shatranj", "3k3p/8/8/8/8/8/3K4/R6R w - - 0 1");
    assert_eq!(san(&p, p.parse_move("a1e1").unwrap()), "Rae1");
    assert_eq!(san(&p, p.parse_move("a1a2").unwrap()), "Ra2");
}

/// Real games whose ends the rules do not decide (resignations, time losses, games stopped by
/// the referee) keep their results and the reasons through a Game Courier log.
#[test]
fn courier_logs_keep_every_result_of_real_games() {
    let mut kept_by_the_log = 0;
    for (id, file) in [
        ("great-shatranj", "great-shatranj-fsf-849c004.pgn"),
        ("shatranj", "shatranj-sjaakii-12de12b.pgn"),
    ] {
        let v = common::variant(id);
        let path = format!("{}/../../docs/strength/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        for raw in pgn::PgnReader::new(std::io::Cursor::new(text.as_bytes())) {
            let g = pgn::check(&raw.unwrap(), &v).unwrap();
            let back = pgn::read_courier(&g.to_courier(), &v).unwrap();
            assert_eq!(back.moves, g.moves, "{file}");
            assert_eq!(back.result, g.result, "{file}: {}", g.to_courier());
            let why = |g: &pgn::Game| {
                g.tags
                    .iter()
                    .find(|(t, _)| t == "Termination")
                    .map(|(_, w)| w.clone())
            };
            assert_eq!(why(&back), why(&g), "{file}");
            if g.outcome.is_none() && g.result != "*" {
                kept_by_the_log += 1;
            }
        }
    }
    assert!(kept_by_the_log >= 20, "{kept_by_the_log}");
}

#[test]
fn courier_logs_with_numbers_comments_and_several_moves_a_line() {
    let log = "// a game\n1. P e2-e3 p d7-d6 // opening\n2. N g1-f3 2... b c8-e6\n3. e3-e4\n4. p e7-e8; q-e8\n";
    assert_eq!(
        split_log(log),
        vec![
            "P e2-e3",
            "p d7-d6",
            "N g1-f3",
            "b c8-e6",
            "e3-e4",
            "p e7-e8; q-e8"
        ]
    );
    let g = pgn::read_courier("1. P e2-e3\n1... p d7-d6\n", &common::variant("shatranj")).unwrap();
    assert_eq!(g.moves.len(), 2);
    let err =
        pgn::read_courier("1. P e2-e3\n1... P d7-d6\n", &common::variant("shatranj")).unwrap_err();
    assert!(err.to_string().contains("move 1... (P d7-d6)"), "{err}");
}

#[test]
fn pgn_with_comments_nags_variations_and_errors() {
    let text = r#"[Event "x"]
[Variant "shatranj"]
[Result "*"]

1. e3 {a comment} d6 $1 (1... e6 2. Nc3) 2. Nf3 ; rest of line
Nd7 *

[Event "y"]
[Variant "great-shatranj"]

1. e3 e6 2. Qh5 *

[Event "z"]
[Variant "shatranj"]
[FEN "8/8/8/8/8/8/1k6/Q2K4 b - - 0 1"]
[Result "1-0"]

1... Kxa1 1-0
"#;
    let games: Vec<_> = PgnReader::new(Cursor::new(text))
        .map(|g| g.unwrap())
        .collect();
    assert_eq!(games.len(), 3);
    let g = pgn::check(&games[0], &common::variant("shatranj")).unwrap();
    assert_eq!(g.moves.len(), 4);
    let e = pgn::check(&games[1], &common::variant("shatranj")).unwrap_err();
    assert!(e.to_string().starts_with("move 2. (Qh5)"), "{e}");
    let e = pgn::check(&games[2], &common::variant("shatranj")).unwrap_err();
    assert!(
        e.to_string()
            .contains("the result 1-0 disagrees with the rules: 1/2-1/2"),
        "{e}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn parsers_never_panic(s in "\\PC{0,24}", t in "[a-pA-Z0-9=+#x:;,/()@ -]{0,16}") {
        let pos = common::start("great-shatranj");
        let g = pos.variant().geometry;
        for text in [&s, &t] {
            if let Ok(san) = San::parse(text) {
                let _ = san.to_move(&pos);
            }
            if let Ok(c) = CoordMove::parse(g, text) {
                let _ = c.to_move(&pos);
            }
            if let Ok(c) = CourierMove::parse(g, text) {
                let _ = c.to_move(&pos);
            }
            let _ = Position::from_fen(pos.variant(), text);
            let _ = pgn::tokens(text);
            let _ = split_log(text);
            for raw in PgnReader::new(Cursor::new(text.as_bytes())).flatten() {
                let _ = pgn::check(&raw, pos.variant());
            }
            let _ = pgn::read_courier(text, pos.variant());
        }
    }

    #[test]
    fn fen_fields_never_panic(board in "[pPkKnNrRbBqQ1-9/]{0,40}", rest in "[wb -]{0,3} [A-Za-z-]{0,6} [-a-h1-8]{0,2} [0-9]{0,3} [0-9]{0,3}( [wb0-9-]{0,5})?") {
        for id in BUILTIN_IDS {
            let v = common::variant(id);
            let _ = Position::from_fen(&v, &format!("{board} {rest}"));
        }
    }
}

/// Comments after moves (clocks, think times) are kept by ply and written back where they were.
#[test]
fn move_comments_survive_a_round_trip() {
    let v = rukh_rules::variant::builtin("shatranj").unwrap();
    let text = "[Variant \"shatranj\"]\n\n1. e3 {[%clk 0:04:58]} d6 {[%emt 0:00:01.200]} {more} 2. Nf3 *\n";
    let raw = PgnReader::new(text.as_bytes()).next().unwrap().unwrap();
    let game = pgn::check(&raw, &v).unwrap();
    assert_eq!(game.comments, ["[%clk 0:04:58]", "[%emt 0:00:01.200] more"]);
    let out = game.to_pgn(Notation::San);
    assert!(
        out.contains("1. e3 {[%clk 0:04:58]} 1... d6 {[%emt 0:00:01.200] more} 2. Nf3 *"),
        "{out}"
    );
    let again = pgn::check(&PgnReader::new(out.as_bytes()).next().unwrap().unwrap(), &v).unwrap();
    assert_eq!(again.comments, game.comments);
    assert_eq!(again.moves, game.moves);
}

#[test]
fn pgn_tags_and_moves_on_one_line_are_read() {
    use rukh_rules::pgn::{PgnReader, check};
    let shatranj = rukh_rules::variant::builtin("shatranj").unwrap();
    // Tags and moves on one line (typed by hand, or some tools' output); several tags on a
    // line; a careless quote inside a value; then a game as the standard writes it.
    let text = "[Variant \"Shatranj\"] [White \"Ali\"] 1. e3 e6 2. Nf3 *\n\n\
                [Event \"Club\"][Annotator \"Ali \"the scribe\"\"]\n1. e3 {a comment [with a bracket]} e6 *\n\n\
                [Event \"Third\"]\n[Black \"Sa\\\"id\"]\n\n1. g3 *\n";
    let games: Vec<_> = PgnReader::new(text.as_bytes())
        .map(|g| g.unwrap())
        .collect();
    assert_eq!(games.len(), 3, "{games:?}");
    assert_eq!(games[0].tag("White"), Some("Ali"));
    let first = check(&games[0], &shatranj).unwrap();
    assert_eq!(first.moves.len(), 3);
    assert_eq!(games[1].tag("Event"), Some("Club"));
    assert_eq!(games[1].tag("Annotator"), Some("Ali \"the scribe\""));
    assert_eq!(check(&games[1], &shatranj).unwrap().moves.len(), 2);
    assert_eq!(games[2].tag("Black"), Some("Sa\"id"));
    assert_eq!(check(&games[2], &shatranj).unwrap().moves.len(), 1);
}

/// PGN as XBoard 4.9 writes the games it plays by an engine's definition (its `VariantMen` tag,
/// the start in `FEN` with `-` for the unmoved men, a board drawn in a comment, its names for
/// Great Shatranj and Kamil) is read: Parsi's pawns keep their double steps.
#[test]
fn xboard_pgn_of_its_engines_games_is_read() {
    let parsi = r#"[Event "Computer Chess Game"]
[Site "vm"]
[Date "2026.12.06"]
[Round "1"]
[White "Rukh 0.1.0"]
[Black "Rukh 0.1.0"]
[Result "*"]
[TimeControl "5+1"]
[Variant "parsi"]
[VariantMen "P:fmWfcFifmnD;N:N;B:B;R:R;Q:Q;K:KmN"]
[FEN "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"]
[SetUp "1"]

{--------------
r n b k q b n r
p p p p p p p p
--------------}
1. e4 {+0.15/2} e5 {-0.07/2} 2. Nc3 {+0.16/2} Qe6 {-0.16/2} 3. d4 {+0.32/2}
exd4 {-0.32/2} 4. Qxd4 {+0.27/2} Nc6 {-0.11/2} *
"#;
    let default = common::variant("shatranj");
    let raw = PgnReader::new(Cursor::new(parsi)).next().unwrap().unwrap();
    let g = pgn::check(&raw, &default).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.start.variant().id, "parsi");
    assert_eq!(g.moves.len(), 8);
    assert_eq!(
        g.start.fen(),
        g.start.variant().start_fen,
        "read as Parsi's start"
    );
    // Written back as XBoard reads it, and read again.
    let out = g.to_pgn(Notation::San);
    assert!(out.contains("[Variant \"fairy-parsi\"]"), "{out}");
    assert!(out.contains("[VariantMen \"K:KmN;"), "{out}");
    let again = PgnReader::new(Cursor::new(out.as_str()))
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(pgn::check(&again, &default).unwrap().moves, g.moves);
    // XBoard's names for the others.
    for (name, id) in [
        ("great", "great-shatranj"),
        ("kamil", "shatranj-kamil-64"),
        ("fairy-kamil", "shatranj-kamil-64"),
        ("fairy-chaturanga-davidson", "chaturanga-davidson"),
    ] {
        assert_eq!(
            pgn::variant_named(name).map(|v| v.id.clone()),
            Some(id.to_owned()),
            "{name}"
        );
    }
    // A Rukh FEN with no unmoved men is not taken for the start.
    let later = parsi.replace(
        "[FEN \"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\"]",
        "[FEN \"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 9\"]",
    );
    let raw = PgnReader::new(Cursor::new(later.as_str()))
        .next()
        .unwrap()
        .unwrap();
    assert!(
        pgn::check(&raw, &default).is_err(),
        "no double step from a later position"
    );
}
