//! Swiss tournaments on the site: the crosstable read from the games and byes stored (scores,
//! Buchholz, Sonneborn-Berger, each round's opponent, colour and result), and the sweeper's step
//! that pairs the next round by the Dutch system once every game of the last one has ended and
//! the pause between rounds has passed. Every joined player who has not withdrawn is paired, on
//! the page or not; one who does not make a first move forfeits the game and is withdrawn after
//! two. Nothing is kept in memory: a restart in the middle of a round rebuilds all of it.

use super::arena::Outcome;
use super::site::{ABSENCES_WITHDRAWN, forfeited, outcome};
use super::swiss::{self, Colour};
use crate::tournaments::{TournamentError, Tournaments};
use rukh_store::{Entrant, GameStatus, PlayerKind, TGame, Tournament};

/// One round of a player's, as the crosstable shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    /// A game: the opponent's id, the colour, how it ended for the player (None while played),
    /// whether it was a forfeit, and the game.
    Game {
        opponent: String,
        white: bool,
        outcome: Option<Outcome>,
        forfeit: bool,
        game_id: String,
    },
    /// The pairing's odd player out: a point without a game.
    Bye,
    /// Not paired in that round (joined later, or withdrawn).
    Out,
}

/// A line of a Swiss's crosstable.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissRow {
    pub player_id: String,
    pub name: String,
    pub kind: PlayerKind,
    pub withdrawn: bool,
    /// Pairing number: the order of ratings when joining.
    pub number: u32,
    /// Points, doubled (a draw is 1).
    pub score2: u32,
    pub buchholz: f64,
    pub sonneborn: f64,
    /// Rounds 1, 2, ...
    pub cells: Vec<Cell>,
    /// The game being played now.
    pub playing: Option<String>,
    /// Games forfeited by not making the first move.
    pub absences: usize,
}

impl SwissRow {
    /// `3½`.
    pub fn points(&self) -> String {
        let whole = self.score2 / 2;
        match (whole, self.score2 % 2) {
            (0, 1) => "½".into(),
            (w, 1) => format!("{w}½"),
            (w, _) => w.to_string(),
        }
    }
}

fn doubled(o: Outcome) -> u32 {
    match o {
        Outcome::Win => 2,
        Outcome::Draw => 1,
        Outcome::Loss => 0,
    }
}

/// The crosstable after `rounds` rounds paired: ranked by points, then Buchholz, then
/// Sonneborn-Berger, then pairing number.
pub fn crosstable(
    entrants: &[Entrant],
    games: &[TGame],
    byes: &[(i64, String)],
    rounds: i64,
) -> Vec<SwissRow> {
    let mut seeded: Vec<&Entrant> = entrants.iter().collect();
    seeded.sort_by(|a, b| {
        b.seed
            .total_cmp(&a.seed)
            .then(a.joined_at.cmp(&b.joined_at))
            .then(a.player_id.cmp(&b.player_id))
    });
    let mut rows: Vec<SwissRow> = seeded
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let cells: Vec<Cell> = (1..=rounds)
                .map(|r| {
                    if byes.iter().any(|(br, p)| *br == r && *p == e.player_id) {
                        return Cell::Bye;
                    }
                    games
                        .iter()
                        .find(|g| {
                            g.round == r && (g.white == e.player_id || g.black == e.player_id)
                        })
                        .map_or(Cell::Out, |g| {
                            let white = g.white == e.player_id;
                            Cell::Game {
                                opponent: if white { &g.black } else { &g.white }.clone(),
                                white,
                                outcome: outcome(g, white),
                                forfeit: forfeited(g),
                                game_id: g.game_id.clone(),
                            }
                        })
                })
                .collect();
            let score2 = cells
                .iter()
                .map(|c| match c {
                    Cell::Bye => 2,
                    Cell::Game {
                        outcome: Some(o), ..
                    } => doubled(*o),
                    _ => 0,
                })
                .sum();
            let absences = cells
                .iter()
                .filter(|c| {
                    matches!(
                        c,
                        Cell::Game {
                            outcome: Some(Outcome::Loss),
                            forfeit: true,
                            ..
                        }
                    )
                })
                .count();
            SwissRow {
                player_id: e.player_id.clone(),
                name: e.name.clone(),
                kind: e.kind,
                withdrawn: e.withdrawn,
                number: i as u32 + 1,
                score2,
                buchholz: 0.0,
                sonneborn: 0.0,
                playing: cells.iter().find_map(|c| match c {
                    Cell::Game {
                        outcome: None,
                        game_id,
                        ..
                    } => games
                        .iter()
                        .any(|g| g.game_id == *game_id && g.status != GameStatus::Finished)
                        .then(|| game_id.clone()),
                    _ => None,
                }),
                cells,
                absences,
            }
        })
        .collect();
    // The tiebreaks count the games played to a result (forfeits too: their points are real).
    let played: Vec<swiss::SwissGame> = games
        .iter()
        .filter_map(|g| {
            outcome(g, true).map(|o| swiss::SwissGame {
                white: g.white.clone(),
                black: g.black.clone(),
                white_score2: doubled(o),
            })
        })
        .collect();
    let scores: std::collections::HashMap<String, u32> = rows
        .iter()
        .map(|r| (r.player_id.clone(), r.score2))
        .collect();
    let score_of = |id: &str| scores.get(id).copied().unwrap_or(0);
    for r in &mut rows {
        (r.buchholz, r.sonneborn) = swiss::tiebreaks(&r.player_id, &played, &score_of);
    }
    rows.sort_by(|a, b| {
        b.score2
            .cmp(&a.score2)
            .then(b.buchholz.total_cmp(&a.buchholz))
            .then(b.sonneborn.total_cmp(&a.sonneborn))
            .then(a.number.cmp(&b.number))
    });
    rows
}

/// What the pairing of the next round needs of a player: their points, the colours of the
/// games they played (forfeits are not games played), whom they met, and whether they had a
/// point without playing (a bye or a forfeit win: no second bye then).
fn pairing_entrant(r: &SwissRow) -> swiss::Entrant {
    let mut colours = Vec::new();
    let mut opponents = Vec::new();
    let mut had_bye = false;
    for c in &r.cells {
        match c {
            Cell::Bye => had_bye = true,
            Cell::Game {
                forfeit: true,
                outcome: Some(Outcome::Win),
                ..
            } => had_bye = true,
            Cell::Game {
                forfeit: false,
                opponent,
                white,
                ..
            } => {
                colours.push(if *white { Colour::White } else { Colour::Black });
                opponents.push(opponent.clone());
            }
            _ => {}
        }
    }
    swiss::Entrant {
        id: r.player_id.clone(),
        number: r.number,
        score2: r.score2,
        colours,
        opponents,
        had_bye,
    }
}

/// When the round after the last one paired may be paired: the start for the first; for the
/// others, the pause after the last game of the round before ends (None while one is played).
pub fn next_round_at(t: &Tournament, games: &[TGame], rounds: &[(i64, i64)]) -> Option<i64> {
    let Some(&(last, paired_at)) = rounds.last() else {
        return Some(t.starts_at);
    };
    let of_round: Vec<&TGame> = games.iter().filter(|g| g.round == last).collect();
    if of_round.iter().any(|g| g.status != GameStatus::Finished) {
        return None;
    }
    let ended = of_round
        .iter()
        .map(|g| g.ended_at)
        .max()
        .unwrap_or(paired_at);
    Some(ended + t.round_gap_ms)
}

impl Tournaments {
    /// A Swiss's step: withdraw those who forfeited twice; once the round is over and the
    /// pause has passed, pair the next round, or end the tournament after its last.
    pub(crate) async fn pair_swiss(&self, t: &Tournament, now: i64) -> Result<(), TournamentError> {
        // Boards written but without a game yet (a process stopped while making them).
        self.start_pending_boards(t, now).await?;
        let entrants = self.db().entrants(&t.id).await?;
        let games = self.db().tournament_games(&t.id).await?;
        let byes = self.db().tournament_byes(&t.id).await?;
        let rounds = self.db().tournament_rounds(&t.id).await?;
        let paired = rounds.last().map_or(0, |r| r.0);
        let table = crosstable(&entrants, &games, &byes, paired);
        let absences: Vec<(String, String, usize)> = table
            .iter()
            .filter(|r| !r.withdrawn)
            .map(|r| (r.player_id.clone(), r.name.clone(), r.absences))
            .collect();
        self.withdraw_absentees(t, &absences).await?;
        let Some(due) = next_round_at(t, &games, &rounds) else {
            return Ok(());
        };
        if now < due {
            return Ok(());
        }
        if paired >= t.rounds {
            self.db().end_tournament(&t.id, now).await?;
            tracing::info!(tournament = %t.id, "the Swiss has ended after {paired} rounds");
            return Ok(());
        }
        let field: Vec<swiss::Entrant> = table
            .iter()
            .filter(|r| !r.withdrawn && r.absences < ABSENCES_WITHDRAWN)
            .map(pairing_entrant)
            .collect();
        if field.len() < 2 {
            self.db().end_tournament(&t.id, now).await?;
            tracing::info!(tournament = %t.id, "the Swiss has ended: fewer than two players to pair for round {}", paired + 1);
            return Ok(());
        }
        let round = match swiss::pair(&field) {
            Ok(r) => r,
            Err(e) => {
                self.db().end_tournament(&t.id, now).await?;
                tracing::info!(tournament = %t.id, "the Swiss has ended before round {}: {e}", paired + 1);
                return Ok(());
            }
        };
        if !self
            .write_round(t, paired + 1, &round.boards, round.bye.as_deref(), now)
            .await?
        {
            return Ok(());
        }
        tracing::info!(tournament = %t.id, "paired round {} of {}: {} games", paired + 1, t.rounds, round.boards.len());
        self.start_pending_boards(t, now).await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::site::testing::{entrant, game};
    use super::*;

    fn e(id: &str, seed: f64) -> Entrant {
        entrant(id, seed)
    }

    fn g(round: i64, white: &str, black: &str, result: &str, ply: i64) -> TGame {
        game(round, round, white, black, result, ply)
    }

    #[test]
    fn the_crosstable_counts_games_byes_and_forfeits_and_breaks_ties() {
        // Five players by rating a > b > c > d > e; two rounds.
        let entrants = [
            e("a", 1900.0),
            e("b", 1800.0),
            e("c", 1700.0),
            e("d", 1600.0),
            e("e", 1500.0),
        ];
        let games = [
            g(1, "a", "c", "1-0", 40),
            g(1, "d", "b", "1/2-1/2", 60),
            // Round 2: b beats a; c does not make a first move against e.
            g(2, "b", "a", "1-0", 33),
            g(2, "c", "e", "*", 0),
        ];
        let byes = [(1, "e".to_owned()), (2, "d".to_owned())];
        let t = crosstable(&entrants, &games, &byes, 2);
        let line = |id: &str| t.iter().find(|r| r.player_id == id).unwrap();
        // b: ½ + 1 = 1½; a: 1 + 0 = 1; d: ½ + bye 1 = 1½; e: bye 1 + forfeit win 1 = 2; c: 0.
        assert_eq!(line("e").points(), "2");
        assert_eq!(line("b").points(), "1½");
        assert_eq!(line("d").points(), "1½");
        assert_eq!(line("a").points(), "1");
        assert_eq!(line("c").points(), "0");
        assert_eq!(line("c").absences, 1);
        assert_eq!(line("e").cells[0], Cell::Bye);
        // Buchholz: b met d (1½) and a (1) = 2½; d met b (1½) = 1½: b ranks above d.
        assert_eq!(line("b").buchholz, 2.5);
        assert_eq!(line("d").buchholz, 1.5);
        // Sonneborn-Berger: b beat a (1) and drew d (half of 1½) = 1.75.
        assert_eq!(line("b").sonneborn, 1.75);
        let order: Vec<&str> = t.iter().map(|r| r.player_id.as_str()).collect();
        assert_eq!(order, ["e", "b", "d", "a", "c"]);
        // Pairing numbers follow the ratings when joining.
        assert_eq!((line("a").number, line("e").number), (1, 5));
        // For the next pairing: e has had its point without playing; c's forfeit is no game met.
        let pe = pairing_entrant(line("e"));
        assert!(pe.had_bye && pe.opponents.is_empty() && pe.colours.is_empty());
        let pc = pairing_entrant(line("c"));
        assert_eq!(pc.opponents, ["a"]);
        assert_eq!(pc.colours, [Colour::Black]);
        assert!(!pc.had_bye);
    }

    #[test]
    fn the_next_round_waits_for_every_game_and_the_pause() {
        let mut t = Tournament::arena(
            "t".into(),
            "T".into(),
            "shatranj".into(),
            60_000,
            0,
            false,
            5_000,
            0,
            None,
            0,
        );
        t.kind = rukh_store::TournamentKind::Swiss;
        t.round_gap_ms = 10_000;
        assert_eq!(
            next_round_at(&t, &[], &[]),
            Some(5_000),
            "the first at the start"
        );
        let games = [g(1, "a", "b", "1-0", 30), g(1, "c", "d", "", 10)];
        assert_eq!(
            next_round_at(&t, &games, &[(1, 5_000)]),
            None,
            "a game is on"
        );
        let games = [g(1, "a", "b", "1-0", 30), g(1, "c", "d", "0-1", 12)];
        assert_eq!(next_round_at(&t, &games, &[(1, 5_000)]), Some(11_000));
    }
}
