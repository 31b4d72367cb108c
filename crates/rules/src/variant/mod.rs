//! Games as data: a [`Definition`] read from a variant file is checked and compiled into a
//! [`Variant`] with per-board attack tables.

mod builtin;
mod definition;
pub mod fsf;
mod rules;

use std::fmt;
use std::sync::Arc;

pub use builtin::{BUILTIN_IDS, builtin, builtin_source, builtins};
pub use definition::{Definition, PieceDefinition, PromotionDefinition};
pub use rules::{
    Adjudication, BareKing, BoorjResult, NoMoves, PawnMate, PromotionFile, Rules, Stalemate,
};

use crate::betza::{self, BetzaMove, Modality};
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::geometry::{DIRECTIONS, Geometry, Mirror, Square, direction_index};
use crate::types::{MAX_KINDS, PieceKind};

/// A piece kind of a compiled variant.
#[derive(Clone, Debug)]
pub struct PieceType {
    pub name: String,
    /// Upper-case FEN letter.
    pub letter: char,
    /// Other upper-case letters accepted for this piece when reading SAN.
    pub aliases: Vec<char>,
    pub betza: String,
    pub royal: bool,
    pub pawn: bool,
    pub value: i32,
    /// The figure the site draws it with (see the definition's `figure`).
    pub figure: Option<String>,
    pub moves: Vec<BetzaMove>,
}

/// How promotion choices are found.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum PromotionMode {
    Choice,
    Lost,
    File,
}

/// Compiled promotion rules.
#[derive(Clone, Debug)]
pub struct Promotion {
    pub mode: PromotionMode,
    pub zone: [Bitboard; 2],
    pub pieces: Vec<PieceKind>,
    pub always: Vec<PieceKind>,
    pub mandatory: bool,
    /// `file` mode: per side, per file, the kind a pawn becomes there (None: never).
    pub file_piece: [Vec<Option<PieceKind>>; 2],
}

/// A move of a piece that the fast tables do not cover (lame or jumping leapers, limited or oblique
/// riders, initial-only moves), already turned for its side.
#[derive(Copy, Clone, Debug)]
pub(crate) struct ComplexMove {
    pub dx: i8,
    pub dy: i8,
    pub range: u8,
    pub modality: Modality,
    pub initial: bool,
    pub lame: bool,
    pub jump: bool,
}

/// A checked, compiled game.
pub struct Variant {
    pub id: String,
    pub name: String,
    pub description: String,
    pub sources: Vec<String>,
    pub board_style: String,
    pub geometry: Geometry,
    pub pieces: Vec<PieceType>,
    pub rules: Rules,
    pub promotion: Option<Promotion>,
    pub start_fen: String,
    /// The definition this variant was compiled from (with rule overrides applied).
    pub definition: Definition,
    pub(crate) t: Tables,
}

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Variant")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}

pub(crate) struct Tables {
    pub squares: usize,
    pub kinds: usize,
    pub quiet: Vec<Bitboard>,
    pub capture: Vec<Bitboard>,
    pub attackers: Vec<Bitboard>,
    pub slide_quiet: Vec<u8>,
    pub slide_capture: Vec<u8>,
    pub rays: Vec<Bitboard>,
    pub complex: Vec<Vec<ComplexMove>>,
    /// Kinds (bit per kind) with complex capturing moves, per side.
    pub complex_capturers: [u32; 2],
    /// Kinds with complex moves of any sort, per side.
    pub complex_movers: [u32; 2],
    /// Per side and direction d (from a target outwards): kinds of that side that capture by sliding
    /// back along d towards the target.
    pub sliders_toward: [[u32; 8]; 2],
    pub initial: Vec<Bitboard>,
    pub royal_leap: Vec<Bitboard>,
    pub king: Option<PieceKind>,
    pub pawn_kinds: u32,
    /// Per side: squares behind double-stepping pawns whose piece must be unmoved.
    pub tracked: [Bitboard; 2],
    /// Per side: start squares of pawns allowed a double step.
    pub double_step_from: [Bitboard; 2],
    pub initial_count: [[u8; MAX_KINDS]; 2],
    pub bonus_kind: Option<PieceKind>,
    pub fast_legality: bool,
    pub zobrist: Zobrist,
}

impl Tables {
    #[inline]
    pub fn idx(&self, c: Color, k: PieceKind, sq: Square) -> usize {
        ((c.index() * self.kinds) + k as usize) * self.squares + sq.index()
    }
    #[inline]
    pub fn ck(&self, c: Color, k: PieceKind) -> usize {
        c.index() * self.kinds + k as usize
    }
    #[inline]
    pub fn ray(&self, d: usize, sq: Square) -> Bitboard {
        self.rays[d * self.squares + sq.index()]
    }
}

/// Random keys for incremental hashing.
pub(crate) struct Zobrist {
    pub piece: Vec<u64>,
    pub black_to_move: u64,
    pub unmoved: [u64; 128],
    pub leap: [u64; 2],
    pub lone: [[u64; 64]; 2],
}

impl Zobrist {
    fn new(seed: u64) -> Zobrist {
        let mut s = seed;
        let mut next = move || {
            // splitmix64
            s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = s;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        let piece = (0..(2 * MAX_KINDS + 1) * 128).map(|_| next()).collect();
        let black_to_move = next();
        let mut unmoved = [0; 128];
        unmoved.iter_mut().for_each(|k| *k = next());
        let leap = [next(), next()];
        let mut lone = [[0; 64]; 2];
        for side in lone.iter_mut() {
            side.iter_mut().for_each(|k| *k = next());
        }
        Zobrist {
            piece,
            black_to_move,
            unmoved,
            leap,
            lone,
        }
    }

    #[inline]
    pub fn piece(&self, code: u8, sq: Square) -> u64 {
        self.piece[code as usize * 128 + sq.index()]
    }
}

/// Why a variant definition was rejected.
#[derive(Debug, thiserror::Error)]
pub enum VariantError {
    #[error("{0}")]
    Toml(#[from] toml::de::Error),
    #[error("piece '{piece}': bad Betza notation '{betza}' {source}")]
    Betza {
        piece: String,
        betza: String,
        source: betza::BetzaError,
    },
    #[error("rules: {0}")]
    Rules(String),
    /// A definition the rules cannot compile: what is wrong, in which part (and piece).
    #[error("{message}")]
    Invalid {
        part: Part,
        piece: Option<String>,
        message: String,
    },
    #[error("start position: {0}")]
    Start(String),
    #[error(
        "unknown variant '{0}'; run `rukh variants` to list the games, or load your own with --variant-file"
    )]
    Unknown(String),
    #[error("cannot read {path}: {message}")]
    File { path: String, message: String },
}

/// The largest definition file read, in bytes (the five games' files are 2 to 6 KB).
pub const MAX_DEFINITION_BYTES: u64 = 1 << 20;

/// Reads a definition file, refusing one larger than [`MAX_DEFINITION_BYTES`] and anything but an
/// ordinary file (so a path such as `/dev/zero` or a FIFO ends in an error, not in all the
/// machine's memory or a wait for ever).
pub fn read_definition(path: &std::path::Path) -> Result<String, VariantError> {
    let fail = |message: String| VariantError::File {
        path: path.display().to_string(),
        message,
    };
    let bytes = crate::files::read_bounded(
        path,
        MAX_DEFINITION_BYTES,
        "a game's definition is a few KB of TOML",
    )
    .map_err(|e| fail(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| {
        fail(format!(
            "not UTF-8 text (byte {} is not); a definition is a TOML file",
            e.utf8_error().valid_up_to()
        ))
    })
}

/// The part of a definition an error is in, so that a designer can show it beside its field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The definition as a whole (its size).
    Definition,
    Id,
    Board,
    /// The set of pieces (how many, which is royal).
    Pieces,
    /// One piece's letter.
    Letter,
    /// One piece's value.
    Value,
    /// One piece otherwise (an alias).
    Piece,
    Promotion,
}

impl Part {
    /// Its name in the designer's answers (`designCheck`).
    pub fn as_str(self) -> &'static str {
        match self {
            Part::Definition => "definition",
            Part::Id => "id",
            Part::Board => "board",
            Part::Pieces => "pieces",
            Part::Letter => "letter",
            Part::Value => "value",
            Part::Piece => "piece",
            Part::Promotion => "promotion",
        }
    }
}

fn invalid(part: Part, msg: impl Into<String>) -> VariantError {
    VariantError::Invalid {
        part,
        piece: None,
        message: msg.into(),
    }
}

fn invalid_piece(part: Part, piece: &str, msg: impl Into<String>) -> VariantError {
    VariantError::Invalid {
        part,
        piece: Some(piece.to_owned()),
        message: msg.into(),
    }
}

impl Variant {
    /// Parses and compiles a variant file's text.
    pub fn from_toml(text: &str) -> Result<Arc<Variant>, VariantError> {
        Self::from_toml_with(text, &[])
    }

    /// Parses a variant file and applies rule overrides (`key`, TOML value text).
    pub fn from_toml_with(
        text: &str,
        overrides: &[(String, String)],
    ) -> Result<Arc<Variant>, VariantError> {
        if text.len() as u64 > MAX_DEFINITION_BYTES {
            return Err(invalid(
                Part::Definition,
                format!(
                    "the definition is {} bytes long; at most {MAX_DEFINITION_BYTES} are read",
                    text.len()
                ),
            ));
        }
        let def: Definition = toml::from_str(text)?;
        Self::compile(def, overrides)
    }

    /// Checks and compiles a definition.
    pub fn compile(
        mut def: Definition,
        overrides: &[(String, String)],
    ) -> Result<Arc<Variant>, VariantError> {
        for (key, value) in overrides {
            let parsed = parse_override(value);
            def.rules.insert(key.clone(), parsed);
        }
        let rules = parse_rules(&def.rules)?;
        if def.id.is_empty()
            || !def
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(invalid(
                Part::Id,
                format!(
                    "id '{}': use lower-case letters, digits and hyphens only",
                    def.id
                ),
            ));
        }
        let geometry = Geometry::new(def.files, def.ranks).ok_or_else(|| {
            invalid(
                Part::Board,
                format!(
                    "board {}x{}: files and ranks must be 1..=16 with at most 128 squares",
                    def.files, def.ranks
                ),
            )
        })?;
        if def.pieces.is_empty() || def.pieces.len() > MAX_KINDS {
            return Err(invalid(
                Part::Pieces,
                format!(
                    "a variant needs 1 to {MAX_KINDS} kinds of piece, found {}",
                    def.pieces.len()
                ),
            ));
        }
        let mut pieces = Vec::new();
        for p in &def.pieces {
            let mut chars = p.letter.chars();
            let letter = match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_uppercase() => c,
                _ => {
                    return Err(invalid_piece(
                        Part::Letter,
                        &p.name,
                        format!(
                            "piece '{}': letter '{}' must be one upper-case ASCII letter",
                            p.name, p.letter
                        ),
                    ));
                }
            };
            if pieces.iter().any(|q: &PieceType| q.letter == letter) {
                return Err(invalid_piece(
                    Part::Letter,
                    &p.name,
                    format!("piece '{}': letter '{letter}' is used twice", p.name),
                ));
            }
            if let Some(value) = p.value
                && !(-MAX_PIECE_VALUE..=MAX_PIECE_VALUE).contains(&value)
            {
                return Err(invalid_piece(
                    Part::Value,
                    &p.name,
                    format!(
                        "piece '{}': value {value} is out of range; values are in hundredths of a pawn, from -{MAX_PIECE_VALUE} to {MAX_PIECE_VALUE}",
                        p.name
                    ),
                ));
            }
            let moves = betza::parse(&p.betza).map_err(|source| VariantError::Betza {
                piece: p.name.clone(),
                betza: p.betza.clone(),
                source,
            })?;
            let value = match p.value {
                Some(v) => v,
                None if p.royal => 0,
                None if p.pawn => 100,
                None => betza::estimate_value(&moves, def.files, def.ranks),
            };
            let mut aliases = Vec::new();
            for a in &p.aliases {
                match a.as_bytes() {
                    [c] if c.is_ascii_uppercase() => aliases.push(*c as char),
                    _ => {
                        return Err(invalid_piece(
                            Part::Piece,
                            &p.name,
                            format!(
                                "piece '{}': alias '{a}' must be one upper-case ASCII letter",
                                p.name
                            ),
                        ));
                    }
                }
            }
            pieces.push(PieceType {
                name: p.name.clone(),
                letter,
                aliases,
                betza: p.betza.clone(),
                royal: p.royal,
                pawn: p.pawn,
                value,
                figure: p.figure.clone(),
                moves,
            });
        }
        let royals: Vec<usize> = (0..pieces.len()).filter(|&i| pieces[i].royal).collect();
        if royals.len() > 1 {
            return Err(invalid(Part::Pieces, "only one kind of piece may be royal"));
        }
        let king = royals.first().map(|&k| k as PieceKind);
        if king.is_none() && rules.bare_king != BareKing::None {
            return Err(invalid(
                Part::Pieces,
                "a bare-king rule needs a royal piece (set royal = true on the king)",
            ));
        }
        let letter_kind = |s: &str, what: &str| -> Result<PieceKind, VariantError> {
            pieces
                .iter()
                .position(|p| s.len() == 1 && p.letter.to_string() == s.to_ascii_uppercase())
                .map(|k| k as PieceKind)
                .ok_or_else(|| {
                    invalid(
                        Part::Promotion,
                        format!("{what}: no piece has the letter '{s}'"),
                    )
                })
        };

        // Start-position piece counts and squares, read straight from the FEN board field.
        let board_field = def.start.split_whitespace().next().unwrap_or("");
        let start_board = crate::notation::fen::parse_board(board_field, geometry, &|c| {
            pieces
                .iter()
                .position(|p| p.letter == c.to_ascii_uppercase())
                .map(|k| k as PieceKind)
        })
        .map_err(|e| VariantError::Start(e.to_string()))?;

        let squares = geometry.squares();
        let kinds = pieces.len();
        let mut initial_count = [[0u8; MAX_KINDS]; 2];
        let mut initial = vec![Bitboard::EMPTY; 2 * kinds];
        for (sq, piece) in &start_board {
            initial_count[piece.color.index()][piece.kind as usize] += 1;
            initial[piece.color.index() * kinds + piece.kind as usize].insert(*sq);
        }

        let promotion = match &def.promotion {
            None => None,
            Some(pd) => {
                let mode = match pd.mode.as_str() {
                    "choice" => PromotionMode::Choice,
                    "lost" => PromotionMode::Lost,
                    "file" => PromotionMode::File,
                    other => {
                        return Err(invalid(
                            Part::Promotion,
                            format!("promotion mode '{other}': use choice, lost or file"),
                        ));
                    }
                };
                if pd.zone == 0 || pd.zone > def.ranks {
                    return Err(invalid(
                        Part::Promotion,
                        format!("promotion zone {} must be 1..={}", pd.zone, def.ranks),
                    ));
                }
                let mut zone = [Bitboard::EMPTY; 2];
                for r in 0..pd.zone {
                    zone[0] |= geometry.rank_mask(def.ranks - 1 - r);
                    zone[1] |= geometry.rank_mask(r);
                }
                let list = |v: &[String], what| {
                    v.iter()
                        .map(|s| letter_kind(s, what))
                        .collect::<Result<Vec<_>, _>>()
                };
                let pieces_k = list(&pd.pieces, "promotion pieces")?;
                let always = list(&pd.always, "promotion always")?;
                if pieces_k.iter().chain(&always).any(|&k| Some(k) == king) {
                    return Err(invalid(
                        Part::Promotion,
                        "promotion to the royal piece is not supported",
                    ));
                }
                if mode == PromotionMode::Choice && pieces_k.is_empty() {
                    return Err(invalid(
                        Part::Promotion,
                        "promotion mode 'choice' needs at least one piece in 'pieces'",
                    ));
                }
                let mut file_piece = [
                    vec![None; def.files as usize],
                    vec![None; def.files as usize],
                ];
                if mode == PromotionMode::File {
                    let royal_to = match rules.royal_file_promotes_to.as_str() {
                        "-" | "" => None,
                        s => Some(letter_kind(s, "rules.royal-file-promotes-to")?),
                    };
                    for color in Color::ALL {
                        let back = if color == Color::White {
                            0
                        } else {
                            def.ranks - 1
                        };
                        for f in 0..def.files {
                            let sq = geometry.square(f as i32, back as i32).expect("on board");
                            file_piece[color.index()][f as usize] = start_board
                                .iter()
                                .find(|(s, p)| *s == sq && p.color == color)
                                .and_then(|(_, p)| {
                                    if Some(p.kind) == king {
                                        royal_to
                                    } else {
                                        Some(p.kind)
                                    }
                                })
                                .filter(|k| !pieces[*k as usize].pawn);
                        }
                    }
                }
                Some(Promotion {
                    mode,
                    zone,
                    pieces: pieces_k,
                    always,
                    mandatory: pd.mandatory,
                    file_piece,
                })
            }
        };

        // Attack tables.
        let mut quiet = vec![Bitboard::EMPTY; 2 * kinds * squares];
        let mut capture = vec![Bitboard::EMPTY; 2 * kinds * squares];
        let mut slide_quiet = vec![0u8; 2 * kinds];
        let mut slide_capture = vec![0u8; 2 * kinds];
        let mut complex = vec![Vec::new(); 2 * kinds];
        let mut complex_capturers = [0u32; 2];
        let mut complex_movers = [0u32; 2];
        for color in Color::ALL {
            let sign: i8 = if color == Color::White { 1 } else { -1 };
            for (k, p) in pieces.iter().enumerate() {
                let ck = color.index() * kinds + k;
                for m in &p.moves {
                    for &(sx, sy) in &m.steps {
                        let (dx, dy) = (sx * sign, sy * sign);
                        let unit = dx.abs() <= 1 && dy.abs() <= 1;
                        let simple_leap =
                            m.range == 1 && !m.initial && !m.jump && (unit || !m.lame);
                        let simple_slide = m.range == 0 && unit && !m.initial && !m.jump;
                        if simple_leap {
                            for sq in geometry.all() {
                                if let Some(to) = geometry.offset(sq, dx as i32, dy as i32) {
                                    let i = ck * squares + sq.index();
                                    if m.modality.can_move() {
                                        quiet[i].insert(to);
                                    }
                                    if m.modality.can_capture() {
                                        capture[i].insert(to);
                                    }
                                }
                            }
                        } else if simple_slide {
                            let d = direction_index(dx, dy).expect("unit step") as u8;
                            if m.modality.can_move() {
                                slide_quiet[ck] |= 1 << d;
                            }
                            if m.modality.can_capture() {
                                slide_capture[ck] |= 1 << d;
                            }
                        } else {
                            complex[ck].push(ComplexMove {
                                dx,
                                dy,
                                range: m.range,
                                modality: m.modality,
                                initial: m.initial,
                                lame: m.lame,
                                jump: m.jump,
                            });
                            complex_movers[color.index()] |= 1 << k;
                            if m.modality.can_capture() {
                                complex_capturers[color.index()] |= 1 << k;
                            }
                        }
                    }
                }
            }
        }
        let mut attackers = vec![Bitboard::EMPTY; 2 * kinds * squares];
        for ck in 0..2 * kinds {
            for from in geometry.all() {
                for to in capture[ck * squares + from.index()] {
                    attackers[ck * squares + to.index()].insert(from);
                }
            }
        }
        let mut sliders_toward = [[0u32; 8]; 2];
        for color in Color::ALL {
            for k in 0..kinds {
                let mask = slide_capture[color.index() * kinds + k];
                for d in 0..8 {
                    // A slider moving in direction (d + 4) % 8 reaches a target from direction d.
                    if mask & (1 << ((d + 4) % 8)) != 0 {
                        sliders_toward[color.index()][d] |= 1 << k;
                    }
                }
            }
        }
        let mut rays = vec![Bitboard::EMPTY; 8 * squares];
        for (d, &(dx, dy)) in DIRECTIONS.iter().enumerate() {
            for sq in geometry.all() {
                let mut cur = sq;
                while let Some(next) = geometry.offset(cur, dx as i32, dy as i32) {
                    rays[d * squares + sq.index()].insert(next);
                    cur = next;
                }
            }
        }

        // Royal leap (Parsi): a once-per-game non-capturing move of the king.
        let mut royal_leap = vec![Bitboard::EMPTY; 2 * squares];
        if !rules.royal_leap.is_empty() {
            if king.is_none() {
                return Err(VariantError::Rules("royal-leap needs a royal piece".into()));
            }
            let moves = betza::parse(&rules.royal_leap).map_err(|e| {
                VariantError::Rules(format!("royal-leap '{}': {e}", rules.royal_leap))
            })?;
            for color in Color::ALL {
                let sign: i8 = if color == Color::White { 1 } else { -1 };
                for m in &moves {
                    if m.range != 1 || m.lame || m.jump || m.initial {
                        return Err(VariantError::Rules(format!(
                            "royal-leap '{}': only plain leaps are supported",
                            rules.royal_leap
                        )));
                    }
                    for &(sx, sy) in &m.steps {
                        for sq in geometry.all() {
                            if let Some(to) =
                                geometry.offset(sq, (sx * sign) as i32, (sy * sign) as i32)
                            {
                                royal_leap[color.index() * squares + sq.index()].insert(to);
                            }
                        }
                    }
                }
            }
        }

        // Double steps (Parsi): pawns on listed files, from their start squares.
        let mut tracked = [Bitboard::EMPTY; 2];
        let mut double_step_from = [Bitboard::EMPTY; 2];
        for f in &rules.double_step_files {
            let file = match f.as_bytes() {
                [c] if c.is_ascii_lowercase() && (c - b'a') < def.files => c - b'a',
                _ => {
                    return Err(VariantError::Rules(format!(
                        "double-step-files: '{f}' is not a file of this board"
                    )));
                }
            };
            for color in Color::ALL {
                let back_rank = if color == Color::White {
                    0
                } else {
                    def.ranks as i32 - 1
                };
                // The start squares of the side's pawns on that file.
                for (sq, p) in &start_board {
                    if p.color == color
                        && pieces[p.kind as usize].pawn
                        && geometry.file_of(*sq) == file
                    {
                        double_step_from[color.index()].insert(*sq);
                    }
                }
                if rules.double_step_needs_unmoved_master
                    && let Some(sq) = geometry.square(file as i32, back_rank)
                {
                    tracked[color.index()].insert(sq);
                }
            }
        }
        let bonus_kind = match rules.promotion_bonus.as_str() {
            "" | "-" => None,
            s => Some(letter_kind(s, "rules.promotion-bonus")?),
        };
        if rules.bare_king == BareKing::Counted && rules.lone_king_moves > 60 {
            return Err(VariantError::Rules(
                "lone-king-moves must be at most 60".into(),
            ));
        }
        let pawn_kinds = (0..kinds)
            .filter(|&k| pieces[k].pawn)
            .fold(0u32, |m, k| m | 1 << k);
        let fast_legality = king.is_some()
            && !rules.king_capture
            && complex_capturers == [0, 0]
            && rules.stalemate != Stalemate::Forbidden
            && !rules.perpetual_check_illegal
            && bonus_kind.is_none();

        let seed = def.id.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        });
        let t = Tables {
            squares,
            kinds,
            quiet,
            capture,
            attackers,
            slide_quiet,
            slide_capture,
            rays,
            complex,
            complex_capturers,
            complex_movers,
            sliders_toward,
            initial,
            royal_leap,
            king,
            pawn_kinds,
            tracked,
            double_step_from,
            initial_count,
            bonus_kind,
            fast_legality,
            zobrist: Zobrist::new(seed),
        };
        let variant = Variant {
            id: def.id.clone(),
            name: def.name.clone(),
            description: def.description.clone(),
            sources: def.sources.clone(),
            board_style: def.board.clone(),
            geometry,
            pieces,
            rules,
            promotion,
            start_fen: def.start.clone(),
            definition: def,
            t,
        };
        let variant = Arc::new(variant);
        // The start position must itself be valid.
        crate::position::Position::from_fen(&variant, &variant.start_fen)
            .map_err(|e| VariantError::Start(e.to_string()))?;
        Ok(variant)
    }

    /// The kind with this FEN letter (either case).
    pub fn kind_of_letter(&self, c: char) -> Option<PieceKind> {
        let up = c.to_ascii_uppercase();
        self.pieces
            .iter()
            .position(|p| p.letter == up)
            .map(|k| k as PieceKind)
    }

    /// Whether an upper-case letter names this kind (its FEN letter or an alias), as long as the
    /// letter is not another kind's FEN letter.
    pub fn kind_matches_letter(&self, kind: PieceKind, c: char) -> bool {
        let p = &self.pieces[kind as usize];
        p.letter == c || (p.aliases.contains(&c) && self.kind_of_letter(c).is_none())
    }

    /// Whether the men of `kind` (of both colours) move on the board reflected by `m` as they do
    /// on the board itself: then a position of such men and its reflection have the same moves,
    /// reflected (endgame tables store one of the two). Pawns are never up-down symmetric.
    pub fn moves_symmetric(&self, kind: PieceKind, m: Mirror) -> bool {
        let t = &self.t;
        let g = self.geometry;
        let turn = |d: usize| {
            let (dx, dy) = DIRECTIONS[d];
            let (dx, dy) = match m {
                Mirror::Files => (-dx, dy),
                Mirror::Ranks => (dx, -dy),
            };
            direction_index(dx, dy).expect("a line direction reflects to one")
        };
        let turn_mask = |mask: u8| {
            (0..8)
                .filter(|&d| mask & (1 << d) != 0)
                .fold(0u8, |acc, d| acc | (1 << turn(d)))
        };
        Color::ALL.into_iter().all(|c| {
            let ck = t.ck(c, kind);
            let same_table = |table: &[Bitboard]| {
                g.all().all(|sq| {
                    g.mirror_bb(table[t.idx(c, kind, sq)], m)
                        == table[t.idx(c, kind, g.mirror(sq, m))]
                })
            };
            let complex_ok = t.complex[ck].iter().all(|a| {
                let (dx, dy) = match m {
                    Mirror::Files => (-a.dx, a.dy),
                    Mirror::Ranks => (a.dx, -a.dy),
                };
                t.complex[ck].iter().any(|b| {
                    (b.dx, b.dy, b.range, b.modality, b.initial, b.lame, b.jump)
                        == (dx, dy, a.range, a.modality, a.initial, a.lame, a.jump)
                })
            });
            let initial_ok = !t.complex[ck].iter().any(|a| a.initial)
                || g.mirror_bb(t.initial[ck], m) == t.initial[ck];
            let pawn_ok = t.pawn_kinds & (1 << kind) == 0
                || (m == Mirror::Files
                    && g.mirror_bb(t.double_step_from[c.index()], m)
                        == t.double_step_from[c.index()]
                    && g.mirror_bb(t.tracked[c.index()], m) == t.tracked[c.index()]);
            same_table(&t.quiet)
                && same_table(&t.capture)
                && turn_mask(t.slide_quiet[ck]) == t.slide_quiet[ck]
                && turn_mask(t.slide_capture[ck]) == t.slide_capture[ck]
                && complex_ok
                && initial_ok
                && pawn_ok
        })
    }

    /// Whether the game is the same game left to right: every kind moves alike reflected, and
    /// promotion (its zone, and by file the piece a file gives), pawns' double steps and the
    /// king's leap do not depend on the side of the board. Then a position and its reflection
    /// are worth the same, whatever the start position (learning may use both).
    pub fn files_symmetric(&self) -> bool {
        let g = self.geometry;
        let m = Mirror::Files;
        let kinds_ok = (0..self.pieces.len()).all(|k| self.moves_symmetric(k as PieceKind, m));
        let promotion_ok = self.promotion.as_ref().is_none_or(|p| {
            p.zone.iter().all(|&z| g.mirror_bb(z, m) == z)
                && (p.mode != PromotionMode::File
                    || p.file_piece.iter().all(|f| f.iter().eq(f.iter().rev())))
        });
        let leap_ok = Color::ALL.into_iter().all(|c| {
            let table = &self.t.royal_leap[c.index() * self.t.squares..][..self.t.squares];
            g.all()
                .all(|sq| g.mirror_bb(table[sq.index()], m) == table[g.mirror(sq, m).index()])
        });
        kinds_ok && promotion_ok && leap_ok
    }

    /// The royal kind, if the game has one.
    pub fn king(&self) -> Option<PieceKind> {
        self.t.king
    }

    pub fn piece(&self, kind: PieceKind) -> &PieceType {
        &self.pieces[kind as usize]
    }

    /// How many pieces of a kind a side starts with.
    pub fn initial_count(&self, color: Color, kind: PieceKind) -> u8 {
        self.t.initial_count[color.index()][kind as usize]
    }

    /// The start position.
    pub fn start_position(self: &Arc<Self>) -> crate::position::Position {
        crate::position::Position::from_fen(self, &self.start_fen).expect("checked when compiled")
    }
}

/// The largest piece value a definition may give (hundredths of a pawn): 128 squares of such
/// pieces still add up far inside an `i32`.
pub const MAX_PIECE_VALUE: i32 = 100_000;

/// A rule override's value: TOML if it parses as one (`true`, `70`, `"x"`, `["a"]`), else a string.
fn parse_override(text: &str) -> toml::Value {
    let doc = format!("v = {text}");
    match toml::from_str::<toml::Table>(&doc) {
        Ok(mut t) => t
            .remove("v")
            .unwrap_or_else(|| toml::Value::String(text.to_owned())),
        Err(_) => toml::Value::String(text.to_owned()),
    }
}

/// Reads the `[rules]` table; an error names the offending key.
fn parse_rules(table: &toml::Table) -> Result<Rules, VariantError> {
    let whole: Result<Rules, toml::de::Error> = toml::Value::Table(table.clone()).try_into();
    whole.map_err(|e| {
        for (key, value) in table {
            let mut one = toml::Table::new();
            one.insert(key.clone(), value.clone());
            if let Err(e) = toml::Value::Table(one).try_into::<Rules>() {
                let msg = e
                    .message()
                    .replace("unknown variant", "unknown value")
                    .replace("unknown field", "unknown rule");
                return VariantError::Rules(format!("{key} = {value}: {msg}"));
            }
        }
        VariantError::Rules(e.message().to_owned())
    })
}
