//! Players' games: the gallery (`/designs`), a design's page with its rules as the five games'
//! rules pages show them (`/designs/ID`, a version at `/designs/ID/N`), its files, and the
//! author's and players' forms (publish, report); the designer saves through `POST
//! /api/designs`.

use axum::Json;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use maud::html;
use rukh_store::{Design, GalleryOrder};
use serde::Deserialize;

use super::layout::{layout, page_with, unavailable};
use super::rules::rules_body;
use crate::app::AppState;
use crate::designs::{self, SaveError};
use crate::http::error::ApiError;
use crate::http::identity::Viewer;
use crate::site::games::design_key;
use crate::site::i18n::Lang;

#[derive(Deserialize, Default)]
pub(crate) struct GalleryQuery {
    q: Option<String>,
    sort: Option<String>,
    page: Option<i64>,
}

/// A design in a list: its start, name, author, plays and date.
fn card(l: &Lang, d: &Design, mine: bool) -> maud::Markup {
    let key = designs::newest_key(d);
    html! {
        li.card.design-card-item {
            a href={ "/designs/" (d.id) } {
                img src={ "/api/diagram/" (key) "?format=svg" } alt=(l.t_with("start-of", &[("game", &d.name)])) width="160" height="160" loading="lazy";
                strong { (d.name) }
            }
            span.muted { (l.t_with("dg-by", &[("name", &d.author_name)])) }
            span.muted {
                (l.tr("dg-plays", &[("n", d.plays.into())])) " · " (l.digits(&rukh_store::date_of(d.updated_at)))
            }
            @if mine {
                span.muted {
                    @if d.hidden { (l.t("dg-state-hidden")) }
                    @else if d.published { (l.t("dg-state-public")) }
                    @else { (l.t("dg-state-private")) }
                }
            }
        }
    }
}

/// `GET /designs`: the published designs, by date or plays, searched by name; and the
/// viewer's own.
pub(crate) async fn gallery_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Query(q): Query<GalleryQuery>,
) -> Response {
    let l = viewer.lang;
    let search: String = q.q.unwrap_or_default().chars().take(60).collect();
    let order = match q.sort.as_deref() {
        Some("plays") => GalleryOrder::MostPlayed,
        _ => GalleryOrder::Newest,
    };
    let page = q.page.unwrap_or(1).clamp(1, 10_000);
    let Ok((list, total)) = designs::gallery(state.db(), &search, order, page - 1).await else {
        return unavailable(&viewer);
    };
    let mine = match viewer.player().filter(|p| p.is_account()) {
        Some(p) => match state.db().designs_by(&p.id).await {
            Ok(m) => Some(m),
            Err(_) => return unavailable(&viewer),
        },
        None => None,
    };
    let sort = if order == GalleryOrder::MostPlayed {
        "plays"
    } else {
        "new"
    };
    let link = |page: i64| {
        let page = page.to_string();
        let mut pairs = vec![("sort", sort), ("page", page.as_str())];
        if !search.is_empty() {
            pairs.push(("q", search.as_str()));
        }
        format!(
            "/designs?{}",
            serde_urlencoded::to_string(&pairs).unwrap_or_default()
        )
    };
    let more = page * designs::GALLERY_PAGE < total;
    let title = l.t("dg-title");
    let body = html! {
        h1.page-title { (title) }
        p.lead { (l.t("dg-lead")) " " a.button href="/design" { (l.t("dg-make")) } }
        @if let Some(mine) = &mine {
            @if !mine.is_empty() {
                section {
                    h2 { (l.t("dg-yours")) }
                    ul.design-gallery { @for d in mine { (card(l, d, true)) } }
                }
            }
        }
        section {
            h2 { (l.t("dg-published")) }
            form.filters method="get" action="/designs" role="search" {
                span.design-filter {
                    label for="dg-q" { (l.t("dg-search")) }
                    input #dg-q type="search" name="q" maxlength="60" value=(search);
                }
                span.design-filter {
                    label for="dg-sort" { (l.t("dg-sort")) }
                    select #dg-sort name="sort" {
                        option value="new" selected[sort == "new"] { (l.t("dg-sort-new")) }
                        option value="plays" selected[sort == "plays"] { (l.t("dg-sort-plays")) }
                    }
                }
                button type="submit" { (l.t("dg-show")) }
            }
            @if list.is_empty() {
                p.muted { (l.t(if search.is_empty() { "dg-none" } else { "dg-none-found" })) }
            } @else {
                p.muted { (l.tr("dg-count", &[("n", total.into())])) }
                ul.design-gallery #dg-list { @for d in &list { (card(l, d, false)) } }
            }
            nav.pager aria-label=(l.t("ar-pages")) {
                @if page > 1 { a href=(link(page - 1)) { (l.t("ar-newer")) } } @else { span {} }
                @if more { a href=(link(page + 1)) { (l.t("ar-older")) } }
            }
        }
    };
    layout(&viewer, &title, body, &[]).into_response()
}

/// A version in an address: `3` or `v3`.
fn version_of(s: &str) -> Option<i64> {
    s.strip_prefix('v')
        .unwrap_or(s)
        .parse()
        .ok()
        .filter(|&v| v >= 1)
}

/// `GET /designs/{id}`: a design's newest version.
pub(crate) async fn design_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    shown_page(&state, &viewer, &id, None).await
}

/// `GET /designs/{id}/{version}`: one of its versions.
pub(crate) async fn design_version_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path((id, version)): Path<(String, String)>,
) -> Response {
    match version_of(&version) {
        Some(v) => shown_page(&state, &viewer, &id, Some(v)).await,
        None => not_found(&viewer, &id),
    }
}

fn not_found(viewer: &Viewer, id: &str) -> Response {
    let l = viewer.lang;
    page_with(
        viewer,
        StatusCode::NOT_FOUND,
        &l.t("no-such-game"),
        html! {
            h1 { (l.t_with("dg-no-such", &[("name", id)])) }
            p { a href="/designs" { (l.t("dg-title")) } }
        },
        true,
    )
}

async fn shown_page(state: &AppState, viewer: &Viewer, id: &str, version: Option<i64>) -> Response {
    let l = viewer.lang;
    let shown = match designs::show(state.db(), id, version).await {
        Ok(Some(s)) => s,
        Ok(None) => return not_found(viewer, id),
        Err(_) => return unavailable(viewer),
    };
    let d = &shown.design;
    let v = &shown.variant;
    let key = design_key(&d.id, shown.version);
    let me = viewer.player().filter(|p| p.is_account());
    let author = me.is_some_and(|p| p.id == d.author_id);
    let reported = viewer_reported(state, viewer, &d.id).await;
    let served = crate::site::games::extra_source(&key).unwrap_or_default();
    let body = html! {
        h1.page-title { (d.name) }
        p.muted #dg-meta {
            (l.t_with("dg-by", &[("name", &d.author_name)])) " · "
            (l.tr("dg-version", &[("n", shown.version.into()), ("num", d.latest.into())])) " · "
            (l.digits(&rukh_store::date_of(shown.versions.iter().find(|(n, _)| *n == shown.version).map_or(d.updated_at, |x| x.1)))) " · "
            (l.tr("dg-plays", &[("n", d.plays.into())]))
        }
        @if d.hidden {
            p.notice role="status" { (l.t("dg-hidden-note")) }
        }
        @if !v.description.trim().is_empty() {
            p { (v.description) }
        }
        div.design-actions {
            a.button #dg-play href={ "/?variant=" (key) "&opponent=seek#new-game" } { (l.t("dg-play")) }
            a.button.secondary href={ "/analysis/" (key) } { (l.t("dg-analyse")) }
            a.button.secondary href={ "/design?from=" (d.id) "&v=" (shown.version) } {
                (l.t(if author { "dg-change" } else { "dg-copy" }))
            }
        }
        p.muted {
            (l.t("dg-files")) " "
            a href={ "/designs/" (d.id) "/" (shown.version) "/file" } download={ (d.id) "-v" (shown.version) ".toml" } { (l.t("dg-file-rukh")) } " · "
            a href={ "/designs/" (d.id) "/" (shown.version) "/ini" } download={ (d.id) "-v" (shown.version) ".ini" } { (l.t("dg-file-fsf")) }
        }
        @if shown.versions.len() > 1 {
            p.muted {
                (l.t("dg-versions")) " "
                @for (i, (n, _)) in shown.versions.iter().enumerate() {
                    @if i > 0 { ", " }
                    @if *n == shown.version { strong { (n) } }
                    @else { a href={ "/designs/" (d.id) "/" (n) } { (n) } }
                }
            }
            @if shown.version != d.latest {
                p.notice { (l.t("dg-old-version")) " " a href={ "/designs/" (d.id) } { (l.t("dg-newest")) } }
            }
        }
        @if author {
            form.inline method="post" action={ "/designs/" (d.id) "/publish" } {
                input type="hidden" name="published" value=(if d.published { "0" } else { "1" });
                button type="submit" .secondary { (l.t(if d.published { "dg-unpublish" } else { "dg-publish" })) }
                " " span.muted { (l.t(if d.published { "dg-state-public" } else { "dg-state-private" })) }
            }
        } @else if me.is_some() {
            @if reported {
                p.muted { (l.t("dg-reported")) }
            } @else {
                details.design-report {
                    summary { (l.t("dg-report")) }
                    form method="post" action={ "/designs/" (d.id) "/report" } {
                        label for="dg-reason" { (l.t("dg-report-why")) }
                        select #dg-reason name="reason" {
                            option value="offensive" { (l.t("dg-report-offensive")) }
                            option value="broken" { (l.t("dg-report-broken")) }
                            option value="copied" { (l.t("dg-report-copied")) }
                            option value="spam" { (l.t("dg-report-spam")) }
                        }
                        button type="submit" { (l.t("dg-report-send")) }
                    }
                }
            }
        }
        (rules_body(l, v, &served, true))
    };
    layout(viewer, &d.name, body, &[]).into_response()
}

async fn viewer_reported(state: &AppState, viewer: &Viewer, id: &str) -> bool {
    match viewer.player() {
        Some(p) => state
            .db()
            .design_reported_by(id, &p.id)
            .await
            .unwrap_or(false),
        None => false,
    }
}

/// `GET /designs/{id}/{version}/file`: the version's Rukh variant file (as the server plays it,
/// its id the version's game id).
pub(crate) async fn design_file(
    State(state): State<AppState>,
    Path((id, version)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let (text, _) = served(&state, &id, &version).await?;
    Ok((
        [(header::CONTENT_TYPE, "application/toml; charset=utf-8")],
        text,
    )
        .into_response())
}

/// `GET /designs/{id}/{version}/ini`: the version as a Fairy-Stockfish variants.ini section
/// (what that format cannot say is listed in its comments).
pub(crate) async fn design_ini(
    State(state): State<AppState>,
    Path((id, version)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let (_, key) = served(&state, &id, &version).await?;
    let v = crate::site::games::make_variant(&key, "{}").map_err(ApiError::Internal)?;
    let out = rukh_rules::variant::fsf::export(&v, &rukh_rules::variant::fsf::export_name(&v.id));
    Ok((
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        out.ini,
    )
        .into_response())
}

async fn served(state: &AppState, id: &str, version: &str) -> Result<(String, String), ApiError> {
    let n = version_of(version).ok_or_else(|| ApiError::NotFound("no such version".into()))?;
    let source = state
        .db()
        .design_source(id, n)
        .await
        .map_err(|e| ApiError::Unavailable(e.to_string()))?
        .ok_or_else(|| ApiError::NotFound(format!("no design '{id}' with a version {n}")))?;
    let key = crate::site::games::register_design(id, n, &source).map_err(ApiError::Internal)?;
    let text = crate::site::games::extra_source(&key).unwrap_or_default();
    Ok((text, key))
}

/// A design to save: its variant file's text.
#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct SaveRequest {
    /// The game as a variant file (TOML).
    source: String,
    /// The author's design to save a new version of; none for a new design.
    design: Option<String>,
    #[serde(default)]
    publish: bool,
}

/// A design saved: its id, the version made, the game's id to play it by, and its page.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub(crate) struct SavedDesign {
    id: String,
    version: i64,
    game: String,
    url: String,
}

/// `POST /api/designs`: saves the designer's game for the signed-in account (a new design, or a
/// new version of one of its own): `{id, version, game, url}`.
#[utoipa::path(
    post, path = "/api/designs", tag = "games",
    summary = "Save the designer's game for the signed-in account",
    description = "A new design, or a new version of one of the account's own.",
    request_body = SaveRequest,
    security(("session" = [])),
    responses(
        (status = 201, description = "Saved", body = SavedDesign),
        (status = 400, description = "The body cannot be read", body = crate::wire::ApiErrorBody),
        (status = 401, description = "Not signed in to an account", body = crate::wire::ApiErrorBody),
        (status = 403, description = "Not the account's design", body = crate::wire::ApiErrorBody),
        (status = 413, description = "The file is too long", body = crate::wire::ApiErrorBody),
        (status = 422, description = "The game is refused: what is wrong", body = crate::wire::ApiErrorBody),
        (status = 429, description = "Too many designs or saves", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_save(
    State(state): State<AppState>,
    viewer: Viewer,
    body: Result<Json<SaveRequest>, axum::extract::rejection::JsonRejection>,
) -> Result<Response, ApiError> {
    let Some(me) = viewer.player().filter(|p| p.is_account()).cloned() else {
        return Err(ApiError::Unauthorized(
            "sign in (or sign up) to save a game; the designer keeps your draft meanwhile".into(),
        ));
    };
    let Json(req) = body.map_err(|e| ApiError::BadRequest(e.body_text()))?;
    let saved = designs::save(
        state.db(),
        &me.id,
        req.design.as_deref().filter(|d| !d.is_empty()),
        &req.source,
        req.publish,
        crate::app::now_ms(),
    )
    .await;
    match saved {
        Ok((id, version)) => Ok((
            StatusCode::CREATED,
            Json(SavedDesign {
                game: design_key(&id, version),
                url: format!("/designs/{id}"),
                id,
                version,
            }),
        )
            .into_response()),
        Err(e @ (SaveError::Invalid(_) | SaveError::NoName | SaveError::TooCostly { .. })) => {
            Err(ApiError::Unprocessable(e.to_string()))
        }
        Err(e @ SaveError::TooLong(_)) => Err(ApiError::TooLarge(e.to_string())),
        Err(e @ (SaveError::TooMany | SaveError::TooManyPublished | SaveError::TooManySaves)) => {
            Err(ApiError::TooMany(e.to_string()))
        }
        Err(e @ SaveError::NotYours) => Err(ApiError::Forbidden(e.to_string())),
        Err(SaveError::Db(e)) => Err(ApiError::Unavailable(e.to_string())),
    }
}

/// `POST /designs/{id}/publish`: the author puts the design in the gallery or takes it out.
pub(crate) async fn publish_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let Some(me) = viewer.player().filter(|p| p.is_account()).cloned() else {
        return Redirect::to("/login").into_response();
    };
    let fields = form.map(|Form(f)| f).unwrap_or_default();
    let publish = crate::http::forms::field(&fields, "published").as_deref() == Some("1");
    if publish {
        let mine = state.db().designs_by(&me.id).await.unwrap_or_default();
        if mine.iter().filter(|d| d.published && d.id != id).count()
            >= designs::PUBLISHED_PER_ACCOUNT
        {
            let l = viewer.lang;
            return page_with(
                &viewer,
                StatusCode::TOO_MANY_REQUESTS,
                &l.t("dg-title"),
                html! {
                    h1 { (l.t("dg-title")) }
                    p { (l.tr("dg-too-many-public", &[("n", designs::PUBLISHED_PER_ACCOUNT.into())])) }
                    p { a href={ "/designs/" (id) } { (l.t("dg-back")) } }
                },
                true,
            );
        }
    }
    match state.db().publish_design(&id, &me.id, publish).await {
        Ok(_) => Redirect::to(&format!("/designs/{id}")).into_response(),
        Err(_) => unavailable(&viewer),
    }
}

/// `POST /designs/{id}/report`: a signed-in player reports a design (once); enough reports hide
/// it from the gallery.
pub(crate) async fn report_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let Some(me) = viewer.player().filter(|p| p.is_account()).cloned() else {
        return Redirect::to("/login").into_response();
    };
    let fields = form.map(|Form(f)| f).unwrap_or_default();
    let reason = crate::http::forms::field(&fields, "reason")
        .filter(|v| ["offensive", "broken", "copied", "spam"].contains(&v.as_str()))
        .unwrap_or_else(|| "other".to_owned());
    match state.db().design(&id).await {
        Ok(Some(d)) if d.author_id != me.id => {}
        Ok(_) => return not_found(&viewer, &id),
        Err(_) => return unavailable(&viewer),
    }
    match state
        .db()
        .report_design(&id, &me.id, &reason, crate::app::now_ms())
        .await
    {
        Ok(new) => {
            if new {
                tracing::warn!(design = %id, reporter = %me.id, reason, "a design was reported");
            }
            Redirect::to(&format!("/designs/{id}")).into_response()
        }
        Err(_) => unavailable(&viewer),
    }
}

/// The routes of the gallery and designs' pages (the save API has its own, larger body limit).
pub(crate) fn routes() -> axum::Router<AppState> {
    use axum::routing::{get, post};
    axum::Router::new()
        .route("/designs", get(gallery_page))
        .route("/designs/{id}", get(design_page))
        .route("/designs/{id}/{version}", get(design_version_page))
        .route("/designs/{id}/{version}/file", get(design_file))
        .route("/designs/{id}/{version}/ini", get(design_ini))
        .route("/designs/{id}/publish", post(publish_form))
        .route("/designs/{id}/report", post(report_form))
}
