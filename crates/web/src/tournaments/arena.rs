//! Arena tournaments as lichess runs them: players join and leave at will and are paired again as
//! soon as their game ends; a win is 2 points, a draw 1, a loss 0; after two wins in a row a
//! player is "on fire" and every game is worth double until one is not won; a berserk player
//! (half their clock given up before the first move) earns a point more for a win of at least
//! seven moves; a draw in fewer than ten moves earns nothing.
//!
//! This module is the rules alone, without the database: the points of a player's games in
//! order, and the pairings of the players waiting at one moment.

use std::cmp::Ordering;

/// How one game of a player's ended, for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// One finished game of a player's, in the order played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub outcome: Outcome,
    /// The player went berserk in it.
    pub berserk: bool,
    /// The player's own moves in it.
    pub moves: u32,
}

/// Moves a berserk win needs for its extra point.
pub const BERSERK_MIN_MOVES: u32 = 7;
/// Moves below which a draw earns no points (short draws are not a way to score).
pub const SHORT_DRAW_MOVES: u32 = 10;

/// What one game was worth, and whether the player was on fire for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Points {
    pub points: u32,
    pub on_fire: bool,
}

/// The points of each of a player's games, in order.
pub fn sheet(games: &[Played]) -> Vec<Points> {
    let mut wins_in_a_row = 0;
    games
        .iter()
        .map(|g| {
            let on_fire = wins_in_a_row >= 2;
            let base = match g.outcome {
                Outcome::Win => 2,
                Outcome::Draw if g.moves < SHORT_DRAW_MOVES => 0,
                Outcome::Draw => 1,
                Outcome::Loss => 0,
            };
            let berserk_bonus =
                u32::from(g.berserk && g.outcome == Outcome::Win && g.moves >= BERSERK_MIN_MOVES);
            wins_in_a_row = if g.outcome == Outcome::Win {
                wins_in_a_row + 1
            } else {
                0
            };
            Points {
                points: if on_fire { 2 * base } else { base } + berserk_bonus,
                on_fire,
            }
        })
        .collect()
}

/// A player's total.
pub fn score(games: &[Played]) -> u32 {
    sheet(games).iter().map(|p| p.points).sum()
}

/// Whether the player's next game is worth double.
pub fn on_fire(games: &[Played]) -> bool {
    games.len() >= 2
        && games[games.len() - 2..]
            .iter()
            .all(|g| g.outcome == Outcome::Win)
}

/// A player waiting for a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Waiting {
    pub id: String,
    pub score: u32,
    pub rating: f64,
    /// The opponent of their last game.
    pub last_opponent: Option<String>,
    /// Games with White less games with Black.
    pub white_balance: i32,
    /// The colour of their last game (true: White).
    pub last_white: Option<bool>,
}

/// A pairing: White's id, Black's id.
pub type Pairing = (String, String);

/// Pairs the players waiting now: by rank (score, then rating), each with the nearest below
/// them they did not just play, so that leaders meet leaders. Who did not just play whom is kept
/// where the waiting players allow; two who just played each other are left waiting for someone
/// else when `others_playing` (someone will soon be free), and paired again only when no one
/// else is left in the tournament. The one left over, if any, waits.
pub fn pair(waiting: &[Waiting], others_playing: bool) -> Vec<Pairing> {
    let mut order: Vec<&Waiting> = waiting.iter().collect();
    order.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(b.rating.partial_cmp(&a.rating).unwrap_or(Ordering::Equal))
            .then(a.id.cmp(&b.id))
    });
    let mut free: Vec<&Waiting> = order;
    let mut out = Vec::new();
    while free.len() >= 2 {
        let first = free.remove(0);
        let just_played = |o: &Waiting| {
            first.last_opponent.as_deref() == Some(o.id.as_str())
                || o.last_opponent.as_deref() == Some(first.id.as_str())
        };
        let pick = match free.iter().position(|o| !just_played(o)) {
            Some(i) => Some(i),
            None if !others_playing => Some(0),
            None => None,
        };
        let Some(i) = pick else {
            // Everyone left just played `first`: they wait for a new opponent.
            continue;
        };
        let second = free.remove(i);
        out.push(colours(first, second));
    }
    out
}

/// Who takes White: the one who had it less often; then the one who had Black last; then the
/// higher ranked.
fn colours(a: &Waiting, b: &Waiting) -> Pairing {
    let a_white = match a.white_balance.cmp(&b.white_balance) {
        Ordering::Less => true,
        Ordering::Greater => false,
        Ordering::Equal => match (a.last_white, b.last_white) {
            (Some(false), Some(true)) | (Some(false), None) => true,
            (Some(true), Some(false)) | (None, Some(false)) => false,
            _ => true,
        },
    };
    if a_white {
        (a.id.clone(), b.id.clone())
    } else {
        (b.id.clone(), a.id.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(outcome: Outcome) -> Played {
        Played {
            outcome,
            berserk: false,
            moves: 30,
        }
    }

    #[test]
    fn streaks_double_the_points_until_a_game_is_not_won() {
        use Outcome::*;
        let games = [
            g(Win),
            g(Win),
            g(Win),
            g(Draw),
            g(Win),
            g(Win),
            g(Draw),
            g(Loss),
            g(Draw),
        ];
        let points: Vec<u32> = sheet(&games).iter().map(|p| p.points).collect();
        // W W, then on fire: W 4, D 2 (the streak ends), W W, then on fire: D 2, L 0, D 1.
        assert_eq!(points, [2, 2, 4, 2, 2, 2, 2, 0, 1]);
        let fire: Vec<bool> = sheet(&games).iter().map(|p| p.on_fire).collect();
        assert_eq!(
            fire,
            [false, false, true, true, false, false, true, false, false]
        );
        assert_eq!(score(&games), 17);
        assert!(!on_fire(&games));
        assert!(on_fire(&games[..2]));
    }

    #[test]
    fn berserk_earns_a_point_for_a_win_of_seven_moves() {
        let berserk = |outcome, moves| Played {
            outcome,
            berserk: true,
            moves,
        };
        assert_eq!(score(&[berserk(Outcome::Win, 7)]), 3);
        assert_eq!(
            score(&[berserk(Outcome::Win, 6)]),
            2,
            "too short for the bonus"
        );
        assert_eq!(
            score(&[berserk(Outcome::Draw, 40)]),
            1,
            "only a win earns it"
        );
        assert_eq!(score(&[berserk(Outcome::Loss, 40)]), 0);
        // On fire and berserk: the double win and the point.
        let games = [g(Outcome::Win), g(Outcome::Win), berserk(Outcome::Win, 20)];
        assert_eq!(sheet(&games)[2].points, 5);
    }

    #[test]
    fn a_short_draw_earns_nothing() {
        let short = Played {
            outcome: Outcome::Draw,
            berserk: false,
            moves: 9,
        };
        assert_eq!(score(&[short]), 0);
        assert_eq!(score(&[Played { moves: 10, ..short }]), 1);
    }

    fn w(id: &str, score: u32, rating: f64, last: Option<&str>) -> Waiting {
        Waiting {
            id: id.into(),
            score,
            rating,
            last_opponent: last.map(Into::into),
            white_balance: 0,
            last_white: None,
        }
    }

    #[test]
    fn leaders_meet_leaders_and_no_one_meets_the_same_opponent_twice_running() {
        let waiting = [
            w("d", 2, 1500.0, None),
            w("a", 9, 1600.0, Some("b")),
            w("b", 8, 1700.0, Some("a")),
            w("c", 8, 1500.0, None),
        ];
        let pairs = pair(&waiting, true);
        // a (9) would meet b (8, the next by rank), but they just played: a meets c; b meets d.
        let set: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(x, y)| {
                if x < y {
                    (x.as_str(), y.as_str())
                } else {
                    (y.as_str(), x.as_str())
                }
            })
            .collect();
        assert_eq!(set, [("a", "c"), ("b", "d")]);
    }

    #[test]
    fn two_who_just_played_wait_while_others_play_and_meet_when_no_one_else_is_left() {
        let waiting = [w("a", 4, 1500.0, Some("b")), w("b", 2, 1500.0, Some("a"))];
        assert!(pair(&waiting, true).is_empty(), "they wait for others");
        assert_eq!(
            pair(&waiting, false).len(),
            1,
            "no one else: they meet again"
        );
        // An odd one out waits.
        let three = [
            w("a", 4, 1500.0, None),
            w("b", 2, 1500.0, None),
            w("c", 0, 1500.0, None),
        ];
        let pairs = pair(&three, true);
        assert_eq!(pairs.len(), 1);
        assert!(
            pairs[0].0 != "c" && pairs[0].1 != "c",
            "the lowest waits: {pairs:?}"
        );
    }

    #[test]
    fn white_goes_to_who_had_it_less() {
        let mut a = w("a", 0, 1500.0, None);
        let mut b = w("b", 0, 1500.0, None);
        a.white_balance = 1;
        assert_eq!(
            pair(&[a.clone(), b.clone()], false),
            [("b".into(), "a".into())]
        );
        a.white_balance = 0;
        a.last_white = Some(false);
        b.last_white = Some(true);
        assert_eq!(pair(&[b, a], false), [("a".into(), "b".into())]);
    }
}
