//! How XBoard names the family's games and describes their men, for the PGN Rukh writes and the
//! engine's `setup` and `piece` commands alike.
//!
//! XBoard reads a PGN's `Variant` tag by looking for the names it knows anywhere in it: it opens
//! `great-shatranj` and `shatranj-kamil-64` as Shatranj, and a name it does not know as chess.
//! So a game goes by XBoard's own name where XBoard has one (`shatranj`, `great`), and otherwise
//! by a name that holds none of XBoard's, with its men in a `VariantMen` tag, as XBoard itself
//! writes the games of an engine's own variants.

use crate::variant::Variant;

/// The variant name a game goes by in XBoard: its own name where it has one, and otherwise a
/// name that contains none of XBoard's (the engine's `variant` command).
pub fn name(id: &str) -> &str {
    match id {
        "great-shatranj" => "great",
        "shatranj-kamil-64" => "kamil",
        other => other,
    }
}

/// The `Variant` tag of a game's PGN, as XBoard reads it: `shatranj`, `great`, and for a game
/// XBoard does not know `fairy-` and a name holding none of XBoard's (`fairy-parsi`,
/// `fairy-kamil`). XBoard plays its "fairy" variant with the men the `VariantMen` tag gives
/// from the `FEN` tag's position; under any other name it refuses the game's letters ("Bad FEN
/// position") or opens it as chess.
/// A game of a player's or an operator's own keeps its id (the site finds its file by it).
pub fn pgn_name(id: &str) -> String {
    match id {
        "shatranj" | "great-shatranj" => name(id).to_owned(),
        "chaturanga-davidson" | "parsi" | "shatranj-kamil-64" => format!("fairy-{}", name(id)),
        other => other.to_owned(),
    }
}

/// Whether a game's PGN carries its men and position for XBoard (`VariantMen`, `FEN`): the
/// built-in games but Shatranj, whose men and start XBoard has as Rukh does (its Great Shatranj
/// starts otherwise).
pub fn described_in_pgn(id: &str) -> bool {
    matches!(
        id,
        "great-shatranj" | "chaturanga-davidson" | "parsi" | "shatranj-kamil-64"
    )
}

/// Whether `fen` is the start of `v` as XBoard writes it for a game it plays by an engine's
/// definition: the start's men and side to move, with `-` for the flags (XBoard's field is for
/// castling), where Rukh's start names the men that have not moved (Parsi's pawns' double steps
/// and the rajas' leaps). XBoard cannot carry those flags in a FEN, so such a FEN means the start,
/// flags and all.
pub fn start_without_flags(v: &std::sync::Arc<Variant>, fen: &str) -> bool {
    let start = v.start_position().fen();
    let head = |f: &str| f.split_whitespace().take(2).collect::<Vec<_>>().join(" ");
    let flags = |f: &str| f.split_whitespace().nth(2).unwrap_or("-").to_owned();
    head(fen) == head(&start) && flags(fen) == "-" && flags(&start) != "-"
}

/// The Betza description XBoard gets for the man of `kind`: the definition's, with the special
/// moves the game's rules add (Parsi's raja leap and the pawns' double step) where Betza can say
/// them. The raja's leap is said as a plain non-capturing leap (`mN`), not an initial one
/// (`imN`): it stays until used or until the raja is checked, even after the raja has moved,
/// which Betza cannot say, and XBoard refused such a leap as illegal and forfeited the game.
/// XBoard so allows more than the rules; the engine refuses the rest.
pub fn described_moves(v: &Variant, kind: usize) -> String {
    let p = &v.pieces[kind];
    let mut b = p.betza.clone();
    if p.royal && !v.rules.royal_leap.is_empty() && !v.rules.king_capture {
        b.push_str(&format!("m{}", v.rules.royal_leap));
    }
    if p.pawn && !v.rules.double_step_files.is_empty() {
        b.push_str("ifmnD");
    }
    b
}

/// XBoard's `VariantMen` tag for a game: each man's letter and moves, `P:fmWfcF;N:N;...`.
pub fn variant_men(v: &Variant) -> String {
    (0..v.pieces.len())
        .map(|k| format!("{}:{}", v.pieces[k].letter, described_moves(v, k)))
        .collect::<Vec<_>>()
        .join(";")
}
