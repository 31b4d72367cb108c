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
        take(&self.0.limiter, ip, burst, rate)
    }

    /// Whether a sign-in (or sign-up) may be tried now from this address for this name: a
    /// bucket per address and one per account name, so that neither one address nor many
    /// addresses can guess a password quickly. Both are spent by each attempt.
    pub(crate) fn allow_login(&self, ip: IpAddr, name: Option<&str>) -> bool {
        let (burst, every) = self.0.config.login_limit;
        if burst == 0 {
            return true;
        }
        let rate = 1.0 / every.max(1) as f64;
        let by_address = take(&self.0.logins, format!("ip {ip}"), burst as f64, rate);
        let by_name = name.is_none_or(|n| {
            take(
                &self.0.logins,
                format!("name {}", n.to_ascii_lowercase()),
                burst as f64,
                rate,
            )
        });
        by_address && by_name
    }
}

/// Takes a token from the bucket of `key` (`burst` at most, `per_second` more each second);
/// false when it is empty. Buckets untouched for ten minutes are forgotten when there are many.
pub(crate) fn take<K: std::hash::Hash + Eq>(
    buckets: &Mutex<HashMap<K, (Instant, f64)>>,
    key: K,
    burst: f64,
    per_second: f64,
) -> bool {
    let mut buckets = buckets.lock().expect("limiter");
    let now = Instant::now();
    if buckets.len() > 100_000 {
        buckets.retain(|_, (t, _)| now.duration_since(*t) < Duration::from_secs(600));
    }
    let (last, tokens) = buckets.entry(key).or_insert((now, burst));
    *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * per_second).min(burst);
    *last = now;
    if *tokens < 1.0 {
        return false;
    }
    *tokens -= 1.0;
    true
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
