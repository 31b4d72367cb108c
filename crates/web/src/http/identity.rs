//! Who is asking: the player of a request (from the session cookie, or a bot's API token), the
//! cookie that carries a session, and the check that turns away state-changing requests sent
//! from other sites.

use axum::extract::FromRequestParts;
use axum::extract::{Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use axum::middleware::Next;
use axum::response::IntoResponse;
use axum::response::Response;
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};

use crate::app::AppState;
use crate::http::error::ApiError;
use crate::play::Actor;
use crate::site::i18n::{self, Lang};
use rukh_store::{API_TOKEN_PREFIX, Player};

/// The session cookie's name.
pub const COOKIE: &str = "rukh_session";

/// The player a request comes from, if any (no cookie, an unknown or expired session, a
/// disabled account: none).
#[derive(Clone, Debug, Default)]
pub struct Identity {
    pub player: Option<Player>,
    /// The session token the cookie carried, when it opened a session.
    pub session: Option<String>,
}

impl Identity {
    pub fn id(&self) -> Option<&str> {
        self.player.as_ref().map(|p| p.id.as_str())
    }

    pub fn is_account(&self) -> bool {
        self.player.as_ref().is_some_and(Player::is_account)
    }
}

impl FromRequestParts<AppState> for Identity {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        if let Some(known) = parts.extensions.get::<Identity>() {
            return Ok(known.clone());
        }
        let id = identify(state, &parts.headers).await?;
        parts.extensions.insert(id.clone());
        Ok(id)
    }
}

/// Reads a request's identity: a bot's API token (`Authorization: Bearer rkt_...`) first, else
/// the session cookie.
pub(crate) async fn identify(state: &AppState, headers: &HeaderMap) -> Result<Identity, ApiError> {
    if let Some(bearer) = bearer(headers)
        && bearer.starts_with(API_TOKEN_PREFIX)
    {
        let player = state.players().by_api_token(&bearer).await?;
        if player.is_none() {
            return Err(ApiError::Unauthorized("this API token is not valid (revoked, or its account disabled): make a new one at /account/token".into(),
            ));
        }
        return Ok(Identity {
            player,
            session: None,
        });
    }
    let jar = CookieJar::from_headers(headers);
    let Some(token) = jar.get(COOKIE).map(|c| c.value().to_owned()) else {
        return Ok(Identity::default());
    };
    let player = state.players().by_session(&token).await?;
    Ok(Identity {
        session: player.is_some().then_some(token),
        player,
    })
}

/// The token of `Authorization: Bearer TOKEN`.
pub(crate) fn bearer(headers: &HeaderMap) -> Option<String> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(|s| s.trim().to_owned())
}

/// What a page needs to know of its visitor: who they are, and in how many of their games it is
/// their move (the header's count).
#[derive(Clone, Debug, Default)]
pub struct Viewer {
    pub identity: Identity,
    pub your_turn: i64,
    /// The tournament under way or next to start, for the header.
    pub next_tournament: Option<rukh_store::Tournament>,
    /// The theme chosen in this browser, else the account's (`light` or `dark`; None: the
    /// system's).
    pub theme: Option<&'static str>,
    /// An account's preferences (JSON), which its pages adopt in every browser.
    pub prefs: Option<String>,
    /// The language the page is in (see `i18n::negotiate`).
    pub lang: &'static Lang,
}

/// The cookie of the theme chosen in the header (`light`, `dark`; absent: the system's).
pub(crate) const THEME_COOKIE: &str = "rukh-theme";

/// The cookie of the language chosen in the header's settings (and the key of an account's
/// preference).
pub(crate) const LANG_COOKIE: &str = "rukh-lang";

impl Viewer {
    pub fn player(&self) -> Option<&Player> {
        self.identity.player.as_ref()
    }
}

impl FromRequestParts<AppState> for Viewer {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, std::convert::Infallible> {
        // A page is still shown when the database does not answer; it shows nobody signed in.
        let identity = Identity::from_request_parts(parts, state)
            .await
            .unwrap_or_default();
        let your_turn = match identity.id() {
            Some(id) => state.players().turn_count(id).await.unwrap_or(0),
            None => 0,
        };
        let prefs = match identity.player.as_ref().filter(|p| p.is_account()) {
            Some(p) => state.db().player_prefs(&p.id).await.ok(),
            None => None,
        };
        let word = |v: &str| match v {
            "light" => Some("light"),
            "dark" => Some("dark"),
            _ => None,
        };
        // The header's theme switch keeps its choice in a cookie the page's script writes; an
        // account's choice serves a browser that has none.
        let jar = axum_extra::extract::CookieJar::from_headers(&parts.headers);
        let pref = |key: &str| -> Option<String> {
            let p: serde_json::Value = serde_json::from_str(prefs.as_deref()?).ok()?;
            Some(p.get(key)?.as_str()?.to_owned())
        };
        let lang = lang_of(parts, &jar, pref(LANG_COOKIE).as_deref());
        let theme = jar
            .get(THEME_COOKIE)
            .and_then(|c| word(c.value()))
            .or_else(|| {
                let p: serde_json::Value = serde_json::from_str(prefs.as_deref()?).ok()?;
                word(p.get(THEME_COOKIE)?.as_str()?)
            });
        Ok(Viewer {
            identity,
            your_turn,
            next_tournament: state.tournaments().next_tournament(),
            theme,
            prefs,
            lang,
        })
    }
}

/// A page asked for in a language by its address (`?lang=fa`) that sends the browser on (to
/// sign in first, to the game just made) sends it on in that language: the address names its
/// language for itself alone, so the redirect's carries it too.
pub(crate) async fn keep_asked_lang(req: Request, next: Next) -> Response {
    let asked = req
        .uri()
        .query()
        .and_then(|q| {
            serde_urlencoded::from_str::<Vec<(String, String)>>(q)
                .ok()?
                .into_iter()
                .find(|(k, _)| k == "lang")
        })
        .and_then(|(_, v)| i18n::lang(&v));
    let mut resp = next.run(req).await;
    let Some(asked) = asked else {
        return resp;
    };
    if resp.status().is_redirection()
        && let Some(to) = resp
            .headers()
            .get(header::LOCATION)
            .and_then(|v| v.to_str().ok())
        // Only the site's own addresses, and only those that name no language already.
        && to.starts_with('/')
        && !to.starts_with("//")
        && !to.contains("lang=")
    {
        let (path, fragment) = to.split_once('#').map_or((to, ""), |(p, f)| (p, f));
        let joined = format!(
            "{path}{}lang={}{}{fragment}",
            if path.contains('?') { "&" } else { "?" },
            asked.code,
            if fragment.is_empty() { "" } else { "#" }
        );
        if let Ok(v) = joined.parse() {
            resp.headers_mut().insert(header::LOCATION, v);
        }
    }
    resp
}

/// The language a request asks for: its address's `?lang=`, this browser's choice (a cookie),
/// the account's, its `Accept-Language`.
fn lang_of(parts: &Parts, jar: &CookieJar, account: Option<&str>) -> &'static Lang {
    let asked = parts.uri.query().and_then(|q| {
        serde_urlencoded::from_str::<Vec<(String, String)>>(q)
            .ok()?
            .into_iter()
            .find(|(k, _)| k == "lang")
            .map(|(_, v)| v)
    });
    i18n::negotiate(
        asked.as_deref(),
        jar.get(LANG_COOKIE).map(|c| c.value()),
        account,
        parts
            .headers
            .get(axum::http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    )
}

/// The language an API request's answer is written in (its words for people: a problem's
/// verdict), without a look at the database: the page sends its own (`?lang=`).
pub struct AskedLang(pub &'static Lang);

impl<S: Send + Sync> FromRequestParts<S> for AskedLang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let jar = CookieJar::from_headers(&parts.headers);
        Ok(AskedLang(lang_of(parts, &jar, None)))
    }
}

/// The cookie that carries a session: HttpOnly (no script reads it), SameSite=Lax (not sent
/// with other sites' forms), Secure when the site is served over https. It is kept for 400 days
/// (the most browsers keep one); the session itself ends on the server.
pub(crate) fn session_cookie(state: &AppState, token: String) -> Cookie<'static> {
    Cookie::build((COOKIE, token))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(state.secure_cookies())
        .max_age(cookie::time::Duration::days(400))
        .build()
}

/// The header that removes the session cookie.
pub(crate) fn removal_cookie(state: &AppState) -> Cookie<'static> {
    let mut c = Cookie::build((COOKIE, ""))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(state.secure_cookies())
        .build();
    c.make_removal();
    c
}

impl AppState {
    /// The site's address as a visitor reached it: `--public-url` when given, otherwise the
    /// request's host (over http).
    pub(crate) fn origin_of(&self, headers: &HeaderMap) -> String {
        if let Some(public) = &self.0.config.public_url {
            return public.trim_end_matches('/').to_owned();
        }
        headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .filter(|h| {
                h.chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'))
            })
            .map(|h| format!("http://{h}"))
            .unwrap_or_default()
    }

    /// Cookies are marked Secure when the site's public address is https.
    pub(crate) fn secure_cookies(&self) -> bool {
        self.0
            .config
            .public_url
            .as_deref()
            .is_some_and(|u| u.starts_with("https://"))
    }

    /// The player of a request, made now (an anonymous player with a new session) when the
    /// visitor has none; with the cookie to set when one was made.
    pub(crate) async fn player_or_new(
        &self,
        identity: &Identity,
    ) -> Result<(Player, Option<Cookie<'static>>), ApiError> {
        let (player, token) = self
            .players()
            .player_or_new(identity.player.as_ref())
            .await?;
        Ok((player, token.map(|t| session_cookie(self, t))))
    }

    /// As `player_or_new`, naming a new anonymous player `name` (checked by the caller).
    pub(crate) async fn player_named(
        &self,
        identity: &Identity,
        name: Option<&str>,
    ) -> Result<(Player, Option<Cookie<'static>>), ApiError> {
        let (player, token) = self
            .players()
            .player_named(identity.player.as_ref(), name)
            .await?;
        Ok((player, token.map(|t| session_cookie(self, t))))
    }

    /// A visit with a seat's key (the private links of earlier versions): a seat nobody's
    /// player holds becomes the visitor's (made anonymous player now if they have none, named
    /// as the seat was). A seat another player holds stays theirs. Returns the cookie to set,
    /// if a player was made.
    pub(crate) async fn bind_seat(
        &self,
        id: &str,
        key: &str,
        identity: &Identity,
    ) -> Result<Option<Cookie<'static>>, ApiError> {
        let Some(name) = self.play().free_seat(id, key).await? else {
            return Ok(None);
        };
        let wanted = name.filter(|n| rukh_store::credentials::check_username(n).is_ok());
        let (player, cookie) = match self.player_named(identity, wanted.as_deref()).await {
            Ok(made) => made,
            Err(_) => self.player_or_new(identity).await?,
        };
        self.play().take_seat(id, key, &player).await?;
        Ok(cookie)
    }
}

/// Turns away requests that change something when a browser says they come from another site:
/// an `Origin` other than this site's, or `Sec-Fetch-Site: cross-site`. With the session cookie
/// marked SameSite=Lax this is the defence against cross-site request forgery (OWASP's
/// "verifying origin with standard headers"); programs that send neither header (bots, curl)
/// carry no browser's cookies and pass. WebSocket upgrades are checked the same way (a page of
/// another site could otherwise open a player's game socket).
pub(crate) async fn same_origin(
    State(state): State<AppState>,
    req: Request,
    next: Next,
) -> Response {
    let changes = !matches!(
        *req.method(),
        axum::http::Method::GET | axum::http::Method::HEAD | axum::http::Method::OPTIONS
    );
    let upgrade = req.headers().contains_key(header::UPGRADE);
    if (changes || upgrade) && !from_this_site(&state, req.headers()) {
        return ApiError::Forbidden("refused: this request came from another site (cross-site requests may not change anything here)".into(),
        )
        .into_response();
    }
    next.run(req).await
}

fn from_this_site(state: &AppState, headers: &HeaderMap) -> bool {
    if let Some(origin) = headers.get(header::ORIGIN) {
        let Ok(origin) = origin.to_str() else {
            return false;
        };
        if origin == "null" {
            return false;
        }
        if let Some(public) = &state.0.config.public_url
            && origin.eq_ignore_ascii_case(public.trim_end_matches('/'))
        {
            return true;
        }
        // Without a public address, the site is where the browser reached it.
        let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
        let authority = origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"));
        return host.is_some() && authority.is_some_and(|a| Some(a) == host);
    }
    headers
        .get("sec-fetch-site")
        .and_then(|v| v.to_str().ok())
        .is_none_or(|v| v != "cross-site")
}

/// The key of a seat: `Authorization: Bearer KEY` (unless it is a bot's API token, which names
/// a player instead), or `?token=KEY`.
pub(crate) fn token_of(headers: &HeaderMap, q: &TokenQuery) -> Option<String> {
    bearer(headers)
        .filter(|t| !t.starts_with(API_TOKEN_PREFIX))
        .or_else(|| q.token.clone())
}

/// A seat's key given in the address (`?token=KEY`).
#[derive(serde::Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct TokenQuery {
    /// A seat's key, where the Authorization header cannot carry it (a browser's WebSocket).
    token: Option<String>,
}

/// Who acts in a game: the request's player and the seat's key it carried, if any.
pub(crate) fn actor(identity: &Identity, key: Option<String>) -> Actor {
    Actor {
        player: identity.id().map(str::to_owned),
        key,
    }
}

/// A response with the session cookie set, when one was made.
pub(crate) fn with_cookie(
    cookie: Option<axum_extra::extract::cookie::Cookie<'static>>,
    response: impl IntoResponse,
) -> Response {
    match cookie {
        Some(c) => (axum_extra::extract::CookieJar::new().add(c), response).into_response(),
        None => response.into_response(),
    }
}
