//! Diagrams of positions for pages and print: an SVG of the board in one of the site's styles,
//! with coordinates, the pieces in one of the site's sets, arrows and marked squares; a PNG of it
//! through resvg. `rukh diagram` and the site's "download diagram" both draw with this.

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
pub(crate) fn ashtapada_marked(files: i32, ranks: i32, f: i32, r: i32) -> bool {
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
fn piece_markup(v: &Variant, kind: u8, white: bool, set: &str, n: usize) -> String {
    let p = v.piece(kind);
    let svg = p
        .figure
        .as_deref()
        .and_then(|f| crate::site::art::figure_svg(set, f, white))
        .unwrap_or_else(|| crate::site::art::piece_svg(p.letter, white, p.royal, p.pawn));
    // Gradients and clips are named inside each drawing; one document needs each name once.
    svg.replace("id=\"", &format!("id=\"p{n}-"))
        .replace("url(#", &format!("url(#p{n}-"))
}

fn escape(s: &str) -> String {
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

/// The system's fonts, read once (reading them took tens of milliseconds a picture).
fn fonts() -> std::sync::Arc<resvg::usvg::fontdb::Database> {
    static FONTS: std::sync::OnceLock<std::sync::Arc<resvg::usvg::fontdb::Database>> =
        std::sync::OnceLock::new();
    std::sync::Arc::clone(FONTS.get_or_init(|| {
        let mut db = resvg::usvg::fontdb::Database::new();
        db.load_system_fonts();
        std::sync::Arc::new(db)
    }))
}

/// How to read a drawing: with the system's fonts.
fn drawing_options() -> resvg::usvg::Options<'static> {
    resvg::usvg::Options {
        fontdb: fonts(),
        ..resvg::usvg::Options::default()
    }
}

/// The diagram as a PNG `width` pixels wide (the height in proportion).
pub fn png(svg: &str, width: u32) -> Result<Vec<u8>, String> {
    let opt = drawing_options();
    let tree = resvg::usvg::Tree::from_str(svg, &opt).map_err(|e| format!("the diagram: {e}"))?;
    let size = tree.size();
    let scale = width as f32 / size.width();
    let height = (size.height() * scale).round().max(1.0) as u32;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(width.max(1), height)
        .ok_or_else(|| format!("a picture of {width}x{height} pixels cannot be made"))?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap.encode_png().map_err(|e| format!("PNG: {e}"))
}

/// What a diagram request may say: `format` (svg or png), `style`, `pieces`, `flip`, `width`.
#[derive(serde::Deserialize, Default)]
pub struct Query {
    pub format: Option<String>,
    pub style: Option<String>,
    pub pieces: Option<String>,
    pub flip: Option<String>,
    pub width: Option<u32>,
    /// A game's diagram: the position after this many plies (default: the last).
    pub ply: Option<usize>,
    /// A position's diagram: its FEN.
    pub fen: Option<String>,
}

/// A picture to send: its media type, the file name it is saved under, and its bytes.
#[derive(Debug, Clone)]
pub struct Picture {
    pub media_type: &'static str,
    pub file_name: String,
    pub bytes: Vec<u8>,
}

/// The picture a request asks for, named `name`; or what is wrong.
pub fn picture(pos: &Position, q: &Query, name: &str) -> Result<Picture, String> {
    let style = Style::parse(q.style.as_deref().unwrap_or("checkered"))?;
    let set = q.pieces.clone().unwrap_or_else(|| "figures".into());
    if !crate::site::art::SETS.contains(&set.as_str()) {
        return Err(format!("pieces '{set}': use figures, turned or letters"));
    }
    let o = Options {
        style,
        set,
        flip: matches!(q.flip.as_deref(), Some("1" | "true" | "yes" | "black")),
        ..Options::default()
    };
    let drawing = svg(pos, &o);
    match q.format.as_deref().unwrap_or("png") {
        "svg" => Ok(Picture {
            media_type: "image/svg+xml",
            file_name: format!("{name}.svg"),
            bytes: drawing.into_bytes(),
        }),
        "png" => {
            let width = q.width.unwrap_or(800);
            if !(16..=2000).contains(&width) {
                return Err(format!("width {width}: from 16 to 2000 pixels"));
            }
            Ok(Picture {
                media_type: "image/png",
                file_name: format!("{name}.png"),
                bytes: png(&drawing, width)?,
            })
        }
        other => Err(format!("format '{other}': use png or svg")),
    }
}

/// Paper for a printed sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    A4,
    Letter,
}

impl Paper {
    pub fn parse(s: &str) -> Result<Paper, String> {
        match s.to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" => Ok(Paper::Letter),
            other => Err(format!("paper '{other}': use a4 or letter")),
        }
    }

    /// Width and height in tenths of a millimetre.
    fn size(self) -> (i32, i32) {
        match self {
            Paper::A4 => (2100, 2970),
            Paper::Letter => (2159, 2794),
        }
    }
}

/// A sheet to print and play at home: the game's empty board in its own style and, below it, the
/// men of its start position to cut out (each on a square the board's size, with a dashed line to
/// cut along). Measures in tenths of a millimetre, so the board prints to scale.
pub fn print_sheet(v: &std::sync::Arc<Variant>, paper: Paper, set: &str, style: Style) -> String {
    let (pw, ph) = paper.size();
    let margin = 100;
    let g = v.geometry;
    let (w, h) = (g.files() as i32, g.ranks() as i32);
    let start = v.start_position();
    let men: Vec<(u8, bool)> = Color::ALL
        .into_iter()
        .flat_map(|c| {
            let start = &start;
            (0..v.pieces.len() as u8).flat_map(move |k| {
                std::iter::repeat_n((k, c == Color::White), start.pieces(c, k).count() as usize)
            })
        })
        .collect();
    let rows = (men.len() as i32 + w - 1) / w;
    let title_h = 120;
    let gap = 80;
    // The largest square that fits the board and the cut-outs on the page, at most 30 mm.
    let sq = ((pw - 2 * margin) / w)
        .min((ph - 2 * margin - title_h - gap - 60) / (h + rows))
        .min(300);
    let board_w = sq * w;
    let x0 = (pw - board_w) / 2;
    let y0 = margin + title_h;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}mm\" height=\"{}mm\" viewBox=\"0 0 {pw} {ph}\">\
         <title>{} to print and play</title><rect width=\"{pw}\" height=\"{ph}\" fill=\"#ffffff\"/>\
         <text x=\"{}\" y=\"{}\" font-family=\"DejaVu Serif, serif\" font-size=\"70\" text-anchor=\"middle\" fill=\"#2b1d0e\">{}</text>\
         <text x=\"{}\" y=\"{}\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"32\" text-anchor=\"middle\" fill=\"#5a4126\">Cut the men out along the dashed lines; how they start and move: the game's rules page.</text>",
        pw as f64 / 10.0,
        ph as f64 / 10.0,
        escape(&v.name),
        pw / 2,
        margin + 60,
        escape(&v.name),
        pw / 2,
        margin + 105,
    );
    for r in 0..h {
        for f in 0..w {
            let (x, y) = (x0 + f * sq, y0 + (h - 1 - r) * sq);
            let light = (f + r) % 2 == 1;
            let fill = match style {
                Style::Checkered if light => "#f0dfbf",
                Style::Checkered => "#c79a66",
                _ => "#f3e6cc",
            };
            s.push_str(&format!(
                "<rect x=\"{x}\" y=\"{y}\" width=\"{sq}\" height=\"{sq}\" fill=\"{fill}\" stroke=\"#6b4a22\" stroke-width=\"{}\"/>",
                if style == Style::Checkered { 0 } else { 4 }
            ));
            if style == Style::Ashtapada && ashtapada_marked(w, h, f, r) {
                let d = sq / 8;
                s.push_str(&format!(
                    "<path d=\"M{} {}L{} {}M{} {}L{} {}\" stroke=\"#8a6a3e\" stroke-width=\"5\"/>",
                    x + d,
                    y + d,
                    x + sq - d,
                    y + sq - d,
                    x + sq - d,
                    y + d,
                    x + d,
                    y + sq - d
                ));
            }
        }
    }
    s.push_str(&format!(
        "<rect x=\"{x0}\" y=\"{y0}\" width=\"{board_w}\" height=\"{}\" fill=\"none\" stroke=\"#2b1d0e\" stroke-width=\"8\"/>",
        h * sq
    ));
    let cy0 = y0 + h * sq + gap;
    for (i, &(kind, white)) in men.iter().enumerate() {
        let (col, row) = (i as i32 % w, i as i32 / w);
        let (x, y) = (x0 + col * sq, cy0 + row * sq);
        let inner = piece_markup(v, kind, white, set, i);
        let placed = inner.replacen(
            "<svg ",
            &format!(
                "<svg x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" ",
                x + sq / 12,
                y + sq / 12,
                sq - sq / 6,
                sq - sq / 6
            ),
            1,
        );
        s.push_str(&format!(
            "<g class=\"cut-out\" data-piece=\"{}\"><rect x=\"{x}\" y=\"{y}\" width=\"{sq}\" height=\"{sq}\" fill=\"none\" stroke=\"#777777\" stroke-width=\"3\" stroke-dasharray=\"14 10\"/>{placed}</g>",
            if white {
                v.piece(kind).letter
            } else {
                v.piece(kind).letter.to_ascii_lowercase()
            }
        ));
    }
    s.push_str("</svg>");
    s
}

/// An SVG drawing as a one-page PDF of the drawing's own size.
pub fn pdf(svg: &str) -> Result<Vec<u8>, String> {
    let opt = drawing_options();
    let tree = resvg::usvg::Tree::from_str(svg, &opt).map_err(|e| format!("the drawing: {e}"))?;
    svg2pdf::to_pdf(
        &tree,
        svg2pdf::ConversionOptions::default(),
        svg2pdf::PageOptions::default(),
    )
    .map_err(|e| format!("PDF: {e}"))
}

/// What a print-sheet request may say: `paper` (a4, letter), `format` (pdf, svg), `pieces`,
/// `style`.
#[derive(serde::Deserialize, Default)]
pub struct PrintQuery {
    pub paper: Option<String>,
    pub format: Option<String>,
    pub pieces: Option<String>,
    pub style: Option<String>,
}

/// A game's sheet to print and play at home; or what is wrong.
pub fn sheet(v: &std::sync::Arc<Variant>, q: &PrintQuery) -> Result<Picture, String> {
    let paper = Paper::parse(q.paper.as_deref().unwrap_or("a4"))?;
    let style = Style::parse(q.style.as_deref().unwrap_or(&v.board_style))?;
    let set = q.pieces.clone().unwrap_or_else(|| "figures".into());
    if !crate::site::art::SETS.contains(&set.as_str()) {
        return Err(format!("pieces '{set}': use figures, turned or letters"));
    }
    let sheet = print_sheet(v, paper, &set, style);
    let paper_name = match paper {
        Paper::A4 => "a4",
        Paper::Letter => "letter",
    };
    let name = format!("{}-{paper_name}", v.id);
    let (kind, ext, body) = match q.format.as_deref().unwrap_or("pdf") {
        "pdf" => ("application/pdf", "pdf", pdf(&sheet)?),
        "svg" => ("image/svg+xml", "svg", sheet.into_bytes()),
        other => return Err(format!("format '{other}': use pdf or svg")),
    };
    Ok(Picture {
        media_type: kind,
        file_name: format!("{name}.{ext}"),
        bytes: body,
    })
}
