//! Accounts in the browser: signing up (an anonymous player's games stay theirs), signing in and
//! out, the account page (a new name for an anonymous player, a new password, a bot's API
//! token), and deleting an account (its games stay, anonymised).

use std::collections::HashMap;

use axum::extract::{Form, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum_extra::extract::CookieJar;
use maud::{Markup, html};

use crate::app::AppState;
use crate::http::error::ApiError;
use crate::http::identity::{Viewer, removal_cookie, session_cookie};
use crate::http::pages::layout::layout;
use crate::players::account::AccountError;
use crate::site::i18n::Lang;
use rukh_store::NameError;
use rukh_store::credentials::check_username;
use rukh_store::now_ms;

type Fields = HashMap<String, String>;

/// A form's fields, or none when the body could not be read (the page then says what is
/// missing, field by field).
fn fields(form: Result<Form<Fields>, axum::extract::rejection::FormRejection>) -> Fields {
    form.map(|Form(f)| f).unwrap_or_default()
}

/// A field's value, trimmed (empty when missing).
fn trimmed(f: &Fields, key: &str) -> String {
    f.get(key).map(|s| s.trim()).unwrap_or_default().to_owned()
}

/// An account's mistake in the page's language: the domain's sentences (English, as the logs
/// keep them) matched to the catalogue's messages; a sentence the table lacks stays as it is.
pub(crate) fn in_words(l: &Lang, text: &str) -> String {
    const FIXED: &[(&str, &str)] = &[
        ("a name has 3 to 20 characters", "err-name-length"),
        (
            "this name is kept for the site; choose another",
            "err-name-kept",
        ),
        ("a password has at least 8 characters", "err-password-short"),
        ("a password has at most 1000 bytes", "err-password-long"),
        (
            "too many attempts from your network: wait a few minutes and try again",
            "err-too-many",
        ),
        (
            "too many sign-in attempts from your network: wait a few minutes and try again",
            "err-too-many",
        ),
        ("wrong name or password", "err-wrong"),
        ("type your name and your password", "err-type-both"),
        ("that is not your current password", "err-not-current"),
        ("that is not your password", "err-not-password"),
        ("this account has no password", "err-no-password"),
        ("the password could not be stored; try again", "err-failed"),
    ];
    if let Some((_, key)) = FIXED.iter().find(|(e, _)| *e == text) {
        return l.t(key);
    }
    if let Some(what) = text.strip_suffix(" may not be in a name: use letters A-Z, digits, _ and -")
    {
        let what = if what == "a space" {
            l.t("err-a-space")
        } else {
            what.to_owned()
        };
        return l.t_with("err-name-char", &[("what", &what)]);
    }
    if let Some(name) = text
        .strip_prefix("the name '")
        .and_then(|t| t.strip_suffix("' is taken; choose another"))
    {
        return l.t_with("err-name-taken", &[("name", name)]);
    }
    for middle in [
        "' looks like the name of the account ",
        "' is, or looks like, the name of the account ",
    ] {
        if let Some((name, other)) = text
            .strip_prefix('\'')
            .and_then(|t| t.strip_suffix("; choose another"))
            .and_then(|t| t.split_once(middle))
        {
            return l.t_with("err-name-like", &[("name", name), ("other", other)]);
        }
    }
    text.to_owned()
}

/// A mistake beside its field.
fn error_for(errors: &[(&str, String)], field: &str) -> Markup {
    html! {
        @for (f, e) in errors.iter().filter(|(f, _)| *f == field) {
            p.field-error role="alert" id={ "error-" (f) } { (e) }
        }
    }
}

/// Where to go after signing in: a page of this site only (never another site's address).
fn local_next(next: Option<&str>) -> String {
    match next {
        // Printable ASCII only: a browser drops tabs and line breaks from an address, so
        // "/\t/other.site" would become "//other.site".
        Some(n)
            if n.starts_with('/')
                && !n.starts_with("//")
                && n.len() < 500
                && n.bytes().all(|b| b.is_ascii_graphic() && b != b'\\') =>
        {
            n.to_owned()
        }
        _ => "/".into(),
    }
}

fn signup_form(viewer: &Viewer, name: &str, errors: &[(&str, String)]) -> Markup {
    let l = viewer.lang;
    let anon = viewer.player().filter(|p| !p.is_account());
    html! {
        h1 { (l.t("sign-up")) }
        form.card.narrow method="post" action="/signup" #signup-form novalidate {
            @if let Some(p) = anon {
                p.muted { (l.t_with("played-as", &[("name", &p.name)])) }
            }
            (error_for(errors, "form"))
            label for="username" { (l.t("name")) }
            input #username name="username" value=(name) autocomplete="username" required
                minlength="3" maxlength="20" pattern="[A-Za-z0-9_\\-]{3,20}" aria-describedby="username-help" dir="ltr";
            p.help #username-help { (l.t("name-help")) }
            (error_for(errors, "username"))
            label for="password" { (l.t("password")) }
            input #password type="password" name="password" autocomplete="new-password" required minlength="8"
                aria-describedby="password-help";
            p.help #password-help { (l.t("password-help")) }
            (error_for(errors, "password"))
            p { button type="submit" #signup { (l.t("sign-up")) } }
            p.muted { (l.t("have-account")) " " a href="/login" { (l.t("sign-in")) } }
        }
    }
}

pub(crate) async fn signup_page(viewer: Viewer) -> Response {
    if viewer.identity.is_account() {
        return Redirect::to("/account").into_response();
    }
    let title = viewer.lang.t("sign-up");
    layout(&viewer, &title, signup_form(&viewer, "", &[]), &[]).into_response()
}

pub(crate) async fn signup(
    State(state): State<AppState>,
    viewer: Viewer,
    ext: axum::http::Extensions,
    jar: CookieJar,
    form: Result<Form<Fields>, axum::extract::rejection::FormRejection>,
) -> Response {
    if viewer.identity.is_account() {
        return Redirect::to("/account").into_response();
    }
    let f = fields(form);
    let name = trimmed(&f, "username");
    let password = f.get("password").cloned().unwrap_or_default();
    let again = |errors: Vec<(&str, String)>, status: StatusCode| {
        (
            status,
            layout(
                &viewer,
                &viewer.lang.t("sign-up"),
                signup_form(&viewer, &name, &errors),
                &[],
            ),
        )
            .into_response()
    };
    let ip = crate::http::limits::client_net(&ext);
    match state
        .players()
        .sign_up(viewer.player(), ip, &name, password)
        .await
    {
        Ok((player, token)) => {
            // Copies of the player's games held here show the account's name and page from
            // now on.
            state.play().forget_games_of(&player.id);
            signed_in(&state, jar, token, "/")
        }
        Err(errors) => {
            let status = errors
                .first()
                .map_or(StatusCode::UNPROCESSABLE_ENTITY, status_of);
            let notes = errors
                .iter()
                .map(|e| (e.field(), in_words(viewer.lang, &e.to_string())))
                .collect();
            again(notes, status)
        }
    }
}

/// The status of a refused account's request.
fn status_of(e: &AccountError) -> StatusCode {
    match e {
        AccountError::Invalid(..) => StatusCode::UNPROCESSABLE_ENTITY,
        AccountError::NameTaken(_) | AccountError::NoPassword => StatusCode::CONFLICT,
        AccountError::TooMany(_) => StatusCode::TOO_MANY_REQUESTS,
        AccountError::WrongPassword(..) => StatusCode::UNAUTHORIZED,
        AccountError::Failed | AccountError::Db(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// Sets the session's cookie and goes on to `next`.
fn signed_in(state: &AppState, jar: CookieJar, token: String, next: &str) -> Response {
    (jar.add(session_cookie(state, token)), Redirect::to(next)).into_response()
}

fn login_form(l: &Lang, name: &str, next: &str, errors: &[(&str, String)]) -> Markup {
    html! {
        h1 { (l.t("sign-in")) }
        form.card.narrow method="post" action="/login" #login-form novalidate {
            input type="hidden" name="next" value=(next);
            (error_for(errors, "form"))
            label for="username" { (l.t("name")) }
            input #username name="username" value=(name) autocomplete="username" required dir="ltr";
            label for="password" { (l.t("password")) }
            input #password type="password" name="password" autocomplete="current-password" required;
            p { button type="submit" #login { (l.t("sign-in")) } }
            p.muted { (l.t("new-here")) " " a href="/signup" { (l.t("sign-up")) } " " (l.t("or-just-play")) }
        }
    }
}

#[derive(serde::Deserialize, Default)]
pub(crate) struct NextQuery {
    next: Option<String>,
}

pub(crate) async fn login_page(
    viewer: Viewer,
    q: Result<Query<NextQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let next = local_next(q.ok().and_then(|Query(q)| q.next).as_deref());
    let l = viewer.lang;
    layout(&viewer, &l.t("sign-in"), login_form(l, "", &next, &[]), &[]).into_response()
}

/// Signing in: one message for an unknown name and a wrong password (and a disabled account),
/// each answered after the same work (a password check against a stand-in hash when the name is
/// unknown), so the answer tells nobody which names exist; attempts limited per address and per
/// name.
pub(crate) async fn login(
    State(state): State<AppState>,
    viewer: Viewer,
    ext: axum::http::Extensions,
    jar: CookieJar,
    form: Result<Form<Fields>, axum::extract::rejection::FormRejection>,
) -> Response {
    let f = fields(form);
    let name = trimmed(&f, "username");
    let password = f.get("password").cloned().unwrap_or_default();
    let next = local_next(f.get("next").map(String::as_str));
    let again = |message: &str, status: StatusCode| {
        (
            status,
            layout(
                &viewer,
                &viewer.lang.t("sign-in"),
                login_form(
                    viewer.lang,
                    &name,
                    &next,
                    &[("form", in_words(viewer.lang, message))],
                ),
                &[],
            ),
        )
            .into_response()
    };
    let ip = crate::http::limits::client_net(&ext);
    match state.players().sign_in(ip, &name, password).await {
        Ok((_, token)) => signed_in(&state, jar, token, &next),
        Err(AccountError::Db(e)) => ApiError::from(e).into_response(),
        Err(e) => again(&e.to_string(), status_of(&e)),
    }
}

pub(crate) async fn logout(
    State(state): State<AppState>,
    viewer: Viewer,
    jar: CookieJar,
) -> Response {
    if let Some(token) = &viewer.identity.session
        && let Err(AccountError::Db(e)) = state.players().sign_out(token).await
    {
        return ApiError::from(e).into_response();
    }
    (jar.remove(removal_cookie(&state)), Redirect::to("/")).into_response()
}

/// The language picker of the account page: the same choice as the header's settings (kept in
/// this browser, and with the account when one is signed in).
fn language_card(l: &Lang) -> Markup {
    html! {
        div.card.narrow #language-card {
            h2 { (l.t("language")) }
            label for="account-lang" { (l.t("language-help")) }
            select #account-lang data-pref="rukh-lang" {
                @for other in crate::site::i18n::LANGS.iter() {
                    option value=(other.code) lang=(other.code) selected[other.code == l.code] { (other.name) }
                }
            }
        }
    }
}

fn account_body(viewer: &Viewer, tokens: i64, notes: &[(&str, String)]) -> Markup {
    let l = viewer.lang;
    let Some(p) = viewer.player() else {
        return html! {
            h1 { (l.t("your-account")) }
            p { (l.t("not-played-yet")) " " a href="/signup" { (l.t("sign-up")) } " · " a href="/login" { (l.t("sign-in")) } " · " a href="/" { (l.t("nav-play")) } }
            (language_card(l))
        };
    };
    html! {
        h1 { (l.t("your-account")) }
        @if !p.is_account() {
            form.card.narrow method="post" action="/account/name" #name-form {
                h2 { (l.t("your-name")) }
                p.muted { (l.t_with("anon-as", &[("name", &p.name)])) }
                label for="name" { (l.t("new-name")) }
                input #name name="name" value=(p.name) required minlength="3" maxlength="20" dir="ltr";
                (error_for(notes, "name"))
                p { button type="submit" { (l.t("change-name")) } }
            }
            div.card.narrow {
                h2 { (l.t("keep-games")) }
                p { a.button href="/signup" { (l.t("sign-up")) } " " (l.t("keep-games-help")) }
            }
        } @else {
            div.card.narrow {
                p { (l.t("signed-in-as")) " " a href={ "/@/" (p.name) } { strong { (p.name) } } @if p.is_bot() { " " span.bot { "BOT" } } }
                p { a href="/games" { (l.t("my-games")) } " · " a href={ "/@/" (p.name) } { (l.t("my-page")) } }
            }
            form.card.narrow method="post" action="/account/password" #password-form {
                h2 { (l.t("change-password")) }
                label for="current" { (l.t("current-password")) }
                input #current type="password" name="current" autocomplete="current-password" required;
                (error_for(notes, "current"))
                label for="new" { (l.t("new-password")) }
                input #new type="password" name="new" autocomplete="new-password" required minlength="8";
                (error_for(notes, "new"))
                @for (_, ok) in notes.iter().filter(|(f, _)| *f == "done") { p.ok role="status" { (ok) } }
                p { button type="submit" { (l.t("change-my-password")) } }
            }
            @if p.is_bot() {
                div.card.narrow {
                    h2 { (l.t("tk-title")) }
                    p { (l.t_with("tk-how", &[("name", p.name.as_str())])) " "
                        code { "Authorization: Bearer TOKEN" } " "
                        (l.tr("tk-count", &[("n", tokens.into())])) }
                    p { a.button href="/account/token" { (l.t("tk-manage")) } }
                }
            }
            (language_card(l))
            div.card.narrow {
                h2 { (l.t("delete-account")) }
                p { (l.t("delete-account-help")) " " a href="/account/delete" { (l.t("delete-my-account")) "…" } }
            }
        }
    }
}

pub(crate) async fn account_page(State(state): State<AppState>, viewer: Viewer) -> Response {
    let tokens = match viewer.player().filter(|p| p.is_bot()) {
        Some(p) => state.db().api_token_count(&p.id).await.unwrap_or(0),
        None => 0,
    };
    layout(
        &viewer,
        &viewer.lang.t("account"),
        account_body(&viewer, tokens, &[]),
        &[],
    )
    .into_response()
}

/// An anonymous player's new name.
pub(crate) async fn rename(
    State(state): State<AppState>,
    viewer: Viewer,
    form: Result<Form<Fields>, axum::extract::rejection::FormRejection>,
) -> Response {
    let Some(p) = viewer
        .player()
        .filter(|p| p.kind == rukh_store::PlayerKind::Anon)
        .cloned()
    else {
        return Redirect::to("/account").into_response();
    };
    let f = fields(form);
    let name = trimmed(&f, "name");
    let error = match check_username(&name) {
        Err(e) => Some(e),
        Ok(()) => match state.db().rename_anon(&p.id, &name).await {
            Ok(()) => {
                state.play().forget_games_of(&p.id);
                None
            }
            Err(NameError::Taken(n)) => Some(format!(
                "'{name}' is, or looks like, the name of the account {n}; choose another"
            )),
            Err(NameError::Db(e)) => return ApiError::from(e).into_response(),
        },
    };
    match error {
        None => Redirect::to("/account").into_response(),
        Some(e) => (
            StatusCode::UNPROCESSABLE_ENTITY,
            layout(
                &viewer,
                &viewer.lang.t("account"),
                account_body(&viewer, 0, &[("name", in_words(viewer.lang, &e))]),
                &[],
            ),
        )
            .into_response(),
    }
}

/// A new password: the current one first. Every session ends, and this browser gets a new one.
pub(crate) async fn change_password(
    State(state): State<AppState>,
    viewer: Viewer,
    jar: CookieJar,
    form: Result<Form<Fields>, axum::extract::rejection::FormRejection>,
) -> Response {
    let Some(p) = viewer.player().filter(|p| p.is_account()).cloned() else {
        return Redirect::to("/login?next=/account").into_response();
    };
    let f = fields(form);
    let current = f.get("current").cloned().unwrap_or_default();
    let new = f.get("new").cloned().unwrap_or_default();
    let again = |notes: Vec<(&str, String)>, status: StatusCode| {
        (
            status,
            layout(
                &viewer,
                &viewer.lang.t("account"),
                account_body(&viewer, 0, &notes),
                &[],
            ),
        )
            .into_response()
    };
    match state.players().change_password(&p, current, new).await {
        Ok(token) => signed_in(&state, jar, token, "/account"),
        Err(AccountError::Db(e)) => ApiError::from(e).into_response(),
        Err(e) => again(
            vec![(e.field(), in_words(viewer.lang, &e.to_string()))],
            status_of(&e),
        ),
    }
}

fn token_body(viewer: &Viewer, tokens: i64, new: Option<&str>) -> Markup {
    let l = viewer.lang;
    html! {
        h1 { (l.t("tk-title")) }
        div.card.narrow {
            @if let Some(t) = new {
                p { strong { (l.t("tk-new")) } }
                input.token readonly #new-token value=(t) aria-label=(l.t("tk-new-label")) dir="ltr";
            }
            p { (l.t_with("tk-how", &[("name", viewer.player().map(|p| p.name.as_str()).unwrap_or(""))])) " "
                code { "Authorization: Bearer TOKEN" } " "
                (l.tr("tk-count", &[("n", tokens.into())])) }
            form method="post" action="/account/token" { button type="submit" #token-new { (l.t("tk-make")) } }
            @if tokens > 0 {
                form method="post" action="/account/token/revoke" { button.secondary type="submit" #token-revoke { (l.t("tk-revoke")) } }
            }
        }
    }
}

pub(crate) async fn token_page(State(state): State<AppState>, viewer: Viewer) -> Response {
    let Some(p) = viewer.player().filter(|p| p.is_bot()).cloned() else {
        return bots_only(&viewer);
    };
    let n = state.db().api_token_count(&p.id).await.unwrap_or(0);
    layout(
        &viewer,
        &viewer.lang.t("tk-title"),
        token_body(&viewer, n, None),
        &[],
    )
    .into_response()
}

/// Tokens are made and revoked by the account's owner, signed in: a token (a bot's program)
/// cannot make more of them, nor revoke the owner's.
fn signed_in_only() -> Response {
    ApiError::Forbidden(
        "API tokens are made and revoked on /account/token, signed in with the account's password, not with a token".into(),
    )
    .into_response()
}

fn bots_only(viewer: &Viewer) -> Response {
    let l = viewer.lang;
    (
        StatusCode::FORBIDDEN,
        layout(
            viewer,
            &l.t("tk-title"),
            html! {
                h1 { (l.t("tk-bots-only")) }
                p { (l.t("tk-bots-how")) " " code { "rukh users bot NAME" } }
            },
            &[],
        ),
    )
        .into_response()
}

pub(crate) async fn token_new(State(state): State<AppState>, viewer: Viewer) -> Response {
    let Some(p) = viewer.player().filter(|p| p.is_bot()).cloned() else {
        return bots_only(&viewer);
    };
    if viewer.identity.session.is_none() {
        return signed_in_only();
    }
    let token = match state.db().new_api_token(&p.id, now_ms()).await {
        Ok(t) => t,
        Err(e) => return ApiError::from(e).into_response(),
    };
    tracing::info!("{} made an API token", p.name);
    let n = state.db().api_token_count(&p.id).await.unwrap_or(1);
    layout(
        &viewer,
        &viewer.lang.t("tk-title"),
        token_body(&viewer, n, Some(&token)),
        &[],
    )
    .into_response()
}

pub(crate) async fn token_revoke(State(state): State<AppState>, viewer: Viewer) -> Response {
    let Some(p) = viewer.player().filter(|p| p.is_bot()).cloned() else {
        return bots_only(&viewer);
    };
    if viewer.identity.session.is_none() {
        return signed_in_only();
    }
    if let Err(e) = state.db().revoke_api_tokens(&p.id).await {
        return ApiError::from(e).into_response();
    }
    tracing::info!("{} revoked their API tokens", p.name);
    Redirect::to("/account/token").into_response()
}

fn delete_body(l: &Lang, errors: &[(&str, String)]) -> Markup {
    html! {
        h1 { (l.t("delete-account")) }
        form.card.narrow method="post" action="/account/delete" #delete-form {
            p { (l.t("delete-what")) }
            label for="password" { (l.t("password-to-confirm")) }
            input #password type="password" name="password" autocomplete="current-password" required;
            (error_for(errors, "password"))
            p { button type="submit" #delete { (l.t("delete-my-account")) } }
        }
    }
}

pub(crate) async fn delete_page(viewer: Viewer) -> Response {
    if !viewer.identity.is_account() {
        return Redirect::to("/login?next=/account/delete").into_response();
    }
    let l = viewer.lang;
    layout(&viewer, &l.t("delete-account"), delete_body(l, &[]), &[]).into_response()
}

pub(crate) async fn delete(
    State(state): State<AppState>,
    viewer: Viewer,
    jar: CookieJar,
    form: Result<Form<Fields>, axum::extract::rejection::FormRejection>,
) -> Response {
    let Some(p) = viewer.player().filter(|p| p.is_account()).cloned() else {
        return Redirect::to("/login?next=/account/delete").into_response();
    };
    let password = fields(form).get("password").cloned().unwrap_or_default();
    // The password first; then the player's games end by play (their opponents win them),
    // and the account goes with whatever was left, in one transaction.
    let deleted = match state.players().confirm_password(&p, password).await {
        Ok(()) => {
            state.play().leave_everything(&p.id).await;
            state.players().delete_account(&p).await
        }
        Err(e) => Err(e),
    };
    match deleted {
        Ok(()) => {}
        Err(AccountError::Db(e)) => return ApiError::from(e).into_response(),
        Err(e) => {
            return (
                status_of(&e),
                layout(
                    &viewer,
                    &viewer.lang.t("delete-account"),
                    delete_body(
                        viewer.lang,
                        &[(e.field(), in_words(viewer.lang, &e.to_string()))],
                    ),
                    &[],
                ),
            )
                .into_response();
        }
    }
    state.play().forget_games_of(&p.id);
    state.play().lobby_changed().await;
    (
        jar.remove(removal_cookie(&state)),
        layout(
            &Viewer {
                lang: viewer.lang,
                ..Viewer::default()
            },
            &viewer.lang.t("account-deleted"),
            html! { h1 { (viewer.lang.t("account-deleted")) } p { (viewer.lang.t("delete-account-help")) " " a href="/" { (viewer.lang.t("to-the-lobby")) } } },
            &[],
        ),
    )
        .into_response()
}

/// `GET /api/me`: who the caller is (by the session cookie or a bot's API token; an unknown
/// token is refused), and in how many games it is their move.
#[utoipa::path(
    get, path = "/api/me", tag = "players",
    summary = "Who the caller is",
    description = "By the session cookie or a bot's API token; `{\"id\": null}` for a visitor without a player.",
    security((), ("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The caller, and in how many games it is their move", body = crate::wire::Me),
        (status = 401, description = "An unknown or revoked token", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_me(
    State(state): State<AppState>,
    identity: crate::http::identity::Identity,
) -> Result<axum::Json<crate::wire::Me>, ApiError> {
    Ok(axum::Json(match &identity.player {
        Some(p) => crate::wire::Me {
            id: Some(p.id.clone()),
            name: Some(p.name.clone()),
            kind: Some(p.kind.to_string()),
            url: p.url(),
            your_turn: state.db().turn_count(&p.id).await?,
        },
        None => crate::wire::Me {
            id: None,
            name: None,
            kind: None,
            url: None,
            your_turn: 0,
        },
    }))
}

/// Signing up and in, and the account's pages.
pub(crate) fn routes() -> axum::Router<crate::app::AppState> {
    use axum::routing::{get, post};
    axum::Router::new()
        .route("/signup", get(signup_page).post(signup))
        .route("/login", get(login_page).post(login))
        .route("/logout", post(logout))
        .route("/account", get(account_page))
        .route("/account/name", post(rename))
        .route("/account/password", post(change_password))
        .route("/account/token", get(token_page).post(token_new))
        .route("/account/token/revoke", post(token_revoke))
        .route("/account/delete", get(delete_page).post(delete))
        .route("/api/me", get(api_me))
        .route("/api/me/prefs", get(api_prefs).post(api_set_prefs))
}

/// Whether a page's preferences may be kept with the account: a JSON object of at most 40
/// entries, each name `rukh-` and a short word, each value a short word (`dark`, `green`,
/// `on`, `5+3`).
pub(crate) fn check_prefs(v: &serde_json::Value) -> Result<String, String> {
    let serde_json::Value::Object(map) = v else {
        return Err("preferences are a JSON object of names and words".into());
    };
    if map.len() > 40 {
        return Err(format!("{} preferences: at most 40 are kept", map.len()));
    }
    let word = |s: &str, n: usize| {
        !s.is_empty()
            && s.len() <= n
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_+.".contains(&b))
    };
    for (k, v) in map {
        if !k.starts_with("rukh-") || !word(k, 48) {
            return Err(format!(
                "'{}' is not a preference's name",
                k.chars().take(48).collect::<String>()
            ));
        }
        match v.as_str() {
            Some(s) if word(s, 32) => {}
            _ => return Err(format!("{k}: a preference's value is a short word")),
        }
    }
    Ok(v.to_string())
}

/// `GET /api/me/prefs`: the account's preferences.
#[utoipa::path(
    get, path = "/api/me/prefs", tag = "players",
    summary = "The account's page preferences",
    security(("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "Each preference's name (`rukh-...`) and its word", body = std::collections::BTreeMap<String, String>),
        (status = 401, description = "Not signed in to an account", body = crate::wire::ApiErrorBody)
    )
)]
async fn api_prefs(
    State(state): State<AppState>,
    viewer: Viewer,
) -> Result<axum::Json<serde_json::Value>, ApiError> {
    let me = viewer.player().filter(|p| p.is_account()).ok_or_else(|| {
        ApiError::Unauthorized("preferences are kept for accounts: sign in first".into())
    })?;
    let text = state.db().player_prefs(&me.id).await?;
    Ok(axum::Json(
        serde_json::from_str(&text).unwrap_or_else(|_| serde_json::json!({})),
    ))
}

/// `POST /api/me/prefs` with the whole object: kept with the account, for its pages in every
/// browser.
#[utoipa::path(
    post, path = "/api/me/prefs", tag = "players",
    summary = "Keep the page preferences with the account",
    description = "The whole object: at most 40 entries, each name `rukh-` and a short word, each value a short word.",
    request_body = std::collections::BTreeMap<String, String>,
    security(("session" = [])),
    responses(
        (status = 200, description = "What is now kept", body = std::collections::BTreeMap<String, String>),
        (status = 400, description = "Not an object of preferences, with what is wrong", body = crate::wire::ApiErrorBody),
        (status = 401, description = "Not signed in to an account", body = crate::wire::ApiErrorBody)
    )
)]
async fn api_set_prefs(
    State(state): State<AppState>,
    viewer: Viewer,
    body: Result<axum::Json<serde_json::Value>, axum::extract::rejection::JsonRejection>,
) -> Result<axum::Json<serde_json::Value>, ApiError> {
    let me = viewer.player().filter(|p| p.is_account()).ok_or_else(|| {
        ApiError::Unauthorized("preferences are kept for accounts: sign in first".into())
    })?;
    let axum::Json(v) = body.map_err(crate::http::error::body_error)?;
    let text = check_prefs(&v).map_err(ApiError::BadRequest)?;
    state.db().set_player_prefs(&me.id, &text).await?;
    Ok(axum::Json(v))
}

#[cfg(test)]
mod tests {
    use super::local_next;

    #[test]
    fn sign_in_goes_on_only_to_this_sites_pages() {
        assert_eq!(local_next(Some("/join/abc?invite=x")), "/join/abc?invite=x");
        for other in [
            "//evil.example",
            "/\t/evil.example",
            "/\\evil.example",
            "https://evil.example",
            "/ /x",
            "",
        ] {
            assert_eq!(local_next(Some(other)), "/", "{other:?}");
        }
        assert_eq!(local_next(None), "/");
    }
}
