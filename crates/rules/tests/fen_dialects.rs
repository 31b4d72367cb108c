//! FENs as other programs write them, collected by running the Debian packages: XBoard 4.9's
//! `setboard` (from its debug log), Sjaak II 1.4.1's `fen` command, and Fairy-Stockfish 11.1's `d`.
//! Each is read into the same position as the canonical FEN, which is what Rukh writes back.

mod common;

use rukh_rules::Position;

fn same(id: &str, theirs: &str, canonical: &str) {
    let v = common::variant(id);
    let p = Position::from_fen(&v, theirs).unwrap_or_else(|e| panic!("{id} {theirs}: {e}"));
    assert_eq!(p.fen(), canonical, "{id}: {theirs}");
}

fn refused(id: &str, fen: &str, words: &str) {
    let v = common::variant(id);
    let e = Position::from_fen(&v, fen)
        .err()
        .unwrap_or_else(|| panic!("{id}: {fen} was accepted"))
        .to_string();
    assert!(e.contains(words), "{id} {fen}: {e}");
}

#[test]
fn xboard_setboard_strings() {
    // XBoard 4.9, `-variant shatranj -lpf`: no castling and no en-passant field.
    same(
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBKQBNR b 0 1",
        "rnbkqbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBKQBNR b - - 0 1",
    );
    // The castling field alone, without en passant.
    same(
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - 0 1",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
    );
    // XBoard's Great Shatranj carries an (empty) holdings bracket for its promotion choice.
    same(
        "great-shatranj",
        "wnegkmhenw/pppppppppp/10/10/4P5/10/PPPP1PPPPP/WNEGKMHENW[-] b - - 0 1",
        "wnegkmhenw/pppppppppp/10/10/4P5/10/PPPP1PPPPP/WNEGKMHENW b - - 0 1",
    );
    same(
        "great-shatranj",
        "w1egkmhenw/pppppppppp/10/10/10/10/PPPP1PPPPP/WNEGKMHENW[Nn] w - - 0 1",
        "w1egkmhenw/pppppppppp/10/10/10/10/PPPP1PPPPP/WNEGKMHENW w - - 0 1",
    );
    same(
        "chaturanga-davidson",
        "rneqkenr/pppppppp/8/8/8/4P3/PPPP1PPP/RNEKQENR b 0 1",
        "rneqkenr/pppppppp/8/8/8/4P3/PPPP1PPP/RNEKQENR b - - 0 1",
    );
    same(
        "shatranj-kamil-64",
        "rnseksnr/pp1ge1pp/2pppp2/8/8/2PPPP2/PP1GE1PP/RNSEKSNR w 0 1",
        "rnseksnr/pp1ge1pp/2pppp2/8/8/2PPPP2/PP1GE1PP/RNSEKSNR w - - 0 1",
    );
}

#[test]
fn sjaak_ii_fen_strings() {
    // Sjaak II 1.4.1, `variant shatranj`, `e2e3`, `fen` (after its reply).
    same(
        "shatranj",
        "r1bkqbnr/pppppppp/n7/8/8/4P3/PPPP1PPP/RNBKQBNR w 1 2",
        "r1bkqbnr/pppppppp/n7/8/8/4P3/PPPP1PPP/RNBKQBNR w - - 1 2",
    );
    same(
        "great-shatranj",
        "w1egkmhenw/pppppppppp/n9/10/10/4P5/PPPP1PPPPP/WNEGKMHENW w 1 2",
        "w1egkmhenw/pppppppppp/n9/10/10/4P5/PPPP1PPPPP/WNEGKMHENW w - - 1 2",
    );
    // Problem collections and FEN files often carry a chess castling field.
    same(
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
    );
    same(
        "great-shatranj",
        "wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW w JAja - 0 1",
        "wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW w - - 0 1",
    );
}

#[test]
fn fairy_stockfish_fen_strings() {
    // Fairy-Stockfish 11.1, `position startpos moves e2e3 e7e6`, `d`.
    same(
        "shatranj",
        "rnbkqbnr/pppp1ppp/4p3/8/8/4P3/PPPP1PPP/RNBKQBNR w - - 0 2",
        "rnbkqbnr/pppp1ppp/4p3/8/8/4P3/PPPP1PPP/RNBKQBNR w - - 0 2",
    );
    // Its chaturanga writes a chess castling field; on Davidson's board it is ignored.
    same(
        "chaturanga-davidson",
        "rneqkenr/pppppppp/8/8/8/4P3/PPPP1PPP/RNEKQENR b KQkq - 0 1",
        "rneqkenr/pppppppp/8/8/8/4P3/PPPP1PPP/RNEKQENR b - - 0 1",
    );
    // `parsi-approx` cannot carry Parsi's flags: a '-' there means every master has moved.
    same(
        "parsi",
        "rnbkqbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b - - 0 1",
        "rnbkqbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b - - 0 1",
    );
}

#[test]
fn counters_and_fields_may_be_left_out() {
    for fen in [
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w -",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - -",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR  w  -  -  0  1 ",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR\tw - - 0 1",
    ] {
        same(
            "shatranj",
            fen,
            "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
        );
    }
    // Kamil's lone-king counts with or without the counters before them.
    let canonical = "4k3/8/8/8/8/8/8/R3K3 b - - 0 1 w0b3";
    for fen in [
        canonical,
        "4k3/8/8/8/8/8/8/R3K3 b - - b3",
        "4k3/8/8/8/8/8/8/R3K3 b b3",
        "4k3/8/8/8/8/8/8/R3K3 b 0 1 b3",
    ] {
        same("shatranj-kamil-64", fen, canonical);
    }
}

#[test]
fn parsi_flags_keep_their_own_form() {
    same(
        "parsi",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ADEHLadehl 0 1",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ADEHLadehl - 0 1",
    );
    // A chess castling field cannot say which of the raja, vizier and rooks have moved.
    refused(
        "parsi",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "ADEHLadehl",
    );
}

#[test]
fn what_is_still_refused_says_where() {
    refused(
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - e3 0 1",
        "no en passant",
    );
    refused(
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w XYZ - 0 1",
        "has no castling",
    );
    refused(
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1 7",
        "after the move number",
    );
    refused(
        "great-shatranj",
        "wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW[Z] w - - 0 1",
        "holdings",
    );
    refused(
        "shatranj",
        &format!("{} w - - 0 1", "8/".repeat(5000)),
        "bytes long",
    );
}
