//! Errors are pages: a refused or failed request for a page (any address outside `/api/`) is
//! answered with a page of the site that says what went wrong and offers a way on, never with
//! the JSON or plain text the API gives its callers.

use axum::extract::{FromRequestParts, Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use maud::html;

use crate::app::AppState;
use crate::http::identity::Viewer;
use crate::wire::ApiErrorBody;

use super::layout::page_with;

/// The most of an error's body read to find its message.
const MAX_ERROR_BODY: usize = 64 * 1024;

/// Whether an address is the API's or a file's (whose errors stay as they are).
fn keeps_its_errors(path: &str) -> bool {
    ["/api/", "/assets/", "/pieces/", "/static/"]
        .iter()
        .any(|p| path.starts_with(p))
        || path == "/metrics"
        || [".js", ".css", ".svg", ".png", ".ico", ".map"]
            .iter()
            .any(|e| path.ends_with(e))
}

/// The middleware: an error answer to a page request becomes a page.
pub(crate) async fn error_pages(
    State(state): State<AppState>,
    req: Request,
    next: Next,
) -> Response {
    if keeps_its_errors(req.uri().path()) {
        return next.run(req).await;
    }
    let (parts, body) = req.into_parts();
    let kept = parts.clone();
    let res = next.run(Request::from_parts(parts, body)).await;
    let status = res.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return res;
    }
    let kind = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    if kind.starts_with("text/html") {
        return res;
    }
    let retry_after = res.headers().get(header::RETRY_AFTER).cloned();
    let bytes = axum::body::to_bytes(res.into_body(), MAX_ERROR_BODY)
        .await
        .unwrap_or_default();
    let said = if kind.starts_with("application/json") {
        serde_json::from_slice::<ApiErrorBody>(&bytes)
            .map(|b| b.error)
            .unwrap_or_default()
    } else {
        String::from_utf8_lossy(&bytes).trim().to_owned()
    };
    let mut parts = kept;
    let viewer = Viewer::from_request_parts(&mut parts, &state)
        .await
        .unwrap_or_else(|never| match never {});
    let mut page = error_page(&viewer, status, &said);
    if let Some(v) = retry_after {
        page.headers_mut().insert(header::RETRY_AFTER, v);
    }
    page
}

/// A page for an error: what happened in a heading, the server's words, and where to go.
fn error_page(viewer: &Viewer, status: StatusCode, said: &str) -> Response {
    let l = viewer.lang;
    let (title_key, key) = match status {
        StatusCode::NOT_FOUND => ("error-not-found-title", "error-not-found"),
        StatusCode::METHOD_NOT_ALLOWED => ("error-method-title", "error-method"),
        StatusCode::TOO_MANY_REQUESTS => ("error-too-many-title", "error-too-many"),
        StatusCode::FORBIDDEN => ("error-forbidden-title", "error-forbidden"),
        s if s.is_server_error() => ("error-server-title", "error-server"),
        _ => ("error-bad-title", "error-bad"),
    };
    let title = l.t(title_key);
    // The API's words (English, and in lower case at first: a sentence here), or the page's
    // own in the viewer's language when the API said nothing more.
    let said = if said.is_empty() || said == "no such page" {
        None
    } else {
        let mut c = said.chars();
        c.next()
            .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
    };
    let body = html! {
        h1 { (title) }
        @match &said {
            Some(words) if l.code == crate::site::i18n::english().code => p.error-text { (words) },
            // The page's own words first; the API's exact words after, marked as English.
            Some(words) => {
                p.error-text { (l.t(key)) }
                p.muted.error-detail lang="en" dir="ltr" { (words) }
            },
            None => p.error-text { (l.t(key)) },
        }
        p {
            a.button href="/" { (l.t("to-the-lobby")) }
            " " a href="/archive" { (l.t("nav-archive")) }
            " · " a href="/rules/shatranj" { (l.t("nav-rules")) }
        }
    };
    page_with(viewer, status, &title, body, true).into_response()
}
