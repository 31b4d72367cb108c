//! A learned evaluation (NNUE): a network of one hidden layer seen from each side, its inputs
//! the men on their squares, evaluated with integers and kept up to date from one position to
//! the next by the few men that changed.
//!
//! Inputs, for the side `me` looking: one per (piece kind, mine or the opponent's, square), the
//! square seen from `me`'s side (Black's view mirrors the ranks), `kind * 2 * squares +
//! theirs * squares + square`. The hidden layer (`hidden` wide) is the sum of the rows of the
//! men present plus a bias, in each side's view; the output is
//! `screlu(own) . w_own + screlu(other) . w_other + b`, with `screlu(x) = clamp(x, 0, 1)^2`, and
//! times [`SCALE`] gives hundredths of a pawn for the side to move. A network may have several
//! output layers ("buckets"), one for each band of the number of men on the board, and several
//! sets of inputs, a view choosing one by where its own king stands ([`KingInputs`]). The file
//! format is in docs/nnue.md.

use std::sync::Arc;

use rukh_rules::{Bitboard, Color, Position, Variant};

/// The first bytes of a network file.
pub const MAGIC: &[u8; 8] = b"RUKHNNUE";
pub const VERSION: u16 = 3;
/// The most output buckets a network may have.
pub const MAX_BUCKETS: usize = 16;
/// The king sets [`KingInputs::new`] can lay out.
pub const KING_SETS: [usize; 5] = [1, 2, 4, 6, 8];
/// Integer scale of the hidden layer's weights and biases.
pub const QA: i32 = 255;
/// Integer scale of the output weights.
pub const QB: i32 = 64;
/// Hundredths of a pawn per unit of the network's output.
pub const SCALE: i32 = 400;
/// The largest weight a network may hold (so the integers cannot overflow).
pub const CLIP: f32 = 1.98;

/// The largest output weight a network may hold: `CLIP * QB`, rounded (127).
pub const OUT_MAX: i16 = (CLIP * QB as f32 + 0.5) as i16;

/// A network, quantised.
#[derive(Clone, Debug, PartialEq)]
pub struct Network {
    pub variant: String,
    pub files: u8,
    pub ranks: u8,
    pub kinds: u8,
    pub hidden: usize,
    /// Output layers, one for each band of `bucket_men` men (the last takes the rest).
    pub buckets: usize,
    pub bucket_men: usize,
    /// `inputs x hidden`, a row per input.
    pub l1_weights: Vec<i16>,
    pub l1_bias: Vec<i16>,
    /// `buckets x 2 x hidden`: each bucket's side to move's half, then the other's.
    pub out_weights: Vec<i16>,
    /// One per bucket.
    pub out_bias: Vec<i32>,
    /// A value per input of one set (the same in every king set) added straight to the output
    /// (`QA * QB` a unit), half from each view: the pieces' worth by square, which a little data
    /// teaches well.
    pub psqt: Vec<i32>,
    /// How a view's own king chooses its inputs.
    pub kings: KingInputs,
}

/// How each view chooses its inputs by where its own king stands. With `mirror`, a view whose
/// king is on the right half of the board sees the board turned left to right (so its king is
/// always on the left half: the games are the same reflected); the king's square, so seen,
/// picks one of `sets` sets of inputs (`map`, a set per square). A network whose inputs are the
/// men alone has one set and no mirror. A view with no king, or several, uses the first set,
/// unturned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingInputs {
    /// The king's piece kind.
    pub king: Option<u8>,
    pub sets: usize,
    pub mirror: bool,
    /// The set of a king on each square (`rank * files + file`, seen from its own side).
    pub map: Vec<u8>,
}

/// The inputs a view uses: which set, and whether the files are turned.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Frame {
    pub set: usize,
    pub mirror: bool,
}

impl KingInputs {
    /// One set, unturned: the inputs are the men alone.
    pub fn none(files: u8, ranks: u8) -> KingInputs {
        KingInputs {
            king: None,
            sets: 1,
            mirror: false,
            map: vec![0; files as usize * ranks as usize],
        }
    }

    /// `sets` sets (one of [`KING_SETS`]) for a game whose king is `king`, turned so the king
    /// is on the left half. Each half is split into a wing and a centre (the outer and inner
    /// files of the half) and the ranks, seen from the king's side, into bands: the back rank
    /// and the rest (2 and 4 sets), the back rank, the second and the rest (6), the back rank,
    /// the second, the third and fourth, the rest (8). One set turns the board only.
    pub fn new(king: u8, files: u8, ranks: u8, sets: usize) -> Result<KingInputs, String> {
        if !KING_SETS.contains(&sets) {
            return Err(format!("{sets} king sets: one of 1, 2, 4, 6 or 8"));
        }
        let (files, ranks) = (files as usize, ranks as usize);
        let half = files.div_ceil(2);
        let band = |rank: usize| -> usize {
            match sets {
                1 => 0,
                2 | 4 => usize::from(rank >= 1),
                6 => rank.min(2),
                _ => match rank {
                    0 | 1 => rank,
                    2 | 3 => 2,
                    _ => 3,
                },
            }
        };
        let mut map = vec![0; files * ranks];
        for rank in 0..ranks {
            for file in 0..files {
                let left = if file < half { file } else { files - 1 - file };
                let centre = usize::from(sets >= 4 && left >= half / 2);
                let split = if sets >= 4 { 2 } else { 1 };
                map[rank * files + file] = (band(rank) * split + centre) as u8;
            }
        }
        Ok(KingInputs {
            king: Some(king),
            sets,
            mirror: true,
            map,
        })
    }

    /// Whether the inputs are the men alone.
    pub fn plain(&self) -> bool {
        self.sets == 1 && !self.mirror
    }

    /// The frame of `me`'s view with its king on `king` (`rank * files + file`; None: no king,
    /// or several).
    #[inline]
    pub fn frame(&self, me: Color, king: Option<usize>, files: usize, ranks: usize) -> Frame {
        let Some(sq) = king.filter(|_| !self.plain()) else {
            return Frame::default();
        };
        let (mut file, mut rank) = (sq % files, sq / files);
        if me == Color::Black {
            rank = ranks - 1 - rank;
        }
        let mirror = self.mirror && 2 * file + 1 > files;
        if mirror {
            file = files - 1 - file;
        }
        Frame {
            set: self.map[rank * files + file] as usize,
            mirror,
        }
    }
}

/// Why a network file was refused.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    #[error("not a Rukh network file (it does not start with RUKHNNUE)")]
    NotNet,
    #[error("network format version {0}; this Rukh reads versions 1 to {VERSION}")]
    Version(u16),
    #[error("the file ends early: {0} bytes, {1} expected")]
    Short(usize, usize),
    #[error("{0} bytes after the network's end")]
    Long(usize),
    #[error("the network is for {found} ({files}x{ranks}, {kinds} piece kinds), not for {wanted}")]
    OtherGame {
        found: String,
        files: u8,
        ranks: u8,
        kinds: u8,
        wanted: String,
    },
    #[error("a hidden layer of {0}: 1 to 4096")]
    Hidden(usize),
    #[error("{0} output buckets of {1} men each: 1 to {MAX_BUCKETS} buckets of at least one man")]
    Buckets(usize, usize),
    #[error("output weight {1} (number {0}) is beyond ±{OUT_MAX}, which `rukh train` never writes")]
    OutWeight(usize, i16),
    #[error("king sets: {0}")]
    Kings(String),
}

impl Network {
    /// The network's shape in words: "128 hidden", "128 hidden, 4 king sets".
    pub fn shape(&self) -> String {
        match self.kings.sets {
            1 if self.kings.mirror => format!("{} hidden, turned by the king", self.hidden),
            1 => format!("{} hidden", self.hidden),
            n => format!("{} hidden, {n} king sets", self.hidden),
        }
    }

    /// Inputs of all king sets.
    pub fn inputs(&self) -> usize {
        inputs(self.kinds, self.files, self.ranks) * self.kings.sets
    }

    /// The output bucket of a position with `men` men on the board.
    pub fn bucket(&self, men: usize) -> usize {
        bucket(men, self.buckets, self.bucket_men)
    }

    /// Whether this network was made for `variant`'s board and pieces.
    pub fn fits(&self, variant: &Variant) -> Result<(), NetError> {
        if self.files == variant.geometry.files()
            && self.ranks == variant.geometry.ranks()
            && self.kinds as usize == variant.pieces.len()
        {
            Ok(())
        } else {
            Err(NetError::OtherGame {
                found: self.variant.clone(),
                files: self.files,
                ranks: self.ranks,
                kinds: self.kinds,
                wanted: variant.id.clone(),
            })
        }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&[self.files, self.ranks, self.kinds]);
        out.extend_from_slice(&(self.hidden as u16).to_le_bytes());
        out.extend_from_slice(&[self.buckets as u8, self.bucket_men as u8]);
        if !self.kings.plain() {
            let k = &self.kings;
            out.extend_from_slice(&[k.king.unwrap_or(255), k.sets as u8, u8::from(k.mirror)]);
            out.extend_from_slice(&k.map);
        } else {
            // A network of the men alone is written as version 2, which earlier Rukhs read.
            out[8..10].copy_from_slice(&2u16.to_le_bytes());
        }
        let id = self.variant.as_bytes();
        out.push(id.len().min(255) as u8);
        out.extend_from_slice(&id[..id.len().min(255)]);
        for w in self
            .l1_weights
            .iter()
            .chain(&self.l1_bias)
            .chain(&self.out_weights)
        {
            out.extend_from_slice(&w.to_le_bytes());
        }
        for b in &self.out_bias {
            out.extend_from_slice(&b.to_le_bytes());
        }
        for p in &self.psqt {
            out.extend_from_slice(&p.to_le_bytes());
        }
        out
    }

    pub fn from_bytes(b: &[u8]) -> Result<Network, NetError> {
        if b.len() < 16 || &b[..8] != MAGIC {
            return Err(NetError::NotNet);
        }
        let version = u16::from_le_bytes([b[8], b[9]]);
        if !(1..=VERSION).contains(&version) {
            return Err(NetError::Version(version));
        }
        let (files, ranks, kinds) = (b[10], b[11], b[12]);
        let hidden = u16::from_le_bytes([b[13], b[14]]) as usize;
        if !(1..=4096).contains(&hidden) {
            return Err(NetError::Hidden(hidden));
        }
        // Version 1 has one output layer and no bucket bytes; version 3 adds the king sets.
        let (buckets, bucket_men, mut at) = if version == 1 {
            (1, 255, 15)
        } else {
            (b[15] as usize, b[16] as usize, 17)
        };
        if !(1..=MAX_BUCKETS).contains(&buckets) || bucket_men == 0 {
            return Err(NetError::Buckets(buckets, bucket_men));
        }
        let squares = files as usize * ranks as usize;
        let kings = if version >= 3 {
            let head = b
                .get(at..at + 3 + squares)
                .ok_or(NetError::Short(b.len(), at + 3 + squares))?;
            let kings = KingInputs {
                king: (head[0] != 255).then_some(head[0]),
                sets: head[1] as usize,
                mirror: head[2] != 0,
                map: head[3..].to_vec(),
            };
            if !(1..=16).contains(&kings.sets)
                || kings.map.iter().any(|&s| s as usize >= kings.sets)
            {
                return Err(NetError::Kings(format!(
                    "{} sets, a square's set beyond them",
                    kings.sets
                )));
            }
            if kings.king.is_none_or(|k| k >= kinds) {
                return Err(NetError::Kings(format!(
                    "the king's kind {} is not one of the {kinds} kinds",
                    head[0]
                )));
            }
            at += 3 + squares;
            kings
        } else {
            KingInputs::none(files, ranks)
        };
        let len = *b.get(at).ok_or(NetError::Short(b.len(), at + 1))? as usize;
        let start = at + 1 + len;
        let base = inputs(kinds, files, ranks);
        let n_in = base * kings.sets;
        let words = n_in * hidden + hidden + buckets * 2 * hidden;
        let need = start + words * 2 + 4 * buckets + 4 * base;
        if b.len() < need {
            return Err(NetError::Short(b.len(), need));
        }
        if b.len() > need {
            return Err(NetError::Long(b.len() - need));
        }
        let variant = String::from_utf8_lossy(&b[at + 1..start]).into_owned();
        let w: Vec<i16> = b[start..start + words * 2]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect();
        let tail = start + words * 2;
        let ints = |from: usize, to: usize| -> Vec<i32> {
            b[from..to]
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        };
        let out_weights = &w[n_in * hidden + hidden..];
        if let Some((i, &x)) = out_weights
            .iter()
            .enumerate()
            .find(|(_, x)| x.unsigned_abs() > OUT_MAX as u16)
        {
            return Err(NetError::OutWeight(i, x));
        }
        let out_bias = ints(tail, tail + 4 * buckets);
        let psqt = ints(tail + 4 * buckets, need);
        Ok(Network {
            variant,
            files,
            ranks,
            kinds,
            hidden,
            buckets,
            bucket_men,
            l1_weights: w[..n_in * hidden].to_vec(),
            l1_bias: w[n_in * hidden..n_in * hidden + hidden].to_vec(),
            out_weights: out_weights.to_vec(),
            out_bias,
            psqt,
            kings,
        })
    }

    /// The score of `pos` for the side to move, from scratch.
    pub fn evaluate(self: &Arc<Self>, pos: &Position) -> i32 {
        Accumulator::new(Arc::clone(self)).evaluate(pos)
    }
}

/// Which evaluation a searcher plays with.
#[derive(Clone, Debug, Default)]
pub enum Choice {
    /// The network built into Rukh for the game searched, if there is one; else the written
    /// evaluation.
    #[default]
    Builtin,
    /// The written evaluation.
    Written,
    /// This network, in the game it was made for (the written evaluation in others).
    File(Arc<Network>),
}

impl Choice {
    /// The network to play `variant` with, if any.
    pub fn network_for(&self, variant: &Variant) -> Option<Arc<Network>> {
        match self {
            Choice::Builtin => builtin(&variant.id).filter(|n| n.fits(variant).is_ok()),
            Choice::Written => None,
            Choice::File(n) => n.fits(variant).is_ok().then(|| Arc::clone(n)),
        }
    }

    /// What plays `variant`, in words: "the network built in for shatranj (128 hidden)".
    pub fn describe(&self, variant: &Variant) -> String {
        match (self, self.network_for(variant)) {
            (Choice::Builtin, Some(n)) => {
                format!("the network built in for {} ({})", n.variant, n.shape())
            }
            (Choice::File(_), Some(n)) => {
                format!(
                    "the network from the file for {} ({})",
                    n.variant,
                    n.shape()
                )
            }
            (Choice::File(n), None) => format!(
                "the written evaluation (the file's network is for {}, not {})",
                n.variant, variant.id
            ),
            _ => "the written evaluation".to_string(),
        }
    }
}

/// The choice every new searcher of this process starts with (`rukh uci --eval-file`).
static PROCESS_CHOICE: std::sync::RwLock<Option<Choice>> = std::sync::RwLock::new(None);

/// Sets the choice new searchers start with.
pub fn set_process_choice(choice: Choice) {
    *PROCESS_CHOICE.write().unwrap_or_else(|e| e.into_inner()) = Some(choice);
}

/// The choice new searchers start with.
pub fn process_choice() -> Choice {
    PROCESS_CHOICE
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .clone()
        .unwrap_or_default()
}

/// The networks built into Rukh, by game (`nets/`, made by `rukh train`; docs/nnue.md gives
/// each one's data and recipe, docs/strength.md its matches against the written evaluation).
#[cfg(feature = "builtin-nets")]
const BUILTIN: &[(&str, &[u8])] = &[
    ("shatranj", include_bytes!("../nets/shatranj.nnue")),
    (
        "chaturanga-davidson",
        include_bytes!("../nets/chaturanga-davidson.nnue"),
    ),
    (
        "shatranj-kamil-64",
        include_bytes!("../nets/shatranj-kamil-64.nnue"),
    ),
    ("parsi", include_bytes!("../nets/parsi.nnue")),
    (
        "great-shatranj",
        include_bytes!("../nets/great-shatranj.nnue"),
    ),
];

#[cfg(not(feature = "builtin-nets"))]
const BUILTIN: &[(&str, &[u8])] = &[];

/// Networks this process was given for games (`rukh serve --network`): an operator's game, or a
/// newer one for one of the five. They play their games as a built-in network does.
static GIVEN: std::sync::RwLock<Vec<Arc<Network>>> = std::sync::RwLock::new(Vec::new());

/// Plays the game a network was made for (`net.variant`) with it from now on, in place of any
/// network built in for that game.
pub fn install(net: Network) {
    let mut given = GIVEN.write().unwrap_or_else(|e| e.into_inner());
    given.retain(|n| n.variant != net.variant);
    given.push(Arc::new(net));
}

/// The network the game `id` plays with by default: one given to this process (`install`), else
/// the one built in for it, if there is one.
pub fn builtin(id: &str) -> Option<Arc<Network>> {
    if let Some(net) = GIVEN
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .find(|n| n.variant == id)
    {
        return Some(Arc::clone(net));
    }
    static NETS: std::sync::OnceLock<Vec<(&'static str, Arc<Network>)>> =
        std::sync::OnceLock::new();
    NETS.get_or_init(|| {
        BUILTIN
            .iter()
            .map(|(id, bytes)| {
                let net = Network::from_bytes(bytes).expect("a built-in network reads");
                (*id, Arc::new(net))
            })
            .collect()
    })
    .iter()
    .find(|(n, _)| *n == id)
    .map(|(_, net)| Arc::clone(net))
}

/// The largest network file read (Rukh's own are a few hundred KB).
pub const MAX_NET_BYTES: u64 = 256 << 20;

/// Reads a network file: an ordinary file of at most [`MAX_NET_BYTES`] (a device, a FIFO or a
/// folder is refused at once).
pub fn load(path: &std::path::Path) -> Result<Network, String> {
    let bytes = rukh_rules::files::read_bounded(
        path,
        MAX_NET_BYTES,
        "a network is a few hundred KB (made by `rukh train`)",
    )
    .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Network::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// The output bucket of a position of `men` men: bands of `bucket_men` men from two (the two
/// kings), the last bucket taking the rest.
pub fn bucket(men: usize, buckets: usize, bucket_men: usize) -> usize {
    (men.saturating_sub(2) / bucket_men.max(1)).min(buckets - 1)
}

/// Inputs of a network for a game of `kinds` piece kinds on a `files` x `ranks` board.
pub fn inputs(kinds: u8, files: u8, ranks: u8) -> usize {
    kinds as usize * 2 * files as usize * ranks as usize
}

/// Square `sq` (`rank * files + file`) as `me`'s view sees it: turned left to right when
/// `mirror`, its ranks turned for Black.
#[inline]
pub fn view_square(me: Color, mirror: bool, sq: usize, files: usize, ranks: usize) -> usize {
    let sq = if mirror {
        sq - sq % files + (files - 1 - sq % files)
    } else {
        sq
    };
    if me == Color::White {
        sq
    } else {
        (ranks - 1 - sq / files) * files + sq % files
    }
}

/// The input, within one set, of a man of `kind` (the view's own side's, or `theirs`) on the
/// square the view sees as `seen`.
#[inline]
fn input_at(kind: u8, theirs: bool, seen: usize, squares: usize) -> usize {
    kind as usize * 2 * squares + usize::from(theirs) * squares + seen
}

/// The input of a man of `kind` and `color` on square `sq` (`rank * files + file`) in the view of
/// `me`.
#[inline]
pub fn feature(me: Color, kind: u8, color: Color, sq: usize, files: usize, ranks: usize) -> usize {
    input_at(
        kind,
        color != me,
        view_square(me, false, sq, files, ranks),
        files * ranks,
    )
}

/// The input of a man in the view of `me` through `frame`, for a network of `base` inputs a set
/// ([`inputs`]): the set's offset, then [`feature`] of the square, turned when the frame turns
/// the board.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn framed(
    me: Color,
    frame: Frame,
    base: usize,
    kind: u8,
    color: Color,
    sq: usize,
    files: usize,
    ranks: usize,
) -> usize {
    let seen = view_square(me, frame.mirror, sq, files, ranks);
    frame.set * base + input_at(kind, color != me, seen, files * ranks)
}

/// The hidden layer of both views for the position evaluated last, and the men it was made
/// from: the next position's layer is this one changed by the men that differ (a move changes
/// two to four squares), or made anew when too many do.
pub struct Accumulator {
    net: Arc<Network>,
    views: [Vec<i16>; 2],
    /// Each view's sum of `psqt`.
    psqt: [i32; 2],
    /// Each view's frame (its king's set of inputs, and whether it turns the board).
    frames: [Frame; 2],
    /// Each side's men by kind when the views were made; None: not made yet.
    men: Option<Men>,
    /// Where a square stands in a view: `seen[me][mirror][sq]` is [`view_square`], looked up
    /// rather than worked out (by divisions by the board's width) at every change.
    seen: [[Vec<u16>; 2]; 2],
}

/// Each kind's men of each side (a game has at most `MAX_KINDS` kinds).
type Men = [[Bitboard; 2]; rukh_rules::types::MAX_KINDS];

/// More changed men than this and the views are made anew.
const REFRESH: u32 = 12;

impl Accumulator {
    pub fn new(net: Arc<Network>) -> Accumulator {
        let h = net.hidden;
        let (files, ranks) = (net.files as usize, net.ranks as usize);
        let seen = |me: Color, mirror: bool| -> Vec<u16> {
            (0..files * ranks)
                .map(|sq| view_square(me, mirror, sq, files, ranks) as u16)
                .collect()
        };
        Accumulator {
            views: [vec![0; h], vec![0; h]],
            psqt: [0; 2],
            frames: [Frame::default(); 2],
            men: None,
            seen: [
                [seen(Color::White, false), seen(Color::White, true)],
                [seen(Color::Black, false), seen(Color::Black, true)],
            ],
            net,
        }
    }

    pub fn network(&self) -> &Arc<Network> {
        &self.net
    }

    /// Adds (or takes away) a man in `me`'s view.
    fn add(&mut self, me: Color, kind: u8, color: Color, sq: usize, sign: i16) {
        let squares = self.net.files as usize * self.net.ranks as usize;
        let h = self.net.hidden;
        let base = inputs(self.net.kinds, self.net.files, self.net.ranks);
        let frame = self.frames[me.index()];
        // As `framed`, with the turned square looked up.
        let seen = self.seen[me.index()][usize::from(frame.mirror)][sq] as usize;
        let local = input_at(kind, color != me, seen, squares);
        let f = frame.set * base + local;
        self.psqt[me.index()] += sign as i32 * self.net.psqt[local];
        let row = &self.net.l1_weights[f * h..(f + 1) * h];
        let view = &mut self.views[me.index()];
        if sign > 0 {
            for (v, w) in view.iter_mut().zip(row) {
                *v = v.wrapping_add(*w);
            }
        } else {
            for (v, w) in view.iter_mut().zip(row) {
                *v = v.wrapping_sub(*w);
            }
        }
    }

    /// Brings the views to `pos`: each view is changed by the men that differ, or made anew
    /// when too many do or its king has moved to another set of inputs.
    fn update(&mut self, pos: &Position) {
        let kinds = self.net.kinds as usize;
        let mut now: Men = [[Bitboard::EMPTY; 2]; rukh_rules::types::MAX_KINDS];
        for (k, by) in now.iter_mut().enumerate().take(kinds) {
            *by = [
                pos.pieces(Color::White, k as u8),
                pos.pieces(Color::Black, k as u8),
            ];
        }
        let changed: u32 = match &self.men {
            Some(old) => old
                .iter()
                .zip(&now)
                .map(|(o, n)| (o[0] ^ n[0]).count() + (o[1] ^ n[1]).count())
                .sum(),
            None => u32::MAX,
        };
        if changed == 0 {
            return;
        }
        let (files, ranks) = (self.net.files as usize, self.net.ranks as usize);
        let old = self.men.take();
        for me in Color::ALL {
            let king = self.net.kings.king.and_then(|k| {
                let men = now[k as usize][me.index()];
                men.first().filter(|_| men.count() == 1).map(|s| s.index())
            });
            let frame = self.net.kings.frame(me, king, files, ranks);
            match &old {
                Some(old) if changed <= REFRESH && frame == self.frames[me.index()] => {
                    for (k, (o, n)) in old.iter().zip(&now).enumerate() {
                        for c in Color::ALL {
                            let (o, n) = (o[c.index()], n[c.index()]);
                            for sq in o & !n {
                                self.add(me, k as u8, c, sq.index(), -1);
                            }
                            for sq in n & !o {
                                self.add(me, k as u8, c, sq.index(), 1);
                            }
                        }
                    }
                }
                _ => {
                    self.frames[me.index()] = frame;
                    self.views[me.index()].copy_from_slice(&self.net.l1_bias);
                    self.psqt[me.index()] = 0;
                    for (k, by) in now.iter().enumerate() {
                        for c in Color::ALL {
                            for sq in by[c.index()] {
                                self.add(me, k as u8, c, sq.index(), 1);
                            }
                        }
                    }
                }
            }
        }
        self.men = Some(now);
    }

    /// The score of `pos` for the side to move, in hundredths of a pawn.
    pub fn evaluate(&mut self, pos: &Position) -> i32 {
        self.update(pos);
        let h = self.net.hidden;
        let us = pos.turn();
        let b = self.net.bucket(pos.occupied().count() as usize);
        let out_weights = &self.net.out_weights[b * 2 * h..(b + 1) * 2 * h];
        let mut sum: i64 = 0;
        for (half, view) in [&self.views[us.index()], &self.views[(!us).index()]]
            .into_iter()
            .enumerate()
        {
            sum += screlu_dot(view, &out_weights[half * h..(half + 1) * h]);
        }
        let psqt = (self.psqt[us.index()] as i64 - self.psqt[(!us).index()] as i64) / 2;
        let out = sum / QA as i64 + self.net.out_bias[b] as i64 + psqt;
        (out * SCALE as i64 / (QA * QB) as i64) as i32
    }
}

/// The sum of `clamp(v, 0, QA)² × w` over a view and its output weights. Every weight is
/// within [`OUT_MAX`] (the loader checks), so an activation times a weight fits 16 bits and a
/// run of 64 terms 32 bits: the loop runs in the processor's vector lanes.
#[inline]
fn screlu_dot(view: &[i16], weights: &[i16]) -> i64 {
    view.chunks(64)
        .zip(weights.chunks(64))
        .map(|(v, w)| {
            v.iter()
                .zip(w)
                .map(|(&v, &w)| {
                    let x = v.clamp(0, QA as i16);
                    (x * w) as i32 * x as i32
                })
                .sum::<i32>() as i64
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::datagen::{DataPos, Header};
    use crate::train::{Trainer, samples};

    /// Positions of a short self-play game of `id`, as data and as positions.
    fn positions(id: &str) -> (Arc<Variant>, Vec<Position>) {
        let v = rukh_rules::variant::builtin(id).unwrap();
        let mut pos = v.start_position();
        let mut out = vec![pos.clone()];
        let mut searcher = crate::Searcher::new(1);
        for _ in 0..40 {
            let limits = crate::Limits {
                nodes: Some(200),
                ..Default::default()
            };
            let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
            let Some(m) = searcher.search(&pos, &limits, stop, |_| {}).0 else {
                break;
            };
            pos.play_unchecked(m);
            if pos.outcome().is_some() {
                break;
            }
            out.push(pos.clone());
        }
        (v, out)
    }

    /// Positions of a game of random moves of `id` (kings wander), after the first `skip`.
    fn wandering(id: &str, plies: usize) -> Vec<Position> {
        use rand::{RngExt, SeedableRng};
        let v = rukh_rules::variant::builtin(id).unwrap();
        let mut rng = rand::rngs::StdRng::seed_from_u64(5);
        let mut pos = v.start_position();
        let mut out = Vec::new();
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.outcome().is_some() {
                break;
            }
            // Kings first when they can move: the sets change under the accumulator.
            let king: Vec<_> = moves
                .iter()
                .copied()
                .filter(|m| pos.piece_at(m.from()).map(|p| Some(p.kind)) == Some(v.king()))
                .collect();
            let m = if !king.is_empty() && rng.random_bool(0.5) {
                king[rng.random_range(0..king.len())]
            } else {
                moves
                    .iter()
                    .copied()
                    .nth(rng.random_range(0..moves.len()))
                    .unwrap()
            };
            pos.play_unchecked(m);
            out.push(pos.clone());
        }
        out
    }

    /// A network given to the process plays its own game (an operator's), by that game's id.
    #[test]
    fn an_installed_network_plays_the_game_it_was_made_for() {
        let text = rukh_rules::variant::builtin_source("shatranj")
            .unwrap()
            .replace("id = \"shatranj\"", "id = \"shatranj-club\"");
        let club = Variant::from_toml(&text).unwrap();
        assert!(Choice::Builtin.network_for(&club).is_none());
        let mut net = (*builtin("shatranj").unwrap()).clone();
        net.variant = "shatranj-club".into();
        install(net);
        let given = Choice::Builtin
            .network_for(&club)
            .expect("the installed network");
        assert_eq!(given.variant, "shatranj-club");
        // The five keep their own.
        assert_eq!(builtin("shatranj").unwrap().variant, "shatranj");
    }

    #[test]
    fn the_integer_network_scores_as_the_trained_one_and_updates_as_it_refreshes() {
        for id in ["shatranj", "great-shatranj", "parsi"] {
            let (v, mut list) = positions(id);
            list.extend(wandering(id, 120));
            let header = Header::of(&v);
            let game = crate::datagen::DataGame {
                number: 0,
                result: 1,
                positions: list.iter().map(|p| DataPos::of(p, 0)).collect(),
            };
            let men = v.start_position().occupied().count() as usize;
            let (files, ranks) = (header.files, header.ranks);
            let king = v.king().unwrap();
            // One output layer, and one for every two or three men (captures move it along);
            // inputs of the men alone, or chosen by the king (turned only, and in 4 and 8 sets).
            for (buckets, kings) in [
                (1, KingInputs::none(files, ranks)),
                (16, KingInputs::none(files, ranks)),
                (1, KingInputs::new(king, files, ranks, 1).unwrap()),
                (1, KingInputs::new(king, files, ranks, 4).unwrap()),
                (4, KingInputs::new(king, files, ranks, 8).unwrap()),
            ] {
                let data = samples(&header, std::slice::from_ref(&game), 0.0, &kings);
                let mut trainer = Trainer::new(&header, 32, buckets, men, kings.clone(), 7);
                for _ in 0..20 {
                    trainer.step(&data, 0.01, 2);
                }
                let net = Arc::new(trainer.quantise(&header));
                assert_eq!(net.buckets, buckets);
                assert_eq!(net.kings, kings);
                let again = Network::from_bytes(&net.to_bytes()).unwrap();
                assert_eq!(&again, net.as_ref());
                // One accumulator carried along the game (updated by the men that changed) and a
                // fresh one for each position agree exactly, and both agree with the trained network
                // within the rounding of the integers.
                let mut carried = Accumulator::new(Arc::clone(&net));
                for (p, s) in list.iter().zip(&data) {
                    let a = carried.evaluate(p);
                    let b = net.evaluate(p);
                    assert_eq!(a, b, "{id}: {}", p.fen());
                    let f = trainer.score(s);
                    assert!((a - f).abs() <= 12 + f.abs() / 20, "{id}: {a} against {f}");
                }
                // And going back to an earlier position.
                assert_eq!(carried.evaluate(&list[0]), net.evaluate(&list[0]));
            }
        }
    }

    #[test]
    fn a_king_set_network_sees_a_position_and_its_reflection_alike_and_starts_as_its_seed() {
        let v = rukh_rules::variant::builtin("shatranj").unwrap();
        let header = Header::of(&v);
        let seed = builtin("shatranj").unwrap();
        let kings = KingInputs::new(v.king().unwrap(), 8, 8, 4).unwrap();
        // From the network of the men alone: every set starts as it, so the network scores as
        // it did wherever the kings stand (turning the board changes a little: it learnt both
        // wings, from positions and their reflections).
        let trainer = Trainer::from_network(&seed, &header, Some(kings.clone())).unwrap();
        let net = Arc::new(trainer.quantise(&header));
        assert_eq!(net.kings.sets, 4);
        let fens = [
            "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
            "8/5k2/8/3r4/8/2R5/6K1/8 b - - 0 1",
            "6k1/5ppp/8/8/8/8/PPP5/1K1R4 w - - 0 1",
            "r5k1/5ppp/8/8/8/8/PPP5/1K1R4 w - - 0 1",
        ];
        for fen in fens {
            let p = Position::from_fen(&v, fen).unwrap();
            let (a, b) = (net.evaluate(&p), seed.evaluate(&p));
            assert!((a - b).abs() <= 30 + b.abs() / 10, "{fen}: {a} against {b}");
        }
        // A position and its reflection give each view the same inputs.
        let p = Position::from_fen(&v, "6k1/5ppp/8/8/8/8/PPP5/1K1R4 w - - 0 1").unwrap();
        let q = Position::from_fen(&v, "1k6/ppp5/8/8/8/8/5PPP/4R1K1 w - - 0 1").unwrap();
        assert_eq!(net.evaluate(&p), net.evaluate(&q));
        // A network of king sets goes on only with its own sets.
        let other = KingInputs::new(v.king().unwrap(), 8, 8, 8).unwrap();
        let err = Trainer::from_network(&net, &header, Some(other))
            .err()
            .unwrap();
        assert!(err.contains("4 king sets"), "{err}");
        assert!(Trainer::from_network(&net, &header, None).is_ok());
    }

    #[test]
    fn training_can_start_from_a_network_of_another_game_with_the_same_board_and_kinds() {
        let net = builtin("shatranj").unwrap();
        let parsi = Header::of(&rukh_rules::variant::builtin("parsi").unwrap());
        // Back to floating point and quantised again: the same weights, now Parsi's.
        let trainer = Trainer::from_network(&net, &parsi, None).unwrap();
        let again = trainer.quantise(&parsi);
        assert_eq!(again.variant, "parsi");
        assert_eq!(
            Network {
                variant: net.variant.clone(),
                ..again
            },
            *net
        );
        // And it learns from there: steps on Parsi's positions lower its loss on them.
        let (v, list) = positions("parsi");
        let game = crate::datagen::DataGame {
            number: 0,
            result: 1,
            positions: list.iter().map(|p| DataPos::of(p, 250)).collect(),
        };
        let data = samples(
            &Header::of(&v),
            std::slice::from_ref(&game),
            0.0,
            &KingInputs::none(8, 8),
        );
        let mut tuned = Trainer::from_network(&net, &parsi, None).unwrap();
        let before = tuned.loss(&data);
        for _ in 0..20 {
            tuned.step(&data, 0.003, 2);
        }
        assert!(tuned.loss(&data) < before);
        // A network of another board is refused, saying which.
        let great = Header::of(&rukh_rules::variant::builtin("great-shatranj").unwrap());
        let err = Trainer::from_network(&net, &great, None).err().unwrap();
        assert!(err.contains("8x8") && err.contains("10x8"), "{err}");
    }

    #[test]
    fn a_reflected_sample_is_the_sample_of_the_reflected_position() {
        // Great Shatranj: ten files, so a reflection that assumed eight would show.
        let (v, list) = positions("great-shatranj");
        let header = Header::of(&v);
        let of = |p: &Position| {
            let game = crate::datagen::DataGame {
                number: 0,
                result: 1,
                positions: vec![DataPos::of(p, 0)],
            };
            samples(
                &header,
                std::slice::from_ref(&game),
                0.0,
                &KingInputs::none(10, 8),
            )
            .remove(0)
        };
        let sorted = |mut f: Vec<u16>| {
            f.sort();
            f
        };
        for p in &list {
            let fen = p.fen();
            let (board, rest) = fen.split_once(' ').unwrap();
            let turned: Vec<String> = board
                .split('/')
                .map(|rank| {
                    let mut cells = Vec::new();
                    let mut empty = 0;
                    for c in rank.chars() {
                        if let Some(d) = c.to_digit(10) {
                            empty = empty * 10 + d;
                        } else {
                            cells.extend(std::iter::repeat_n(None, empty as usize));
                            empty = 0;
                            cells.push(Some(c));
                        }
                    }
                    cells.extend(std::iter::repeat_n(None, empty as usize));
                    cells.reverse();
                    let mut out = String::new();
                    let mut run = 0;
                    for c in cells {
                        match c {
                            None => run += 1,
                            Some(c) => {
                                if run > 0 {
                                    out += &run.to_string();
                                    run = 0;
                                }
                                out.push(c);
                            }
                        }
                    }
                    if run > 0 {
                        out += &run.to_string();
                    }
                    out
                })
                .collect();
            let mirrored = Position::from_fen(&v, &format!("{} {rest}", turned.join("/"))).unwrap();
            let mut s = of(p);
            crate::train::reflect(&mut s, 10, 8);
            let want = of(&mirrored);
            assert_eq!(sorted(s.own.clone()), sorted(want.own.clone()), "{fen}");
            assert_eq!(sorted(s.other.clone()), sorted(want.other.clone()), "{fen}");
        }
    }

    #[test]
    fn a_network_with_an_output_weight_out_of_range_is_refused() {
        let mut net = builtin("shatranj").unwrap().as_ref().clone();
        net.out_weights[5] = -300;
        let err = Network::from_bytes(&net.to_bytes()).unwrap_err();
        assert!(matches!(err, NetError::OutWeight(5, -300)), "{err}");
        assert!(err.to_string().contains("beyond ±127"), "{err}");
        net.out_weights[5] = -OUT_MAX;
        assert!(Network::from_bytes(&net.to_bytes()).is_ok());
    }

    #[test]
    fn a_network_file_with_broken_king_sets_is_refused_saying_why() {
        let v = rukh_rules::variant::builtin("shatranj").unwrap();
        let mut net = builtin("shatranj").unwrap().as_ref().clone();
        let plain = net.l1_weights.clone();
        net.kings = KingInputs::new(v.king().unwrap(), 8, 8, 2).unwrap();
        net.l1_weights = [plain.clone(), plain].concat();
        let good = net.to_bytes();
        assert_eq!(u16::from_le_bytes([good[8], good[9]]), 3);
        assert_eq!(Network::from_bytes(&good).unwrap(), net);
        // The king's kind is byte 17, the sets 18, the map from 20.
        let mut bad = good.clone();
        bad[20 + 9] = 2;
        let err = Network::from_bytes(&bad).unwrap_err().to_string();
        assert!(err.contains("king sets") && err.contains("2 sets"), "{err}");
        let mut bad = good.clone();
        bad[17] = 9;
        let err = Network::from_bytes(&bad).unwrap_err().to_string();
        assert!(err.contains("king's kind 9"), "{err}");
        assert!(matches!(
            Network::from_bytes(&good[..good.len() - 1]),
            Err(NetError::Short(..))
        ));
    }

    #[test]
    fn the_built_in_networks_read_and_fit_their_games() {
        for (id, _) in BUILTIN {
            let v = rukh_rules::variant::builtin(id).unwrap();
            let net = builtin(id).expect("a built-in network reads");
            assert!(net.fits(&v).is_ok(), "{id}");
            assert!(Choice::Builtin.describe(&v).contains("built in"), "{id}");
            // It values the start as roughly level and a rook up as well ahead.
            let start = net.evaluate(&v.start_position());
            assert!(start.abs() < 100, "{id}: the start is worth {start}");
        }
        let great = rukh_rules::variant::builtin("great-shatranj").unwrap();
        if builtin("great-shatranj").is_none() {
            assert_eq!(Choice::Builtin.describe(&great), "the written evaluation");
        }
        let v = rukh_rules::variant::builtin("shatranj").unwrap();
        let net = builtin("shatranj").unwrap();
        let up = Position::from_fen(&v, "1nbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1")
            .unwrap();
        assert!(net.evaluate(&up) > 200, "a rook up: {}", net.evaluate(&up));
    }
}
