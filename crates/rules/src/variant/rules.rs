//! The switchable rules of a game: every rule that the sources dispute, or that Betza notation
//! cannot say, is a named key here, implemented once in Rust and chosen by the variant file.
//! A user overrides any of them by name (`--rule boorj=draw`).

use serde::{Deserialize, Serialize};

/// What happens to a side that has no legal move and is not in check.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stalemate {
    /// The stalemated side loses (Shatranj, Kamil).
    Loss,
    /// A draw (Great Shatranj).
    Draw,
    /// A move that stalemates the opponent is illegal, unless it is the only kind of move left;
    /// a stalemate that happens anyway is a draw (Parsi).
    Forbidden,
}

/// The bare-king family of rules.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BareKing {
    /// No bare-king rule (two lone kings still draw).
    None,
    /// A side bared of all its men loses at the start of its opponent's turn, unless it bared the
    /// opponent in return (draw): Shatranj, Davidson, Great Shatranj.
    Shatranj,
    /// Baring the opponent ends the game at once ("Boorj", Parsi).
    Boorj,
    /// A lone king has a number of moves (reset by its captures) to draw; then the opponent wins
    /// (Shatranj Kamil).
    Counted,
}

/// Whether a rule ends the game by itself or gives a player the right to claim.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Adjudication {
    Automatic,
    Claim,
}

/// What a promotion square's file means in `file` promotion mode.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PromotionFile {
    Destination,
    Origin,
}

/// Which checkmates by a pawn earn the pawn-mate grade.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PawnMate {
    /// The pawn that moved, not promoting, gives check itself.
    PawnGivesCheck,
    /// Any mate delivered by a pawn move (discovered checks and promotions included).
    PawnMoved,
}

/// A side with no legal move at all (in games where kings may be captured).
#[derive(Copy, Clone, Debug, Eq, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoMoves {
    Loss,
    Draw,
}

/// The rule keys of a variant, with their defaults.
#[derive(Clone, Debug, Eq, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case", default)]
pub struct Rules {
    /// Kings are ordinary targets: moving into check is allowed and taking a king wins.
    pub king_capture: bool,
    /// With `king-capture`: the result for a side that has no move at all.
    pub no_moves: NoMoves,
    pub stalemate: Stalemate,
    /// A stalemate given by a side that has only its king is a draw (Kamil Rule 4).
    pub lone_stalemater_draws: bool,
    pub bare_king: BareKing,
    /// `shatranj` baring: a bare side to move whose opponent has two or more men loses at once
    /// (it cannot bare them in one move). Off: it plays on, and a stalemate then counts first.
    pub bared_loses_vs_two: bool,
    /// `shatranj` baring is judged before a lack of moves (stalemate) of the side to move.
    pub bare_king_first: bool,
    /// `boorj` baring: `win` for the baring side (lowest grade) or `draw`.
    pub boorj: BoorjResult,
    /// `counted` baring: moves a lone king has to draw.
    pub lone_king_moves: u32,
    /// `counted` baring: whether the opponent wins automatically or may claim.
    pub lone_king_win: Adjudication,
    /// Draw on this repetition of a position (0: off). A convention, not a source rule.
    pub repetition: u32,
    /// Draw after this many moves by each side without a capture or pawn move (0: off). A convention.
    pub move_rule: u32,
    /// A move giving perpetual check (the checker's third repetition) is illegal unless nothing else is.
    pub perpetual_check_illegal: bool,
    /// Betza of a once-per-game non-capturing king move, lost once the king is checked (Parsi: `N`).
    pub royal_leap: String,
    /// Files whose pawns may step two squares from their start square.
    pub double_step_files: Vec<String>,
    /// The double step needs the piece that started behind the pawn to have never moved.
    pub double_step_needs_unmoved_master: bool,
    /// `file` promotion: which file decides the new piece and the gate.
    pub promotion_file: PromotionFile,
    /// `file` promotion on the king's file: the letter of the piece it becomes (gated by its
    /// count), or `-` if that pawn may never promote.
    pub royal_file_promotes_to: String,
    /// Letter of the piece that may make one extra move right after being made by promotion, when
    /// no enemy piece attacks the promotion square (Parsi's knight: `N`).
    pub promotion_bonus: String,
    /// Report grades of victory (Parsi: Boorj < checkmate < pawn mate).
    pub grades: bool,
    pub pawn_mate: PawnMate,
}

#[derive(Copy, Clone, Debug, Eq, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoorjResult {
    Win,
    Draw,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            king_capture: false,
            no_moves: NoMoves::Loss,
            stalemate: Stalemate::Draw,
            lone_stalemater_draws: false,
            bare_king: BareKing::None,
            bared_loses_vs_two: true,
            bare_king_first: true,
            boorj: BoorjResult::Win,
            lone_king_moves: 10,
            lone_king_win: Adjudication::Automatic,
            repetition: 3,
            move_rule: 50,
            perpetual_check_illegal: false,
            royal_leap: String::new(),
            double_step_files: Vec::new(),
            double_step_needs_unmoved_master: false,
            promotion_file: PromotionFile::Destination,
            royal_file_promotes_to: "-".to_owned(),
            promotion_bonus: String::new(),
            grades: false,
            pawn_mate: PawnMate::PawnGivesCheck,
        }
    }
}

impl Rules {
    /// The keys a variant file may set, for help texts.
    pub fn keys() -> Vec<String> {
        let value = toml::Value::try_from(Rules::default()).expect("rules serialize");
        value
            .as_table()
            .map(|t| t.keys().cloned().collect())
            .unwrap_or_default()
    }
}
