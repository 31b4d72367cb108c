//! What a request can fail with: one variant per kind of failure, each with the sentence the
//! caller reads, so code decides by the kind (a conflict to retry, a game not found) and never
//! by the words.

use crate::wire::ApiErrorBody;
use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use rukh_store::DbError;

use crate::play::PlayError;
use crate::play::live::Refusal;
use crate::players::PlayersError;
use crate::site::SiteError;
use crate::study::StudyError;
use crate::tournaments::TournamentError;
use crate::training::TrainingError;

/// An error for API callers: its kind gives the HTTP status, its text the sentence they read.
#[derive(Debug)]
pub enum ApiError {
    /// 400: the request is malformed (a field missing or out of range).
    BadRequest(String),
    /// 401: the request needs a signed-in player.
    Unauthorized(String),
    /// 400: one field of a request is wrong: its name (as the lobby's form calls it: `name`,
    /// `variant`, `color`, `level`, `clock`, `fen`, `rules`, `mode`), and what is wrong.
    Field(&'static str, String),
    /// 403: the caller may not do this (not a player of the game, another site's form).
    Forbidden(String),
    /// 404: no such game, player or page.
    NotFound(String),
    /// 409: the request contradicts the state (a game in play cannot be reviewed).
    Conflict(String),
    /// 409: the game changed at the same moment; the server retries, then the caller may.
    Changed,
    /// 413: the body is larger than the endpoint takes.
    TooLarge(String),
    /// 422: well-formed but refused by the rules (an illegal move, a bad FEN).
    Unprocessable(String),
    /// 429: a limit or quota of this client.
    TooMany(String),
    /// 503: the server cannot do it now (the database, a full queue); nothing was changed.
    Unavailable(String),
    /// 500: the server's fault (a stored game it cannot read back).
    Internal(String),
    /// Any other status a library's rejection carries.
    Other(StatusCode, String),
}

/// The sentence of [`ApiError::Changed`].
pub const CHANGED: &str = "the game changed at the same moment; reload it and try again";

impl ApiError {
    /// The error of `status` with `text`, as the matching kind.
    pub fn with_status(status: StatusCode, text: String) -> ApiError {
        match status {
            StatusCode::BAD_REQUEST => ApiError::BadRequest(text),
            StatusCode::UNAUTHORIZED => ApiError::Unauthorized(text),
            StatusCode::FORBIDDEN => ApiError::Forbidden(text),
            StatusCode::NOT_FOUND => ApiError::NotFound(text),
            StatusCode::CONFLICT => ApiError::Conflict(text),
            StatusCode::PAYLOAD_TOO_LARGE => ApiError::TooLarge(text),
            StatusCode::UNPROCESSABLE_ENTITY => ApiError::Unprocessable(text),
            StatusCode::TOO_MANY_REQUESTS => ApiError::TooMany(text),
            StatusCode::SERVICE_UNAVAILABLE => ApiError::Unavailable(text),
            StatusCode::INTERNAL_SERVER_ERROR => ApiError::Internal(text),
            s => ApiError::Other(s, text),
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) | ApiError::Field(..) => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::Conflict(_) | ApiError::Changed => StatusCode::CONFLICT,
            ApiError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::TooMany(_) => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::Other(s, _) => *s,
        }
    }

    /// The sentence the caller reads.
    pub fn message(&self) -> &str {
        match self {
            ApiError::Changed => CHANGED,
            ApiError::BadRequest(t)
            | ApiError::Field(_, t)
            | ApiError::Unauthorized(t)
            | ApiError::Forbidden(t)
            | ApiError::NotFound(t)
            | ApiError::Conflict(t)
            | ApiError::TooLarge(t)
            | ApiError::Unprocessable(t)
            | ApiError::TooMany(t)
            | ApiError::Unavailable(t)
            | ApiError::Internal(t)
            | ApiError::Other(_, t) => t,
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (
            self.status(),
            Json(ApiErrorBody {
                error: self.message().to_string(),
            }),
        )
            .into_response()
    }
}

impl From<DbError> for ApiError {
    fn from(e: DbError) -> Self {
        tracing::error!("{e}");
        ApiError::Unavailable(
            "the database is not answering; nothing was changed, try again".into(),
        )
    }
}

impl From<Refusal> for ApiError {
    fn from(r: Refusal) -> Self {
        match r {
            Refusal::NotAPlayer => ApiError::Forbidden(r.to_string()),
            Refusal::Stale => ApiError::Conflict(r.to_string()),
            _ => ApiError::Unprocessable(r.to_string()),
        }
    }
}

impl From<PlayError> for ApiError {
    fn from(e: PlayError) -> Self {
        match e {
            PlayError::NoGame(_) => ApiError::NotFound(e.to_string()),
            PlayError::Refused(r) => r.into(),
            PlayError::Changed => ApiError::Changed,
            PlayError::Field(name, text, _) => ApiError::Field(name, text),
            PlayError::Bad(t) => ApiError::BadRequest(t),
            PlayError::Forbidden(t) => ApiError::Forbidden(t),
            PlayError::Conflict(t) => ApiError::Conflict(t),
            PlayError::Broken(t) => ApiError::Internal(t),
            PlayError::Db(e) => e.into(),
        }
    }
}

impl From<TrainingError> for ApiError {
    fn from(e: TrainingError) -> Self {
        match e {
            TrainingError::NoPuzzle(_) => ApiError::NotFound(e.to_string()),
            TrainingError::NotFound(t) => ApiError::NotFound(t),
            TrainingError::Invalid(t) => ApiError::BadRequest(t),
            TrainingError::NeedsAccount(t) => ApiError::Unauthorized(t),
            TrainingError::Db(e) => e.into(),
        }
    }
}

impl From<StudyError> for ApiError {
    fn from(e: StudyError) -> Self {
        match e {
            StudyError::Invalid(t) => ApiError::BadRequest(t),
            StudyError::Refused(t) => ApiError::Unprocessable(t),
            StudyError::NoProblem(_) => ApiError::NotFound(e.to_string()),
            StudyError::Conflict(t) => ApiError::Conflict(t),
            StudyError::TooLarge(t) => ApiError::TooLarge(t),
            StudyError::TooMany(t) => ApiError::TooMany(t),
            StudyError::Busy(t) => ApiError::Unavailable(t),
            StudyError::Broken(t) => ApiError::Internal(t),
            StudyError::Import(p @ crate::study::ImportProblem::Quota { .. }) => {
                ApiError::TooMany(p.to_string())
            }
            StudyError::Import(p) if p.is_too_large() => ApiError::TooLarge(p.to_string()),
            StudyError::Import(p) => ApiError::BadRequest(p.to_string()),
            StudyError::Play(e) => e.into(),
            StudyError::Db(e) => e.into(),
        }
    }
}

impl From<PlayersError> for ApiError {
    fn from(e: PlayersError) -> Self {
        match e {
            PlayersError::NameTaken(_) => ApiError::Field("name", e.to_string()),
            PlayersError::Db(e) => e.into(),
        }
    }
}

impl From<TournamentError> for ApiError {
    fn from(e: TournamentError) -> Self {
        match e {
            TournamentError::NoTournament(_) => ApiError::NotFound(e.to_string()),
            TournamentError::Invalid(t) => ApiError::BadRequest(t),
            TournamentError::Forbidden(t) => ApiError::Forbidden(t),
            TournamentError::Conflict(t) => ApiError::Conflict(t),
            TournamentError::Play(e) => e.into(),
            TournamentError::Db(e) => e.into(),
        }
    }
}

impl From<SiteError> for ApiError {
    fn from(e: SiteError) -> Self {
        match e {
            SiteError::Invalid(t) => ApiError::BadRequest(t),
            SiteError::Stopping => ApiError::Unavailable(e.to_string()),
            SiteError::Broken(t) => ApiError::Internal(t),
        }
    }
}

/// A request body that could not be read: too large, not JSON, or not the expected fields.
pub(crate) fn body_error(e: JsonRejection) -> ApiError {
    ApiError::with_status(e.status(), format!("request body: {}", e.body_text()))
}

pub(crate) fn bad(msg: impl Into<String>) -> ApiError {
    ApiError::BadRequest(msg.into())
}
