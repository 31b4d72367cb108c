//! `rukh serve`: the five games in the browser, live or by correspondence, against people or the
//! engine, with every game kept in a database (SQLite by default, PostgreSQL when given).

mod account;
mod actor;
mod analysis;
mod api;
pub mod art;
mod assets;
pub mod config;
pub mod db;
pub mod diagram;
mod endings;
pub mod engine_pool;
pub mod error;
mod forms;
pub mod game;
mod hub;
pub mod identity;
mod import;
mod limits;
pub mod metrics;
mod pages;
pub mod player;
pub mod problems;
mod profile;
pub mod rating;
mod review;
mod routes;
pub mod rule_docs;
mod server;
mod state;
mod sweep;
pub mod tables;

use api::*;
pub use api::{JoinRequest, ListQuery, NewGame, lobby_lists, summary, time_control};
pub use error::ApiError;
use error::{bad, body_error, not_found};
pub use ipnet::IpNet;
use limits::*;
pub use server::{Limits, serve, serve_on, serve_until};

pub use actor::Actor;
use actor::{TokenQuery, token_of};
pub use config::{Config, Role};
pub use routes::router;
pub use state::{AppState, now_ms};
use state::{Change, LEASE_MS, Slot, game_id, player_id, secret};

// The names the handler modules share (each reads them with `use super::*`).
use std::collections::{HashMap, HashSet};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::extract::rejection::{FormRejection, JsonRejection};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Form, Path, Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use rand::Rng;
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_rules::{Color, Position};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::broadcast;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::db::{Db, DbError, GameFilter, GameRow};
use crate::engine_pool::{Answer, EnginePool, Job};
use crate::game::{Action, Live, Refusal, color_name, make_variant};
