//! Static things the pages load: the site's script and stylesheet, the lobby's script, the
//! favicon, and the piece pictures of every set.

use axum::extract::Path;
use axum::http::header;
use axum::response::IntoResponse;
use axum::response::Response;

use crate::art;
use crate::error::ApiError;

/// A script of the site's own, as a response.
fn javascript(text: &'static str) -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        text,
    )
        .into_response()
}

/// The script every page loads: shows pictures in the piece set the player chose.
pub(crate) async fn site_script() -> Response {
    javascript(include_str!("../../../web/static/site.js"))
}

/// The pages' stylesheet.
pub(crate) async fn site_style() -> Response {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
        include_str!("../../../web/static/site.css"),
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

/// The lobby form's script (a static file, so it works before the board is built).
pub(crate) async fn lobby_script() -> Response {
    javascript(include_str!("../../../web/static/lobby.js"))
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

/// The import page's script: reads chosen files into the form (a static file, like the lobby's).
pub(crate) async fn import_script() -> Response {
    javascript(include_str!("../../../web/static/import.js"))
}

/// The problems list's script: marks the problems solved in this browser.
pub(crate) async fn problems_script() -> Response {
    javascript(include_str!("../../../web/static/problems.js"))
}

/// Scripts, styles and pictures built into the binary.
pub(crate) fn routes() -> axum::Router<crate::AppState> {
    use axum::routing::get;
    axum::Router::new()
        .route("/problems.js", get(problems_script))
        .route("/pieces/{file}", get(piece_image))
        .route("/pieces/{set}/{file}", get(figure_image))
        .route("/site.js", get(site_script))
        .route("/site.css", get(site_style))
        .route("/favicon.svg", get(favicon))
        .route("/favicon.ico", get(favicon))
        .route("/lobby.js", get(lobby_script))
        .route("/import.js", get(import_script))
}
