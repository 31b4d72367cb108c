//! The games themselves as the site shows them: the games offered and their rule options, piece
//! pictures, diagrams and printed sheets, the rules in words. `Site` draws pictures on the
//! blocking pool, a few at once.

pub use rukh_diagram::art;
pub mod diagram;
pub mod games;
pub mod i18n;
mod illegal;
pub mod rule_docs;

use diagram::Picture;

/// What went wrong drawing a picture.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    /// The picture asked for cannot be drawn as asked (a format, a width, a piece set).
    #[error("{0}")]
    Invalid(String),
    /// The process is stopping.
    #[error("the server is stopping")]
    Stopping,
    /// The drawing failed: the server's fault.
    #[error("drawing: {0}")]
    Broken(String),
}

/// The pictures of the site.
pub struct Site {
    /// Turns to draw pictures (PNG diagrams, PDF sheets) on the blocking pool.
    drawing: tokio::sync::Semaphore,
}

impl Default for Site {
    fn default() -> Self {
        Site::new()
    }
}

impl Site {
    pub fn new() -> Site {
        Site {
            drawing: tokio::sync::Semaphore::new(2),
        }
    }

    /// Draws a picture (a PNG, a PDF: up to tens of milliseconds each) on the blocking pool, a
    /// few at once, so that pictures never hold up the threads serving moves; the others wait
    /// their turn.
    pub async fn draw(
        &self,
        work: impl FnOnce() -> Result<Picture, String> + Send + 'static,
    ) -> Result<Picture, SiteError> {
        let _turn = self
            .drawing
            .acquire()
            .await
            .map_err(|_| SiteError::Stopping)?;
        tokio::task::spawn_blocking(work)
            .await
            .map_err(|e| SiteError::Broken(e.to_string()))?
            .map_err(SiteError::Invalid)
    }
}
