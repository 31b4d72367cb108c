//! `rukh serve`: the five games in the browser, live or by correspondence, against people or the
//! engine, with every game kept in a database (SQLite by default, PostgreSQL when given).

mod account;
mod actor;
mod analysis;
mod api;
pub mod art;
mod assets;
pub mod config;
pub mod diagram;
mod endings;
pub mod engine_pool;
pub mod engines;
pub mod error;
mod forms;
pub mod game;
mod hub;
pub mod identity;
mod import;
mod limits;
pub mod metrics;
mod pages;

pub mod problems;
mod profile;
mod quick;
mod review;
mod routes;
pub mod rule_docs;
mod seeks;
mod server;
mod state;
mod sweep;
pub mod tables;
pub mod tournament;
pub mod wire;

// The storage crate under the names this crate's modules knew it by before it moved there.
pub use rukh_store as db;
pub(crate) use rukh_store::ratings as rating;
pub(crate) mod player {
    pub use rukh_store::credentials::*;
    pub use rukh_store::{
        API_TOKEN_PREFIX, NameError, Player, SessionTtl, engine_id, page_url, token,
    };
}
pub(crate) mod engine_list {
    pub use crate::engines::list::*;
    pub use rukh_store::{EngineGame, EngineInfo};
}

pub use api::{JoinRequest, ListQuery, NewGame, lobby_lists, summary, time_control};
pub use error::ApiError;
pub use ipnet::IpNet;
pub use server::{Limits, serve, serve_on, serve_until};

pub use actor::Actor;
pub use config::{Config, Role};
pub use routes::router;
pub use state::{AppState, now_ms};
