//! Serving connections: a header-read and idle timeout, a cap on connections answered with a
//! clear 503, and a graceful stop on SIGTERM or Ctrl-C.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;

use crate::app::AppState;
use crate::config::{Config, Role};
use crate::http::limits::{ConnectionHold, network_of};
use crate::http::router;
use crate::players::throttle::{OpenCounts, Ticket};

/// How long a stop waits for connections and sockets to finish before the process exits.
pub const STOP_WAIT: Duration = Duration::from_secs(10);

/// Resolves when the process is asked to stop: Ctrl-C (SIGINT) or SIGTERM.
pub async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Serves the site until the process is asked to stop, then stops gracefully: no new
/// connection is taken, the pages' sockets are told to reconnect (close code 1012, "service
/// restart"), requests in flight finish (every move acknowledged was already stored before its
/// acknowledgement), SQLite's log is copied into the database, and the process exits, within
/// `STOP_WAIT` or a little more.
pub async fn serve(addr: SocketAddr, config: Config) -> Result<(), String> {
    let state = AppState::new(config.clone())
        .await
        .map_err(|e| e.to_string())?;
    if config.role == Role::Engine {
        println!(
            "Rukh is thinking for the engine in the games of {} (no web server in this role)",
            config.database
        );
        stop_signal().await;
        tracing::info!("stopping: no more engine moves are taken");
        state.stop(STOP_WAIT).await;
        return Ok(());
    }
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    println!(
        "Rukh is serving on http://{local}/  (database: {})",
        config.database
    );
    if !config.assets.join("app.js").exists() {
        println!(
            "note: the board script is not built ({} has no app.js): run `npm ci --prefix web && npm run build --prefix web`",
            config.assets.display()
        );
    }
    let cap = connection_cap(config.max_connections);
    println!("accepting up to {cap} connections at once");
    tracing::info!("serving on http://{local}/ with up to {cap} connections at once");
    let app = router(state.clone());
    let stopping = state.clone();
    let stop = async move {
        stop_signal().await;
        tracing::info!("stopping: no new connections; pages are told to reconnect");
        stopping.begin_stop();
    };
    let limits = Limits {
        cap,
        per_address: config.connections_per_address,
        header_timeout: config.header_timeout,
        exempt: config.trusted_proxies.clone(),
        stop_wait: STOP_WAIT,
        networks: config.client_networks,
    };
    let served = serve_until(listener, app, limits, stop).await;
    state.stop(STOP_WAIT).await;
    tracing::info!("stopped");
    served
}

/// The most connections served at once: `wanted`, or what the process's file limit allows
/// (raised to its hard limit first), less a reserve for the database and the engine.
pub(crate) fn connection_cap(wanted: Option<usize>) -> usize {
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    let files = rlimit::getrlimit(rlimit::Resource::NOFILE)
        .map(|(soft, _)| soft)
        .unwrap_or(1024);
    let room = files.saturating_sub(64).max(16) as usize;
    wanted.map_or(room, |w| w.min(room).max(1))
}

/// Serves `app` on `listener` (without a per-address cap: see `serve_until` for all the limits):
/// every connection must send its request head within
/// `header_timeout` (also between requests of a kept-alive connection, so silent and trickling
/// sockets are closed), and beyond `cap` connections at once a new one gets a short 503 and is
/// closed, so real requests keep their file descriptors.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    app: Router,
    cap: usize,
    header_timeout: Duration,
) -> Result<(), String> {
    let limits = Limits {
        cap,
        header_timeout,
        per_address: usize::MAX,
        ..Limits::default()
    };
    serve_until(listener, app, limits, stop_signal()).await
}

/// What one server takes: connections at once, in all and from one client network. A
/// connection handed to a WebSocket keeps its place in both for as long as the socket lives.
#[derive(Clone, Debug)]
pub struct Limits {
    pub cap: usize,
    /// Connections at once from one client network (beyond: 503, as beyond the cap), so that
    /// one client reopening sockets cannot take what belongs to all.
    pub per_address: usize,
    /// How clients are counted: the prefixes of their networks, IPv4 and IPv6 (see
    /// `limits::network_of`).
    pub networks: (u8, u8),
    /// The time to send a request's head (and to stay idle between requests).
    pub header_timeout: Duration,
    /// Addresses without the per-address cap: trusted proxies, which carry many clients.
    pub exempt: Vec<ipnet::IpNet>,
    /// How long a stop waits for open connections.
    pub stop_wait: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            cap: 10_000,
            per_address: 64,
            header_timeout: Duration::from_secs(15),
            exempt: Vec::new(),
            stop_wait: STOP_WAIT,
            networks: (32, 64),
        }
    }
}

/// As `serve_on`, until `stop` resolves: then no connection is taken, the open ones finish
/// their requests and close (a kept-alive one at once), and this returns when all have, or
/// after `limits.stop_wait`.
pub async fn serve_until(
    listener: tokio::net::TcpListener,
    app: Router,
    limits: Limits,
    stop: impl std::future::Future<Output = ()>,
) -> Result<(), String> {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use tower::Service;
    let Limits {
        cap,
        per_address,
        header_timeout,
        exempt,
        stop_wait: wait,
        networks,
    } = limits;
    let slots = Arc::new(tokio::sync::Semaphore::new(cap));
    let by_address = OpenCounts::default();
    let mut make = app.into_make_service_with_connect_info::<SocketAddr>();
    let (closing_tx, closing) = tokio::sync::watch::channel(false);
    let mut connections = tokio::task::JoinSet::new();
    let shutdown = stop;
    tokio::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            r = listener.accept() => match r {
                Ok(c) => c,
                Err(e) => {
                    // Out of descriptors or a reset before accept: wait a moment, go on.
                    tracing::warn!("accept: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut shutdown => break,
        };
        // Finished connections' tasks are reaped as new ones come.
        while connections.try_join_next().is_some() {}
        let Ok(permit) = Arc::clone(&slots).try_acquire_owned() else {
            tokio::spawn(refuse_full(stream));
            continue;
        };
        let peer = remote.ip();
        let ticket = if exempt.iter().any(|net| net.contains(&peer)) {
            None
        } else {
            let net = network_of(peer, networks);
            match Ticket::take(&by_address, net, per_address) {
                Some(t) => Some(t),
                None => {
                    tracing::info!("{net} has {per_address} connections open: one more refused");
                    tokio::spawn(refuse_full(stream));
                    continue;
                }
            }
        };
        let tower_service = match make.call(remote).await {
            Ok(s) => s,
            Err(e) => match e {},
        };
        // Every request carries the connection's places, for a socket to keep.
        let hold = ConnectionHold(Arc::new((permit, ticket)));
        let tower_service = tower::ServiceExt::map_request(
            tower_service,
            move |mut req: hyper::Request<hyper::body::Incoming>| {
                req.extensions_mut().insert(hold.clone());
                req
            },
        );
        let mut closing = closing.clone();
        connections.spawn(async move {
            // A connection that sends nothing at all is closed after the same time as one that
            // sends its head too slowly.
            let mut first = [0u8; 1];
            tokio::select! {
                peeked = tokio::time::timeout(header_timeout, stream.peek(&mut first)) => match peeked {
                    Ok(Ok(n)) if n > 0 => {}
                    _ => return,
                },
                _ = closing.wait_for(|c| *c) => return,
            }
            let io = TokioIo::new(stream);
            let service = hyper_util::service::TowerToHyperService::new(tower_service);
            let conn = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .serve_connection(io, service)
                .with_upgrades();
            tokio::pin!(conn);
            tokio::select! {
                _ = conn.as_mut() => return,
                _ = closing.wait_for(|c| *c) => {}
            }
            // Stopping: the request in flight is answered, then the connection closes.
            conn.as_mut().graceful_shutdown();
            let _ = conn.await;
        });
    }
    drop(listener);
    let _ = closing_tx.send(true);
    let drained = tokio::time::timeout(wait, async {
        while connections.join_next().await.is_some() {}
    })
    .await;
    if drained.is_err() {
        tracing::warn!(
            "stopping: {} connections still open after {} s; closing them",
            connections.len(),
            wait.as_secs()
        );
        connections.abort_all();
    }
    Ok(())
}

/// The answer to a connection beyond the cap: a short 503, then close.
pub(crate) async fn refuse_full(mut stream: tokio::net::TcpStream) {
    use tokio::io::AsyncWriteExt;
    let body = "the server is full: try again in a few seconds\n";
    let reply = format!(
        "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(2), async {
        stream.write_all(reply.as_bytes()).await?;
        stream.shutdown().await?;
        // Read what the client sent before closing, so the close does not reset the
        // connection before the client has read the answer.
        let mut sink = [0u8; 4096];
        while tokio::io::AsyncReadExt::read(&mut stream, &mut sink).await? > 0 {}
        Ok::<_, std::io::Error>(())
    })
    .await;
}
