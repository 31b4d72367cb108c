//! Every yes-or-no column (a BIGINT of 0 or 1 on both databases) reads back as it was written,
//! each way, through the rows sqlx derives: tournaments, their players and games, designs and
//! players. On SQLite, and on PostgreSQL when `RUKH_TEST_POSTGRES` names a database.

mod common;

use rukh_store::{ClockKind, Db, GameRow, GameStatus, PlayerKind, Tournament};

async fn check(db: Db, tag: &str) {
    let name = |n: &str| format!("{n}{tag}");
    let ann = db
        .create_account(&name("Flag-Ann"), "x", PlayerKind::Account, 1_000)
        .await
        .unwrap();
    let bob = db
        .create_account(&name("Flag-Bob"), "x", PlayerKind::Account, 1_000)
        .await
        .unwrap();

    // A player: enabled, then disabled.
    assert!(!db.player(&ann.id).await.unwrap().unwrap().disabled);
    db.set_disabled(&ann.id, true).await.unwrap();
    assert!(db.player(&ann.id).await.unwrap().unwrap().disabled);
    db.set_disabled(&ann.id, false).await.unwrap();
    assert!(!db.player(&ann.id).await.unwrap().unwrap().disabled);

    // Tournaments: one rated and for bots, one neither.
    for (id, rated, bots) in [(name("t-yes-"), true, true), (name("t-no-"), false, false)] {
        let mut t = Tournament::arena(
            id.clone(),
            "Flags".into(),
            "shatranj".into(),
            60_000,
            0,
            rated,
            10_000,
            60_000,
            None,
            1_000,
        );
        t.bots = bots;
        assert!(db.create_tournament(&t).await.unwrap());
        let read = db.tournament(&id).await.unwrap().expect("the tournament");
        assert_eq!((read.rated, read.bots), (rated, bots), "{id}");
        assert_eq!(read, t);
    }

    // A tournament's players: withdrawn or not; its games' berserk sides.
    let t = name("t-yes-");
    db.join_tournament(&t, &ann.id, 1500.0, 2_000)
        .await
        .unwrap();
    db.join_tournament(&t, &bob.id, 1500.0, 2_001)
        .await
        .unwrap();
    assert!(db.withdraw(&t, &bob.id).await.unwrap());
    let withdrawn: Vec<(String, bool)> = db
        .entrants(&t)
        .await
        .unwrap()
        .into_iter()
        .map(|e| (e.player_id, e.withdrawn))
        .collect();
    assert_eq!(
        withdrawn,
        vec![(ann.id.clone(), false), (bob.id.clone(), true)]
    );
    // A game: an open seek, rated; and one neither.
    let game = name("g-flags-");
    for (id, yes) in [(game.clone(), true), (name("g-none-"), false)] {
        let row = GameRow {
            id: id.clone(),
            variant: "shatranj".into(),
            rules: "{}".into(),
            start_fen: "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1".into(),
            status: GameStatus::Active,
            white_player: Some(ann.id.clone()),
            black_player: Some(bob.id.clone()),
            clock_kind: ClockKind::Live,
            initial_ms: 60_000,
            white_ms: 60_000,
            black_ms: 60_000,
            seek: yes,
            rated: yes,
            created_at: 3_000,
            updated_at: 3_000,
            ..GameRow::default()
        };
        db.insert_game(&row).await.unwrap();
        let read = db.game(&id).await.unwrap().expect("the game");
        assert_eq!((read.seek, read.rated), (yes, yes), "{id}");
        assert_eq!(read.white_kind, Some(PlayerKind::Account));
    }
    db.add_tournament_game(&t, &game, (&ann.id, &bob.id), 0, 3_000)
        .await
        .unwrap();
    let (_, _, _, wb, bb) = db.tournament_game(&game).await.unwrap().unwrap();
    assert_eq!((wb, bb), (false, false));
    db.set_berserk(&game, false).await.unwrap();
    let (tid, white, black, wb, bb) = db.tournament_game(&game).await.unwrap().unwrap();
    assert_eq!(
        (tid, white, black),
        (t.clone(), ann.id.clone(), bob.id.clone())
    );
    assert_eq!((wb, bb), (false, true));
    let games = db.tournament_games(&t).await.unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(
        (games[0].white_berserk, games[0].black_berserk),
        (false, true)
    );
    assert_eq!((&games[0].white, &games[0].black), (&ann.id, &bob.id));
    assert_eq!(games[0].ended_at, 3_000);

    // A design: published, then hidden.
    let d = name("d-flags-");
    db.create_design(&d, &ann.id, "Flagged", "id = \"x\"", true, 4_000)
        .await
        .unwrap();
    let read = db.design(&d).await.unwrap().expect("the design");
    assert_eq!((read.published, read.hidden), (true, false));
    assert_eq!(read.author_name, name("Flag-Ann"));
    assert!(db.hide_design(&d, true).await.unwrap());
    assert!(db.publish_design(&d, &ann.id, false).await.unwrap());
    let read = db.design(&d).await.unwrap().expect("the design");
    assert_eq!((read.published, read.hidden), (false, true));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flags_read_back_on_sqlite() {
    let (db, dir) = common::sqlite("flags").await;
    check(db, "").await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flags_read_back_on_postgres() {
    if let Some((db, tag)) = common::postgres("f").await {
        check(db, &tag).await;
    }
}
