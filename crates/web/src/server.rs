//! Serving connections: a header-read and idle timeout, and a cap on connections answered
//! with a clear 503.

use super::*;

/// Serves the site until the process is stopped.
pub async fn serve(addr: SocketAddr, config: Config) -> Result<(), String> {
    let state = AppState::new(config.clone())
        .await
        .map_err(|e| e.to_string())?;
    if config.role == Role::Engine {
        println!(
            "Rukh is thinking for the engine in the games of {} (no web server in this role)",
            config.database
        );
        let _ = tokio::signal::ctrl_c().await;
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
    serve_on(listener, router(state), cap, config.header_timeout).await
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

/// Serves `app` on `listener`: every connection must send its request head within
/// `header_timeout` (also between requests of a kept-alive connection, so silent and trickling
/// sockets are closed), and beyond `cap` connections at once a new one gets a short 503 and is
/// closed, so real requests keep their file descriptors.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    app: Router,
    cap: usize,
    header_timeout: Duration,
) -> Result<(), String> {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use tower::Service;
    let slots = Arc::new(tokio::sync::Semaphore::new(cap));
    let mut make = app.into_make_service_with_connect_info::<SocketAddr>();
    let shutdown = tokio::signal::ctrl_c();
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
            _ = &mut shutdown => return Ok(()),
        };
        let Ok(permit) = Arc::clone(&slots).try_acquire_owned() else {
            tokio::spawn(refuse_full(stream));
            continue;
        };
        let tower_service = match make.call(remote).await {
            Ok(s) => s,
            Err(e) => match e {},
        };
        tokio::spawn(async move {
            let _permit = permit;
            // A connection that sends nothing at all is closed after the same time as one that
            // sends its head too slowly.
            let mut first = [0u8; 1];
            match tokio::time::timeout(header_timeout, stream.peek(&mut first)).await {
                Ok(Ok(n)) if n > 0 => {}
                _ => return,
            }
            let io = TokioIo::new(stream);
            let service = hyper_util::service::TowerToHyperService::new(tower_service);
            let _ = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .serve_connection(io, service)
                .with_upgrades()
                .await;
        });
    }
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
