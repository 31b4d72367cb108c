//! What study does, as its service's methods: the analysis board's places, a game's positions
//! and review, the problems served and judged, and imports. The pieces they use (the analyses'
//! searchers, the review thread, the problems' judge, the import's reader) are in the files
//! beside this one.

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::mpsc::TrySendError;

use rukh_problems::Problem;
use rukh_rules::pgn;
use rukh_rules::variant::builtin;
use rukh_rules::{Color, Position};
use rukh_store::now_ms;

use crate::play::PlayError;
use crate::site::games::make_variant;
use crate::site::i18n::Lang;
use crate::study::analysis::{Permit, address_cap};
use crate::study::import::{
    ImportRequest, MAX_IMPORT_BYTES, MAX_IMPORT_GAMES, check_all, looks_like_pgn, origin, row_of,
};
use crate::study::problems::{
    PlayRequest, builtin_problems, judge, line_is_signed, problem_not_found, problem_view,
    sign_line, solution_view,
};
use crate::study::review::{REVIEW_NODES, ReviewJob, accuracy, grade, replay_moves};
use crate::study::{ImportProblem, Study, StudyError};
use crate::wire::{
    GameStatus, ImportReport, ImportedGame, MoveGrade, ProblemSolution, ProblemSummary,
    ProblemVerdict, ProblemView, RefusedGame, ReviewStatus, ReviewView,
};

impl Study {
    /// A place for one more analysis, or why there is none. `browser` is the name a page keeps
    /// in its browser (empty: the address stands for it).
    pub fn analysis_permit(&self, browser: &str, ip: IpAddr) -> Result<Permit, String> {
        let c = &self.0.config;
        let mut r = self.0.analyses.running.lock().expect("analyses");
        if r.total >= c.max_analyses {
            return Err(format!(
                "the server's engine is busy with {} analyses; try again in a minute",
                r.total
            ));
        }
        let browser = if browser.is_empty() {
            ip.to_string()
        } else {
            browser.to_owned()
        };
        let mine = r.by_browser.get(&browser).copied().unwrap_or(0);
        if mine >= c.analyses_per_client {
            return Err(format!(
                "this browser already has {mine} analysis running (in another tab?); stop it there first"
            ));
        }
        let here = r.by_address.get(&ip).copied().unwrap_or(0);
        if here >= address_cap(c.analyses_per_client, c.max_analyses) {
            return Err(format!(
                "{here} analyses are running from your address; try again when one ends"
            ));
        }
        r.total += 1;
        *r.by_browser.entry(browser.clone()).or_insert(0) += 1;
        *r.by_address.entry(ip).or_insert(0) += 1;
        Ok(Permit {
            slots: Arc::clone(&self.0.analyses),
            browser,
            ip,
        })
    }
}

impl Study {
    /// A game's review as the page reads it.
    pub async fn review_view(
        &self,
        id: &str,
        plies: i64,
        positions: &[Position],
    ) -> Result<ReviewView, StudyError> {
        let stored = self.0.db.review(id).await?;
        let mut evals: Vec<Option<i64>> = vec![None; plies as usize + 1];
        let mut best: Vec<Option<String>> = vec![None; plies as usize + 1];
        for (ply, cp, b) in &stored {
            if let Some(e) = evals.get_mut(*ply as usize) {
                *e = Some(*cp);
                best[*ply as usize] = b.clone();
            }
        }
        let white_first = positions.first().is_none_or(|p| p.turn() == Color::White);
        let marks: Vec<Option<MoveGrade>> = (0..evals.len())
            .map(
                |ply| match (ply.checked_sub(1).and_then(|b| evals[b]), evals[ply]) {
                    (Some(before), Some(after)) => {
                        grade(before, after, (ply % 2 == 1) == white_first)
                    }
                    _ => None,
                },
            )
            .collect();
        let all: Option<Vec<i64>> = evals.iter().copied().collect();
        let done = evals.iter().flatten().count();
        let running = self
            .0
            .reviewer
            .running
            .lock()
            .expect("reviews")
            .contains_key(id);
        let status = if running {
            ReviewStatus::Running
        } else if done == evals.len() {
            ReviewStatus::Done
        } else if done > 0 {
            ReviewStatus::Partial
        } else {
            ReviewStatus::None
        };
        // Where the game reached the tables: their verdict of each position from there (read
        // from the tables' files, on the blocking pool).
        let tables = Arc::clone(&self.0.tables);
        let positions = positions.to_vec();
        let tablebase: Vec<Option<String>> = tokio::task::spawn_blocking(move || {
            positions
                .iter()
                .map(|p| match tables.probe(p) {
                    Some(v) if p.outcome().is_none() => {
                        Some(crate::play::tables::describe(v, p.turn()))
                    }
                    _ => None,
                })
                .collect()
        })
        .await
        .unwrap_or_default();
        Ok(ReviewView {
            status,
            tablebase,
            done,
            total: evals.len(),
            accuracy: all.and_then(|e| accuracy(&e, white_first)),
            marks,
            best,
            evals,
            nodes_per_ply: REVIEW_NODES,
        })
    }
}

impl Study {
    /// The positions of a game, ply by ply (0: the start), and whether it is over. The game is
    /// only read under its lock; replaying it (a long game takes a while) is done on the
    /// blocking pool, never on the threads serving moves.
    pub async fn game_positions(&self, id: &str) -> Result<(Vec<Position>, bool), StudyError> {
        let slot = self.0.play.slot(id).await?;
        let (start, moves, over) = {
            let guard = slot.live.lock().await;
            let live = guard.as_ref().ok_or_else(|| PlayError::no_game(id))?;
            let moves: Vec<(i64, String)> = live
                .moves
                .iter()
                .map(|m| (m.ply, m.coord.clone()))
                .collect();
            (
                live.start.clone(),
                moves,
                live.row.status == GameStatus::Finished,
            )
        };
        let all = self
            .0
            .heavy
            .run(move || replay_moves(start, &moves))
            .await??;
        Ok((all, over))
    }
}

impl Study {
    /// A game's review so far.
    pub async fn review(&self, id: &str) -> Result<ReviewView, StudyError> {
        let (all, _) = self.game_positions(id).await?;
        let plies = all.len() as i64 - 1;
        self.review_view(id, plies, &all).await
    }

    /// Starts the review of a finished game (or finishes one left half-done) for the client at
    /// `ip`; `allowed` is asked before a new review is queued (the client's daily share).
    pub async fn start_review(
        &self,
        id: &str,
        ip: IpAddr,
        allowed: impl AsyncFnOnce() -> Result<(), String>,
    ) -> Result<ReviewView, StudyError> {
        let stored: HashSet<i64> = self
            .0
            .db
            .review(id)
            .await?
            .into_iter()
            .map(|(p, _, _)| p)
            .collect();
        // The client's share is asked before the game is replayed (the replay of a long game
        // is work too): when the review is new and the game not wholly reviewed.
        let (plies_played, over) = {
            let slot = self.0.play.slot(id).await?;
            let guard = slot.live.lock().await;
            let live = guard.as_ref().ok_or_else(|| PlayError::no_game(id))?;
            (live.row.ply, live.row.status == GameStatus::Finished)
        };
        if !over {
            return Err(StudyError::Conflict(
                "the game is still being played: review it when it is over".into(),
            ));
        }
        let queued = self
            .0
            .reviewer
            .running
            .lock()
            .expect("reviews")
            .contains_key(id);
        if !queued && (stored.len() as i64) < plies_played + 1 {
            allowed().await.map_err(StudyError::TooMany)?;
        }
        let (all, _) = self.game_positions(id).await?;
        let plies = all.len() as i64 - 1;
        let todo: Vec<(i64, Position)> = all
            .iter()
            .cloned()
            .enumerate()
            .map(|(i, p)| (i as i64, p))
            .filter(|(i, _)| !stored.contains(i))
            .collect();
        if !todo.is_empty() {
            let mut running = self.0.reviewer.running.lock().expect("reviews");
            // One review waits per address, so nobody fills the queue ahead of everyone else.
            if !running.contains_key(id)
                && let Some((waiting, _)) = running.iter().find(|(_, who)| **who == ip)
            {
                return Err(StudyError::TooMany(format!(
                    "your review of game {waiting} is not done yet; ask for this one when it is"
                )));
            }
            if !running.contains_key(id) {
                use std::sync::atomic::Ordering;
                let waiting = self.0.reviewer.positions.load(Ordering::SeqCst);
                if waiting > 0 && waiting + todo.len() > crate::study::review::MOST_POSITIONS_QUEUED
                {
                    return Err(StudyError::Busy(format!(
                        "{waiting} positions of other games are waiting for their review; try again in a few minutes"
                    )));
                }
                let n = todo.len();
                let job = ReviewJob {
                    id: id.to_owned(),
                    positions: todo,
                };
                // Counted before the job can be done (the review thread takes it off after).
                self.0.reviewer.positions.fetch_add(n, Ordering::SeqCst);
                match self.0.reviewer.queue.try_send(job) {
                    Ok(()) => {
                        running.insert(id.to_owned(), ip);
                    }
                    Err(TrySendError::Full(_)) | Err(TrySendError::Disconnected(_)) => {
                        self.0.reviewer.positions.fetch_sub(n, Ordering::SeqCst);
                        return Err(StudyError::Busy(
                            "many games are waiting for their review; try again in a few minutes"
                                .into(),
                        ));
                    }
                }
            }
        }
        self.review_view(id, plies, &all).await
    }
}

impl Study {
    /// Every problem served.
    pub fn problems(&self) -> &'static [Problem] {
        self.0.problems
    }

    /// The site's own problems (`rukh serve --problems FILE`).
    pub fn own_problems(&self) -> &'static [Problem] {
        &self.0.problems[builtin_problems().len()..]
    }

    pub fn problem(&self, id: &str) -> Option<&'static Problem> {
        self.0.problems.iter().find(|p| p.id == id)
    }
}

impl Study {
    /// The collection as its list shows it.
    pub fn problem_list(&self) -> Vec<ProblemSummary> {
        self.problems()
            .iter()
            .map(|p| ProblemSummary {
                id: p.id.clone(),
                variant: p.variant.clone(),
                title: p.title.clone(),
                goal: p.goal,
                moves: p.playable_moves(),
                source: p.source.clone(),
                collection: p.collection.clone(),
                author: p.author.clone(),
                date: p.date.clone(),
                stipulation: builtin(&p.variant)
                    .ok()
                    .and_then(|v| p.position(&v).ok())
                    .map(|pos| p.stipulation(&pos))
                    .unwrap_or_default(),
            })
            .collect()
    }

    /// What the page needs to show problem `id`.
    pub fn problem_page(&self, id: &str, l: &'static Lang) -> Result<ProblemView, StudyError> {
        let p = self.problem(id).ok_or_else(|| problem_not_found(id))?;
        problem_view(p, l)
    }

    /// The solver's moves judged, with the engine's defence (and the line, signed, for the next
    /// move). Each answer may search for up to a second, on the blocking pool.
    pub async fn play_problem(
        &self,
        id: &str,
        req: PlayRequest,
        l: &'static Lang,
    ) -> Result<ProblemVerdict, StudyError> {
        let p = self.problem(id).ok_or_else(|| problem_not_found(id))?;
        let key = self.0.line_key.clone();
        let before = &req.moves[..req.moves.len().saturating_sub(1)];
        if !line_is_signed(&key, &p.id, before, req.line.as_deref()) {
            return Err(StudyError::Refused("these moves are not the line the server defended (send the `line` of its last answer); start the problem again".into(),
            ));
        }
        let (mut verdict, moves) = self
            .0
            .heavy
            .run(move || judge(p, &req.moves, l).map(|v| (v, req.moves)))
            .await??;
        // The line with the server's defence, signed for the next move.
        if let Some(reply) = &verdict.reply {
            let mut line = moves;
            line.push(reply.coord.clone());
            verdict.line = Some(sign_line(&key, &p.id, &line));
        }
        Ok(verdict)
    }

    /// Problem `id`'s main line in SAN.
    pub fn problem_solution(
        &self,
        id: &str,
        l: &'static Lang,
    ) -> Result<ProblemSolution, StudyError> {
        let p = self.problem(id).ok_or_else(|| problem_not_found(id))?;
        let variant = builtin(&p.variant).map_err(|e| StudyError::Invalid(e.to_string()))?;
        let start = p.position(&variant).map_err(StudyError::Invalid)?;
        Ok(solution_view(p, &start, l))
    }
}

/// How many games a PGN text holds at most: its tag sections (a line starting with `[` after
/// a line that does not), at least one.
fn pgn_games_in(text: &str) -> usize {
    let mut games = 0;
    let mut in_tags = false;
    for line in text.lines() {
        let tag = line.trim_start().starts_with('[');
        if tag && !in_tags {
            games += 1;
        }
        in_tags = tag;
    }
    games.max(1)
}

impl Study {
    /// Imports the games of a text; `spend` first takes as many games as the text may hold from
    /// the asker's quota (it says why not), then each is checked by the rules (on the blocking
    /// pool, within the server's bound of costly work: hundreds of games take a while), and the
    /// good ones are stored.
    pub async fn import(
        &self,
        req: &ImportRequest,
        spend: impl AsyncFnOnce(usize) -> Result<(), ImportProblem>,
    ) -> Result<ImportReport, StudyError> {
        if req.text.len() > MAX_IMPORT_BYTES {
            return Err(ImportProblem::Bytes {
                bytes: req.text.len(),
                max_kib: MAX_IMPORT_BYTES / 1024,
            }
            .into());
        }
        // A record of a player's design names its version (`[Variant "d-ID-vN"]`): that
        // version, read from the database when this process has not seen it, is the game of
        // the records that name it.
        let named_design = req
            .text
            .lines()
            .take(2_000)
            .filter_map(|l| l.trim().strip_prefix("[Variant \""))
            .filter_map(|rest| rest.split('"').next())
            .find(|id| crate::site::games::parse_design_key(id).is_some())
            .map(str::to_owned);
        let default_id = match &named_design {
            Some(id) if crate::site::games::ensure_variant(&self.0.db, id).await => id.as_str(),
            _ => req.variant.as_deref().unwrap_or("shatranj"),
        };
        if crate::site::games::parse_design_key(default_id).is_some() {
            crate::site::games::ensure_variant(&self.0.db, default_id).await;
        }
        let default = make_variant(default_id, "{}").map_err(StudyError::Invalid)?;
        let format = match req.format.as_deref().unwrap_or("auto") {
            "pgn" => "PGN",
            "courier" => "Game Courier log",
            "auto" | "" => {
                if looks_like_pgn(&req.text) {
                    "PGN"
                } else {
                    "Game Courier log"
                }
            }
            other => {
                return Err(StudyError::Invalid(format!(
                    "format '{}': use pgn, courier or auto",
                    pgn::excerpt(other)
                )));
            }
        };
        // The quota first, by the games the text holds at most (its PGN tag sections, else
        // one), so a client past its quota costs no replay.
        let most = if format == "PGN" {
            pgn_games_in(&req.text)
        } else {
            1
        };
        spend(most.min(MAX_IMPORT_GAMES)).await?;
        let text = req.text.clone();
        let checked = self
            .0
            .heavy
            .run(move || check_all(&text, format, &default))
            .await?;
        if checked.len() > MAX_IMPORT_GAMES {
            return Err(ImportProblem::Games {
                max: MAX_IMPORT_GAMES,
            }
            .into());
        }
        if checked.is_empty() {
            return Err(ImportProblem::NoGame { format }.into());
        }
        let mut report = ImportReport::default();
        let now = now_ms();
        for (n, (line, raw, game)) in checked.into_iter().enumerate() {
            let players = raw
                .as_ref()
                .map(|r| {
                    format!(
                        "{} – {}",
                        r.tag("White").unwrap_or("?"),
                        r.tag("Black").unwrap_or("?")
                    )
                })
                .unwrap_or_default();
            match game {
                Ok(g) => {
                    let (row, moves) = row_of(&g, origin(raw.as_ref(), format), now);
                    self.0.db.insert_imported(&row, &moves).await?;
                    report.imported.push(ImportedGame {
                        game: n + 1,
                        line,
                        url: format!("/g/{}", row.id),
                        analysis_url: format!("/analysis/{}?game={}", row.variant, row.id),
                        id: row.id,
                        white: row.white_name,
                        black: row.black_name,
                        result: row.result.map(|r| r.as_str().to_owned()),
                        moves: moves.len(),
                    });
                }
                Err((error, why)) => report.refused.push(RefusedGame {
                    game: n + 1,
                    line,
                    players,
                    error,
                    why,
                    variant: raw
                        .as_ref()
                        .and_then(|r| r.tag("Variant"))
                        .and_then(pgn::variant_named)
                        .map_or_else(|| default_id.to_owned(), |v| v.id.clone()),
                }),
            }
        }
        if !report.imported.is_empty() {
            self.0.play.ring_lobby();
        }
        Ok(report)
    }
}
