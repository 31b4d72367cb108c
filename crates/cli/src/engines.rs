//! `rukh engines`: the site's engine rating list. `import` adds `rukh match`'s PGN (or a
//! manifest naming many such files with the engines' versions and settings); `list` prints the
//! list of one game as `/engines` shows it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, anyhow, bail};
use clap::{Args, Subcommand};
use rukh_rules::variant::builtin;
use rukh_store::Db;
use rukh_store::EngineInfo;
use rukh_web::engines::list::{rating_list, read_games};
use serde::Deserialize;

#[derive(Args)]
pub struct EnginesArgs {
    /// The site's database (as `rukh serve --database`).
    #[arg(
        long,
        env = "RUKH_DATABASE",
        default_value = "sqlite://rukh.db",
        global = true
    )]
    database: String,
    #[command(subcommand)]
    command: EnginesCommand,
}

#[derive(Subcommand)]
enum EnginesCommand {
    /// Add engine games to the list: PGN files from `rukh match` (or any PGN of engine games),
    /// each game replayed by the rules; a game already on the list is passed over.
    ///
    /// Example: rukh engines import --version rukh=1.0 --about "rukh=UCI, 1 thread" match.pgn
    /// The games the project keeps: rukh engines import --manifest docs/strength/engines.toml
    Import {
        /// PGN files.
        files: Vec<PathBuf>,
        /// A TOML file naming PGN files with their engines' versions and what each engine is
        /// (see docs/strength/engines.toml).
        #[arg(long)]
        manifest: Option<PathBuf>,
        /// The version of an engine of the games, NAME=VERSION (as named in their White and Black
        /// tags); the list tells versions apart.
        #[arg(long = "version", value_name = "NAME=VERSION")]
        versions: Vec<String>,
        /// What an engine is (settings, build), NAME=TEXT, shown with the list.
        #[arg(long = "about", value_name = "NAME=TEXT")]
        about: Vec<String>,
        /// How the games were played: the command that reproduces them and its settings, shown
        /// with the pairing's games.
        #[arg(long, value_name = "TEXT")]
        how: Option<String>,
        /// The game of records without a `Variant` tag.
        #[arg(long, default_value = "shatranj")]
        variant: String,
    },
    /// Print the rating list of a game as the site shows it.
    List {
        #[arg(long, default_value = "shatranj")]
        variant: String,
    },
}

/// The manifest of `--manifest`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    /// By the engine's name in the games: what it is.
    #[serde(default)]
    engines: HashMap<String, ManifestEngine>,
    #[serde(default)]
    file: Vec<ManifestFile>,
    /// Runs kept in the record but not rated: their games are taken off a site's list.
    #[serde(default)]
    withdrawn: Vec<ManifestWithdrawn>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ManifestWithdrawn {
    /// Relative to the manifest.
    path: PathBuf,
    #[serde(default)]
    versions: HashMap<String, String>,
    /// Why the run is not a measurement, said when its games are taken off.
    why: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ManifestEngine {
    about: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ManifestFile {
    /// Relative to the manifest.
    path: PathBuf,
    #[serde(default)]
    versions: HashMap<String, String>,
    /// How the run was played: the command that reproduces it, with its settings.
    #[serde(default)]
    how: Option<String>,
}

/// A file to add: its path, its engines' versions, and how its run was played.
type Work = (PathBuf, HashMap<String, String>, Option<String>);

fn pairs(items: &[String], what: &str) -> Result<HashMap<String, String>> {
    items
        .iter()
        .map(|s| {
            s.split_once('=')
                .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
                .filter(|(k, _)| !k.is_empty())
                .ok_or_else(|| anyhow!("--{what} '{s}': give NAME={}", what.to_uppercase()))
        })
        .collect()
}

/// Adds the games of PGN files (each with its engines' versions) to a site's list, saying what
/// each file gave and what was left out.
async fn import(
    db: &Db,
    work: Vec<Work>,
    about: &HashMap<String, String>,
    default: &std::sync::Arc<rukh_rules::Variant>,
) -> Result<()> {
    let (mut added, mut seen, mut refused) = (0u64, 0usize, 0usize);
    for (path, versions, how) in work {
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("reading {}", path.display()))?;
        let mut read = read_games(&text, &versions, default);
        for g in &mut read.games {
            g.how.clone_from(&how);
        }
        for r in &read.refused {
            eprintln!("{}: {r}", path.display());
        }
        let now = rukh_store::now_ms();
        for (name, version) in &read.engines {
            let info = EngineInfo::new(name, version, about.get(name).map_or("", String::as_str));
            db.put_engine(&info, now)
                .await
                .map_err(|e| anyhow!("{e}"))?;
        }
        let n = db
            .add_engine_games(&read.games, now)
            .await
            .map_err(|e| anyhow!("{e}"))?;
        println!(
            "{}: {} game{} read, {n} new{}",
            path.display(),
            read.games.len(),
            if read.games.len() == 1 { "" } else { "s" },
            if read.refused.is_empty() {
                String::new()
            } else {
                format!(", {} left out (above)", read.refused.len())
            }
        );
        added += n;
        seen += read.games.len();
        refused += read.refused.len();
    }
    println!(
        "added {added} of {seen} games to the list ({refused} left out); \
         `rukh engines list` or the site's /engines shows it"
    );
    Ok(())
}

/// Takes the games of a withdrawn run off a site's list (those it has; a new site has none).
async fn withdraw(
    db: &Db,
    path: &Path,
    versions: &HashMap<String, String>,
    why: &str,
    default: &std::sync::Arc<rukh_rules::Variant>,
) -> Result<()> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let read = read_games(&text, versions, default);
    let ids: Vec<String> = read.games.iter().map(|g| g.id.clone()).collect();
    let n = db
        .remove_engine_games(&ids)
        .await
        .map_err(|e| anyhow!("{e}"))?;
    println!(
        "{}: withdrawn, not rated ({why}); {n} of its {} games taken off the list",
        path.display(),
        ids.len()
    );
    Ok(())
}

/// `rukh match --engine-list`: a finished match's PGN added to a site's list.
pub fn import_match(
    database: &str,
    pgn: &Path,
    versions: &[String],
    variant: &std::sync::Arc<rukh_rules::Variant>,
) -> Result<()> {
    let versions = pairs(versions, "list-version")?;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(async {
        let db = Db::connect(database).await.map_err(|e| anyhow!("{e}"))?;
        import(
            &db,
            vec![(pgn.to_owned(), versions, None)],
            &HashMap::new(),
            variant,
        )
        .await
    })
}

pub fn run(a: EnginesArgs) -> Result<()> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(async {
        let db = Db::connect(&a.database).await.map_err(|e| anyhow!("{e}"))?;
        match a.command {
            EnginesCommand::Import {
                files,
                manifest,
                versions,
                about,
                how,
                variant,
            } => {
                let default = builtin(&variant).map_err(|e| anyhow!("--variant: {e}"))?;
                let versions = pairs(&versions, "version")?;
                let mut about = pairs(&about, "about")?;
                let mut work: Vec<Work> = files
                    .into_iter()
                    .map(|f| (f, versions.clone(), how.clone()))
                    .collect();
                let from_manifest = manifest.is_some();
                if let Some(m) = manifest {
                    let text = std::fs::read_to_string(&m)
                        .with_context(|| format!("reading {}", m.display()))?;
                    let parsed: Manifest =
                        toml::from_str(&text).map_err(|e| anyhow!("{}: {e}", m.display()))?;
                    let dir = m.parent().unwrap_or(Path::new("."));
                    for (name, e) in parsed.engines {
                        about.entry(name).or_insert(e.about);
                    }
                    for f in parsed.file {
                        work.push((dir.join(&f.path), f.versions, f.how));
                    }
                    for w in parsed.withdrawn {
                        withdraw(&db, &dir.join(&w.path), &w.versions, &w.why, &default).await?;
                    }
                }
                if work.is_empty() && !from_manifest {
                    bail!("no games given: name PGN files or --manifest FILE");
                }
                if !work.is_empty() {
                    import(&db, work, &about, &default).await?;
                }
            }
            EnginesCommand::List { variant } => {
                let results = db
                    .engine_results(&variant)
                    .await
                    .map_err(|e| anyhow!("{e}"))?;
                if results.is_empty() {
                    bail!(
                        "no engine games of '{variant}' yet: add some with `rukh engines import`"
                    );
                }
                println!(
                    "{:>4}  {:<36} {:>6} {:>5} {:>6} {:>6} {:>6}",
                    "", "engine", "Elo", "±", "games", "score", "draws"
                );
                for (i, l) in rating_list(&results).iter().enumerate() {
                    let r = &l.rating;
                    println!(
                        "{:>4}  {:<36} {:>+6.0} {:>5.0} {:>6} {:>5.1}% {:>5.1}%{}",
                        i + 1,
                        l.label,
                        r.elo,
                        r.error,
                        r.games,
                        100.0 * r.points / f64::from(r.games),
                        100.0 * f64::from(r.draws) / f64::from(r.games),
                        if r.group > 0 {
                            format!("  (group {}: never met the others)", r.group + 1)
                        } else {
                            String::new()
                        }
                    );
                }
            }
        }
        Ok(())
    })
}
