//! Static things the pages load that are built into the binary: the stylesheet, the favicon,
//! and the piece pictures of every set (the scripts are the front end's build, in `web/dist`).

use axum::extract::Path;
use axum::http::header;
use axum::response::IntoResponse;
use axum::response::Response;

use crate::http::error::ApiError;
use crate::site::art;

/// The pages' stylesheet.
pub(crate) async fn site_style() -> Response {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
        include_str!("../../../../web/static/site.css"),
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
