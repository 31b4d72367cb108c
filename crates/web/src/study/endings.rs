//! The Endings page of each game: every ending of three and four men as Rukh's endgame tables
//! solve it (the share of positions each side wins, the longest win and where it starts), beside
//! what the sources say where they say something. The figures are made once from the full tables
//! (`rukh tb stats --json`, docs/tablebases.md) and built into the site, so the page needs no
//! tables on the server.

use serde::Deserialize;

/// Each game's figures, as `rukh tb stats --json` wrote them.
pub const FIGURES: &[(&str, &str)] = &[
    ("shatranj", include_str!("../../endings/shatranj.json")),
    (
        "chaturanga-davidson",
        include_str!("../../endings/chaturanga-davidson.json"),
    ),
    ("parsi", include_str!("../../endings/parsi.json")),
    (
        "shatranj-kamil-64",
        include_str!("../../endings/shatranj-kamil-64.json"),
    ),
    (
        "great-shatranj",
        include_str!("../../endings/great-shatranj.json"),
    ),
];

#[derive(Deserialize)]
pub struct Figures {
    pub classes: Vec<Class>,
}

#[derive(Deserialize, Clone, Copy, Default)]
pub struct Counts {
    pub white_wins: u64,
    pub draws: u64,
    pub black_wins: u64,
}

#[derive(Deserialize)]
pub struct Class {
    pub class: String,
    pub men: usize,
    pub white_to_move: Counts,
    pub black_to_move: Counts,
    pub longest_plies: u16,
    pub longest_fen: Option<String>,
    pub longest_reason: Option<String>,
    pub verdict: String,
}

/// What the sources say of an ending, and where.
pub struct Said {
    /// Which endings: one class by name, every king and one man against the bare king (`KXvK`),
    /// or every king and two men against it (`KXYvK`).
    pub pattern: &'static str,
    pub verdict: &'static str,
    pub source: &'static str,
}

/// The verdicts of the sources the rules contract follows, and of the classical literature.
pub fn said(id: &str) -> &'static [Said] {
    match id {
        "shatranj" => &[
            Said {
                pattern: "KXvK",
                verdict: "Won by bare king, unless the lone king takes the last man at once (then drawn).",
                source: "AncientChess.com booklet (R. Knowlton, after Murray 1913), rules contract shatranj.md §6",
            },
            Said {
                pattern: "KXYvK",
                verdict: "The bare king loses at once: no single move can bare two men.",
                source: "rules contract shatranj.md §6, decision 3",
            },
            Said {
                pattern: "KRvKN",
                verdict: "\"Kt v. R is a drawn game.\"",
                source: "H. J. R. Murray, A History of Chess (1913), ch. XIII, from the Arabic manuscript AH",
            },
        ],
        "chaturanga-davidson" => &[
            Said {
                pattern: "KXvK",
                verdict: "Won by bare king, unless the lone king takes the last man at once (then drawn).",
                source: "Game Courier preset of Davidson's rules, rules contract chaturanga-davidson.md",
            },
            Said {
                pattern: "KXYvK",
                verdict: "An automatic loss for the lone king.",
                source: "Game Courier preset of Davidson's rules, rules contract chaturanga-davidson.md",
            },
        ],
        "great-shatranj" => &[Said {
            pattern: "KXvK",
            verdict: "\"If your opponent only has a King at the beginning of your turn, and your king is not yet bare, you win\": the bare king's one move must take the last man.",
            source: "Great Shatranj rules (Chess Variant Pages), rules contract great-shatranj.md",
        }],
        "parsi" => &[Said {
            pattern: "KXvK",
            verdict: "Boorj, the least creditable of the three wins; \"in many parts it is deemed a drawn game\".",
            source: "Shastree (1817), via the Ludii evidence DLP.Evidence.1317; rules contract parsi.md",
        }],
        "shatranj-kamil-64" => &[
            Said {
                pattern: "KXvK",
                verdict: "The lone king has ten moves to reach a draw (by taking the last man or by stalemating); after its tenth the other side wins.",
                source: "D. Paulowich, Shatranj Kamil (64), Rule 5; rules contract shatranj-kamil-64.md",
            },
            Said {
                pattern: "KPvK",
                verdict: "Can end several ways: the lone king draws by taking the pawn or by stalemating; the pawn's side wins by stalemate or after the ten moves.",
                source: "D. Paulowich, Shatranj Kamil (64), Rule 4's example",
            },
        ],
        _ => &[],
    }
}

/// Whether `pattern` covers the class named `class` (stronger side first).
pub fn covers(pattern: &str, class: &str) -> bool {
    let (w, b) = class.split_once('v').unwrap_or((class, ""));
    match pattern {
        "KXvK" => b.len() == 1 && w.len() == 2,
        "KXYvK" => b.len() == 1 && w.len() == 3,
        exact => exact == class,
    }
}

/// A game's figures, when they were made.
pub fn figures(id: &str) -> Option<Figures> {
    FIGURES
        .iter()
        .find(|(i, _)| *i == id)
        .and_then(|(_, text)| serde_json::from_str(text).ok())
}
