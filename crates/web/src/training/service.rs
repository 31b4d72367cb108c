//! The trainer's work: loading the sets, picking a puzzle, judging a try, rating it, runs, the
//! daily puzzle, votes, and what a player has done.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, RwLock};

use rand::RngExt;
use rukh_puzzles::{Judgement, Puzzle, THEMES};
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_rules::{Position, Variant, coord, san};
use rukh_store::ratings::{self, PROVISIONAL_DEVIATION, Stand};
use rukh_store::{Db, RoundIn, RoundOut, RoundRow};

use super::{Live, START_DEVIATION, Set, Training, TrainingError, TrainingInner};
use crate::site::games::legal_moves;
use crate::wire::{
    BrowserRating, MoveText, PuzzleResult, PuzzleSolution, PuzzleStatus, PuzzleVerdict, PuzzleView,
};

/// A run of puzzles that rates nothing: a streak (the puzzles grow harder, the first mistake
/// ends it) or a storm (as many as the clock allows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Run {
    Streak,
    Storm,
}

impl Run {
    /// The ratings a run's puzzles are picked near, in order.
    fn targets(self) -> impl Iterator<Item = f64> {
        let (from, step, n) = match self {
            Run::Streak => (700.0, 40.0, 50),
            Run::Storm => (600.0, 25.0, 80),
        };
        (0..n).map(move |i| from + step * f64::from(i))
    }
}

/// A player's record with one theme.
#[derive(Clone, Debug, PartialEq)]
pub struct ThemeStat {
    pub theme: &'static str,
    pub tried: u32,
    pub solved: u32,
}

/// Who tries a puzzle, and how.
#[derive(Clone, Debug, Default)]
pub struct Solver<'a> {
    /// An account's id: its tries are rated in the store.
    pub account: Option<&'a str>,
    /// The client's network (`limits::client_net`), as text: kept as a digest.
    pub net: String,
    /// A visitor's rating, as their browser keeps it.
    pub browser: Option<BrowserRating>,
    /// Whether the try is rated (false in a run, and for a try after the first).
    pub rated: bool,
}

/// How a historical problem's results are kept among the puzzles' (`problem-ID`).
pub const PROBLEM_PREFIX: &str = "problem-";

/// The key of a historical problem's results among the puzzles'.
fn problem_key(id: &str) -> String {
    format!("{PROBLEM_PREFIX}{id}")
}

/// The longest a line a solver may send: no puzzle is longer.
const MAX_MOVES: usize = 64;

/// The fewest puzzles a rating window must hold before one of them is picked.
const MIN_CHOICE: usize = 12;

fn start_stand(p: &Puzzle, now: i64) -> Stand {
    Stand {
        rating: f64::from(p.rating),
        deviation: START_DEVIATION,
        volatility: ratings::START.volatility,
        games: 0,
        updated_at: now,
    }
}

fn parse_move(pos: &Position, text: &str) -> Result<rukh_rules::Move, String> {
    rukh_rules::CoordMove::parse(pos.variant().geometry, text)
        .map_err(rukh_rules::Error::from)
        .and_then(|c| c.to_move(pos).map_err(rukh_rules::Error::from))
        .map_err(|e| e.to_string())
}

/// Plays `moves` (coordinates) from `fen`: the position after them and their SAN.
fn replay(
    v: &Arc<Variant>,
    fen: &str,
    moves: &[&str],
) -> Result<(Position, Vec<MoveText>), String> {
    let mut pos = Position::from_fen(v, fen).map_err(|e| e.to_string())?;
    let mut out = Vec::with_capacity(moves.len());
    for (i, m) in moves.iter().enumerate() {
        let mv = parse_move(&pos, m).map_err(|e| format!("move {} ({m}): {e}", i + 1))?;
        out.push(MoveText {
            coord: coord(&pos, mv).to_string(),
            san: san(&pos, mv),
        });
        pos.play_unchecked(mv);
    }
    Ok((pos, out))
}

/// A shuffle of the day's number (splitmix64), so that the daily puzzles do not run in the
/// files' order.
fn mix(day: i64) -> u64 {
    let mut z = (day as u64).wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Training {
    /// The sets that ship with the site and the site's own puzzles (`extra`, checked by the
    /// caller), with the ratings the store holds.
    pub async fn start(db: Db, extra: &[Puzzle]) -> Result<Training, rukh_store::DbError> {
        let mut by_game: BTreeMap<String, Vec<Puzzle>> = BTreeMap::new();
        for (game, text) in rukh_puzzles::BUILTIN_FILES {
            match rukh_puzzles::parse_lines(text) {
                Ok(list) => by_game.entry((*game).to_owned()).or_default().extend(list),
                Err(e) => tracing::error!("the puzzles of {game} cannot be read: {e}"),
            }
        }
        for p in extra {
            by_game
                .entry(p.variant.clone())
                .or_default()
                .push(p.clone());
        }
        let now = rukh_store::now_ms();
        let mut sets = BTreeMap::new();
        let mut game_of = HashMap::new();
        for (game, list) in by_game {
            let Ok(variant) = builtin(&game) else {
                tracing::warn!("puzzles of an unknown game left out: {game}");
                continue;
            };
            let mut puzzles: Vec<Puzzle> = Vec::with_capacity(list.len());
            let mut index = HashMap::with_capacity(list.len());
            for p in list {
                if let Some(&i) = index.get(&p.id) {
                    // The site's own puzzle of the same id replaces the shipped one.
                    puzzles[i] = p;
                    continue;
                }
                index.insert(p.id.clone(), puzzles.len());
                game_of.insert(p.id.clone(), game.clone());
                puzzles.push(p);
            }
            let live = puzzles
                .iter()
                .map(|p| {
                    let s = start_stand(p, now);
                    Live {
                        rating: s.rating,
                        deviation: s.deviation,
                        volatility: s.volatility,
                        plays: 0,
                        up: 0,
                        down: 0,
                    }
                })
                .collect();
            sets.insert(
                game,
                Set {
                    variant,
                    puzzles,
                    index,
                    live: RwLock::new(live),
                },
            );
        }
        for s in db.puzzle_stands().await? {
            let Some(set) = game_of.get(&s.id).and_then(|g| sets.get(g)) else {
                continue;
            };
            let i = set.index[&s.id];
            set.live.write().expect("puzzle ratings lock")[i] = Live {
                rating: s.stand.rating,
                deviation: s.stand.deviation,
                volatility: s.stand.volatility,
                plays: s.stand.games,
                up: s.up,
                down: s.down,
            };
        }
        Ok(Training(Arc::new(TrainingInner { db, sets, game_of })))
    }

    /// The games with puzzles, in the site's order, with how many each has.
    pub fn games(&self) -> Vec<(String, usize)> {
        let mut out: Vec<(String, usize)> = BUILTIN_IDS
            .iter()
            .filter_map(|id| {
                self.0
                    .sets
                    .get(*id)
                    .map(|s| ((*id).to_owned(), s.puzzles.len()))
            })
            .collect();
        for (id, s) in &self.0.sets {
            if !out.iter().any(|(g, _)| g == id) {
                out.push((id.clone(), s.puzzles.len()));
            }
        }
        out
    }

    /// A game's themes with how many puzzles have each (those with none left out).
    pub fn themes(&self, game: &str) -> Vec<(&'static str, usize)> {
        let Some(set) = self.0.sets.get(game) else {
            return Vec::new();
        };
        THEMES
            .iter()
            .map(|&t| {
                (
                    t,
                    set.puzzles
                        .iter()
                        .filter(|p| p.themes.iter().any(|x| x == t))
                        .count(),
                )
            })
            .filter(|(_, n)| *n > 0)
            .collect()
    }

    fn set(&self, game: &str) -> Result<&Set, TrainingError> {
        self.0
            .sets
            .get(game)
            .ok_or_else(|| TrainingError::NotFound(format!("no puzzles of a game '{game}'")))
    }

    fn find(&self, id: &str) -> Result<(&Set, usize), TrainingError> {
        self.0
            .game_of
            .get(id)
            .and_then(|g| self.0.sets.get(g))
            .and_then(|s| s.index.get(id).map(|&i| (s, i)))
            .ok_or_else(|| TrainingError::NoPuzzle(id.to_owned()))
    }

    /// A puzzle by its id.
    pub fn puzzle(&self, id: &str) -> Option<&Puzzle> {
        self.find(id).ok().map(|(s, i)| &s.puzzles[i])
    }

    /// The position a puzzle is solved from (after the opponent's move), for its diagram.
    pub fn solver_fen(&self, id: &str) -> Option<String> {
        let (set, i) = self.find(id).ok()?;
        let p = &set.puzzles[i];
        replay(&set.variant, &p.fen, &[p.moves[0].as_str()])
            .ok()
            .map(|(pos, _)| pos.fen())
    }

    fn view_at(&self, set: &Set, i: usize) -> Result<PuzzleView, TrainingError> {
        let p = &set.puzzles[i];
        let live = set.live.read().expect("puzzle ratings lock")[i];
        let (pos, first) = replay(&set.variant, &p.fen, &[p.moves[0].as_str()])
            .map_err(|e| TrainingError::Invalid(format!("{}: {e}", p.id)))?;
        Ok(PuzzleView {
            id: p.id.clone(),
            variant: p.variant.clone(),
            fen: p.fen.clone(),
            first: first.into_iter().next().expect("one move replayed"),
            after: pos.fen(),
            solver: pos.turn().into(),
            legal: legal_moves(&pos),
            solver_moves: (p.moves.len() / 2) as u32,
            rating: live.rating.round() as i64,
            plays: live.plays,
            themes: p.themes.clone(),
            up: live.up,
            down: live.down,
            source: p.source.clone(),
        })
    }

    /// A puzzle as the trainer shows it.
    pub fn view(&self, id: &str) -> Result<PuzzleView, TrainingError> {
        let (set, i) = self.find(id)?;
        self.view_at(set, i)
    }

    /// The index of a puzzle of `game` near `target`, with `theme` when given, not in
    /// `exclude`: a random one among those within a window of the rating, the window widened
    /// until one is found (all of the theme tried: any of them again).
    fn pick_index(
        &self,
        set: &Set,
        target: f64,
        theme: Option<&str>,
        exclude: &HashSet<String>,
    ) -> Option<usize> {
        let live = set.live.read().expect("puzzle ratings lock");
        let fits = |p: &Puzzle| theme.is_none_or(|t| p.themes.iter().any(|x| x == t));
        let mut rng = rand::rng();
        for window in [60.0, 120.0, 250.0, 500.0, 1000.0, f64::INFINITY] {
            let near: Vec<usize> = set
                .puzzles
                .iter()
                .enumerate()
                .filter(|(i, p)| {
                    (live[*i].rating - target).abs() <= window
                        && fits(p)
                        && !exclude.contains(&p.id)
                })
                .map(|(i, _)| i)
                .collect();
            // A window with only a few puzzles widens: a visitor's browser would otherwise be
            // offered the same ones again and again.
            if near.len() >= MIN_CHOICE || (window.is_infinite() && !near.is_empty()) {
                return Some(near[rng.random_range(0..near.len())]);
            }
        }
        let any: Vec<usize> = (0..set.puzzles.len())
            .filter(|&i| fits(&set.puzzles[i]))
            .collect();
        (!any.is_empty()).then(|| any[rng.random_range(0..any.len())])
    }

    /// The next puzzle for a solver in `game`: near an account's puzzle rating (one it has not
    /// tried), or near the rating a visitor's browser keeps; never `after`, the one just played.
    pub async fn next(
        &self,
        game: &str,
        theme: Option<&str>,
        account: Option<&str>,
        browser_rating: Option<f64>,
        after: Option<&str>,
    ) -> Result<PuzzleView, TrainingError> {
        let set = self.set(game)?;
        if let Some(t) = theme
            && !THEMES.contains(&t)
        {
            return Err(TrainingError::Invalid(format!(
                "no theme '{t}': the themes are {}",
                THEMES.join(", ")
            )));
        }
        let (target, exclude) = match account {
            Some(id) => {
                let rating = self
                    .0
                    .db
                    .puzzle_player_stands(id)
                    .await?
                    .into_iter()
                    .find(|(g, _)| g == game)
                    .map_or(ratings::START.rating, |(_, s)| s.rating);
                let tried: HashSet<String> = self
                    .0
                    .db
                    .puzzle_results(id, Some(game))
                    .await?
                    .into_iter()
                    .map(|(p, _)| p)
                    .collect();
                (rating, tried)
            }
            None => (
                browser_rating
                    .filter(|r| r.is_finite())
                    .map_or(ratings::START.rating, |r| r.clamp(0.0, 4000.0)),
                HashSet::new(),
            ),
        };
        let mut exclude = exclude;
        exclude.extend(after.map(str::to_owned));
        let i = self
            .pick_index(set, target, theme, &exclude)
            .ok_or_else(|| {
                TrainingError::NotFound(format!(
                    "no puzzle of {game} has the theme '{}'",
                    theme.unwrap_or_default()
                ))
            })?;
        self.view_at(set, i)
    }

    /// A run's puzzles, each harder than the one before, none twice.
    pub fn run(&self, game: &str, run: Run) -> Result<Vec<PuzzleView>, TrainingError> {
        let set = self.set(game)?;
        let mut chosen = HashSet::new();
        let mut out = Vec::new();
        for target in run.targets() {
            if chosen.len() >= set.puzzles.len() {
                break;
            }
            let Some(i) = self.pick_index(set, target, None, &chosen) else {
                break;
            };
            if !chosen.insert(set.puzzles[i].id.clone()) {
                break;
            }
            out.push(self.view_at(set, i)?);
        }
        Ok(out)
    }

    /// The puzzle of the day (`day`: days since 1970): each day another game's, a puzzle of
    /// more than one move of middling difficulty, the same for every visitor all day.
    pub fn daily(&self, day: i64) -> Option<PuzzleView> {
        let games = self.games();
        if games.is_empty() {
            return None;
        }
        let (game, _) = &games[day.rem_euclid(games.len() as i64) as usize];
        let set = self.0.sets.get(game)?;
        let fit: Vec<usize> = (0..set.puzzles.len())
            .filter(|&i| {
                let p = &set.puzzles[i];
                (1100..=2100).contains(&p.rating) && p.moves.len() >= 4
            })
            .collect();
        let pool: Vec<usize> = if fit.is_empty() {
            (0..set.puzzles.len()).collect()
        } else {
            fit
        };
        let i = *pool.get((mix(day) % pool.len().max(1) as u64) as usize)?;
        self.view_at(set, i).ok()
    }

    /// Judges a solver's moves (from the position after the opponent's move): right so far (the
    /// opponent's answer comes back), solved, or wrong; a try that ended is rated when `who`
    /// asks for it.
    pub async fn play(
        &self,
        id: &str,
        moves: &[String],
        who: &Solver<'_>,
    ) -> Result<PuzzleVerdict, TrainingError> {
        let (set, i) = self.find(id)?;
        let p = &set.puzzles[i];
        if moves.is_empty() || moves.len() > MAX_MOVES || moves.len() > p.moves.len() / 2 {
            return Err(TrainingError::Invalid(format!(
                "send the moves you played, from the first: 1 to {} of them",
                p.moves.len() / 2
            )));
        }
        if let Some(bad) = moves.iter().find(|m| m.len() > 12) {
            return Err(TrainingError::Invalid(format!(
                "'{}' is not a move in coordinates",
                rukh_rules::pgn::excerpt(bad)
            )));
        }
        let judged = rukh_puzzles::judge(p, moves).map_err(TrainingError::Invalid)?;
        let (status, counted, reply) = match &judged {
            Judgement::Right { reply } => (PuzzleStatus::Right, moves.len(), Some(reply.clone())),
            Judgement::Solved => (PuzzleStatus::Solved, moves.len(), None),
            Judgement::Wrong { ply } => (PuzzleStatus::Wrong, *ply, None),
        };
        // The line as it stands: the opponent's move, then each of the solver's with the
        // line's answer between them.
        let mut seq: Vec<&str> = vec![p.moves[0].as_str()];
        for (k, m) in moves.iter().take(counted).enumerate() {
            seq.push(m.as_str());
            if k + 1 < counted {
                seq.push(p.moves[2 * k + 2].as_str());
            }
        }
        if let Some(r) = &reply {
            seq.push(r.as_str());
        }
        let (pos, texts) = replay(&set.variant, &p.fen, &seq)
            .map_err(|e| TrainingError::Invalid(format!("that move cannot be played here: {e}")))?;
        let result = if status == PuzzleStatus::Right {
            None
        } else {
            self.settle(set, i, status == PuzzleStatus::Solved, who)
                .await?
        };
        Ok(PuzzleVerdict {
            status,
            reply: reply.and(texts.last().cloned()),
            fen: pos.fen(),
            sans: texts.into_iter().map(|t| t.san).collect(),
            legal: if status == PuzzleStatus::Right {
                legal_moves(&pos)
            } else {
                Vec::new()
            },
            result,
        })
    }

    /// The whole line. Asking for it gives the try up: a rated try counts as not solved.
    pub async fn solution(
        &self,
        id: &str,
        who: &Solver<'_>,
    ) -> Result<PuzzleSolution, TrainingError> {
        let (set, i) = self.find(id)?;
        let p = &set.puzzles[i];
        let seq: Vec<&str> = p.moves.iter().map(String::as_str).collect();
        let (_, moves) = replay(&set.variant, &p.fen, &seq)
            .map_err(|e| TrainingError::Invalid(format!("{}: {e}", p.id)))?;
        let fens = (1..=seq.len())
            .map(|n| replay(&set.variant, &p.fen, &seq[..n]).map(|(pos, _)| pos.fen()))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| TrainingError::Invalid(format!("{}: {e}", p.id)))?;
        let result = self.settle(set, i, false, who).await?;
        Ok(PuzzleSolution {
            moves,
            fens,
            result,
        })
    }

    /// Rates a finished try: an account's in the store, once; a visitor's from the rating
    /// their browser sent. Nothing when the try is not rated.
    async fn settle(
        &self,
        set: &Set,
        i: usize,
        solved: bool,
        who: &Solver<'_>,
    ) -> Result<Option<PuzzleResult>, TrainingError> {
        if !who.rated {
            return Ok(None);
        }
        let p = &set.puzzles[i];
        let now = rukh_store::now_ms();
        let live = set.live.read().expect("puzzle ratings lock")[i];
        let puzzle_now = Stand {
            rating: live.rating,
            deviation: live.deviation,
            volatility: live.volatility,
            games: live.plays,
            updated_at: now,
        };
        let shown = |before: &Stand, after: &Stand, puzzle: f64, rated: bool| PuzzleResult {
            rated,
            solved,
            before: before.rating.round() as i64,
            after: after.rating.round() as i64,
            diff: after.rating.round() as i64 - before.rating.round() as i64,
            provisional: after.deviation > PROVISIONAL_DEVIATION,
            puzzle_rating: puzzle.round() as i64,
            browser: None,
        };
        if let Some(account) = who.account {
            let out = self
                .0
                .db
                .rate_puzzle_round(RoundIn {
                    player: account,
                    puzzle: &p.id,
                    variant: &p.variant,
                    solved,
                    net: &rukh_store::digest(&format!("puzzle-net {}", who.net)),
                    start: start_stand(p, now),
                    now,
                })
                .await?;
            return Ok(Some(match out {
                RoundOut::Rated {
                    before,
                    after,
                    puzzle,
                    ..
                } => {
                    let mut w = set.live.write().expect("puzzle ratings lock");
                    w[i].rating = puzzle.rating;
                    w[i].deviation = puzzle.deviation;
                    w[i].volatility = puzzle.volatility;
                    w[i].plays = puzzle.games;
                    shown(&before, &after, puzzle.rating, true)
                }
                RoundOut::Already => {
                    let stand = self
                        .0
                        .db
                        .puzzle_player_stands(account)
                        .await?
                        .into_iter()
                        .find(|(g, _)| *g == p.variant)
                        .map_or(Stand::new(now), |(_, s)| s);
                    shown(&stand, &stand, live.rating, false)
                }
            }));
        }
        // A visitor: the rating their browser keeps, checked; the puzzle's is not moved.
        let before = match who.browser {
            Some(b) => {
                let ok = b.rating.is_finite()
                    && b.deviation.is_finite()
                    && b.volatility.is_finite()
                    && (0.0..=4000.0).contains(&b.rating)
                    && (ratings::MIN_DEVIATION..=ratings::START.deviation).contains(&b.deviation)
                    && (0.0..=1.0).contains(&b.volatility)
                    && b.games >= 0;
                if !ok {
                    return Err(TrainingError::Invalid(
                        "the rating sent is not one the site gives: rating 0 to 4000, deviation 45 to 350, volatility 0 to 1".into(),
                    ));
                }
                Stand {
                    rating: b.rating,
                    deviation: b.deviation,
                    volatility: b.volatility,
                    games: b.games,
                    updated_at: now,
                }
            }
            None => Stand::new(now),
        };
        let (after, _) = ratings::play(&before, &puzzle_now, if solved { 1.0 } else { 0.0 }, now);
        let mut r = shown(&before, &after, live.rating, true);
        r.browser = Some(BrowserRating {
            rating: after.rating,
            deviation: after.deviation,
            volatility: after.volatility,
            games: after.games,
        });
        Ok(Some(r))
    }

    /// An account's first result at a historical problem (`/problems`), rated as a puzzle's:
    /// the problem's rating (`problem-ID`, from 1500: the players' results alone say how hard
    /// it is) and the account's puzzle rating in its game move once, as a puzzle's do; true
    /// when this result was rated.
    pub async fn rate_problem(
        &self,
        account: &str,
        net: &str,
        problem: &str,
        variant: &str,
        solved: bool,
    ) -> Result<bool, TrainingError> {
        let now = rukh_store::now_ms();
        let out = self
            .0
            .db
            .rate_puzzle_round(RoundIn {
                player: account,
                puzzle: &problem_key(problem),
                variant,
                solved,
                net: &rukh_store::digest(&format!("puzzle-net {net}")),
                start: Stand {
                    rating: 1500.0,
                    deviation: START_DEVIATION,
                    volatility: ratings::START.volatility,
                    games: 0,
                    updated_at: now,
                },
                now,
            })
            .await?;
        Ok(matches!(out, RoundOut::Rated { .. }))
    }

    /// The historical problems' ratings from the players' results: by problem id, the rating
    /// and how many rated results it has.
    pub async fn problem_ratings(&self) -> Result<HashMap<String, (i64, i64)>, TrainingError> {
        Ok(self
            .0
            .db
            .puzzle_stands()
            .await?
            .into_iter()
            .filter_map(|s| {
                let id = s.id.strip_prefix(PROBLEM_PREFIX)?.to_owned();
                Some((id, (s.stand.rating.round() as i64, s.stand.games)))
            })
            .collect())
    }

    /// An account's vote on a puzzle it has tried (+1, -1, 0): the puzzle's counts after it.
    pub async fn vote(
        &self,
        account: &str,
        id: &str,
        vote: i64,
    ) -> Result<(i64, i64), TrainingError> {
        let (set, i) = self.find(id)?;
        let counts = self
            .0
            .db
            .vote_puzzle(account, id, vote, rukh_store::now_ms())
            .await?
            .ok_or_else(|| TrainingError::Invalid("try the puzzle before you vote on it".into()))?;
        let mut w = set.live.write().expect("puzzle ratings lock");
        (w[i].up, w[i].down) = counts;
        Ok(counts)
    }

    /// An account's puzzle ratings, by game.
    pub async fn ratings_of(&self, account: &str) -> Result<Vec<(String, Stand)>, TrainingError> {
        Ok(self.0.db.puzzle_player_stands(account).await?)
    }

    /// An account's tries, newest first, from before `before`.
    pub async fn history(
        &self,
        account: &str,
        before: i64,
        limit: i64,
    ) -> Result<Vec<RoundRow>, TrainingError> {
        Ok(self.0.db.puzzle_rounds(account, before, limit).await?)
    }

    /// An account's record with each theme (of one game, or all), themes it never met left out.
    pub async fn theme_stats(
        &self,
        account: &str,
        game: Option<&str>,
    ) -> Result<Vec<ThemeStat>, TrainingError> {
        let results = self.0.db.puzzle_results(account, game).await?;
        let mut stats: Vec<ThemeStat> = THEMES
            .iter()
            .map(|&theme| ThemeStat {
                theme,
                tried: 0,
                solved: 0,
            })
            .collect();
        for (id, solved) in results {
            let Some(p) = self.puzzle(&id) else { continue };
            for s in stats
                .iter_mut()
                .filter(|s| p.themes.iter().any(|t| t == s.theme))
            {
                s.tried += 1;
                s.solved += u32::from(solved);
            }
        }
        stats.retain(|s| s.tried > 0);
        Ok(stats)
    }
}
