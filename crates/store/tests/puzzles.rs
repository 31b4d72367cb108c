//! The puzzle trainer's rows: a player's first try at a puzzle is rated once, and a puzzle's
//! rating moves once for each network however many accounts try it from there; votes count once
//! for each player. On SQLite, and on PostgreSQL when `RUKH_TEST_POSTGRES` names a database.

mod common;

use rukh_store::ratings::Stand;
use rukh_store::{Db, PlayerKind, RoundIn, RoundOut};

fn round<'a>(
    player: &'a str,
    puzzle: &'a str,
    solved: bool,
    net: &'a str,
    now: i64,
) -> RoundIn<'a> {
    RoundIn {
        player,
        puzzle,
        variant: "shatranj",
        solved,
        net,
        start: Stand {
            rating: 1600.0,
            deviation: 200.0,
            volatility: 0.06,
            games: 0,
            updated_at: 0,
        },
        now,
    }
}

async fn check(db: Db, tag: &str) {
    let name = |n: &str| format!("{n}{tag}");
    let a = db
        .create_account(&name("Ann"), "x", PlayerKind::Account, 1_000)
        .await
        .unwrap();
    let b = db
        .create_account(&name("Bob"), "x", PlayerKind::Account, 1_000)
        .await
        .unwrap();
    let c = db
        .create_account(&name("Cyd"), "x", PlayerKind::Account, 1_000)
        .await
        .unwrap();
    let puzzle = name("p1-");

    // Ann solves it from one network: both ratings move.
    let RoundOut::Rated {
        before,
        after,
        puzzle: p1,
        counted,
    } = db
        .rate_puzzle_round(round(&a.id, &puzzle, true, "net-1", 2_000))
        .await
        .unwrap()
    else {
        panic!("a first try is rated");
    };
    assert!(counted, "the first try from a network moves the puzzle");
    assert!(after.rating > before.rating, "a solve raises the player");
    assert!(
        p1.rating < 1600.0,
        "a solve lowers the puzzle: {}",
        p1.rating
    );
    assert_eq!(p1.games, 1);

    // Ann again: not rated twice, nothing moves.
    assert_eq!(
        db.rate_puzzle_round(round(&a.id, &puzzle, false, "net-1", 3_000))
            .await
            .unwrap(),
        RoundOut::Already
    );
    let stands = db.puzzle_player_stands(&a.id).await.unwrap();
    assert_eq!(stands.len(), 1);
    assert_eq!(
        stands[0].1.rating, after.rating,
        "the player's rating stays"
    );

    // Bob misses it from the same network: Bob is rated, the puzzle is not moved again.
    let RoundOut::Rated {
        after: bob,
        puzzle: p2,
        counted,
        ..
    } = db
        .rate_puzzle_round(round(&b.id, &puzzle, false, "net-1", 4_000))
        .await
        .unwrap()
    else {
        panic!("Bob's first try is rated");
    };
    assert!(
        !counted,
        "a second account on the same network does not move the puzzle"
    );
    assert!(bob.rating < 1500.0, "a miss lowers the player");
    assert_eq!(p2.rating, p1.rating, "the puzzle's rating stays");

    // Cyd misses it from another network: the puzzle rises.
    let RoundOut::Rated {
        puzzle: p3,
        counted,
        ..
    } = db
        .rate_puzzle_round(round(&c.id, &puzzle, false, "net-2", 5_000))
        .await
        .unwrap()
    else {
        panic!("Cyd's first try is rated");
    };
    assert!(counted);
    assert!(p3.rating > p2.rating, "a miss raises the puzzle");

    // The stored puzzle: three tries, one solved at the first try.
    let stored = db
        .puzzle_stands()
        .await
        .unwrap()
        .into_iter()
        .find(|s| s.id == puzzle)
        .expect("the puzzle's row");
    assert_eq!(stored.stand.games, 3, "every rated try is counted");
    assert_eq!(stored.solved, 1);
    assert_eq!(stored.stand.rating, p3.rating);

    // Votes: once for each player, changed and taken back; none from a player who never tried.
    assert_eq!(
        db.vote_puzzle(&a.id, &puzzle, 1, 6_000).await.unwrap(),
        Some((1, 0))
    );
    assert_eq!(
        db.vote_puzzle(&a.id, &puzzle, 1, 6_001).await.unwrap(),
        Some((1, 0))
    );
    assert_eq!(
        db.vote_puzzle(&b.id, &puzzle, -5, 6_002).await.unwrap(),
        Some((1, 1))
    );
    assert_eq!(
        db.vote_puzzle(&a.id, &puzzle, -1, 6_003).await.unwrap(),
        Some((0, 2))
    );
    assert_eq!(
        db.vote_puzzle(&b.id, &puzzle, 0, 6_004).await.unwrap(),
        Some((0, 1))
    );
    assert_eq!(
        db.vote_puzzle(&a.id, &name("other"), 1, 6_005)
            .await
            .unwrap(),
        None
    );

    // The history: newest first, with the ratings and the vote.
    let rows = db.puzzle_rounds(&a.id, i64::MAX, 10).await.unwrap();
    assert_eq!(rows.len(), 1);
    assert!(rows[0].solved);
    assert_eq!(rows[0].rating_after, after.rating);
    assert_eq!(rows[0].vote, -1);
    assert_eq!(
        db.puzzle_results(&b.id, Some("shatranj")).await.unwrap(),
        vec![(puzzle.clone(), false)]
    );
    assert!(
        db.puzzle_results(&b.id, Some("parsi"))
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzle_rounds_on_sqlite() {
    let (db, dir) = common::sqlite("puzzles").await;
    check(db, "").await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzle_rounds_on_postgres() {
    if let Some((db, tag)) = common::postgres("").await {
        check(db, &tag).await;
    }
}
