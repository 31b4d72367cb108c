//! Rukh's own piece drawings: a turned token for every piece of every game, marked with its
//! letter; kings wear a crown and pawns are smaller, so a board reads at a glance.

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

#[cfg(test)]
mod tests {
    #[test]
    fn every_piece_is_a_whole_svg_with_its_letter() {
        let s = super::piece_svg('e', false, false, false);
        assert!(s.starts_with("<svg") && s.ends_with("</svg>"));
        assert!(s.contains(">E</text>"));
        assert!(super::piece_svg('k', true, true, false).contains("<path"));
    }
}
