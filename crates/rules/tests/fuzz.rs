//! Fuzzing that stays: every parser of the rules library is fed arbitrary text and real inputs
//! (FENs other programs write, game records, variant files) with random mutations. No input may
//! panic or hang; what is refused is refused with an error, and what is accepted reads back the
//! same. A few thousand cases each by default; `RUKH_FUZZ_CASES=1000000 cargo test --release -p
//! rukh-rules --test fuzz` runs the long mode.

mod common;

use std::io::Cursor;

use proptest::prelude::*;
use rukh_rules::pgn::{self, PgnReader};
use rukh_rules::variant::{BUILTIN_IDS, builtin_source};
use rukh_rules::{CoordMove, CourierMove, Position, San, Variant, betza, perft::perft};

fn cases(default: u32) -> u32 {
    std::env::var("RUKH_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// One edit of a text: delete, insert, replace or duplicate a span.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, String),
    Replace(usize, char),
    Duplicate(usize, usize),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let edit = prop_oneof![
        (any::<usize>(), 1..8usize).prop_map(|(a, n)| Edit::Delete(a, n)),
        (any::<usize>(), "[ -~]{1,6}|\\PC{1,3}").prop_map(|(a, s)| Edit::Insert(a, s)),
        (any::<usize>(), any::<char>()).prop_map(|(a, c)| Edit::Replace(a, c)),
        (any::<usize>(), 1..12usize).prop_map(|(a, n)| Edit::Duplicate(a, n)),
    ];
    prop::collection::vec(edit, 1..5)
}

/// Applies the edits at character boundaries (positions taken modulo the text's length).
fn mutate(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let at = |a: usize, len: usize| if len == 0 { 0 } else { a % (len + 1) };
        match e {
            Edit::Delete(a, n) => {
                let i = at(*a, chars.len()).min(chars.len());
                let j = (i + n).min(chars.len());
                chars.drain(i..j);
            }
            Edit::Insert(a, s) => {
                let i = at(*a, chars.len());
                for (k, c) in s.chars().enumerate() {
                    chars.insert(i + k, c);
                }
            }
            Edit::Replace(a, c) => {
                if !chars.is_empty() {
                    let i = a % chars.len();
                    chars[i] = *c;
                }
            }
            Edit::Duplicate(a, n) => {
                let i = at(*a, chars.len()).min(chars.len());
                let j = (i + n).min(chars.len());
                let span: Vec<char> = chars[i..j].to_vec();
                for (k, c) in span.into_iter().enumerate() {
                    chars.insert(j + k, c);
                }
            }
        }
    }
    chars.into_iter().collect()
}

/// FENs as Rukh, XBoard, Sjaak II and Fairy-Stockfish write them, one or more a game.
const FENS: &[(&str, &str)] = &[
    (
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
    ),
    (
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBKQBNR b 0 1",
    ),
    (
        "shatranj",
        "r1bkqbnr/pppppppp/n7/8/8/4P3/PPPP1PPP/RNBKQBNR w 1 2",
    ),
    (
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1",
    ),
    (
        "chaturanga-davidson",
        "rneqkenr/pppppppp/8/8/8/4P3/PPPP1PPP/RNEKQENR b KQkq - 0 1",
    ),
    (
        "parsi",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ADEHLadehl - 0 1",
    ),
    ("parsi", "k7/1P1N4/K7/7p/8/8/8/8 b - - 0 1"),
    (
        "shatranj-kamil-64",
        "rnseksnr/pp1ge1pp/2pppp2/8/8/2PPPP2/PP1GE1PP/RNSEKSNR w - - 0 1",
    ),
    ("shatranj-kamil-64", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1 w0b3"),
    (
        "great-shatranj",
        "wnegkmhenw/pppppppppp/10/10/4P5/10/PPPP1PPPPP/WNEGKMHENW[-] b - - 0 1",
    ),
    (
        "great-shatranj",
        "w1egkmhenw/pppppppppp/n9/10/10/4P5/PPPP1PPPPP/WNEGKMHENW w 1 2",
    ),
];

const PGN: &str = r#"[Event "rukh match: Shatranj"]
[Site "https://www.pychess.org/AbCdEf"]
[Round "2"]
[White "shamax"]
[Black "rukh"]
[Result "0-1"]
[Variant "shatranj"]

1. Na3 Nf6 2. d3 Rg8 3. f3 g6 {[%clk 0:03:00]} 4. f4 Be6 5. Nf3 Nc6 6. e3!? Bd6 $1 7. c3 a6
(7... a5 8. Nc2) 8. Nc2 a5 9. g3 a4 10. Ncd4 Nxd4 11. cxd4 h6 12. e4 Bxf4 13. gxf4 Nh5 0-1

[Variant "great-shatranj"]
[SetUp "1"]
[FEN "wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW w - - 0 1"]

1. e3 e6 2. Mf3 *
"#;

const COURIER: &str = "// Variant: parsi\n// Ann vs Bob\n1. P e2-e3\n1... p d7-d6\n2. Q d1-e2\n2... n b8-c6\n3. K e1-d3 // the raja's leap\n";

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(3000), ..ProptestConfig::default() })]

    /// Mutated real FENs of every game: refused with a FEN error, or accepted and written back
    /// in a form that reads again to the same position.
    #[test]
    fn fens_of_other_programs_mutated(pick in 0..FENS.len(), e in edits()) {
        let (id, fen) = FENS[pick];
        let text = mutate(fen, &e);
        for other in BUILTIN_IDS {
            let v = common::variant(other);
            let which = if other == id { &text } else { fen };
            if let Ok(p) = Position::from_fen(&v, which) {
                let back = Position::from_fen(&v, &p.fen()).expect("canonical FEN reads back");
                prop_assert_eq!(back.fen(), p.fen());
                let _ = p.outcome();
                let _ = p.legal_moves();
            }
        }
    }

    /// Mutated moves in SAN, coordinates and Game Courier notation on a game in progress.
    #[test]
    fn moves_mutated(pick in 0..8usize, e in edits(), plies in 0..30usize, seed in any::<u64>()) {
        let id = BUILTIN_IDS[pick % BUILTIN_IDS.len()];
        let start = common::start(id);
        let moves = common::random_game(&start, plies, seed);
        let mut pos = start.clone();
        for &m in &moves {
            pos.play_unchecked(m);
        }
        let legal = pos.legal_moves();
        let real = legal.iter().next().map(|&m| {
            [rukh_rules::san(&pos, m), rukh_rules::coord(&pos, m).to_string(), rukh_rules::courier(&pos, m)]
        });
        let g = pos.variant().geometry;
        for text in real.into_iter().flatten() {
            let t = mutate(&text, &e);
            let _ = pos.parse_move(&t);
            if let Ok(s) = San::parse(&t) {
                let _ = s.to_move(&pos);
            }
            if let Ok(c) = CoordMove::parse(g, &t) {
                let _ = c.to_move(&pos);
            }
            if let Ok(c) = CourierMove::parse(g, &t) {
                let _ = c.to_move(&pos);
            }
        }
    }

    /// Mutated game records, PGN and Game Courier logs: every game is checked or refused.
    #[test]
    fn game_records_mutated(e in edits(), courier in any::<bool>()) {
        let v = common::variant("shatranj");
        if courier {
            let text = mutate(COURIER, &e);
            let _ = pgn::read_courier(&text, &v);
        } else {
            let text = mutate(PGN, &e);
            for raw in PgnReader::new(Cursor::new(text.as_bytes())).flatten() {
                if let Ok(g) = pgn::check(&raw, &v) {
                    let again = g.to_pgn(pgn::Notation::San);
                    let raw2 = PgnReader::new(Cursor::new(again.as_bytes())).next().unwrap().unwrap();
                    prop_assert!(pgn::check(&raw2, &v).is_ok(), "{}", again);
                }
            }
        }
    }

    /// Arbitrary text through every parser.
    #[test]
    fn arbitrary_text(s in "\\PC{0,64}") {
        let pos = common::start("great-shatranj");
        let v = pos.variant();
        let _ = Position::from_fen(v, &s);
        let _ = pos.parse_move(&s);
        let _ = betza::parse(&s);
        let _ = pgn::read_courier(&s, v);
        for raw in PgnReader::new(Cursor::new(s.as_bytes())).flatten() {
            let _ = pgn::check(&raw, v);
        }
        let _ = Variant::from_toml(&s);
    }

    /// Betza strings: arbitrary and built from the notation's own letters.
    #[test]
    fn betza_strings(s in "[WFDANKRBQHCZGJmcfbilrsvnjpg0-9()\\[\\]-]{0,24}") {
        let _ = betza::parse(&s);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(3000) / 5, ..ProptestConfig::default() })]

    /// Mutated variant files (the five games' and the example): refused with an error, or a
    /// game whose start can be played.
    #[test]
    fn variant_files_mutated(pick in 0..6usize, e in edits()) {
        let text = match BUILTIN_IDS.get(pick) {
            Some(id) => builtin_source(id).unwrap().to_owned(),
            None => std::fs::read_to_string(format!(
                "{}/../../variants/examples/makruk.toml",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap(),
        };
        let text = mutate(&text, &e);
        if let Ok(v) = Variant::from_toml(&text) {
            let mut start = v.start_position();
            let _ = perft(&mut start, 2);
            let _ = start.outcome();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(3000) / 5, ..ProptestConfig::default() })]

    /// Mutated Fairy-Stockfish sections (the test corpus's and the five games' exports): refused
    /// with an error, or a variant file that compiles and whose start can be played.
    #[test]
    fn fairy_stockfish_sections_mutated(pick in 0..7usize, e in edits()) {
        let text = match BUILTIN_IDS.get(pick) {
            Some(id) => {
                let v = rukh_rules::variant::builtin(id).unwrap();
                rukh_rules::variant::fsf::export(&v, id).ini
            }
            None if pick == 5 => std::fs::read_to_string(format!(
                "{}/tests/fsf/family.ini",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap(),
            None => std::fs::read_to_string(format!(
                "{}/../../../shared/rules/fsf-approximations.ini",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap(),
        };
        let text = mutate(&text, &e);
        let sections = rukh_rules::variant::fsf::parse_ini(&text).map(|s| s.into_iter().map(|s| s.name).collect::<Vec<_>>());
        for name in sections.unwrap_or_default() {
            if let Ok(imp) = rukh_rules::variant::fsf::import(&text, Some(&name), "fuzz.ini") {
                let v = Variant::from_toml(&imp.toml).expect("an import compiles");
                let mut start = v.start_position();
                let _ = perft(&mut start, 2);
                let _ = start.outcome();
            }
        }
    }
}

/// Absurd sizes are refused before they can take the machine's memory.
#[test]
fn absurd_variant_files_are_refused() {
    let base = builtin_source("shatranj").unwrap();
    let huge = base
        .replace("files = 8", "files = 4000")
        .replace("ranks = 8", "ranks = 4000");
    assert!(Variant::from_toml(&huge).is_err());
    let mut many = base.to_owned();
    for i in 0..3000 {
        many.push_str(&format!(
            "\n[[piece]]\nname = \"P{i}\"\nletter = \"Z\"\nbetza = \"W\"\n"
        ));
    }
    let e = Variant::from_toml(&many)
        .map(|_| ())
        .expect_err("refused")
        .to_string();
    assert!(e.contains("kinds of piece") || e.contains("piece"), "{e}");
    let big = format!("{base}\n# {}\n", "x".repeat(2 << 20));
    let e = Variant::from_toml(&big)
        .map(|_| ())
        .expect_err("refused")
        .to_string();
    assert!(e.contains("bytes long"), "{e}");
    let valued = base.replace("value = 860", "value = 2000000000");
    let e = Variant::from_toml(&valued)
        .map(|_| ())
        .expect_err("refused")
        .to_string();
    assert!(e.contains("out of range"), "{e}");
}

/// A refused definition names the part it is wrong in (and the piece), so that a designer can
/// show the error beside its field without reading the English.
#[test]
fn a_refused_definition_names_its_part_and_piece() {
    use rukh_rules::variant::{Part, VariantError};
    let base = builtin_source("shatranj").unwrap();
    let part_of = |text: &str| match Variant::from_toml(text).map(|_| ()) {
        Err(VariantError::Invalid { part, piece, .. }) => (part, piece),
        other => panic!("{other:?}"),
    };
    let twice = base.replacen("letter = \"R\"", "letter = \"N\"", 1);
    assert_eq!(part_of(&twice), (Part::Letter, Some("Rukh".to_owned())));
    let valued = base.replace("value = 860", "value = 2000000000");
    assert_eq!(part_of(&valued).0, Part::Value);
    assert_eq!(
        part_of(&base.replace("files = 8", "files = 40")).0,
        Part::Board
    );
    assert_eq!(
        part_of(&base.replace("id = \"shatranj\"", "id = \"Sh\"")).0,
        Part::Id
    );
    assert_eq!(
        part_of(&base.replace("pieces = [\"Q\"]", "pieces = [\"X\"]")).0,
        Part::Promotion
    );
}

/// A definition whose own start has a chess castling field in a game with flags is refused
/// with the expected field, not read again and again (it once recursed until the stack ran out).
#[test]
fn a_start_with_chess_castling_in_a_game_with_flags_is_refused() {
    let text = builtin_source("parsi")
        .unwrap()
        .replace("w ADEHLadehl -", "w KQkq -");
    let e = Variant::from_toml(&text)
        .map(|_| ())
        .expect_err("refused")
        .to_string();
    assert!(e.contains("ADEHLadehl"), "{e}");
}
