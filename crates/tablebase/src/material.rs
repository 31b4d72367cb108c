//! Material classes ("KRvKF") and the numbering of their positions.

use std::sync::Arc;

use rukh_rules::variant::{BareKing, PromotionMode};
use rukh_rules::{Color, Mirror, Piece, Position, Square, Variant};

/// The men of an ending, kings included: White's then Black's, each side's by kind.
#[derive(Clone, Debug, Eq, PartialEq, Hash)]
pub struct Material {
    pub men: Vec<Piece>,
}

impl Material {
    pub fn new(mut men: Vec<Piece>) -> Material {
        men.sort_by_key(|p| (p.color.index(), p.kind));
        Material { men }
    }

    /// The men on the board of `pos`.
    pub fn of(pos: &Position) -> Material {
        let v = pos.variant();
        let mut men = Vec::new();
        for c in Color::ALL {
            for k in 0..v.pieces.len() as u8 {
                for _ in 0..pos.pieces(c, k).count() {
                    men.push(Piece { color: c, kind: k });
                }
            }
        }
        Material { men }
    }

    /// "KRvKF": White's letters, 'v', Black's (the king first where it has one).
    pub fn name(&self, v: &Variant) -> String {
        let side = |c: Color| -> String {
            let mut men: Vec<&Piece> = self.men.iter().filter(|p| p.color == c).collect();
            men.sort_by_key(|p| {
                (
                    Some(p.kind) != v.king(),
                    std::cmp::Reverse(v.piece(p.kind).value),
                    p.kind,
                )
            });
            men.iter().map(|p| v.piece(p.kind).letter).collect()
        };
        format!("{}v{}", side(Color::White), side(Color::Black))
    }

    /// Reads "KRvKF" (letters of `v`).
    pub fn parse(v: &Variant, name: &str) -> Result<Material, String> {
        let (w, b) = name
            .split_once(['v', 'V'])
            .ok_or_else(|| format!("'{name}': expected White's men, 'v', Black's, e.g. KRvKF"))?;
        let mut men = Vec::new();
        for (side, c) in [(w, Color::White), (b, Color::Black)] {
            for ch in side.chars() {
                let kind = v
                    .kind_of_letter(ch.to_ascii_uppercase())
                    .ok_or_else(|| format!("'{name}': {} has no man '{ch}'", v.name))?;
                men.push(Piece { color: c, kind });
            }
        }
        Ok(Material::new(men))
    }

    pub fn count(&self) -> usize {
        self.men.len()
    }

    /// The same material with the colours swapped.
    pub fn flipped(&self) -> Material {
        Material::new(
            self.men
                .iter()
                .map(|p| Piece {
                    color: !p.color,
                    kind: p.kind,
                })
                .collect(),
        )
    }

    /// Whether this class is the one of the pair (it and its colours swapped) that is solved
    /// and stored: the one where White has more men, or the first by name. The other is read
    /// from it with the board turned over (the rules of these games are the same for both
    /// colours, mirrored).
    pub fn is_canonical(&self, v: &Variant) -> bool {
        let key = |m: &Material| {
            let white = m.men.iter().filter(|p| p.color == Color::White).count();
            (std::cmp::Reverse(white), m.name(v))
        };
        key(self) <= key(&self.flipped())
    }

    /// The stored class of the pair.
    pub fn canonical(&self, v: &Variant) -> Material {
        if self.is_canonical(v) {
            self.clone()
        } else {
            self.flipped()
        }
    }

    pub fn pawns(&self, v: &Variant) -> usize {
        self.men.iter().filter(|p| v.piece(p.kind).pawn).count()
    }

    /// Whether a side of this material has its king alone (Kamil counts its moves).
    pub fn lone_side(&self, v: &Variant) -> Option<Color> {
        Color::ALL.into_iter().find(|&c| {
            self.men
                .iter()
                .filter(|p| p.color == c)
                .all(|p| Some(p.kind) == v.king())
        })
    }
}

/// How the positions of one material class are numbered: the side to move, each man's square
/// (men of the same side and kind in rising order of squares; other orders are not
/// positions), and, where the game counts a lone king's moves, that count.
#[derive(Clone, Debug)]
pub struct Layout {
    pub variant: Arc<Variant>,
    pub material: Material,
    pub squares: usize,
    /// Values of the lone king's move count (1 where it is not counted).
    pub counts: usize,
    /// The side whose lone king's moves are counted.
    pub lone: Option<Color>,
    /// The board's reflections under which the class's positions keep their moves and values:
    /// of a position and its reflections only the one with `anchor` in the region these leave
    /// is numbered.
    pub mirrors: Vec<Mirror>,
    /// The man whose square decides the reflection (a side's only man of its kind).
    pub anchor: Piece,
    /// Squares the anchor may stand on (all of the board without reflections).
    pub region: usize,
}

impl Layout {
    pub fn new(variant: &Arc<Variant>, material: Material) -> Layout {
        let squares = variant.geometry.squares();
        let lone = if variant.rules.bare_king == BareKing::Counted {
            material.lone_side(variant)
        } else {
            None
        };
        let counts = if lone.is_some() {
            variant.rules.lone_king_moves as usize + 1
        } else {
            1
        };
        let g = variant.geometry;
        // The anchor: the first man that is its side's only one of its kind (the king).
        let anchor = material
            .men
            .iter()
            .copied()
            .find(|p| material.men.iter().filter(|q| *q == p).count() == 1);
        let mut mirrors = Vec::new();
        if anchor.is_some() {
            let kinds_ok = |m: Mirror| {
                material
                    .men
                    .iter()
                    .all(|p| variant.moves_symmetric(p.kind, m))
            };
            let pawns = material.pawns(variant) > 0;
            // Promotion by file (Parsi) keeps the mirror where the files' pieces do.
            let file_promotion = variant.promotion.as_ref().is_some_and(|p| {
                p.mode == PromotionMode::File
                    && p.file_piece.iter().any(|f| f.iter().ne(f.iter().rev()))
            });
            if g.files().is_multiple_of(2) && kinds_ok(Mirror::Files) && !(pawns && file_promotion)
            {
                mirrors.push(Mirror::Files);
            }
            if g.ranks().is_multiple_of(2) && !pawns && kinds_ok(Mirror::Ranks) {
                mirrors.push(Mirror::Ranks);
            }
        }
        let region = squares >> mirrors.len();
        Layout {
            variant: Arc::clone(variant),
            material,
            squares,
            counts,
            lone,
            anchor: anchor.unwrap_or(Piece {
                color: Color::White,
                kind: 0,
            }),
            mirrors,
            region,
        }
    }

    /// Numbers in the class (some are no position: see `position`).
    pub fn size(&self) -> usize {
        let n = self.material.count() as u32;
        2 * self.counts * self.region * self.squares.pow(n.saturating_sub(1))
    }

    /// The reflections that bring the anchor on `sq` into the region.
    fn reflections(&self, sq: Square) -> [Option<Mirror>; 2] {
        let g = self.variant.geometry;
        let mut out = [None; 2];
        for (slot, &m) in out.iter_mut().zip(&self.mirrors) {
            let far = match m {
                Mirror::Files => g.file_of(sq) >= g.files() / 2,
                Mirror::Ranks => g.rank_of(sq) >= g.ranks() / 2,
            };
            if far {
                *slot = Some(m);
            }
        }
        out
    }

    /// Files of the region the anchor is kept in.
    fn region_width(&self) -> usize {
        let files = self.variant.geometry.files() as usize;
        if self.mirrors.contains(&Mirror::Files) {
            files / 2
        } else {
            files
        }
    }

    /// The anchor's number within the region, for a square in it.
    fn region_index(&self, sq: Square) -> usize {
        let g = self.variant.geometry;
        g.rank_of(sq) as usize * self.region_width() + g.file_of(sq) as usize
    }

    /// The square of the anchor's number within the region.
    fn region_square(&self, r: usize) -> Square {
        let width = self.region_width();
        self.variant
            .geometry
            .square((r % width) as i32, (r / width) as i32)
            .expect("a region number is a square")
    }

    /// The number of `pos`, which must be of this class. None when it carries state the
    /// tables do not (a royal leap still to make, a master piece unmoved).
    pub fn index(&self, pos: &Position) -> Option<usize> {
        let g = self.variant.geometry;
        let turn = match self.mirrors.is_empty() {
            true => [None; 2],
            false => match pos
                .pieces(self.anchor.color, self.anchor.kind)
                .into_iter()
                .next()
            {
                Some(sq) => self.reflections(sq),
                None => return None,
            },
        };
        let reflect = |mut sq: Square| {
            for m in turn.into_iter().flatten() {
                sq = g.mirror(sq, m);
            }
            sq
        };
        let mut i = 0usize;
        let mut last: Option<Piece> = None;
        for &p in &self.material.men {
            if last == Some(p) {
                continue;
            }
            last = Some(p);
            if p == self.anchor && !self.mirrors.is_empty() {
                let sq = pos.pieces(p.color, p.kind).into_iter().next()?;
                i = i * self.region + self.region_index(reflect(sq));
                continue;
            }
            let mut squares = [0u8; 16];
            let mut n = 0;
            for sq in pos.pieces(p.color, p.kind) {
                squares[n] = reflect(sq).index() as u8;
                n += 1;
            }
            squares[..n].sort_unstable();
            for &sq in &squares[..n] {
                i = i * self.squares + sq as usize;
            }
        }
        let count = match self.lone {
            Some(c) => (pos.lone_count(c) as usize).min(self.counts - 1),
            None => 0,
        };
        if Color::ALL.iter().any(|&c| pos.leap_available(c))
            || pos.occupied().into_iter().any(|sq| pos.is_unmoved(sq))
        {
            return None;
        }
        Some((i * self.counts + count) * 2 + pos.turn().index())
    }

    /// The position numbered `i`, or None where the number is no position (men on one square,
    /// men of a kind out of order, or a position the rules forbid).
    pub fn position(&self, i: usize) -> Option<Position> {
        let turn = if i & 1 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut rest = i / 2;
        let count = rest % self.counts;
        rest /= self.counts;
        let n = self.material.count();
        let mut men = Vec::with_capacity(n);
        let mut squares = [0usize; 16];
        let anchored = !self.mirrors.is_empty();
        for j in (0..n).rev() {
            let radix = if anchored && self.material.men[j] == self.anchor {
                self.region
            } else {
                self.squares
            };
            squares[j] = rest % radix;
            rest /= radix;
        }
        for j in 0..n {
            let p = self.material.men[j];
            if j > 0 && self.material.men[j - 1] == p && squares[j - 1] >= squares[j] {
                return None;
            }
            let sq = if anchored && p == self.anchor {
                self.region_square(squares[j])
            } else {
                Square::new_unchecked(squares[j] as u8)
            };
            men.push((sq, p));
        }
        let mut lone = [0u8; 2];
        if let Some(c) = self.lone {
            lone[c.index()] = count as u8;
        } else if count != 0 {
            return None;
        }
        Position::from_men(&self.variant, &men, turn, lone).ok()
    }
}

/// `pos` with the board turned over: each man on the mirrored rank in the other colour, the
/// other side to move, the lone kings' counts swapped. None when it carries state the tables
/// do not hold.
pub fn flip(pos: &Position) -> Option<Position> {
    let v = pos.variant();
    let g = v.geometry;
    let mut men = Vec::with_capacity(pos.occupied().count() as usize);
    for sq in pos.occupied() {
        let p = pos.piece_at(sq)?;
        let to = g.square(
            g.file_of(sq) as i32,
            g.ranks() as i32 - 1 - g.rank_of(sq) as i32,
        )?;
        men.push((
            to,
            Piece {
                color: !p.color,
                kind: p.kind,
            },
        ));
    }
    let lone = [
        pos.lone_count(Color::Black).min(255) as u8,
        pos.lone_count(Color::White).min(255) as u8,
    ];
    Position::from_men(v, &men, !pos.turn(), lone).ok()
}

/// Every material class of `v` with up to `men` men, kings included (one of each pair that
/// differ only by colour: see `Material::is_canonical`), smaller classes first and,
/// among classes of one size, those with fewer pawns first (a promotion leads to one of them).
pub fn classes(v: &Variant, men: usize) -> Vec<Material> {
    let king = v.king();
    let kinds: Vec<u8> = (0..v.pieces.len() as u8)
        .filter(|&k| Some(k) != king)
        .collect();
    let others: Vec<Piece> = Color::ALL
        .into_iter()
        .flat_map(|c| kinds.iter().map(move |&k| Piece { color: c, kind: k }))
        .collect();
    let base: Vec<Piece> = match king {
        Some(k) => Color::ALL
            .into_iter()
            .map(|c| Piece { color: c, kind: k })
            .collect(),
        None => Vec::new(),
    };
    let mut out = Vec::new();
    // Multisets of the other men, by choosing how many of each in turn.
    fn grow(
        others: &[Piece],
        from: usize,
        left: usize,
        cur: &mut Vec<Piece>,
        out: &mut Vec<Vec<Piece>>,
    ) {
        out.push(cur.clone());
        if left == 0 {
            return;
        }
        for i in from..others.len() {
            cur.push(others[i]);
            grow(others, i, left - 1, cur, out);
            cur.pop();
        }
    }
    let mut sets: Vec<Vec<Piece>> = Vec::new();
    grow(
        &others,
        0,
        men.saturating_sub(base.len()),
        &mut Vec::new(),
        &mut sets,
    );
    for s in sets {
        let mut all = base.clone();
        all.extend(s);
        let m = Material::new(all);
        if m.count() >= 2 && m.count() <= men && m.is_canonical(v) {
            out.push(m);
        }
    }
    out.sort_by_key(|m| (m.count(), m.pawns(v), m.name(v)));
    out
}
