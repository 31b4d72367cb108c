//! `rukh diagram`: a picture of a position of any game, as SVG or PNG.

use std::path::PathBuf;

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use rukh_rules::Square;
use rukh_web::site::diagram::{self, Options, Style};

use crate::game::GameArgs;

#[derive(Args)]
pub struct DiagramArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Moves played from the position first (coordinates like e2e3, or SAN like Nf3).
    #[arg(long, num_args = 1.., value_name = "MOVE")]
    moves: Vec<String>,
    /// The squares: checkered, plain, or ashtapada (plain with the Indian board's crosses).
    #[arg(long, default_value = "checkered")]
    style: String,
    /// The piece set: figures, turned (the medieval turned forms) or letters (lettered discs).
    #[arg(long, default_value = "figures")]
    pieces: String,
    /// Black at the bottom.
    #[arg(long)]
    flip: bool,
    /// Arrows from square to square, e.g. --arrows e2e4,g1f3.
    #[arg(long, value_delimiter = ',', value_name = "FROMTO")]
    arrows: Vec<String>,
    /// Squares to ring, e.g. --marks e4,d5.
    #[arg(long, value_delimiter = ',', value_name = "SQUARE")]
    marks: Vec<String>,
    /// Leave out the file letters and rank numbers.
    #[arg(long)]
    no_coordinates: bool,
    /// A sheet to print and play at home instead: the game's board to scale and its men to cut
    /// out, on A4 or Letter paper (write it to FILE.pdf or FILE.svg).
    #[arg(long, value_name = "PAPER")]
    print: Option<String>,
    /// Width of a PNG in pixels.
    #[arg(long, default_value_t = 800)]
    width: u32,
    /// The picture: FILE.svg or FILE.png (a printed sheet: FILE.pdf or FILE.svg); `-` writes it
    /// to standard output (SVG unless --format says otherwise).
    #[arg(long)]
    out: PathBuf,
    /// The picture's format, where the file name does not say it: svg, png or pdf.
    #[arg(long, value_parser = ["svg", "png", "pdf"])]
    format: Option<String>,
}

/// The format to write: --format, else the file's extension; SVG for standard output.
fn format_of(a: &DiagramArgs) -> Option<String> {
    a.format.clone().or_else(|| {
        if a.out.as_os_str() == "-" {
            Some("svg".into())
        } else {
            extension(&a.out)
        }
    })
}

pub fn run(a: DiagramArgs) -> Result<()> {
    if let Some(paper) = &a.print {
        return print(&a, paper);
    }
    let mut pos = a.game.position()?;
    for (i, m) in a.moves.iter().enumerate() {
        if pos.play_coord(m).is_err() {
            pos.play_san(m)
                .map_err(|e| anyhow!("move {} ({m}): {e}", i + 1))?;
        }
    }
    let g = pos.variant().geometry;
    let square = |s: &str| -> Result<Square> {
        g.parse_square(s.trim())
            .ok_or_else(|| anyhow!("'{s}' is not a square of this board"))
    };
    let mut arrows = Vec::new();
    for a in &a.arrows {
        // Split where the second square's letter starts: e2e4, a10b10, c1c10.
        let split = a
            .char_indices()
            .skip(1)
            .find(|(_, c)| c.is_ascii_alphabetic())
            .map(|(i, _)| i)
            .ok_or_else(|| anyhow!("arrow '{a}': write it as two squares, e.g. e2e4"))?;
        arrows.push((square(&a[..split])?, square(&a[split..])?));
    }
    let marks = a
        .marks
        .iter()
        .map(|m| square(m))
        .collect::<Result<Vec<_>>>()?;
    if !rukh_web::site::art::SETS.contains(&a.pieces.as_str()) {
        bail!("--pieces {}: use figures, turned or letters", a.pieces);
    }
    let options = Options {
        style: Style::parse(&a.style).map_err(|e| anyhow!("--style: {e}"))?,
        set: a.pieces.clone(),
        flip: a.flip,
        coordinates: !a.no_coordinates,
        arrows,
        marks,
    };
    let svg = diagram::svg(&pos, &options);
    let bytes = match format_of(&a).as_deref() {
        Some("svg") => svg.into_bytes(),
        Some("png") => {
            if !(16..=8000).contains(&a.width) {
                bail!("--width {}: from 16 to 8000 pixels", a.width);
            }
            diagram::png(&svg, a.width).map_err(|e| anyhow!(e))?
        }
        _ => bail!(
            "--out {}: name a .svg or .png file (or give --format svg or png)",
            a.out.display()
        ),
    };
    write(&a.out, bytes)
}

/// The file name's extension, in small letters.
fn extension(path: &std::path::Path) -> Option<String> {
    path.extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
}

fn write(path: &std::path::Path, bytes: Vec<u8>) -> Result<()> {
    if path.as_os_str() == "-" {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        out.write_all(&bytes)
            .and_then(|()| out.flush())
            .context("writing to standard output")?;
        return Ok(());
    }
    std::fs::write(path, bytes).with_context(|| format!("writing {}", path.display()))?;
    eprintln!("wrote {}", path.display());
    Ok(())
}

fn print(a: &DiagramArgs, paper: &str) -> Result<()> {
    let v = a.game.game.variant()?;
    let paper = diagram::Paper::parse(paper).map_err(|e| anyhow!("--print: {e}"))?;
    if !rukh_web::site::art::SETS.contains(&a.pieces.as_str()) {
        bail!("--pieces {}: use figures, turned or letters", a.pieces);
    }
    let style = Style::parse(&a.style).map_err(|e| anyhow!("--style: {e}"))?;
    let sheet = diagram::print_sheet(&v, paper, &a.pieces, style);
    let bytes = match format_of(a).as_deref() {
        Some("svg") => sheet.into_bytes(),
        Some("pdf") => diagram::pdf(&sheet).map_err(|e| anyhow!(e))?,
        _ => bail!(
            "--out {}: a printed sheet is a .pdf or .svg file",
            a.out.display()
        ),
    };
    write(&a.out, bytes)
}
