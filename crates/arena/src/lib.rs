//! Engine-versus-engine matches for the Shatranj family, every move judged by Rukh's rules.

pub mod engine;
pub mod fairness;
pub mod game;
pub mod opening;
pub mod ratings;
pub mod stats;
pub mod tournament;

pub use engine::{EngineSpec, Limits, Protocol};
pub use game::Adjudication;
pub use stats::{Score, Sprt, SprtResult};
pub use tournament::{Format, MatchConfig, Standings, run};
