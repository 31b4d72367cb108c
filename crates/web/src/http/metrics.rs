//! The operator's figures: `/api/metrics` (JSON) and `/metrics` (Prometheus).

use axum::Json;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

use crate::app::AppState;
use crate::metrics::{SOCKETS, move_percentiles, phases, prometheus};
use crate::wire::Metrics;

/// Where the move path's time went since the process started (see docs/performance.md).
#[utoipa::path(
    get, path = "/api/metrics", tag = "site",
    summary = "The operator's figures: where the move path's time went",
    description = "Answered only to the addresses the operator named (`rukh serve --metrics-from`; the machine itself by default).",
    responses(
        (status = 200, description = "The figures", body = crate::wire::Metrics),
        (status = 403, description = "Not an operator's address", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_metrics(State(state): State<AppState>) -> Json<Metrics> {
    let (held, pending) = state.play().load_figures();
    let (running, searchers) = state.study().analysis_figures();
    Json(Metrics {
        phases: phases(),
        games_held: held,
        moves: move_percentiles(),
        sockets: SOCKETS.load(std::sync::atomic::Ordering::Relaxed) as u64,
        analyses_running: running,
        analysis_searchers: searchers,
        engine_pending: pending,
        lobby_lists_made: state.play().lobby_lists_made(),
    })
}

/// The same figures for Prometheus (`GET /metrics`, text exposition format).
pub(crate) async fn prometheus_metrics(State(state): State<AppState>) -> Response {
    let (held, pending) = state.play().load_figures();
    let (running, searchers) = state.study().analysis_figures();
    let gauges = [
        (
            "rukh_games_held",
            "Games this process holds in memory.",
            held as f64,
        ),
        (
            "rukh_analyses_running",
            "Analyses of the analysis board running now.",
            running as f64,
        ),
        (
            "rukh_analysis_searchers",
            "Searchers of the analysis board held (16 MB each), in use or idle.",
            searchers as f64,
        ),
        (
            "rukh_engine_pending",
            "Engine moves asked for and not yet answered.",
            pending as f64,
        ),
    ];
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        prometheus(&gauges),
    )
        .into_response()
}

/// Answers only the addresses the operator named (`rukh serve --metrics-from`; this machine
/// by default): the figures say how loaded the site is, which is nobody else's to watch.
async fn operators_only(
    State(state): State<AppState>,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let ip = crate::http::limits::client_ip(req.extensions());
    if state.0.config.metrics_from.iter().any(|n| n.contains(&ip)) {
        return next.run(req).await;
    }
    crate::http::error::ApiError::Forbidden(
        "the site's figures are for its operator: name this address with `rukh serve --metrics-from`".into(),
    )
    .into_response()
}

/// The operator's figures.
pub(crate) fn routes(state: AppState) -> axum::Router<crate::app::AppState> {
    use axum::routing::get;
    axum::Router::new()
        .route("/api/metrics", get(api_metrics))
        .route("/metrics", get(prometheus_metrics))
        .route_layer(axum::middleware::from_fn_with_state(state, operators_only))
}
