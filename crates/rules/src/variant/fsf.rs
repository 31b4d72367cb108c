//! Fairy-Stockfish's `variants.ini` format: a section read into a Rukh variant file, and a Rukh
//! game written as a section.
//!
//! Reading follows Fairy-Stockfish's own parser: `[name]` or `[name:template]` headers, `key =
//! value` lines, `#` and `;` comment lines; a section with a template starts from that variant (an
//! earlier section of the file, or one of Fairy-Stockfish's built-in variants of this family,
//! restated in `fsf_builtin.ini`), one without starts from no pieces and Fairy-Stockfish's
//! defaults. Piece keys are read before the other keys of a section, as Fairy-Stockfish does.
//!
//! Every setting that changes the game and that Rukh cannot express is reported as a warning that
//! names its line; none is dropped silently. Writing works the other way: each rule that
//! Fairy-Stockfish can only approximate gets a comment above the setting that approximates it.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use super::{BareKing, BoorjResult, NoMoves, PromotionMode, Stalemate, Variant, VariantError};
use crate::betza::{self, BetzaMove};
use crate::color::Color;
use toml_edit::{Array, ArrayOfTables, DocumentMut, Item, Table, Value, value};

const BUILTIN_INI: &str = include_str!("fsf_builtin.ini");

/// Fairy-Stockfish's built-in templates, read once.
fn builtin_sections() -> &'static [Section] {
    static SECTIONS: std::sync::OnceLock<Vec<Section>> = std::sync::OnceLock::new();
    SECTIONS.get_or_init(|| parse_ini(BUILTIN_INI).expect("built-in templates parse"))
}

/// The names of Fairy-Stockfish's built-in templates this reader knows.
pub fn builtin_templates() -> Vec<String> {
    builtin_sections().iter().map(|s| s.name.clone()).collect()
}

/// A `key = value` line.
#[derive(Clone, Debug)]
pub struct Entry {
    pub key: String,
    pub value: String,
    /// 1-based line number.
    pub line: usize,
}

/// One `[name]` or `[name:template]` section.
#[derive(Clone, Debug)]
pub struct Section {
    pub name: String,
    pub template: Option<String>,
    pub line: usize,
    pub entries: Vec<Entry>,
}

/// Why a section could not be read.
#[derive(Debug, thiserror::Error)]
pub enum FsfError {
    #[error("line {line}: {message}")]
    Syntax { line: usize, message: String },
    #[error("{0}")]
    Section(String),
    #[error("section [{section}] cannot be a Rukh game: {message}")]
    Inexpressible { section: String, message: String },
    #[error("section [{section}]: the translated game was refused: {source}")]
    Variant {
        section: String,
        source: VariantError,
    },
}

/// Splits an ini text into sections (text before the first header is ignored, as by
/// Fairy-Stockfish).
pub fn parse_ini(text: &str) -> Result<Vec<Section>, FsfError> {
    if text.len() as u64 > super::MAX_DEFINITION_BYTES {
        return Err(FsfError::Section(format!(
            "the file is {} bytes long; at most {} are read",
            text.len(),
            super::MAX_DEFINITION_BYTES
        )));
    }
    let mut sections: Vec<Section> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let input = raw.trim_end_matches('\r');
        if let Some(rest) = input.strip_prefix('[') {
            let Some(end) = rest.find(']') else {
                return Err(FsfError::Syntax {
                    line,
                    message: format!("section header '{input}' has no closing ']'"),
                });
            };
            let head = &rest[..end];
            let (name, template) = match head.split_once(':') {
                Some((n, t)) => (n.trim(), Some(t.trim().to_owned())),
                None => (head.trim(), None),
            };
            if name.is_empty() {
                return Err(FsfError::Syntax {
                    line,
                    message: "a section header needs a name: [name] or [name:template]".into(),
                });
            }
            sections.push(Section {
                name: name.to_owned(),
                template: template.filter(|t| !t.is_empty()),
                line,
                entries: Vec::new(),
            });
            continue;
        }
        let Some(section) = sections.last_mut() else {
            continue;
        };
        let t = input.trim_start();
        if t.is_empty() || t.starts_with('#') || t.starts_with(';') {
            continue;
        }
        match input.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => section.entries.push(Entry {
                key: k.trim().to_owned(),
                value: v.trim().to_owned(),
                line,
            }),
            _ => {
                return Err(FsfError::Syntax {
                    line,
                    message: format!("'{t}' is not a 'key = value' line"),
                });
            }
        }
    }
    Ok(sections)
}

/// Where a setting came from, for warnings.
#[derive(Clone, Debug)]
enum Origin {
    Line(usize),
    Builtin(String),
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Origin::Line(n) => write!(f, "line {n}"),
            Origin::Builtin(name) => write!(f, "Fairy-Stockfish's built-in '{name}'"),
        }
    }
}

/// Fairy-Stockfish's predefined piece types: key, Betza, a name for people.
const PIECE_TYPES: [(&str, &str, &str); 30] = [
    ("pawn", "fmWfceF", "Pawn"),
    ("knight", "N", "Knight"),
    ("bishop", "B", "Bishop"),
    ("rook", "R", "Rook"),
    ("queen", "Q", "Queen"),
    ("fers", "F", "Fers"),
    ("alfil", "A", "Alfil"),
    ("fersAlfil", "FA", "Fers-Alfil"),
    ("silver", "FfW", "Silver General"),
    ("aiwok", "RNF", "Ai-Wok"),
    ("bers", "RF", "Bers"),
    ("archbishop", "BN", "Archbishop"),
    ("chancellor", "RN", "Chancellor"),
    ("amazon", "QN", "Amazon"),
    ("knibis", "mNcB", "Knibis"),
    ("biskni", "mBcN", "Biskni"),
    ("kniroo", "mNcR", "Kniroo"),
    ("rookni", "mRcN", "Rookni"),
    ("shogiPawn", "fW", "Shogi Pawn"),
    ("lance", "fR", "Lance"),
    ("shogiKnight", "fN", "Shogi Knight"),
    ("gold", "WfF", "Gold General"),
    ("dragonHorse", "BW", "Dragon Horse"),
    ("clobber", "cW", "Clobber"),
    ("breakthrough", "fmWfF", "Breakthrough Piece"),
    ("soldier", "fsW", "Soldier"),
    ("wazir", "W", "Wazir"),
    ("commoner", "K", "Commoner"),
    ("centaur", "KN", "Centaur"),
    ("king", "K", "King"),
];

/// Built-in types whose moves Rukh's Betza cannot state (hoppers, Fairy-Stockfish's lame leaps).
const INEXPRESSIBLE_TYPES: [(&str, &str); 7] = [
    ("immobile", ""),
    ("cannon", "mRcpR"),
    ("janggiCannon", "pR"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("janggiElephant", "nZ"),
    ("banner", "RcpRnN"),
];

fn is_piece_key(key: &str) -> bool {
    PIECE_TYPES.iter().any(|(k, _, _)| *k == key)
        || INEXPRESSIBLE_TYPES.iter().any(|(k, _)| *k == key)
        || key
            .strip_prefix("customPiece")
            .and_then(|n| n.parse::<u32>().ok())
            .is_some_and(|n| (1..=25).contains(&n))
}

#[derive(Clone, Debug)]
struct FsfPiece {
    slot: String,
    letter: char,
    /// Betza for custom pieces and a custom king.
    betza: Option<String>,
    origin: Origin,
}

#[derive(Clone, Debug)]
struct Setting {
    value: String,
    origin: Origin,
}

/// A variant as Fairy-Stockfish would hold it after reading its section.
#[derive(Clone, Debug, Default)]
struct Model {
    files: u8,
    ranks: u8,
    pieces: Vec<FsfPiece>,
    /// Piece-set settings as slots (read against the pieces known when the setting was read).
    sets: BTreeMap<String, (Vec<String>, bool, Origin)>,
    settings: BTreeMap<String, Setting>,
}

/// Settings whose value names pieces.
const SET_KEYS: [&str; 11] = [
    "promotionPieceTypes",
    "promotionPieceTypesWhite",
    "promotionPieceTypesBlack",
    "pawnTypes",
    "promotionPawnTypes",
    "promotionPawnTypesWhite",
    "promotionPawnTypesBlack",
    "extinctionPieceTypes",
    "nMoveRuleTypes",
    "enPassantTypes",
    "castlingRookPieces",
];

impl Model {
    fn new() -> Model {
        Model {
            files: 8,
            ranks: 8,
            ..Default::default()
        }
    }

    fn slot_of(&self, letter: char) -> Option<&FsfPiece> {
        self.pieces
            .iter()
            .find(|p| p.letter == letter.to_ascii_lowercase())
    }

    fn apply(&mut self, section: &Section, origin: &dyn Fn(usize) -> Origin) {
        // Fairy-Stockfish reads the board size and the pieces first, then the rest.
        for e in &section.entries {
            match e.key.as_str() {
                "maxRank" => {
                    if let Some(n) = parse_rank_or_file(&e.value) {
                        self.ranks = n;
                    }
                }
                "maxFile" => {
                    if let Some(n) = parse_rank_or_file(&e.value) {
                        self.files = n;
                    }
                }
                _ => {}
            }
        }
        for e in section.entries.iter().filter(|e| is_piece_key(&e.key)) {
            let first = e.value.chars().next();
            match first {
                Some(c) if c.is_ascii_alphabetic() => {
                    let letter = c.to_ascii_lowercase();
                    let betza = e
                        .value
                        .get(2..)
                        .filter(|b| !b.is_empty())
                        .map(str::to_owned);
                    self.pieces
                        .retain(|p| p.slot == e.key || p.letter != letter);
                    let piece = FsfPiece {
                        slot: e.key.clone(),
                        letter,
                        betza,
                        origin: origin(e.line),
                    };
                    match self.pieces.iter_mut().find(|p| p.slot == e.key) {
                        Some(p) => *p = piece,
                        None => self.pieces.push(piece),
                    }
                }
                _ => {
                    self.pieces.retain(|p| p.slot != e.key);
                    for key in [
                        "promotionPieceTypes",
                        "promotionPieceTypesWhite",
                        "promotionPieceTypesBlack",
                    ] {
                        if let Some((slots, _, _)) = self.sets.get_mut(key) {
                            slots.retain(|s| *s != e.key);
                        }
                    }
                }
            }
        }
        for e in &section.entries {
            if is_piece_key(&e.key) {
                continue;
            }
            if SET_KEYS.contains(&e.key.as_str()) {
                let all = e.value.contains('*');
                let slots = e
                    .value
                    .chars()
                    .filter(|c| c.is_ascii_alphabetic())
                    .filter_map(|c| self.slot_of(c).map(|p| p.slot.clone()))
                    .collect();
                self.sets
                    .insert(e.key.clone(), (slots, all, origin(e.line)));
            }
            self.settings.insert(
                e.key.clone(),
                Setting {
                    value: e.value.clone(),
                    origin: origin(e.line),
                },
            );
        }
    }

    fn get(&self, key: &str) -> Option<&Setting> {
        self.settings.get(key)
    }

    fn value(&self, key: &str) -> Option<&str> {
        self.get(key).map(|s| s.value.as_str())
    }

    fn flag(&self, key: &str, default: bool) -> bool {
        match self.value(key) {
            Some(v) => v == "true",
            None => default,
        }
    }

    fn number(&self, key: &str, default: i64) -> i64 {
        self.value(key)
            .and_then(|v| v.split_whitespace().next())
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    }

    /// A piece set: White's (or both) or Black's own key, falling back to the shared one.
    fn set(&self, key: &str, color: Option<Color>) -> Option<&(Vec<String>, bool, Origin)> {
        if let Some(c) = color {
            let own = format!("{key}{}", if c == Color::White { "White" } else { "Black" });
            if let Some(s) = self.sets.get(&own) {
                return Some(s);
            }
        }
        self.sets.get(key)
    }

    fn origin(&self, key: &str) -> String {
        self.get(key)
            .map(|s| s.origin.to_string())
            .unwrap_or_else(|| "default".into())
    }
}

fn parse_rank_or_file(v: &str) -> Option<u8> {
    let v = v.trim();
    if let Ok(n) = v.parse::<u8>() {
        return Some(n);
    }
    let c = v.chars().next()?;
    c.is_ascii_lowercase().then(|| c as u8 - b'a' + 1)
}

/// Squares of a Fairy-Stockfish bitboard value (`*8`, `a*`, `d4 e4`, `-`), as (file, rank) from 0.
fn parse_squares(value: &str, files: u8, ranks: u8) -> Option<BTreeSet<(u8, u8)>> {
    let mut out = BTreeSet::new();
    for symbol in value.split_whitespace() {
        if symbol == "-" {
            break;
        }
        let bytes = symbol.as_bytes();
        if let Some(r) = symbol.strip_prefix('*') {
            let r: u8 = r.parse().ok()?;
            (1..=ranks).contains(&r).then_some(())?;
            out.extend((0..files).map(|f| (f, r - 1)));
        } else if bytes.len() == 2 && bytes[1] == b'*' && bytes[0].is_ascii_alphabetic() {
            let f = bytes[0].to_ascii_lowercase() - b'a';
            (f < files).then_some(())?;
            out.extend((0..ranks).map(|r| (f, r)));
        } else if bytes.first()?.is_ascii_alphabetic() {
            let f = bytes[0].to_ascii_lowercase() - b'a';
            let r: u8 = symbol[1..].parse().ok()?;
            (f < files && (1..=ranks).contains(&r)).then_some(())?;
            out.insert((f, r - 1));
        } else {
            return None;
        }
    }
    Some(out)
}

/// The men of a FEN board field: (file, rank from 0 at White's side, letter).
fn board_men(board: &str, ranks: u8) -> Vec<(u8, u8, char)> {
    let mut men = Vec::new();
    for (i, row) in board.split('/').enumerate() {
        let rank = (ranks as usize).saturating_sub(1 + i).min(255) as u8;
        let mut file = 0u8;
        let mut digits = 0u32;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                digits = digits.saturating_mul(10).saturating_add(d);
                continue;
            }
            file = file.saturating_add(digits.min(255) as u8);
            digits = 0;
            if c.is_ascii_alphabetic() {
                men.push((file, rank, c));
                file = file.saturating_add(1);
            }
        }
    }
    men
}

/// The result of reading a section.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The section read.
    pub section: String,
    /// The Rukh variant file (TOML), already checked by compiling it.
    pub toml: String,
    /// Each setting that could not be expressed, with where it was written.
    pub warnings: Vec<String>,
}

/// The settings that do not change the rules (how XBoard draws, how strongly the engine plays).
const DISPLAY_KEYS: [&str; 6] = [
    "variantTemplate",
    "pieceToCharTable",
    "pocketSize",
    "pieceValueMg",
    "pieceValueEg",
    "nnueAlias",
];

/// Settings Rukh reads (the others are checked against their defaults).
const READ_KEYS: [&str; 41] = [
    "maxRank",
    "maxFile",
    "startFen",
    "promotionRank",
    "promotionRegionWhite",
    "promotionRegionBlack",
    "promotionPieceTypes",
    "promotionPieceTypesWhite",
    "promotionPieceTypesBlack",
    "promotionLimit",
    "mandatoryPawnPromotion",
    "pawnTypes",
    "promotionPawnTypes",
    "promotionPawnTypesWhite",
    "promotionPawnTypesBlack",
    "nMoveRuleTypes",
    "doubleStep",
    "doubleStepRank",
    "doubleStepRankMin",
    "doubleStepRegionWhite",
    "doubleStepRegionBlack",
    "enPassantRegion",
    "enPassantRegionWhite",
    "enPassantRegionBlack",
    "enPassantTypes",
    "castling",
    "stalemateValue",
    "checkmateValue",
    "nMoveRule",
    "nFoldRule",
    "nFoldValue",
    "perpetualCheckIllegal",
    "extinctionValue",
    "extinctionClaim",
    "extinctionPseudoRoyal",
    "extinctionPieceTypes",
    "extinctionPieceCount",
    "extinctionOpponentPieceCount",
    "checking",
    "chess960",
    "castlingRookPieces",
];

/// Settings that end in a game Rukh cannot play at all when set.
const FATAL_KEYS: [(&str, &str); 5] = [
    ("pieceDrops", "pieces in hand (drops)"),
    ("mustDrop", "a setup by drops"),
    ("twoBoards", "two boards (bughouse)"),
    ("wallingRule", "walls placed on the board"),
    ("seirawanGating", "gating pieces in from outside the board"),
];

/// Settings whose default is "off"; when turned on, Rukh has no equivalent.
const OFF_BY_DEFAULT: [&str; 49] = [
    "gating",
    "sittuyinPromotion",
    "promotedPieceType",
    "piecePromotionOnCapture",
    "mandatoryPiecePromotion",
    "pieceDemotion",
    "blastOnCapture",
    "blastImmuneTypes",
    "mutuallyImmuneTypes",
    "petrifyOnCaptureTypes",
    "petrifyBlastPieces",
    "tripleStepRegionWhite",
    "tripleStepRegionBlack",
    "castlingDroppedPiece",
    "oppositeCastling",
    "mustCapture",
    "dropLoop",
    "capturesToHand",
    "firstRankPawnDrops",
    "promotionZonePawnDrops",
    "sittuyinRookDrop",
    "dropOppositeColoredBishop",
    "dropPromoted",
    "immobilityIllegal",
    "cambodianMoves",
    "diagonalLines",
    "pass",
    "passWhite",
    "passBlack",
    "passOnStalemate",
    "passOnStalemateWhite",
    "passOnStalemateBlack",
    "makpongRule",
    "flyingGeneral",
    "moveRepetitionIllegal",
    "stalematePieceCount",
    "shogiPawnDropMateIllegal",
    "shatarMateRule",
    "bikjangRule",
    "dupleCheck",
    "flagPiece",
    "flagRegion",
    "flagRegionWhite",
    "flagRegionBlack",
    "flagMove",
    "checkCounting",
    "connectN",
    "materialCounting",
    "castlingWins",
];

fn is_off(v: &str) -> bool {
    matches!(v.trim(), "" | "false" | "-" | "0" | "none")
}

/// What Rukh lacks for a setting it cannot express, in words ("Rukh has no ...").
fn describe_off(key: &str) -> &'static str {
    match key {
        "countingRule" => "the South-East Asian counting rules",
        "makpongRule" => "Makpong's rule (a checked king may not move)",
        "cambodianMoves" => "Ouk Chatrang's first king and queen leaps",
        "gating" => "gating (first-move rights kept in the FEN's castling field)",
        "shatarMateRule" => "Shatar's rule on which mates count",
        "checkCounting" => "winning by giving checks",
        "sittuyinPromotion" => "Sittuyin's promotion",
        "moveRepetitionIllegal" => "the ban on moving back and forth",
        "mustCapture" => "compulsory capture",
        "flagPiece" | "flagRegion" | "flagRegionWhite" | "flagRegionBlack" | "flagMove" => {
            "winning by reaching a region"
        }
        k if k.contains("Drop") || k.contains("drop") => "drops",
        k if k.starts_with("pass") => "passing",
        k if k.starts_with("connect") => "winning by connecting pieces",
        _ => "equivalent of this rule",
    }
}

/// Reads one section of a Fairy-Stockfish ini text (`section`: its name; `None` when the text
/// has only one section) and writes it as a Rukh variant file.
pub fn import(text: &str, section: Option<&str>, file_label: &str) -> Result<Imported, FsfError> {
    let sections = parse_ini(text)?;
    let names: Vec<&str> = sections.iter().map(|s| s.name.as_str()).collect();
    let index = match section {
        Some(name) => sections
            .iter()
            .rposition(|s| s.name == name)
            .ok_or_else(|| {
                FsfError::Section(format!(
                    "no section [{name}] in {file_label}; its sections are: {}",
                    names.join(", ")
                ))
            })?,
        None if sections.len() == 1 => 0,
        None if sections.is_empty() => {
            return Err(FsfError::Section(format!(
                "{file_label} has no [section]; a variants.ini section starts with a line '[name]'"
            )));
        }
        None => {
            return Err(FsfError::Section(format!(
                "{file_label} has {} sections; choose one with --section NAME: {}",
                sections.len(),
                names.join(", ")
            )));
        }
    };
    let model = resolve(&sections, index, &mut Vec::new())?;
    translate(&sections[index], &model, file_label)
}

/// Builds a section's model, following its template chain.
fn resolve(sections: &[Section], index: usize, seen: &mut Vec<String>) -> Result<Model, FsfError> {
    let s = &sections[index];
    if seen.contains(&s.name) {
        return Err(FsfError::Section(format!(
            "section [{}] inherits from itself through {}",
            s.name,
            seen.join(" -> ")
        )));
    }
    seen.push(s.name.clone());
    let mut model = match &s.template {
        None => Model::new(),
        Some(t) => {
            if let Some(i) = sections[..index].iter().rposition(|x| x.name == *t) {
                resolve(sections, i, seen)?
            } else {
                builtin_model(t).ok_or_else(|| {
                    FsfError::Section(format!(
                        "section [{}] (line {}) names the template '{t}', which is neither an earlier section of the file nor one of Fairy-Stockfish's built-in variants known here ({})",
                        s.name,
                        s.line,
                        builtin_templates().join(", ")
                    ))
                })?
            }
        }
    };
    model.apply(s, &|line| Origin::Line(line));
    Ok(model)
}

fn builtin_model(name: &str) -> Option<Model> {
    let sections = builtin_sections();
    let index = sections.iter().position(|s| s.name == name)?;
    let mut chain = vec![index];
    while let Some(t) = &sections[*chain.last().expect("nonempty")].template {
        chain.push(sections.iter().position(|s| s.name == *t)?);
    }
    let mut model = Model::new();
    for &i in chain.iter().rev() {
        let label = sections[i].name.clone();
        model.apply(&sections[i], &|_| Origin::Builtin(label.clone()));
    }
    Some(model)
}

struct Out {
    warnings: Vec<String>,
}

impl Out {
    fn warn(&mut self, origin: impl std::fmt::Display, key: &str, value: &str, what: &str) {
        self.warnings
            .push(format!("{origin}: {key} = {value}: {what}"));
    }
}

fn translate(section: &Section, m: &Model, file_label: &str) -> Result<Imported, FsfError> {
    let fail = |message: String| FsfError::Inexpressible {
        section: section.name.clone(),
        message,
    };
    let mut out = Out {
        warnings: Vec::new(),
    };
    check_board(m).map_err(&fail)?;
    check_settings(m, &mut out).map_err(&fail)?;
    let start = read_start(m, &mut out).map_err(&fail)?;
    let pawn_slots = pawn_slots(m);
    let royalty = royalty(m, &start.men, &mut out);
    let toml_pieces = pieces_toml(m, &pawn_slots, &royalty, &mut out).map_err(&fail)?;
    let toml_promotion = if pawn_slots.is_empty() {
        None
    } else {
        promotion_toml(m, &start.men, &mut out).map_err(&fail)?
    };
    let mut rules = end_rules(m, &royalty, &mut out);
    double_steps(m, &start.men, &mut rules, &mut out);
    let id = id_of(&section.name);
    let mut doc = DocumentMut::new();
    doc["id"] = value(id);
    doc["name"] = value(section.name.as_str());
    doc["description"] = value(format!(
        "Fairy-Stockfish's variant '{}', imported from {file_label}.",
        section.name
    ));
    doc["sources"] = value(Array::from_iter([format!(
        "Fairy-Stockfish variants.ini, section [{}] ({file_label})",
        section.name
    )]));
    doc["files"] = value(i64::from(m.files));
    doc["ranks"] = value(i64::from(m.ranks));
    doc["board"] = value("checkered");
    let side = if start.side == "b" { "b" } else { "w" };
    doc["start"] = value(format!("{} {side} - - 0 1", start.board));
    let mut header = format!(
        "# Imported from Fairy-Stockfish's variants.ini format, section [{}] of {file_label},\n\
         # by `rukh variants import --fsf`.\n",
        section.name
    );
    if out.warnings.is_empty() {
        header.push_str("# Every setting of the section is expressed below.\n");
    } else {
        header.push_str("# Not expressed (Rukh's rules differ here):\n");
        for w in &out.warnings {
            let _ = writeln!(header, "#   {w}");
        }
    }
    if let Some(mut key) = doc.key_mut("id") {
        key.leaf_decor_mut().set_prefix(header);
    }
    doc["piece"] = Item::ArrayOfTables(toml_pieces);
    if let Some(promotion) = toml_promotion {
        doc["promotion"] = Item::Table(promotion);
    }
    doc["rules"] = Item::Table(rules);
    let toml = doc.to_string();

    Variant::from_toml(&toml).map_err(|source| FsfError::Variant {
        section: section.name.clone(),
        source,
    })?;
    Ok(Imported {
        section: section.name.clone(),
        toml,
        warnings: out.warnings,
    })
}

/// The board must be one Rukh's geometry holds.
fn check_board(m: &Model) -> Result<(), String> {
    if crate::geometry::Geometry::new(m.files, m.ranks).is_none() {
        return Err(format!(
            "{}: a board of {}x{}; Rukh's boards have 1 to 16 files and ranks, at most 128 squares",
            m.origin("maxFile"),
            m.files,
            m.ranks
        ));
    }
    Ok(())
}

/// Settings Rukh has no equivalent for: an error for those a game cannot do without, a warning
/// for the rest.
fn check_settings(m: &Model, out: &mut Out) -> Result<(), String> {
    for (key, what) in FATAL_KEYS {
        if let Some(s) = m.get(key).filter(|s| !is_off(&s.value)) {
            return Err(format!(
                "{}: {key} = {}: Rukh's games have no {what}",
                s.origin, s.value
            ));
        }
    }
    for (key, s) in &m.settings {
        if READ_KEYS.contains(&key.as_str()) || FATAL_KEYS.iter().any(|(k, _)| k == key) {
            continue;
        }
        if DISPLAY_KEYS.contains(&key.as_str()) {
            if key != "pieceValueMg" && key != "pieceValueEg" {
                out.warn(
                    &s.origin,
                    key,
                    &s.value,
                    "ignored: it only tells a graphical interface how to draw the game",
                );
            }
            continue;
        }
        if key == "countingRule" {
            if !is_off(&s.value) {
                out.warn(
                    &s.origin,
                    key,
                    &s.value,
                    "not imported: Rukh has no South-East Asian counting rules (the move rule stands instead)",
                );
            }
            continue;
        }
        if key.starts_with("mobilityRegion") {
            if !is_off(&s.value) {
                out.warn(
                    &s.origin,
                    key,
                    &s.value,
                    "not imported: Rukh cannot confine a piece to a region",
                );
            }
            continue;
        }
        if OFF_BY_DEFAULT.contains(&key.as_str())
            || key.starts_with("connect")
            || key.starts_with("drop")
            || key.starts_with("castling")
            || key.starts_with("flag")
            || key.starts_with("walling")
            || key.starts_with("enclosing")
        {
            // Castling details do not matter where castling is off.
            let moot = key.starts_with("castling") && !m.flag("castling", true);
            if !is_off(&s.value) && !moot {
                let what = describe_off(key);
                out.warn(
                    &s.origin,
                    key,
                    &s.value,
                    &format!("not imported: Rukh has no {what}"),
                );
            }
            continue;
        }
        out.warn(
            &s.origin,
            key,
            &s.value,
            "not imported: not a setting this reader knows",
        );
    }

    Ok(())
}

/// The start position as the section gives it.
struct Start {
    /// The board field of the FEN.
    board: String,
    /// The side to move (`w` or `b`).
    side: String,
    /// The men on it: (file, rank, letter).
    men: Vec<(u8, u8, char)>,
}

/// The start position, and the warnings for castling, shuffled starts and forbidden checks.
fn read_start(m: &Model, out: &mut Out) -> Result<Start, String> {
    let start = m
        .value("startFen")
        .unwrap_or("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let mut fields = start.split_whitespace();
    let board_field = fields.next().unwrap_or("");
    let (board, pocket) = match board_field.split_once('[') {
        Some((b, p)) => (b, p.trim_end_matches(']')),
        None => (board_field, ""),
    };
    if !pocket.is_empty() {
        return Err(format!(
            "{}: startFen has pieces in hand ([{pocket}]); Rukh's games have no drops",
            m.origin("startFen")
        ));
    }
    let side = fields.next().unwrap_or("w");
    let castling_field = fields.next().unwrap_or("-");
    let men = board_men(board, m.ranks);

    // Castling, where the start position gives rights.
    let rights = castling_field != "-" && castling_field.chars().all(|c| c.is_ascii_alphabetic());
    if m.flag("castling", true) && rights {
        out.warn(
            m.origin("startFen"),
            "castling",
            "true",
            &format!(
                "not imported: Rukh's games have no castling (the start position gives the rights '{castling_field}')"
            ),
        );
    }
    if m.flag("chess960", false) {
        out.warn(
            m.origin("chess960"),
            "chess960",
            "true",
            "not imported: Rukh has no shuffled starts",
        );
    }
    if !m.flag("checking", true) {
        out.warn(
            m.origin("checking"),
            "checking",
            "false",
            "not imported: Rukh cannot forbid giving check",
        );
    }

    Ok(Start {
        board: board.to_owned(),
        side: side.to_owned(),
        men,
    })
}

/// The piece types that promote and reset the move count.
fn pawn_slots(m: &Model) -> Vec<String> {
    match m
        .set("promotionPawnTypes", Some(Color::White))
        .or_else(|| m.set("pawnTypes", None))
    {
        Some((slots, _, _)) => slots.clone(),
        None => m
            .pieces
            .iter()
            .filter(|p| p.slot == "pawn")
            .map(|p| p.slot.clone())
            .collect(),
    }
}

/// How many men of a letter each side has at the start.
fn count_of(men: &[(u8, u8, char)], letter: char) -> [usize; 2] {
    [
        men.iter()
            .filter(|x| x.2 == letter.to_ascii_uppercase())
            .count(),
        men.iter()
            .filter(|x| x.2 == letter.to_ascii_lowercase())
            .count(),
    ]
}

/// What ends the game by the king: the royal piece, whether its capture is the end, the bare
/// king rule, from a king or an extinction rule.
struct Royalty {
    slot: Option<String>,
    king_capture: bool,
    bare_king: Option<BareKing>,
    /// The extinction rule's value (`none`, `loss`, `draw`).
    ext_value: String,
}

/// The royal piece and the king's end rules, from a king or an extinction rule that makes a
/// piece one.
fn royalty(m: &Model, men: &[(u8, u8, char)], out: &mut Out) -> Royalty {
    let ext_value = m.value("extinctionValue").unwrap_or("none").to_owned();
    let ext_types = m.set("extinctionPieceTypes", None).cloned();
    let ext_count = m.number("extinctionPieceCount", 0);
    let ext_opp = m.number("extinctionOpponentPieceCount", 0);
    let ext_claim = m.flag("extinctionClaim", false);
    let ext_pseudo = m.flag("extinctionPseudoRoyal", false);
    let mut royal_slot = m
        .pieces
        .iter()
        .find(|p| p.slot == "king")
        .map(|p| p.slot.clone());
    let mut king_capture = false;
    let mut bare_king = None;
    let mut ext_used = ext_value == "none";
    if !ext_used {
        match (&ext_types, royal_slot.is_some()) {
            (Some((slots, false, _)), false) if slots.len() == 1 && ext_count == 0 => {
                let p = m.slot_of_slot(&slots[0]);
                if let Some(p) =
                    p.filter(|p| count_of(men, p.letter) == [1, 1] && ext_value == "loss")
                {
                    royal_slot = Some(p.slot.clone());
                    king_capture = !ext_pseudo;
                    ext_used = true;
                }
            }
            (Some((_, true, _)), true) if ext_count == 1 => match (ext_value.as_str(), ext_claim) {
                ("loss", true) if ext_opp == 2 => {
                    bare_king = Some(BareKing::Shatranj);
                    ext_used = true;
                }
                ("loss", false) if ext_opp == 2 => {
                    bare_king = Some(BareKing::Boorj);
                    ext_used = true;
                }
                ("draw", false) if ext_opp <= 2 => {
                    bare_king = Some(BareKing::Boorj);
                    ext_used = true;
                }
                _ => {}
            },
            _ => {}
        }
    }
    if !ext_used {
        let types = ext_types
            .as_ref()
            .map(|(s, all, _)| if *all { "*".to_owned() } else { s.join(",") })
            .unwrap_or_default();
        out.warn(
            m.origin("extinctionValue"),
            "extinctionValue",
            &format!(
                "{ext_value} (types {types}, count {ext_count}, opponent {ext_opp}, claim {ext_claim}, pseudo-royal {ext_pseudo})"
            ),
            "not imported: Rukh's end rules are checkmate, a captured king and the bare king; this extinction rule is none of them",
        );
    }

    Royalty {
        slot: royal_slot,
        king_capture,
        bare_king,
        ext_value,
    }
}

/// The pieces' tables of the variant file.
fn pieces_toml(
    m: &Model,
    pawn_slots: &[String],
    royalty: &Royalty,
    out: &mut Out,
) -> Result<ArrayOfTables, String> {
    let mut toml_pieces = ArrayOfTables::new();
    for p in &m.pieces {
        let (betza, label) = piece_betza(p)?;
        let is_pawn = pawn_slots.contains(&p.slot);
        let mut betza = betza;
        if betza.contains('e') {
            betza = betza.replace('e', "");
            // The pawn type's en passant is reported with its double step, below.
            if p.slot != "pawn" {
                out.warn(
                    &p.origin,
                    &p.slot,
                    &format!("{}:{}", p.letter, p.betza.clone().unwrap_or_default()),
                    "en passant capture not imported: Rukh's games have none",
                );
            }
        }
        let moves = betza::parse(&betza).map_err(|e| {
            format!(
                "{}: {} = {}: Betza '{betza}' {e}; Rukh reads the atoms W F D A N H C Z G (and R B Q K) with the modifiers f b l r v s h m c i n j",
                p.origin, p.slot, p.letter
            )
        })?;
        let royal = royalty.slot.as_deref() == Some(p.slot.as_str());
        let value_of = piece_value(m, p.letter).unwrap_or_else(|| {
            if is_pawn {
                100
            } else {
                estimate_value(&moves, m.files, m.ranks)
            }
        });
        let figure = figure_for(&moves, royal, is_pawn);
        let name = if p.slot.starts_with("customPiece") {
            format!("Piece {}", p.letter.to_ascii_uppercase())
        } else {
            label.to_owned()
        };
        let mut t = spaced_table();
        t["name"] = value(name);
        t["letter"] = value(p.letter.to_ascii_uppercase().to_string());
        t["betza"] = value(betza);
        if let Some(f) = figure {
            t["figure"] = value(f);
        }
        if royal {
            t["royal"] = value(true);
        } else {
            t["value"] = value(i64::from(value_of));
        }
        if is_pawn {
            t["pawn"] = value(true);
        }
        toml_pieces.push(t);
    }

    Ok(toml_pieces)
}

/// The promotion table: the zone, the choices, and Great Shatranj-style limits.
fn promotion_toml(
    m: &Model,
    men: &[(u8, u8, char)],
    out: &mut Out,
) -> Result<Option<Table>, String> {
    let region = |color: Color| -> Option<BTreeSet<(u8, u8)>> {
        let key = if color == Color::White {
            "promotionRegionWhite"
        } else {
            "promotionRegionBlack"
        };
        if let Some(v) = m.value(key) {
            return parse_squares(v, m.files, m.ranks);
        }
        if let (Color::White, Some(r)) = (color, m.value("promotionRank")) {
            let r: u8 = r.parse().ok().filter(|&r| r >= 1)?;
            return Some(
                (r..=m.ranks)
                    .flat_map(|rr| (0..m.files).map(move |f| (f, rr - 1)))
                    .collect(),
            );
        }
        // Fairy-Stockfish's default: the 8th rank for White, the 1st for Black.
        let r = if color == Color::White { 7 } else { 0 };
        Some((0..m.files).map(|f| (f, r)).collect())
    };
    let far_zone = |set: &BTreeSet<(u8, u8)>, color: Color| -> Option<u8> {
        (1..=m.ranks).find(|&k| {
            let want: BTreeSet<(u8, u8)> = (0..k)
                .flat_map(|i| {
                    let r = if color == Color::White {
                        m.ranks - 1 - i
                    } else {
                        i
                    };
                    (0..m.files).map(move |f| (f, r))
                })
                .collect();
            want == *set
        })
    };
    let (rw, rb) = (region(Color::White), region(Color::Black));
    let zone = match (&rw, &rb) {
        (Some(w), Some(b)) => match (far_zone(w, Color::White), far_zone(b, Color::Black)) {
            (Some(a), Some(b)) if a == b => a,
            (a, _) => {
                let k = a.unwrap_or(1);
                out.warn(
                    m.origin("promotionRegionWhite"),
                    "promotionRegionWhite/Black",
                    &format!(
                        "{} / {}",
                        m.value("promotionRegionWhite").unwrap_or("*8"),
                        m.value("promotionRegionBlack").unwrap_or("*1")
                    ),
                    &format!(
                        "approximated: Rukh's promotion zone is the last ranks of the board, the same for both sides; imported as the last {k}"
                    ),
                );
                k
            }
        },
        _ => {
            return Err(format!(
                "{}: the promotion region cannot be read",
                m.origin("promotionRegionWhite")
            ));
        }
    };
    let promo = |c| {
        m.set("promotionPieceTypes", Some(c))
            .map(|(s, _, _)| s.clone())
            .unwrap_or_else(|| {
                // Fairy-Stockfish's chess default, less the pieces a section removed.
                ["queen", "rook", "bishop", "knight"]
                    .iter()
                    .filter(|s| m.pieces.iter().any(|p| p.slot == **s))
                    .map(|s| s.to_string())
                    .collect()
            })
    };
    let (pw, pb) = (promo(Color::White), promo(Color::Black));
    if pw.iter().collect::<BTreeSet<_>>() != pb.iter().collect::<BTreeSet<_>>() {
        out.warn(
            m.origin("promotionPieceTypesBlack"),
            "promotionPieceTypesWhite/Black",
            "differ",
            "approximated: Rukh's sides promote alike; White's choice is used for both",
        );
    }
    let letter = |slot: &String| {
        m.pieces
            .iter()
            .find(|p| p.slot == *slot)
            .map(|p| p.letter.to_ascii_uppercase())
    };
    let mut limits: BTreeMap<char, i64> = BTreeMap::new();
    if let Some(v) = m.value("promotionLimit") {
        for item in v.split_whitespace() {
            let Some((l, n)) = item.split_once(':') else {
                continue;
            };
            if let (Some(c), Ok(n)) = (l.chars().next(), n.parse::<i64>()) {
                limits.insert(c.to_ascii_uppercase(), n);
            }
        }
    }
    let letters: Vec<char> = pw.iter().filter_map(letter).collect();
    let (mut pieces, mut always) = (Vec::new(), Vec::new());
    let mut exact_limits = true;
    for &c in &letters {
        match limits.get(&c) {
            Some(&n) => {
                let start = count_of(men, c);
                if start[0] as i64 != n || start[1] as i64 != n {
                    exact_limits = false;
                }
                pieces.push(c);
            }
            None => always.push(c),
        }
    }
    let mode = if limits.is_empty() { "choice" } else { "lost" };
    if !limits.is_empty() && !exact_limits {
        out.warn(
            m.origin("promotionLimit"),
            "promotionLimit",
            m.value("promotionLimit").unwrap_or(""),
            "approximated: Rukh's 'lost' promotion allows a kind while its side has fewer than at the start; the limits here differ from the start's numbers",
        );
    }
    let list = |v: &[char]| Array::from_iter(v.iter().map(|c| c.to_string()));
    if letters.is_empty() {
        return Ok(None);
    }
    let mut t = spaced_table();
    t["zone"] = value(i64::from(zone));
    t["mode"] = value(mode);
    if mode == "choice" {
        t["pieces"] = value(list(&letters));
    } else {
        t["pieces"] = value(list(&pieces));
        if !always.is_empty() {
            t["always"] = value(list(&always));
        }
    }
    if !m.flag("mandatoryPawnPromotion", true) {
        t["mandatory"] = value(false);
    }
    Ok(Some(t))
}

/// The end rules: stalemate or no moves, checkmate, the bare king, repetition, the move rule.
fn end_rules(m: &Model, royalty: &Royalty, out: &mut Out) -> Table {
    let mut rules = spaced_table();
    if royalty.king_capture {
        rules["king-capture"] = commented(
            true,
            "the royal piece is an ordinary man whose capture loses",
        );
        let v = m.value("stalemateValue").unwrap_or("draw");
        match v {
            "loss" | "draw" => {
                rules["no-moves"] = value(v);
            }
            other => out.warn(
                m.origin("stalemateValue"),
                "stalemateValue",
                other,
                "not imported: a side without moves can only lose or draw in Rukh",
            ),
        }
    } else {
        match m.value("stalemateValue").unwrap_or("draw") {
            v @ ("loss" | "draw") => {
                rules["stalemate"] = value(v);
            }
            other => out.warn(
                m.origin("stalemateValue"),
                "stalemateValue",
                other,
                "not imported: a stalemated side can only lose or draw in Rukh (or be spared by forbidding the stalemating move)",
            ),
        }
    }
    if let Some(v) = m.value("checkmateValue").filter(|v| *v != "loss") {
        out.warn(
            m.origin("checkmateValue"),
            "checkmateValue",
            v,
            "not imported: in Rukh a checkmated side loses",
        );
    }
    match royalty.bare_king {
        Some(BareKing::Shatranj) => {
            rules["bare-king"] = commented(
                "shatranj",
                "from extinctionValue = loss with a claim, as Fairy-Stockfish's shatranj",
            );
            rules["bared-loses-vs-two"] = value(true);
        }
        Some(BareKing::Boorj) => {
            rules["bare-king"] = commented("boorj", "baring ends the game at once");
            let result = if royalty.ext_value == "draw" {
                "draw"
            } else {
                "win"
            };
            rules["boorj"] = value(result);
        }
        _ => {}
    }
    let n_fold = m.number("nFoldRule", 3);
    rules["repetition"] = value(n_fold.max(0));
    if let Some(v) = m.value("nFoldValue").filter(|v| *v != "draw") {
        out.warn(
            m.origin("nFoldValue"),
            "nFoldValue",
            v,
            "not imported: a repetition draws in Rukh",
        );
    }
    rules["move-rule"] = value(m.number("nMoveRule", 50).max(0));
    if m.flag("perpetualCheckIllegal", false) {
        rules["perpetual-check-illegal"] = value(true);
        out.warn(
            m.origin("perpetualCheckIllegal"),
            "perpetualCheckIllegal",
            "true",
            "approximated: Fairy-Stockfish scores a perpetual check as a loss for the checker; Rukh makes the repeating check illegal unless nothing else is",
        );
    }

    rules
}

/// Double steps of Fairy-Stockfish's own pawn type, as the files they start from.
fn double_steps(m: &Model, men: &[(u8, u8, char)], rules: &mut Table, out: &mut Out) {
    let double_pawn = m
        .pieces
        .iter()
        .find(|p| p.slot == "pawn")
        .filter(|_| m.flag("doubleStep", true));
    if let Some(pawn) = double_pawn {
        let files_of = |color: Color| -> BTreeSet<u8> {
            // Fairy-Stockfish's default: the 2nd rank for White, the 7th for Black.
            let (key, default_rank) = if color == Color::White {
                ("doubleStepRegionWhite", 2)
            } else {
                ("doubleStepRegionBlack", 7)
            };
            let region = match m.value(key) {
                Some(v) => parse_squares(v, m.files, m.ranks).unwrap_or_default(),
                None => match (color, m.value("doubleStepRank")) {
                    (Color::White, Some(r)) => r
                        .parse::<u8>()
                        .ok()
                        .filter(|&r| r >= 1)
                        .map(|r| (0..m.files).map(|f| (f, r - 1)).collect())
                        .unwrap_or_default(),
                    _ => (0..m.files).map(|f| (f, default_rank - 1)).collect(),
                },
            };
            let l = if color == Color::White {
                pawn.letter.to_ascii_uppercase()
            } else {
                pawn.letter
            };
            men.iter()
                .filter(|(f, r, c)| *c == l && region.contains(&(*f, *r)))
                .map(|x| x.0)
                .collect()
        };
        let (fw, fb) = (files_of(Color::White), files_of(Color::Black));
        if !fw.is_empty() || !fb.is_empty() {
            if fw != fb {
                out.warn(
                    m.origin("doubleStepRegionBlack"),
                    "doubleStepRegionWhite/Black",
                    "differ",
                    "approximated: Rukh's double steps are by file, alike for both sides; White's files are used",
                );
            }
            let names = Array::from_iter(fw.iter().map(|f| ((b'a' + f) as char).to_string()));
            rules["double-step-files"] = value(names);
            let ep_off = [
                "enPassantRegion",
                "enPassantRegionWhite",
                "enPassantRegionBlack",
            ]
            .iter()
            .filter_map(|k| m.value(k))
            .any(|v| v.trim() == "-");
            if !ep_off {
                out.warn(
                    m.origin("doubleStep"),
                    "doubleStep",
                    "true",
                    "en passant not imported: Rukh's games have none (the double step itself is)",
                );
            }
        }
    }
}

impl Model {
    fn slot_of_slot(&self, slot: &str) -> Option<&FsfPiece> {
        self.pieces.iter().find(|p| p.slot == slot)
    }
}

/// A piece's Betza for Rukh and its name for people.
fn piece_betza(p: &FsfPiece) -> Result<(String, &'static str), String> {
    if let Some(b) = &p.betza {
        return Ok((b.clone(), "Piece"));
    }
    if p.slot.starts_with("customPiece") {
        return Err(format!(
            "{}: {} = {}: a custom piece needs its moves, as '{}:BETZA'",
            p.origin, p.slot, p.letter, p.letter
        ));
    }
    if let Some((_, b)) = INEXPRESSIBLE_TYPES.iter().find(|(k, _)| *k == p.slot) {
        return Err(format!(
            "{}: {} = {}: Fairy-Stockfish's {} ({b}) moves in a way Rukh's Betza cannot state",
            p.origin, p.slot, p.letter, p.slot
        ));
    }
    let (_, b, label) = PIECE_TYPES
        .iter()
        .find(|(k, _, _)| *k == p.slot)
        .ok_or_else(|| format!("{}: unknown piece type {}", p.origin, p.slot))?;
    Ok((b.to_string(), label))
}

/// A value from `pieceValueMg` (or `Eg`), in hundredths of a pawn.
fn piece_value(m: &Model, letter: char) -> Option<i32> {
    for (key, pawn) in [("pieceValueMg", 128.0), ("pieceValueEg", 213.0)] {
        if let Some(v) = m.value(key) {
            for item in v.split_whitespace() {
                let Some((l, n)) = item.split_once(':') else {
                    continue;
                };
                if !l.eq_ignore_ascii_case(&letter.to_string()) {
                    continue;
                }
                if let Ok(n) = n.parse::<f64>() {
                    return Some(((n * 100.0 / pawn).round() as i32).clamp(-100_000, 100_000));
                }
            }
        }
    }
    None
}

/// A rough value from how many squares the piece reaches on the empty board, on average
/// (about 55 a square for leaps, less for slides): a ferz comes to about 170, a knight to 290,
/// a rook to 620.
fn estimate_value(moves: &[BetzaMove], files: u8, ranks: u8) -> i32 {
    let mut total = 0.0;
    for f in 0..files as i32 {
        for r in 0..ranks as i32 {
            for mv in moves {
                for &(dx, dy) in &mv.steps {
                    let limit = if mv.range == 0 { 64 } else { mv.range as i32 };
                    for k in 1..=limit {
                        let (x, y) = (f + dx as i32 * k, r + dy as i32 * k);
                        if x < 0 || y < 0 || x >= files as i32 || y >= ranks as i32 {
                            break;
                        }
                        total += if k == 1 { 1.0 } else { 0.8 };
                    }
                }
            }
        }
    }
    let avg = total / (files as f64 * ranks as f64);
    ((avg * 55.0).round() as i32).clamp(50, 5000)
}

/// The site's figure for a piece whose moves are those of one of its piece sets.
fn figure_for(moves: &[BetzaMove], royal: bool, pawn: bool) -> Option<&'static str> {
    if royal {
        return Some("king");
    }
    if pawn {
        return Some("pawn");
    }
    let table: [(&str, &str); 13] = [
        ("F", "counsellor"),
        ("A", "elephant"),
        ("FA", "elephant"),
        ("FfW", "silver-general"),
        ("N", "horse"),
        ("R", "chariot"),
        ("B", "elephant"),
        ("Q", "counsellor"),
        ("K", "soldier"),
        ("WDFA", "general"),
        ("WDN", "minister"),
        ("FAN", "priestess"),
        ("WD", "war-machine"),
    ];
    let key = canonical(moves);
    table
        .iter()
        .find(|(b, _)| betza::parse(b).map(|m| canonical(&m)) == Ok(key.clone()))
        .map(|(_, f)| *f)
}

/// Moves as a sorted list, so that two Betza strings saying the same compare equal.
fn canonical(moves: &[BetzaMove]) -> Vec<String> {
    let mut v: Vec<String> = moves
        .iter()
        .flat_map(|m| {
            m.steps.iter().map(move |s| {
                format!(
                    "{:?} {} {:?} {} {} {}",
                    s, m.range, m.modality, m.initial, m.lame, m.jump
                )
            })
        })
        .collect();
    v.sort();
    v.dedup();
    v
}

/// A table of the written file, a blank line above its header.
fn spaced_table() -> Table {
    let mut t = Table::new();
    t.decor_mut().set_prefix("\n");
    t
}

/// A setting with a comment after it, on its line.
fn commented(v: impl Into<Value>, comment: &str) -> Item {
    let mut v: Value = v.into();
    v.decor_mut().set_suffix(format!("  # {comment}"));
    Item::Value(v)
}

fn id_of(name: &str) -> String {
    let mut id: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    while id.contains("--") {
        id = id.replace("--", "-");
    }
    let id = id.trim_matches('-').to_owned();
    if id.is_empty() { "imported".into() } else { id }
}

/// The variants built into Fairy-Stockfish (pyffish 0.0.90): a section may not take one of
/// these names, so an exported game whose id is one gets `-rukh` added.
const FSF_VARIANT_NAMES: [&str; 121] = [
    "3check",
    "5check",
    "ai-wok",
    "almost",
    "amazon",
    "amazons",
    "antichess",
    "armageddon",
    "asean",
    "ataxx",
    "atomar",
    "atomic",
    "berolina",
    "breakthrough",
    "bughouse",
    "cambodian",
    "capablanca",
    "capahouse",
    "caparandom",
    "centaur",
    "chancellor",
    "chaturanga",
    "checkshogi",
    "chess",
    "chessgi",
    "chigorin",
    "clobber",
    "clobber10",
    "codrus",
    "coregal",
    "courier",
    "crazyhouse",
    "dobutsu",
    "dragon",
    "duck",
    "embassy",
    "euroshogi",
    "extinction",
    "fairy",
    "fischerandom",
    "flipello",
    "flipello10",
    "flipersi",
    "fox-and-hounds",
    "gardner",
    "georgian",
    "giveaway",
    "gorogoro",
    "gothic",
    "grand",
    "grasshopper",
    "gustav3",
    "hoppelpoppel",
    "horde",
    "isolation",
    "isolation7x7",
    "janggi",
    "janggicasual",
    "janggimodern",
    "janggitraditional",
    "janus",
    "jesonmor",
    "joust",
    "judkins",
    "karouk",
    "kinglet",
    "kingofthehill",
    "knightmate",
    "koedem",
    "kyotoshogi",
    "legan",
    "loop",
    "losalamos",
    "losers",
    "makpong",
    "makruk",
    "manchu",
    "micro",
    "mini",
    "minishogi",
    "minixiangqi",
    "misere",
    "modern",
    "newzealand",
    "nightrider",
    "nocastle",
    "nocheckatomic",
    "normal",
    "okisakishogi",
    "omicron",
    "opulent",
    "paradigm",
    "pawnback",
    "pawnsideways",
    "perfect",
    "petrified",
    "placement",
    "pocketknight",
    "raazuvaa",
    "racingkings",
    "seirawan",
    "shako",
    "shatar",
    "shatranj",
    "shogi",
    "shoshogi",
    "shouse",
    "sittuyin",
    "snailtrail",
    "sortofalmost",
    "spartan",
    "suicide",
    "supply",
    "tencubed",
    "threekings",
    "torishogi",
    "torpedo",
    "troitzky",
    "wolf",
    "xiangqi",
    "yarishogi",
];

/// The section name an exported game gets: its id, unless Fairy-Stockfish has a variant of
/// that name.
pub fn export_name(id: &str) -> String {
    if FSF_VARIANT_NAMES.contains(&id) {
        format!("{id}-rukh")
    } else {
        id.to_owned()
    }
}

/// A Rukh game written as a Fairy-Stockfish section, with the rules it can only approximate.
#[derive(Clone, Debug)]
pub struct Exported {
    pub ini: String,
    /// One line per rule Fairy-Stockfish cannot state exactly (also written as comments).
    pub approximations: Vec<String>,
}

/// Writes a game as a `variants.ini` section called `name` (see [`export_name`]).
pub fn export(v: &Variant, name: &str) -> Exported {
    let mut lines: Vec<String> = Vec::new();
    let mut approx: Vec<String> = Vec::new();
    let mut note = |lines: &mut Vec<String>, text: String| {
        lines.push(format!("# approximation: {text}"));
        approx.push(text);
    };
    let files = v.geometry.files();
    let ranks = v.geometry.ranks();
    let r = &v.rules;
    lines.push(format!("maxRank = {ranks}"));
    lines.push(format!("maxFile = {files}"));

    // Pieces: a predefined type where one moves exactly so, else a custom slot.
    let mut used: BTreeSet<&str> = BTreeSet::new();
    let mut custom = 0;
    let mut pawn_letters = Vec::new();
    let mut custom_pawn = false;
    let royal_kind = v.king();
    let mut has_king_slot = false;
    for (kind, p) in v.pieces.iter().enumerate() {
        let letter = p.letter.to_ascii_lowercase();
        let key = canonical(&p.moves);
        let royal = royal_kind == Some(kind as u8);
        if royal && !r.king_capture {
            has_king_slot = true;
            if key == canonical(&betza::parse("K").expect("K")) {
                lines.push(format!("king = {letter}"));
            } else {
                lines.push(format!("king = {letter}:{}", p.betza));
            }
            continue;
        }
        if p.pawn {
            pawn_letters.push(letter);
            let plain = canonical(&betza::parse("fmWfcF").expect("pawn"));
            if key == plain && !used.contains("pawn") {
                used.insert("pawn");
                lines.push(format!("pawn = {letter}"));
                continue;
            }
            custom_pawn = true;
        } else if let Some((slot, _, _)) = PIECE_TYPES.iter().find(|(slot, b, _)| {
            *slot != "pawn"
                && *slot != "king"
                && !used.contains(slot)
                && betza::parse(b).map(|m| canonical(&m)).ok().as_ref() == Some(&key)
        }) {
            used.insert(slot);
            lines.push(format!("{slot} = {letter}"));
            continue;
        }
        custom += 1;
        lines.push(format!("customPiece{custom} = {letter}:{}", p.betza));
    }
    if !has_king_slot {
        lines.push("king = -".into());
    }
    if custom_pawn || pawn_letters.iter().any(|&l| l != 'p') {
        lines.push(format!(
            "pawnTypes = {}",
            pawn_letters.iter().collect::<String>()
        ));
    }

    // The start position: the board and the side to move (Rukh's extra FEN fields dropped).
    let mut fen = v.start_fen.split_whitespace();
    let board = fen.next().unwrap_or("");
    let side = fen.next().unwrap_or("w");
    lines.push(format!("startFen = {board} {side} - - 0 1"));

    // Promotion.
    match &v.promotion {
        None => lines.push("promotionPieceTypes = -".into()),
        Some(pr) => {
            let zone = (0..ranks)
                .filter(|&rk| (pr.zone[0] & v.geometry.rank_mask(rk)).any())
                .collect::<Vec<_>>();
            let white: Vec<String> = zone.iter().map(|rk| format!("*{}", rk + 1)).collect();
            let black: Vec<String> = zone.iter().map(|rk| format!("*{}", ranks - rk)).collect();
            lines.push(format!("promotionRegionWhite = {}", white.join(" ")));
            lines.push(format!("promotionRegionBlack = {}", black.join(" ")));
            let letter = |k: &u8| v.pieces[*k as usize].letter.to_ascii_lowercase();
            match pr.mode {
                PromotionMode::Choice => {
                    let l: String = pr.pieces.iter().map(letter).collect();
                    lines.push(format!("promotionPieceTypes = {l}"));
                }
                PromotionMode::Lost | PromotionMode::File => {
                    let mut kinds: Vec<u8> = pr.pieces.clone();
                    if pr.mode == PromotionMode::File {
                        kinds = pr.file_piece[0].iter().flatten().copied().collect();
                        kinds.sort();
                        kinds.dedup();
                        note(
                            &mut lines,
                            "a pawn promotes to the piece that started on its file's back rank; Fairy-Stockfish offers any of those pieces while fewer than at the start remain".into(),
                        );
                    }
                    let all: String = kinds.iter().chain(pr.always.iter()).map(letter).collect();
                    lines.push(format!("promotionPieceTypes = {all}"));
                    let limits: Vec<String> = kinds
                        .iter()
                        .map(|k| format!("{}:{}", letter(k), v.initial_count(Color::White, *k)))
                        .collect();
                    lines.push(format!("promotionLimit = {}", limits.join(" ")));
                }
            }
            if !pr.mandatory {
                lines.push("mandatoryPawnPromotion = false".into());
            }
        }
    }

    // Double steps.
    let from = v.t.double_step_from;
    if from[0].any() || from[1].any() {
        if custom_pawn {
            note(
                &mut lines,
                "double steps of a pawn with its own moves; Fairy-Stockfish gives them only to its pawn type".into(),
            );
        }
        let names = |bb: crate::Bitboard| -> String {
            bb.into_iter()
                .map(|sq| v.geometry.name(sq).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        lines.push("doubleStep = true".into());
        lines.push(format!("doubleStepRegionWhite = {}", names(from[0])));
        lines.push(format!("doubleStepRegionBlack = {}", names(from[1])));
        lines.push("enPassantRegion = -".into());
        if r.double_step_needs_unmoved_master {
            note(
                &mut lines,
                "a double step only while the piece that started behind the pawn has never moved"
                    .into(),
            );
        }
    } else {
        lines.push("doubleStep = false".into());
    }
    lines.push("castling = false".into());

    // End rules.
    if r.king_capture {
        if let Some(k) = royal_kind {
            let letter = v.pieces[k as usize].letter.to_ascii_lowercase();
            lines.push("extinctionValue = loss".into());
            lines.push(format!("extinctionPieceTypes = {letter}"));
        }
        let value = match r.no_moves {
            NoMoves::Loss => "loss",
            NoMoves::Draw => "draw",
        };
        lines.push(format!("stalemateValue = {value}"));
        if r.bare_king != BareKing::None {
            note(
                &mut lines,
                "the bare-king rule: Fairy-Stockfish has one extinction rule, used here for the capture of the king".into(),
            );
        }
    } else {
        let value = match r.stalemate {
            Stalemate::Loss => "loss",
            Stalemate::Draw => "draw",
            Stalemate::Forbidden => {
                note(
                    &mut lines,
                    "a move that stalemates is illegal unless nothing else is; written as a drawn stalemate".into(),
                );
                "draw"
            }
        };
        lines.push(format!("stalemateValue = {value}"));
        match r.bare_king {
            BareKing::None => {}
            BareKing::Shatranj => {
                if !r.bared_loses_vs_two {
                    note(
                        &mut lines,
                        "a bared king against two or more men plays on (and its stalemate counts first); Fairy-Stockfish's extinction rule ends the game at once".into(),
                    );
                }
                if !r.bare_king_first {
                    note(&mut lines, "stalemate is judged before baring".into());
                }
                lines.push("extinctionValue = loss".into());
                lines.push("extinctionClaim = true".into());
                lines.push("extinctionPieceTypes = *".into());
                lines.push("extinctionPieceCount = 1".into());
                lines.push("extinctionOpponentPieceCount = 2".into());
            }
            BareKing::Boorj => {
                let value = match r.boorj {
                    BoorjResult::Win => "loss",
                    BoorjResult::Draw => "draw",
                };
                lines.push(format!("extinctionValue = {value}"));
                lines.push("extinctionPieceTypes = *".into());
                lines.push("extinctionPieceCount = 1".into());
                lines.push("extinctionOpponentPieceCount = 2".into());
            }
            BareKing::Counted => {
                note(
                    &mut lines,
                    format!(
                        "a lone king's {} moves to draw (then it loses): Fairy-Stockfish has no such count; not written",
                        r.lone_king_moves
                    ),
                );
            }
        }
    }
    if r.lone_stalemater_draws {
        note(
            &mut lines,
            "a stalemate given by a lone king is a draw: not written".into(),
        );
    }
    lines.push(format!("nMoveRule = {}", r.move_rule));
    lines.push(format!("nFoldRule = {}", r.repetition));
    if r.perpetual_check_illegal {
        note(
            &mut lines,
            "a perpetual check is illegal in Rukh; Fairy-Stockfish scores it as a loss for the checker".into(),
        );
        lines.push("perpetualCheckIllegal = true".into());
    }
    if !r.royal_leap.is_empty() {
        note(
            &mut lines,
            format!(
                "the king's once-per-game leap ({}) is not written",
                r.royal_leap
            ),
        );
    }
    if !r.promotion_bonus.is_empty() {
        note(
            &mut lines,
            "a newly promoted piece's extra move is not written".into(),
        );
    }
    if r.grades {
        note(
            &mut lines,
            "grades of victory (Boorj, checkmate, pawn mate) are not written".into(),
        );
    }

    let mut ini = String::new();
    let _ = writeln!(
        ini,
        "# {} ({}), written by `rukh variants export --fsf` for Fairy-Stockfish.",
        v.name, v.id
    );
    if approx.is_empty() {
        let _ = writeln!(ini, "# Fairy-Stockfish states these rules exactly.");
    } else {
        let _ = writeln!(
            ini,
            "# Fairy-Stockfish can only approximate {} rule(s); see the comments marked 'approximation'.",
            approx.len()
        );
    }
    let _ = writeln!(ini, "[{name}]");
    for l in lines {
        let _ = writeln!(ini, "{l}");
    }
    Exported {
        ini,
        approximations: approx,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_templates_and_comments() {
        let s = parse_ini("junk\n[a]\n# c\n;d\nx = 1\n[b:a]\ny=2\n").unwrap();
        assert_eq!(s.len(), 2);
        assert_eq!(s[1].template.as_deref(), Some("a"));
        assert_eq!(s[0].entries[0].line, 5);
        let e = parse_ini("[a]\nnot a setting\n").unwrap_err();
        assert!(e.to_string().starts_with("line 2:"), "{e}");
    }

    #[test]
    fn squares() {
        let s = parse_squares("*6 *7 *8", 8, 8).unwrap();
        assert_eq!(s.len(), 24);
        assert_eq!(parse_squares("a2 d2", 8, 8).unwrap().len(), 2);
        assert!(parse_squares("-", 8, 8).unwrap().is_empty());
        assert!(parse_squares("z9", 8, 8).is_none());
    }

    #[test]
    fn every_builtin_template_resolves() {
        for name in builtin_templates() {
            assert!(builtin_model(&name).is_some(), "{name}");
        }
    }

    #[test]
    fn values_are_in_the_usual_range() {
        let v = |b: &str| estimate_value(&betza::parse(b).unwrap(), 8, 8);
        assert!((140..200).contains(&v("F")), "{}", v("F"));
        assert!((250..330).contains(&v("N")), "{}", v("N"));
        assert!((550..700).contains(&v("R")), "{}", v("R"));
    }

    /// The written file reads as one written by hand: the comment first, the board's settings,
    /// a table per piece and the rules last, each table after a blank line, and a comment beside
    /// each rule only approximated.
    #[test]
    fn the_written_file_reads_as_a_person_would_write_it() {
        let ini = "[mine:shatranj]\nperpetualCheckIllegal = true\n";
        let imported = import(ini, Some("mine"), "mine.ini").unwrap();
        let text = &imported.toml;
        assert!(
            text.starts_with(
                "# Imported from Fairy-Stockfish's variants.ini format, section [mine] of mine.ini,\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("# Not expressed (Rukh's rules differ here):\n#   "),
            "{text}"
        );
        assert!(
            text.contains("\nid = \"mine\"\nname = \"mine\"\n"),
            "{text}"
        );
        assert_eq!(text.matches("\n\n[[piece]]\n").count(), 6, "{text}");
        assert!(text.contains("\n\n[promotion]\n"), "{text}");
        assert!(
            text.contains(
                "bare-king = \"shatranj\"  # from extinctionValue = loss with a claim, as Fairy-Stockfish's shatranj\n"
            ),
            "{text}"
        );
        assert!(text.contains("perpetual-check-illegal = true\n"), "{text}");
        let rules = text.find("\n\n[rules]\n").expect("a rules table");
        assert!(rules > text.find("[promotion]").unwrap(), "{text}");
        // And it is a game Rukh plays.
        let v = Variant::from_toml(text).unwrap();
        assert_eq!((v.definition.files, v.definition.ranks), (8, 8));
    }
}
