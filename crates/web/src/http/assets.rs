//! Static things the pages load that are built into the binary: the stylesheet, the favicon,
//! and the piece pictures of every set (the scripts are the front end's build, in `web/dist`).

use std::collections::HashMap;
use std::sync::{LazyLock, RwLock};

use axum::extract::{Path, Request};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::IntoResponse;
use axum::response::Response;
use sha2::{Digest, Sha256};

use crate::http::error::ApiError;
use crate::site::art;

const SITE_CSS: &str = include_str!("../../../../web/static/site.css");

/// A file's fingerprint: the first 12 hex digits of its SHA-256.
fn fingerprint(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .take(6)
        .map(|b| format!("{b:02x}"))
        .collect()
}

static SITE_CSS_PRINT: LazyLock<String> = LazyLock::new(|| fingerprint(SITE_CSS.as_bytes()));

/// The fingerprints of the front end's build (`--assets`), by file name.
static ASSET_PRINTS: LazyLock<RwLock<HashMap<String, String>>> = LazyLock::new(RwLock::default);

/// Notes the fingerprint of every file of the front end's build, so that pages name each with
/// its content's ([`versioned`]). A file missing from the build is named without one.
pub(crate) fn fingerprint_assets(dir: &std::path::Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut prints = ASSET_PRINTS.write().expect("asset prints");
    for e in entries.flatten() {
        if let (Some(name), Ok(bytes)) = (e.file_name().to_str(), std::fs::read(e.path())) {
            prints.insert(name.to_owned(), fingerprint(&bytes));
        }
    }
}

/// A stylesheet's, script's or WebAssembly's address with its content's fingerprint
/// (`/assets/app.js?v=3f2a…`): answered as immutable for a year, and changed by every build
/// that changes the file, so that a browser keeps it without asking again and never runs a
/// stale one.
pub(crate) fn versioned(url: &str) -> String {
    let print = if url == "/site.css" {
        Some(SITE_CSS_PRINT.clone())
    } else {
        url.strip_prefix("/assets/").and_then(|name| {
            ASSET_PRINTS
                .read()
                .expect("asset prints")
                .get(name)
                .cloned()
        })
    };
    match print {
        Some(v) => format!("{url}?v={v}"),
        None => url.to_owned(),
    }
}

/// How the browser keeps the site's files: a fingerprinted address for a year, immutable;
/// the same file without one is checked again on every use (`no-cache`: a 304 when unchanged).
pub(crate) async fn cache_files(req: Request, next: Next) -> Response {
    let path = req.uri().path();
    let file = path == "/site.css" || path.starts_with("/assets/");
    let fingerprinted = file
        && req
            .uri()
            .query()
            .is_some_and(|q| q.split('&').any(|kv| kv.starts_with("v=")));
    let mut res = next.run(req).await;
    if file && res.status().is_success() {
        let policy = if fingerprinted {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        res.headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(policy));
    }
    res
}

/// The pages' stylesheet, with its fingerprint as its entity tag.
pub(crate) async fn site_style(headers: HeaderMap) -> Response {
    let etag = format!("\"{}\"", *SITE_CSS_PRINT);
    if headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag))
    {
        return (StatusCode::NOT_MODIFIED, [(header::ETAG, etag)]).into_response();
    }
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8".to_owned()),
            (header::ETAG, etag),
        ],
        SITE_CSS,
    )
        .into_response()
}

/// The site's icon: the rook of the pictorial set.
pub(crate) async fn favicon() -> Response {
    let svg = art::figure_svg("figures", "chariot", true).unwrap_or_default();
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        svg,
    )
        .into_response()
}

/// `/pieces/figures/w-elephant.svg`: a figure of a set for one side.
pub(crate) async fn figure_image(Path((set, file)): Path<(String, String)>) -> Response {
    let svg = file
        .strip_suffix(".svg")
        .and_then(|n| n.split_once('-'))
        .filter(|(side, _)| matches!(*side, "w" | "b"))
        .and_then(|(side, figure)| art::figure_svg(&set, figure, side == "w"));
    match svg {
        Some(svg) => (
            [
                (header::CONTENT_TYPE, "image/svg+xml"),
                (header::CACHE_CONTROL, "public, max-age=86400"),
            ],
            svg,
        )
            .into_response(),
        None => ApiError::NotFound("no such piece".into()).into_response(),
    }
}

pub(crate) async fn piece_image(Path(file): Path<String>) -> Response {
    // `w-K.svg`, `b-e.svg`, with `r` (royal) or `p` (pawn) after the letter: `w-Kr.svg`.
    let name = file.strip_suffix(".svg").unwrap_or("");
    let mut parts = name.splitn(2, '-');
    let (Some(side), Some(rest)) = (parts.next(), parts.next()) else {
        return ApiError::NotFound("no such piece".into()).into_response();
    };
    let mut chars = rest.chars();
    let Some(letter) = chars.next().filter(|c| c.is_ascii_alphabetic()) else {
        return ApiError::NotFound("no such piece".into()).into_response();
    };
    let flag = chars.next();
    let svg = art::piece_svg(letter, side == "w", flag == Some('r'), flag == Some('p'));
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        svg,
    )
        .into_response()
}

/// Scripts, styles and pictures built into the binary.
pub(crate) fn routes() -> axum::Router<crate::app::AppState> {
    use axum::routing::get;
    axum::Router::new()
        .route("/pieces/{file}", get(piece_image))
        .route("/pieces/{set}/{file}", get(figure_image))
        .route("/site.css", get(site_style))
        .route("/favicon.svg", get(favicon))
        .route("/favicon.ico", get(favicon))
}
