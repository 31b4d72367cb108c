//! The UCI session.

use std::sync::mpsc::{Receiver, Sender};
use std::time::Duration;

use rukh_engine::search::Limits;
use rukh_rules::variant::BUILTIN_IDS;
use rukh_rules::{Color, Position, coord};

use crate::driver::{Core, Event, Out, say};
use crate::uci::{UciCommand, parse};

pub(crate) fn run(rx: Receiver<Event>, tx: Sender<Event>, out: Out, first: Option<String>) {
    let mut core = Core::new(tx);
    let mut pending = first;
    loop {
        let ev = match pending.take() {
            Some(l) => Event::Line(l),
            None => match rx.recv() {
                Ok(e) => e,
                Err(_) => break,
            },
        };
        let line = match ev {
            Event::Line(l) => l,
            Event::Eof => {
                // Input closed: finish a bounded search (stop an unbounded one), report it, and end.
                if core.held {
                    settle(&mut core, &out);
                } else if core.worker.is_some() {
                    if core.unbounded {
                        core.stop.store(true, std::sync::atomic::Ordering::SeqCst);
                    }
                    while let Ok(ev) = rx.recv() {
                        if let Event::Done { id, best, ponder } = ev
                            && id == core.search_id
                        {
                            if !core.perft {
                                say(&out, &bestmove(&core.pos, best, ponder));
                            }
                            core.worker = None;
                            break;
                        }
                    }
                }
                break;
            }
            Event::Done { id, best, ponder } => {
                if id == core.search_id {
                    if core.unbounded
                        && !core.perft
                        && !core.stop.load(std::sync::atomic::Ordering::SeqCst)
                    {
                        // `go infinite` that reached its depth: the answer waits for `stop`.
                        core.held = true;
                        continue;
                    }
                    if !core.perft {
                        say(&out, &bestmove(&core.pos, best, ponder));
                    }
                    core.perft = false;
                    core.worker = None;
                }
                continue;
            }
            Event::Overlong(n) => {
                say(
                    &out,
                    &format!(
                        "info string error: a line of {n} bytes was ignored; lines are read up to {} bytes",
                        crate::driver::MAX_LINE
                    ),
                );
                continue;
            }
        };
        let cmd = match parse(&line) {
            Ok(Some(c)) => c,
            Ok(None) => continue,
            Err(e) => {
                say(&out, &format!("info string error: {e}"));
                if line.split_whitespace().next() == Some("position") {
                    // A position that cannot be read is a refused position: nothing older
                    // is searched in its place.
                    settle(&mut core, &out);
                    core.pos_error = Some(e.to_string());
                }
                continue;
            }
        };
        match cmd {
            UciCommand::Uci => {
                say(&out, &format!("id name Rukh {}", env!("CARGO_PKG_VERSION")));
                say(&out, "id author the Rukh developers");
                say(&out, "option name Hash type spin default 64 min 1 max 8192");
                say(&out, "option name Threads type spin default 1 min 1 max 64");
                say(&out, "option name MultiPV type spin default 1 min 1 max 64");
                say(&out, "option name Ponder type check default false");
                say(
                    &out,
                    &format!(
                        "option name Move Overhead type spin default {} min 0 max 5000",
                        rukh_engine::search::MOVE_OVERHEAD
                    ),
                );
                say(
                    &out,
                    &format!(
                        "option name Contempt type spin default {} min -200 max 200",
                        rukh_engine::search::CONTEMPT
                    ),
                );
                let vars: String = BUILTIN_IDS.iter().map(|v| format!(" var {v}")).collect();
                say(
                    &out,
                    &format!("option name UCI_Variant type combo default shatranj{vars}"),
                );
                say(&out, "option name VariantFile type string default <empty>");
                say(&out, "option name EvalFile type string default <empty>");
                say(&out, "option name Use NNUE type check default true");
                say(
                    &out,
                    "option name TablebasePath type string default <empty>",
                );
                say(
                    &out,
                    "option name UCI_LimitStrength type check default false",
                );
                say(
                    &out,
                    "option name UCI_Elo type spin default 2500 min 500 max 2500",
                );
                for key in rukh_rules::variant::Rules::keys() {
                    say(
                        &out,
                        &format!("option name Rule {key} type string default <game default>"),
                    );
                }
                say(&out, "uciok");
            }
            UciCommand::IsReady => say(&out, "readyok"),
            UciCommand::UciNewGame => {
                settle(&mut core, &out);
                core.searcher.lock().expect("searcher").clear();
                core.pos = core.variant.start_position();
                core.pos_error = None;
            }
            UciCommand::SetOption { name, value } => {
                settle(&mut core, &out);
                let r = set_option(&mut core, &name, &value);
                if let Err(e) = r {
                    say(&out, &format!("info string error: option {name}: {e}"));
                }
            }
            UciCommand::Position { fen, moves } => {
                settle(&mut core, &out);
                match read_position(&core, fen.as_deref(), &moves) {
                    Ok(p) => {
                        core.pos = p;
                        core.pos_error = None;
                    }
                    Err(e) => {
                        say(
                            &out,
                            &format!(
                                "info string error: {e}; the position is refused, and `go` answers `bestmove 0000` until a valid one comes"
                            ),
                        );
                        core.pos_error = Some(e);
                    }
                }
            }
            UciCommand::Go(g) => {
                settle(&mut core, &out);
                for w in &g.warnings {
                    say(&out, &format!("info string error: {w}"));
                }
                if let Some(e) = &core.pos_error {
                    say(
                        &out,
                        &format!("info string error: no valid position to search ({e})"),
                    );
                    say(&out, "bestmove 0000");
                    continue;
                }
                if let Some(d) = g.perft {
                    core.unbounded = false;
                    core.start_perft(d, out.clone());
                    continue;
                }
                // Which evaluation plays, said once and again whenever it changes.
                let said = core
                    .searcher
                    .lock()
                    .expect("searcher")
                    .choice()
                    .describe(core.pos.variant());
                if core.evaluation_said.as_deref() != Some(said.as_str()) {
                    say(&out, &format!("info string evaluation: {said}"));
                    core.evaluation_said = Some(said);
                }
                let mut searchmoves = Vec::new();
                for m in &g.searchmoves {
                    match core.pos.parse_move(m) {
                        Ok(mv) => searchmoves.push(mv),
                        Err(e) => say(
                            &out,
                            &format!(
                                "info string error: searchmoves: '{}' left out: {e}",
                                rukh_rules::pgn::excerpt(m)
                            ),
                        ),
                    }
                }
                let white = core.pos.turn() == Color::White;
                let clock = match (white, g.wtime, g.btime) {
                    (true, Some(t), _) => Some((t, g.winc.unwrap_or(Duration::ZERO), g.movestogo)),
                    (false, _, Some(t)) => Some((t, g.binc.unwrap_or(Duration::ZERO), g.movestogo)),
                    _ => None,
                };
                let limits = Limits {
                    // A mate search is bounded: twice the plies of the mate, and more for the
                    // checks and captures on the way.
                    depth: g.depth.or(g.mate.map(|n| 4 * n + 4)),
                    mate: g.mate,
                    searchmoves,
                    nodes: g.nodes,
                    movetime: g.movetime,
                    clock,
                    infinite: g.infinite || g.ponder,
                    multipv: core.multipv,
                    overhead: Some(core.move_overhead),
                };
                // While pondering the search runs free; `ponderhit` puts it back on the clock.
                core.ponder_limits = g.ponder.then(|| Limits {
                    infinite: false,
                    ..limits.clone()
                });
                core.unbounded = limits.infinite
                    || (limits.depth.is_none()
                        && limits.nodes.is_none()
                        && limits.movetime.is_none()
                        && limits.clock.is_none());
                core.start_search(limits, out.clone(), true);
            }
            UciCommand::Stop => {
                core.ponder_limits = None;
                if core.held {
                    settle(&mut core, &out);
                } else {
                    core.stop.store(true, std::sync::atomic::Ordering::SeqCst);
                }
            }
            UciCommand::PonderHit => match core.ponder_limits.take() {
                Some(_) if core.held => settle(&mut core, &out),
                Some(l) if core.worker.is_some() => {
                    core.unbounded = false;
                    match rukh_engine::search::move_budget(&l, &core.search_params) {
                        Some(budget) => {
                            let stop = std::sync::Arc::clone(&core.stop);
                            std::thread::spawn(move || {
                                std::thread::sleep(budget);
                                stop.store(true, std::sync::atomic::Ordering::SeqCst);
                            });
                        }
                        // No clock given with the ponder: think on until `stop`.
                        None => core.unbounded = true,
                    }
                }
                _ => {}
            },
            UciCommand::Quit => {
                // A search under way ends and still gives its `bestmove` (a count just ends).
                if core.perft {
                    core.stop_search();
                } else {
                    settle(&mut core, &out);
                }
                break;
            }
            UciCommand::Debug => {}
        }
    }
    core.stop_search();
}

/// Ends the search under way before a command that changes what is searched, and gives the
/// `bestmove` it owes: every `go` gets its answer.
fn settle(core: &mut Core, out: &Out) {
    let pos = core.pos.clone();
    if let Some((best, ponder)) = core.interrupt() {
        say(out, &bestmove(&pos, best, ponder));
    }
}

/// The position a `position` command describes, or why it is refused.
fn read_position(core: &Core, fen: Option<&str>, moves: &[String]) -> Result<Position, String> {
    let mut p = match fen {
        Some(f) => Position::from_fen(&core.variant, f).map_err(|e| e.to_string())?,
        None => core.variant.start_position(),
    };
    for (i, m) in moves.iter().enumerate() {
        Core::play_gui_move(&mut p, m).map_err(|e| {
            format!(
                "move {} of the list, '{}': {e}",
                i + 1,
                rukh_rules::pgn::excerpt(m)
            )
        })?;
    }
    Ok(p)
}

/// `bestmove X [ponder Y]`.
fn bestmove(
    pos: &Position,
    best: Option<rukh_rules::Move>,
    ponder: Option<rukh_rules::Move>,
) -> String {
    let Some(b) = best else {
        return "bestmove (none)".into();
    };
    let mut text = format!("bestmove {}", coord(pos, b));
    if let Some(p) = ponder {
        let mut after = pos.clone();
        after.set_conventions_aside();
        after.play_unchecked(b);
        after.set_conventions_aside();
        if after.legal_moves().contains(p) {
            text.push_str(&format!(" ponder {}", coord(&after, p)));
        }
    }
    text
}

fn set_option(core: &mut Core, name: &str, value: &str) -> Result<(), String> {
    // A rejected game choice leaves the previous one in place.
    let saved = (
        core.variant_id.clone(),
        core.variant_file.clone(),
        core.rules.clone(),
    );
    let r = apply_option(core, name, value);
    if r.is_err() {
        (core.variant_id, core.variant_file, core.rules) = saved;
    }
    r
}

fn apply_option(core: &mut Core, name: &str, value: &str) -> Result<(), String> {
    let lower = name.to_ascii_lowercase();
    match lower.as_str() {
        "hash" => {
            let mb: usize = value
                .parse()
                .map_err(|_| "expected a number of MB".to_string())?;
            if let Some(note) = core.resize_table(mb.clamp(1, 8192)) {
                return Err(note);
            }
        }
        "contempt" => {
            let cp: i32 = value
                .parse()
                .map_err(|_| "expected centipawns".to_string())?;
            core.searcher.lock().expect("searcher").contempt = cp.clamp(-200, 200);
        }
        "threads" => {
            let n: usize = value
                .parse()
                .map_err(|_| "expected a number of threads".to_string())?;
            core.searcher.lock().expect("searcher").threads = n.clamp(1, 64);
        }
        "multipv" => {
            let n: usize = value
                .parse()
                .map_err(|_| "expected a number of lines".to_string())?;
            core.multipv = n.clamp(1, 64);
        }
        "ponder" => {}
        "move overhead" => {
            let ms: u64 = value
                .parse()
                .map_err(|_| "expected milliseconds".to_string())?;
            core.move_overhead = Duration::from_millis(ms.min(5000));
        }
        "uci_variant" => {
            // Choosing the game the variant file defines keeps the file (a GUI or match
            // runner names the game before each one); any other game replaces it.
            if core.variant_file.is_none() || core.variant.id != value {
                core.variant_file = None;
            }
            core.variant_id = value.to_owned();
            core.load_variant()?;
        }
        "variantfile" => {
            core.variant_file = Some(value.to_owned());
            core.load_variant()?;
        }
        "tablebasepath" => {
            // The folder of `rukh tb build`: the game's tables are read at the next search.
            core.tb_path = (!value.is_empty() && value != "<empty>").then(|| value.into());
            if let Some(p) = &core.tb_path
                && !p.is_dir()
            {
                let shown = p.display().to_string();
                core.tb_path = None;
                return Err(format!(
                    "{shown} is not a folder (make one with `rukh tb build --out {shown}`)"
                ));
            }
        }
        "evalfile" => {
            // A learned evaluation from a file (`rukh train`), used in the game it was made
            // for (the written evaluation plays the others); empty: the one Rukh started with.
            let choice = if value.is_empty() || value == "<empty>" {
                rukh_engine::nnue::process_choice()
            } else {
                rukh_engine::nnue::Choice::File(std::sync::Arc::new(rukh_engine::nnue::load(
                    std::path::Path::new(value),
                )?))
            };
            core.searcher.lock().expect("searcher").set_choice(choice);
        }
        "use nnue" => {
            // Off: the written evaluation; on: the built-in network or the EvalFile given.
            let mut s = core.searcher.lock().expect("searcher");
            let choice = if value.eq_ignore_ascii_case("false") {
                rukh_engine::nnue::Choice::Written
            } else {
                match (s.choice(), rukh_engine::nnue::process_choice()) {
                    (rukh_engine::nnue::Choice::Written, rukh_engine::nnue::Choice::Written) => {
                        rukh_engine::nnue::Choice::Builtin
                    }
                    (rukh_engine::nnue::Choice::Written, p) => p,
                    (c, _) => c.clone(),
                }
            };
            s.set_choice(choice);
        }
        "uci_limitstrength" => {
            core.limit_strength = value.eq_ignore_ascii_case("true");
        }
        "uci_elo" => {
            core.elo = value.parse().map_err(|_| "expected a number".to_string())?;
        }
        _ => {
            if let Some(key) = name.strip_prefix("Rule ") {
                core.rules.retain(|(k, _)| k != key);
                if value != "<game default>" && !value.is_empty() {
                    core.rules.push((key.to_owned(), value.to_owned()));
                }
                core.load_variant()?;
            } else if rukh_engine::search::SearchParams::default()
                .get(name)
                .is_some()
            {
                // One of the search's tunable numbers (not listed: for `rukh spsa` and tests).
                let n: i32 = value
                    .parse()
                    .map_err(|_| "expected a whole number".to_string())?;
                core.search_params.set(name, n)?;
            } else {
                return Err("no such option".into());
            }
        }
    }
    Ok(())
}
