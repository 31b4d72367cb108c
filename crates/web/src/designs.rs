//! Players' own games, made in the designer: checked before they are stored (the rules compile
//! them, a short perft proves their moves cheap enough to generate), saved in versions under
//! their author's account within its limits, offered to play as `d-ID-vN`, shown in a gallery
//! and reported by players.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use rukh_rules::Variant;
use rukh_store::{Db, DbError, Design, GalleryOrder};

use crate::site::games::{design_key, register_design};

/// The longest variant file a design may be (the five games' are 3 to 6 KB).
pub const MAX_SOURCE_BYTES: usize = 32 * 1024;
/// Designs an account may keep.
pub const DESIGNS_PER_ACCOUNT: usize = 30;
/// Of them, in the gallery at once.
pub const PUBLISHED_PER_ACCOUNT: usize = 10;
/// Versions an account may save in a day (all its designs together).
pub const SAVES_PER_DAY: usize = 60;
/// The perft from the start must be counted within this long, or the game's moves cost too much
/// to generate for the site's engine and clocks.
pub const PERFT_BUDGET: Duration = Duration::from_secs(3);
/// A design's gallery page holds this many.
pub const GALLERY_PAGE: i64 = 24;

/// Why a design was not saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The rules refuse the definition: their words (English), as the designer shows them.
    #[error("{0}")]
    Invalid(String),
    #[error("the definition is {0} bytes long; a design may be at most {MAX_SOURCE_BYTES}")]
    TooLong(usize),
    #[error("the game needs a name")]
    NoName,
    #[error(
        "counting the moves from the start to depth {depth} took longer than {} s: the site cannot play a game whose moves cost this much",
        PERFT_BUDGET.as_secs()
    )]
    TooCostly { depth: u32 },
    #[error("an account may keep {DESIGNS_PER_ACCOUNT} designs; delete or reuse one")]
    TooMany,
    #[error("an account may have {PUBLISHED_PER_ACCOUNT} designs in the gallery at once")]
    TooManyPublished,
    #[error("an account may save {SAVES_PER_DAY} versions a day; try again tomorrow")]
    TooManySaves,
    #[error("that design is not yours: save it as a new one")]
    NotYours,
    #[error(transparent)]
    Db(#[from] DbError),
}

/// What the check found: the compiled game and its perft from the start.
pub struct Checked {
    pub variant: Arc<Variant>,
    pub perft: Vec<u64>,
}

/// Checks a design as it would be saved: bounded in size, compiled by the rules, and its moves
/// counted from the start (depth 1, 2 and, where depth 2 stays under 20,000, 3) within
/// [`PERFT_BUDGET`], on a blocking thread so that no definition holds up the server.
pub async fn check(source: &str) -> Result<Checked, SaveError> {
    if source.len() > MAX_SOURCE_BYTES {
        return Err(SaveError::TooLong(source.len()));
    }
    let variant = Variant::from_toml(source).map_err(|e| SaveError::Invalid(e.to_string()))?;
    if variant.name.trim().is_empty() {
        return Err(SaveError::NoName);
    }
    let stop = Arc::new(AtomicBool::new(false));
    let counting = {
        let (variant, stop) = (Arc::clone(&variant), Arc::clone(&stop));
        tokio::task::spawn_blocking(move || {
            let mut pos = variant.start_position();
            let mut counts = Vec::new();
            for depth in 1..=3u32 {
                if depth == 3 && counts.last().is_some_and(|&n| n > 20_000) {
                    break;
                }
                match rukh_rules::perft::perft_until(&mut pos, depth, &stop) {
                    Some(n) => counts.push(n),
                    None => return Err(depth),
                }
            }
            Ok(counts)
        })
    };
    let watch = {
        let stop = Arc::clone(&stop);
        tokio::spawn(async move {
            tokio::time::sleep(PERFT_BUDGET).await;
            stop.store(true, Ordering::Relaxed);
        })
    };
    let counted = counting.await;
    watch.abort();
    match counted {
        Ok(Ok(perft)) => Ok(Checked { variant, perft }),
        Ok(Err(depth)) => Err(SaveError::TooCostly { depth }),
        Err(e) => Err(SaveError::Invalid(format!("the rules failed on it: {e}"))),
    }
}

/// A new design's id: short, lower-case letters and digits (a game id's alphabet).
fn new_id() -> String {
    rukh_store::game_id()[..8].to_owned()
}

/// Saves a design for its author: a new design, or (`design` given, the author's) a new
/// version of it. The design and version saved.
pub async fn save(
    db: &Db,
    author: &str,
    design: Option<&str>,
    source: &str,
    publish: bool,
    now: i64,
) -> Result<(String, i64), SaveError> {
    let checked = check(source).await?;
    let name = checked.variant.name.trim().to_owned();
    let mine = db.designs_by(author).await?;
    let saved_today = db.design_saves_since(author, now - 86_400_000).await?;
    if saved_today >= SAVES_PER_DAY as i64 {
        return Err(SaveError::TooManySaves);
    }
    let published_others = mine
        .iter()
        .filter(|d| d.published && Some(d.id.as_str()) != design)
        .count();
    if publish && published_others >= PUBLISHED_PER_ACCOUNT {
        return Err(SaveError::TooManyPublished);
    }
    let (id, version) = match design {
        Some(id) => {
            if !mine.iter().any(|d| d.id == id) {
                return Err(SaveError::NotYours);
            }
            let version = db
                .add_design_version(id, author, &name, source, publish, now)
                .await?
                .ok_or(SaveError::NotYours)?;
            (id.to_owned(), version)
        }
        None => {
            if mine.len() >= DESIGNS_PER_ACCOUNT {
                return Err(SaveError::TooMany);
            }
            let id = new_id();
            db.create_design(&id, author, &name, source, publish, now)
                .await?;
            (id, 1)
        }
    };
    register_design(&id, version, source).map_err(SaveError::Invalid)?;
    tracing::info!(
        design = %id,
        version,
        author,
        "design saved (perft {:?})",
        checked.perft
    );
    Ok((id, version))
}

/// Offers every saved version of every design (a starting server); how many.
pub async fn load_all(db: &Db) -> Result<usize, DbError> {
    let mut n = 0;
    for (id, version, source) in db.all_design_versions().await? {
        match register_design(&id, version, &source) {
            Ok(_) => n += 1,
            Err(e) => tracing::warn!("design {id} version {version} is not offered: {e}"),
        }
    }
    Ok(n)
}

/// A design with one of its versions' compiled game and source as saved.
pub struct Shown {
    pub design: Design,
    pub version: i64,
    pub versions: Vec<(i64, i64)>,
    pub source: String,
    pub variant: Arc<Variant>,
}

/// A design's version (its newest without one), compiled as the server plays it.
pub async fn show(db: &Db, id: &str, version: Option<i64>) -> Result<Option<Shown>, DbError> {
    let Some(design) = db.design(id).await? else {
        return Ok(None);
    };
    let version = version.unwrap_or(design.latest);
    let Some(source) = db.design_source(id, version).await? else {
        return Ok(None);
    };
    let Ok(key) = register_design(id, version, &source) else {
        return Ok(None);
    };
    let Ok(variant) = crate::site::games::make_variant(&key, "{}") else {
        return Ok(None);
    };
    let versions = db.design_versions(id).await?;
    Ok(Some(Shown {
        design,
        version,
        versions,
        source,
        variant,
    }))
}

/// The gallery's page `page` (from 0).
pub async fn gallery(
    db: &Db,
    search: &str,
    order: GalleryOrder,
    page: i64,
) -> Result<(Vec<Design>, i64), DbError> {
    db.gallery(
        search,
        order,
        GALLERY_PAGE,
        page.max(0).saturating_mul(GALLERY_PAGE),
    )
    .await
}

/// The game id of a design's newest version.
pub fn newest_key(d: &Design) -> String {
    design_key(&d.id, d.latest)
}
