//! Diagrams of positions of the Shatranj family as SVG: the board in one of three styles, with
//! coordinates, arrows and marked squares, and Rukh's own piece drawings (two sets of figures
//! and lettered discs for any other piece). The site, `rukh diagram` and the Python package's
//! `Board._repr_svg_` all draw with this.

pub mod art;

use rukh_rules::{Color, Geometry, Position, Square, Variant};

/// How the squares look.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Style {
    #[default]
    Checkered,
    Plain,
    /// Plain, with the ashtapada's crossed squares.
    Ashtapada,
}

impl Style {
    pub fn parse(s: &str) -> Result<Style, String> {
        match s {
            "checkered" => Ok(Style::Checkered),
            "plain" => Ok(Style::Plain),
            "ashtapada" => Ok(Style::Ashtapada),
            other => Err(format!(
                "style '{other}': use checkered, plain or ashtapada"
            )),
        }
    }
}

/// What to draw besides the position.
#[derive(Clone, Debug)]
pub struct Options {
    pub style: Style,
    /// `figures`, `turned` or `letters` (the site's piece sets).
    pub set: String,
    /// Black at the bottom.
    pub flip: bool,
    pub coordinates: bool,
    pub arrows: Vec<(Square, Square)>,
    pub marks: Vec<Square>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            style: Style::Checkered,
            set: "figures".into(),
            flip: false,
            coordinates: true,
            arrows: Vec::new(),
            marks: Vec::new(),
        }
    }
}

/// Units of one square in the drawing.
const SQ: i32 = 100;
/// The margin that holds the coordinates (left and below).
const MARGIN: i32 = 36;
/// The margin on the other two sides, for the frame.
const PAD: i32 = 6;

/// Whether the ashtapada crosses square (`f`, `r`): the corners, the middle four and the inner
/// corners of each quarter.
pub fn ashtapada_marked(files: i32, ranks: i32, f: i32, r: i32) -> bool {
    let edge = |x: i32, n: i32| x == 0 || x == n - 1;
    let mid = |x: i32, n: i32| x == n / 2 - 1 || x == n / 2;
    let quarter = |x: i32, n: i32| x == 2 || x == n - 3;
    (edge(f, files) && edge(r, ranks))
        || (mid(f, files) && mid(r, ranks))
        || (quarter(f, files) && quarter(r, ranks))
}

/// The top-left corner of a square in the drawing.
fn corner(g: Geometry, flip: bool, sq: Square) -> (i32, i32) {
    let (f, r) = (g.file_of(sq) as i32, g.rank_of(sq) as i32);
    let (w, h) = (g.files() as i32, g.ranks() as i32);
    let col = if flip { w - 1 - f } else { f };
    let row = if flip { r } else { h - 1 - r };
    let m = MARGIN;
    (m + col * SQ, PAD + row * SQ)
}

/// A piece's drawing, placed on a square: the set's figure where the game names one it has,
/// else the lettered disc. Ids inside are made unique by `n`.
pub fn piece_markup(v: &Variant, kind: u8, white: bool, set: &str, n: usize) -> String {
    let p = v.piece(kind);
    let svg = p
        .figure
        .as_deref()
        .and_then(|f| crate::art::figure_svg(set, f, white))
        .unwrap_or_else(|| crate::art::piece_svg(p.letter, white, p.royal, p.pawn));
    // Gradients and clips are named inside each drawing; one document needs each name once.
    svg.replace("id=\"", &format!("id=\"p{n}-"))
        .replace("url(#", &format!("url(#p{n}-"))
}

/// Text made safe inside SVG or HTML.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The diagram of `pos` as a standalone SVG document.
pub fn svg(pos: &Position, o: &Options) -> String {
    let v = pos.variant();
    let g = v.geometry;
    let (w, h) = (g.files() as i32, g.ranks() as i32);
    let (width, height) = (MARGIN + w * SQ + PAD, PAD + h * SQ + MARGIN);
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\" role=\"img\">\
         <title>{} · {}</title>\
         <rect width=\"{width}\" height=\"{height}\" fill=\"#fbf6ec\"/>",
        escape(&v.name),
        escape(&pos.fen())
    );
    s.push_str("<g class=\"board\">");
    for sq in g.all() {
        let (x, y) = corner(g, o.flip, sq);
        let (f, r) = (g.file_of(sq) as i32, g.rank_of(sq) as i32);
        let light = (f + r) % 2 == 1;
        let fill = match o.style {
            Style::Checkered if light => "#f0dfbf",
            Style::Checkered => "#b98c5a",
            _ => "#e9d3a6",
        };
        s.push_str(&format!(
            "<rect x=\"{x}\" y=\"{y}\" width=\"{SQ}\" height=\"{SQ}\" fill=\"{fill}\"/>"
        ));
        if o.style != Style::Checkered {
            s.push_str(&format!(
                "<rect x=\"{x}\" y=\"{y}\" width=\"{SQ}\" height=\"{SQ}\" fill=\"none\" stroke=\"#6b4a22\" stroke-width=\"2\"/>"
            ));
        }
        if o.style == Style::Ashtapada && ashtapada_marked(w, h, f, r) {
            s.push_str(&format!(
                "<path d=\"M{} {}L{} {}M{} {}L{} {}\" stroke=\"#8a6a3e\" stroke-opacity=\"0.45\" stroke-width=\"3\"/>",
                x + 10, y + 10, x + SQ - 10, y + SQ - 10, x + SQ - 10, y + 10, x + 10, y + SQ - 10
            ));
        }
    }
    s.push_str(&format!(
        "<rect x=\"{MARGIN}\" y=\"{PAD}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#4a3218\" stroke-width=\"4\"/>",
        w * SQ,
        h * SQ
    ));
    s.push_str("</g>");
    for sq in &o.marks {
        let (x, y) = corner(g, o.flip, *sq);
        s.push_str(&format!(
            "<circle class=\"mark\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"#2f7d32\" stroke-width=\"7\" stroke-opacity=\"0.8\"/>",
            x + SQ / 2,
            y + SQ / 2,
            SQ / 2 - 6
        ));
    }
    if o.coordinates {
        s.push_str("<g class=\"coordinates\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"24\" fill=\"#5a4126\" text-anchor=\"middle\">");
        for f in 0..w {
            let col = if o.flip { w - 1 - f } else { f };
            s.push_str(&format!(
                "<text x=\"{}\" y=\"{}\">{}</text>",
                MARGIN + col * SQ + SQ / 2,
                PAD + h * SQ + 27,
                rukh_rules::geometry::file_char(f as u8)
            ));
        }
        for r in 0..h {
            let row = if o.flip { r } else { h - 1 - r };
            s.push_str(&format!(
                "<text x=\"{}\" y=\"{}\">{}</text>",
                MARGIN / 2,
                PAD + row * SQ + SQ / 2 + 8,
                r + 1
            ));
        }
        s.push_str("</g>");
    }
    let mut n = 0;
    for sq in pos.occupied() {
        let Some(p) = pos.piece_at(sq) else { continue };
        let (x, y) = corner(g, o.flip, sq);
        let white = p.color == Color::White;
        let pt = v.piece(p.kind);
        let name = g.name(sq).to_string();
        let letter = if white {
            pt.letter
        } else {
            pt.letter.to_ascii_lowercase()
        };
        let inner = piece_markup(v, p.kind, white, &o.set, n);
        n += 1;
        // The piece's own drawing, placed and sized on its square.
        let placed = inner.replacen(
            "<svg ",
            &format!(
                "<svg x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" ",
                x + 4,
                y + 4,
                SQ - 8,
                SQ - 8
            ),
            1,
        );
        s.push_str(&format!(
            "<g class=\"piece\" data-square=\"{name}\" data-piece=\"{letter}\"><title>{} {} on {name}</title>{placed}</g>",
            if white { "White" } else { "Black" },
            escape(&pt.name)
        ));
    }
    for (from, to) in &o.arrows {
        let (x1, y1) = corner(g, o.flip, *from);
        let (x2, y2) = corner(g, o.flip, *to);
        let (x1, y1, x2, y2) = (
            (x1 + SQ / 2) as f64,
            (y1 + SQ / 2) as f64,
            (x2 + SQ / 2) as f64,
            (y2 + SQ / 2) as f64,
        );
        let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
        // The shaft stops short of the head; the head's tip at the target's middle.
        let (ux, uy) = ((x2 - x1) / len, (y2 - y1) / len);
        let head = 34.0;
        let (bx, by) = (x2 - ux * head, y2 - uy * head);
        let (px, py) = (-uy * 20.0, ux * 20.0);
        s.push_str(&format!(
            "<g class=\"arrow\" data-arrow=\"{}{}\" fill=\"#1f5fa8\" stroke=\"#1f5fa8\" opacity=\"0.8\">\
             <line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{bx:.1}\" y2=\"{by:.1}\" stroke-width=\"14\" stroke-linecap=\"round\"/>\
             <path d=\"M{x2:.1} {y2:.1}L{:.1} {:.1}L{:.1} {:.1}Z\" stroke=\"none\"/></g>",
            g.name(*from),
            g.name(*to),
            bx + px,
            by + py,
            bx - px,
            by - py
        ));
    }
    s.push_str("</svg>");
    s
}
