//! Rukh's own piece drawings: two sets of figures (`pieces/`, pictorial and turned) for the
//! pieces the games' definitions name, and a lettered disc for any other piece (kings wear a
//! crown and pawns are smaller, so a board of a user's own game reads at a glance too).

/// The SVG of one piece.
pub fn piece_svg(letter: char, white: bool, royal: bool, pawn: bool) -> String {
    // (highlight, body, ink, rim)
    let (fill, body, ink, rim) = if white {
        ("#ffffff", "#e8d9bb", "#2b1d0e", "#5c3d1a")
    } else {
        ("#6a5238", "#1e140a", "#f3e3c3", "#0e0904")
    };
    let r = if pawn { 30 } else { 38 };
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\
         <defs><radialGradient id=\"g\" cx=\"40%\" cy=\"35%\" r=\"70%\">\
         <stop offset=\"0\" stop-color=\"{fill}\" stop-opacity=\"1\"/>\
         <stop offset=\"1\" stop-color=\"{body}\" stop-opacity=\"1\"/></radialGradient></defs>\
         <circle cx=\"50\" cy=\"54\" r=\"{r}\" fill=\"url(#g)\" stroke=\"{rim}\" stroke-width=\"4\"/>\
         <circle cx=\"50\" cy=\"54\" r=\"{}\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"1.5\" opacity=\"0.5\"/>",
        r - 7
    );
    if royal {
        s.push_str(&format!(
            "<path d=\"M28 22 L36 8 L44 20 L50 4 L56 20 L64 8 L72 22 Z\" fill=\"#d4a640\" stroke=\"{rim}\" stroke-width=\"2\"/>"
        ));
    }
    let size = if pawn { 34 } else { 44 };
    s.push_str(&format!(
        "<text x=\"50\" y=\"{}\" text-anchor=\"middle\" font-family=\"Georgia, 'DejaVu Serif', serif\" \
         font-weight=\"bold\" font-size=\"{size}\" fill=\"{ink}\">{}</text></svg>",
        54 + size * 35 / 100,
        letter.to_ascii_uppercase()
    ));
    s
}

/// The piece sets drawn for the site: (figure, pictorial drawing, turned drawing).
const FIGURES: &[(&str, &str, &str)] = &[
    (
        "king",
        include_str!("../pieces/figures/king.svg"),
        include_str!("../pieces/turned/king.svg"),
    ),
    (
        "counsellor",
        include_str!("../pieces/figures/counsellor.svg"),
        include_str!("../pieces/turned/counsellor.svg"),
    ),
    (
        "elephant",
        include_str!("../pieces/figures/elephant.svg"),
        include_str!("../pieces/turned/elephant.svg"),
    ),
    (
        "horse",
        include_str!("../pieces/figures/horse.svg"),
        include_str!("../pieces/turned/horse.svg"),
    ),
    (
        "chariot",
        include_str!("../pieces/figures/chariot.svg"),
        include_str!("../pieces/turned/chariot.svg"),
    ),
    (
        "boat",
        include_str!("../pieces/figures/boat.svg"),
        include_str!("../pieces/turned/boat.svg"),
    ),
    (
        "pawn",
        include_str!("../pieces/figures/pawn.svg"),
        include_str!("../pieces/turned/pawn.svg"),
    ),
    (
        "soldier",
        include_str!("../pieces/figures/soldier.svg"),
        include_str!("../pieces/turned/soldier.svg"),
    ),
    (
        "general",
        include_str!("../pieces/figures/general.svg"),
        include_str!("../pieces/turned/general.svg"),
    ),
    (
        "minister",
        include_str!("../pieces/figures/minister.svg"),
        include_str!("../pieces/turned/minister.svg"),
    ),
    (
        "priestess",
        include_str!("../pieces/figures/priestess.svg"),
        include_str!("../pieces/turned/priestess.svg"),
    ),
    (
        "war-machine",
        include_str!("../pieces/figures/war-machine.svg"),
        include_str!("../pieces/turned/war-machine.svg"),
    ),
    (
        "silver-general",
        include_str!("../pieces/figures/silver-general.svg"),
        include_str!("../pieces/turned/silver-general.svg"),
    ),
];

/// The figures a game's definition may name.
pub fn figures() -> impl Iterator<Item = &'static str> {
    FIGURES.iter().map(|f| f.0)
}

/// The piece sets, as the site names them.
pub const SETS: [&str; 3] = ["figures", "turned", "letters"];

/// The SVG of a figure in a set (`figures` or `turned`) for one side; None for an unknown set or
/// figure (the site then draws the lettered disc).
pub fn figure_svg(set: &str, figure: &str, white: bool) -> Option<String> {
    let &(_, pictorial, turned) = FIGURES.iter().find(|f| f.0 == figure)?;
    let text = match set {
        "figures" => pictorial,
        "turned" => turned,
        _ => return None,
    };
    let (fill, line, mark) = if white {
        ("#f6ecd6", "#3a2914", "#3a2914")
    } else {
        ("#2e2219", "#0c0805", "#eadcbe")
    };
    Some(
        text.replace("FILL", fill)
            .replace("LINE", line)
            .replace("MARK", mark),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_piece_is_a_whole_svg_with_its_letter() {
        let s = super::piece_svg('e', false, false, false);
        assert!(s.starts_with("<svg") && s.ends_with("</svg>"));
        assert!(s.contains(">E</text>"));
        assert!(super::piece_svg('k', true, true, false).contains("<path"));
    }

    #[test]
    fn every_figure_of_the_five_games_is_drawn_in_both_sets() {
        for v in rukh_rules::variant::builtins() {
            for p in &v.pieces {
                let f = p
                    .figure
                    .as_deref()
                    .unwrap_or_else(|| panic!("{}: {} has no figure", v.id, p.name));
                for set in ["figures", "turned"] {
                    for white in [true, false] {
                        let svg =
                            super::figure_svg(set, f, white).unwrap_or_else(|| panic!("{set}/{f}"));
                        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
                        assert!(!svg.contains("FILL") && !svg.contains("MARK"));
                    }
                }
            }
        }
        assert!(super::figure_svg("letters", "king", true).is_none());
        assert!(super::figure_svg("figures", "dragon", true).is_none());
    }
}
