//! How much one address may change: a token bucket per address for POSTs and WebSocket actions.

use super::*;

impl AppState {
    /// Whether an address may change something now (a POST, or an action sent over a
    /// WebSocket): a token bucket per address, refilled at the configured rate.
    pub(crate) fn allow(&self, ip: IpAddr) -> bool {
        let per_minute = self.0.config.rate_per_minute;
        if per_minute == 0 {
            return true;
        }
        let rate = per_minute as f64 / 60.0;
        let burst = (per_minute as f64 / 4.0).max(5.0);
        let mut buckets = self.0.limiter.lock().expect("limiter");
        let now = Instant::now();
        if buckets.len() > 100_000 {
            buckets.retain(|_, (t, _)| now.duration_since(*t) < Duration::from_secs(600));
        }
        let (last, tokens) = buckets.entry(ip).or_insert((now, burst));
        *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * rate).min(burst);
        *last = now;
        if *tokens < 1.0 {
            return false;
        }
        *tokens -= 1.0;
        true
    }
}

pub(crate) const TOO_MANY: &str = "too many requests: wait a few seconds and try again";

/// The address a request came from (loopback when the server was started without it).
pub(crate) fn client_ip(ext: &axum::http::Extensions) -> IpAddr {
    ext.get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip())
        .unwrap_or(IpAddr::from([127, 0, 0, 1]))
}

/// Limits requests that change things (POST), per address, with a token bucket.
pub(crate) async fn rate_limit(
    State(state): State<AppState>,
    req: Request,
    next: Next,
) -> Response {
    if req.method() == axum::http::Method::POST && !state.allow(client_ip(req.extensions())) {
        let mut r = ApiError(StatusCode::TOO_MANY_REQUESTS, TOO_MANY.into()).into_response();
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
        return r;
    }
    next.run(req).await
}
