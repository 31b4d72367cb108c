//! The puzzle trainer: the puzzles that ship with the site (and the site's own), each game's set
//! with the ratings players have given them, a puzzle picked for a player's rating (in a game, by
//! theme), the solver's moves judged on the server, Glicko-2 for the solver and the puzzle, runs
//! (streak and storm), the daily puzzle, votes, and a player's history and themes.
//!
//! A try is rated once for each player: an account's in the store (`puzzle_rounds`), a visitor's
//! in their browser (the page sends the rating it keeps and gets the new one back). A puzzle's
//! rating moves for accounts' first tries only, and once for each client network, so many tries
//! from one address cannot push it.

pub mod error;
mod service;

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, RwLock};

use rukh_puzzles::Puzzle;
use rukh_store::Db;

pub use error::TrainingError;
pub use service::{PROBLEM_PREFIX, Run, Solver, ThemeStat};

/// The deviation of a puzzle no one has played: its starting rating is a guess from the search.
pub const START_DEVIATION: f64 = 200.0;

/// The trainer.
#[derive(Clone)]
pub struct Training(pub(crate) Arc<TrainingInner>);

pub(crate) struct TrainingInner {
    pub(crate) db: Db,
    /// Each game's puzzles, by the games' order.
    pub(crate) sets: BTreeMap<String, Set>,
    /// Which game holds each puzzle.
    pub(crate) game_of: HashMap<String, String>,
}

/// One game's puzzles and what players made of them.
pub(crate) struct Set {
    pub(crate) variant: Arc<rukh_rules::Variant>,
    pub(crate) puzzles: Vec<Puzzle>,
    pub(crate) index: HashMap<String, usize>,
    /// The puzzles' ratings and counts as this process knows them (the store has the truth;
    /// picking a puzzle needs only a close figure).
    pub(crate) live: RwLock<Vec<Live>>,
}

/// A puzzle's rating and counts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Live {
    pub(crate) rating: f64,
    pub(crate) deviation: f64,
    pub(crate) volatility: f64,
    pub(crate) plays: i64,
    pub(crate) up: i64,
    pub(crate) down: i64,
}
