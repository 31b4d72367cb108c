//! `rukh designs`: players' own games, for the site's operator: list them (reported ones first),
//! hide one from the gallery or show it again, and promote one to a game the operator serves
//! as one of the site's own games with `rukh serve --game`.

use anyhow::{Context, Result, anyhow, bail};
use clap::{Args, Subcommand};
use rukh_store::Db;

#[derive(Args)]
pub struct DesignsArgs {
    /// The site's database (as `rukh serve --database`).
    #[arg(
        long,
        env = "RUKH_DATABASE",
        default_value = "sqlite://rukh.db",
        global = true
    )]
    database: String,
    #[command(subcommand)]
    command: DesignsCommand,
}

#[derive(Subcommand)]
enum DesignsCommand {
    /// List the designs: reported ones first, then the newest; with their reports' reasons.
    List {
        #[arg(long, default_value_t = 200)]
        limit: i64,
    },
    /// Hide a design from the gallery (its page and its games stay).
    Hide { id: String },
    /// Show a hidden design in the gallery again, its reports cleared.
    Show { id: String },
    /// Write a design's version as a variant file of the operator's, under an id of its own, to
    /// serve as one of the site's games with `rukh serve --game FILE` (rated, in the lobby's
    /// list; a network can be trained for it).
    Promote {
        id: String,
        /// The version (the newest without it).
        #[arg(long)]
        version: Option<i64>,
        /// The game's id on the site: lower-case letters, digits and hyphens.
        #[arg(long = "as")]
        new_id: String,
        /// Where to write it (standard output without it).
        #[arg(long)]
        out: Option<std::path::PathBuf>,
    },
}

pub fn run(a: DesignsArgs) -> Result<()> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(async {
        let db = Db::connect(&a.database).await.map_err(|e| anyhow!("{e}"))?;
        match a.command {
            DesignsCommand::List { limit } => {
                let all = db.all_designs(limit).await.map_err(|e| anyhow!("{e}"))?;
                if all.is_empty() {
                    println!("no designs yet");
                }
                for d in all {
                    let state = if d.hidden {
                        "hidden"
                    } else if d.published {
                        "gallery"
                    } else {
                        "private"
                    };
                    let reasons = db
                        .design_report_reasons(&d.id)
                        .await
                        .map_err(|e| anyhow!("{e}"))?
                        .iter()
                        .map(|(r, n)| format!("{r} x{n}"))
                        .collect::<Vec<_>>()
                        .join(", ");
                    println!(
                        "{}  {:<8} v{:<3} plays {:<5} reports {:<3} {:?} by {}{}",
                        d.id,
                        state,
                        d.latest,
                        d.plays,
                        d.reports,
                        d.name,
                        d.author_name,
                        if reasons.is_empty() {
                            String::new()
                        } else {
                            format!(" ({reasons})")
                        }
                    );
                }
            }
            DesignsCommand::Hide { id } => {
                if !db.hide_design(&id, true).await.map_err(|e| anyhow!("{e}"))? {
                    bail!("no design '{id}' (`rukh designs list` shows them)");
                }
                println!("design {id} is hidden from the gallery");
            }
            DesignsCommand::Show { id } => {
                if !db.hide_design(&id, false).await.map_err(|e| anyhow!("{e}"))? {
                    bail!("no design '{id}' (`rukh designs list` shows them)");
                }
                println!("design {id} is in the gallery again (if its author publishes it)");
            }
            DesignsCommand::Promote {
                id,
                version,
                new_id,
                out,
            } => {
                let d = db
                    .design(&id)
                    .await
                    .map_err(|e| anyhow!("{e}"))?
                    .ok_or_else(|| anyhow!("no design '{id}' (`rukh designs list` shows them)"))?;
                let version = version.unwrap_or(d.latest);
                let source = db
                    .design_source(&id, version)
                    .await
                    .map_err(|e| anyhow!("{e}"))?
                    .ok_or_else(|| anyhow!("design '{id}' has no version {version}"))?;
                let text = promoted(&source, &new_id)?;
                match out {
                    Some(path) => {
                        std::fs::write(&path, &text)
                            .with_context(|| format!("writing {}", path.display()))?;
                        eprintln!(
                            "wrote {} ({} version {version} by {}); make it one of the site's games (rated, in the lobby's list) with: rukh serve --game {}",
                            path.display(),
                            d.name,
                            d.author_name,
                            path.display()
                        );
                    }
                    None => print!("{text}"),
                }
            }
        }
        Ok(())
    })
}

/// A design's source under the operator's id, checked by the rules.
fn promoted(source: &str, new_id: &str) -> Result<String> {
    let v = rukh_rules::Variant::from_toml(source).map_err(|e| anyhow!("{e}"))?;
    if rukh_rules::variant::builtin_source(new_id).is_some() {
        bail!("'{new_id}' is one of the five games' ids; choose another");
    }
    if rukh_web::site::games::parse_design_key(new_id).is_some() {
        bail!("'{new_id}' has the form of a design's version (d-ID-vN); choose another");
    }
    let mut def = v.definition.clone();
    def.id = new_id.to_owned();
    let text = toml::to_string(&def).context("writing the definition")?;
    rukh_rules::Variant::from_toml(&text).map_err(|e| anyhow!("the id '{new_id}': {e}"))?;
    Ok(text)
}
