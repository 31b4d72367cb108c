//! The data form of a game: what a variant file says, before it is checked and compiled.
//!
//! Variant files are TOML. Every key is documented in `variants/README.md`.

use serde::{Deserialize, Serialize};

/// A game as written in a variant file.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Definition {
    /// Short identifier, lower case with hyphens (e.g. `shatranj`).
    pub id: String,
    /// The name shown to people.
    pub name: String,
    #[serde(default)]
    pub description: String,
    /// Where the rules come from.
    #[serde(default)]
    pub sources: Vec<String>,
    pub files: u8,
    pub ranks: u8,
    /// Board drawing: `checkered`, `plain` or `ashtapada` (cosmetic).
    #[serde(default = "default_board")]
    pub board: String,
    /// The start position as FEN (with the project's extensions where the game needs them).
    pub start: String,
    #[serde(rename = "piece")]
    pub pieces: Vec<PieceDefinition>,
    #[serde(default)]
    pub promotion: Option<PromotionDefinition>,
    #[serde(default)]
    pub rules: toml::Table,
    /// The engine's evaluation weights for this game, by the names `rukh tune` prints (those
    /// left out keep their defaults). Not rules: they change how the engine plays, not what is
    /// legal.
    #[serde(default)]
    pub evaluation: std::collections::BTreeMap<String, i32>,
}

fn default_board() -> String {
    "checkered".to_owned()
}

/// One kind of piece.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct PieceDefinition {
    pub name: String,
    /// The FEN letter, upper case (White); Black uses the lower case.
    pub letter: String,
    /// Other letters that mean this piece when reading SAN (e.g. another program's letters).
    #[serde(default)]
    pub aliases: Vec<String>,
    /// The moves in Betza notation, e.g. `fmWfcF`.
    pub betza: String,
    /// The king: checks matter, and it cannot be taken unless the rules say kings may be captured.
    #[serde(default)]
    pub royal: bool,
    /// A pawn: its moves reset the move-count rule and it may promote.
    #[serde(default)]
    pub pawn: bool,
    /// A rough value in hundredths of a pawn, for engines; without one, estimated from the
    /// piece's moves ([`crate::betza::estimate_value`]; a royal piece 0, a pawn 100).
    #[serde(default)]
    pub value: Option<i32>,
    /// How the site draws it: a figure of its piece sets (`king`, `counsellor`, `elephant`,
    /// `horse`, `chariot`, `boat`, `pawn`, `soldier`, `general`, `minister`, `priestess`,
    /// `war-machine`, `silver-general`); without one, a disc with its letter.
    #[serde(default)]
    pub figure: Option<String>,
}

/// How pawns promote.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct PromotionDefinition {
    /// How many ranks at the far end form the promotion zone (default 1: the last rank).
    #[serde(default = "one")]
    pub zone: u8,
    /// `choice`: any of `pieces`; `lost`: a piece of `pieces` that its side has fewer of than at the
    /// start, or any of `always`; `file`: the piece that started on the promotion file's back rank
    /// (gated: only when fewer of that kind remain than at the start).
    #[serde(default = "choice")]
    pub mode: String,
    /// Piece letters a pawn may become.
    #[serde(default)]
    pub pieces: Vec<String>,
    /// In `lost` mode: letters that are always available.
    #[serde(default)]
    pub always: Vec<String>,
    /// Whether a pawn must promote on entering the zone (true) or may stay a pawn.
    #[serde(default = "yes")]
    pub mandatory: bool,
}

fn one() -> u8 {
    1
}
fn yes() -> bool {
    true
}
fn choice() -> String {
    "choice".to_owned()
}
