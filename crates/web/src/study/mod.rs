//! Study: the analysis board's engine, game reviews, the problems, imported games and the
//! endings as the tables solve them. `Study` owns the analyses' places and searchers, the review
//! thread, the problems served and the key that signs a problem's line; it reads games through
//! `play`.

pub mod analysis;
pub mod endings;
pub mod error;
pub(crate) mod heavy;
pub mod import;
pub mod problems;
pub mod review;
mod service;

use std::sync::Arc;

use rukh_problems::Problem;
use rukh_store::{Db, DbError};

use crate::config::Config;
use crate::play::Play;
use crate::play::tables::Shelf;
pub use error::{ImportProblem, StudyError};

/// The analysis board, reviews, problems and imports.
#[derive(Clone)]
pub struct Study(pub(crate) Arc<StudyInner>);

pub(crate) struct StudyInner {
    pub(crate) db: Db,
    pub(crate) config: Arc<Config>,
    pub(crate) play: Play,
    pub(crate) analyses: Arc<analysis::AnalysisSlots>,
    pub(crate) reviewer: review::Reviewer,
    /// The endgame tables, as play has them.
    pub(crate) tables: Arc<Shelf>,
    /// The key that signs a problem's line as played with the server's defence.
    pub(crate) line_key: String,
    /// The problems served: those that come with Rukh, then the site's own.
    pub(crate) problems: &'static [Problem],
    /// Replays, problem moves and imports: a few at once for the whole server.
    pub(crate) heavy: heavy::Heavy,
}

impl Study {
    /// Starts study: the review thread, the problems served, and the key of problem lines (made
    /// once and kept in the database, so every process signs alike).
    pub async fn start(db: Db, config: Arc<Config>, play: Play) -> Result<Study, DbError> {
        let line_key = db.setting("problem-line-key", rukh_store::token).await?;
        let tables = Arc::clone(play.tables());
        Ok(Study(Arc::new(StudyInner {
            reviewer: review::Reviewer::start(db.clone(), Arc::clone(&tables)),
            problems: problems::collection(&config.extra_problems),
            analyses: Arc::default(),
            db,
            config,
            play,
            tables,
            line_key,
            heavy: heavy::Heavy::for_this_machine(),
        })))
    }

    /// Analyses running now, and the searchers held for them.
    pub fn analysis_figures(&self) -> (usize, usize) {
        (self.0.analyses.running(), self.0.analyses.searchers())
    }
}

impl Study {
    /// The endgame tables, as play has them.
    pub fn tables(&self) -> &Arc<Shelf> {
        &self.0.tables
    }

    /// The games in play, to read a game's moves from.
    pub fn play(&self) -> &Play {
        &self.0.play
    }

    /// How the site runs.
    pub fn config(&self) -> &Config {
        &self.0.config
    }
}
