//! `rukh serve`: the five games in the browser, live or by correspondence, against people or the
//! engine, with every game kept in a database (SQLite by default, PostgreSQL when given).
//!
//! The crate is layered (docs/architecture.md): `http` (every handler, page, socket and the
//! errors callers read) over `app` (the services built once) over the domains, `tournaments`
//! over `play` over `players`, with `study` beside them over `play`, and `engines`; every domain
//! stands on `site` (pictures and words of the games), `wire`, `config`, `metrics` and the
//! storage crate, `rukh-store`. `tests/layers.rs` checks the rule.

pub mod app;
pub mod config;
pub mod designs;
pub mod engines;
pub mod http;
pub mod metrics;
pub mod play;
pub mod players;
pub mod site;
pub mod study;
pub mod tournaments;
pub mod training;
pub mod wire;

pub use http::api::ListQuery;
pub use http::error::ApiError;
pub use http::server::{Limits, serve, serve_on, serve_until};
pub use ipnet::IpNet;
pub use play::{JoinRequest, NewGame, lobby_lists, summary, time_control};

pub use app::{AppState, now_ms};
pub use config::{Config, Role};
pub use http::router;
pub use play::Actor;
