//! Play: games in progress and the lobby.

pub mod actor;
pub mod engine_pool;
pub mod live;
pub mod quick;
pub mod seeks;
pub mod sweep;
pub mod tables;
