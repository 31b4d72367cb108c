//! UCI and XBoard for Rukh's engine: pure parsing of commands, and the loops that drive the engine.

mod driver;
pub mod uci;
mod uci_loop;
mod xboard_loop;
pub mod xboard_setup;

pub use driver::{Out, run_detect, say, stdio};

use std::io::BufRead;

/// Runs a UCI session.
pub fn run_uci(input: impl BufRead + Send + 'static, out: Out) {
    let (rx, tx) = driver::events(input);
    uci_loop::run(rx, tx, out, None);
}

/// Runs an XBoard session.
pub fn run_xboard(input: impl BufRead + Send + 'static, out: Out) {
    let (rx, tx) = driver::events(input);
    xboard_loop::run(rx, tx, out, None);
}
