//! `rukh`: rules, engine, matches and tools for the Shatranj family of chess games.

mod arena;
mod bot;
mod config;
mod datagen;
mod designs;
mod diagram;
mod engine;
mod engines;
mod game;
mod pgn;
mod position;
mod problems;
mod puzzles;
mod selfplay;
mod serve;
mod spsa;
mod tb;
mod tournaments;
mod train;
mod tune;
mod users;
mod variants;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

use crate::engine::{BenchArgs, EngineArgs};
use crate::position::{MovesArgs, PerftArgs, StatusArgs};
use crate::selfplay::SelfplayArgs;
use crate::serve::{BackupArgs, ServeArgs};
use crate::tune::TuneArgs;

#[derive(Parser)]
#[command(
    name = "rukh",
    version,
    about = "Rules, engine, matches and tools for Shatranj, Chaturanga, Parsi Chess, Shatranj Kamil and Great Shatranj"
)]
struct Cli {
    /// With no command, Rukh waits for `uci` or `xboard` on standard input, as engines do.
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// List the games Rukh knows, show one game's definition, or exchange games with
    /// Fairy-Stockfish's variants.ini format (`import`, `export`).
    Variants(variants::VariantsArgs),
    /// Count move paths to a depth (tests move generation; reports speed).
    Perft(PerftArgs),
    /// List the legal moves of a position in coordinate notation.
    Moves(MovesArgs),
    /// Tell whether the game is over, with the result and the rule that decided it.
    Status(StatusArgs),
    /// Check and convert game records (PGN, Game Courier logs).
    #[command(subcommand)]
    Pgn(pgn::PgnCommand),
    /// Play engines against each other (UCI or XBoard), judged by Rukh's rules.
    #[command(
        override_usage = "rukh match --engine name=A,cmd=PROGRAM,proto=uci|xboard --engine name=B,cmd=PROGRAM,proto=uci|xboard [OPTIONS]"
    )]
    Match(Box<arena::MatchArgs>),
    /// Make a set of balanced random openings (PGN move lists) for matches.
    Openings(arena::OpeningsArgs),
    /// Speak UCI on standard input and output.
    Uci(EngineArgs),
    /// Speak XBoard (CECP v2) on standard input and output.
    Xboard(EngineArgs),
    /// Search fixed positions of all five games; the last line is `N nodes M nps`.
    Bench(BenchArgs),
    /// Play the engine against itself and write its quiet positions with the games' results (for `rukh tune`).
    Selfplay(SelfplayArgs),
    /// Fit the evaluation's weights to self-play positions (Texel tuning) and print them.
    Tune(TuneArgs),
    /// Play the engine against itself from level openings (or search again the games of PGN
    /// files, --from-pgn) and write training positions (search score, game result) to a binary
    /// file for training an evaluation; resumable.
    Datagen(datagen::DatagenArgs),
    /// Train a network for the learned evaluation from `rukh datagen` files (on the processor).
    Train(train::TrainArgs),
    /// Tune the search's numbers (margins, reductions) by SPSA: pairs of games between the
    /// engine with them nudged up and down; resumable from its log.
    Spsa(spsa::SpsaArgs),
    /// Endgame tables: solve every ending of a few men by the game's rules, and look positions up.
    #[command(subcommand)]
    Tb(tb::TbCommand),
    /// Serve the web site: play in the browser, live or by correspondence, games kept in a database.
    Serve(ServeArgs),
    /// Problems: find new ones in games, or check a collection by the rules and the engine.
    #[command(subcommand)]
    Problems(problems::ProblemsCommand),
    /// Puzzles: find them in games (one move that wins or holds, a forced line after it).
    #[command(subcommand)]
    Puzzles(puzzles::PuzzlesCommand),
    /// Draw a position of any game as a diagram (SVG or PNG) for pages and print.
    Diagram(diagram::DiagramArgs),
    /// The site's accounts: create, reset-password, disable, enable, bot, token, list.
    Users(users::UsersArgs),
    /// Players' own games on the site: list them (reported first), hide, show, promote one to
    /// a game the operator serves.
    Designs(designs::DesignsArgs),
    /// The site's engine rating list (/engines): add `rukh match` games to it, print it.
    Engines(engines::EnginesArgs),
    /// The site's recurring tournaments: schedule an hourly arena or a weekly Swiss, list them.
    Tournaments(tournaments::TournamentsArgs),
    /// Play on a Rukh site as a bot account with any UCI or XBoard engine: take open seeks or
    /// keep one open, play the games on their clocks.
    Bot(bot::BotArgs),
    /// Copy the site's SQLite database to a file while the site runs (a consistent copy: every
    /// game as committed when the copy began). Restore: stop `rukh serve`, put the copy in the
    /// database's place (removing its `-wal` and `-shm` files), start it again.
    Backup(BackupArgs),
    /// Print a shell's completion script for rukh, e.g. `rukh completions bash >
    /// ~/.local/share/bash-completion/completions/rukh` (bash, zsh, fish, elvish, powershell).
    Completions { shell: clap_complete::Shell },
    /// Write manual pages for rukh and each of its commands (rukh.1, rukh-serve.1, ...) into a
    /// folder, e.g. `rukh man --out ~/.local/share/man/man1`; `man rukh` then reads them.
    Man {
        /// The folder to write into (made if missing).
        #[arg(long, default_value = ".")]
        out: std::path::PathBuf,
    },
}

/// Writes the completion script for `shell` to standard output.
fn completions(shell: clap_complete::Shell) -> anyhow::Result<()> {
    clap_complete::generate(shell, &mut Cli::command(), "rukh", &mut std::io::stdout());
    Ok(())
}

/// Writes a manual page for rukh and for each command and subcommand into `out`.
fn man_pages(out: &std::path::Path) -> anyhow::Result<()> {
    use anyhow::Context;
    std::fs::create_dir_all(out).with_context(|| format!("making {}", out.display()))?;
    let cmd = Cli::command();
    clap_mangen::generate_to(cmd, out)
        .with_context(|| format!("writing into {}", out.display()))?;
    eprintln!(
        "wrote the manual pages into {} (read one with: man {}/rukh.1)",
        out.display(),
        out.display()
    );
    Ok(())
}

fn main() -> ExitCode {
    // `rukh serve` and `rukh bot` read their settings file (--config) before the command line.
    let config = match config::with_config(std::env::args_os().collect()) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("rukh: {e}");
            return ExitCode::from(2);
        }
    };
    let cli = match Cli::try_parse_from(&config.args) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            if let Some(file) = config.file.as_deref().filter(|_| e.use_stderr())
                && !config.settings.is_empty()
            {
                eprintln!(
                    "rukh: these came from the settings file {file}: {}",
                    config.settings.join(" ")
                );
            }
            return ExitCode::from(e.exit_code() as u8);
        }
    };
    let Some(command) = cli.command else {
        use std::io::IsTerminal;
        if std::io::stdin().is_terminal() {
            eprintln!(
                "rukh: the engine, waiting for 'uci' or 'xboard' (a GUI or match runner types these); `rukh --help` lists the commands"
            );
        }
        let (input, out) = rukh_protocol::stdio();
        rukh_protocol::run_detect(input, out);
        return ExitCode::SUCCESS;
    };
    // Commands that only print end quietly when their reader goes (`rukh pgn score ... | head`),
    // as Unix tools do, instead of panicking on the closed pipe. The engine, the match runner and
    // the server keep Rust's default: they write to engines and sockets that may close, and go on.
    if matches!(
        command,
        Command::Variants(_)
            | Command::Perft(_)
            | Command::Moves(_)
            | Command::Status(_)
            | Command::Pgn(_)
            | Command::Problems(_)
            | Command::Puzzles(_)
            | Command::Diagram(_)
            | Command::Engines(_)
            | Command::Bench(_)
            | Command::Completions { .. }
    ) {
        sigpipe::reset();
    }
    let result = match command {
        Command::Variants(a) => variants::run(a),
        Command::Perft(a) => position::run_perft(a),
        Command::Moves(a) => position::moves(a),
        Command::Status(a) => position::status(a),
        Command::Pgn(c) => match pgn::run(c) {
            Ok(true) => Ok(()),
            Ok(false) => return ExitCode::FAILURE,
            Err(e) => Err(e),
        },
        Command::Match(a) => arena::run_match(*a).map(|_| ()),
        Command::Openings(a) => arena::run_openings(a).map(|_| ()),
        Command::Uci(a) => a.apply().map(|()| {
            let (input, out) = rukh_protocol::stdio();
            rukh_protocol::run_uci(input, out);
        }),
        Command::Xboard(a) => a.apply().map(|()| {
            let (input, out) = rukh_protocol::stdio();
            rukh_protocol::run_xboard(input, out);
        }),
        Command::Serve(a) => serve::serve(a),
        Command::Completions { shell } => completions(shell),
        Command::Man { out } => man_pages(&out),
        Command::Problems(c) => problems::run(c),
        Command::Puzzles(c) => puzzles::run(c),
        Command::Diagram(a) => diagram::run(a),
        Command::Users(a) => users::run(a),
        Command::Designs(a) => designs::run(a),
        Command::Engines(a) => engines::run(a),
        Command::Tournaments(a) => tournaments::run(a),
        Command::Bot(a) => bot::run(a),
        Command::Backup(a) => serve::backup(a),
        Command::Selfplay(a) => selfplay::selfplay(a),
        Command::Tune(a) => tune::tune(a),
        Command::Datagen(a) => datagen::run(a),
        Command::Train(a) => train::run(a),
        Command::Spsa(a) => spsa::run(a),
        Command::Tb(c) => tb::run(c),
        Command::Bench(a) => engine::bench(a),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
