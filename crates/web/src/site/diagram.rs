//! Diagrams of positions for pages and print: an SVG of the board in one of the site's styles,
//! with coordinates, the pieces in one of the site's sets, arrows and marked squares; a PNG of it
//! through resvg. `rukh diagram` and the site's "download diagram" both draw with this.

pub use rukh_diagram::{Options, Style, ashtapada_marked, escape, piece_markup, svg};
use rukh_rules::{Color, Position, Variant};

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
#[derive(serde::Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Query {
    /// `png` (the default) or `svg`.
    pub format: Option<String>,
    /// The board's look: `checkered`, `plain` or `ashtapada`.
    pub style: Option<String>,
    /// The men's set: `figures` (the default), `turned` or `letters`.
    pub pieces: Option<String>,
    /// Any value: the board seen from Black's side.
    pub flip: Option<String>,
    /// The picture's width in pixels (PNG).
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
    if !rukh_diagram::art::SETS.contains(&set.as_str()) {
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
#[derive(serde::Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PrintQuery {
    /// `a4` (the default) or `letter`.
    pub paper: Option<String>,
    /// `pdf` (the default) or `svg`.
    pub format: Option<String>,
    /// The men's set: `figures` (the default), `turned` or `letters`.
    pub pieces: Option<String>,
    /// The board's look (the game's own by default).
    pub style: Option<String>,
}

/// A game's sheet to print and play at home; or what is wrong.
pub fn sheet(v: &std::sync::Arc<Variant>, q: &PrintQuery) -> Result<Picture, String> {
    let paper = Paper::parse(q.paper.as_deref().unwrap_or("a4"))?;
    let style = Style::parse(q.style.as_deref().unwrap_or(&v.board_style))?;
    let set = q.pieces.clone().unwrap_or_else(|| "figures".into());
    if !rukh_diagram::art::SETS.contains(&set.as_str()) {
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
