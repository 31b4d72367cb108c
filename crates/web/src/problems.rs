//! Problems on the site: the collection that comes with Rukh (`problems/*.toml`), a page each,
//! where the player moves and the engine defends. Every answer is worked out from the moves
//! sent, so nothing is kept between requests.

use std::sync::Arc;
use std::sync::OnceLock;

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use rukh_engine::Searcher;
use rukh_engine::problems::{self, Problem};
use rukh_rules::Position;
use rukh_rules::variant::builtin;
use rukh_rules::{coord, san};
use serde::Deserialize;

use crate::analysis;
use crate::error::{ApiError, bad, body_error};
use crate::limits::PROBLEM_QUOTA;
use crate::limits::client_ip;
use crate::state::AppState;
use crate::wire::{
    MoveText, ProblemSolution, ProblemStatus, ProblemSummary, ProblemVerdict, ProblemView,
};

/// Nodes the engine spends on a defence (and on seeing whether the win still stands).
const DEFENCE_NODES: u64 = 1_500_000;

/// The collection, read once.
pub fn all() -> &'static [Problem] {
    static ALL: OnceLock<Vec<Problem>> = OnceLock::new();
    ALL.get_or_init(problems::builtin)
}

pub fn find(id: &str) -> Option<&'static Problem> {
    all().iter().find(|p| p.id == id)
}

fn problem_not_found(id: &str) -> ApiError {
    ApiError::NotFound(format!("no problem '{}'", rukh_rules::pgn::excerpt(id)))
}

/// What the page needs to show a problem.
pub fn problem_view(p: &Problem) -> Result<ProblemView, ApiError> {
    let variant = builtin(&p.variant).map_err(|e| bad(e.to_string()))?;
    let pos = p.position(&variant).map_err(bad)?;
    Ok(ProblemView {
        id: p.id.clone(),
        variant: p.variant.clone(),
        title: p.title.clone(),
        fen: p.fen.clone(),
        goal: p.goal,
        moves: p.moves,
        stipulation: p.stipulation(&pos),
        source: p.source.clone(),
        turn: pos.turn().into(),
        legal: crate::game::legal_moves(&pos),
    })
}

#[derive(Deserialize)]
pub(crate) struct PlayRequest {
    /// Every move so far from the problem's position, the solver's last.
    moves: Vec<String>,
    /// The signature of the moves before the last, as the previous answer gave it: the
    /// defence in them is the server's own.
    #[serde(default)]
    line: Option<String>,
}

/// The signature of a problem's line (its moves so far, the server's defence last): the server
/// is stateless between moves, so the client carries its line, and the signature shows that no
/// defence in it was the client's own.
fn sign_line(key: &str, problem: &str, moves: &[String]) -> String {
    use hmac::Mac;
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

fn line_is_signed(key: &str, problem: &str, moves: &[String], line: Option<&str>) -> bool {
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

/// Judges the solver's moves and answers with the engine's defence.
fn judge(p: &Problem, moves: &[String]) -> Result<ProblemVerdict, ApiError> {
    let variant = builtin(&p.variant).map_err(|e| bad(e.to_string()))?;
    let start = p.position(&variant).map_err(bad)?;
    if moves.is_empty() || moves.len().is_multiple_of(2) || moves.len() > 2 * p.moves as usize {
        return Err(bad(format!(
            "send the moves so far, the solver's last: an odd number, at most {}",
            2 * p.moves - 1
        )));
    }
    let solver = start.turn();
    let (mut pos, sans) =
        analysis::replay(&variant, Some(&p.fen), moves).map_err(ApiError::Unprocessable)?;
    let used = moves.len().div_ceil(2) as u32;
    let left = p.moves - used;
    let solution = p.solution_san(&variant).unwrap_or_default();
    let verdict = |status: ProblemStatus,
                   message: String,
                   reply: Option<MoveText>,
                   pos: &Position,
                   sans: &[String]| {
        let playing = status == ProblemStatus::Playing;
        ProblemVerdict {
            status,
            message,
            reply,
            sans: sans.to_vec(),
            fen: pos.fen(),
            turn: pos.turn().into(),
            legal: if playing {
                crate::game::legal_moves(pos)
            } else {
                Vec::new()
            },
            solution: (!playing).then(|| solution.clone()),
            line: None,
        }
    };
    if let Some(o) = pos.outcome() {
        return Ok(if o.winner == Some(solver) && p.goal.met_by(o.reason) {
            verdict(
                ProblemStatus::Solved,
                format!("Solved: {}", o.describe()),
                None,
                &pos,
                &sans,
            )
        } else if o.winner == Some(solver) {
            verdict(
                ProblemStatus::Failed,
                format!("That wins ({}), but not as the problem asks.", o.describe()),
                None,
                &pos,
                &sans,
            )
        } else {
            verdict(
                ProblemStatus::Failed,
                format!("The game ends: {}", o.describe()),
                None,
                &pos,
                &sans,
            )
        });
    }
    // The defender to move: the solver must still win within the moves left, whatever the
    // defence (a bared king's last reply included), proved by trying every defence; where the
    // proof is too big, the engine's search decides. The engine then plays the longest defence
    // it finds.
    let plies = 2 * left + 1;
    let proved =
        problems::Prover::new(problems::PROOF_NODES).wins(&mut pos.clone(), solver, plies, &[]);
    let mut searcher = Searcher::new(16);
    let limits = rukh_engine::Limits {
        nodes: Some(DEFENCE_NODES),
        ..Default::default()
    };
    // Once a search deep enough to see the whole win holds it, the defence is settled (a
    // Parsi win's score does not stop the search by itself: it also ranks the grade).
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let (best, info) = searcher.search(&pos, &limits, Arc::clone(&stop), |i| {
        if i.depth > 2 * left + 1
            && problems::solver_moves(&pos, i.score, &i.pv, solver).is_some_and(|n| n <= left)
        {
            stop.store(true, std::sync::atomic::Ordering::SeqCst);
        }
    });
    let still_wins = proved.unwrap_or_else(|| {
        info.as_ref()
            .and_then(|i| problems::solver_moves(&pos, i.score, &i.pv, solver))
            .is_some_and(|n| n <= left)
    });
    if !still_wins {
        let message = if left == 0 {
            format!(
                "The {} moves are used up and the win is not reached.",
                p.moves
            )
        } else {
            "That lets the win slip: the defence now holds out longer than the moves left.".into()
        };
        return Ok(verdict(ProblemStatus::Failed, message, None, &pos, &sans));
    }
    let Some(reply) = best else {
        return Ok(verdict(
            ProblemStatus::Failed,
            "No defence to play.".into(),
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
        let status = if o.winner == Some(solver) && p.goal.met_by(o.reason) {
            ProblemStatus::Solved
        } else {
            ProblemStatus::Failed
        };
        return Ok(verdict(status, o.describe(), reply_text, &pos, &sans));
    }
    Ok(verdict(
        ProblemStatus::Playing,
        format!(
            "Good. {} move{} left.",
            left,
            if left == 1 { "" } else { "s" }
        ),
        reply_text,
        &pos,
        &sans,
    ))
}

/// `GET /api/problems`: the collection.
pub(crate) async fn api_problems() -> Json<Vec<ProblemSummary>> {
    Json(
        all()
            .iter()
            .map(|p| ProblemSummary {
                id: p.id.clone(),
                variant: p.variant.clone(),
                title: p.title.clone(),
                goal: p.goal,
                moves: p.moves,
                source: p.source.clone(),
            })
            .collect(),
    )
}

/// `GET /api/problems/{id}`.
pub(crate) async fn api_problem(Path(id): Path<String>) -> Result<Json<ProblemView>, ApiError> {
    let p = find(&id).ok_or_else(|| problem_not_found(&id))?;
    Ok(Json(problem_view(p)?))
}

/// `POST /api/problems/{id}/play`: `{"moves": [...]}` → solved, failed, or the engine's defence.
pub(crate) async fn api_problem_play(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ext: axum::http::Extensions,
    body: Result<Json<PlayRequest>, JsonRejection>,
) -> Result<Json<ProblemVerdict>, ApiError> {
    let Json(req) = body.map_err(body_error)?;
    let p = find(&id).ok_or_else(|| problem_not_found(&id))?;
    // Each answer may search for up to a second: a client's share of them is limited.
    if state
        .spend("problem", client_ip(&ext), 1.0, PROBLEM_QUOTA)
        .is_err()
    {
        return Err(ApiError::TooMany(
            "too many problem moves from your address: wait a few seconds".into(),
        ));
    }
    let key = state.0.line_key.clone();
    let before = &req.moves[..req.moves.len().saturating_sub(1)];
    if !line_is_signed(&key, &p.id, before, req.line.as_deref()) {
        return Err(ApiError::Unprocessable("these moves are not the line the server defended (send the `line` of its last answer); start the problem again".into(),
        ));
    }
    let mut verdict =
        tokio::task::spawn_blocking(move || judge(p, &req.moves).map(|v| (v, req.moves)))
            .await
            .map_err(|e| ApiError::Internal(e.to_string()))??;
    // The line with the server's defence, signed for the next move.
    if let Some(reply) = &verdict.0.reply {
        let mut line = verdict.1.clone();
        line.push(reply.coord.clone());
        verdict.0.line = Some(sign_line(&key, &p.id, &line));
    }
    Ok(Json(verdict.0))
}

/// `GET /api/problems/{id}/solution`: the main line in SAN (the page shows it on request).
pub(crate) async fn api_problem_solution(
    Path(id): Path<String>,
) -> Result<Json<ProblemSolution>, ApiError> {
    let p = find(&id).ok_or_else(|| problem_not_found(&id))?;
    let variant = builtin(&p.variant).map_err(|e| bad(e.to_string()))?;
    Ok(Json(ProblemSolution {
        solution: p.solution_san(&variant).map_err(bad)?,
        moves: p.solution.clone(),
    }))
}

/// The problems' API.
pub(crate) fn routes() -> axum::Router<crate::AppState> {
    use axum::routing::{get, post};
    axum::Router::new()
        .route("/api/problems", get(api_problems))
        .route("/api/problems/{id}", get(api_problem))
        .route("/api/problems/{id}/play", post(api_problem_play))
        .route("/api/problems/{id}/solution", get(api_problem_solution))
}
