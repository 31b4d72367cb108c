//! Problems on the site: the collection that comes with Rukh (`problems/*.toml`), a page each,
//! where the player moves and the engine defends. Every answer is worked out from the moves
//! sent, so nothing is kept between requests.

use std::sync::Arc;
use std::sync::OnceLock;

use rukh_engine::Searcher;
use rukh_problems::{self as problems, Goal, KeyStatus, Problem, Task};
use rukh_rules::Position;
use rukh_rules::variant::builtin;
use rukh_rules::{coord, san};
use serde::Deserialize;

use crate::site::i18n::Lang;
use crate::study::{StudyError, analysis};
use crate::wire::{MoveText, ProblemSolution, ProblemStatus, ProblemVerdict, ProblemView};

/// Nodes the engine spends on a defence (and on seeing whether the win still stands).
const DEFENCE_NODES: u64 = 1_500_000;

/// The problems that come with Rukh, read once.
pub(crate) fn builtin_problems() -> &'static [Problem] {
    static ALL: OnceLock<Vec<Problem>> = OnceLock::new();
    ALL.get_or_init(problems::builtin)
}

/// The collection a server serves: the built-in problems, then `extra` (kept for the life of
/// the process, as the built-in ones are).
pub(crate) fn collection(extra: &[Problem]) -> &'static [Problem] {
    if extra.is_empty() {
        return builtin_problems();
    }
    let mut all = builtin_problems().to_vec();
    all.extend_from_slice(extra);
    Vec::leak(all)
}

pub(crate) fn problem_not_found(id: &str) -> StudyError {
    StudyError::NoProblem(rukh_rules::pgn::excerpt(id).to_string())
}

/// A problem's goal in `n` moves, in `l`: "mate in 3", "hold the draw for 5 moves".
fn goal_in(l: &Lang, p: &Problem, n: u32) -> String {
    let key = match p.goal {
        Goal::Draw => "goal-draw",
        Goal::Mate if p.mate_with == "pawn" => "goal-mate-pawn",
        Goal::Mate => "goal-mate",
        Goal::BareKing => "goal-bare-king",
        Goal::Win => "goal-win",
    };
    l.tr(key, &[("n", n.into())])
}

/// "White to play and mate in 3", "White to play; Black mates in 7", in `l`.
pub fn stipulation(l: &Lang, p: &Problem, pos: &Position) -> String {
    let solver = p.solver_color(pos);
    let moves = p.playable_moves();
    let what = goal_in(l, p, moves);
    let (turn, solver_name) = (l.side(pos.turn()), l.side(solver));
    if solver == pos.turn() {
        l.t_with("stip-play", &[("side", &turn), ("what", &what)])
    } else if p.goal == Goal::Mate && p.mate_with.is_empty() {
        l.tr(
            "stip-mates",
            &[
                ("side", turn.as_str().into()),
                ("other", solver_name.as_str().into()),
                ("n", moves.into()),
            ],
        )
    } else {
        l.t_with(
            "stip-must",
            &[("side", &turn), ("other", &solver_name), ("what", &what)],
        )
    }
}

/// What the page needs to show a problem.
pub fn problem_view(p: &Problem, l: &Lang) -> Result<ProblemView, StudyError> {
    let variant = builtin(&p.variant).map_err(|e| StudyError::Invalid(e.to_string()))?;
    let pos = p.position(&variant).map_err(StudyError::Invalid)?;
    let solver = p.solver_color(&pos);
    Ok(ProblemView {
        id: p.id.clone(),
        variant: p.variant.clone(),
        title: p.title.clone(),
        fen: p.fen.clone(),
        goal: p.goal,
        moves: p.playable_moves(),
        stipulation: stipulation(l, p, &pos),
        source: p.source.clone(),
        turn: pos.turn().into(),
        solver: solver.into(),
        legal: if p.unusable.is_empty() && solver == pos.turn() {
            crate::site::games::legal_moves(&pos)
        } else {
            Vec::new()
        },
        unusable: p.unusable.clone(),
    })
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PlayRequest {
    /// Every move so far from the problem's position, the solver's last.
    pub moves: Vec<String>,
    /// The signature of the moves before the last, as the previous answer gave it: the
    /// defence in them is the server's own.
    #[serde(default)]
    pub line: Option<String>,
}

/// The signature of a problem's line (its moves so far, the server's defence last): the server
/// is stateless between moves, so the client carries its line, and the signature shows that no
/// defence in it was the client's own.
pub(crate) fn sign_line(key: &str, problem: &str, moves: &[String]) -> String {
    use hmac::{KeyInit, Mac};
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(key.as_bytes())
        .expect("HMAC takes a key of any length");
    mac.update(problem.as_bytes());
    for m in moves {
        mac.update(b"\n");
        mac.update(m.as_bytes());
    }
    mac.finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

pub(crate) fn line_is_signed(
    key: &str,
    problem: &str,
    moves: &[String],
    line: Option<&str>,
) -> bool {
    if moves.is_empty() {
        return true;
    }
    let Some(line) = line else { return false };
    let expected = sign_line(key, problem, moves);
    bool::from(subtle::ConstantTimeEq::ct_eq(
        expected.as_bytes(),
        line.as_bytes(),
    ))
}

/// Judges the solver's moves and answers with the engine's defence (or, when the defender
/// moves first and no move is sent yet, with its first move).
pub(crate) fn judge(p: &Problem, moves: &[String], l: &Lang) -> Result<ProblemVerdict, StudyError> {
    if !p.unusable.is_empty() {
        return Err(StudyError::Refused(format!(
            "this problem cannot be played as read: {}",
            p.unusable
        )));
    }
    let variant = builtin(&p.variant).map_err(|e| StudyError::Invalid(e.to_string()))?;
    let start = p.position(&variant).map_err(StudyError::Invalid)?;
    let task = p.task(&start).map_err(StudyError::Invalid)?;
    let solver = task.solver;
    let solver_first = solver == start.turn();
    let total = p.playable_moves();
    let n = moves.len();
    let shape_ok = if solver_first {
        n % 2 == 1 && n < 2 * total as usize
    } else {
        n.is_multiple_of(2) && n <= 2 * total as usize
    };
    if !shape_ok {
        return Err(StudyError::Invalid(if solver_first {
            format!(
                "send the moves so far, the solver's last: an odd number, at most {}",
                2 * total - 1
            )
        } else {
            format!(
                "send the moves so far from the defender's first, the solver's last: an even number (none to get the first move), at most {}",
                2 * total
            )
        }));
    }
    let (mut pos, sans) = analysis::replay(&variant, Some(&p.fen), moves)
        .map_err(|e| StudyError::Refused(e.message))?;
    let used = if solver_first { n.div_ceil(2) } else { n / 2 } as u32;
    let left = total - used;
    let draw = p.goal == Goal::Draw;
    let verdict = |status: ProblemStatus,
                   message: String,
                   reply: Option<MoveText>,
                   pos: &Position,
                   sans: &[String]| {
        let playing = status == ProblemStatus::Playing;
        // The solution comes with success only: a player who went wrong may take the move back
        // and try again, or ask for it (`/solution`).
        let answer = (status == ProblemStatus::Solved).then(|| solution_view(p, &start, l));
        ProblemVerdict {
            status,
            message,
            reply,
            sans: sans.to_vec(),
            fen: pos.fen(),
            turn: pos.turn().into(),
            legal: if playing {
                crate::site::games::legal_moves(pos)
            } else {
                Vec::new()
            },
            solution: answer.as_ref().map(|a| a.solution.clone()),
            answer,
            line: None,
        }
    };
    // Whether an ending is the solver's success.
    let judged = |pos: &Position, o: &rukh_rules::Outcome| -> (ProblemStatus, String) {
        let end = l.end_words(o);
        let said = |key: &str| l.t_with(key, &[("reason", &end)]);
        if draw {
            if o.winner == Some(!solver) {
                (ProblemStatus::Failed, said("pr-game-ends"))
            } else {
                (ProblemStatus::Solved, said("pr-solved"))
            }
        } else if task.reached(pos, o) {
            (ProblemStatus::Solved, said("pr-solved"))
        } else if o.winner == Some(solver) {
            (ProblemStatus::Failed, said("pr-wins-not-asked"))
        } else {
            (ProblemStatus::Failed, said("pr-game-ends"))
        }
    };
    if let Some(o) = pos.outcome() {
        let (status, message) = judged(&pos, &o);
        return Ok(verdict(status, message, None, &pos, &sans));
    }
    // The defender to move: the solver must still reach the goal within the moves left (hold
    // the draw through them), whatever the defence, proved by trying every defence; where the
    // proof is too big, the engine's search decides. The engine then plays the longest
    // defence it finds (for a draw: its strongest try to win).
    let plies = 2 * left + 1;
    let proved = if draw {
        problems::Prover::for_task(problems::PROOF_NODES, Task::win(!solver), None)
            .reaches(&mut pos.clone(), plies, &[])
            .map(|wins| !wins)
    } else {
        // A position from play states the kind of win its line ends in, and was proved as any
        // win (as `rukh problems check` does); a historical problem's goal is its condition.
        let proof_task = if p.is_historical() {
            task
        } else {
            Task::win(solver)
        };
        problems::Prover::for_task(problems::PROOF_NODES, proof_task, None).reaches(
            &mut pos.clone(),
            plies,
            &[],
        )
    };
    let mut searcher = Searcher::new(16);
    let limits = rukh_engine::Limits {
        nodes: Some(DEFENCE_NODES),
        ..Default::default()
    };
    // Once a search deep enough to see the whole win holds it, the defence is settled (a
    // Parsi win's score does not stop the search by itself: it also ranks the grade).
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let (best, info) = searcher.search(&pos, &limits, Arc::clone(&stop), |i| {
        if !draw
            && i.depth > 2 * left + 1
            && problems::solver_moves(&pos, i.score, &i.pv, solver).is_some_and(|n| n <= left)
        {
            stop.store(true, std::sync::atomic::Ordering::SeqCst);
        }
    });
    // Where the proof is too big, a move fails only when the engine sees the goal gone for good:
    // the defender's own forced win (a draw problem), or, with moves left, no win at all for
    // the solver; a long win the engine cannot see is not held against the player (the moves
    // run out in the end if the goal is not reached). A condition (mate with a given man, on a
    // given square) is judged by the rules at the end.
    let still_on = proved.unwrap_or_else(|| {
        let i = info.as_ref();
        if draw {
            i.and_then(|i| problems::solver_moves(&pos, i.score, &i.pv, !solver))
                .is_none_or(|n| n > left + 1)
        } else if left == 0 {
            false
        } else {
            i.is_none_or(|i| match i.score {
                rukh_engine::Score::Mate(_) => {
                    problems::solver_moves(&pos, i.score, &i.pv, solver).is_some()
                }
                rukh_engine::Score::Cp(_) => true,
            })
        }
    });
    if !still_on {
        let message = if draw {
            l.t("pr-loses")
        } else if left == 0 {
            l.tr("pr-moves-used", &[("n", total.into())])
        } else {
            l.t("pr-slip")
        };
        return Ok(verdict(ProblemStatus::Failed, message, None, &pos, &sans));
    }
    let Some(reply) = best else {
        return Ok(verdict(
            ProblemStatus::Failed,
            l.t("pr-no-defence"),
            None,
            &pos,
            &sans,
        ));
    };
    let reply_text = Some(MoveText {
        coord: coord(&pos, reply).to_string(),
        san: san(&pos, reply).to_string(),
    });
    let mut sans = sans;
    sans.push(san(&pos, reply).to_string());
    pos.play_unchecked(reply);
    if let Some(o) = pos.outcome() {
        // The defence ended the game itself (a bared king's last move).
        let (status, message) = judged(&pos, &o);
        return Ok(verdict(status, message, reply_text, &pos, &sans));
    }
    if draw && left == 0 {
        return Ok(verdict(
            ProblemStatus::Solved,
            l.tr("pr-held", &[("n", total.into())]),
            reply_text,
            &pos,
            &sans,
        ));
    }
    let message = match (draw, n) {
        (true, _) => l.tr("pr-holding", &[("n", left.into())]),
        (false, 0) => {
            let first = l.side(!pos.turn());
            let key = match p.goal {
                Goal::Mate => "pr-first-mate",
                Goal::BareKing => "pr-first-bare-king",
                _ => "pr-first-win",
            };
            l.tr(key, &[("side", first.as_str().into()), ("n", left.into())])
        }
        (false, _) => l.tr("pr-good", &[("n", left.into())]),
    };
    Ok(verdict(
        ProblemStatus::Playing,
        message,
        reply_text,
        &pos,
        &sans,
    ))
}

/// The solution and what the proof found, in words.
pub fn solution_view(p: &Problem, start: &Position, l: &Lang) -> ProblemSolution {
    let san_of = |line: &[String]| problems::line_san(&p.id, start, line).unwrap_or_default();
    let solution = san_of(p.line());
    let solver = p.solver_color(start);
    let mut findings = Vec::new();
    let key_san = if solver == start.turn() {
        p.line().first().map(|k| san_of(std::slice::from_ref(k)))
    } else {
        None
    };
    let within = p.moves;
    let budget = p.budget.unwrap_or(problems::PROOF_NODES);
    let draw = p.goal == Goal::Draw;
    let n = |k: u32| crate::site::i18n::Arg::Num(k.into());
    let count = |k: u64| l.num(k as i64);
    match (&key_san, p.goal, p.key) {
        (Some(k), Goal::Draw, KeyStatus::Wins) => {
            findings.push(l.tr("pf-holds", &[("san", k.as_str().into()), ("n", n(within))]))
        }
        (None, _, KeyStatus::Wins) => {
            let (who, first) = (l.side(solver), l.side(start.turn()));
            findings.push(l.tr(
                "pf-reaches",
                &[
                    ("side", who.as_str().into()),
                    ("other", first.as_str().into()),
                    ("n", n(within)),
                ],
            ))
        }
        (Some(k), _, KeyStatus::Wins) => findings.push(match p.length {
            Some(best) if best < within => l.tr(
                "pf-wins-best",
                &[
                    ("san", k.as_str().into()),
                    ("n", n(within)),
                    ("num", n(best)),
                ],
            ),
            _ => l.tr("pf-wins", &[("san", k.as_str().into()), ("n", n(within))]),
        }),
        (Some(k), _, KeyStatus::Fails) => {
            let goal = goal_in(l, p, within);
            findings.push(match p.length {
                Some(needs) => l.tr(
                    "pf-fails",
                    &[
                        ("san", k.as_str().into()),
                        ("what", goal.as_str().into()),
                        ("num", n(needs)),
                    ],
                ),
                None => l.tr(
                    "pf-fails-more",
                    &[("san", k.as_str().into()), ("what", goal.as_str().into())],
                ),
            })
        }
        (_, _, _) => findings.push(l.tr(
            "pf-unsettled-line",
            &[("n", n(within)), ("count", count(budget).as_str().into())],
        )),
    }
    if p.book_line_best == Some(false) {
        findings.push(l.t("pf-defence"));
    }
    let cooks: Vec<String> = p
        .cooks
        .iter()
        .map(|c| {
            let first = san_of(std::slice::from_ref(&c.first));
            if c.exact {
                let goal = goal_in(l, p, c.moves);
                l.t_with("pf-cook", &[("san", &first), ("what", &goal)])
            } else {
                l.tr(
                    "pf-cook-within",
                    &[("san", first.as_str().into()), ("n", n(c.moves))],
                )
            }
        })
        .collect();
    if key_san.is_some() {
        if !cooks.is_empty() {
            let list = cooks.join(", ");
            findings.push(l.tr(
                "pf-second",
                &[("text", list.as_str().into()), ("n", cooks.len().into())],
            ));
        }
        if !p.unsettled.is_empty() {
            let list: Vec<String> = p
                .unsettled
                .iter()
                .map(|m| san_of(std::slice::from_ref(m)))
                .collect();
            let list = list.join(", ");
            findings.push(l.tr(
                if draw {
                    "pf-unsettled-hold"
                } else {
                    "pf-unsettled-win"
                },
                &[
                    ("text", list.as_str().into()),
                    ("count", count(budget).as_str().into()),
                ],
            ));
        } else if cooks.is_empty() {
            findings.push(match (p.key == KeyStatus::Fails, draw) {
                // The key fails too: as read, the problem has no solution within its moves.
                (true, true) => l.tr("pf-none-hold", &[("n", n(p.moves))]),
                (true, false) => l.tr("pf-none-win", &[("n", n(p.moves))]),
                (false, true) => l.t("pf-only-hold"),
                (false, false) => l.t("pf-only-win"),
            });
        }
    }

    ProblemSolution {
        solution,
        moves: p.line().to_vec(),
        longest_defence: (!p.longest_defence.is_empty()).then(|| san_of(&p.longest_defence)),
        cooks,
        findings,
        note: (!p.note.is_empty()).then(|| p.note.clone()),
    }
}
