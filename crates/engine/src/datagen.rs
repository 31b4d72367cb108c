//! Training data for a learned evaluation: the engine plays itself from level openings, and each
//! quiet position is kept with its search score and the game's result, in a compact binary file
//! (described in docs/nnue.md).
//!
//! A file is a header naming the game, then whole games one after another. A game is written only
//! when it has ended, so an interrupted run leaves at most one partial game at the end, which
//! [`DataFile::open`] cuts off before the run goes on.

use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rukh_rules::{Color, Move, Piece, Position, Variant};

use crate::search::{Limits, MATE_BOUND, Searcher};

/// The first bytes of every data file.
pub const MAGIC: &[u8; 8] = b"RUKHDATA";
/// The format's version, after the magic.
pub const VERSION: u16 = 1;
/// The byte that starts every game.
const GAME_MARK: u8 = 0xA7;
/// Games longer than this are ended as draws (and their positions kept).
pub const MAX_PLIES: usize = 400;
/// Scores beyond this are not kept (a mate seen: the position teaches nothing about the balance).
pub const MAX_SCORE: i32 = 10_000;

/// One kept position: the men on the board, the side to move and the search's score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataPos {
    /// A bit for every occupied square: bit `rank * files + file`, a1 = bit 0.
    pub occupied: u128,
    /// The men in the order of their squares' bits: `kind * 2 + colour` (White 0, Black 1).
    pub men: Vec<u8>,
    pub turn: Color,
    /// The search's score for the side to move, in hundredths of a pawn.
    pub score: i16,
}

impl DataPos {
    /// The position's men and side to move, and `score` (for the side to move).
    pub fn of(pos: &Position, score: i32) -> DataPos {
        let occupied = pos.occupied().0;
        let men = pos
            .occupied()
            .into_iter()
            .map(|sq| {
                let p = pos.piece_at(sq).expect("occupied");
                p.kind * 2 + p.color as u8
            })
            .collect();
        DataPos {
            occupied,
            men,
            turn: pos.turn(),
            score: score.clamp(-MAX_SCORE, MAX_SCORE) as i16,
        }
    }

    /// Every man with its square (`rank * files + file`).
    pub fn squares_and_men(&self) -> impl Iterator<Item = (usize, Piece)> + '_ {
        let mut bits = self.occupied;
        self.men.iter().map(move |&m| {
            let sq = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let color = if m & 1 == 0 {
                Color::White
            } else {
                Color::Black
            };
            (
                sq,
                Piece {
                    color,
                    kind: m >> 1,
                },
            )
        })
    }

    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.occupied.to_le_bytes());
        out.extend_from_slice(&self.men);
        out.push(self.turn as u8);
        out.extend_from_slice(&self.score.to_le_bytes());
    }
}

/// One self-play game's kept positions and its result for White: 2 a win, 1 a draw, 0 a loss.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataGame {
    /// The game's number in its file's run (its opening comes from it).
    pub number: u32,
    pub result: u8,
    pub positions: Vec<DataPos>,
}

impl DataGame {
    /// The game as the file holds it.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(4 + self.positions.len() * 40);
        out.push(GAME_MARK);
        out.push(self.result);
        out.extend_from_slice(&self.number.to_le_bytes());
        let n = self.positions.len().min(u16::MAX as usize);
        out.extend_from_slice(&(n as u16).to_le_bytes());
        for p in &self.positions[..n] {
            p.write(&mut out);
        }
        out
    }

    /// The result for the side to move in `p`: 1 a win, ½ a draw, 0 a loss.
    pub fn result_for(&self, p: &DataPos) -> f32 {
        let white = self.result as f32 / 2.0;
        if p.turn == Color::White {
            white
        } else {
            1.0 - white
        }
    }
}

/// What went wrong reading a data file.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("not a Rukh training data file (it does not start with RUKHDATA)")]
    NotData,
    #[error("data format version {0}; this Rukh reads version {VERSION}")]
    Version(u16),
    #[error("the file holds positions of {found}, not of {wanted}: write to another file")]
    OtherGame { found: String, wanted: String },
    #[error("at byte {0}: {1}")]
    Bad(u64, String),
}

/// A data file's header: the game and its board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    pub variant: String,
    pub files: u8,
    pub ranks: u8,
    /// Piece kinds of the game.
    pub kinds: u8,
}

impl Header {
    pub fn of(variant: &Variant) -> Header {
        Header {
            variant: variant.id.clone(),
            files: variant.geometry.files(),
            ranks: variant.geometry.ranks(),
            kinds: variant.pieces.len() as u8,
        }
    }

    fn encode(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&[self.files, self.ranks, self.kinds]);
        let id = self.variant.as_bytes();
        out.push(id.len().min(255) as u8);
        out.extend_from_slice(&id[..id.len().min(255)]);
        out
    }
}

/// Reads a whole data file: its header and every complete game (a partial game at the end is
/// left out, and its offset returned).
pub fn read(bytes: &[u8]) -> Result<(Header, Vec<DataGame>, usize), DataError> {
    let mut at = 0usize;
    let take = |at: &mut usize, n: usize| -> Option<&[u8]> {
        let s = bytes.get(*at..*at + n)?;
        *at += n;
        Some(s)
    };
    if take(&mut at, 8) != Some(MAGIC.as_slice()) {
        return Err(DataError::NotData);
    }
    let head = take(&mut at, 6).ok_or(DataError::NotData)?;
    let version = u16::from_le_bytes([head[0], head[1]]);
    if version != VERSION {
        return Err(DataError::Version(version));
    }
    let (files, ranks, kinds, len) = (head[2], head[3], head[4], head[5] as usize);
    let id = take(&mut at, len).ok_or(DataError::NotData)?;
    let header = Header {
        variant: String::from_utf8_lossy(id).into_owned(),
        files,
        ranks,
        kinds,
    };
    let squares = files as u32 * ranks as u32;
    let mut games = Vec::new();
    loop {
        let start = at;
        if at == bytes.len() {
            return Ok((header, games, at));
        }
        let game = (|| -> Result<Option<DataGame>, String> {
            let Some(h) = take(&mut at, 8) else {
                return Ok(None);
            };
            if h[0] != GAME_MARK {
                return Err("a game does not start here".into());
            }
            if h[1] > 2 {
                return Err(format!("result {} (0, 1 or 2)", h[1]));
            }
            let number = u32::from_le_bytes([h[2], h[3], h[4], h[5]]);
            let n = u16::from_le_bytes([h[6], h[7]]) as usize;
            let mut positions = Vec::with_capacity(n);
            for _ in 0..n {
                let Some(occ) = take(&mut at, 16) else {
                    return Ok(None);
                };
                let occupied = u128::from_le_bytes(occ.try_into().expect("16 bytes"));
                if squares < 128 && occupied >> squares != 0 {
                    return Err("a man off the board".into());
                }
                let Some(men) = take(&mut at, occupied.count_ones() as usize) else {
                    return Ok(None);
                };
                if let Some(m) = men.iter().find(|&&m| m >> 1 >= kinds) {
                    return Err(format!("piece code {m} beyond the game's {kinds} kinds"));
                }
                let men = men.to_vec();
                let Some(rest) = take(&mut at, 3) else {
                    return Ok(None);
                };
                let turn = match rest[0] {
                    0 => Color::White,
                    1 => Color::Black,
                    t => return Err(format!("side to move {t} (0 or 1)")),
                };
                let score = i16::from_le_bytes([rest[1], rest[2]]);
                positions.push(DataPos {
                    occupied,
                    men,
                    turn,
                    score,
                });
            }
            Ok(Some(DataGame {
                number,
                result: h[1],
                positions,
            }))
        })();
        match game {
            Ok(Some(g)) => games.push(g),
            Ok(None) => return Ok((header, games, start)),
            Err(e) => return Err(DataError::Bad(start as u64, e)),
        }
    }
}

/// A data file open for adding games: a new one, or one of the same game whose complete games
/// are kept (a partial game at its end is cut off).
pub struct DataFile {
    file: std::fs::File,
    /// Complete games in the file.
    pub games: usize,
    /// Their numbers.
    pub numbers: std::collections::HashSet<u32>,
    /// Positions in those games.
    pub positions: usize,
}

impl DataFile {
    pub fn open(path: &Path, variant: &Variant) -> Result<DataFile, DataError> {
        let header = Header::of(variant);
        let mut file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)?;
        if bytes.is_empty() {
            file.write_all(&header.encode())?;
            file.sync_data()?;
            return Ok(DataFile {
                file,
                games: 0,
                numbers: Default::default(),
                positions: 0,
            });
        }
        let (found, games, end) = read(&bytes)?;
        if found.variant != header.variant
            || (found.files, found.ranks, found.kinds) != (header.files, header.ranks, header.kinds)
        {
            return Err(DataError::OtherGame {
                found: found.variant,
                wanted: header.variant,
            });
        }
        file.set_len(end as u64)?;
        file.seek(SeekFrom::Start(end as u64))?;
        Ok(DataFile {
            file,
            games: games.len(),
            numbers: games.iter().map(|g| g.number).collect(),
            positions: games.iter().map(|g| g.positions.len()).sum(),
        })
    }

    /// Adds a game; it is on the disk when this returns.
    pub fn add(&mut self, game: &DataGame) -> Result<(), DataError> {
        self.file.write_all(&game.encode())?;
        self.file.sync_data()?;
        self.games += 1;
        self.numbers.insert(game.number);
        self.positions += game.positions.len();
        Ok(())
    }
}

/// Plays one game from `start`, both sides searching `nodes` nodes a move, and keeps the
/// positions a learned evaluation should learn from: from the opening's end on, not in check,
/// where the best move found takes nothing and promotes nothing (no capture pending), and no
/// mate is seen.
pub fn play(number: u32, start: &Position, searcher: &mut Searcher, nodes: u64) -> DataGame {
    let mut pos = start.clone();
    let mut positions = Vec::new();
    let mut plies = 0;
    let result = without_contempt(searcher, |searcher| {
        loop {
            if let Some(o) = pos.outcome() {
                break match o.winner {
                    Some(Color::White) => 2,
                    Some(Color::Black) => 0,
                    None => 1,
                };
            }
            if plies >= MAX_PLIES {
                break 1;
            }
            let (best, kept) = assess(&pos, searcher, nodes);
            let Some(m) = best else { break 1 };
            positions.extend(kept);
            pos.play_unchecked(m);
            plies += 1;
        }
    });
    DataGame {
        number,
        result,
        positions,
    }
}

/// The positions of a game already played (`moves` from `start`, by any players, e.g. another
/// engine's games against this one), each searched for `nodes` nodes and kept as [`play`] keeps
/// them, with the game's `result` for White (2 a win, 1 a draw, 0 a loss). The moves must be
/// legal; the game's own moves are followed whatever the search prefers.
pub fn label(
    number: u32,
    start: &Position,
    moves: &[Move],
    result: u8,
    searcher: &mut Searcher,
    nodes: u64,
) -> DataGame {
    let mut pos = start.clone();
    let mut positions = Vec::new();
    without_contempt(searcher, |searcher| {
        for &m in moves.iter().take(MAX_PLIES) {
            positions.extend(assess(&pos, searcher, nodes).1);
            pos.play_unchecked(m);
        }
    });
    DataGame {
        number,
        result: result.min(2),
        positions,
    }
}

/// The positions of a game another engine scored as it played (a teacher's games): `scores[i]`
/// is the score the engine that made move `i` gave the position it moved from, for the side to
/// move there (centipawns; mates beyond [`MAX_SCORE`]). Kept as [`play`] keeps positions: not
/// in check, the teacher's move takes nothing and promotes nothing, no mate seen; a move without
/// a score keeps nothing. Nor is a position kept where a side has its king alone: the family's
/// rules of the bare king (baring, counter-baring, Kamil's count) are where another engine's
/// model of a game departs from the game most. No search is made.
pub fn label_scored(
    number: u32,
    start: &Position,
    moves: &[Move],
    scores: &[Option<i32>],
    result: u8,
) -> DataGame {
    let mut pos = start.clone();
    let mut positions = Vec::new();
    for (i, &m) in moves.iter().enumerate().take(MAX_PLIES) {
        if let Some(&Some(score)) = scores.get(i) {
            let capture = pos.piece_at(m.to()).is_some() || m.promotion().is_some();
            let bare = pos.men(Color::White) == 0 || pos.men(Color::Black) == 0;
            if !pos.in_check() && !capture && !bare && score.abs() < MAX_SCORE {
                positions.push(DataPos::of(&pos, score));
            }
        }
        pos.play_unchecked(m);
    }
    DataGame {
        number,
        result: result.min(2),
        positions,
    }
}

/// Runs `f` with the searcher's contempt at 0: a draw is worth nothing to the data.
fn without_contempt<T>(searcher: &mut Searcher, f: impl FnOnce(&mut Searcher) -> T) -> T {
    let contempt = std::mem::replace(&mut searcher.contempt, 0);
    let out = f(searcher);
    searcher.contempt = contempt;
    out
}

/// Searches `pos` for `nodes` nodes: the best move, and the position as data when it is quiet
/// (not in check, no capture or promotion best, no mate seen).
fn assess(pos: &Position, searcher: &mut Searcher, nodes: u64) -> (Option<Move>, Option<DataPos>) {
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let (best, info) = searcher.search(pos, &limits, Arc::new(AtomicBool::new(false)), |_| {});
    let kept = best.zip(info).and_then(|(m, info)| {
        let score = info.raw_score;
        let capture = pos.piece_at(m.to()).is_some() || m.promotion().is_some();
        (!pos.in_check() && !capture && score.abs() < MAX_SCORE.min(MATE_BOUND))
            .then(|| DataPos::of(pos, score))
    });
    (best, kept)
}

/// Writes `game` to `out` as the file holds it (for tests and tools).
pub fn write_game(out: &mut impl Write, game: &DataGame) -> std::io::Result<()> {
    out.write_all(&game.encode())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn variant(id: &str) -> Arc<Variant> {
        rukh_rules::variant::builtin(id).expect("built in")
    }

    #[test]
    fn a_game_reads_back_as_written_and_keeps_only_quiet_positions() {
        for id in ["shatranj", "great-shatranj"] {
            let v = variant(id);
            let mut searcher = Searcher::new(1);
            let game = play(0, &v.start_position(), &mut searcher, 300);
            assert!(!game.positions.is_empty(), "{id}: no position kept");
            let mut bytes = Header::of(&v).encode();
            write_game(&mut bytes, &game).unwrap();
            let (header, games, end) = read(&bytes).unwrap();
            assert_eq!(header, Header::of(&v));
            assert_eq!(games, std::slice::from_ref(&game));
            assert_eq!(end, bytes.len());
            // Each position's men are those of a real position of the game, never in check.
            for p in &game.positions {
                let (files, ranks) = (v.geometry.files() as usize, v.geometry.ranks() as usize);
                let mut board = vec![None; files * ranks];
                for (sq, piece) in p.squares_and_men() {
                    board[sq] = Some(piece);
                }
                let kings = board
                    .iter()
                    .flatten()
                    .filter(|m| v.pieces[m.kind as usize].royal)
                    .count();
                assert_eq!(kings, 2, "{id}: two kings in every kept position");
                let mut fen = String::new();
                for rank in (0..ranks).rev() {
                    let mut empty = 0;
                    for file in 0..files {
                        match board[rank * files + file] {
                            None => empty += 1,
                            Some(m) => {
                                if empty > 0 {
                                    fen += &empty.to_string();
                                    empty = 0;
                                }
                                let c = v.pieces[m.kind as usize].letter;
                                fen.push(if m.color == Color::White {
                                    c
                                } else {
                                    c.to_ascii_lowercase()
                                });
                            }
                        }
                    }
                    if empty > 0 {
                        fen += &empty.to_string();
                    }
                    if rank > 0 {
                        fen.push('/');
                    }
                }
                fen += if p.turn == Color::White { " w" } else { " b" };
                let pos = Position::from_fen(&v, &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
                assert!(!pos.in_check(), "{id}: {fen} is in check");
                assert!(p.score.abs() < MAX_SCORE as i16);
            }
            // A partial game at the end is left out, and where it starts is told.
            let cut = &bytes[..bytes.len() - 5];
            let (_, games, end) = read(cut).unwrap();
            assert!(games.is_empty());
            assert_eq!(end, Header::of(&v).encode().len());
        }
    }

    #[test]
    fn a_game_played_elsewhere_is_labelled_along_its_own_moves() {
        let v = variant("shatranj");
        let start = v.start_position();
        // A game the searcher would not play itself: the a-pawn and h-pawn marching.
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for text in ["a3", "h6", "a4", "h5", "b3", "g6", "Ra2", "Rh7"] {
            moves.push(pos.play_san(text).expect(text));
        }
        let mut searcher = Searcher::new(1);
        let game = label(7, &start, &moves, 0, &mut searcher, 300);
        assert_eq!((game.number, game.result), (7, 0));
        // Every ply is quiet here and none is in check: one position each, in the game's order,
        // the side to move alternating from White.
        assert_eq!(game.positions.len(), moves.len());
        let mut pos = start.clone();
        for (p, &m) in game.positions.iter().zip(&moves) {
            assert_eq!(
                p,
                &DataPos {
                    score: p.score,
                    ..DataPos::of(&pos, 0)
                }
            );
            pos.play_unchecked(m);
        }
        assert_eq!(game.result_for(&game.positions[0]), 0.0);
        assert_eq!(game.result_for(&game.positions[1]), 1.0);
    }

    #[test]
    fn a_teachers_scores_are_kept_where_the_position_is_quiet() {
        let v = variant("shatranj");
        let start = v.start_position();
        // Shatranj's pawns step once. Kept: the quiet moves with a score below a mate's.
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for text in [
            "e3", "d6", "e4", "d5", "exd5", "c6", "dxc6", "Nxc6", "a3", "h6",
        ] {
            moves.push(pos.play_san(text).expect(text));
        }
        let scores = [
            Some(20),             // e3: kept
            Some(-35),            // d6: kept
            None,                 // e4: no score
            None,                 // d5
            Some(60),             // exd5: a capture
            Some(-40),            // c6: kept
            Some(70),             // dxc6: a capture
            Some(-50),            // Nxc6: a capture
            None,                 // a3
            Some(-MAX_SCORE - 5), // h6: a mate seen
        ];
        let game = label_scored(3, &start, &moves, &scores, 1);
        assert_eq!((game.number, game.result), (3, 1));
        let kept: Vec<(i16, Color)> = game.positions.iter().map(|p| (p.score, p.turn)).collect();
        assert_eq!(
            kept,
            vec![(20, Color::White), (-35, Color::Black), (-40, Color::Black)]
        );
        // The scores as the teacher gave them, the positions as the game reached them.
        let mut pos = start.clone();
        pos.play_unchecked(moves[0]);
        assert_eq!(game.positions[1], DataPos::of(&pos, -35));
        // A bare king on the board (Black's, which may still bare White's last man): not kept.
        let bare = Position::from_fen(&v, "8/8/8/8/8/8/3kP3/6K1 b - - 0 1").unwrap();
        let mut pos = bare.clone();
        let moves = vec![pos.play_san("Kc3").expect("Kc3")];
        let game = label_scored(4, &bare, &moves, &[Some(-500)], 2);
        assert!(game.positions.is_empty());
    }

    #[test]
    fn a_spoilt_file_is_refused_with_the_place() {
        let v = variant("shatranj");
        let mut bytes = Header::of(&v).encode();
        bytes.extend_from_slice(&[0xA7, 7, 0, 0, 0, 0, 0, 0]);
        match read(&bytes) {
            Err(DataError::Bad(at, why)) => {
                assert_eq!(at as usize, Header::of(&v).encode().len());
                assert!(why.contains("result 7"), "{why}");
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(read(b"PGN [Event]"), Err(DataError::NotData)));
    }
}
