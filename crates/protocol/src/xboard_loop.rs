//! The XBoard (CECP v2) session.

use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, Sender};
use std::time::Duration;

use rukh_engine::search::Limits;
use rukh_rules::variant::BUILTIN_IDS;
use rukh_rules::{Color, Position, coord};

use crate::driver::{Core, Event, Out, say};
use crate::xboard_setup::{our_id, setup_lines, xboard_name};

struct Clock {
    /// Centiseconds left, as XBoard sends them.
    time: Option<u64>,
    moves_per_session: u32,
    increment: Duration,
    st: Option<Duration>,
    sd: Option<u32>,
}

pub(crate) fn run(rx: Receiver<Event>, tx: Sender<Event>, out: Out, first: Option<String>) {
    let mut core = Core::new(tx);
    core.xboard = true;
    let mut pending = first;
    let mut force = false;
    let mut engine_side: Option<Color> = Some(Color::Black);
    let mut post = true;
    let mut clock = Clock {
        time: None,
        moves_per_session: 0,
        increment: Duration::ZERO,
        st: None,
        sd: None,
    };
    let mut thinking = false;
    // Analyze mode: an endless search of the current position, restarted after every change.
    let mut analyzing = false;
    let mut deferred: VecDeque<Event> = VecDeque::new();
    loop {
        let ev = match pending
            .take()
            .map(Event::Line)
            .or_else(|| deferred.pop_front())
        {
            Some(e) => e,
            None => match rx.recv() {
                Ok(e) => e,
                Err(_) => break,
            },
        };
        let line = match ev {
            Event::Line(l) => l,
            Event::Eof => {
                if thinking {
                    await_move(&mut core, &rx, &out, &mut deferred);
                }
                break;
            }
            Event::Done { id, best, .. } => {
                if id == core.search_id && thinking {
                    thinking = false;
                    finish(&mut core, &out, best);
                }
                continue;
            }
            Event::Overlong(n) => {
                say(
                    &out,
                    &format!(
                        "Error (line too long): a line of {n} bytes was ignored; lines are read up to {} bytes",
                        crate::driver::MAX_LINE
                    ),
                );
                continue;
            }
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = words.first() else { continue };
        let arg = words.get(1).copied().unwrap_or("");
        let mut think_now = false;
        let before = state(&core);
        match cmd {
            "xboard" | "accepted" | "rejected" | "random" | "hard" | "easy" | "computer"
            | "name" | "rating" | "ics" | "cores" | "bk" => {}
            "option" => {
                // `option NAME=VALUE`, for the options `protover` offers.
                let rest = line.trim_start()["option".len()..].trim();
                if let Err(e) = xboard_option(&mut core, rest) {
                    say(&out, &format!("Error (option): {rest}: {e}"));
                }
            }
            "egtpath" => {
                // `egtpath rukh FOLDER`: the tables of `rukh tb build`.
                if arg == "rukh" {
                    let path = words[2..].join(" ");
                    core.tb_path = (!path.is_empty()).then(|| path.into());
                }
            }
            "protover" => {
                let vars = BUILTIN_IDS
                    .iter()
                    .map(|id| xboard_name(id))
                    .collect::<Vec<_>>()
                    .join(",");
                say(
                    &out,
                    &format!(
                        "feature myname=\"Rukh {}\" variants=\"{vars}\" setboard=1 usermove=1 ping=1 sigint=0 san=0 memory=1 smp=1 colors=0 analyze=1 egt=\"rukh\"",
                        env!("CARGO_PKG_VERSION")
                    ),
                );
                say(
                    &out,
                    &format!(
                        "feature option=\"Move Overhead -spin {} 0 5000\"",
                        rukh_engine::search::MOVE_OVERHEAD
                    ),
                );
                say(
                    &out,
                    &format!(
                        "feature option=\"Contempt -spin {} -200 200\"",
                        rukh_engine::search::CONTEMPT
                    ),
                );
                say(&out, "feature done=1");
            }
            "ping" => {
                // Answer after the move being thought about, as the protocol asks.
                if thinking {
                    thinking = false;
                    await_move(&mut core, &rx, &out, &mut deferred);
                }
                say(&out, &format!("pong {arg}"));
            }
            "new" => {
                core.stop_search();
                thinking = false;
                core.rules.clear();
                core.variant_file = None;
                core.variant_id = "shatranj".into();
                let _ = core.load_variant();
                core.searcher.lock().expect("searcher").clear();
                force = false;
                engine_side = Some(Color::Black);
            }
            "variant" => {
                core.stop_search();
                thinking = false;
                core.variant_id = our_id(arg).to_owned();
                match core.load_variant() {
                    Ok(()) => {
                        for l in setup_lines(&core.variant) {
                            say(&out, &l);
                        }
                    }
                    Err(e) => say(&out, &format!("Error (unknown variant): {arg} ({e})")),
                }
            }
            "force" => {
                core.stop_search();
                thinking = false;
                force = true;
            }
            "go" if core.pos_error.is_some() => {
                // Never a move from a position the GUI did not send.
                force = true;
                say(
                    &out,
                    &format!(
                        "Error (no valid position: {}): go",
                        core.pos_error.as_deref().unwrap_or_default()
                    ),
                );
            }
            "go" => {
                force = false;
                engine_side = Some(core.pos.turn());
                think_now = true;
            }
            "playother" => {
                force = false;
                engine_side = Some(!core.pos.turn());
            }
            "white" | "black" => {}
            "level" => {
                // level MPS BASE INC, BASE as minutes or min:sec.
                clock.moves_per_session = words.get(1).and_then(|v| v.parse().ok()).unwrap_or(0);
                clock.increment = words
                    .get(3)
                    .and_then(|v| v.parse::<f64>().ok())
                    .and_then(|s| Duration::try_from_secs_f64(s).ok())
                    .unwrap_or(Duration::ZERO);
                clock.st = None;
            }
            "st" => {
                clock.st = arg
                    .parse::<f64>()
                    .ok()
                    .and_then(|s| Duration::try_from_secs_f64(s).ok())
                    .filter(|d| !d.is_zero())
            }
            "sd" => {
                if let Ok(d) = arg.parse() {
                    clock.sd = Some(d);
                }
            }
            "time" => {
                if let Ok(t) = arg.parse::<u64>() {
                    clock.time = Some(t.min(crate::uci::MAX_MILLIS / 10));
                }
            }
            "otim" => {}
            "memory" => {
                if let Some(mb) = crate::uci::number(arg) {
                    core.stop_search();
                    thinking = false;
                    // XBoard's figure is for all of the engine's memory; the table takes it.
                    if let Some(note) = core.resize_table(mb.clamp(1, 8192) as usize) {
                        say(&out, &format!("# {note}"));
                    }
                }
            }
            "setboard" => {
                core.stop_search();
                thinking = false;
                let fen = words[1..].join(" ");
                match Position::from_fen(&core.variant, &fen) {
                    Ok(p) => {
                        core.pos = xboard_start(&core, p, &fen);
                        core.pos_error = None;
                    }
                    Err(e) => {
                        // The engine will not move from an older position in its place:
                        // `go` is refused until a valid `setboard` or `new`.
                        force = true;
                        say(&out, &format!("tellusererror Illegal position: {e}"));
                        core.pos_error = Some(e.to_string());
                    }
                }
            }
            "usermove" => {
                core.stop_search();
                thinking = false;
                if let Some(e) = &core.pos_error {
                    say(
                        &out,
                        &format!(
                            "Illegal move (no valid position: {e}): {}",
                            rukh_rules::pgn::excerpt(arg)
                        ),
                    );
                } else {
                    match Core::play_gui_move(&mut core.pos, arg) {
                        Ok(_) => think_now = !force && engine_side == Some(core.pos.turn()),
                        Err(e) => say(
                            &out,
                            &format!("Illegal move ({e}): {}", rukh_rules::pgn::excerpt(arg)),
                        ),
                    }
                }
            }
            "?" => core.stop.store(true, std::sync::atomic::Ordering::SeqCst),
            "undo" => {
                core.stop_search();
                thinking = false;
                core.pos.undo();
            }
            "remove" => {
                core.stop_search();
                thinking = false;
                core.pos.undo();
                core.pos.undo();
            }
            "result" => {
                core.stop_search();
                thinking = false;
                force = true;
            }
            "post" => post = true,
            "nopost" => post = false,
            "hint" => {
                if let Some(m) = core.pos.legal_moves().iter().next() {
                    say(&out, &format!("Hint: {}", coord(&core.pos, *m)));
                }
            }
            "analyze" => analyzing = true,
            "exit" => {
                // Leaves analyze mode; outside it there is nothing to leave.
                if analyzing {
                    core.stop_search();
                    analyzing = false;
                }
            }
            // Periodic status requests are optional; the thinking lines carry the same facts.
            "." => {}
            "quit" => {
                core.stop_search();
                break;
            }
            _ => {
                // A bare move (no usermove prefix) is accepted in force and play modes.
                let mut probe = core.pos.clone();
                if core.pos_error.is_none() && Core::play_gui_move(&mut probe, cmd).is_ok() {
                    core.stop_search();
                    thinking = false;
                    core.pos = probe;
                    think_now = !force && engine_side == Some(core.pos.turn());
                } else {
                    say(
                        &out,
                        &format!("Error (unknown command): {}", rukh_rules::pgn::excerpt(cmd)),
                    );
                }
            }
        }
        if analyzing
            && !thinking
            && core.pos_error.is_none()
            && (core.worker.is_none() || state(&core) != before)
        {
            // Analysis runs until `exit`; a depth set with `sd` is the deepest it goes.
            core.start_search(
                Limits {
                    infinite: true,
                    depth: clock.sd,
                    ..Limits::default()
                },
                out.clone(),
                true,
            );
            continue;
        }
        if think_now && !thinking {
            if core.pos.legal_moves().is_empty() {
                if let Some(o) = core.pos.outcome() {
                    say(&out, &format!("{} {{{}}}", o.result(), o.describe()));
                }
                continue;
            }
            let moves_left = if clock.moves_per_session > 0 {
                let played = core.pos.fullmoves().saturating_sub(1);
                Some(clock.moves_per_session - played % clock.moves_per_session)
            } else {
                None
            };
            // Parsi's knight bonus after a promotion is a second leg that XBoard cannot be told
            // of (its Betza has no way to say it; it forfeited the game as illegal). The bonus
            // is optional, so here the engine plays without it: the same moves but those.
            let legal = core.pos.legal_moves();
            let searchmoves = if legal.iter().any(|m| m.bonus().is_some()) {
                legal
                    .iter()
                    .copied()
                    .filter(|m| m.bonus().is_none())
                    .collect()
            } else {
                Vec::new()
            };
            // Without any time control, think five seconds a move.
            let unlimited = clock.sd.is_none() && clock.st.is_none() && clock.time.is_none();
            let limits = Limits {
                depth: clock.sd,
                movetime: if unlimited {
                    Some(Duration::from_secs(5))
                } else {
                    clock.st
                },
                clock: clock
                    .time
                    .map(|cs| (Duration::from_millis(cs * 10), clock.increment, moves_left)),
                overhead: Some(core.move_overhead),
                searchmoves,
                ..Limits::default()
            };
            thinking = true;
            core.start_search(limits, out.clone(), post);
        }
    }
    core.stop_search();
}

/// What analysis depends on: the game, the position and the moves that led to it.
fn state(core: &Core) -> (String, u64, usize) {
    (
        core.variant.id.clone(),
        core.pos.hash(),
        core.pos.moves_played().count(),
    )
}

/// XBoard cannot carry Parsi's flags in a FEN: a start board it sends back means the start
/// position, flags and all.
fn xboard_start(core: &Core, p: Position, fen: &str) -> Position {
    let start = core.variant.start_position();
    if let Some(ours) = xboard_flags(&p, &start, fen)
        && let Ok(read) = Position::from_fen(&core.variant, &ours)
    {
        return read;
    }
    if rukh_rules::notation::xboard::start_without_flags(&core.variant, fen) {
        start
    } else {
        p
    }
}

/// XBoard keeps a game's unmoved pieces as its castling field, and for a game without castling
/// it names the kings alone: Parsi's start comes as `… w Ed - 0 1` (the rajas' files), where
/// Rukh's own field names every unmoved master piece and the unused leaps (`ADEHLadehl`). Read in
/// XBoard's sense: a master piece on its start square has not moved, a raja XBoard names has not
/// moved and keeps its leap. The FEN with Rukh's field, when `fen`'s field is of that form.
fn xboard_flags(p: &Position, start: &Position, fen: &str) -> Option<String> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let given = *fields.get(2)?;
    let all = start.fen().split_whitespace().nth(2)?.to_owned();
    let v = p.variant();
    let g = v.geometry;
    let king = v.king()?;
    let square = |c: char| {
        let rank = if c.is_ascii_uppercase() {
            0
        } else {
            i32::from(g.ranks()) - 1
        };
        g.square(c.to_ascii_lowercase() as i32 - 'a' as i32, rank)
    };
    let is_king_letter = |c: char| {
        c.is_ascii_alphabetic()
            && !matches!(c, 'L' | 'l')
            && square(c).is_some_and(|sq| start.piece_at(sq).is_some_and(|pc| pc.kind == king))
    };
    // Only kings' letters (and at least one): XBoard's form. Rukh's own field names the leap too.
    if all == "-" || given == "-" || !given.chars().all(is_king_letter) {
        return None;
    }
    let named = |c: char| given.contains(c);
    let flags: String = all
        .chars()
        .filter(|&c| match c {
            'L' => given.chars().any(|k| k.is_ascii_uppercase()),
            'l' => given.chars().any(|k| k.is_ascii_lowercase()),
            c if is_king_letter(c) => named(c),
            c => square(c).is_some_and(|sq| p.piece_at(sq) == start.piece_at(sq)),
        })
        .collect();
    let mut out: Vec<String> = fields.iter().map(|s| (*s).to_owned()).collect();
    out[2] = if flags.is_empty() { "-".into() } else { flags };
    Some(out.join(" "))
}

/// Waits for the search under way to finish and plays its move; other events wait their turn.
fn await_move(core: &mut Core, rx: &Receiver<Event>, out: &Out, deferred: &mut VecDeque<Event>) {
    loop {
        match rx.recv() {
            Ok(Event::Done { id, best, .. }) if id == core.search_id => {
                return finish(core, out, best);
            }
            Ok(Event::Done { .. }) => {}
            Ok(e) => deferred.push_back(e),
            Err(_) => return,
        }
    }
}

/// Plays the move a finished search chose and announces it (and the result if the game ends).
fn finish(core: &mut Core, out: &Out, best: Option<rukh_rules::Move>) {
    core.worker = None;
    if let Some(m) = best {
        say(out, &format!("move {}", coord(&core.pos, m)));
        core.pos.play_unchecked(m);
    }
    if let Some(o) = core.pos.outcome() {
        say(out, &format!("{} {{{}}}", o.result(), o.describe()));
    }
}

/// An XBoard `option NAME=VALUE`: the clock's reserve for the pipe (`Move Overhead`, in
/// milliseconds, as UCI's option) and the contempt.
fn xboard_option(core: &mut Core, text: &str) -> Result<(), String> {
    let (name, value) = text
        .split_once('=')
        .ok_or("write option NAME=VALUE, e.g. option Move Overhead=500")?;
    let (name, value) = (name.trim(), value.trim());
    if name.eq_ignore_ascii_case("move overhead") {
        let ms: u64 = value
            .parse()
            .map_err(|_| "expected milliseconds".to_string())?;
        core.move_overhead = Duration::from_millis(ms.min(5000));
    } else if name.eq_ignore_ascii_case("contempt") {
        let cp: i32 = value
            .parse()
            .map_err(|_| "expected centipawns".to_string())?;
        core.searcher.lock().expect("searcher").contempt = cp.clamp(-200, 200);
    } else {
        return Err("no such option (Move Overhead, Contempt)".into());
    }
    Ok(())
}
