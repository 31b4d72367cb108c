//! `rukh variants`: list the games, show one, and exchange them with Fairy-Stockfish's
//! `variants.ini` format.

use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use rukh_rules::variant::{self, fsf};
use serde_json::json;

#[derive(Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct VariantsArgs {
    #[command(subcommand)]
    action: Option<VariantsAction>,
    /// Print a game's definition file (TOML): a built-in game's id, or a variant file to check.
    #[arg(long, value_name = "ID|FILE")]
    show: Option<String>,
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Subcommand)]
enum VariantsAction {
    /// Translate a Fairy-Stockfish variants.ini section into a Rukh variant file; every setting
    /// Rukh cannot express is printed as a warning with its line.
    #[command(
        override_usage = "rukh variants import --fsf FILE.ini [--section NAME] [--out FILE.toml]"
    )]
    Import(ImportArgs),
    /// Write a game as a Fairy-Stockfish variants.ini section, with a comment per rule that
    /// Fairy-Stockfish can only approximate.
    #[command(
        override_usage = "rukh variants export --fsf ID|FILE.toml [--section NAME] [--out FILE.ini]"
    )]
    Export(ExportArgs),
}

#[derive(Args)]
struct ImportArgs {
    /// The variants.ini file to read.
    #[arg(long, value_name = "FILE.ini")]
    fsf: PathBuf,
    /// The section to translate (needed when the file has more than one).
    #[arg(long, value_name = "NAME")]
    section: Option<String>,
    /// Write the variant file here instead of standard output.
    #[arg(long, value_name = "FILE.toml")]
    out: Option<PathBuf>,
    /// Print the warnings and the file as one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct ExportArgs {
    /// A built-in game's id, or a Rukh variant file.
    #[arg(long, value_name = "ID|FILE.toml")]
    fsf: String,
    /// The section's name (default: the game's id, with `-rukh` added where Fairy-Stockfish
    /// has a variant of that name).
    #[arg(long, value_name = "NAME")]
    section: Option<String>,
    /// Write the section here instead of standard output.
    #[arg(long, value_name = "FILE.ini")]
    out: Option<PathBuf>,
}

pub fn run(a: VariantsArgs) -> Result<()> {
    match a.action {
        Some(VariantsAction::Import(i)) => return import(i),
        Some(VariantsAction::Export(e)) => return export(e),
        None => {}
    }
    if let Some(id) = a.show {
        if let Some(text) = variant::builtin_source(&id) {
            print!("{text}");
            return Ok(());
        }
        let (v, text) = variant_file(&id)?;
        let path = std::path::Path::new(&id);
        eprintln!(
            "{}: '{}' ({}), {}x{}, {} kinds of piece: valid",
            path.display(),
            v.name,
            v.id,
            v.geometry.files(),
            v.geometry.ranks(),
            v.pieces.len()
        );
        print!("{text}");
        return Ok(());
    }
    let all = variant::builtins();
    if a.json {
        let list: Vec<_> = all
            .iter()
            .map(|v| {
                json!({
                    "id": v.id, "name": v.name, "files": v.geometry.files(), "ranks": v.geometry.ranks(),
                    "start": v.start_fen, "description": v.description,
                })
            })
            .collect();
        println!("{}", json!({ "variants": list }));
        return Ok(());
    }
    for v in &all {
        println!(
            "{:<22} {:<24} {}x{}  {}",
            v.id,
            v.name,
            v.geometry.files(),
            v.geometry.ranks(),
            v.description
        );
    }
    Ok(())
}

fn import(a: ImportArgs) -> Result<()> {
    let text = variant::read_definition(&a.fsf)?;
    let label = a
        .fsf
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| a.fsf.display().to_string());
    let imported = fsf::import(&text, a.section.as_deref(), &label)?;
    if a.json {
        println!(
            "{}",
            json!({ "section": imported.section, "warnings": imported.warnings, "toml": imported.toml })
        );
    } else {
        for w in &imported.warnings {
            eprintln!("warning: {w}");
        }
    }
    match &a.out {
        Some(path) => {
            std::fs::write(path, &imported.toml)
                .with_context(|| format!("cannot write {}", path.display()))?;
            eprintln!(
                "wrote {} from section [{}] with {} warning(s); try it with `rukh perft --variant-file {} 3`",
                path.display(),
                imported.section,
                imported.warnings.len(),
                path.display()
            );
        }
        None if !a.json => print!("{}", imported.toml),
        None => {}
    }
    Ok(())
}

fn export(a: ExportArgs) -> Result<()> {
    let v = match variant::builtin(&a.fsf) {
        Ok(v) => v,
        Err(_) => variant_file(&a.fsf)?.0,
    };
    let name = a.section.unwrap_or_else(|| fsf::export_name(&v.id));
    if name.is_empty() || name.contains([']', ':', '[', '\n']) {
        anyhow::bail!("section name '{name}': use letters, digits and hyphens");
    }
    let out = fsf::export(&v, &name);
    for n in &out.approximations {
        eprintln!("approximation: {n}");
    }
    match &a.out {
        Some(path) => {
            std::fs::write(path, &out.ini)
                .with_context(|| format!("cannot write {}", path.display()))?;
            eprintln!(
                "wrote section [{name}] to {}; load it in Fairy-Stockfish with `setoption name VariantPath value {}`",
                path.display(),
                path.display()
            );
        }
        None => print!("{}", out.ini),
    }
    Ok(())
}

/// A variant file named where a game's id was expected: compiled, with its text.
fn variant_file(name: &str) -> Result<(std::sync::Arc<rukh_rules::Variant>, String)> {
    let path = std::path::Path::new(name);
    if !path.exists() {
        anyhow::bail!(
            "'{name}' is neither a game Rukh knows nor a file; run `rukh variants` to list the games"
        );
    }
    let text = variant::read_definition(path)?;
    let v = rukh_rules::Variant::from_toml(&text)
        .with_context(|| format!("{} is not a valid variant file", path.display()))?;
    Ok((v, text))
}
