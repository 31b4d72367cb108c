//! Arena tournaments on the site: kept in the database (the tournament, who joined, its games),
//! their standings read from the games themselves, and the sweeper that pairs the players who are
//! on the tournament's page and free, as soon as they are. With several server processes one
//! process at a time holds a tournament's pairing lease, so exactly one pairs it.

use std::collections::{HashMap, HashSet};

use super::arena::{self, Outcome, Played, Points, Waiting};
use crate::play::{JoinRequest, NewGame};
use crate::tournaments::{TournamentError, Tournaments};
use rukh_store::now_ms;
use rukh_store::{Entrant, GameResult, GameStatus, PlayerKind, TGame, Tournament};

/// How long a player's tournament page counts them as there after its last word.
pub const PRESENT_MS: i64 = 20_000;
/// A line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub player_id: String,
    pub name: String,
    pub kind: PlayerKind,
    pub score: u32,
    /// Each finished game's points, in order.
    pub sheet: Vec<Points>,
    pub on_fire: bool,
    /// The game being played now.
    pub playing: Option<String>,
    pub withdrawn: bool,
    pub games: usize,
    /// Games forfeited by not making the first move.
    pub absences: usize,
}

/// Forfeits after which a player is withdrawn.
pub const ABSENCES_WITHDRAWN: usize = 2;

/// In a game that ended without a result before both sides moved: the side that did not move
/// (true: White).
fn absent(g: &TGame) -> Option<bool> {
    (g.status == GameStatus::Finished
        && g.result.is_none_or(|r| r == GameResult::Unfinished)
        && g.ply <= 1)
        .then_some(g.ply == 0)
}

/// How a finished game ended for one of its players (`white`: the player had White): a result,
/// or a forfeit by the side that never made its first move; None while it is played, or when it
/// ended with no result otherwise.
pub(crate) fn outcome(g: &TGame, white: bool) -> Option<Outcome> {
    if g.status != GameStatus::Finished {
        return None;
    }
    match (g.result, white) {
        (Some(GameResult::WhiteWins), true) | (Some(GameResult::BlackWins), false) => {
            Some(Outcome::Win)
        }
        (Some(GameResult::BlackWins), true) | (Some(GameResult::WhiteWins), false) => {
            Some(Outcome::Loss)
        }
        (Some(GameResult::Draw), _) => Some(Outcome::Draw),
        _ => match absent(g) {
            Some(w) if w == white => Some(Outcome::Loss),
            Some(_) => Some(Outcome::Win),
            None => None,
        },
    }
}

/// Whether a finished game was a forfeit (one side never moved).
pub(crate) fn forfeited(g: &TGame) -> bool {
    absent(g).is_some()
}

/// The standings, from the entrants and the games: score (then games, then name), each game's
/// points and whether the player is on fire.
pub fn standings(entrants: &[Entrant], games: &[TGame]) -> Vec<Standing> {
    let mut out: Vec<Standing> = entrants
        .iter()
        .map(|e| {
            let mine: Vec<&TGame> = games
                .iter()
                .filter(|g| g.white == e.player_id || g.black == e.player_id)
                .collect();
            let played: Vec<Played> = mine
                .iter()
                .filter(|g| g.status == GameStatus::Finished)
                .filter_map(|g| {
                    let white = g.white == e.player_id;
                    let outcome = outcome(g, white)?;
                    let moves = ((g.ply + i64::from(white)) / 2) as u32;
                    Some(Played {
                        outcome,
                        berserk: if white {
                            g.white_berserk
                        } else {
                            g.black_berserk
                        },
                        moves,
                    })
                })
                .collect();
            let sheet = arena::sheet(&played);
            let absences = mine
                .iter()
                .filter(|g| absent(g) == Some(g.white == e.player_id))
                .count();
            Standing {
                absences,
                player_id: e.player_id.clone(),
                name: e.name.clone(),
                kind: e.kind,
                score: sheet.iter().map(|p| p.points).sum(),
                on_fire: arena::on_fire(&played),
                playing: mine
                    .iter()
                    .find(|g| g.status != GameStatus::Finished)
                    .map(|g| g.game_id.clone()),
                withdrawn: e.withdrawn,
                games: played.len(),
                sheet,
            }
        })
        .collect();
    out.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(b.games.cmp(&a.games))
            .then(a.name.to_lowercase().cmp(&b.name.to_lowercase()))
    });
    out
}

impl Tournaments {
    /// Pairs the tournaments under way whose lease this process holds: an arena's free players,
    /// a Swiss's next round when its time comes.
    pub(crate) async fn sweep_tournaments(&self) {
        let now = now_ms();
        let Ok(running) = self.db().running_tournaments(now).await else {
            return;
        };
        for t in running {
            match self
                .db()
                .claim_pairing(&t.id, self.0.play.instance(), now)
                .await
            {
                Ok(true) => {}
                _ => continue,
            }
            let done = if t.is_swiss() {
                self.pair_swiss(&t, now).await
            } else {
                self.pair_arena(&t, now).await
            };
            if let Err(e) = done {
                tracing::warn!("pairing the tournament {}: {e}", t.id);
            }
        }
    }

    /// Withdraws the players who forfeited too many games by not making their first move.
    pub(crate) async fn withdraw_absentees(
        &self,
        t: &Tournament,
        absences: &[(String, String, usize)],
    ) -> Result<(), TournamentError> {
        for (id, name, n) in absences.iter().filter(|a| a.2 >= ABSENCES_WITHDRAWN) {
            self.db().withdraw(&t.id, id).await?;
            tracing::info!(tournament = %t.id, "withdrew {name}: {n} games without a first move");
        }
        Ok(())
    }

    async fn pair_arena(&self, t: &Tournament, now: i64) -> Result<(), TournamentError> {
        let entrants = self.db().entrants(&t.id).await?;
        let games = self.db().tournament_games(&t.id).await?;
        let table = standings(&entrants, &games);
        let absences: Vec<(String, String, usize)> = table
            .iter()
            .filter(|s| !s.withdrawn)
            .map(|s| (s.player_id.clone(), s.name.clone(), s.absences))
            .collect();
        self.withdraw_absentees(t, &absences).await?;
        let table: Vec<Standing> = table
            .into_iter()
            .filter(|s| s.withdrawn || s.absences < ABSENCES_WITHDRAWN)
            .collect();
        let mut busy: HashSet<&str> = games
            .iter()
            .filter(|g| g.status != GameStatus::Finished)
            .flat_map(|g| [g.white.as_str(), g.black.as_str()])
            .collect();
        // A player is in one live game at a time: one playing elsewhere (another tournament,
        // a game of their own) waits here.
        if t.days_per_move == 0 {
            let ids: Vec<&str> = table.iter().map(|s| s.player_id.as_str()).collect();
            let elsewhere = self.db().playing_live(&ids).await?;
            let boards = self.db().awaiting_boards().await?;
            busy.extend(
                ids.into_iter()
                    .filter(|p| elsewhere.contains(*p) || boards.contains(*p)),
            );
        }
        let mut last: HashMap<&str, (&str, bool)> = HashMap::new();
        let mut balance: HashMap<&str, i32> = HashMap::new();
        for g in &games {
            last.insert(g.white.as_str(), (g.black.as_str(), true));
            last.insert(g.black.as_str(), (g.white.as_str(), false));
            *balance.entry(g.white.as_str()).or_default() += 1;
            *balance.entry(g.black.as_str()).or_default() -= 1;
        }
        let present: HashSet<&str> = entrants
            .iter()
            .filter(|e| !e.withdrawn && e.seen_at >= now - PRESENT_MS)
            .map(|e| e.player_id.as_str())
            .collect();
        let waiting: Vec<Waiting> = table
            .iter()
            .filter(|s| {
                present.contains(s.player_id.as_str()) && !busy.contains(s.player_id.as_str())
            })
            .map(|s| Waiting {
                id: s.player_id.clone(),
                score: s.score,
                rating: 0.0,
                last_opponent: last.get(s.player_id.as_str()).map(|(o, _)| (*o).to_owned()),
                white_balance: balance.get(s.player_id.as_str()).copied().unwrap_or(0),
                last_white: last.get(s.player_id.as_str()).map(|(_, w)| *w),
            })
            .collect();
        let others_playing = present.iter().any(|p| busy.contains(p));
        for (white, black) in arena::pair(&waiting, others_playing) {
            self.start_tournament_game(t, (&white, &black), now).await?;
        }
        Ok(())
    }

    /// Makes and starts a game between two players on the tournament's clock: its id.
    async fn make_game(
        &self,
        t: &Tournament,
        (white, black): (&str, &str),
    ) -> Result<Option<String>, TournamentError> {
        let (Some(w), Some(b)) = (
            self.db().player(white).await?,
            self.db().player(black).await?,
        ) else {
            return Ok(None);
        };
        let correspondence = t.days_per_move > 0;
        let req = NewGame {
            variant: t.variant.clone(),
            rules: serde_json::Map::new(),
            color: Some("white".into()),
            opponent: Some("human".into()),
            level: None,
            clock: Some(
                if correspondence {
                    "correspondence"
                } else {
                    "live"
                }
                .into(),
            ),
            minutes: (!correspondence).then(|| t.initial_ms as f64 / 60_000.0),
            increment: (!correspondence).then(|| t.increment_ms as f64 / 1000.0),
            days: correspondence.then_some(t.days_per_move),
            name: None,
            fen: None,
            rated: Some(t.rated),
            min_rating: None,
            max_rating: None,
            rating_range: None,
        };
        let made = self.0.play.create_game(req, Some(&w)).await?;
        let invite = made
            .invite_url
            .as_deref()
            .and_then(|u| u.split("invite=").nth(1))
            .unwrap_or_default()
            .to_owned();
        self.0
            .play
            .join_game(&made.id, JoinRequest { invite, name: None }, Some(&b))
            .await?;
        tracing::info!(tournament = %t.id, game = %made.id, "paired {} against {}", w.name, b.name);
        Ok(Some(made.id))
    }

    /// Starts an arena game between two players.
    pub(crate) async fn start_tournament_game(
        &self,
        t: &Tournament,
        (white, black): (&str, &str),
        now: i64,
    ) -> Result<(), TournamentError> {
        if let Some(game) = self.make_game(t, (white, black)).await? {
            self.db()
                .add_tournament_game(&t.id, &game, (white, black), 0, now)
                .await?;
        }
        Ok(())
    }

    /// Writes a Swiss round (its boards and bye) at once: false when it was paired already.
    pub(crate) async fn write_round(
        &self,
        t: &Tournament,
        round: i64,
        boards: &[(String, String)],
        bye: Option<&str>,
        now: i64,
    ) -> Result<bool, TournamentError> {
        Ok(self.db().add_round(&t.id, round, boards, bye, now).await?)
    }

    /// Makes the games of a Swiss's boards that have none yet (just paired, or left by a
    /// process that stopped in the middle).
    pub(crate) async fn start_pending_boards(
        &self,
        t: &Tournament,
        now: i64,
    ) -> Result<(), TournamentError> {
        for (round, board, white, black) in self.db().pending_boards(&t.id).await? {
            // A player whose account is gone (deleted, disabled) cannot play the board: the
            // other has the point without a game, and the round goes on.
            let mut here = Vec::new();
            for p in [&white, &black] {
                if self
                    .db()
                    .player(p)
                    .await?
                    .is_some_and(|p| !p.disabled && p.kind != PlayerKind::Deleted)
                {
                    here.push(p.as_str());
                }
            }
            if here.len() < 2 {
                let present = here.first().copied();
                self.db()
                    .forfeit_board(&t.id, (round, board), present)
                    .await?;
                tracing::info!(tournament = %t.id, "round {round}, board {board}: a player's account is gone; {} has the point", present.unwrap_or("nobody"));
                continue;
            }
            // A player in a live game elsewhere (an arena's) finishes it first: the board's
            // game is made on a later step (the round waits; no arena pairs them meanwhile).
            if t.days_per_move == 0
                && !self
                    .db()
                    .playing_live(&[white.as_str(), black.as_str()])
                    .await?
                    .is_empty()
            {
                continue;
            }
            if let Some(game) = self.make_game(t, (&white, &black)).await? {
                self.db()
                    .link_board(&t.id, (round, board), &game, (&white, &black), now)
                    .await?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
pub(crate) mod testing {
    use super::{Entrant, TGame};
    use rukh_store::{GameResult, GameStatus};

    /// A player named as its id in capitals, with a rating when joining.
    pub(crate) fn entrant(id: &str, seed: f64) -> Entrant {
        Entrant {
            player_id: id.into(),
            name: id.to_uppercase(),
            kind: rukh_store::PlayerKind::Account,
            withdrawn: false,
            seen_at: 0,
            seed,
            joined_at: 0,
        }
    }

    /// A game of a round (0 in an arena) made at `n`: its result ("" while it is played) and
    /// length in plies; it ended at `n` × 1000.
    pub(crate) fn game(
        n: i64,
        round: i64,
        white: &str,
        black: &str,
        result: &str,
        ply: i64,
    ) -> TGame {
        TGame {
            game_id: format!("g{n}{white}{black}"),
            white: white.into(),
            black: black.into(),
            status: if result.is_empty() {
                GameStatus::Active
            } else {
                GameStatus::Finished
            },
            result: (!result.is_empty()).then(|| GameResult::parse(result).expect("a result")),
            ply,
            created_at: n,
            ended_at: n * 1000,
            round,
            white_berserk: false,
            black_berserk: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{entrant, game};
    use super::*;

    fn e(id: &str) -> Entrant {
        entrant(id, 0.0)
    }

    fn g(n: i64, white: &str, black: &str, result: &str, ply: i64) -> TGame {
        game(n, 0, white, black, result, ply)
    }

    #[test]
    fn standings_are_read_from_the_games() {
        let entrants = [e("a"), e("b"), e("c")];
        let games = [
            g(1, "a", "b", "1-0", 41),
            g(2, "c", "a", "0-1", 30),
            g(3, "b", "c", "1/2-1/2", 60),
            g(4, "a", "b", "1-0", 25),
            // c did not make the first move: b wins by forfeit.
            g(5, "c", "b", "*", 0),
            g(6, "a", "c", "", 12),
        ];
        let table = standings(&entrants, &games);
        let names: Vec<&str> = table.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["A", "B", "C"]);
        // a: W W, then W on fire (4): 8, playing g6; b: L, D, L, then the forfeit's W: 3;
        // c: L, D, forfeited: 1, one absence.
        assert_eq!(table[0].score, 8);
        assert!(table[0].sheet[2].on_fire && table[0].on_fire);
        assert_eq!(table[0].playing.as_deref(), Some("g6ac"));
        assert_eq!((table[1].score, table[1].games), (3, 4));
        assert_eq!(
            (table[2].score, table[2].games, table[2].absences),
            (1, 3, 1)
        );
    }
}
