//! The HTTP edge: every address the site answers, in one place.

pub mod account;
pub mod analysis;
pub mod api;
pub mod assets;
pub mod botapi;
pub mod error;
pub mod export;
pub mod forms;
pub mod identity;
pub mod limits;
pub mod metrics;
pub mod openapi;
pub mod pages;
pub mod profile;
pub mod server;
pub mod social;
pub mod socket;
pub mod study;
pub mod training;

use axum::extract::Request;
use axum::http::{HeaderValue, header};
use axum::routing::{get, post};
use axum::{Router, middleware};
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::app::AppState;
use crate::http::error::ApiError;
use crate::http::limits::client_ip;
use crate::http::limits::rate_limit;
use crate::http::limits::real_client;
use crate::http::socket as hub;
use crate::study::import::MAX_IMPORT_BYTES;

/// The router, for `serve` and for tests.
pub fn router(state: AppState) -> Router {
    assets::fingerprint_assets(&state.0.config.assets);
    let assets = ServeDir::new(&state.0.config.assets);
    Router::new()
        .merge(pages::routes())
        .merge(forms::routes())
        .merge(account::routes())
        .merge(profile::routes())
        .merge(social::routes())
        .merge(botapi::routes())
        .merge(export::routes())
        .merge(analysis::routes())
        .merge(study::routes())
        .merge(training::routes())
        .merge(pages::training::routes())
        .merge(assets::routes())
        .merge(pages::endings::routes())
        .merge(api::routes())
        .merge(openapi::routes())
        .merge(metrics::routes(state.clone()))
        .merge(hub::routes())
        .nest_service("/assets", assets)
        .fallback(|| async { ApiError::NotFound("no such page".into()) })
        .layer(RequestBodyLimitLayer::new(16 * 1024))
        // Imports carry whole files: their own, larger limit.
        .merge(
            Router::new()
                .route("/api/import", post(study::api_import))
                .route("/api/designs", post(pages::designs::api_save))
                .route(
                    "/import",
                    get(pages::import::import_page).post(pages::import::import_form),
                )
                .layer(RequestBodyLimitLayer::new(3 * MAX_IMPORT_BYTES + 64 * 1024))
                .layer(axum::extract::DefaultBodyLimit::max(8 << 20)),
        )
        .layer(middleware::from_fn_with_state(state.clone(), rate_limit))
        // A page's errors are pages (the API's stay JSON).
        .layer(middleware::from_fn_with_state(
            state.clone(),
            pages::errors::error_pages,
        ))
        .layer(tower_http::timeout::RequestBodyTimeoutLayer::new(
            state.0.config.body_timeout,
        ))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            limits::body_deadline,
        ))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            identity::same_origin,
        ))
        .layer(middleware::from_fn(identity::keep_asked_lang))
        // (The client's address is read first, through trusted proxies, for all below.)
        // The request log: a line per request with its method, path (never its query, which
        // may carry a seat's key), client, status and time; server errors as errors.
        .layer(
            tower_http::trace::TraceLayer::new_for_http()
                .make_span_with(|req: &Request| {
                    tracing::info_span!(
                        "request",
                        method = %req.method(),
                        path = %req.uri().path(),
                        client = %client_ip(req.extensions()),
                    )
                })
                .on_request(())
                .on_response(
                    tower_http::trace::DefaultOnResponse::new()
                        .level(tracing::Level::INFO)
                        .latency_unit(tower_http::LatencyUnit::Micros),
                ),
        )
        .layer(middleware::from_fn_with_state(state.clone(), real_client))
        .layer(middleware::map_response(picture_policy))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::REFERRER_POLICY,
            HeaderValue::from_static("same-origin"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
        .layer(middleware::from_fn(assets::cache_files))
        // Other sites' pages may read the API (/api/...) as lichess allows: see `api_cors`.
        .layer(middleware::from_fn(api_cors))
        // Pages, scripts, styles, WebAssembly and JSON go compressed (brotli, else gzip) to a
        // browser that takes it; pictures other than SVG, server-sent events, the sockets and
        // the bots' NDJSON streams not (a compressor holds a stream's short lines back, and a
        // move must reach the bot at once).
        .layer({
            use tower_http::compression::Predicate as _;
            tower_http::compression::CompressionLayer::new().compress_when(
                tower_http::compression::predicate::DefaultPredicate::new().and(
                    tower_http::compression::predicate::NotForContentType::const_new(
                        "application/x-ndjson",
                    ),
                ),
            )
        })
        .with_state(state)
}

/// What a picture opened on its own may load: nothing (styles inside an SVG excepted). Stricter
/// than a page's policy, and a fifth of its length on each of the many pieces a page shows.
pub(crate) const PICTURE_CSP: &str = "default-src 'none'; style-src 'unsafe-inline'";

/// Pictures get [`PICTURE_CSP`] in place of the pages' policy.
async fn picture_policy(mut res: axum::response::Response) -> axum::response::Response {
    let picture = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("image/"));
    if picture && !res.headers().contains_key(header::CONTENT_SECURITY_POLICY) {
        res.headers_mut().insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(PICTURE_CSP),
        );
    }
    res
}

/// What pages may load: scripts only from the site itself (no inline script), styles from the
/// site and inline (the board sets its pieces' places as styles), images from the site and data
/// URLs, connections (the WebSocket) to the site; no framing by other sites. WebAssembly may be
/// compiled (the analysis board's engine runs in the browser), but no script from text.
pub(crate) const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; \
     form-action 'self'; object-src 'none'";

/// Other sites' pages may read what anyone may read through the API (the games, players,
/// exports, and what a token in the Authorization header may read), as lichess allows: any
/// origin, reads only, never with the reader's cookies, so a page elsewhere sees only what a
/// signed-out visitor sees. Pages and files need none of it (their headers stay short).
async fn api_cors(req: axum::extract::Request, next: middleware::Next) -> axum::response::Response {
    use tower::{Layer as _, ServiceExt as _};
    if !req.uri().path().starts_with("/api/") {
        return next.run(req).await;
    }
    let cors = tower_http::cors::CorsLayer::new()
        .allow_origin(tower_http::cors::Any)
        .allow_methods([axum::http::Method::GET, axum::http::Method::HEAD])
        .allow_headers([header::AUTHORIZATION, header::ACCEPT])
        .max_age(std::time::Duration::from_secs(3600));
    match cors.layer(next).oneshot(req).await {
        Ok(r) => r,
        Err(never) => match never {},
    }
}
