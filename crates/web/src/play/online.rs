//! Who is on the site: a signed-in player with any page open (each page holds the header's
//! event stream, `/api/me/events`), counted by this process. On PostgreSQL with several
//! processes a player served by another one counts as away here.

use crate::play::Play;

/// A page of a player's that is open: counted until dropped.
pub struct OnSite {
    play: Play,
    player: String,
}

impl Play {
    /// Notes that `player` has a page open until the returned guard is dropped.
    pub fn on_site(&self, player: &str) -> OnSite {
        *self
            .0
            .online
            .lock()
            .expect("online")
            .entry(player.to_owned())
            .or_insert(0) += 1;
        OnSite {
            play: self.clone(),
            player: player.to_owned(),
        }
    }

    /// Whether `player` has a page of the site open (on this process).
    pub fn is_online(&self, player: &str) -> bool {
        self.0.online.lock().expect("online").contains_key(player)
    }
}

impl Drop for OnSite {
    fn drop(&mut self) {
        let mut online = self.play.0.online.lock().expect("online");
        if let Some(n) = online.get_mut(&self.player) {
            *n -= 1;
            if *n == 0 {
                online.remove(&self.player);
            }
        }
    }
}
