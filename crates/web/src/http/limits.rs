//! How much one address may change: a token bucket per address for POSTs and WebSocket actions.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::IntoResponse;
use axum::response::Response;

use crate::app::{AppState, now_ms};
use crate::http::error::ApiError;
use crate::players::throttle::{Ticket, take, take_n};

impl AppState {
    /// Whether a client network may change something now (a POST, or an action sent over a
    /// WebSocket): a token bucket per network, refilled at the configured rate. This process's
    /// own bucket is asked first (a flood at one process costs the database nothing); while
    /// other processes serve the site, the bucket all of them share in the database too, so
    /// spreading requests over the processes gains nothing. Should the database not answer, the
    /// process's own bucket decides.
    pub(crate) async fn allow(&self, net: IpAddr) -> bool {
        let per_minute = self.0.config.rate_per_minute;
        if per_minute == 0 {
            return true;
        }
        let rate = per_minute as f64 / 60.0;
        let burst = (per_minute as f64 / 4.0).max(5.0);
        if !take(&self.0.limiter, net, burst, rate) {
            return false;
        }
        if !self.0.play.has_others() {
            return true;
        }
        let key = format!("rate {net}");
        match self.0.db.take_token(&key, burst, rate, now_ms()).await {
            Ok(taken) => taken,
            Err(e) => {
                tracing::warn!("reading the shared request limit of {net}: {e}");
                true
            }
        }
    }
}

/// Quotas of costly work per client: (burst, per second). Problem moves (each up to a second
/// of search): 20 at once, one more every 3 s. Imported games: 100 an hour (as lichess allows an
/// anonymous importer). Reviews (each a few minutes of a core): 20 a day.
pub(crate) const PROBLEM_QUOTA: (f64, f64) = (20.0, 1.0 / 3.0);
pub(crate) const IMPORT_QUOTA: (f64, f64) = (100.0, 100.0 / 3600.0);
pub(crate) const REVIEW_QUOTA: (f64, f64) = (20.0, 20.0 / 86_400.0);
/// Game sockets opened (each sent the whole game at once): 30 at once, two more a second, so
/// reconnecting in a loop cannot make the server send a long game thousands of times.
pub(crate) const SOCKET_QUOTA: (f64, f64) = (30.0, 2.0);

impl AppState {
    /// Takes `n` from a client's quota of one kind of work; when too little is left, how much is.
    /// (A server started without a request limit, `--rate-limit 0`, has no quotas either.)
    /// While other processes serve the site, the quota is the one they share in the database.
    pub(crate) async fn spend(
        &self,
        kind: &str,
        ip: IpAddr,
        n: f64,
        quota: (f64, f64),
    ) -> Result<(), f64> {
        if self.0.config.rate_per_minute == 0 {
            return Ok(());
        }
        let key = format!("{kind} {ip}");
        if self.0.play.has_others() {
            match self
                .0
                .db
                .take_tokens(&key, n, quota.0, quota.1, now_ms())
                .await
            {
                Ok(left) => return left,
                Err(e) => tracing::warn!("reading the shared quota '{key}': {e}"),
            }
        }
        take_n(&self.0.quotas, key, n, quota.0, quota.1)
    }
}

/// A connection's places under the caps (the server's and its client's), held by the
/// connection and, when it becomes a WebSocket, by the socket until it closes: a request's
/// extension (put there by `server::serve_until`), which the socket handlers keep.
#[derive(Clone)]
pub(crate) struct ConnectionHold(
    #[allow(dead_code)] pub(crate) Arc<(tokio::sync::OwnedSemaphorePermit, Option<Ticket>)>,
);

/// The places under the caps of the connection a request came on (none when the app is served
/// some other way, as in tests through `oneshot`): a WebSocket handler moves it into its
/// socket's task, so the socket counts against the caps for as long as it lives.
pub(crate) fn hold_connection(ext: &axum::http::Extensions) -> Option<ConnectionHold> {
    ext.get::<ConnectionHold>().cloned()
}

pub(crate) const TOO_MANY: &str = "too many requests: wait a few seconds and try again";

/// The client a request came from, as `real_client` found it: its address (for the log) and
/// its network (for the limits).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ClientIp {
    pub ip: IpAddr,
    pub net: IpAddr,
}

/// The address a request came from: the client behind trusted proxies, else the connection's
/// peer (loopback when the server was started without it). For the log; the limits count
/// `client_net`.
pub(crate) fn client_ip(ext: &axum::http::Extensions) -> IpAddr {
    if let Some(c) = ext.get::<ClientIp>() {
        return c.ip;
    }
    ext.get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip())
        .unwrap_or(IpAddr::from([127, 0, 0, 1]))
}

/// The network a request came from, as the limits count clients (see `network_of`).
pub(crate) fn client_net(ext: &axum::http::Extensions) -> IpAddr {
    match ext.get::<ClientIp>() {
        Some(c) => c.net,
        None => client_ip(ext),
    }
}

/// The network an address belongs to, as the limits count clients: its first `prefixes.0` bits
/// for IPv4 (32 by default: each address) and `prefixes.1` for IPv6 (64 by default: one
/// household, one rented server, which holds a whole /64 and can take any of its addresses).
/// An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) counts as IPv4.
pub(crate) fn network_of(ip: IpAddr, prefixes: (u8, u8)) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V4(v4) => {
            let bits = u32::from(prefixes.0.min(32));
            let mask = u32::MAX.checked_shl(32 - bits).unwrap_or(0);
            IpAddr::V4(std::net::Ipv4Addr::from(u32::from(v4) & mask))
        }
        IpAddr::V6(v6) => {
            let bits = u32::from(prefixes.1.min(128));
            let mask = u128::MAX.checked_shl(128 - bits).unwrap_or(0);
            IpAddr::V6(std::net::Ipv6Addr::from(u128::from(v6) & mask))
        }
    }
}

/// The client of a request whose connection comes from `peer`: behind trusted proxies, the last
/// address of `X-Forwarded-For` that is not one of them (each proxy appends the address it was
/// reached from, so only the part the trusted proxies wrote is believed); else the peer.
pub(crate) fn client_behind(
    peer: IpAddr,
    forwarded: Option<&str>,
    trusted: &[ipnet::IpNet],
) -> IpAddr {
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    if !is_trusted(&peer) {
        return peer;
    }
    let Some(list) = forwarded else { return peer };
    let mut client = peer;
    for part in list.rsplit(',') {
        let Ok(ip) = part.trim().parse::<IpAddr>() else {
            // A garbled entry: nothing before it can be believed.
            break;
        };
        client = ip;
        if !is_trusted(&ip) {
            break;
        }
    }
    client
}

/// Finds each request's client (see `client_behind`) once, for the limits and the log.
pub(crate) async fn real_client(
    State(state): State<AppState>,
    mut req: Request,
    next: Next,
) -> Response {
    let peer = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip())
        .unwrap_or(IpAddr::from([127, 0, 0, 1]));
    let trusted = &state.0.config.trusted_proxies;
    let ip = if trusted.is_empty() {
        peer
    } else {
        let forwarded = req
            .headers()
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .collect::<Vec<_>>()
            .join(",");
        client_behind(
            peer,
            (!forwarded.is_empty()).then_some(forwarded.as_str()),
            trusted,
        )
    };
    let net = network_of(ip, state.0.config.client_networks);
    req.extensions_mut().insert(ClientIp { ip, net });
    next.run(req).await
}

/// The slowest a request's body may come, in bytes a second, beyond `Config::body_timeout`:
/// a body of N bytes has the timeout plus N / this to arrive, whole.
pub(crate) const MIN_BODY_RATE: f64 = 8.0 * 1024.0;

/// Gives each request's body a deadline, so a body dripping a byte at a time cannot hold its
/// connection (the body timeout alone bounds only each pause): the configured body timeout,
/// and a second more for every `MIN_BODY_RATE` bytes its `Content-Length` says. A body not
/// whole by then is cut, and the request answered 400 ("the request's body came too slowly");
/// hyper closes a connection whose body was not read to its end.
pub(crate) async fn body_deadline(
    State(state): State<AppState>,
    req: Request,
    next: Next,
) -> Response {
    let length = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    let chunked = req.headers().contains_key(header::TRANSFER_ENCODING);
    if length.is_none_or(|n| n == 0) && !chunked {
        return next.run(req).await;
    }
    let allowed = state.0.config.body_timeout
        + std::time::Duration::from_secs_f64(length.unwrap_or(0) as f64 / MIN_BODY_RATE);
    let (parts, body) = req.into_parts();
    let timed = DeadlineBody {
        inner: body,
        deadline: Box::pin(tokio::time::sleep(allowed)),
    };
    next.run(Request::from_parts(parts, axum::body::Body::new(timed)))
        .await
}

/// A request body read under a deadline.
struct DeadlineBody {
    inner: axum::body::Body,
    deadline: std::pin::Pin<Box<tokio::time::Sleep>>,
}

impl http_body::Body for DeadlineBody {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<http_body::Frame<Self::Data>, Self::Error>>> {
        use std::future::Future;
        if self.deadline.as_mut().poll(cx).is_ready() {
            return std::task::Poll::Ready(Some(Err(axum::Error::new(
                "the request's body came too slowly",
            ))));
        }
        std::pin::Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.inner.size_hint()
    }
}

/// Limits requests that change things (POST), per address, with a token bucket.
pub(crate) async fn rate_limit(
    State(state): State<AppState>,
    req: Request,
    next: Next,
) -> Response {
    if req.method() == axum::http::Method::POST && !state.allow(client_net(req.extensions())).await
    {
        let mut r = ApiError::TooMany(TOO_MANY.into()).into_response();
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
        return r;
    }
    next.run(req).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_client_behind_trusted_proxies() {
        let nets: Vec<ipnet::IpNet> = vec![
            "10.0.0.0/8".parse().unwrap(),
            "127.0.0.1/32".parse().unwrap(),
        ];
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        // From a trusted proxy: the last address not trusted.
        assert_eq!(
            client_behind(ip("10.1.2.3"), Some("203.0.113.7"), &nets),
            ip("203.0.113.7")
        );
        assert_eq!(
            client_behind(
                ip("127.0.0.1"),
                Some("198.51.100.1, 203.0.113.7, 10.9.9.9"),
                &nets
            ),
            ip("203.0.113.7"),
            "what the client itself wrote (198.51.100.1) is not believed"
        );
        assert_eq!(client_behind(ip("10.1.2.3"), None, &nets), ip("10.1.2.3"));
        assert_eq!(
            client_behind(ip("10.1.2.3"), Some("garbage, 203.0.113.7"), &nets),
            ip("203.0.113.7")
        );
        assert_eq!(
            client_behind(ip("10.1.2.3"), Some("203.0.113.7, garbage"), &nets),
            ip("10.1.2.3")
        );
        // From anyone else the header is ignored.
        assert_eq!(
            client_behind(ip("192.0.2.1"), Some("203.0.113.7"), &nets),
            ip("192.0.2.1")
        );
        assert_eq!(
            client_behind(ip("2001:db8::1"), Some("203.0.113.7"), &[]),
            ip("2001:db8::1")
        );
    }

    #[test]
    fn clients_are_counted_by_network() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let by_default = (32, 64);
        // Every address of one IPv6 /64 is one client; the next /64 another.
        assert_eq!(
            network_of(ip("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), by_default),
            ip("2001:db8:1:2::")
        );
        assert_eq!(
            network_of(ip("2001:db8:1:2::ffff"), by_default),
            network_of(ip("2001:db8:1:2::1"), by_default)
        );
        assert_ne!(
            network_of(ip("2001:db8:1:3::1"), by_default),
            network_of(ip("2001:db8:1:2::1"), by_default)
        );
        // IPv4 addresses are their own clients, also when written as IPv6.
        assert_eq!(network_of(ip("192.0.2.77"), by_default), ip("192.0.2.77"));
        assert_eq!(
            network_of(ip("::ffff:192.0.2.77"), by_default),
            ip("192.0.2.77")
        );
        // Configured otherwise: a /24 of IPv4, a /48 of IPv6; 0 counts everything as one.
        assert_eq!(network_of(ip("192.0.2.77"), (24, 48)), ip("192.0.2.0"));
        assert_eq!(
            network_of(ip("2001:db8:1:2::1"), (24, 48)),
            ip("2001:db8:1::")
        );
        assert_eq!(network_of(ip("192.0.2.77"), (0, 0)), ip("0.0.0.0"));
        assert_eq!(
            network_of(ip("2001:db8::1"), (40, 200)),
            ip("2001:db8::1"),
            "a prefix past the address's length is the address"
        );
    }
}
