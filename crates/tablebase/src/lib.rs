//! Endgame tables for the games of the Shatranj family.
//!
//! Every position of a material class (the men on the board, kings included) is solved by the
//! game's own rules (`rukh_rules`: its moves and every way its games end), from the smallest
//! classes up: win, draw or loss for the side to move, the rule that ends the game, and the
//! distance to that end with best play (in plies). A class is kept in a file of two bytes a
//! position (see docs/tablebases.md).

pub mod build;
pub mod material;
pub mod summary;
pub mod value;

use std::collections::HashMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rukh_rules::{Mirror, Move, Position, Variant};

pub use build::{BuildError, Table, solve};
pub use material::{Layout, Material, classes};
pub use value::{Value, Wdl};

const MAGIC: &[u8; 8] = b"RUKHTB\x00\x03";

/// Values per checksummed block: after the values, a file holds one CRC-32 (four bytes) for
/// each block of this many values (8 KiB), so a damaged block is found when it is read.
pub const BLOCK: usize = 4096;

/// The number of blocks of a class of `n` positions.
fn blocks(n: usize) -> usize {
    n.div_ceil(BLOCK)
}

/// The CRC-32 of a block of values, as stored.
fn block_sum(values: &[u16]) -> u32 {
    let mut h = crc32fast::Hasher::new();
    for v in values {
        h.update(&v.to_le_bytes());
    }
    h.finalize()
}

/// Errors of reading and writing tables.
#[derive(Debug, thiserror::Error)]
pub enum TbError {
    #[error(transparent)]
    Build(#[from] BuildError),
    #[error("{path}: {message}")]
    File { path: PathBuf, message: String },
}

fn file_err(path: &Path, message: impl ToString) -> TbError {
    TbError::File {
        path: path.to_path_buf(),
        message: message.to_string(),
    }
}

/// The solved classes of one game.
pub struct Tablebase {
    pub variant: Arc<Variant>,
    tables: HashMap<Material, Table>,
    max_men: usize,
}

impl Tablebase {
    pub fn new(variant: &Arc<Variant>) -> Tablebase {
        Tablebase {
            variant: Arc::clone(variant),
            tables: HashMap::new(),
            max_men: 0,
        }
    }

    /// The largest number of men of a class held.
    pub fn max_men(&self) -> usize {
        self.max_men
    }

    pub fn classes(&self) -> impl Iterator<Item = &Table> {
        self.tables.values()
    }

    pub fn table(&self, m: &Material) -> Option<&Table> {
        self.tables.get(m)
    }

    pub fn insert(&mut self, t: Table) {
        self.max_men = self.max_men.max(t.layout.material.count());
        self.tables.insert(t.layout.material.clone(), t);
    }

    /// The value of `pos` for the side to move, when the game is over or its class is held
    /// (its values read first if need be).
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        if let Some(o) = pos.outcome() {
            return Some(build::terminal(pos, o));
        }
        lookup_in(&self.tables, pos, true)
    }

    /// As [`Tablebase::probe`], but without waiting for a class's values to be read: a class
    /// not in memory yet answers None and starts being read in the background.
    pub fn probe_now(&self, pos: &Position) -> Option<Value> {
        if let Some(o) = pos.outcome() {
            return Some(build::terminal(pos, o));
        }
        lookup_in(&self.tables, pos, false)
    }

    /// The table's value of `pos` without asking the rules whether the game is over (the
    /// tables hold the finished positions too), and without waiting for a class to be read
    /// (as [`Tablebase::probe_now`]): for a search, which has asked already and has no time to
    /// wait.
    #[inline]
    pub fn lookup(&self, pos: &Position) -> Option<Value> {
        if pos.occupied().count() as usize > self.max_men {
            return None;
        }
        lookup_in(&self.tables, pos, false)
    }

    /// Every legal move of `pos` with the value of the position it leads to, for the side that
    /// plays it, best first. None when a move leads out of the tables.
    pub fn probe_moves(&self, pos: &Position) -> Option<Vec<(Move, Value)>> {
        self.moves_valued(pos, true)
    }

    /// As [`Tablebase::probe_moves`], without waiting for a class to be read (None until
    /// every class the moves lead to is in memory).
    pub fn probe_moves_now(&self, pos: &Position) -> Option<Vec<(Move, Value)>> {
        self.moves_valued(pos, false)
    }

    fn moves_valued(&self, pos: &Position, wait: bool) -> Option<Vec<(Move, Value)>> {
        let mut p = pos.clone();
        let mut out = Vec::new();
        for &mv in pos.legal_moves().iter() {
            p.play_unchecked(mv);
            let v = if wait {
                self.probe(&p)
            } else {
                self.probe_now(&p)
            };
            p.undo();
            let v = v?;
            let mine = match v.wdl {
                Wdl::Draw => Value::draw(v.reason),
                w => Value {
                    wdl: w.flip(),
                    plies: v.plies + 1,
                    reason: v.reason,
                },
            };
            out.push((mv, mine));
        }
        out.sort_by(|a, b| {
            if a.1.better_than(b.1) {
                std::cmp::Ordering::Less
            } else if b.1.better_than(a.1) {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        Some(out)
    }

    /// The file of class `m` in the folder `dir`.
    pub fn path(&self, dir: &Path, m: &Material) -> PathBuf {
        dir.join(&self.variant.id)
            .join(format!("{}.rtb", m.name(&self.variant)))
    }

    /// Solves every class of up to `men` men not yet held, reading those already in `dir` and
    /// writing each one solved there (so an interrupted build goes on where it stopped).
    /// `report` hears of each class begun (its name, its size, whether it was read) and of
    /// positions done.
    pub fn build(
        &mut self,
        men: usize,
        dir: Option<&Path>,
        threads: usize,
        report: &mut dyn FnMut(BuildEvent),
        progress: &(dyn Fn(u64) + Sync),
    ) -> Result<(), TbError> {
        let all = classes(&self.variant, men);
        self.build_classes(&all, dir, threads, report, progress)
    }

    /// The classes `targets` and every smaller one their moves may lead to, smallest first.
    pub fn needed(&self, targets: &[Material]) -> Vec<Material> {
        let v = &self.variant;
        let mut seen: std::collections::HashSet<Material> = std::collections::HashSet::new();
        let mut stack: Vec<Material> = targets.to_vec();
        let promoted: Vec<u8> = (0..v.pieces.len() as u8)
            .filter(|&k| !v.piece(k).pawn && Some(k) != v.king())
            .collect();
        while let Some(m) = stack.pop() {
            if !seen.insert(m.clone()) {
                continue;
            }
            for (i, p) in m.men.iter().enumerate() {
                if Some(p.kind) == v.king() {
                    continue;
                }
                let mut less = m.men.clone();
                less.remove(i);
                stack.push(Material::new(less));
                if v.piece(p.kind).pawn {
                    for &k in &promoted {
                        let mut up = m.men.clone();
                        up[i].kind = k;
                        stack.push(Material::new(up));
                    }
                }
            }
        }
        let mut out: Vec<Material> = seen
            .into_iter()
            .map(|m| m.canonical(v))
            .collect::<std::collections::HashSet<_>>()
            .into_iter()
            .collect();
        out.sort_by_key(|m| (m.count(), m.pawns(v), m.name(v)));
        out
    }

    /// Solves the classes `targets` and those they lead to (see `build`); of two classes that
    /// differ only by colour, one is solved (see `Material::is_canonical`).
    pub fn build_classes(
        &mut self,
        targets: &[Material],
        dir: Option<&Path>,
        threads: usize,
        report: &mut dyn FnMut(BuildEvent),
        progress: &(dyn Fn(u64) + Sync),
    ) -> Result<(), TbError> {
        for m in self.needed(targets) {
            if self.tables.contains_key(&m) {
                continue;
            }
            let layout = Layout::new(&self.variant, m.clone());
            let name = m.name(&self.variant);
            if let Some(dir) = dir {
                let path = self.path(dir, &m);
                if path.exists() {
                    match check_table(&path, &layout) {
                        Ok(()) => {
                            report(BuildEvent::Read {
                                class: name,
                                size: layout.size(),
                            });
                            self.insert(Table::on_disk(layout, path));
                            continue;
                        }
                        Err(e) => report(BuildEvent::Redo {
                            class: name.clone(),
                            why: e.to_string(),
                        }),
                    }
                }
            }
            report(BuildEvent::Begin {
                class: name,
                size: layout.size(),
            });
            let t = {
                let tables = &self.tables;
                let outside = |p: &Position| lookup_in(tables, p, true);
                solve(&layout, &outside, threads, progress)?
            };
            report(BuildEvent::Solved {
                class: m.name(&self.variant),
                size: layout.size(),
            });
            if let Some(dir) = dir {
                write_table(&self.path(dir, &m), &t)?;
            }
            self.insert(t);
        }
        Ok(())
    }

    /// Opens the classes of up to `men` men found in `dir` (all when `men` is None): each file's
    /// header and length are checked now, its values read when first probed.
    pub fn load(
        variant: &Arc<Variant>,
        dir: &Path,
        men: Option<usize>,
    ) -> Result<Tablebase, TbError> {
        let mut tb = Tablebase::new(variant);
        let folder = dir.join(&variant.id);
        let entries = std::fs::read_dir(&folder).map_err(|e| file_err(&folder, e))?;
        for e in entries {
            let path = e.map_err(|e| file_err(&folder, e))?.path();
            let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
                continue;
            };
            if path.extension().and_then(|s| s.to_str()) != Some("rtb") {
                continue;
            }
            let m = Material::parse(variant, stem).map_err(|e| file_err(&path, e))?;
            if men.is_some_and(|n| m.count() > n) {
                continue;
            }
            let layout = Layout::new(variant, m);
            check_table(&path, &layout)?;
            tb.insert(Table::on_disk(layout, path));
        }
        Ok(tb)
    }
}

/// The value of `pos` in `tables`, directly or with the board turned over (`wait`: reading the
/// class's values first if they are not in memory; otherwise None until they are).
fn lookup_in(tables: &HashMap<Material, Table>, pos: &Position, wait: bool) -> Option<Value> {
    let m = Material::of(pos);
    let (t, i) = match tables.get(&m) {
        Some(t) => (t, t.layout.index(pos)?),
        None => {
            let t = tables.get(&m.flipped())?;
            (t, t.layout.index(&material::flip(pos)?)?)
        }
    };
    if wait { t.value(i) } else { t.value_now(i) }
}

/// What a build reports.
pub enum BuildEvent {
    Read { class: String, size: usize },
    Redo { class: String, why: String },
    Begin { class: String, size: usize },
    Solved { class: String, size: usize },
}

fn header(t: &Layout) -> Vec<u8> {
    let mut h = MAGIC.to_vec();
    let id = t.variant.id.as_bytes();
    let name = t.material.name(&t.variant);
    h.extend((id.len() as u16).to_le_bytes());
    h.extend(id);
    h.extend((name.len() as u16).to_le_bytes());
    h.extend(name.as_bytes());
    h.extend((t.size() as u64).to_le_bytes());
    // The reflections the numbering uses: 1 left-right, 2 up-down.
    h.push(t.mirrors.iter().fold(0u8, |acc, m| {
        acc | match m {
            Mirror::Files => 1,
            Mirror::Ranks => 2,
        }
    }));
    h
}

/// Writes a table: its header (magic, game, class, size), two bytes a position, then a CRC-32 of
/// each [`BLOCK`] of values. Written
/// to a temporary file first, so a cut-off write never leaves a table that looks whole.
pub fn write_table(path: &Path, t: &Table) -> Result<(), TbError> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| file_err(dir, e))?;
    }
    let tmp = path.with_extension("rtb.part");
    let mut f =
        std::io::BufWriter::new(std::fs::File::create(&tmp).map_err(|e| file_err(&tmp, e))?);
    f.write_all(&header(&t.layout))
        .map_err(|e| file_err(&tmp, e))?;
    let mut buf = Vec::with_capacity(1 << 16);
    for chunk in t.values().chunks(1 << 15) {
        buf.clear();
        for v in chunk {
            buf.extend(v.to_le_bytes());
        }
        f.write_all(&buf).map_err(|e| file_err(&tmp, e))?;
    }
    buf.clear();
    for block in t.values().chunks(BLOCK) {
        buf.extend(block_sum(block).to_le_bytes());
    }
    f.write_all(&buf).map_err(|e| file_err(&tmp, e))?;
    let f = f.into_inner().map_err(|e| file_err(&tmp, e.error()))?;
    f.sync_all().map_err(|e| file_err(&tmp, e))?;
    std::fs::rename(&tmp, path).map_err(|e| file_err(path, e))?;
    Ok(())
}

/// Checks that `path` holds the table of `layout`'s class, whole: its header, and its length.
pub fn check_table(path: &Path, layout: &Layout) -> Result<(), TbError> {
    let mut f = rukh_rules::files::open_regular(path).map_err(|e| file_err(path, e))?;
    let want = header(layout);
    let mut got = vec![0u8; want.len()];
    f.read_exact(&mut got)
        .map_err(|_| file_err(path, "too short to be a table"))?;
    if got[..6] == MAGIC[..6] && got[..8] < MAGIC[..] {
        return Err(file_err(
            path,
            "a table of an earlier version, without checksums (run `rukh tb build` again)",
        ));
    }
    if got[..8] != MAGIC[..] {
        return Err(file_err(
            path,
            "not a table of Rukh's (run `rukh tb build` again)",
        ));
    }
    if got != want {
        return Err(file_err(
            path,
            format!(
                "not the table of {} in {} this version numbers (run `rukh tb build` again)",
                layout.material.name(&layout.variant),
                layout.variant.id
            ),
        ));
    }
    let n = layout.size() as u64;
    let len = f.metadata().map_err(|e| file_err(path, e))?.len();
    let body = len.saturating_sub(want.len() as u64);
    if body != 2 * n + 4 * blocks(n as usize) as u64 {
        return Err(file_err(
            path,
            format!(
                "holds {} bytes where its {} positions and their checksums take {}: cut off or \
                 grown (run `rukh tb build` again)",
                body,
                n,
                2 * n + 4 * blocks(n as usize) as u64
            ),
        ));
    }
    Ok(())
}

/// Reads a table written by `write_table` for `layout`'s class, values and all.
pub fn read_table(path: &Path, layout: &Layout) -> Result<Table, TbError> {
    Ok(Table::new(layout.clone(), read_values(path, layout)?))
}

/// The values of a table file (checked as `check_table` does). A block whose checksum does not
/// match is damaged: its values are left out (they read as no position, so nobody is told a
/// wrong value), and stderr says how many blocks were.
pub(crate) fn read_values(path: &Path, layout: &Layout) -> Result<Vec<u16>, TbError> {
    check_table(path, layout)?;
    let mut f = rukh_rules::files::open_regular(path).map_err(|e| file_err(path, e))?;
    let skip = header(layout).len();
    let n = layout.size();
    let total = skip + 2 * n + 4 * blocks(n);
    let mut bytes = Vec::with_capacity(total);
    (&mut f)
        .take(total as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| file_err(path, e))?;
    if bytes.len() != total {
        return Err(file_err(path, "changed while it was read"));
    }
    let mut values: Vec<u16> = bytes[skip..skip + 2 * n]
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect();
    let sums = &bytes[skip + 2 * n..];
    let mut damaged = 0;
    for (i, block) in values.chunks_mut(BLOCK).enumerate() {
        let s = &sums[4 * i..4 * i + 4];
        if block_sum(block) != u32::from_le_bytes([s[0], s[1], s[2], s[3]]) {
            block.fill(0);
            damaged += 1;
        }
    }
    if damaged > 0 {
        eprintln!(
            "tablebase: {}: {damaged} of {} blocks are damaged (their checksums do not match); \
             their positions are left out (run `rukh tb build` again)",
            path.display(),
            blocks(n)
        );
    }
    Ok(values)
}
