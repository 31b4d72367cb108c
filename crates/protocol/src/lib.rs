//! UCI and XBoard for Rukh's engine: pure parsing of commands, and the loops that drive the engine.

mod driver;
pub mod uci;
mod uci_loop;
mod xboard_loop;
pub mod xboard_setup;

pub use driver::{Out, say, stdio};

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

/// Reads the first line and hands over to the protocol it names, as other engines do.
pub fn run_detect(input: impl BufRead + Send + 'static, out: Out) {
    let (rx, tx) = driver::events(input);
    loop {
        match rx.recv() {
            Ok(driver::Event::Line(l)) => match l.trim() {
                "uci" => return uci_loop::run(rx, tx, out, Some(l)),
                "xboard" => return xboard_loop::run(rx, tx, out, Some(l)),
                "" => {}
                "quit" => return,
                other => driver::say(
                    &out,
                    &format!(
                        "info string unknown command '{}': start with 'uci' or 'xboard'",
                        rukh_rules::pgn::excerpt(other)
                    ),
                ),
            },
            Ok(driver::Event::Overlong(n)) => driver::say(
                &out,
                &format!(
                    "info string error: a line of {n} bytes was ignored; start with 'uci' or 'xboard'"
                ),
            ),
            _ => return,
        }
    }
}
