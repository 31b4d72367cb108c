//! Players, in-process through the router: anonymous players and accounts, sign-in and its
//! limits, the cross-site check, sessions that end, seats that follow the player (and old
//! private links), rated games and their ratings, aborted games, bots playing with their API
//! token, deleted accounts, and a database of the version before players opening intact. On
//! SQLite, and on PostgreSQL too when `RUKH_TEST_POSTGRES` names a database.

use std::net::SocketAddr;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use rukh_store::SessionTtl;
use rukh_web::{AppState, Config, router};
use serde_json::{Value, json};
use tower::ServiceExt;

const ORIGIN: &str = "http://rukh.test";

fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("rukh-players-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    format!("sqlite://{}", dir.join("rukh.db").display())
}

async fn state_with(database: String, tune: impl FnOnce(&mut Config)) -> AppState {
    let mut config = Config {
        database,
        rate_per_minute: 0,
        engine_movetime: Duration::from_millis(50),
        ..Config::default()
    };
    tune(&mut config);
    AppState::new(config).await.unwrap()
}

/// The tests of this file take turns on PostgreSQL's one database.
static POSTGRES: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// The databases to run on: SQLite always, PostgreSQL when given (a fresh schema each time; the
/// caller holds `POSTGRES`).
async fn databases(name: &str) -> Vec<String> {
    let mut out = vec![temp_db(name)];
    if let Ok(url) = std::env::var("RUKH_TEST_POSTGRES") {
        reset_postgres(&url).await;
        out.push(url);
    } else {
        eprintln!("RUKH_TEST_POSTGRES not set: {name} runs on SQLite only");
    }
    out
}

/// Empties a PostgreSQL database (the tests of this file take turns on it).
async fn reset_postgres(url: &str) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    sqlx::query("DROP SCHEMA public CASCADE")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("CREATE SCHEMA public")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
}

/// A browser: keeps its cookies, sends its origin, comes from one address.
#[derive(Clone)]
struct Browser {
    app: axum::Router,
    cookie: Option<String>,
    addr: SocketAddr,
}

struct Reply {
    status: StatusCode,
    location: Option<String>,
    set_cookie: Option<String>,
    text: String,
}

impl Reply {
    fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or(Value::Null)
    }
}

impl Browser {
    fn new(state: &AppState, addr: impl Into<std::net::IpAddr>) -> Browser {
        Browser {
            app: router(state.clone()),
            cookie: None,
            addr: SocketAddr::new(addr.into(), 40000),
        }
    }

    async fn send(&mut self, mut req: Request<Body>) -> Reply {
        if let Some(c) = &self.cookie {
            req.headers_mut()
                .insert(header::COOKIE, format!("rukh_session={c}").parse().unwrap());
        }
        req.headers_mut()
            .insert(header::HOST, "rukh.test".parse().unwrap());
        req.extensions_mut().insert(ConnectInfo(self.addr));
        let resp = self.app.clone().oneshot(req).await.unwrap();
        let status = resp.status();
        let location = resp
            .headers()
            .get(header::LOCATION)
            .map(|l| l.to_str().unwrap().to_owned());
        let set_cookie = resp
            .headers()
            .get(header::SET_COOKIE)
            .map(|c| c.to_str().unwrap().to_owned());
        if let Some(c) = &set_cookie {
            let value = c
                .split(';')
                .next()
                .unwrap()
                .trim_start_matches("rukh_session=");
            self.cookie = (!value.is_empty()).then(|| value.to_owned());
        }
        let bytes = resp.into_body().collect().await.unwrap().to_bytes();
        Reply {
            status,
            location,
            set_cookie,
            text: String::from_utf8_lossy(&bytes).into_owned(),
        }
    }

    async fn get(&mut self, path: &str) -> Reply {
        self.send(Request::get(path).body(Body::empty()).unwrap())
            .await
    }

    /// A form sent from a page of the site.
    async fn form(&mut self, path: &str, fields: &[(&str, &str)]) -> Reply {
        let body: Vec<String> = fields
            .iter()
            .map(|(k, v)| format!("{k}={}", encode(v)))
            .collect();
        let req = Request::post(path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(header::ORIGIN, ORIGIN)
            .body(Body::from(body.join("&")))
            .unwrap();
        self.send(req).await
    }

    /// JSON sent by the page's script.
    async fn post(&mut self, path: &str, body: Value) -> Reply {
        let req = Request::post(path)
            .header(header::CONTENT_TYPE, "application/json")
            .header(header::ORIGIN, ORIGIN)
            .body(Body::from(body.to_string()))
            .unwrap();
        self.send(req).await
    }

    async fn signup(&mut self, name: &str, password: &str) -> Reply {
        self.form("/signup", &[("username", name), ("password", password)])
            .await
    }

    async fn login(&mut self, name: &str, password: &str) -> Reply {
        self.form("/login", &[("username", name), ("password", password)])
            .await
    }

    async fn me(&mut self) -> Value {
        self.get("/api/me").await.json()
    }

    async fn game(&mut self, id: &str) -> Value {
        self.get(&format!("/api/games/{id}")).await.json()
    }

    async fn act(&mut self, id: &str, action: Value) -> Reply {
        self.post(&format!("/api/games/{id}/actions"), action).await
    }

    async fn play(&mut self, id: &str, mv: &str) -> Value {
        let r = self
            .post(&format!("/api/games/{id}/move"), json!({"move": mv}))
            .await;
        assert_eq!(r.status, StatusCode::OK, "{mv}: {}", r.text);
        r.json()
    }

    /// Makes a game from the lobby's form; its id.
    async fn new_game(&mut self, fields: &[(&str, &str)]) -> String {
        let r = self.form("/new", fields).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        let to = r.location.unwrap();
        assert!(!to.contains("?t="), "the address carries no key: {to}");
        to.trim_start_matches("/g/").to_owned()
    }

    /// Takes an open game's seat from its invitation page.
    async fn join(&mut self, id: &str) -> Reply {
        let list = self.get("/api/games?status=open").await.json();
        let g = list
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id)
            .cloned()
            .unwrap_or(Value::Null);
        let url = g["join_url"]
            .as_str()
            .map(str::to_owned)
            .unwrap_or_else(|| format!("/join/{id}?invite=none"));
        let invite = url.split("invite=").nth(1).unwrap().to_owned();
        self.form(&format!("/join/{id}"), &[("invite", &invite)])
            .await
    }
}

impl Browser {
    /// A rated open seek made from the lobby's form, with White's seat; its id.
    async fn rated_seek(&mut self, variant: &str, tc: &str) -> String {
        self.new_game(&[
            ("variant", variant),
            ("tc", tc),
            ("opponent", "seek"),
            ("color", "white"),
            ("mode", "rated"),
        ])
        .await
    }
}

fn encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[tokio::test]
async fn accounts_sign_up_in_and_out_with_one_message_for_bad_sign_ins() {
    let _turn = POSTGRES.lock().await;
    for db in databases("accounts").await {
        let state = state_with(db, |_| {}).await;
        let mut ann = Browser::new(&state, [10, 0, 0, 1]);
        let page = ann.get("/signup").await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.text.contains("name=\"username\""));
        // Each mistake is said beside its field, the name as typed kept.
        let r = ann.signup("a b", "short").await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(r.text.contains("id=\"error-username\""), "{}", r.text);
        assert!(r.text.contains("may not be in a name"));
        assert!(r.text.contains("id=\"error-password\""));
        assert!(r.text.contains("at least 8 characters"));
        assert!(r.text.contains("value=\"a b\""));
        let r = ann.signup("Ann", "correct horse").await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        // The session cookie: HttpOnly, SameSite=Lax, not Secure on plain http.
        let c = r.set_cookie.unwrap();
        assert!(c.contains("HttpOnly") && c.contains("SameSite=Lax"), "{c}");
        assert!(!c.contains("Secure"), "{c}");
        let me = ann.me().await;
        assert_eq!(me["name"], "Ann");
        assert_eq!(me["kind"], "account");
        assert!(
            ann.get("/").await.text.contains("href=\"/@/Ann\""),
            "the header names the player"
        );
        // The name is taken in any case.
        let mut other = Browser::new(&state, [10, 0, 0, 2]);
        let r = other.signup("aNN", "something else").await;
        assert_eq!(r.status, StatusCode::CONFLICT);
        assert!(r.text.contains("is taken"), "{}", r.text);
        // Out, and in again.
        let r = ann.form("/logout", &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER);
        assert_eq!(ann.me().await["id"], Value::Null);
        let r = ann.login("ann", "correct horse").await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        assert_eq!(ann.me().await["name"], "Ann");
        // A wrong password and an unknown name get the same answer.
        let mut eve = Browser::new(&state, [10, 0, 0, 3]);
        let wrong = eve.login("Ann", "not her password").await;
        let unknown = eve.login("Nobody", "not her password").await;
        assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
        assert_eq!(unknown.status, StatusCode::UNAUTHORIZED);
        let message = |t: &str| {
            let at = t.find("role=\"alert\"").unwrap();
            t[at..at + 80].to_owned()
        };
        assert_eq!(message(&wrong.text), message(&unknown.text));
        assert!(wrong.text.contains("Wrong name or password."));
        assert!(wrong.text.contains("value=\"Ann\""));
        // The same answer in the reader's language.
        let persian = eve
            .form(
                "/login?lang=fa",
                &[("username", "Ann"), ("password", "not her password")],
            )
            .await;
        assert_eq!(persian.status, StatusCode::UNAUTHORIZED);
        assert!(
            persian.text.contains(r#"<html lang="fa" dir="rtl""#)
                && persian.text.contains("نام یا گذرواژه نادرست است."),
            "{}",
            persian.text
        );
        assert!(
            !wrong.text.contains("not her password"),
            "a password is never sent back"
        );
        // The database keeps an Argon2id hash, never the password.
        let (_, hash) = state.db().account_by_name("Ann").await.unwrap().unwrap();
        assert!(hash.unwrap().starts_with("$argon2id$"));
        // A disabled account cannot sign in, and its sessions end.
        let p = state.db().account_by_name("Ann").await.unwrap().unwrap().0;
        state.db().set_disabled(&p.id, true).await.unwrap();
        assert_eq!(ann.me().await["id"], Value::Null);
        let r = ann.login("Ann", "correct horse").await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED);
        state.db().set_disabled(&p.id, false).await.unwrap();
        assert_eq!(
            ann.login("Ann", "correct horse").await.status,
            StatusCode::SEE_OTHER
        );
    }
}

#[tokio::test]
async fn sign_ins_are_limited_per_network_and_nobody_is_locked_out() {
    let state = state_with(temp_db("limits"), |c| c.login_limit = (3, 3600)).await;
    Browser::new(&state, [10, 1, 0, 1])
        .signup("Ann", "correct horse")
        .await;
    Browser::new(&state, [10, 1, 0, 2])
        .signup("Bob", "battery staple")
        .await;
    // Three guesses at Ann's password from one address, then its fourth is refused ...
    let mut a = Browser::new(&state, [10, 1, 1, 1]);
    for _ in 0..3 {
        assert_eq!(
            a.login("Ann", "guess").await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    let r = a.login("Ann", "guess").await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        r.text.contains("Too many attempts from your network"),
        "{}",
        r.text
    );
    // ... but Ann, from her own address, signs in.
    assert_eq!(
        Browser::new(&state, [10, 1, 1, 2])
            .login("Ann", "correct horse")
            .await
            .status,
        StatusCode::SEE_OTHER
    );
    // Guesses from other networks, one each, empty the bucket of her name (twice a network's):
    // they are answered, and Ann still signs in from a fresh address, after a pause.
    for i in 0..2u8 {
        let r = Browser::new(&state, [10, 2, i, 1])
            .login("Ann", "guess")
            .await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED, "guess {i}");
    }
    let started = std::time::Instant::now();
    assert_eq!(
        Browser::new(&state, [10, 1, 1, 3])
            .login("Ann", "correct horse")
            .await
            .status,
        StatusCode::SEE_OTHER,
        "the right password from a fresh client is never refused"
    );
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "while her name is guessed at from many networks, each attempt waits"
    );
    // One network trying many names: its budget over all names is twice a name's.
    let mut spray = Browser::new(&state, [10, 3, 0, 1]);
    for name in ["Carol", "Dave"] {
        for _ in 0..3 {
            assert_eq!(
                spray.login(name, "guess").await.status,
                StatusCode::UNAUTHORIZED
            );
        }
    }
    assert_eq!(
        spray.login("Bob", "battery staple").await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    // Every address of one IPv6 /64 is one client: twenty of them get one budget.
    let refused = {
        let mut refused = 0;
        for i in 0..20u16 {
            let ip = [0x2001, 0xdb8, 1, 2, 0, 0, 0, 0x100 + i];
            if Browser::new(&state, ip).login("Bob", "guess").await.status
                == StatusCode::TOO_MANY_REQUESTS
            {
                refused += 1;
            }
        }
        refused
    };
    assert_eq!(
        refused, 17,
        "the /64 had three tries at Bob, as one address"
    );
    // Bob, from another /64, signs in.
    assert_eq!(
        Browser::new(&state, [0x2001, 0xdb8, 1, 3, 0, 0, 0, 1])
            .login("Bob", "battery staple")
            .await
            .status,
        StatusCode::SEE_OTHER
    );
}

#[tokio::test]
async fn cross_site_requests_are_refused() {
    let state = state_with(temp_db("csrf"), |_| {}).await;
    let mut ann = Browser::new(&state, [10, 2, 0, 1]);
    ann.signup("Ann", "correct horse").await;
    let id = ann
        .new_game(&[
            ("variant", "shatranj"),
            ("opponent", "human"),
            ("color", "white"),
        ])
        .await;
    // A form on another site posting to this one, with Ann's cookie.
    let req = Request::post("/logout")
        .header(header::ORIGIN, "https://evil.example")
        .body(Body::empty())
        .unwrap();
    let r = ann.send(req).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert!(r.json()["error"].as_str().unwrap().contains("another site"));
    assert_eq!(ann.me().await["name"], "Ann", "still signed in");
    let req = Request::post(format!("/api/games/{id}/actions"))
        .header(header::CONTENT_TYPE, "application/json")
        .header("sec-fetch-site", "cross-site")
        .body(Body::from(r#"{"type":"resign"}"#))
        .unwrap();
    assert_eq!(ann.send(req).await.status, StatusCode::FORBIDDEN);
    // A page of another site may not open a player's game socket either.
    let req = Request::get(format!("/api/games/{id}/ws"))
        .header(header::ORIGIN, "https://evil.example")
        .header(header::UPGRADE, "websocket")
        .header(header::CONNECTION, "upgrade")
        .header("sec-websocket-version", "13")
        .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==")
        .body(Body::empty())
        .unwrap();
    assert_eq!(ann.send(req).await.status, StatusCode::FORBIDDEN);
    // The site's own origin passes; so does a program that names no origin.
    let r = ann.act(&id, json!({"type": "chat", "text": "hello"})).await;
    assert_ne!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    let req = Request::get("/api/me").body(Body::empty()).unwrap();
    assert_eq!(ann.send(req).await.status, StatusCode::OK);
    // With a public https address, the cookie is Secure and that origin is the site's.
    let state = state_with(temp_db("csrf-https"), |c| {
        c.public_url = Some("https://shatranj.example".into())
    })
    .await;
    let mut bob = Browser::new(&state, [10, 2, 0, 2]);
    let req = Request::post("/signup")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header(header::ORIGIN, "https://shatranj.example")
        .body(Body::from("username=Bob&password=battery+staple"))
        .unwrap();
    let r = bob.send(req).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    assert!(r.set_cookie.unwrap().contains("Secure"));
}

#[tokio::test]
async fn sessions_end_after_their_time_without_use() {
    let state = state_with(temp_db("expiry"), |c| {
        c.session_ttl = SessionTtl {
            account_ms: 300,
            anon_ms: 300,
        }
    })
    .await;
    let mut ann = Browser::new(&state, [10, 3, 0, 1]);
    ann.signup("Ann", "correct horse").await;
    assert_eq!(ann.me().await["name"], "Ann");
    tokio::time::sleep(Duration::from_millis(450)).await;
    assert_eq!(ann.me().await["id"], Value::Null, "the session has ended");
    assert!(ann.get("/").await.text.contains("href=\"/login\""));
    assert_eq!(
        ann.login("Ann", "correct horse").await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(ann.me().await["name"], "Ann");
}

#[tokio::test]
async fn an_anonymous_player_keeps_their_games_and_takes_them_to_an_account() {
    let _turn = POSTGRES.lock().await;
    for db in databases("anon").await {
        let state = state_with(db, |_| {}).await;
        let mut v = Browser::new(&state, [10, 4, 0, 1]);
        // A first visit makes nobody; the first game makes an anonymous player with a cookie.
        v.get("/").await;
        assert_eq!(v.me().await["id"], Value::Null);
        let id = v
            .new_game(&[
                ("variant", "shatranj"),
                ("opponent", "engine"),
                ("level", "1"),
                ("color", "white"),
            ])
            .await;
        let me = v.me().await;
        assert!(me["name"].as_str().unwrap().starts_with("Anon-"), "{me}");
        assert_eq!(me["kind"], "anon");
        assert_eq!(v.game(&id).await["you"], "white");
        // The game's address is the same for everyone: a stranger watches.
        let mut stranger = Browser::new(&state, [10, 4, 0, 2]);
        assert_eq!(stranger.game(&id).await["you"], Value::Null);
        let page = stranger.get(&format!("/g/{id}")).await.text;
        assert!(!page.contains("data-token"), "no key in the page");
        // A name of their own.
        let r = v.form("/account/name", &[("name", "Roxana")]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        assert_eq!(v.me().await["name"], "Roxana");
        assert!(v.get("/games").await.text.contains(&format!("/g/{id}")));
        // Signing up keeps the games; the anonymous cookie opens nothing any more.
        let anon_cookie = v.cookie.clone();
        let r = v.signup("Roxana", "correct horse").await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        assert_ne!(v.cookie, anon_cookie, "a new session on sign-up");
        assert_eq!(v.me().await["kind"], "account");
        assert_eq!(v.game(&id).await["you"], "white");
        assert_eq!(v.game(&id).await["white"]["url"], "/@/Roxana");
        let mut thief = Browser::new(&state, [10, 4, 0, 3]);
        thief.cookie = anon_cookie;
        assert_eq!(thief.me().await["id"], Value::Null);
        assert_eq!(thief.game(&id).await["you"], Value::Null);
        // An anonymous player may not take an account's name.
        let mut w = Browser::new(&state, [10, 4, 0, 4]);
        w.new_game(&[("variant", "parsi"), ("opponent", "human")])
            .await;
        let r = w.form("/account/name", &[("name", "roxana")]).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(r.text.contains("the name of the account"), "{}", r.text);
    }
}

#[tokio::test]
async fn an_old_private_link_seats_its_visitor_and_leaves_the_address() {
    let state = state_with(temp_db("links"), |_| {}).await;
    // A game made through the API with keys only, as earlier versions' pages made them.
    let mut api = Browser::new(&state, [10, 5, 0, 1]);
    let created = api
        .post(
            "/api/games",
            json!({"variant": "shatranj", "color": "white", "name": "Ann"}),
        )
        .await
        .json();
    let id = created["id"].as_str().unwrap().to_owned();
    let key = created["token"].as_str().unwrap().to_owned();
    assert_eq!(created["game_url"], format!("/g/{id}"));
    let mut ann = Browser::new(&state, [10, 5, 0, 2]);
    let r = ann.get(&format!("/g/{id}?t={key}")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(r.location.as_deref(), Some(format!("/g/{id}").as_str()));
    assert!(r.set_cookie.is_some());
    // Seated by the cookie now, named as the seat was.
    assert_eq!(ann.game(&id).await["you"], "white");
    assert_eq!(ann.me().await["name"], "Ann");
    // A signed-in visitor following a link made under a name an account took since sits under
    // their own: the seat never shows another account's name as theirs.
    let made = api
        .post(
            "/api/games",
            json!({"variant": "shatranj", "color": "white", "name": "Roxana"}),
        )
        .await
        .json();
    let (other_id, other_key) = (
        made["id"].as_str().unwrap().to_owned(),
        made["token"].as_str().unwrap().to_owned(),
    );
    let mut roxana = Browser::new(&state, [10, 5, 0, 5]);
    roxana.signup("Roxana", "correct horse").await;
    let mut bob = Browser::new(&state, [10, 5, 0, 6]);
    bob.signup("Bob", "battery staple").await;
    bob.get(&format!("/g/{other_id}?t={other_key}")).await;
    let g = bob.game(&other_id).await;
    assert_eq!(g["you"], "white");
    assert_eq!(g["white"]["name"], "Bob", "{g}");
    assert_eq!(g["white"]["url"], "/@/Bob", "{g}");
    // The same link in another browser does not take the seat away.
    let mut other = Browser::new(&state, [10, 5, 0, 3]);
    other.get(&format!("/g/{id}?t={key}")).await;
    assert_eq!(other.game(&id).await["you"], Value::Null);
    assert_eq!(ann.game(&id).await["you"], "white");
    // The key still works for the API.
    let req = Request::get(format!("/api/games/{id}"))
        .header(header::AUTHORIZATION, format!("Bearer {key}"))
        .body(Body::empty())
        .unwrap();
    assert_eq!(
        Browser::new(&state, [10, 5, 0, 4]).send(req).await.json()["you"],
        "white"
    );
}

/// Two accounts play a rated game to its end: both ratings change once, shown to both; the
/// players' pages and the leaderboards show them.
#[tokio::test]
async fn a_rated_game_changes_both_ratings_once() {
    let _turn = POSTGRES.lock().await;
    for db in databases("rated").await {
        let state = state_with(db, |_| {}).await;
        let mut ann = Browser::new(&state, [10, 6, 0, 1]);
        let mut bob = Browser::new(&state, [10, 6, 0, 2]);
        ann.signup("Ann", "correct horse").await;
        bob.signup("Bob", "battery staple").await;
        let id = ann.rated_seek("shatranj", "3+2").await;
        let seek = ann.get("/api/games?status=open").await.json();
        assert_eq!(seek[0]["rated"], true);
        assert_eq!(seek[0]["speed"], "blitz");
        assert_eq!(seek[0]["ratings"]["white"]["before"], 1500);
        // Ann may not take her own seek; an anonymous visitor may not take a rated one.
        let r = ann.join(&id).await;
        assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
        let mut anon = Browser::new(&state, [10, 6, 0, 3]);
        let r = anon.join(&id).await;
        assert_eq!(r.status, StatusCode::FORBIDDEN);
        assert!(r.text.contains("sign in"), "{}", r.text);
        let r = bob.join(&id).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        let g = bob.game(&id).await;
        assert_eq!(g["you"], "black");
        assert_eq!(g["rated"], true);
        assert_eq!(g["black"]["rating"]["provisional"], true);
        ann.play(&id, "e2e3").await;
        bob.play(&id, "e7e6").await;
        let g = bob.act(&id, json!({"type": "resign"})).await.json();
        assert_eq!(g["result"], "1-0");
        // Two newcomers: 1500? → 1662? (+162) and 1500? → 1338? (−162).
        for b in [&mut ann, &mut bob] {
            let g = b.game(&id).await;
            assert_eq!(g["white"]["rating"]["after"], 1662, "{g}");
            assert_eq!(g["white"]["rating"]["diff"], 162);
            assert_eq!(g["white"]["rating"]["after_provisional"], true);
            assert_eq!(g["black"]["rating"]["after"], 1338);
            assert_eq!(g["black"]["rating"]["diff"], -162);
        }
        // Its PGN gives the ratings before the game, as other sites' do, and its clock.
        let pgn = bob.get(&format!("/api/games/{id}/pgn")).await.text;
        assert!(
            pgn.contains("[WhiteElo \"1500\"]") && pgn.contains("[BlackElo \"1500\"]"),
            "{pgn}"
        );
        assert!(pgn.contains("[TimeControl \"180+2\"]"), "{pgn}");
        // Each move with the mover's clock after it, as lichess's tools read it; the ending in
        // the standard's words, and in ours after the last move.
        let movetext = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            movetext.contains(
                "1. e3 {[%clk 0:03:00]} 1... e6 {[%clk 0:03:00] White wins: Black resigned}"
            ),
            "{pgn}"
        );
        assert!(pgn.contains("[Termination \"Normal\"]"), "{pgn}");
        // Once: the players' rows say one game each.
        let ratings = state
            .db()
            .ratings_of(ann.me().await["id"].as_str().unwrap())
            .await
            .unwrap();
        assert_eq!(ratings.len(), 1);
        assert_eq!(ratings[0].stand.games, 1);
        assert_eq!((ratings[0].wins, ratings[0].losses), (1, 0));
        assert_eq!(ratings[0].speed, rukh_store::Speed::Blitz);
        // A chat line after the end changes nothing more.
        ann.act(&id, json!({"type": "chat", "text": "good game"}))
            .await;
        let again = state
            .db()
            .ratings_of(ann.me().await["id"].as_str().unwrap())
            .await
            .unwrap();
        assert_eq!(again[0].stand.games, 1);
        // Ann's page: the rating, the history and the game with its change.
        let page = bob.get("/@/ann").await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.text.contains("1662?"), "{}", page.text);
        assert!(page.text.contains("Rating history in Shatranj"));
        assert!(page.text.contains("+162"));
        assert!(page.text.contains("href=\"/@/Bob\""));
        let filtered = bob.get("/@/Ann?result=lost").await.text;
        assert!(filtered.contains("No finished game matches"));
        // Provisional ratings are kept off the leaderboards.
        let board = bob.get("/players?variant=shatranj").await.text;
        assert!(!board.contains("href=\"/@/Ann\""));
        assert_eq!(bob.get("/@/nobody").await.status, StatusCode::NOT_FOUND);
        // Enough games settle a rating: then it leads the board.
        for i in 0..16 {
            let (white, black) = if i % 2 == 0 {
                (&mut ann, &mut bob)
            } else {
                (&mut bob, &mut ann)
            };
            let id = white.rated_seek("shatranj", "3+2").await;
            black.join(&id).await;
            white.play(&id, "e2e3").await;
            black.play(&id, "e7e6").await;
            let loser = if i % 3 == 0 { white } else { black };
            loser.act(&id, json!({"type": "resign"})).await;
        }
        let board = bob.get("/players?variant=shatranj").await.text;
        assert!(board.contains("href=\"/@/Ann\""), "{board}");
        // Games without a move of each side count for nobody: forty of them, resigned by a
        // feeder at once or after one move, leave both ratings as they were.
        let me = ann.me().await["id"].as_str().unwrap().to_owned();
        let before = state.db().ratings_of(&me).await.unwrap()[0].stand;
        for i in 0..40 {
            let id = ann.rated_seek("shatranj", "3+2").await;
            bob.join(&id).await;
            if i % 2 == 1 {
                ann.play(&id, "e2e3").await;
            }
            let g = bob.act(&id, json!({"type": "resign"})).await.json();
            assert_eq!(g["result"], "1-0");
            assert!(g["white"]["rating"]["diff"].is_null(), "{g}");
        }
        let after = state.db().ratings_of(&me).await.unwrap()[0].stand;
        assert_eq!(after.rating, before.rating, "ratings farmed without play");
        assert_eq!(after.games, before.games);
    }
}

#[tokio::test]
async fn an_aborted_game_leaves_ratings_alone() {
    let state = state_with(temp_db("abort"), |_| {}).await;
    let mut ann = Browser::new(&state, [10, 7, 0, 1]);
    let mut bob = Browser::new(&state, [10, 7, 0, 2]);
    ann.signup("Ann", "correct horse").await;
    bob.signup("Bob", "battery staple").await;
    let id = ann.rated_seek("great-shatranj", "10+5").await;
    bob.join(&id).await;
    ann.play(&id, "e2e3").await;
    let r = bob.act(&id, json!({"type": "abort"})).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let g = r.json();
    assert_eq!(g["status"], "finished");
    assert_eq!(g["termination"], "aborted");
    assert_eq!(g["result"], "*");
    assert!(g["white"]["rating"]["diff"].is_null());
    for b in [&mut ann, &mut bob] {
        let id = b.me().await["id"].as_str().unwrap().to_owned();
        assert!(state.db().ratings_of(&id).await.unwrap().is_empty());
    }
    // After both sides have moved, a game is resigned, not aborted.
    let id = ann.rated_seek("shatranj", "10+5").await;
    bob.join(&id).await;
    ann.play(&id, "e2e3").await;
    bob.play(&id, "e7e6").await;
    let r = ann.act(&id, json!({"type": "abort"})).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.json()["error"]
            .as_str()
            .unwrap()
            .contains("resign instead")
    );
}

#[tokio::test]
async fn a_seek_may_ask_for_a_rating_range() {
    let state = state_with(temp_db("range"), |_| {}).await;
    let mut ann = Browser::new(&state, [10, 8, 0, 1]);
    let mut bob = Browser::new(&state, [10, 8, 0, 2]);
    let mut cyd = Browser::new(&state, [10, 8, 0, 3]);
    ann.signup("Ann", "correct horse").await;
    bob.signup("Bob", "battery staple").await;
    cyd.signup("Cyd", "cyd password").await;
    // Bob beats Cyd once: 1662? against Ann's 1500?.
    let id = bob.rated_seek("parsi", "5+3").await;
    cyd.join(&id).await;
    bob.play(&id, "a2a3").await;
    cyd.play(&id, "a7a6").await;
    cyd.act(&id, json!({"type": "resign"})).await;
    let id = ann
        .new_game(&[
            ("variant", "parsi"),
            ("tc", "5+3"),
            ("opponent", "seek"),
            ("mode", "rated"),
            ("range", "100"),
            ("color", "white"),
        ])
        .await;
    let seek = &ann.get("/api/games?status=open").await.json()[0];
    assert_eq!(
        (seek["min_rating"].as_i64(), seek["max_rating"].as_i64()),
        (Some(1400), Some(1600))
    );
    let r = bob.join(&id).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert!(
        r.text.contains("from 1400 to 1600; yours is 1662?"),
        "{}",
        r.text
    );
    // A range is for rated open seeks.
    let r = ann
        .post(
            "/api/games",
            json!({"variant": "parsi", "opponent": "seek", "clock": "live", "rated": false, "min_rating": 1400}),
        )
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(
        r.json()["error"]
            .as_str()
            .unwrap()
            .contains("rated open seeks")
    );
    // A game that cannot be rated says why, beside the choice.
    let r = ann
        .form(
            "/new",
            &[
                ("variant", "shatranj"),
                ("opponent", "seek"),
                ("tc", "none"),
                ("mode", "rated"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.text.contains("without a clock is not rated"),
        "{}",
        r.text
    );
}

/// A bot account plays a whole game through the API and the game's WebSocket with its token.
#[tokio::test]
async fn a_bot_plays_a_whole_game_with_its_token() {
    let _turn = POSTGRES.lock().await;
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    for db in databases("bot").await {
        let state = state_with(db, |_| {}).await;
        let mut owner = Browser::new(&state, [10, 9, 0, 1]);
        owner.signup("Shamax", "engine password").await;
        // Only a bot may make tokens: the operator marks the account first.
        assert_eq!(
            owner.get("/account/token").await.status,
            StatusCode::FORBIDDEN
        );
        let id = owner.me().await["id"].as_str().unwrap().to_owned();
        state.db().set_bot(&id, true).await.unwrap();
        let page = owner.form("/account/token", &[]).await;
        assert_eq!(page.status, StatusCode::OK);
        let at = page.text.find("rkt_").expect("the new token is shown");
        let token = page.text[at..at + 68].to_owned();
        assert!(
            token.bytes().skip(4).all(|b| b.is_ascii_hexdigit()),
            "{token}"
        );
        assert_eq!(
            state.db().api_token_count(&id).await.unwrap(),
            1,
            "only its digest is kept, once"
        );
        // The bot's open seek, made with the token.
        let mut bot = Browser::new(&state, [10, 9, 0, 2]);
        let req = Request::post("/api/games")
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(
                json!({"variant": "shatranj", "color": "white", "opponent": "seek",
                       "fen": "k7/8/8/8/8/8/p7/R3K3 w - - 0 1", "clock": "correspondence", "days": 1})
                .to_string(),
            ))
            .unwrap();
        let created = bot.send(req).await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
        let game = created.json()["id"].as_str().unwrap().to_owned();
        let mut kim = Browser::new(&state, [10, 9, 0, 3]);
        kim.signup("Kim", "correct horse").await;
        // The seek's page says its clock in plain words: one day, not "1 days".
        let page = kim.get(&format!("/join/{game}")).await.text;
        assert!(page.contains("1 day a move"), "{page}");
        assert!(!page.contains("1 days"), "{page}");
        assert_eq!(kim.join(&game).await.status, StatusCode::SEE_OTHER);
        let g = kim.game(&game).await;
        assert_eq!(g["white"]["bot"], true);
        assert_eq!(g["white"]["name"], "Shamax");
        // Over a real socket, as an engine's bridge would: the token in the header.
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let app = router(state.clone()).into_make_service_with_connect_info::<SocketAddr>();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        let mut req =
            tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(
                format!("ws://{addr}/api/games/{game}/ws"),
            )
            .unwrap();
        req.headers_mut().insert(
            header::AUTHORIZATION,
            format!("Bearer {token}").parse().unwrap(),
        );
        let (mut ws, _) = tokio_tungstenite::connect_async(req).await.unwrap();
        let first: Value = match ws.next().await.unwrap().unwrap() {
            Message::Text(t) => serde_json::from_str(&t).unwrap(),
            other => panic!("{other:?}"),
        };
        assert_eq!(first["game"]["you"], "white");
        ws.send(Message::Text(
            json!({"type": "move", "move": "a1a2"}).to_string().into(),
        ))
        .await
        .unwrap();
        // The move comes back as an event; then Kim's reply ends the game.
        loop {
            let Message::Text(t) = ws.next().await.unwrap().unwrap() else {
                continue;
            };
            let v: Value = serde_json::from_str(&t).unwrap();
            assert_ne!(v["type"], "error", "{v}");
            if v["type"] == "move" || v["game"]["ply"] == 1 {
                break;
            }
        }
        let end = kim.play(&game, "a8b8").await;
        assert_eq!(end["result"], "1-0");
        assert_eq!(end["termination"], "bare-king");
        // A token cannot make more tokens, nor revoke its owner's.
        for path in ["/account/token", "/account/token/revoke"] {
            let req = Request::post(path)
                .header(header::AUTHORIZATION, format!("Bearer {token}"))
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .header(header::ORIGIN, ORIGIN)
                .body(Body::empty())
                .unwrap();
            let r = bot.send(req).await;
            assert_eq!(r.status, StatusCode::FORBIDDEN, "{path}: {}", r.text);
        }
        assert_eq!(state.db().api_token_count(&id).await.unwrap(), 1);
        // A revoked token opens nothing.
        owner.form("/account/token/revoke", &[]).await;
        let req = Request::get("/api/me")
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .body(Body::empty())
            .unwrap();
        assert_eq!(bot.send(req).await.status, StatusCode::UNAUTHORIZED);
        // The bot's page says BOT.
        assert!(kim.get("/@/Shamax").await.text.contains("BOT"));
        // A new password ends the tokens made with the old one.
        let page = owner.form("/account/token", &[]).await;
        let at = page.text.find("rkt_").expect("a new token");
        let token = page.text[at..at + 68].to_owned();
        let me = |token: String| {
            Request::get("/api/me")
                .header(header::AUTHORIZATION, format!("Bearer {token}"))
                .body(Body::empty())
                .unwrap()
        };
        assert_eq!(bot.send(me(token.clone())).await.status, StatusCode::OK);
        let r = owner
            .form(
                "/account/password",
                &[
                    ("current", "engine password"),
                    ("new", "a new engine password"),
                ],
            )
            .await;
        assert!(
            r.status.is_success() || r.status.is_redirection(),
            "{}",
            r.text
        );
        assert_eq!(state.db().api_token_count(&id).await.unwrap(), 0);
        assert_eq!(bot.send(me(token)).await.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn the_turn_count_follows_the_moves() {
    let state = state_with(temp_db("turns"), |_| {}).await;
    let mut ann = Browser::new(&state, [10, 10, 0, 1]);
    let mut bob = Browser::new(&state, [10, 10, 0, 2]);
    ann.signup("Ann", "correct horse").await;
    bob.signup("Bob", "battery staple").await;
    let id = ann.rated_seek("shatranj", "d3").await;
    bob.join(&id).await;
    // Bob's count, as the header's script hears it.
    let req = Request::get("/api/me/events")
        .header(
            header::COOKIE,
            format!("rukh_session={}", bob.cookie.clone().unwrap()),
        )
        .body(Body::empty())
        .unwrap();
    let resp = router(state.clone()).oneshot(req).await.unwrap();
    let mut body = resp.into_body();
    let mut next_count = async || loop {
        let frame = tokio::time::timeout(Duration::from_secs(10), body.frame())
            .await
            .expect("an event in time")
            .unwrap()
            .unwrap();
        if let Ok(data) = frame.into_data() {
            let text = String::from_utf8_lossy(&data).into_owned();
            if let Some(n) = text.lines().find_map(|l| l.strip_prefix("data:")) {
                return n.trim().parse::<i64>().unwrap();
            }
        }
    };
    assert_eq!(next_count().await, 0);
    assert!(
        ann.get("/")
            .await
            .text
            .contains("title=\"Games where it is your move\">1<"),
        "Ann's header counts her move"
    );
    ann.play(&id, "e2e3").await;
    assert_eq!(next_count().await, 1, "Bob's move now");
    assert!(bob.get("/games").await.text.contains("● Your move"));
    bob.play(&id, "e7e6").await;
    assert_eq!(next_count().await, 0);
}

#[tokio::test]
async fn a_deleted_account_leaves_its_games_anonymised() {
    let _turn = POSTGRES.lock().await;
    for db in databases("delete").await {
        let state = state_with(db, |_| {}).await;
        let mut ann = Browser::new(&state, [10, 11, 0, 1]);
        let mut bob = Browser::new(&state, [10, 11, 0, 2]);
        ann.signup("Ann", "correct horse").await;
        bob.signup("Bob", "battery staple").await;
        let id = ann.rated_seek("shatranj", "5+3").await;
        bob.join(&id).await;
        ann.act(&id, json!({"type": "resign"})).await;
        let r = ann.form("/account/delete", &[("password", "wrong")]).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED);
        let r = ann
            .form("/account/delete", &[("password", "correct horse")])
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        assert_eq!(ann.me().await["id"], Value::Null);
        // The game stays, without her name; her page and sign-in are gone; the name is free.
        let g = bob.game(&id).await;
        assert_eq!(g["status"], "finished");
        assert_eq!(g["white"]["name"], "deleted player");
        assert!(g["white"]["url"].is_null());
        assert_eq!(g["moves"].as_array().unwrap().len(), 0);
        assert_eq!(bob.get("/@/Ann").await.status, StatusCode::NOT_FOUND);
        assert_eq!(
            ann.login("Ann", "correct horse").await.status,
            StatusCode::UNAUTHORIZED
        );
        let archive = bob.get("/api/games?status=finished").await.json();
        assert!(
            archive
                .as_array()
                .unwrap()
                .iter()
                .any(|g| g["id"] == id.as_str())
        );
        assert_eq!(
            ann.signup("Ann", "a new start").await.status,
            StatusCode::SEE_OTHER
        );
    }
}

/// A game as the version before players stored it: id, status, result, termination, White's and
/// Black's names and keys, invitation, the engine's colour and level, ply, seek, version, turn.
type OldGame<'a> = (
    &'a str,
    &'a str,
    Option<&'a str>,
    Option<&'a str>,
    &'a str,
    &'a str,
    Option<&'a str>,
    Option<&'a str>,
    Option<&'a str>,
    Option<&'a str>,
    i64,
    i64,
    i64,
    i64,
    Option<&'a str>,
);

/// A database of the version before players (its six migrations, its games as it stored
/// them) opens with this one: every game and move intact, the engine's games given to the
/// engine's players, seats of keys still opened by their keys.
#[tokio::test]
async fn a_database_of_the_version_before_players_opens_intact() {
    let _turn = POSTGRES.lock().await;
    let mut urls = vec![temp_db("upgrade")];
    if let Ok(url) = std::env::var("RUKH_TEST_POSTGRES") {
        reset_postgres(&url).await;
        urls.push(url);
    }
    for url in urls {
        sqlx::any::install_default_drivers();
        let connect_url = if url.starts_with("sqlite:") {
            format!("{url}?mode=rwc")
        } else {
            url.clone()
        };
        {
            let pool = sqlx::AnyPool::connect(&connect_url).await.unwrap();
            // The earlier version's migrations, exactly as it ran them.
            let dir =
                std::env::temp_dir().join(format!("rukh-old-migrations-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../store/migrations");
            for entry in std::fs::read_dir(&here).unwrap() {
                let p = entry.unwrap().path();
                let name = p.file_name().unwrap().to_str().unwrap().to_owned();
                if name.as_str() < "0007" {
                    std::fs::copy(&p, dir.join(&name)).unwrap();
                }
            }
            sqlx::migrate::Migrator::new(dir.as_path())
                .await
                .unwrap()
                .run(&pool)
                .await
                .unwrap();
            // Three games as that version stored them: two people by keys (finished), one
            // against the engine at level 3 (in progress), one open seek.
            let insert = "INSERT INTO games (id, variant, rules, start_fen, status, result, termination, \
                description, white_name, black_name, white_token, black_token, invite_token, engine_color, \
                engine_level, clock_kind, initial_ms, increment_ms, days_per_move, white_ms, black_ms, \
                turn_started_at, draw_offer, takeback_offer, ply, created_at, updated_at, seek, rematch, \
                imported, version, turn, deadline_at) VALUES ($1, 'shatranj', '{}', $2, $3, $4, $5, NULL, \
                $6, $7, $8, $9, $10, $11, $12, 'live', 300000, 3000, 0, 300000, 300000, 1000, NULL, NULL, \
                $13, 1000, 2000, $14, NULL, NULL, $15, $16, NULL)";
            // (The clocks' turns started now, so that the games in progress have not run out.)
            let insert = insert.replace(
                "300000, 300000, 1000,",
                &format!("300000, 300000, {},", rukh_store::now_ms()),
            );
            let start = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
            let rows: [OldGame; 3] = [
                (
                    "oldpeople1",
                    "finished",
                    Some("1-0"),
                    Some("resignation"),
                    "Ann",
                    "Bob",
                    Some("k1"),
                    Some("k2"),
                    None,
                    None,
                    4,
                    2,
                    0,
                    5,
                    None,
                ),
                (
                    "oldengine1",
                    "active",
                    None,
                    None,
                    "Cyd",
                    "Rukh (level 3)",
                    Some("k3"),
                    None,
                    None,
                    Some("black"),
                    3,
                    2,
                    0,
                    3,
                    Some("white"),
                ),
                (
                    "oldseek001",
                    "open",
                    None,
                    None,
                    "Dee",
                    "",
                    Some("k4"),
                    None,
                    Some("inv"),
                    None,
                    4,
                    0,
                    1,
                    1,
                    None,
                ),
            ];
            for (
                id,
                status,
                result,
                term,
                w,
                b,
                wt,
                bt,
                inv,
                engine,
                level,
                ply,
                seek,
                version,
                turn,
            ) in rows
            {
                sqlx::query(sqlx::AssertSqlSafe(insert.as_str()))
                    .bind(id)
                    .bind(start)
                    .bind(status)
                    .bind(result)
                    .bind(term)
                    .bind(w)
                    .bind((!b.is_empty()).then_some(b))
                    .bind(wt)
                    .bind(bt)
                    .bind(inv)
                    .bind(engine)
                    .bind(level)
                    .bind(ply)
                    .bind(seek)
                    .bind(version)
                    .bind(turn)
                    .execute(&pool)
                    .await
                    .unwrap();
            }
            for (id, plies) in [("oldpeople1", 2), ("oldengine1", 2)] {
                for (ply, (coord, san, courier)) in
                    [("e2e3", "e3", "P e2-e3"), ("e7e6", "e6", "p e7-e6")]
                        .into_iter()
                        .enumerate()
                        .take(plies)
                {
                    sqlx::query("INSERT INTO moves (game_id, ply, coord, san, courier, played_at) VALUES ($1, $2, $3, $4, $5, $6)")
                        .bind(id)
                        .bind(ply as i64 + 1)
                        .bind(coord)
                        .bind(san)
                        .bind(courier)
                        .bind(1500 + ply as i64)
                        .execute(&pool)
                        .await
                        .unwrap();
                }
            }
            sqlx::query("INSERT INTO chat (game_id, seq, author, body, at) VALUES ('oldpeople1', 1, 'Ann', 'gg', 1900)")
                .execute(&pool)
                .await
                .unwrap();
            pool.close().await;
        }
        // This version opens it, migrating forward.
        let state = state_with(url.clone(), |_| {}).await;
        let mut b = Browser::new(&state, [10, 12, 0, 1]);
        let g = b.game("oldpeople1").await;
        assert_eq!(g["status"], "finished", "{g}");
        assert_eq!(g["result"], "1-0");
        assert_eq!(g["white"]["name"], "Ann");
        assert_eq!(g["moves"].as_array().unwrap().len(), 2);
        // Its chat, the players' (a visitor reads the spectators' room, empty).
        let chat = state.db().chat("oldpeople1").await.unwrap();
        assert_eq!((chat[0].body.as_str(), chat[0].spectators), ("gg", false));
        assert_eq!(g["chat"], json!([]));
        assert_eq!(g["rated"], false);
        let e = b.game("oldengine1").await;
        assert_eq!(e["status"], "active");
        assert_eq!(e["black"]["url"], "/@/rukh-level-3");
        assert_eq!(e["black"]["engine"], true);
        assert_eq!(e["fen"].as_str().unwrap().split(' ').nth(1), Some("w"));
        // The engine's level has a page.
        let page = b.get("/@/rukh-level-3").await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.text.contains("Rukh (level 3)"));
        // Keys open their seats as before.
        let req = Request::get("/api/games/oldpeople1")
            .header(header::AUTHORIZATION, "Bearer k1")
            .body(Body::empty())
            .unwrap();
        assert_eq!(b.send(req).await.json()["you"], "white");
        let req = Request::post("/api/games/oldengine1/move")
            .header(header::AUTHORIZATION, "Bearer k3")
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(r#"{"move":"d2d3"}"#))
            .unwrap();
        let r = b.send(req).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        // The open seek is still in the lobby and can be taken.
        let open = b.get("/api/games?status=open").await.json();
        assert!(
            open.as_array()
                .unwrap()
                .iter()
                .any(|g| g["id"] == "oldseek001")
        );
        let r = b.form("/join/oldseek001", &[("invite", "inv")]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        assert_eq!(b.game("oldseek001").await["you"], "black");
    }
}

/// A new SQLite database made from an earlier version's dump (its file dumped as SQL), for the
/// upgrade tests.
async fn database_from_dump(name: &str, dump: &str) -> String {
    let url = temp_db(name);
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&format!("{url}?mode=rwc"))
        .await
        .unwrap();
    sqlx::raw_sql(sqlx::AssertSqlSafe(dump))
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    url
}

/// A database made by the version before players itself (`tests/fixtures/rukh-06b1f3b.sql`, its
/// SQLite file dumped as SQL) opens with this one, every game intact: moves, chat, offers, the
/// open seek, the imported game; the engine's game given to the engine's player; the keys of
/// that version open their seats, and an old private link seats its visitor.
#[tokio::test]
async fn a_database_made_by_the_version_before_players_opens_with_every_game_intact() {
    let url = database_from_dump("fixture", include_str!("fixtures/rukh-06b1f3b.sql")).await;
    let state = state_with(url, |_| {}).await;
    let mut b = Browser::new(&state, [10, 13, 0, 1]);
    let all = b.get("/api/games?limit=500").await.json();
    let count = |s: &str| {
        all.as_array()
            .unwrap()
            .iter()
            .filter(|g| g["status"] == s)
            .count()
    };
    assert_eq!(
        (count("finished"), count("active"), count("open")),
        (2, 2, 1),
        "{all}"
    );
    let g = b.game("6gzeedxswa").await;
    assert_eq!(g["result"], "1-0");
    assert_eq!(g["termination"], "resignation");
    let sans: Vec<&str> = g["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap())
        .collect();
    assert_eq!(sans, ["e3", "e6", "Nf3"]);
    let chat = state.db().chat("6gzeedxswa").await.unwrap();
    assert_eq!(
        (chat[0].body.as_str(), chat[0].spectators),
        ("good luck", false)
    );
    assert_eq!(
        (g["white"]["name"].as_str(), g["black"]["name"].as_str()),
        (Some("Ann"), Some("Bob"))
    );
    assert_eq!(g["clock"]["white_ms"], 305959);
    let pgn = b.get("/api/games/ehgvxn944j/pgn").await.text;
    assert!(
        pgn.contains("[White \"Al-Adli\"]") && pgn.contains("2. Nf3 Nf6"),
        "{pgn}"
    );
    // The engine's game is the engine's player's; its key still moves White.
    let e = b.game("5asknfxabg").await;
    assert_eq!(e["black"]["url"], "/@/rukh-level-2");
    assert_eq!(e["moves"].as_array().unwrap().len(), 2);
    let req = Request::post("/api/games/5asknfxabg/move")
        .header(
            header::AUTHORIZATION,
            "Bearer 5ccef1920ddd46094786584b8f128686",
        )
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(r#"{"move":"d2d3"}"#))
        .unwrap();
    let r = b.send(req).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    // The Kamil game keeps its draw offer; an old private link seats its visitor there.
    let mut eve = Browser::new(&state, [10, 13, 0, 2]);
    let r = eve
        .get("/g/ez2cqe242k?t=ff16651645609b82a5bd0ae3e5fe734c")
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let k = eve.game("ez2cqe242k").await;
    assert_eq!(k["you"], "black");
    assert_eq!(k["draw_offer"], "black");
    assert_eq!(eve.me().await["name"], "Eve");
    // The open seek can be taken.
    let r = b
        .form(
            "/join/zadv76mkfw",
            &[("invite", "0db6b36a6a2a0efaa302b4e53645c56c")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    assert_eq!(b.game("zadv76mkfw").await["status"], "active");
}

#[tokio::test]
async fn a_seek_is_cancelled_by_its_creator_and_a_live_one_ends_when_its_creator_leaves() {
    let state = state_with(temp_db("seek-end"), |c| {
        c.seek_idle = std::time::Duration::from_millis(600);
    })
    .await;
    let mut ann = Browser::new(&state, [10, 9, 0, 1]);
    let mut bob = Browser::new(&state, [10, 9, 0, 2]);
    ann.signup("Ann", "correct horse").await;
    bob.signup("Bob", "battery staple").await;
    let open = |b: &Value| {
        b.as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    // A correspondence seek: only its creator may take it off, from the lobby's button.
    let id = ann
        .new_game(&[
            ("variant", "shatranj"),
            ("tc", "d3"),
            ("opponent", "seek"),
            ("color", "white"),
        ])
        .await;
    assert!(open(&bob.get("/api/games?status=open").await.json()).contains(&id));
    let lobby = ann.get("/").await;
    assert!(
        lobby.text.contains(&format!("action=\"/g/{id}/cancel\"")),
        "the lobby offers its creator the Cancel button"
    );
    let r = bob.form(&format!("/g/{id}/cancel"), &[]).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    let r = ann.form(&format!("/g/{id}/cancel"), &[]).await;
    assert_eq!(r.location.as_deref(), Some("/"), "{}", r.text);
    assert!(!open(&bob.get("/api/games?status=open").await.json()).contains(&id));
    assert_eq!(bob.join(&id).await.status, StatusCode::NOT_FOUND);
    // A game that has started cannot be cancelled.
    let id = ann
        .new_game(&[("variant", "shatranj"), ("tc", "d3"), ("opponent", "seek")])
        .await;
    bob.join(&id).await;
    let r = ann
        .post(&format!("/api/games/{id}/cancel"), json!({}))
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    // A live seek stays while its creator has the lobby open...
    let kept = ann
        .new_game(&[("variant", "shatranj"), ("tc", "3+2"), ("opponent", "seek")])
        .await;
    let mut events = Request::get("/api/lobby/events")
        .body(Body::empty())
        .unwrap();
    events.headers_mut().insert(
        header::COOKIE,
        format!("rukh_session={}", ann.cookie.clone().unwrap())
            .parse()
            .unwrap(),
    );
    events.extensions_mut().insert(ConnectInfo(ann.addr));
    let stream = router(state.clone()).oneshot(events).await.unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    tokio::time::sleep(std::time::Duration::from_millis(2000)).await;
    assert!(open(&bob.get("/api/games?status=open").await.json()).contains(&kept));
    // ... and goes once she has closed it and the time is up.
    drop(stream);
    let mut gone = false;
    for _ in 0..40 {
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        if !open(&bob.get("/api/games?status=open").await.json()).contains(&kept) {
            gone = true;
            break;
        }
    }
    assert!(gone, "a live seek whose creator left stays in the lobby");
    assert_eq!(bob.join(&kept).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_mistake_in_the_lobby_form_is_shown_beside_its_field() {
    let state = state_with(temp_db("form-field"), |_| {}).await;
    let mut ann = Browser::new(&state, [10, 9, 1, 1]);
    // The error names its field: the text of each follows that field's control, not the form's
    // head (a FEN's mistake opens the folded position box).
    let error_after = |page: &str, control: &str| {
        let at = page.find(control).expect(control);
        let err = page.find("class=\"field-error\"").expect("an error");
        err > at
    };
    let r = ann
        .form(
            "/new",
            &[
                ("variant", "shatranj"),
                ("opponent", "human"),
                ("tc", "none"),
                ("fen", "not a position"),
            ],
        )
        .await;
    assert!(r.status.is_client_error(), "{}", r.status);
    assert!(r.text.contains("start position"));
    assert!(r.text.contains("<details id=\"fen-box\" open"));
    assert!(error_after(&r.text, "id=\"fen-box\""));
    let r = ann
        .form(
            "/new",
            &[
                ("variant", "shatranj"),
                ("opponent", "human"),
                ("tc", "custom"),
                ("minutes", "999"),
                ("increment", "1"),
            ],
        )
        .await;
    assert!(r.text.contains("A live clock has 0.25 to 240 minutes"));
    assert!(
        !error_after(&r.text, "id=\"fen-box\""),
        "the clock's mistake is not shown at the position"
    );
    // In Persian, the same mistakes are said in Persian, numbers in its digits; the FEN's
    // field and its problem too.
    let r = ann
        .form(
            "/new?lang=fa",
            &[
                ("variant", "shatranj"),
                ("opponent", "human"),
                ("tc", "none"),
                ("fen", "rnbqkbnr/8/8/8/8/8/8 w - - 0 1"),
            ],
        )
        .await;
    assert!(r.status.is_client_error(), "{}", r.status);
    let err = &r.text[r.text.find("class=\"field-error\"").expect("an error")..];
    let err = &err[..err.find("</p>").unwrap()];
    assert!(err.contains("وضعیت آغاز"), "{err}");
    assert!(err.contains("ردیف"), "{err}");
    assert!(
        !err.contains("ranks") && !err.contains("lang=\"en\""),
        "{err}"
    );
    let r = ann
        .form(
            "/new?lang=fa",
            &[
                ("variant", "shatranj"),
                ("opponent", "human"),
                ("tc", "custom"),
                ("minutes", "999"),
                ("increment", "1"),
            ],
        )
        .await;
    let plain = r.text.replace(['\u{2068}', '\u{2069}'], "");
    assert!(plain.contains("ساعت زنده ۰.۲۵ تا ۲۴۰ دقیقه"), "{plain}");
    // A clock the form does not offer is said, not taken for an unlimited game.
    let r = ann
        .form(
            "/new",
            &[
                ("variant", "shatranj"),
                ("opponent", "human"),
                ("tc", "2+1"),
            ],
        )
        .await;
    assert!(r.status.is_client_error(), "{}", r.status);
    assert!(
        r.text.contains("unknown time control &#39;2+1&#39;")
            || r.text.contains("unknown time control '2+1'"),
        "{}",
        r.text.len()
    );
}

#[tokio::test]
async fn a_changed_rule_is_said_in_words_in_the_lobby_the_join_page_and_the_game() {
    let state = state_with(temp_db("rule-words"), |_| {}).await;
    let mut ann = Browser::new(&state, [10, 9, 2, 1]);
    let mut bob = Browser::new(&state, [10, 9, 2, 2]);
    let id = ann
        .new_game(&[
            ("variant", "shatranj"),
            ("tc", "d3"),
            ("opponent", "seek"),
            ("color", "white"),
            ("rule:stalemate", "draw"),
        ])
        .await;
    let seek = bob.get("/api/games?status=open").await.json();
    let seek = seek
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id.as_str())
        .unwrap()
        .clone();
    assert_eq!(seek["rule_changes"], json!(["Stalemate: a draw"]));
    let lobby = bob.get("/").await.text;
    assert!(lobby.contains(r#"Changed: Stalemate: a draw"#));
    // In Persian, in Persian, on the page and in the lists its script keeps up to date.
    let lobby = bob.get("/?lang=fa").await.text;
    let fa = seek["rule_changes_in"]["fa"][0].as_str().unwrap();
    assert!(!fa.contains("Stalemate") && lobby.contains(fa), "{fa}");
    let join = bob.get(seek["join_url"].as_str().unwrap()).await.text;
    assert!(
        join.contains(r#"Shatranj with changed rules: </strong><span>Stalemate: a draw.</span>"#),
        "{join}"
    );
    let game = ann.get(&format!("/g/{id}")).await.text;
    assert!(
        game.contains(r#"Shatranj with changed rules: </strong><span>Stalemate: a draw.</span>"#)
    );
    // In the reader's language on a page in another: the rule's own words (Persian).
    let persian = ann.get(&format!("/g/{id}?lang=fa")).await.text;
    assert!(
        persian.contains("پات: مساوی"),
        "the changed rule in Persian"
    );
    assert_eq!(
        ann.game(&id).await["rule_changes"],
        json!(["Stalemate: a draw"])
    );
    // The game as its sources play it says nothing.
    let plain = ann
        .new_game(&[("variant", "shatranj"), ("tc", "d3"), ("opponent", "seek")])
        .await;
    assert_eq!(ann.game(&plain).await["rule_changes"], json!([]));
    assert!(
        !ann.get(&format!("/g/{plain}"))
            .await
            .text
            .contains("id=\"rule-changes\"")
    );
}

/// A database made by the version before Swiss events (`tests/fixtures/rukh-fd794d6.sql`) opens
/// with this one, its arena intact: the same players, the finished game's points, the game in
/// progress still the arena's; the new columns take their defaults (an arena, no berserk).
#[tokio::test]
async fn a_database_made_by_the_version_before_swiss_events_keeps_its_arena() {
    let url = database_from_dump("fixture-arena", include_str!("fixtures/rukh-fd794d6.sql")).await;
    let state = state_with(url, |_| {}).await;
    let mut b = Browser::new(&state, [10, 13, 0, 9]);
    let t = b.get("/api/tournaments/vnrxu4gq9i").await.json();
    assert_eq!(t["name"], "Old arena");
    assert_eq!(t["kind"], "arena");
    assert_eq!(t["clock"], "3+2");
    assert_eq!(t["rated"], true);
    assert_eq!(t["private"], false);
    assert_eq!(t["ends_at"], 1795989906249_i64);
    let line = |name: &str| {
        t["standings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("{name} in {t}"))
    };
    // Ann won the first game. The second is under way, or (once the database is read by the
    // flag sweeper, its first-move time long past) forfeited by Ann, who never moved in it.
    assert_eq!(line("ann")["sheet"][0], 2, "{t}");
    assert_eq!(line("bob")["sheet"][0], 0, "{t}");
    let on = line("ann")["playing"] == "ycnrt3bhmf";
    if !on {
        assert_eq!(line("ann")["sheet"], serde_json::json!([2, 0]), "{t}");
        assert_eq!(line("bob")["sheet"], serde_json::json!([0, 2]), "{t}");
    }
    let g = b.game("gf2hykf3pm").await;
    assert_eq!(g["result"], "1-0");
    assert_eq!(g["moves"].as_array().unwrap().len(), 2);
    // The second game is the arena's, whether still on the clock or ended by it since.
    let g2 = b.game("ycnrt3bhmf").await;
    assert_eq!(g2["moves"][0]["san"], "d3");
    let page = b.get("/g/ycnrt3bhmf").await.text;
    assert!(
        page.contains("/tournament/vnrxu4gq9i"),
        "the game links its arena"
    );
    let page = b.get("/tournament/vnrxu4gq9i").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.text.contains("Old arena"));
}

/// A Swiss of three rounds, `id`, of `white` and `black`, its first round written with their
/// board and no game yet: as a process that stopped between writing a round and making its
/// games leaves it.
async fn swiss_with_a_board_to_make(url: &str, id: &str, white: &str, black: &str) {
    let now = rukh_store::now_ms();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    let mut tx = pool.begin().await.unwrap();
    for (sql, binds) in [
        (
            "INSERT INTO tournaments (id, name, kind, variant, initial_ms, increment_ms, rated, \
             starts_at, ends_at, created_at, rounds) VALUES ($2, 'A Swiss', 'swiss', \
             'shatranj', 180000, 2000, 0, $1, 2305843009213693951, $1, 3)",
            vec![id],
        ),
        (
            "INSERT INTO tournament_players (tournament_id, player_id, joined_at, seen_at) \
             VALUES ($2, $3, $1, $1)",
            vec![id, white],
        ),
        (
            "INSERT INTO tournament_players (tournament_id, player_id, joined_at, seen_at) \
             VALUES ($2, $3, $1, $1)",
            vec![id, black],
        ),
        (
            "INSERT INTO tournament_rounds (tournament_id, round, paired_at) VALUES ($2, 1, $1)",
            vec![id],
        ),
        (
            "INSERT INTO tournament_pairings (tournament_id, round, board, white_player, black_player) \
             VALUES ($2, 1, 1, $3, $4)",
            vec![id, white, black],
        ),
    ] {
        let mut q = sqlx::query(sql).bind(now - 1000);
        for v in binds {
            q = q.bind(v);
        }
        q.execute(&mut *tx).await.unwrap();
    }
    tx.commit().await.unwrap();
    pool.close().await;
}

/// A Swiss round written by a process that stopped before making its games (the round and its
/// boards are written in one transaction, the games after): the sweeper makes each board's game,
/// once.
#[tokio::test]
async fn a_swiss_round_left_without_its_games_gets_them_once() {
    let url = temp_db("swiss-resume");
    let state = state_with(url.clone(), |_| {}).await;
    let mut a = Browser::new(&state, [10, 13, 1, 1]);
    a.signup("Ann", "a long enough password").await;
    let mut b = Browser::new(&state, [10, 13, 1, 2]);
    b.signup("Bob", "a long enough password").await;
    let id = |n: &'static str| {
        let state = state.clone();
        async move { state.db().account_by_name(n).await.unwrap().unwrap().0.id }
    };
    let (ann, bob) = (id("Ann").await, id("Bob").await);
    swiss_with_a_board_to_make(&url, "resumed", &ann, &bob).await;
    let mut game = None;
    for _ in 0..40 {
        let t = a.get("/api/tournaments/resumed").await.json();
        if let Some(g) = t["crosstable"][0]["rounds"][0]["game"].as_str() {
            game = Some(g.to_owned());
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let game = game.expect("the board's game is made");
    let g = a.game(&game).await;
    assert_eq!(g["white"]["name"], "Ann");
    assert_eq!(g["black"]["name"], "Bob");
    assert_eq!(g["status"], "active");
    // Made once: a while later the round still has one game.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let t = a.get("/api/tournaments/resumed").await.json();
    assert_eq!(t["round"], 1, "{t}");
    for line in t["crosstable"].as_array().unwrap() {
        assert_eq!(line["rounds"][0]["game"], game.as_str(), "{t}");
    }
    let all = a.get("/api/games?limit=50").await.json();
    assert_eq!(all.as_array().unwrap().len(), 1, "one game made: {all}");
}

/// A database made by 166a4cf, the version before the site's layers and rukh-store
/// (`tests/fixtures/rukh-166a4cf.sql`), opens with this one, every game intact: the rated game
/// with its ratings' change and review, the correspondence game in progress with its chat, the
/// engine's games, the imported game; the accounts sign in with their passwords; the schedules
/// and the arena with its players read as this version's words.
#[tokio::test]
async fn a_database_made_by_the_version_before_the_layers_opens_with_every_game_intact() {
    // The correspondence game's move was due three days after the dump was made: its clock is
    // set going from today, as if its player had just moved, so the game is still on.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let dump = include_str!("fixtures/rukh-166a4cf.sql")
        .replace("1796237487168", &now.to_string())
        .replace("1796496687168", &(now + 3 * 86_400_000).to_string());
    let url = database_from_dump("fixture-166a4cf", &dump).await;
    let state = state_with(url, |_| {}).await;
    let mut ann = Browser::new(&state, [10, 16, 6, 1]);
    assert_eq!(
        ann.login("ann", "a long enough password").await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(ann.me().await["kind"], "account");
    // The rated game: won by resignation, its ratings' change and its moves.
    let g = ann.game("sw6z8kfun4").await;
    assert_eq!(g["result"], "1-0");
    assert_eq!(g["termination"], "resignation");
    assert_eq!(g["rated"], true);
    assert_eq!(g["speed"], "blitz");
    assert_eq!(g["white"]["rating"]["after"], 1662);
    assert_eq!(g["black"]["rating"]["after"], 1338);
    let sans: Vec<&str> = g["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap())
        .collect();
    assert_eq!(sans, ["e3", "e6", "Ke2", "Ke7"]);
    let review = ann.get("/api/games/sw6z8kfun4/review").await.json();
    assert_eq!(
        (review["done"].clone(), review["total"].clone()),
        (5.into(), 5.into()),
        "{review}"
    );
    // The ratings as the store reads them back, in this version's words.
    let (id, _) = state.db().account_by_name("ann").await.unwrap().unwrap();
    let ratings = state.db().ratings_of(&id.id).await.unwrap();
    assert_eq!(ratings.len(), 1);
    assert_eq!(ratings[0].speed, rukh_store::Speed::Blitz);
    assert_eq!(ratings[0].stand.rating.round() as i64, 1662);
    assert_eq!(ratings[0].kind, rukh_store::PlayerKind::Account);
    // The correspondence game goes on: its moves, its chat, bob to move.
    let g = ann.game("8eacm9k5zx").await;
    assert_eq!(g["status"], "active");
    assert_eq!(g["variant"], "great-shatranj");
    assert_eq!(g["moves"].as_array().unwrap().len(), 3);
    assert_eq!(g["chat"][0]["body"], "good luck, old friend");
    assert_eq!(g["clock"]["kind"], "correspondence");
    assert_eq!(g["you"], "black");
    assert_eq!(g["turn"], "black");
    let legal = g["legal"][0]["move"].as_str().unwrap().to_owned();
    assert_eq!(ann.play("8eacm9k5zx", &legal).await["ply"], 4);
    // The engine's games.
    let g = ann.game("gwxwkevmbj").await;
    assert_eq!(
        (g["variant"].clone(), g["ply"].clone()),
        ("shatranj-kamil-64".into(), 2.into())
    );
    assert_eq!(g["black"]["name"], "Rukh (level 1)");
    assert_eq!(ann.game("d2s8vwaemz").await["ply"], 2);
    // The imported game.
    let g = ann.game("synfhzsjsz").await;
    assert_eq!(g["result"], "1/2-1/2");
    assert_eq!(g["white"]["name"], "Al-Adli");
    assert_eq!(g["moves"].as_array().unwrap().len(), 4);
    // The operator's schedules and the announced arena with its two players.
    let schedules = state.db().schedules().await.unwrap();
    let kinds: Vec<_> = schedules.iter().map(|s| s.kind).collect();
    assert_eq!(
        kinds,
        [
            rukh_store::TournamentKind::Arena,
            rukh_store::TournamentKind::Swiss
        ]
    );
    let t = ann.get("/api/tournaments/a7cx9rey82").await.json();
    assert_eq!(t["name"], "Hourly Shatranj blitz");
    assert_eq!(t["kind"], "arena");
    assert_eq!(t["standings"].as_array().unwrap().len(), 2, "{t}");
    // Every game the dump holds is listed.
    let all = ann.get("/api/games?limit=50").await.json();
    assert_eq!(all.as_array().unwrap().len(), 5, "{all}");
}

/// A challenge from a player's page: the challenged player hears of it (the list the header's
/// events carry), nobody else may take its seat, and it is accepted (both in the game), declined
/// with a reason (the challenger's page says it) or cancelled. A bot is challenged by the API
/// and accepts with its token; the engine's level starts the game at once.
#[tokio::test]
async fn challenges_are_sent_answered_and_kept_to_their_player() {
    let _turn = POSTGRES.lock().await;
    for db in databases("challenges").await {
        let state = state_with(db, |_| {}).await;
        let mut ann = Browser::new(&state, [10, 12, 0, 1]);
        ann.signup("Ann", "correct horse").await;
        let mut bob = Browser::new(&state, [10, 12, 0, 2]);
        bob.signup("Bob", "battery staple").await;
        let mut cy = Browser::new(&state, [10, 12, 0, 3]);
        cy.signup("Cyrus", "staple battery").await;
        // Anonymous visitors cannot challenge; nobody challenges themselves.
        let mut anon = Browser::new(&state, [10, 12, 0, 4]);
        let r = anon.form("/@/Bob/challenge", &[("tc", "5+3")]).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{}", r.text);
        let r = ann.form("/@/Ann/challenge", &[("tc", "5+3")]).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
        // Ann challenges Bob: Great Shatranj, 3+2, rated, Ann White.
        let page = ann.get("/@/Bob").await.text;
        assert!(page.contains("Challenge Bob"), "{page}");
        let r = ann
            .form(
                "/@/Bob/challenge",
                &[
                    ("variant", "great-shatranj"),
                    ("tc", "3+2"),
                    ("color", "white"),
                    ("mode", "rated"),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        let game = r.location.unwrap().trim_start_matches("/g/").to_owned();
        let waiting = ann.get(&format!("/g/{game}")).await.text;
        assert!(waiting.contains("You challenged Bob"), "{waiting}");
        assert!(
            !waiting.contains("invite-link"),
            "a challenge has no link to send"
        );
        // Twice is once too many.
        let again = ann.form("/@/Bob/challenge", &[("tc", "5+3")]).await;
        assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.text);
        let list = bob.get("/api/challenges").await.json();
        let incoming = list["incoming"].as_array().unwrap();
        assert_eq!(incoming.len(), 1, "{list}");
        assert_eq!(incoming[0]["challenger"], "Ann");
        assert_eq!(incoming[0]["variant_name"], "Great Shatranj");
        assert_eq!(incoming[0]["time_control"], "3+2");
        assert_eq!(incoming[0]["rated"], true);
        assert_eq!(incoming[0]["color"], "black");
        assert_eq!(
            ann.get("/api/challenges").await.json()["outgoing"][0]["challenged"],
            "Bob"
        );
        // Cy may not take Bob's seat, by the challenge or by the game.
        let r = cy
            .post(&format!("/api/challenges/{game}/accept"), json!({}))
            .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
        assert!(r.text.contains("this challenge is for Bob"), "{}", r.text);
        let invite = state
            .db()
            .game(&game)
            .await
            .unwrap()
            .unwrap()
            .invite_token
            .unwrap();
        let r = cy
            .form(&format!("/join/{game}"), &[("invite", &invite)])
            .await;
        assert!(
            r.text.contains("this game is a challenge for Bob"),
            "{}",
            r.text
        );
        // Bob accepts: both are in the game, Bob Black.
        let r = bob.form(&format!("/challenges/{game}/accept"), &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        assert_eq!(r.location.as_deref(), Some(format!("/g/{game}").as_str()));
        let g = bob.game(&game).await;
        assert_eq!(g["status"], "active");
        assert_eq!(g["you"], "black");
        assert_eq!(g["white"]["name"], "Ann");
        assert_eq!(g["rated"], true);
        assert!(
            bob.get("/api/challenges").await.json()["incoming"]
                .as_array()
                .unwrap()
                .is_empty()
        );
        // Ann challenges Cy, who declines: the reason reaches Ann's page.
        let r = ann.form("/@/Cyrus/challenge", &[("tc", "1+0")]).await;
        let second = r.location.unwrap().trim_start_matches("/g/").to_owned();
        let r = cy
            .form(
                &format!("/challenges/{second}/decline"),
                &[("reason", "tooFast"), ("back", "/players")],
            )
            .await;
        assert_eq!(r.location.as_deref(), Some("/players"), "{}", r.text);
        let page = ann.get(&format!("/g/{second}")).await.text;
        assert!(page.contains("Cyrus declined the challenge"), "{page}");
        assert!(page.contains("too fast for me"), "{page}");
        // A reason not on the list is refused by the API.
        let r = ann.form("/@/Cyrus/challenge", &[("tc", "d3")]).await;
        let third = r.location.unwrap().trim_start_matches("/g/").to_owned();
        let r = cy
            .post(
                &format!("/api/challenges/{third}/decline"),
                json!({"reason": "rude"}),
            )
            .await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
        // Ann takes it back: gone from Cy's list, and its page says so.
        let r = ann.form(&format!("/g/{third}/cancel"), &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        assert!(
            cy.get("/api/challenges").await.json()["incoming"]
                .as_array()
                .unwrap()
                .is_empty()
        );
        assert!(
            cy.get(&format!("/g/{third}"))
                .await
                .text
                .contains("Ann cancelled the challenge")
        );
        let r = cy
            .post(&format!("/api/challenges/{third}/accept"), json!({}))
            .await;
        assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
        // The engine's level: the game starts at once.
        let r = ann
            .form(
                "/@/rukh-level-2/challenge",
                &[("variant", "parsi"), ("tc", "none")],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        let engine_game = r.location.unwrap().trim_start_matches("/g/").to_owned();
        let g = ann.game(&engine_game).await;
        assert_eq!(g["status"], "active", "{g}");
        // A bot is challenged through the API and accepts with its token.
        let mut owner = Browser::new(&state, [10, 12, 0, 5]);
        owner.signup("Shamax", "engine password").await;
        let bot_id = owner.me().await["id"].as_str().unwrap().to_owned();
        state.db().set_bot(&bot_id, true).await.unwrap();
        let page = owner.form("/account/token", &[]).await;
        let at = page.text.find("rkt_").unwrap();
        let token = page.text[at..at + 68].to_owned();
        let r = bob
            .post("/api/challenge/Shamax", json!({"variant": "shatranj", "clock": "live", "minutes": 1, "increment": 1, "color": "black"}))
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
        let fourth = r.json()["id"].as_str().unwrap().to_owned();
        let mut bot = Browser::new(&state, [10, 12, 0, 6]);
        let list = bot
            .send(
                Request::get("/api/challenges")
                    .header(header::AUTHORIZATION, format!("Bearer {token}"))
                    .body(Body::empty())
                    .unwrap(),
            )
            .await
            .json();
        assert_eq!(list["incoming"][0]["id"], fourth.as_str(), "{list}");
        let r = bot
            .send(
                Request::post(format!("/api/challenges/{fourth}/accept"))
                    .header(header::AUTHORIZATION, format!("Bearer {token}"))
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        assert_eq!(r.json()["color"], "white");
        assert_eq!(bob.game(&fourth).await["status"], "active");
    }
}

/// Follows: a player follows another from their page, finds them on the page of those they
/// follow (with their game in play to watch), and unfollows; the player search finds names by
/// their beginning, any case, `%` and `_` taken literally; TV shows the live game in play.
#[tokio::test]
async fn players_follow_and_find_each_other_and_tv_shows_a_game() {
    let _turn = POSTGRES.lock().await;
    for db in databases("follows").await {
        let state = state_with(db, |_| {}).await;
        let mut ann = Browser::new(&state, [10, 13, 0, 1]);
        ann.signup("Ann", "correct horse").await;
        let mut dara = Browser::new(&state, [10, 13, 0, 2]);
        dara.signup("Dara_1", "battery staple").await;
        let mut darius = Browser::new(&state, [10, 13, 0, 3]);
        darius.signup("Darius", "staple battery").await;
        assert!(
            ann.get("/following")
                .await
                .text
                .contains("You follow nobody yet")
        );
        let r = ann.form("/@/Dara_1/follow", &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        let page = ann.get("/@/Dara_1").await.text;
        assert!(page.contains("Unfollow"), "{page}");
        assert!(page.contains("1 follower"), "{page}");
        // Dara plays Darius a live game: Ann's page of follows offers to watch it.
        let id = dara
            .new_game(&[
                ("variant", "shatranj"),
                ("opponent", "human"),
                ("color", "white"),
                ("tc", "5+3"),
            ])
            .await;
        let invite = state
            .db()
            .game(&id)
            .await
            .unwrap()
            .unwrap()
            .invite_token
            .unwrap();
        let r = darius
            .form(&format!("/join/{id}"), &[("invite", &invite)])
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        let page = ann.get("/following").await.text;
        assert!(page.contains("Dara_1"), "{page}");
        assert!(page.contains(&format!("/g/{id}")), "{page}");
        // TV: the game in play.
        let r = ann.get("/tv").await;
        assert_eq!(
            r.location.as_deref(),
            Some(format!("/g/{id}?tv=1").as_str()),
            "{}",
            r.text
        );
        ann.form("/@/Dara_1/unfollow", &[]).await;
        assert!(
            ann.get("/following")
                .await
                .text
                .contains("You follow nobody yet")
        );
        // The search: by a name's beginning, any case; `_` is a letter, not a wildcard.
        let page = ann.get("/players?q=dar").await.text;
        assert!(
            page.contains("/@/Dara_1") && page.contains("/@/Darius"),
            "{page}"
        );
        let page = ann.get("/players?q=DARA_").await.text;
        assert!(
            page.contains("/@/Dara_1") && !page.contains("/@/Darius"),
            "{page}"
        );
        let page = ann.get("/players?q=%25").await.text;
        assert!(page.contains("No player's name begins with"), "{page}");
    }
}

/// An account's preferences: kept by the site (what a page sends is checked), given to its pages
/// in every browser, the theme drawn from them where the browser chose none.
#[tokio::test]
async fn preferences_follow_the_account() {
    let state = state_with(temp_db("prefs"), |_| {}).await;
    let mut anon = Browser::new(&state, [10, 14, 0, 1]);
    let r = anon
        .post("/api/me/prefs", json!({"rukh-theme": "dark"}))
        .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{}", r.text);
    let mut ann = Browser::new(&state, [10, 14, 0, 2]);
    ann.signup("Ann", "correct horse").await;
    for bad in [
        json!(["dark"]),
        json!({"theme": "dark"}),
        json!({"rukh-theme": "<script>"}),
        json!({"rukh-theme": 3}),
    ] {
        let r = ann.post("/api/me/prefs", bad.clone()).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{bad}: {}", r.text);
    }
    let prefs = json!({"rukh-theme": "dark", "rukh-board-colours": "green", "rukh-coords": "off", "rukh-board-style-parsi": "plain"});
    let r = ann.post("/api/me/prefs", prefs.clone()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(ann.get("/api/me/prefs").await.json(), prefs);
    // Another browser, signed in: its pages carry them, in the dark theme.
    let mut other = Browser::new(&state, [10, 14, 0, 3]);
    other.login("Ann", "correct horse").await;
    let page = other.get("/players").await.text;
    assert!(
        page.contains("data-prefs=")
            && page.contains("&quot;rukh-board-colours&quot;:&quot;green&quot;"),
        "{page}"
    );
    assert!(page.contains("data-theme=\"dark\""), "{page}");
    // Nobody else's pages carry them.
    assert!(!anon.get("/players").await.text.contains("data-prefs"));
}

/// Deleting an account ends everything it had in play, at once: its seek leaves the lobby, a
/// game both sides have moved in is resigned (its opponent wins), one not begun is aborted, its
/// seat keys move nothing, and it leaves its tournaments: a Swiss board it was paired on gives
/// its opponent the point, and the round goes on. A Swiss board waits while a player is in a
/// live game elsewhere.
#[tokio::test]
async fn a_deleted_account_ends_its_play_and_leaves_its_tournaments() {
    let url = temp_db("delete-play");
    let state = state_with(url.clone(), |_| {}).await;
    let mut ann = Browser::new(&state, [10, 17, 0, 1]);
    let mut bob = Browser::new(&state, [10, 17, 0, 2]);
    let mut carol = Browser::new(&state, [10, 17, 0, 3]);
    ann.signup("Ann", "correct horse").await;
    bob.signup("Bob", "battery staple").await;
    carol.signup("Carol", "a long enough password").await;
    // A game both have moved in, one not begun, and a seek of Ann's.
    let moved = ann.rated_seek("shatranj", "5+3").await;
    bob.join(&moved).await;
    ann.play(&moved, "e2e3").await;
    bob.play(&moved, "e7e6").await;
    let unbegun = carol.rated_seek("shatranj", "5+3").await;
    ann.join(&unbegun).await;
    let seat_key = |game: String| {
        let url = url.clone();
        async move {
            let pool = sqlx::AnyPool::connect(&url).await.unwrap();
            let key: Option<String> =
                sqlx::query_scalar("SELECT black_token FROM games WHERE id = $1")
                    .bind(game)
                    .fetch_one(&pool)
                    .await
                    .unwrap();
            pool.close().await;
            key
        }
    };
    let key = seat_key(unbegun.clone())
        .await
        .expect("Ann's seat has a key");
    let seek = ann.rated_seek("shatranj", "3+2").await;
    let lobby = bob.get("/api/games?status=open").await.json();
    assert!(
        lobby
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["id"] == seek.as_str())
    );
    // A Swiss whose first board, Ann against Bob, waits to be made.
    let id = |n: &'static str| {
        let state = state.clone();
        async move { state.db().account_by_name(n).await.unwrap().unwrap().0.id }
    };
    let (a, b) = (id("Ann").await, id("Bob").await);
    swiss_with_a_board_to_make(&url, "gone", &a, &b).await;
    // Ann and Bob are in a live game: the board waits (several sweeps).
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let t = bob.get("/api/tournaments/gone").await.json();
    assert!(
        t["crosstable"][0]["rounds"][0]["game"].is_null(),
        "no second live game while the first is played: {t}"
    );
    let r = ann
        .form("/account/delete", &[("password", "correct horse")])
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    // The game both had moved in: Bob won it, by Ann's resignation.
    let g = bob.game(&moved).await;
    assert_eq!(g["status"], "finished");
    assert_eq!(g["result"], "0-1", "{g}");
    assert_eq!(g["white"]["name"], "deleted player");
    // The one not begun: aborted; the old seat key moves nothing.
    let g = carol.game(&unbegun).await;
    assert_eq!(g["termination"], "aborted", "{g}");
    assert_eq!(
        seat_key(unbegun.clone()).await,
        None,
        "the seat's key is void"
    );
    let r = Browser::new(&state, [10, 17, 0, 9])
        .post(
            &format!("/api/games/{unbegun}/move?token={key}"),
            json!({"move": "e7e6"}),
        )
        .await;
    assert_ne!(r.status, StatusCode::OK, "{}", r.text);
    // The seek is gone.
    let lobby = bob.get("/api/games?status=open").await.json();
    assert!(
        !lobby
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["id"] == seek.as_str())
    );
    // The Swiss: Ann withdrawn, Bob's board a point without a game.
    let mut point = None;
    for _ in 0..40 {
        let t = bob.get("/api/tournaments/gone").await.json();
        let bob_line = t["crosstable"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["name"] == "Bob")
            .cloned();
        if let Some(l) = bob_line
            && l["rounds"][0]["result"] == "bye"
        {
            point = Some(t);
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let t = point.expect("Bob has the point of the board with a deleted player");
    let ann_line = t["crosstable"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] != "Bob")
        .unwrap();
    assert_eq!(ann_line["withdrawn"], true, "{t}");
}

/// One account makes a few tournaments a day, not hundreds: the sixth is refused, with the
/// reason, and another account still makes its own.
#[tokio::test]
async fn tournaments_are_made_a_few_a_day() {
    let state = state_with(temp_db("tournament-quota"), |_| {}).await;
    let mut ann = Browser::new(&state, [10, 18, 0, 1]);
    let mut bob = Browser::new(&state, [10, 18, 0, 2]);
    ann.signup("Ann", "correct horse").await;
    bob.signup("Bob", "battery staple").await;
    let fields = [
        ("kind", "arena"),
        ("name", "Quick arena"),
        ("variant", "shatranj"),
        ("minutes", "3"),
        ("increment", "2"),
        ("duration", "30"),
        ("start", "60"),
    ];
    for i in 0..5 {
        let r = ann.form("/tournaments/new", &fields).await;
        assert_eq!(
            r.status,
            StatusCode::SEE_OTHER,
            "tournament {i}: {}",
            r.text
        );
    }
    let r = ann.form("/tournaments/new", &fields).await;
    assert_ne!(r.status, StatusCode::SEE_OTHER);
    assert!(r.text.contains("5 tournaments in a day"), "{}", r.text);
    let listed = ann.get("/tournaments").await.text;
    assert_eq!(listed.matches("Quick arena").count(), 5, "{listed}");
    let r = bob.form("/tournaments/new", &fields).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
}

/// Nobody plays under an account's name, nor one that looks like it: a program's seat name, an
/// anonymous visitor's and a new account's are checked against the accounts' names by
/// Unicode's confusables; format characters (a right-to-left override) are taken out; the
/// site's own names (the engine's) are kept for it.
#[tokio::test]
async fn names_that_look_like_an_account_are_refused() {
    let state = state_with(temp_db("confusables"), |_| {}).await;
    let mut roxana = Browser::new(&state, [10, 19, 0, 1]);
    roxana.signup("Roxana", "correct horse").await;
    let mut program = Browser::new(&state, [10, 19, 0, 2]);
    for name in [
        "Roxana",
        "R0xana",
        "ROXANA",
        "Rox\u{0430}na",
        "\u{202E}Roxana",
        "Rukh (level 8)",
        "Ruкh",
    ] {
        let r = program
            .post(
                "/api/games",
                json!({"variant": "shatranj", "color": "white", "opponent": "seek", "name": name}),
            )
            .await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{name:?}: {}", r.text);
        assert!(r.text.contains("name"), "{}", r.text);
    }
    // Another name is kept, without its direction override.
    let r = program
        .post(
            "/api/games",
            json!({"variant": "shatranj", "color": "white", "opponent": "seek", "name": "Farid\u{202E}"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let lobby = program.get("/api/games?status=open").await.json();
    let names: Vec<String> = lobby
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["white"].as_str().unwrap_or("").to_owned())
        .collect();
    assert_eq!(names, ["Farid"], "{lobby}");
    // An account's name like another's is taken.
    let mut imitator = Browser::new(&state, [10, 19, 0, 3]);
    let r = imitator.signup("R0xana", "battery staple").await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    assert!(
        r.text
            .contains("looks like, the name of the account Roxana"),
        "{}",
        r.text
    );
    let r = imitator.signup("Roxanna", "battery staple").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
}

/// Several processes share the sign-in limits (they are the database's): guesses spread over two
/// processes of one site are counted together, and the owner still signs in.
#[tokio::test]
async fn sign_in_limits_are_shared_by_the_processes() {
    let _turn = POSTGRES.lock().await;
    for db in databases("shared-limits").await {
        let one = state_with(db.clone(), |c| c.login_limit = (3, 3600)).await;
        let two = state_with(db, |c| c.login_limit = (3, 3600)).await;
        Browser::new(&one, [10, 20, 0, 1])
            .signup("Ann", "correct horse")
            .await;
        let statuses = {
            let mut statuses = Vec::new();
            for i in 0..6 {
                let state = if i % 2 == 0 { &one } else { &two };
                statuses.push(
                    Browser::new(state, [10, 20, 1, 1])
                        .login("Ann", "guess")
                        .await
                        .status,
                );
            }
            statuses
        };
        let refused = statuses
            .iter()
            .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
            .count();
        assert_eq!(
            refused, 3,
            "three guesses in all, not three a process: {statuses:?}"
        );
        assert_eq!(
            Browser::new(&two, [10, 20, 2, 1])
                .login("Ann", "correct horse")
                .await
                .status,
            StatusCode::SEE_OTHER
        );
    }
}

/// The puzzle trainer's API: a visitor's try is rated from the rating its browser keeps, a bad
/// request says what is wrong, an account's first try is rated once, many accounts from one
/// address move a puzzle's rating once, and an account is not given a puzzle it has tried.
#[tokio::test]
async fn puzzles_are_rated_once_for_each_player_and_network() {
    // The first shipped Shatranj puzzle: its line, the opponent's move first.
    let shipped = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../puzzles/shatranj.jsonl"
    ))
    .unwrap();
    let first: Value = serde_json::from_str(shipped.lines().next().unwrap()).unwrap();
    let id = first["id"].as_str().unwrap().to_owned();
    let line: Vec<String> = first["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect();
    let solver_moves: Vec<&str> = line.iter().skip(1).step_by(2).map(String::as_str).collect();
    let _turn = POSTGRES.lock().await;
    for db in databases("puzzles").await {
        let state = state_with(db, |_| {}).await;
        let mut visitor = Browser::new(&state, [10, 30, 0, 1]);

        // Bad requests: each says what is wrong.
        let r = visitor
            .get("/api/training/shatranj/next?theme=no-such")
            .await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
        assert!(
            r.json()["error"].as_str().unwrap().contains("mate-in-1"),
            "{}",
            r.text
        );
        let r = visitor.get("/api/training/no-such-game/next").await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{}", r.text);
        let r = visitor.get("/api/training/puzzles/no-such-puzzle").await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{}", r.text);
        let play = format!("/api/training/puzzles/{id}/play");
        let r = visitor
            .post(&play, json!({"moves": [], "rated": true}))
            .await;
        assert_eq!(
            r.status,
            StatusCode::BAD_REQUEST,
            "no try without moves: {}",
            r.text
        );
        let r = visitor
            .post(&play, json!({"moves": ["z9z9"], "rated": true}))
            .await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
        let r = visitor.post(&play, json!({"move": "e2e4"})).await;
        assert!(r.status.is_client_error(), "{}", r.text);

        // The puzzle as served: the opponent's move to be shown first, its legal answers.
        let view = visitor
            .get(&format!("/api/training/puzzles/{id}"))
            .await
            .json();
        assert_eq!(view["first"]["coord"], line[0].as_str());
        assert!(view["legal"].as_array().unwrap().len() > 1);
        let wrong = view["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["move"].as_str().unwrap().to_owned())
            .find(|m| m != solver_moves[0])
            .unwrap();

        // A visitor misses it: rated from (and back to) the rating the browser keeps.
        let kept = json!({"rating": 1500.0, "deviation": 200.0, "volatility": 0.06, "games": 3});
        let r = visitor
            .post(
                &play,
                json!({"moves": [wrong], "rated": true, "rating": kept}),
            )
            .await
            .json();
        assert_eq!(r["status"], "wrong", "{r}");
        assert_eq!(r["result"]["rated"], true);
        assert!(
            r["result"]["browser"]["rating"].as_f64().unwrap() < 1500.0,
            "{r}"
        );
        assert_eq!(r["result"]["browser"]["games"], 4);

        // Accounts from one address: each rated once, the puzzle moved once.
        let rating_of = |v: &Value| v["rating"].as_i64().unwrap();
        let mut ratings = vec![rating_of(
            &visitor
                .get(&format!("/api/training/puzzles/{id}"))
                .await
                .json(),
        )];
        for (i, name) in ["Ann", "Bob", "Cyd"].iter().enumerate() {
            let mut b = Browser::new(&state, [10, 30, 0, 2]);
            assert_eq!(
                b.signup(name, "correct horse").await.status,
                StatusCode::SEE_OTHER
            );
            let mut last = Value::Null;
            for n in 1..=solver_moves.len() {
                last = b
                    .post(&play, json!({"moves": solver_moves[..n], "rated": true}))
                    .await
                    .json();
            }
            assert_eq!(last["status"], "solved", "{last}");
            assert_eq!(last["result"]["rated"], true, "{name}'s first try is rated");
            assert!(last["result"]["diff"].as_i64().unwrap() > 0);
            assert!(
                last["result"]["browser"].is_null(),
                "an account's rating is kept by the site"
            );
            let again = b
                .post(&play, json!({"moves": solver_moves, "rated": true}))
                .await
                .json();
            assert_eq!(
                again["result"]["rated"], false,
                "rated once for each player"
            );
            ratings.push(rating_of(
                &b.get(&format!("/api/training/puzzles/{id}")).await.json(),
            ));
            if i == 0 {
                // A vote from a player who tried it counts.
                let r = b
                    .post(
                        &format!("/api/training/puzzles/{id}/vote"),
                        json!({"vote": 1}),
                    )
                    .await;
                assert_eq!(r.status, StatusCode::OK, "{}", r.text);
                assert_eq!(r.json()["up"], 1);
                // Its history has it, and it is not given to this account again.
                let page = b.get("/training/history").await;
                assert!(page.text.contains(&id), "the history lists the puzzle");
                for _ in 0..30 {
                    let next = b.get("/api/training/shatranj/next").await.json();
                    assert_ne!(next["id"], id.as_str(), "a tried puzzle is not given again");
                }
            }
        }
        assert!(
            ratings[1] < ratings[0],
            "a solve lowers the puzzle: {ratings:?}"
        );
        assert_eq!(
            ratings[1], ratings[2],
            "one address moves a puzzle once: {ratings:?}"
        );
        assert_eq!(
            ratings[2], ratings[3],
            "one address moves a puzzle once: {ratings:?}"
        );
        // A visitor cannot vote.
        let r = visitor
            .post(
                &format!("/api/training/puzzles/{id}/vote"),
                json!({"vote": 1}),
            )
            .await;
        assert!(r.status.is_client_error(), "{}", r.text);
    }
}

/// The historical problems are rated by the players' results: an account's first result at a
/// problem (here, giving it up for its solution) moves the problem's rating, once for each
/// account; a visitor's does not; the list says how many results it is rated from, and the
/// account's history links to the problem.
#[tokio::test]
async fn historical_problems_are_rated_by_the_players_results() {
    let _turn = POSTGRES.lock().await;
    for db in databases("problem-ratings").await {
        let state = state_with(db, |_| {}).await;
        let mut visitor = Browser::new(&state, [10, 40, 0, 1]);
        let list = visitor.get("/api/problems").await.json();
        let id = list[0]["id"].as_str().unwrap().to_owned();
        let give_up = format!("/api/problems/{id}/solution");
        // A visitor gives it up: the solution, and no rating.
        let r = visitor.post(&give_up, json!({})).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        assert!(r.json()["solution"].is_string(), "{}", r.text);
        let page = visitor.get("/problems").await;
        assert!(!page.text.contains("problem-rating"), "no rating yet");
        // Two accounts, each twice: two results.
        for (i, name) in ["Ann", "Bob"].iter().enumerate() {
            let mut b = Browser::new(&state, [10, 40, 1, i as u8 + 1]);
            assert_eq!(
                b.signup(name, "correct horse").await.status,
                StatusCode::SEE_OTHER
            );
            for _ in 0..2 {
                let r = b.post(&give_up, json!({})).await;
                assert_eq!(r.status, StatusCode::OK, "{}", r.text);
            }
            let page = b.get("/problems").await;
            let want = if i == 0 {
                "from one player's result".to_owned()
            } else {
                "from 2 players' results".to_owned()
            };
            assert!(page.text.contains(&want), "{want}: {}", page.text);
            // Given up, the problem was too hard for the account: it rates above 1500.
            let rated = page
                .text
                .split("Rated ")
                .nth(1)
                .and_then(|t| t.split(' ').next())
                .and_then(|n| n.parse::<i64>().ok())
                .expect("a rating on the card");
            assert!(rated > 1500, "{rated}");
            // The account's history has it, linked to the problem's page.
            let history = b.get("/training/history").await;
            assert!(
                history.text.contains(&format!("href=\"/problems/{id}\"")),
                "{}",
                history.text
            );
        }
    }
}

/// A player's own game: saved from the designer (checked by the rules and a short perft),
/// shown in the gallery and on its page, kept in versions, played with another player through
/// an open seek to its end, exported as PGN naming its version's file, imported again, and
/// reported until the gallery hides it.
#[tokio::test]
async fn a_designed_game_is_saved_shared_played_and_reported() {
    let makruk = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../variants/examples/makruk.toml"
    ))
    .unwrap();
    let _turn = POSTGRES.lock().await;
    for db in databases("designs").await {
        designed_game_on(db, &makruk).await;
    }
}

async fn designed_game_on(db: String, makruk: &str) {
    let state = state_with(db, |_| {}).await;
    let mut ann = Browser::new(&state, [10, 9, 0, 1]);
    let mut bob = Browser::new(&state, [10, 9, 0, 2]);
    // Saving needs an account; the designer keeps the draft meanwhile.
    let r = ann
        .post("/api/designs", json!({"source": makruk, "publish": true}))
        .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{}", r.text);
    ann.signup("Ann", "correct horse").await;
    bob.signup("Bob", "battery staple").await;
    // A definition the rules refuse is not stored, and the answer says what is wrong.
    let broken = makruk.replace("betza = \"FfW\"", "betza = \"FfW(\"");
    let r = ann
        .post("/api/designs", json!({"source": broken, "publish": true}))
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert!(
        r.json()["error"].as_str().unwrap().contains("Khon"),
        "{}",
        r.text
    );
    let r = ann
        .post("/api/designs", json!({"source": makruk, "publish": true}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let saved = r.json();
    let id = saved["id"].as_str().unwrap().to_owned();
    let key = format!("d-{id}-v1");
    assert_eq!(saved["game"], key.as_str());
    assert_eq!(saved["version"], 1);
    // The gallery lists it; its page shows its pieces and rules and offers play.
    let gallery = bob.get("/designs").await;
    assert_eq!(gallery.status, StatusCode::OK);
    assert!(
        gallery.text.contains(&format!("/designs/{id}")),
        "{}",
        gallery.text
    );
    assert!(gallery.text.contains("Makruk"));
    let found = bob.get("/designs?q=makr&sort=plays").await;
    assert!(found.text.contains(&format!("/designs/{id}")));
    let none = bob.get("/designs?q=courier").await;
    assert!(!none.text.contains(&format!("/designs/{id}\"")));
    let page = bob.get(&format!("/designs/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    for words in ["Makruk", "Khon", "by Ann", &format!("/?variant={key}")] {
        assert!(page.text.contains(words), "{words}: {}", page.text);
    }
    // Its file is the game as the server plays it: the same moves as the example's.
    let file = bob.get(&format!("/designs/{id}/1/file")).await;
    assert_eq!(file.status, StatusCode::OK);
    let served = rukh_rules::Variant::from_toml(&file.text).unwrap();
    let example = rukh_rules::Variant::from_toml(makruk).unwrap();
    assert_eq!(served.id, key);
    assert_eq!(
        rukh_rules::perft::perft(&mut served.start_position(), 3),
        rukh_rules::perft::perft(&mut example.start_position(), 3)
    );
    // A second version; another player cannot save over Ann's design.
    let v2 = makruk.replace("name = \"Makruk\"", "name = \"Makruk of Ann\"");
    let r = bob
        .post(
            "/api/designs",
            json!({"source": v2, "design": id, "publish": true}),
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    let r = ann
        .post(
            "/api/designs",
            json!({"source": v2, "design": id, "publish": true}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json()["version"], 2);
    let page = bob.get(&format!("/designs/{id}/1")).await;
    assert!(page.text.contains("older version"), "{}", page.text);
    // Played through an open seek (casual: a design is not rated), to the end.
    let r = ann
        .form(
            "/new",
            &[
                ("variant", &key),
                ("tc", "5+3"),
                ("opponent", "seek"),
                ("color", "white"),
                ("mode", "rated"),
            ],
        )
        .await;
    assert_eq!(
        r.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "rated: {}",
        r.text
    );
    let game = ann
        .new_game(&[
            ("variant", &key),
            ("tc", "5+3"),
            ("opponent", "seek"),
            ("color", "white"),
            ("mode", "casual"),
        ])
        .await;
    let r = bob.join(&game).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    ann.play(&game, "e3e4").await;
    bob.play(&game, "d6d5").await;
    ann.play(&game, "e4d5").await;
    bob.act(&game, json!({"type": "resign"})).await;
    let g = ann.game(&game).await;
    assert_eq!(g["variant"], key.as_str());
    assert_eq!(g["result"], "1-0");
    let pgn = ann.get(&format!("/api/games/{game}/pgn")).await.text;
    assert!(pgn.contains(&format!("[Variant \"{key}\"]")), "{pgn}");
    assert!(
        pgn.contains(&format!(
            "[VariantFile \"http://rukh.test/designs/{id}/1/file\"]"
        )),
        "{pgn}"
    );
    // The PGN replays on the site again (its Variant tag names the version).
    let r = bob.post("/api/import", json!({"text": pgn})).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(
        r.json()["imported"].as_array().unwrap().len(),
        1,
        "{}",
        r.text
    );
    let page = bob.get("/designs?sort=plays").await;
    assert!(page.text.contains("games played: 1"), "{}", page.text);
    // A challenge to a player may be to one of the challenger's designs (its newest version).
    let profile = ann.get("/@/Bob").await;
    assert!(
        profile.text.contains(&format!("value=\"d-{id}-v2\"")),
        "{}",
        profile.text
    );
    let r = ann
        .form(
            "/@/Bob/challenge",
            &[
                ("variant", &format!("d-{id}-v2")),
                ("tc", "5+3"),
                ("mode", "casual"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    // Reports: once each; enough hide it from the gallery (its page stays, saying so).
    let r = bob
        .form(&format!("/designs/{id}/report"), &[("reason", "spam")])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert!(
        bob.get(&format!("/designs/{id}"))
            .await
            .text
            .contains("You have reported")
    );
    bob.form(&format!("/designs/{id}/report"), &[("reason", "spam")])
        .await;
    for (n, ip) in [("Cyd", 3), ("Dee", 4)] {
        let mut other = Browser::new(&state, [10, 9, 0, ip]);
        other.signup(n, "a long password").await;
        other
            .form(&format!("/designs/{id}/report"), &[("reason", "offensive")])
            .await;
    }
    let gallery = bob.get("/designs").await;
    assert!(
        !gallery.text.contains(&format!("href=\"/designs/{id}\"")),
        "{}",
        gallery.text
    );
    assert!(
        bob.get(&format!("/designs/{id}"))
            .await
            .text
            .contains("hidden from the gallery")
    );
    // The author's own list still shows it, hidden.
    assert!(
        ann.get("/designs")
            .await
            .text
            .contains("hidden after players")
    );
}

/// An operator's game of the site's own (`rukh serve --game`, such as a promoted design) is
/// listed with the five, has its rules page, and is played rated; a game offered casual
/// (`--variant-file`) is not rated.
#[tokio::test]
async fn the_operators_own_game_is_listed_with_the_five_and_rated() {
    let makruk = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../variants/examples/makruk.toml"
    ))
    .unwrap();
    let dir = std::env::temp_dir().join(format!("rukh-site-game-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let site = dir.join("makruk-club.toml");
    std::fs::write(
        &site,
        makruk.replace("id = \"makruk\"", "id = \"makruk-club\""),
    )
    .unwrap();
    let casual = dir.join("makruk-casual.toml");
    std::fs::write(
        &casual,
        makruk.replace("id = \"makruk\"", "id = \"makruk-casual\""),
    )
    .unwrap();
    assert_eq!(
        rukh_web::site::games::register_variant_file(&site, true).unwrap(),
        "makruk-club"
    );
    rukh_web::site::games::register_variant_file(&casual, false).unwrap();
    let _turn = POSTGRES.lock().await;
    for db in databases("site-game").await {
        let state = state_with(db, |_| {}).await;
        let mut ann = Browser::new(&state, [10, 11, 0, 1]);
        let mut bob = Browser::new(&state, [10, 11, 0, 2]);
        ann.signup("Ann", "correct horse").await;
        bob.signup("Bob", "battery staple").await;
        // Listed with the five: the lobby's games, the Rules menu, its rules page, the API.
        let lobby = ann.get("/").await.text;
        assert!(lobby.contains("value=\"makruk-club\""), "{lobby}");
        assert!(!lobby.contains("value=\"makruk-casual\""), "{lobby}");
        assert!(lobby.contains("href=\"/rules/makruk-club\""), "{lobby}");
        let rules = ann.get("/rules/makruk-club").await;
        assert_eq!(rules.status, StatusCode::OK);
        // Its promotion as the file has it: a zone three ranks deep, not only the last rank.
        for words in [
            "Makruk",
            "Khon",
            "promote to a Met on the sixth",
            "ranks a pawn becomes a",
        ] {
            assert!(rules.text.contains(words), "{words}: {}", rules.text);
        }
        let listed = ann.get("/api/variants").await.json();
        assert!(
            listed
                .as_array()
                .unwrap()
                .iter()
                .any(|v| v["id"] == "makruk-club"),
            "{listed}"
        );
        // Rated, to the end; both players' ratings in that game change.
        let id = ann.rated_seek("makruk-club", "3+2").await;
        let r = bob.join(&id).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
        assert_eq!(bob.game(&id).await["rated"], true);
        ann.play(&id, "e3e4").await;
        bob.play(&id, "d6d5").await;
        let g = bob.act(&id, json!({"type": "resign"})).await.json();
        assert_eq!(g["result"], "1-0");
        let g = ann.game(&id).await;
        assert_eq!(g["white"]["rating"]["after"], 1662, "{g}");
        let page = bob.get("/@/Ann").await.text;
        assert!(page.contains("Makruk"), "{page}");
        // The casual one is refused rated, with the reason.
        let r = ann
            .form(
                "/new",
                &[
                    ("variant", "makruk-casual"),
                    ("tc", "5+3"),
                    ("opponent", "seek"),
                    ("color", "white"),
                    ("mode", "rated"),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    }
}

#[tokio::test]
async fn other_tools_read_a_players_ratings_and_games() {
    let _turn = POSTGRES.lock().await;
    for db in databases("export").await {
        let state = state_with(db, |_| {}).await;
        let mut ann = Browser::new(&state, [10, 7, 0, 1]);
        let mut bob = Browser::new(&state, [10, 7, 0, 2]);
        ann.signup("Ann", "correct horse").await;
        bob.signup("Bob", "battery staple").await;
        // Three rated games of Shatranj (Ann White, Bob resigning; then Bob White, Ann
        // resigning; then Ann White again, Bob resigning) and one casual game.
        for (i, rated) in [true, true, true, false].into_iter().enumerate() {
            let (white, black) = if i == 1 {
                (&mut bob, &mut ann)
            } else {
                (&mut ann, &mut bob)
            };
            let id = if rated {
                white.rated_seek("shatranj", "3+2").await
            } else {
                white
                    .new_game(&[
                        ("variant", "shatranj"),
                        ("tc", "5+3"),
                        ("opponent", "seek"),
                        ("color", "white"),
                        ("mode", "casual"),
                    ])
                    .await
            };
            let r = black.join(&id).await;
            assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
            white.play(&id, "e2e3").await;
            black.play(&id, "e7e6").await;
            let g = black.act(&id, json!({"type": "resign"})).await.json();
            assert!(g["result"] == "1-0", "{g}");
        }

        // The player, as lichess's /api/user gives one.
        let u = bob.get("/api/user/ann").await;
        assert_eq!(u.status, StatusCode::OK, "{}", u.text);
        let u = u.json();
        assert_eq!(u["username"], "Ann");
        assert_eq!(u["id"], "ann");
        assert!(u["title"].is_null(), "a person has no BOT title");
        assert_eq!(u["perfs"]["shatranj"]["blitz"]["games"], 3, "{u}");
        assert_eq!(u["perfs"]["shatranj"]["blitz"]["prov"], true);
        assert_eq!(u["count"]["all"], 4);
        assert_eq!(u["count"]["win"], 3);
        assert_eq!(u["count"]["loss"], 1);
        assert_eq!(
            bob.get("/api/user/nobody").await.status,
            StatusCode::NOT_FOUND
        );

        // Her games as PGN, newest first: four games, each whole.
        let pgn = bob.get("/api/games/user/Ann").await;
        assert_eq!(pgn.status, StatusCode::OK);
        assert_eq!(pgn.text.matches("[Event ").count(), 4, "{}", pgn.text);
        assert!(pgn.text.contains("1. e3"));
        let read: Vec<_> = rukh_rules::pgn::PgnReader::new(pgn.text.as_bytes())
            .map(|g| g.unwrap())
            .collect();
        assert_eq!(read.len(), 4);
        for raw in &read {
            let game =
                rukh_rules::pgn::check(raw, &rukh_rules::variant::builtin("shatranj").unwrap())
                    .expect("each exported game replays");
            assert_eq!(game.moves.len(), 2);
        }
        assert_eq!(read[0].tag("Result"), Some("1-0"));
        // Filters by lichess's names: the first two, the rated only, those she played Black.
        let two = bob.get("/api/games/user/Ann?max=2").await.text;
        assert_eq!(two.matches("[Event ").count(), 2);
        let rated = bob.get("/api/games/user/Ann?rated=true").await.text;
        assert_eq!(rated.matches("[Event ").count(), 3);
        let black = bob.get("/api/games/user/Ann?color=black").await.text;
        assert_eq!(black.matches("[Event ").count(), 1);
        assert!(black.contains("[White \"Bob\"]"), "{black}");
        let none = bob.get("/api/games/user/Ann?vs=Carol").await;
        assert_eq!((none.status, none.text.as_str()), (StatusCode::OK, ""));
        let bad = bob.get("/api/games/user/Ann?color=green").await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST);
        assert!(bad.text.contains("white or black"), "{}", bad.text);
        let bad = bob.get("/api/games/user/Ann?variant=chess").await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST);

        // As NDJSON: one game a line, the moves in SAN, the status and the rating changes.
        let nd = bob
            .send(
                Request::get("/api/games/user/Ann?pgnInJson=true")
                    .header(header::ACCEPT, "application/x-ndjson")
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        let lines: Vec<Value> = nd
            .text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 4, "{}", nd.text);
        let last_rated = &lines[1];
        assert_eq!(last_rated["moves"], "e3 e6");
        assert_eq!(last_rated["status"], "resign");
        assert_eq!(last_rated["winner"], "white");
        assert_eq!(last_rated["rated"], true);
        assert_eq!(last_rated["players"]["white"]["user"]["name"], "Ann");
        assert!(
            last_rated["players"]["white"]["ratingDiff"]
                .as_i64()
                .unwrap()
                > 0
        );
        assert_eq!(last_rated["clock"]["initial"], 180);
        assert!(last_rated["pgn"].as_str().unwrap().contains("[Event "));

        // Another site's page may read it (no cookies: what a visitor sees), but not act.
        let app = router(state.clone());
        let mut req = Request::get("/api/user/Ann")
            .header(header::ORIGIN, "https://other.example")
            .header(header::HOST, "rukh.test")
            .body(Body::empty())
            .unwrap();
        req.extensions_mut()
            .insert(ConnectInfo(SocketAddr::new([10, 7, 0, 9].into(), 1)));
        let resp = app.clone().oneshot(req).await.unwrap();
        assert_eq!(resp.status(), StatusCode::OK);
        assert_eq!(
            resp.headers()[header::ACCESS_CONTROL_ALLOW_ORIGIN],
            "*",
            "public reads are open to other origins"
        );
        assert!(
            resp.headers()
                .get(header::ACCESS_CONTROL_ALLOW_CREDENTIALS)
                .is_none()
        );
        let mut pre = Request::options("/api/games/user/Ann")
            .header(header::ORIGIN, "https://other.example")
            .header(header::ACCESS_CONTROL_REQUEST_METHOD, "GET")
            .header(header::ACCESS_CONTROL_REQUEST_HEADERS, "authorization")
            .header(header::HOST, "rukh.test")
            .body(Body::empty())
            .unwrap();
        pre.extensions_mut()
            .insert(ConnectInfo(SocketAddr::new([10, 7, 0, 9].into(), 1)));
        let resp = app.clone().oneshot(pre).await.unwrap();
        assert!(resp.status().is_success(), "{}", resp.status());
        let methods = resp.headers()[header::ACCESS_CONTROL_ALLOW_METHODS]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(
            methods.contains("GET") && !methods.contains("POST"),
            "{methods}"
        );
    }
}
