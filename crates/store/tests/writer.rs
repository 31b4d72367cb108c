//! The database writer: a change is stored only over the version it was made on, many games'
//! changes share commits, and a spoilt change fails alone; the lobby and the archive list games
//! in their order. On SQLite, and on PostgreSQL when `RUKH_TEST_POSTGRES` names a database.

mod common;

use rukh_store::{ClockKind, Db, DbError, GameFilter, GameRow, GameStatus, MoveRow, Notice, Save};

fn game(id: &str) -> GameRow {
    GameRow {
        id: id.into(),
        variant: "shatranj".into(),
        rules: "{}".into(),
        start_fen: "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1".into(),
        status: GameStatus::Active,
        result: None,
        termination: None,
        description: None,
        white_name: Some("A".into()),
        black_name: Some("B".into()),
        white_token: Some("w".into()),
        black_token: Some("b".into()),
        invite_token: None,
        engine_color: None,
        engine_level: 4,
        clock_kind: ClockKind::Live,
        initial_ms: 60_000,
        increment_ms: 0,
        days_per_move: 0,
        white_ms: 60_000,
        black_ms: 60_000,
        turn_started_at: 1_000,
        draw_offer: None,
        takeback_offer: None,
        ply: 0,
        created_at: 1_000,
        updated_at: 1_000,
        seek: false,
        rematch: None,
        rematch_offer: None,
        imported: None,
        version: 0,
        ..GameRow::default()
    }
}

fn one_move(g: &GameRow, coord: &str) -> Save {
    let mut row = g.clone();
    row.ply += 1;
    Save {
        row,
        keep_plies: None,
        moves: vec![MoveRow {
            ply: g.ply + 1,
            coord: coord.into(),
            san: coord.into(),
            courier: coord.into(),
            played_at: 2_000,
            clock_ms: Some(58_000),
        }],
        chat: Vec::new(),
        notice: Some(Notice::Game {
            id: g.id.clone(),
            version: g.version + 1,
            change: rukh_store::GameChange::Move,
            engine_to_move: false,
            players: [None, None],
        }),
    }
}

async fn check(db: Db, tag: &str) {
    let ids: Vec<String> = (0..200).map(|i| format!("{tag}{i}")).collect();
    for id in &ids {
        db.insert_game(&game(id)).await.unwrap();
    }
    // 200 games move at once: every change is stored, in fewer commits than changes.
    let mut tasks = Vec::new();
    for id in &ids {
        let db = db.clone();
        let save = one_move(&game(id), "e2e3");
        tasks.push(tokio::spawn(async move { db.store(save).await }));
    }
    for t in tasks {
        t.await.unwrap().unwrap();
    }
    let (commits, changes) = (
        rukh_store::metrics::COMMITS.read().0,
        rukh_store::metrics::BATCHED.read().0,
    );
    assert!(
        commits * 2 < changes,
        "{commits} commits for {changes} changes"
    );
    for id in &ids {
        let row = db.game(id).await.unwrap().unwrap();
        assert_eq!((row.ply, row.version), (1, 1));
        assert_eq!(db.moves(id).await.unwrap().len(), 1);
        // The stored deadline is Black's time for its first move from its turn's start (the
        // clocks start after both first moves).
        assert_eq!(row.deadline(), Some(1_000 + rukh_store::FIRST_MOVE_MS));
    }
    // A change made on version 0 of a game now at version 1 (another process moved first):
    // refused, and nothing of it written.
    let stale = one_move(&game(&ids[0]), "d2d3");
    assert!(matches!(db.store(stale).await, Err(DbError::Conflict)));
    assert_eq!(db.moves(&ids[0]).await.unwrap()[0].coord, "e2e3");
    // The mover's clock is kept with the move.
    assert_eq!(db.moves(&ids[0]).await.unwrap()[0].clock_ms, Some(58_000));
    // In one batch with a change that breaks its transaction (a second move 1), the good
    // changes are stored and only the bad one fails.
    let mut fresh = game(&ids[1]);
    fresh.version = 1;
    fresh.ply = 1;
    let good = one_move(&fresh, "e7e6");
    let mut bad = one_move(&game(&ids[2]), "a2a3");
    bad.row.version = 1; // right version, but ply 1 is taken: the insert fails
    let (a, b) = tokio::join!(db.store(good), db.store(bad));
    a.unwrap();
    assert!(b.is_err());
    assert_eq!(db.game(&ids[1]).await.unwrap().unwrap().ply, 2);
    assert_eq!(db.game(&ids[2]).await.unwrap().unwrap().version, 1);

    // The lobby lists games in progress newest first, however recently they moved; the archive
    // lists finished games by when they ended.
    let name = format!("{tag}lister");
    for (n, status, created, updated) in [
        (1, "active", 1_000, 9_000),
        (2, "active", 2_000, 3_000),
        (3, "finished", 3_000, 20_000),
        (4, "finished", 4_000, 10_000),
    ] {
        let mut g = game(&format!("{tag}l{n}"));
        g.white_name = Some(name.clone());
        g.status = GameStatus::parse(status).unwrap();
        g.created_at = created;
        g.updated_at = updated;
        db.insert_game(&g).await.unwrap();
    }
    let listed = |status: &str| {
        let f = GameFilter {
            status: GameStatus::parse(status),
            player: Some(name.clone()),
            limit: 10,
            ..GameFilter::default()
        };
        let db = db.clone();
        async move {
            let rows = db.list(&f).await.unwrap();
            rows.into_iter().map(|g| g.id).collect::<Vec<_>>()
        }
    };
    assert_eq!(
        listed("active").await,
        [format!("{tag}l2"), format!("{tag}l1")]
    );
    assert_eq!(
        listed("finished").await,
        [format!("{tag}l3"), format!("{tag}l4")]
    );
    // A status the games cannot have is refused before any query.
    assert_eq!(GameStatus::parse("no such status"), None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn versions_group_commit_and_a_spoilt_change_on_sqlite() {
    let (db, dir) = common::sqlite("writer").await;
    check(db, "s").await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn versions_group_commit_and_a_spoilt_change_on_postgres() {
    if let Some((db, tag)) = common::postgres("x").await {
        check(db, &tag).await;
    }
}

/// An outage is charged to nobody: a start after five seconds and more without a sign of life
/// puts the live clocks of the games in play forward by the outage, and says so in their chat;
/// a quick restart, a finished game and a game without a clock are left as they were.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outage_is_charged_to_nobody() {
    let (db, dir) = common::sqlite("outage").await;
    let mut over = game("over");
    over.status = GameStatus::Finished;
    let mut untimed = game("untimed");
    untimed.clock_kind = ClockKind::None;
    for g in [game("live"), over, untimed] {
        db.insert_game(&g).await.unwrap();
    }
    // A first start: no sign of life before it, nothing to pause.
    assert_eq!(
        db.pause_clocks_for_outage(1_500, 5_000, 5_000)
            .await
            .unwrap(),
        None
    );
    db.alive(2_000).await.unwrap();
    db.alive(3_000).await.unwrap();
    // A quick restart (4 s): the clocks ran.
    assert_eq!(
        db.pause_clocks_for_outage(7_000, 5_000, 5_000)
            .await
            .unwrap(),
        None
    );
    // Down from 3 s to 65 s: one game in play on a live clock is put forward by 62 s, and 5 s
    // for the pages to come back.
    assert_eq!(
        db.pause_clocks_for_outage(65_000, 5_000, 5_000)
            .await
            .unwrap(),
        Some((62_000, 1))
    );
    let live = db.game("live").await.unwrap().unwrap();
    assert_eq!(live.turn_started_at, 1_000 + 67_000);
    assert_eq!(live.deadline(), Some(68_000 + rukh_store::FIRST_MOVE_MS));
    // The flags' sweep reads the stored deadline: put forward too.
    let due = 68_000 + rukh_store::FIRST_MOVE_MS;
    assert!(db.due_flags(due - 1, 10).await.unwrap().is_empty());
    assert_eq!(db.due_flags(due, 10).await.unwrap(), ["live"]);
    assert_eq!(
        db.game("over").await.unwrap().unwrap().turn_started_at,
        1_000
    );
    assert_eq!(
        db.game("untimed").await.unwrap().unwrap().turn_started_at,
        1_000
    );
    let chat = db.chat("live").await.unwrap();
    assert_eq!(chat[0].author, "Rukh");
    assert_eq!(
        chat[0].body,
        "The site was down for 1 min 2 s: no clock ran meanwhile, nor in the 5 s your pages take to come back."
    );
    assert!(db.chat("over").await.unwrap().is_empty());
    // The start counts as a sign of life: starting again at once pauses nothing more.
    assert_eq!(
        db.pause_clocks_for_outage(66_000, 5_000, 5_000)
            .await
            .unwrap(),
        None
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two processes' connections to one database draw on one bucket: what one takes the other
/// cannot, a take larger than what is left takes nothing and says how much is, and time refills.
async fn buckets_are_shared(url: &str, tag: &str) {
    let (a, b) = (
        Db::connect(url).await.unwrap(),
        Db::connect(url).await.unwrap(),
    );
    let key = format!("import {tag}");
    assert_eq!(
        a.take_tokens(&key, 3.0, 5.0, 1.0, 10_000).await.unwrap(),
        Ok(())
    );
    assert_eq!(
        b.take_tokens(&key, 3.0, 5.0, 1.0, 10_000).await.unwrap(),
        Err(2.0)
    );
    assert_eq!(
        b.take_tokens(&key, 2.0, 5.0, 1.0, 10_000).await.unwrap(),
        Ok(())
    );
    assert!(!a.take_token(&key, 5.0, 1.0, 10_000).await.unwrap());
    // Two seconds later, two tokens; never more than the burst.
    assert_eq!(
        a.take_tokens(&key, 2.0, 5.0, 1.0, 12_000).await.unwrap(),
        Ok(())
    );
    assert_eq!(
        b.take_tokens(&key, 6.0, 5.0, 1.0, 99_000).await.unwrap(),
        Err(5.0)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn limit_buckets_are_shared_on_sqlite_and_postgres() {
    let dir = std::env::temp_dir().join(format!("rukh-store-buckets-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("b.db").display());
    buckets_are_shared(&url, "s").await;
    let _ = std::fs::remove_dir_all(&dir);
    match std::env::var("RUKH_TEST_POSTGRES") {
        Ok(url) => {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos();
            buckets_are_shared(&url, &format!("p{now}")).await
        }
        Err(_) => eprintln!("RUKH_TEST_POSTGRES not set: PostgreSQL half skipped"),
    }
}
