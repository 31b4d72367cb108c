//! Tournaments: the rules of arenas (scoring with streaks and berserk, pairing players as they
//! come free) and of Swiss events (the Dutch system's pairings, byes, tiebreaks), and the
//! service that runs them on the site: `Tournaments` pairs the events under way whose lease this
//! process holds, announces the operator's schedules and keeps the tournament the header shows.
//! Every game is made through `play`.

pub mod arena;
pub mod error;
pub mod schedule;
pub mod service;
pub mod site;
pub mod swiss;
pub mod swiss_site;

use std::sync::{Arc, RwLock};
use std::time::Duration;

use rukh_store::{Db, Tournament};

pub use error::TournamentError;

use crate::play::Play;

/// The tournaments of the site.
#[derive(Clone)]
pub struct Tournaments(pub(crate) Arc<TournamentsInner>);

pub(crate) struct TournamentsInner {
    pub(crate) db: Db,
    pub(crate) play: Play,
    /// The tournament the header points to: one under way, else the next to start.
    pub(crate) next: RwLock<Option<Tournament>>,
}

impl Tournaments {
    /// Starts the sweeper: an arena's free players paired as soon as they are free, a Swiss's
    /// rounds as they come due; every ten seconds the operator's schedules announced; every
    /// two, the header's tournament noted.
    pub fn start(db: Db, play: Play) -> Tournaments {
        let t = Tournaments(Arc::new(TournamentsInner {
            db,
            play,
            next: RwLock::new(None),
        }));
        let s = t.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(1000));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut n: u64 = 0;
            loop {
                tick.tick().await;
                if n.is_multiple_of(10) {
                    s.announce_scheduled().await;
                }
                if n.is_multiple_of(2) {
                    s.note_next_tournament().await;
                }
                n += 1;
                s.sweep_tournaments().await;
            }
        });
        t
    }

    fn db(&self) -> &Db {
        &self.0.db
    }
}
