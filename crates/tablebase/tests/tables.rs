//! The tables against the rules: every game's 3-man tables are solved here, and their values
//! are checked against a plain search of the rules core and against the contract's endings.

use std::sync::Arc;

use rand::{RngExt, SeedableRng};
use rukh_rules::variant::builtin;
use rukh_rules::{Color, Mirror, Position, Reason, Variant};
use rukh_tablebase::{Material, Tablebase, Value, Wdl, build::terminal};

fn tables(id: &str, classes: &[&str]) -> (Arc<Variant>, Tablebase) {
    let v = builtin(id).expect("a built-in game");
    let mut tb = Tablebase::new(&v);
    let targets: Vec<Material> = classes
        .iter()
        .map(|c| Material::parse(&v, c).expect("a class"))
        .collect();
    tb.build_classes(&targets, None, 2, &mut |_| {}, &|_| {})
        .expect("the tables build");
    (v, tb)
}

/// The value of `pos` by searching every line `depth` plies deep with the rules alone; None
/// when the end is further away (or the game is drawn).
fn search(pos: &mut Position, depth: u32) -> Option<Value> {
    if let Some(o) = pos.outcome() {
        return Some(terminal(pos, o));
    }
    if depth == 0 {
        return None;
    }
    let mut best_win: Option<Value> = None;
    let mut longest_loss: Option<Value> = None;
    let mut all_lose = true;
    for &mv in pos.legal_moves().iter() {
        pos.play_unchecked(mv);
        let child = search(pos, depth - 1);
        pos.undo();
        match child {
            Some(c) if c.wdl == Wdl::Loss => {
                let v = Value::win(c.plies + 1, c.reason);
                if best_win.is_none_or(|b| v.plies < b.plies) {
                    best_win = Some(v);
                }
                all_lose = false;
            }
            Some(c) if c.wdl == Wdl::Win => {
                let v = Value::loss(c.plies + 1, c.reason);
                if longest_loss.is_none_or(|b| v.plies > b.plies) {
                    longest_loss = Some(v);
                }
            }
            _ => all_lose = false,
        }
    }
    best_win.or(if all_lose { longest_loss } else { None })
}

/// `pos` with its files reversed (bit 0 of `how`) and its ranks reversed (bit 1), colours kept;
/// None where that is no position of the game (a pawn on its last rank).
fn reflect(pos: &Position, how: u32) -> Option<Position> {
    let v = pos.variant();
    let g = v.geometry;
    let mut men = Vec::new();
    for sq in pos.occupied() {
        let mut to = sq;
        if how & 1 != 0 {
            to = g.mirror(to, Mirror::Files);
        }
        if how & 2 != 0 {
            to = g.mirror(to, Mirror::Ranks);
        }
        men.push((to, pos.piece_at(sq)?));
    }
    let lone = [
        pos.lone_count(Color::White).min(255) as u8,
        pos.lone_count(Color::Black).min(255) as u8,
    ];
    Position::from_men(v, &men, pos.turn(), lone).ok()
}

/// Random positions of each class held: where the search settles the value within `depth`
/// plies, the table says the same; where the table gives a win or loss within `depth` plies,
/// the search finds it.
fn agree_with_search(v: &Arc<Variant>, tb: &Tablebase, depth: u32, per_class: usize) {
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut checked = 0;
    for t in tb.classes() {
        let n = t.layout.size();
        let mut found = 0;
        for _ in 0..per_class * 200 {
            if found == per_class {
                break;
            }
            let i = rng.random_range(0..n);
            let Some(pos) = t.layout.position(i) else {
                continue;
            };
            // The numbered position or one of its reflections, which the tables read through
            // the one numbered.
            let Some(mut pos) = reflect(&pos, rng.random_range(0..4)) else {
                continue;
            };
            found += 1;
            let table = tb.probe(&pos).expect("a position of a class held");
            let searched = search(&mut pos, depth);
            let class = t.layout.material.name(v);
            match searched {
                Some(s) => assert_eq!(
                    (s.wdl, s.plies),
                    (table.wdl, table.plies),
                    "{} {class} {}: the search says {s}, the table {table}",
                    v.id,
                    pos.fen()
                ),
                None => assert!(
                    table.wdl == Wdl::Draw || table.plies > depth as u16,
                    "{} {class} {}: the table says {table}, the search finds no end within {depth} plies",
                    v.id,
                    pos.fen()
                ),
            }
            checked += 1;
        }
    }
    assert!(checked > 0);
}

#[test]
fn shatranj_three_men_agree_with_the_rules() {
    let (v, tb) = tables("shatranj", &["KRvK", "KQvK", "KPvK", "KvKN", "KvKB"]);
    agree_with_search(&v, &tb, 4, 40);
    let probe = |fen: &str| tb.probe(&Position::from_fen(&v, fen).unwrap()).unwrap();
    // Bare king: Black's last move cannot save it; White to move has already won.
    let bare = probe("8/8/8/4k3/8/8/3R4/3K4 b - - 0 1");
    assert_eq!(
        (bare.wdl, bare.plies, bare.reason),
        (Wdl::Loss, 1, Some(Reason::BareKing))
    );
    let won = probe("8/8/8/4k3/8/8/3R4/3K4 w - - 0 1");
    assert_eq!((won.wdl, won.plies), (Wdl::Win, 0));
    // Counter-baring: the bare king takes the last man.
    assert_eq!(probe("8/8/8/4k3/3R4/8/8/3K4 b - - 0 1").wdl, Wdl::Draw);
    assert_eq!(probe("8/8/8/4k3/8/8/8/3K4 w - - 0 1").wdl, Wdl::Draw);
    // Every move of the counter-baring position is valued, the capture first.
    let pos = Position::from_fen(&v, "8/8/8/4k3/3R4/8/8/3K4 b - - 0 1").unwrap();
    let moves = tb.probe_moves(&pos).unwrap();
    assert_eq!(moves.len(), pos.legal_moves().len());
    assert_eq!(rukh_rules::coord(&pos, moves[0].0).to_string(), "e5d4");
    assert_eq!(moves[0].1.wdl, Wdl::Draw);
    assert!(moves[1..].iter().all(|(_, v)| v.wdl == Wdl::Loss));
}

#[test]
fn kamil_counts_the_lone_kings_ten_moves() {
    let (v, tb) = tables("shatranj-kamil-64", &["KRvK", "KvKP"]);
    agree_with_search(&v, &tb, 4, 25);
    let probe = |fen: &str| tb.probe(&Position::from_fen(&v, fen).unwrap()).unwrap();
    // K5: the lone king's ten moves run out at the start of White's turn after its tenth.
    let k5 = probe("7k/8/8/8/8/8/8/R3K3 b - - 0 1");
    assert_eq!(
        (k5.wdl, k5.plies, k5.reason),
        (Wdl::Loss, 19, Some(Reason::LoneKingMoves))
    );
    // With eight moves already made, two are left.
    let late = probe("7k/8/8/8/8/8/8/R3K3 b - - 0 1 b8");
    assert_eq!((late.wdl, late.plies), (Wdl::Loss, 3));
    // K4: the lone king that stalemates draws.
    assert_eq!(probe("8/8/8/8/8/8/p2K4/k7 w - - 0 1").wdl, Wdl::Draw);
}

#[test]
fn davidson_parsi_and_great_shatranj_three_men_agree_with_the_rules() {
    for (id, classes) in [
        ("chaturanga-davidson", &["KRvK", "KPvK", "KvKN"][..]),
        ("parsi", &["KRvK", "KPvK", "KvKQ"][..]),
        ("great-shatranj", &["KWvK", "KPvK", "KvKM"][..]),
    ] {
        let (v, tb) = tables(id, classes);
        agree_with_search(&v, &tb, 3, 25);
        assert!(tb.max_men() == 3, "{id}");
    }
}

#[test]
fn a_table_file_reads_back_and_a_cut_one_is_refused() {
    let (v, tb) = tables("shatranj", &["KRvK"]);
    let dir = std::env::temp_dir().join(format!("rukh-tb-{}", std::process::id()));
    let m = Material::parse(&v, "KRvK").unwrap();
    let path = tb.path(&dir, &m);
    rukh_tablebase::write_table(&path, tb.table(&m).unwrap()).unwrap();
    let back = Tablebase::load(&v, &dir, None).unwrap();
    let opened = back.table(&m).unwrap();
    assert!(!opened.is_loaded(), "opened, not read yet");
    assert_eq!(opened.values(), tb.table(&m).unwrap().values());
    assert!(opened.is_loaded());
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() - 10]).unwrap();
    let e = Tablebase::load(&v, &dir, None)
        .err()
        .expect("a cut table is refused");
    assert!(e.to_string().contains("cut off"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A damaged block is found by its checksum: its positions answer nothing (never a wrong value),
/// and every other block answers as before.
#[test]
fn a_damaged_block_is_left_out_and_the_rest_reads() {
    let (v, tb) = tables("shatranj", &["KRvK"]);
    let dir = std::env::temp_dir().join(format!("rukh-tb-damaged-{}", std::process::id()));
    let m = Material::parse(&v, "KRvK").unwrap();
    let path = tb.path(&dir, &m);
    let solved = tb.table(&m).unwrap();
    rukh_tablebase::write_table(&path, solved).unwrap();
    let n = solved.layout.size();
    assert!(n > 3 * rukh_tablebase::BLOCK, "{n} positions");
    // One bit of one value of the second block turns over on the disk.
    let mut bytes = std::fs::read(&path).unwrap();
    let at = bytes.len() - 4 * n.div_ceil(rukh_tablebase::BLOCK) - 2 * n;
    let hit = rukh_tablebase::BLOCK + 100;
    bytes[at + 2 * hit] ^= 0x04;
    std::fs::write(&path, &bytes).unwrap();
    let back = Tablebase::load(&v, &dir, None).unwrap();
    let opened = back.table(&m).unwrap();
    // A small class is read at its first probe, even by a search.
    assert!(!opened.is_loaded());
    let _ = opened.value_now(0);
    assert!(opened.is_loaded());
    let mut left_out = 0;
    let mut same = 0;
    for i in 0..n {
        let (got, want) = (opened.value_now(i), solved.value(i));
        if i / rukh_tablebase::BLOCK == 1 {
            assert!(got.is_none(), "position {i} of the damaged block answered");
            left_out += usize::from(want.is_some());
        } else {
            assert_eq!(got, want, "position {i}");
            same += 1;
        }
    }
    assert!(left_out > 0 && same > 2 * rukh_tablebase::BLOCK);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A table written before the checksums is refused with what to do.
#[test]
fn a_table_of_an_earlier_version_is_refused() {
    let (v, tb) = tables("shatranj", &["KRvK"]);
    let dir = std::env::temp_dir().join(format!("rukh-tb-old-{}", std::process::id()));
    let m = Material::parse(&v, "KRvK").unwrap();
    let path = tb.path(&dir, &m);
    rukh_tablebase::write_table(&path, tb.table(&m).unwrap()).unwrap();
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[7] = 2;
    std::fs::write(&path, &bytes).unwrap();
    let e = Tablebase::load(&v, &dir, None).err().expect("refused");
    assert!(e.to_string().contains("earlier version"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A FIFO or a device where a table is expected is refused at once, not waited on.
#[cfg(unix)]
#[test]
fn a_fifo_in_the_folder_is_refused_at_once() {
    let v = builtin("shatranj").unwrap();
    let dir = std::env::temp_dir().join(format!("rukh-tb-fifo-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("shatranj")).unwrap();
    let fifo = dir.join("shatranj").join("KRvK.rtb");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("mkfifo not available: skipped");
        return;
    }
    let e = Tablebase::load(&v, &dir, None).err().expect("refused");
    assert!(e.to_string().contains("not an ordinary file"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_numbering_stores_one_of_each_reflected_set() {
    use rukh_tablebase::material::Layout;
    let size = |id: &str, class: &str| {
        let v = builtin(id).unwrap();
        let m = Material::parse(&v, class).unwrap();
        let full = 2 * v.geometry.squares().pow(m.count() as u32);
        (Layout::new(&v, m).size(), full)
    };
    // Without pawns, left-right and up-down: a quarter.
    let (n, full) = size("shatranj", "KRvKQ");
    assert_eq!(n * 4, full);
    let (n, full) = size("great-shatranj", "KNvK");
    assert_eq!(n * 4, full);
    // Pawns go one way: left-right only.
    let (n, full) = size("shatranj", "KPvK");
    assert_eq!(n * 2, full);
    // Parsi's pawns promote by file, but to the same piece on mirrored files.
    let (n, full) = size("parsi", "KPvK");
    assert_eq!(n * 2, full);
    // Davidson's elephant steps forward, not back: left-right only.
    let (n, full) = size("chaturanga-davidson", "KEvK");
    assert_eq!(n * 2, full);
}
