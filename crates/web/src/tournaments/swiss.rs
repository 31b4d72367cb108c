//! Swiss tournaments paired by the Dutch system (FIDE C.04.3) in its essentials: players ranked
//! by score, then by pairing number (their rating order at the start); score brackets paired from
//! the top, each split in halves S1 and S2 and S2 transposed in the published order (D.1) until
//! every pair is allowed; players left over float down to the next bracket; the bye to the lowest
//! ranked player who has not had one; no two players meet twice; no one gets a colour three times
//! running or two more of one colour than of the other, and colour preferences are met where the
//! brackets allow (absolute before strong before mild, then the higher ranked player's). The
//! tiebreaks are Buchholz and Sonneborn-Berger.
//!
//! Written here: the pairing is the tournament's own product, and no crate of the registry pairs
//! by these rules. The search is exhaustive within a step budget (small fields: the site's
//! tournaments); beyond it, the last bracket is paired by the same rules without transposition
//! order.

use std::collections::HashSet;

/// A colour played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// A player to pair in the coming round.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    pub id: String,
    /// Pairing number: 1 for the highest rated at the start.
    pub number: u32,
    /// Points, doubled (a draw is 1, a win 2) to keep them whole.
    pub score2: u32,
    /// The colours of the games played, in order (rounds without a game are left out).
    pub colours: Vec<Colour>,
    /// Everyone met.
    pub opponents: Vec<String>,
    /// Had a bye (or any points without playing).
    pub had_bye: bool,
}

impl Entrant {
    fn difference(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| if *c == Colour::White { 1 } else { -1 })
            .sum()
    }

    /// The colour wanted and how strongly (3 absolute, 2 strong, 1 mild).
    fn preference(&self) -> Option<(Colour, u8)> {
        let d = self.difference();
        let n = self.colours.len();
        if n >= 2 && self.colours[n - 1] == self.colours[n - 2] {
            return Some((self.colours[n - 1].other(), 3));
        }
        match d {
            d if d > 1 => Some((Colour::Black, 3)),
            d if d < -1 => Some((Colour::White, 3)),
            1 => Some((Colour::Black, 2)),
            -1 => Some((Colour::White, 2)),
            _ => self.colours.last().map(|c| (c.other(), 1)),
        }
    }

    /// Whether taking `c` keeps the absolute rules: never three of a colour running, never two
    /// more of one colour than of the other.
    fn may_take(&self, c: Colour) -> bool {
        let n = self.colours.len();
        let three = n >= 2 && self.colours[n - 1] == c && self.colours[n - 2] == c;
        let d = self.difference() + if c == Colour::White { 1 } else { -1 };
        !three && d.abs() <= 2
    }
}

/// The pairings of a round: (White, Black) by board, and who has the bye.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    pub boards: Vec<(String, String)>,
    pub bye: Option<String>,
}

/// Why a round cannot be paired.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum SwissError {
    #[error(
        "no pairing exists: every way of pairing the players repeats a game or breaks the colour rules (the tournament has run out of rounds for this field)"
    )]
    Unpairable,
}

const STEP_BUDGET: u64 = 2_000_000;

/// What the search does with a full choice of a bracket's pairs: true when the rest of the field
/// could be paired after it.
type Done<'a, S> = dyn FnMut(&mut S, &[(usize, usize)]) -> bool + 'a;

struct Search<'a> {
    players: &'a [Entrant],
    met: HashSet<(usize, usize)>,
    steps: u64,
    /// How strict the colours: 2 = strong and absolute preferences met, 1 = absolute rules only.
    strict: u8,
}

impl Search<'_> {
    /// Whether `a` and `b` may meet: not met before, and a colour for each within the rules
    /// (and, when strict, their strong preferences).
    fn allowed(&self, a: usize, b: usize) -> bool {
        if self.met.contains(&(a.min(b), a.max(b))) {
            return false;
        }
        let (pa, pb) = (&self.players[a], &self.players[b]);
        let fits = |wa: Colour| {
            pa.may_take(wa)
                && pb.may_take(wa.other())
                && (self.strict < 2
                    || (pa.preference().is_none_or(|(c, s)| s < 2 || c == wa)
                        && pb
                            .preference()
                            .is_none_or(|(c, s)| s < 2 || c == wa.other())))
        };
        fits(Colour::White) || fits(Colour::Black)
    }

    /// Pairs the brackets from `groups[0]` on, with `floaters` moved down into the first.
    /// Returns the pairs (indices) or None.
    fn brackets(
        &mut self,
        groups: &[Vec<usize>],
        floaters: Vec<usize>,
    ) -> Option<Vec<(usize, usize)>> {
        if groups.is_empty() {
            return floaters.is_empty().then(Vec::new);
        }
        if floaters.is_empty() {
            return self.homogeneous(groups, groups[0].clone(), Vec::new());
        }
        // A heterogeneous bracket: the moved-down players are paired first, each with the
        // highest resident it may meet (S1 the moved-down, S2 the residents); the residents left
        // form the remainder, paired as a bracket of their own.
        let residents = groups[0].clone();
        let most = floaters.len().min(residents.len());
        for pairs in (0..=most).rev() {
            let mut found = None;
            for exchanges in [false, true] {
                self.transpositions(
                    &floaters,
                    &residents,
                    pairs,
                    exchanges,
                    &mut Vec::new(),
                    &mut |this, chosen| {
                        let paired: HashSet<usize> =
                            chosen.iter().flat_map(|&(a, b)| [a, b]).collect();
                        let rest: Vec<usize> = residents
                            .iter()
                            .copied()
                            .filter(|p| !paired.contains(p))
                            .collect();
                        let still: Vec<usize> = floaters
                            .iter()
                            .copied()
                            .filter(|p| !paired.contains(p))
                            .collect();
                        match this.homogeneous(groups, rest, still) {
                            Some(mut more) => {
                                let mut all = chosen.to_vec();
                                all.append(&mut more);
                                found = Some(all);
                                true
                            }
                            None => false,
                        }
                    },
                );
                if found.is_some() || self.steps > STEP_BUDGET {
                    return found;
                }
            }
        }
        None
    }

    /// Pairs `bracket` (players of one score, or a remainder) in halves, then the brackets below
    /// with its leftovers and `carry` (moved-down players it could not take) moved down.
    fn homogeneous(
        &mut self,
        groups: &[Vec<usize>],
        bracket: Vec<usize>,
        carry: Vec<usize>,
    ) -> Option<Vec<(usize, usize)>> {
        let last = groups.len() == 1;
        let n = bracket.len();
        // Fewer pairs only when the full number cannot be made (more floaters).
        for pairs in (0..=n / 2).rev() {
            if last && (pairs * 2 != n || !carry.is_empty()) {
                break;
            }
            let s1: Vec<usize> = bracket[..n / 2].to_vec();
            let s2: Vec<usize> = bracket[n / 2..].to_vec();
            let mut found = None;
            // S2's transpositions first, then exchanges with S1.
            for exchanges in [false, true] {
                self.transpositions(
                    &s1,
                    &s2,
                    pairs,
                    exchanges,
                    &mut Vec::new(),
                    &mut |this, chosen| {
                        let paired: HashSet<usize> =
                            chosen.iter().flat_map(|&(a, b)| [a, b]).collect();
                        let mut down = carry.clone();
                        down.extend(bracket.iter().copied().filter(|p| !paired.contains(p)));
                        match this.brackets(&groups[1..], down) {
                            Some(mut rest) => {
                                let mut all = chosen.to_vec();
                                all.append(&mut rest);
                                found = Some(all);
                                true
                            }
                            None => false,
                        }
                    },
                );
                if found.is_some() {
                    return found;
                }
                if self.steps > STEP_BUDGET {
                    return None;
                }
            }
        }
        None
    }

    /// Tries S1's players against S2's in the published order of S2's transpositions (then,
    /// when pairs are fewer than S1's players or S1 must pair within itself, the exchanges
    /// the general search allows), calling `done` with each full choice of `pairs` pairs until it
    /// says yes.
    fn transpositions(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        pairs: usize,
        exchanges: bool,
        chosen: &mut Vec<(usize, usize)>,
        done: &mut Done<'_, Self>,
    ) -> bool {
        self.steps += 1;
        if self.steps > STEP_BUDGET {
            return false;
        }
        if chosen.len() == pairs {
            return done(self, chosen);
        }
        // The highest ranked player of the bracket not yet paired or passed over.
        let used: HashSet<usize> = chosen.iter().flat_map(|&(a, b)| [a, b]).collect();
        let pool: Vec<usize> = s1
            .iter()
            .chain(s2)
            .copied()
            .filter(|p| !used.contains(p))
            .collect();
        let Some(&top) = pool.first() else {
            return false;
        };
        // Its partners: S2 in order (the transpositions), then the rest of S1 from the bottom
        // (an exchange, the smallest first).
        let mut partners: Vec<usize> = s2
            .iter()
            .copied()
            .filter(|p| !used.contains(p) && *p != top)
            .collect();
        if exchanges {
            partners.extend(
                s1.iter()
                    .rev()
                    .copied()
                    .filter(|p| !used.contains(p) && *p != top && !s2.contains(p)),
            );
        } else if !s1.contains(&top) {
            // Without exchanges only S1's players choose partners.
            return false;
        }
        let needed = pairs - chosen.len();
        for p in partners {
            if !self.allowed(top, p) {
                continue;
            }
            chosen.push((top, p));
            if self.transpositions(s1, s2, pairs, exchanges, chosen, done) {
                return true;
            }
            chosen.pop();
        }
        // Or `top` floats down (when enough others remain for the pairs still needed).
        if pool.len() > needed * 2 {
            let s1b: Vec<usize> = s1.iter().copied().filter(|&p| p != top).collect();
            let s2b: Vec<usize> = s2.iter().copied().filter(|&p| p != top).collect();
            return self.transpositions(&s1b, &s2b, pairs, exchanges, chosen, done);
        }
        false
    }
}

/// The colours of a pair (`a` ranked above `b`) on board `board` (0-based) of round `round`
/// (1-based), by the Dutch system's rules: both preferences when they differ; else the stronger,
/// the one whose colours differ the more, the alternation from the last round in which they had
/// different colours, then the higher ranked player's.
fn colours(a: &Entrant, b: &Entrant, board: usize) -> Colour {
    let ok = |wa: Colour| a.may_take(wa) && b.may_take(wa.other());
    let chosen = match (a.preference(), b.preference()) {
        (None, None) => {
            // Before any game: the higher ranked has White on odd boards, Black on even ones.
            if board.is_multiple_of(2) {
                Colour::White
            } else {
                Colour::Black
            }
        }
        (Some((c, _)), None) => c,
        (None, Some((c, _))) => c.other(),
        (Some((ca, sa)), Some((cb, sb))) => {
            if ca != cb {
                ca
            } else if sa != sb {
                if sa > sb { ca } else { cb.other() }
            } else if a.difference().abs() != b.difference().abs() {
                if a.difference().abs() > b.difference().abs() {
                    ca
                } else {
                    cb.other()
                }
            } else {
                // The latest round in which they had different colours: each takes the colour
                // the other had then.
                let last = a
                    .colours
                    .iter()
                    .rev()
                    .zip(b.colours.iter().rev())
                    .find(|(x, y)| x != y);
                match last {
                    Some((&ya, _)) => ya.other(),
                    None => ca,
                }
            }
        }
    };
    if ok(chosen) { chosen } else { chosen.other() }
}

/// Pairs the next round of a Swiss tournament: `players` are those taking part in it (those who
/// withdrew are left out by the caller), `round` is its number (1 for the first).
pub fn pair(players: &[Entrant]) -> Result<Round, SwissError> {
    // The order: score, then pairing number.
    let mut order: Vec<usize> = (0..players.len()).collect();
    order.sort_by(|&x, &y| {
        players[y]
            .score2
            .cmp(&players[x].score2)
            .then(players[x].number.cmp(&players[y].number))
    });
    let index_of = |id: &str| players.iter().position(|p| p.id == id);
    let mut met = HashSet::new();
    for (i, p) in players.iter().enumerate() {
        for o in &p.opponents {
            if let Some(j) = index_of(o) {
                met.insert((i.min(j), i.max(j)));
            }
        }
    }
    // The bye candidates, from the lowest ranked up: those who have had none.
    let bye_candidates: Vec<Option<usize>> = if players.len() % 2 == 1 {
        order
            .iter()
            .rev()
            .copied()
            .filter(|&i| !players[i].had_bye)
            .map(Some)
            .collect()
    } else {
        vec![None]
    };
    for strict in [2, 1] {
        for &bye in &bye_candidates {
            let field: Vec<usize> = order.iter().copied().filter(|&i| Some(i) != bye).collect();
            let mut groups: Vec<Vec<usize>> = Vec::new();
            for &i in &field {
                match groups.last_mut() {
                    Some(g) if players[g[0]].score2 == players[i].score2 => g.push(i),
                    _ => groups.push(vec![i]),
                }
            }
            let mut search = Search {
                players,
                met: met.clone(),
                steps: 0,
                strict,
            };
            let mut found = search.brackets(&groups, Vec::new());
            if found.is_none() && search.steps > STEP_BUDGET {
                // Too many ways to look at in order: one bracket of everyone.
                search.steps = 0;
                found = search.brackets(std::slice::from_ref(&field), Vec::new());
            }
            if let Some(pairs) = found {
                let rank = |i: usize| order.iter().position(|&x| x == i).unwrap_or(usize::MAX);
                let mut pairs: Vec<(usize, usize)> = pairs
                    .into_iter()
                    .map(|(a, b)| if rank(a) <= rank(b) { (a, b) } else { (b, a) })
                    .collect();
                // Boards: the pair with the higher score, then the higher ranked player, first.
                pairs.sort_by(|&(a1, b1), &(a2, b2)| {
                    let s = |a: usize, b: usize| players[a].score2.max(players[b].score2);
                    s(a2, b2).cmp(&s(a1, b1)).then(rank(a1).cmp(&rank(a2)))
                });
                let boards = pairs
                    .iter()
                    .enumerate()
                    .map(|(board, &(a, b))| {
                        if colours(&players[a], &players[b], board) == Colour::White {
                            (players[a].id.clone(), players[b].id.clone())
                        } else {
                            (players[b].id.clone(), players[a].id.clone())
                        }
                    })
                    .collect();
                return Ok(Round {
                    boards,
                    bye: bye.map(|i| players[i].id.clone()),
                });
            }
        }
    }
    Err(SwissError::Unpairable)
}

/// A finished game of a Swiss tournament for the tiebreaks: the two players and White's points,
/// doubled (2, 1 or 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissGame {
    pub white: String,
    pub black: String,
    pub white_score2: u32,
}

/// Buchholz (the sum of the opponents' scores) and Sonneborn-Berger (the scores of the opponents
/// beaten, and half those of the opponents drawn) of `id`, in points.
pub fn tiebreaks(id: &str, games: &[SwissGame], score2: &dyn Fn(&str) -> u32) -> (f64, f64) {
    let (mut buchholz, mut sonneborn) = (0.0, 0.0);
    for g in games {
        let (opp, mine) = if g.white == id {
            (&g.black, g.white_score2)
        } else if g.black == id {
            (&g.white, 2 - g.white_score2)
        } else {
            continue;
        };
        let s = f64::from(score2(opp)) / 2.0;
        buchholz += s;
        sonneborn += f64::from(mine) / 2.0 * s;
    }
    (buchholz, sonneborn)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrant(n: u32) -> Entrant {
        Entrant {
            id: format!("p{n}"),
            number: n,
            score2: 0,
            colours: Vec::new(),
            opponents: Vec::new(),
            had_bye: false,
        }
    }

    fn ids(r: &Round) -> Vec<(&str, &str)> {
        r.boards
            .iter()
            .map(|(w, b)| (w.as_str(), b.as_str()))
            .collect()
    }

    #[test]
    fn the_first_round_pairs_the_top_half_with_the_bottom_half_colours_alternating() {
        // The handbook's first round of eight: 1-5, 6-2, 3-7, 8-4 (the top seed White on odd
        // boards).
        let field: Vec<Entrant> = (1..=8).map(entrant).collect();
        let r = pair(&field).unwrap();
        assert_eq!(
            ids(&r),
            [("p1", "p5"), ("p6", "p2"), ("p3", "p7"), ("p8", "p4")]
        );
        assert_eq!(r.bye, None);
    }

    #[test]
    fn an_odd_field_gives_the_bye_to_the_lowest_ranked_who_had_none() {
        let mut field: Vec<Entrant> = (1..=5).map(entrant).collect();
        let r = pair(&field).unwrap();
        assert_eq!(r.bye.as_deref(), Some("p5"));
        assert_eq!(ids(&r), [("p1", "p3"), ("p4", "p2")]);
        field[4].had_bye = true;
        let r = pair(&field).unwrap();
        assert_eq!(r.bye.as_deref(), Some("p4"), "p5 had one");
    }

    /// One score bracket of eight: S1 = 1..4, S2 = 5..8. A pair that has met is avoided by the
    /// first transposition of S2 in the handbook's order (D.1: 5-6-7-8, 5-6-8-7, 5-7-6-8, ...).
    #[test]
    fn transpositions_follow_the_published_order() {
        let met = |pairs: &[(u32, u32)]| {
            let mut field: Vec<Entrant> = (1..=8).map(entrant).collect();
            // Everyone has one game, all colours balanced out so that none presses: two games
            // each, White then Black, against players outside this field.
            for p in &mut field {
                p.colours = vec![Colour::White, Colour::Black];
                p.opponents = vec!["x".into(), "y".into()];
                p.score2 = 2;
            }
            for &(a, b) in pairs {
                field[a as usize - 1].opponents.push(format!("p{b}"));
                field[b as usize - 1].opponents.push(format!("p{a}"));
            }
            let r = pair(&field).unwrap();
            let mut out: Vec<(u32, u32)> = r
                .boards
                .iter()
                .map(|(w, b)| {
                    let (x, y): (u32, u32) = (w[1..].parse().unwrap(), b[1..].parse().unwrap());
                    (x.min(y), x.max(y))
                })
                .collect();
            out.sort();
            out
        };
        assert_eq!(met(&[]), [(1, 5), (2, 6), (3, 7), (4, 8)]);
        // 4-8 met: 5-6-8-7.
        assert_eq!(met(&[(4, 8)]), [(1, 5), (2, 6), (3, 8), (4, 7)]);
        // 3-7 and 3-8 met: 5-7-6-8.
        assert_eq!(met(&[(3, 7), (3, 8)]), [(1, 5), (2, 7), (3, 6), (4, 8)]);
        // 1-5 met: the first order with 5 not first, 6-5-7-8.
        assert_eq!(met(&[(1, 5)]), [(1, 6), (2, 5), (3, 7), (4, 8)]);
    }

    #[test]
    fn winners_meet_winners_and_colours_alternate() {
        // Round 1 of eight as above, the higher seeds winning: round 2 pairs the four winners
        // (1, 2, 3, 4) and the four losers, each with the colour they did not have.
        let mut field: Vec<Entrant> = (1..=8).map(entrant).collect();
        let r1 = pair(&field).unwrap();
        for (w, b) in &r1.boards {
            let (wi, bi) = (
                w[1..].parse::<usize>().unwrap() - 1,
                b[1..].parse::<usize>().unwrap() - 1,
            );
            field[wi].colours.push(Colour::White);
            field[bi].colours.push(Colour::Black);
            field[wi].opponents.push(b.clone());
            field[bi].opponents.push(w.clone());
            let winner = wi.min(bi);
            field[winner].score2 += 2;
        }
        let r2 = pair(&field).unwrap();
        // Winners: 1 (had White), 2 (Black), 3 (White), 4 (Black), each with a strong preference
        // for the other colour. S1 = 1, 2; S2 = 3, 4: 1-3 and 2-4 would leave two players
        // without their colour, so the transposition 1-4, 2-3 gives everyone theirs.
        assert_eq!(ids(&r2)[..2], [("p4", "p1"), ("p2", "p3")]);
        for (w, b) in &r2.boards {
            let (wi, bi) = (
                w[1..].parse::<usize>().unwrap() - 1,
                b[1..].parse::<usize>().unwrap() - 1,
            );
            assert!(!field[wi].opponents.contains(b), "no game twice");
            assert_eq!(field[wi].score2, field[bi].score2, "within score groups");
        }
    }

    #[test]
    fn a_player_never_takes_a_colour_three_times_running() {
        let mut a = entrant(1);
        let mut b = entrant(2);
        a.colours = vec![Colour::White, Colour::White];
        b.colours = vec![Colour::White, Colour::White];
        // Both must have Black: they cannot meet; a third player lets both be paired.
        let c = Entrant {
            colours: vec![Colour::Black, Colour::Black],
            ..entrant(3)
        };
        let d = Entrant {
            colours: vec![Colour::Black, Colour::Black],
            ..entrant(4)
        };
        let r = pair(&[a.clone(), b.clone(), c, d]).unwrap();
        for (w, _) in &r.boards {
            assert!(w == "p3" || w == "p4", "{r:?}");
        }
        assert_eq!(pair(&[a, b]), Err(SwissError::Unpairable));
    }

    #[test]
    fn an_odd_bracket_floats_its_lowest_down() {
        // 1, 2, 3 on a point, 4, 5, 6 on none: in the top bracket S1 = 1, S2 = 2, 3: 1-2, and 3
        // floats down, where it is paired first, with the highest resident (4); 5-6 remain.
        let mut field: Vec<Entrant> = (1..=6).map(entrant).collect();
        for p in &mut field[..3] {
            p.score2 = 2;
        }
        let r = pair(&field).unwrap();
        let pairs: Vec<(&str, &str)> = r
            .boards
            .iter()
            .map(|(w, b)| {
                if w < b {
                    (w.as_str(), b.as_str())
                } else {
                    (b.as_str(), w.as_str())
                }
            })
            .collect();
        assert_eq!(pairs, [("p1", "p2"), ("p3", "p4"), ("p5", "p6")]);
    }

    #[test]
    fn buchholz_and_sonneborn_berger() {
        // a beat b, drew with c; b beat c. Scores: a 1½, b 1, c ½.
        let games = [
            SwissGame {
                white: "a".into(),
                black: "b".into(),
                white_score2: 2,
            },
            SwissGame {
                white: "c".into(),
                black: "a".into(),
                white_score2: 1,
            },
            SwissGame {
                white: "b".into(),
                black: "c".into(),
                white_score2: 2,
            },
        ];
        let score2 = |id: &str| match id {
            "a" => 3,
            "b" => 2,
            _ => 1,
        };
        // a: Buchholz 1 + ½ = 1½; Sonneborn-Berger: b's 1 and half of c's ½ = 1¼.
        assert_eq!(tiebreaks("a", &games, &score2), (1.5, 1.25));
        // c: Buchholz 1½ + 1 = 2½; Sonneborn-Berger: half of a's 1½ = ¾.
        assert_eq!(tiebreaks("c", &games, &score2), (2.5, 0.75));
    }

    /// Whole tournaments with made-up results: every round pairs everyone but the bye, no one
    /// meets anyone twice, no one has a colour three times running or two more of one than of
    /// the other, and no one has two byes.
    #[test]
    fn whole_tournaments_keep_the_absolute_rules() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for players in [6usize, 9, 12, 17] {
            let rounds = 5;
            let mut field: Vec<Entrant> = (1..=players as u32).map(entrant).collect();
            for round in 1..=rounds {
                let r = pair(&field)
                    .unwrap_or_else(|e| panic!("{players} players, round {round}: {e}"));
                assert_eq!(r.boards.len(), players / 2);
                assert_eq!(r.bye.is_some(), players % 2 == 1);
                let mut seen = HashSet::new();
                for (w, b) in &r.boards {
                    assert!(
                        seen.insert(w.clone()) && seen.insert(b.clone()),
                        "one board each"
                    );
                    let (wi, bi) = (
                        field.iter().position(|p| &p.id == w).unwrap(),
                        field.iter().position(|p| &p.id == b).unwrap(),
                    );
                    assert!(!field[wi].opponents.contains(b), "{w} and {b} met before");
                    assert!(
                        field[wi].may_take(Colour::White),
                        "{w}: {:?}",
                        field[wi].colours
                    );
                    assert!(
                        field[bi].may_take(Colour::Black),
                        "{b}: {:?}",
                        field[bi].colours
                    );
                    field[wi].colours.push(Colour::White);
                    field[bi].colours.push(Colour::Black);
                    field[wi].opponents.push(b.clone());
                    field[bi].opponents.push(w.clone());
                    match next() % 3 {
                        0 => field[wi].score2 += 2,
                        1 => field[bi].score2 += 2,
                        _ => {
                            field[wi].score2 += 1;
                            field[bi].score2 += 1;
                        }
                    }
                }
                if let Some(bye) = &r.bye {
                    let p = field.iter_mut().find(|p| &p.id == bye).unwrap();
                    assert!(!p.had_bye, "{bye} had a bye already");
                    p.had_bye = true;
                    p.score2 += 2;
                }
            }
        }
    }
}
