//! Diagrams: well-formed SVG naming every man's square, a PNG of the size asked for, and one
//! golden drawing of a position of each game (`UPDATE_GOLDEN=1` writes them again).

use rukh_rules::Position;
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_web::site::diagram::{Options, Style, png, svg};

/// A middle-game position of each game (its start and a few moves), and how to draw it.
fn sample(id: &str) -> (Position, Options) {
    let v = builtin(id).unwrap();
    let mut pos = v.start_position();
    for m in pos
        .legal_moves()
        .iter()
        .take(1)
        .copied()
        .collect::<Vec<_>>()
    {
        pos.play_unchecked(m);
    }
    let g = v.geometry;
    let sq = |s: &str| g.parse_square(s).unwrap();
    let options = Options {
        style: match id {
            "chaturanga-davidson" => Style::Ashtapada,
            "parsi" => Style::Plain,
            _ => Style::Checkered,
        },
        set: if id == "great-shatranj" {
            "turned"
        } else {
            "figures"
        }
        .into(),
        flip: id == "shatranj-kamil-64",
        coordinates: true,
        arrows: vec![(sq("b1"), sq("c3"))],
        marks: vec![sq("d4")],
    };
    (pos, options)
}

#[test]
fn each_game_is_drawn_whole_and_as_before() {
    for id in BUILTIN_IDS {
        let (pos, options) = sample(id);
        let s = svg(&pos, &options);
        // Well-formed: the SVG library reads it.
        resvg::usvg::Tree::from_str(&s, &resvg::usvg::Options::default())
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        // Every man is there, on its square, named.
        let g = pos.variant().geometry;
        for sq in pos.occupied() {
            let name = g.name(sq).to_string();
            assert!(
                s.contains(&format!("data-square=\"{name}\"")),
                "{id}: nothing on {name}"
            );
        }
        assert_eq!(
            s.matches("class=\"piece\"").count(),
            pos.occupied().count() as usize,
            "{id}"
        );
        assert!(s.contains("data-arrow=\"b1c3\""), "{id}");
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/diagrams")
            .join(format!("{id}.svg"));
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&path, &s).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&path)
            .unwrap_or_else(|_| panic!("{}: missing (UPDATE_GOLDEN=1 writes it)", path.display()));
        assert!(
            s == want,
            "{id}: the drawing changed (UPDATE_GOLDEN=1 accepts it)"
        );
    }
}

#[test]
fn a_png_has_the_size_asked_for() {
    let (pos, options) = sample("great-shatranj");
    let bytes = png(&svg(&pos, &options), 500).unwrap();
    let img = resvg::tiny_skia::Pixmap::decode_png(&bytes).unwrap();
    assert_eq!(img.width(), 500);
    // 10 files by 8 ranks, with the coordinates' margins.
    let want = (500.0_f64 * (6.0 + 800.0 + 36.0) / (36.0 + 1000.0 + 6.0)).round() as u32;
    assert_eq!(img.height(), want);
    // Not blank: the board's colours are there.
    assert!(img.pixels().iter().any(|p| p.red() != p.blue()));
}
