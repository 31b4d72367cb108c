//! Training a network (see [`crate::nnue`]) on positions from `rukh datagen`: the network's
//! output, through a logistic, is fitted to a blend of the search's score (through the same
//! logistic) and the game's result, with Adam, on the processor.

use rand::SeedableRng;
use rand::seq::SliceRandom;

use crate::datagen::{DataGame, Header};
use crate::nnue::{CLIP, KingInputs, Network, OUT_MAX, QA, QB, SCALE, bucket, framed, inputs};

/// The largest direct value of an input (output units: 400 hundredths of a pawn each).
const PSQT_CLIP: f32 = 64.0;

/// One position ready for training: each view's inputs, and the target (0 to 1, for the side
/// to move).
pub struct Sample {
    pub(crate) own: Vec<u16>,
    pub(crate) other: Vec<u16>,
    /// The men on the board (they choose the output bucket).
    men: u8,
    target: f32,
}

/// Turns games into samples for a network whose views choose their inputs by `kings`: `wdl`
/// of the target is the game's result, the rest the score.
pub fn samples(header: &Header, games: &[DataGame], wdl: f32, kings: &KingInputs) -> Vec<Sample> {
    let (files, ranks) = (header.files as usize, header.ranks as usize);
    let base = inputs(header.kinds, header.files, header.ranks);
    let mut out = Vec::new();
    for g in games {
        for p in &g.positions {
            let us = p.turn;
            // Each side's king, when it has exactly one.
            let mut king = [None, None];
            let mut count = [0; 2];
            if let Some(k) = kings.king {
                for (sq, man) in p.squares_and_men().filter(|(_, m)| m.kind == k) {
                    king[man.color.index()] = Some(sq);
                    count[man.color.index()] += 1;
                }
            }
            let frame = |c: rukh_rules::Color| {
                let sq = king[c.index()].filter(|_| count[c.index()] == 1);
                kings.frame(c, sq, files, ranks)
            };
            let (mine, theirs) = (frame(us), frame(!us));
            let mut own = Vec::with_capacity(p.men.len());
            let mut other = Vec::with_capacity(p.men.len());
            for (sq, man) in p.squares_and_men() {
                let (k, c) = (man.kind, man.color);
                own.push(framed(us, mine, base, k, c, sq, files, ranks) as u16);
                other.push(framed(!us, theirs, base, k, c, sq, files, ranks) as u16);
            }
            let score = sigmoid(p.score as f32 / SCALE as f32);
            let target = wdl * g.result_for(p) + (1.0 - wdl) * score;
            let men = p.men.len().min(255) as u8;
            out.push(Sample {
                own,
                other,
                men,
                target,
            });
        }
    }
    out
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// A network in floating point, as it is trained.
#[derive(Clone)]
pub struct Trainer {
    pub hidden: usize,
    /// Inputs of all king sets, and of one.
    inputs: usize,
    base: usize,
    kings: KingInputs,
    /// Output buckets, and the men of each bucket's band ([`crate::nnue::bucket`]).
    buckets: usize,
    bucket_men: usize,
    /// The parameters in one vector: hidden weights (`inputs x hidden`), hidden biases,
    /// output weights (`buckets x 2 x hidden`), output biases (`buckets`), the inputs' direct
    /// values (`base`, shared by the king sets), and with several king sets a row per input of
    /// one set shared by all sets (`base x hidden`: what a man on a square is worth wherever
    /// the king stands, learnt from every position, each set's own rows learning only the
    /// difference; the network written holds their sums).
    params: Vec<f32>,
    m: Vec<f32>,
    v: Vec<f32>,
    steps: i32,
}

impl Trainer {
    /// A network of `hidden` wide and `buckets` output layers for a game whose start has
    /// `start_men` men (the buckets share out the counts from two to that), its views choosing
    /// their inputs by `kings`.
    pub fn new(
        header: &Header,
        hidden: usize,
        buckets: usize,
        start_men: usize,
        kings: KingInputs,
        seed: u64,
    ) -> Trainer {
        let base = inputs(header.kinds, header.files, header.ranks);
        let inputs = base * kings.sets;
        let buckets = buckets.clamp(1, crate::nnue::MAX_BUCKETS);
        let bucket_men = start_men.saturating_sub(1).div_ceil(buckets).clamp(1, 255);
        let shared = if kings.sets > 1 { base * hidden } else { 0 };
        let n = inputs * hidden + hidden + buckets * (2 * hidden + 1) + base + shared;
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        use rand::RngExt;
        let mut params = vec![0.0; n];
        let l1 = (1.0 / 32f32).sqrt();
        // With shared rows, those start random and each set's own rows at zero.
        let first = if shared > 0 {
            n - shared..n
        } else {
            0..inputs * hidden
        };
        for p in &mut params[first] {
            *p = rng.random_range(-l1..l1);
        }
        let l2 = (1.0 / hidden as f32).sqrt();
        let w2 = inputs * hidden + hidden;
        for p in &mut params[w2..w2 + buckets * 2 * hidden] {
            *p = rng.random_range(-l2..l2);
        }
        Trainer {
            hidden,
            inputs,
            base,
            kings,
            buckets,
            bucket_men,
            params,
            m: vec![0.0; n],
            v: vec![0.0; n],
            steps: 0,
        }
    }

    /// Training that starts from a network already made (for another game of the same board
    /// and number of piece kinds, or for this one): its weights, back in floating point. With
    /// `kings` (several king sets) and a network of the men alone, its rows become the rows
    /// every set shares and each set's own start at zero: training begins from the network as
    /// it plays.
    pub fn from_network(
        net: &Network,
        header: &Header,
        kings: Option<KingInputs>,
    ) -> Result<Trainer, String> {
        if (net.files, net.ranks, net.kinds) != (header.files, header.ranks, header.kinds) {
            return Err(format!(
                "the network is for {} ({}x{}, {} piece kinds); the data is of {} ({}x{}, {} piece kinds)",
                net.variant,
                net.files,
                net.ranks,
                net.kinds,
                header.variant,
                header.files,
                header.ranks,
                header.kinds
            ));
        }
        let kings = match kings {
            Some(k) if k != net.kings => {
                if !net.kings.plain() {
                    return Err(format!(
                        "the network has {} king sets already; it goes on with those",
                        net.kings.sets
                    ));
                }
                k
            }
            _ => net.kings.clone(),
        };
        let unit = (QA * QB) as f32;
        let h = net.hidden;
        let base = inputs(header.kinds, header.files, header.ranks);
        let rows: Vec<f32> = net
            .l1_weights
            .iter()
            .map(|&w| w as f32 / QA as f32)
            .collect();
        let expand = kings.sets > 1 && net.kings.plain();
        // Expanded: the network's rows are shared by every set, each set's own start at zero.
        let (own_rows, shared) = match (kings.sets > 1, expand) {
            (false, _) => (rows, Vec::new()),
            (true, true) => (vec![0.0; base * kings.sets * h], rows),
            (true, false) => (rows, vec![0.0; base * h]),
        };
        let params: Vec<f32> = own_rows
            .into_iter()
            .chain(net.l1_bias.iter().map(|&w| w as f32 / QA as f32))
            .chain(net.out_weights.iter().map(|&w| w as f32 / QB as f32))
            .chain(
                net.out_bias
                    .iter()
                    .chain(&net.psqt)
                    .map(|&w| w as f32 / unit),
            )
            .chain(shared)
            .collect();
        let n = params.len();
        Ok(Trainer {
            hidden: h,
            inputs: base * kings.sets,
            base,
            kings,
            buckets: net.buckets,
            bucket_men: net.bucket_men,
            params,
            m: vec![0.0; n],
            v: vec![0.0; n],
            steps: 0,
        })
    }

    /// How the views choose their inputs.
    pub fn kings(&self) -> &KingInputs {
        &self.kings
    }

    /// Output layers.
    pub fn buckets(&self) -> usize {
        self.buckets
    }

    /// Where the hidden biases, output weights, output biases and direct values start.
    fn offsets(&self) -> (usize, usize, usize, usize) {
        let h = self.hidden;
        let b1 = self.inputs * h;
        let b2 = b1 + h + self.buckets * 2 * h;
        (b1, b1 + h, b2, b2 + self.buckets)
    }

    /// Where the rows shared by the king sets start (None: one set).
    fn shared(&self) -> Option<usize> {
        (self.kings.sets > 1).then(|| self.offsets().3 + self.base)
    }

    /// Where a sample's output layer (its weights, its bias) is.
    fn output(&self, s: &Sample) -> (usize, usize) {
        let b = bucket(s.men as usize, self.buckets, self.bucket_men);
        let (_, w2, b2, _) = self.offsets();
        (w2 + b * 2 * self.hidden, b2 + b)
    }

    /// The output (before the logistic) for a sample, with the views' sums when wanted.
    fn forward(&self, s: &Sample, acc: &mut [Vec<f32>; 2]) -> f32 {
        let h = self.hidden;
        let (b1, _, _, pq) = self.offsets();
        let (w2, b2) = self.output(s);
        let base = self.base;
        let shared = self.shared();
        let mut out = self.params[b2];
        for &f in &s.own {
            out += 0.5 * self.params[pq + f as usize % base];
        }
        for &f in &s.other {
            out -= 0.5 * self.params[pq + f as usize % base];
        }
        for (view, feats) in [&s.own, &s.other].into_iter().enumerate() {
            let a = &mut acc[view];
            a.copy_from_slice(&self.params[b1..b1 + h]);
            for &f in feats {
                let row = &self.params[f as usize * h..(f as usize + 1) * h];
                for (x, w) in a.iter_mut().zip(row) {
                    *x += w;
                }
                if let Some(sh) = shared {
                    let at = sh + f as usize % base * h;
                    for (x, w) in a.iter_mut().zip(&self.params[at..at + h]) {
                        *x += w;
                    }
                }
            }
            let w = &self.params[w2 + view * h..w2 + (view + 1) * h];
            for (x, w) in a.iter().zip(w) {
                let c = x.clamp(0.0, 1.0);
                out += c * c * w;
            }
        }
        out
    }

    /// Mean squared error over `data` (of the logistic of the output against the targets).
    pub fn loss(&self, data: &[Sample]) -> f64 {
        let mut acc = [vec![0.0; self.hidden], vec![0.0; self.hidden]];
        let total: f64 = data
            .iter()
            .map(|s| {
                let p = sigmoid(self.forward(s, &mut acc));
                ((p - s.target) * (p - s.target)) as f64
            })
            .sum();
        total / data.len().max(1) as f64
    }

    /// Gradients of a batch's summed loss, added into `grad`.
    fn gradients(&self, batch: &[Sample], grad: &mut [f32]) {
        let h = self.hidden;
        let (b1, _, _, pq) = self.offsets();
        let (base, shared) = (self.base, self.shared());
        let mut acc = [vec![0.0; h], vec![0.0; h]];
        let mut back = vec![0.0; h];
        for s in batch {
            let (w2, b2) = self.output(s);
            let out = self.forward(s, &mut acc);
            let p = sigmoid(out);
            let g = 2.0 * (p - s.target) * p * (1.0 - p);
            grad[b2] += g;
            for &f in &s.own {
                grad[pq + f as usize % base] += 0.5 * g;
            }
            for &f in &s.other {
                grad[pq + f as usize % base] -= 0.5 * g;
            }
            for (view, feats) in [&s.own, &s.other].into_iter().enumerate() {
                let a = &acc[view];
                let w = &self.params[w2 + view * h..w2 + (view + 1) * h];
                for i in 0..h {
                    let x = a[i];
                    let c = x.clamp(0.0, 1.0);
                    grad[w2 + view * h + i] += g * c * c;
                    back[i] = if x > 0.0 && x < 1.0 {
                        g * w[i] * 2.0 * x
                    } else {
                        0.0
                    };
                }
                for i in 0..h {
                    grad[b1 + i] += back[i];
                }
                for &f in feats {
                    let row = &mut grad[f as usize * h..(f as usize + 1) * h];
                    for (r, b) in row.iter_mut().zip(&back) {
                        *r += b;
                    }
                    if let Some(sh) = shared {
                        let at = sh + f as usize % base * h;
                        for (r, b) in grad[at..at + h].iter_mut().zip(&back) {
                            *r += b;
                        }
                    }
                }
            }
        }
    }

    /// One step of Adam on a batch, its gradients found by `threads` threads.
    pub fn step(&mut self, batch: &[Sample], lr: f32, threads: usize) {
        let n = self.params.len();
        let threads = threads.clamp(1, 16);
        let chunk = batch.len().div_ceil(threads).max(1);
        let grads: Vec<Vec<f32>> = std::thread::scope(|scope| {
            let handles: Vec<_> = batch
                .chunks(chunk)
                .map(|part| {
                    let me = &*self;
                    scope.spawn(move || {
                        let mut g = vec![0.0; n];
                        me.gradients(part, &mut g);
                        g
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("gradient thread"))
                .collect()
        });
        let scale = 1.0 / batch.len().max(1) as f32;
        let pq = self.offsets().3;
        let psqt = pq..pq + self.base;
        self.steps += 1;
        let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
        let c1 = 1.0 - beta1.powi(self.steps);
        let c2 = 1.0 - beta2.powi(self.steps);
        for i in 0..n {
            let g: f32 = grads.iter().map(|g| g[i]).sum::<f32>() * scale;
            if g == 0.0 && self.m[i] == 0.0 {
                continue;
            }
            self.m[i] = beta1 * self.m[i] + (1.0 - beta1) * g;
            self.v[i] = beta2 * self.v[i] + (1.0 - beta2) * g * g;
            let update = lr * (self.m[i] / c1) / ((self.v[i] / c2).sqrt() + eps);
            // The direct values may reach a rook's worth and more; the rest stay where the
            // integers cannot overflow.
            let clip = if psqt.contains(&i) { PSQT_CLIP } else { CLIP };
            self.params[i] = (self.params[i] - update).clamp(-clip, clip);
        }
    }

    /// The network in integers, as the engine reads it.
    pub fn quantise(&self, header: &Header) -> Network {
        let h = self.hidden;
        let (b1, w2, b2, pq) = self.offsets();
        let q = |x: f32, s: i32| (x * s as f32).round().clamp(-32767.0, 32767.0) as i16;
        // Each set's rows with the shared rows added, held within the clip.
        let rows: Vec<i16> = match self.shared() {
            None => self.params[..b1].iter().map(|&x| q(x, QA)).collect(),
            Some(sh) => self.params[..b1]
                .iter()
                .enumerate()
                .map(|(i, &x)| {
                    let (f, j) = (i / h, i % h);
                    let s = self.params[sh + f % self.base * h + j];
                    q((x + s).clamp(-CLIP, CLIP), QA)
                })
                .collect(),
        };
        Network {
            variant: header.variant.clone(),
            files: header.files,
            ranks: header.ranks,
            kinds: header.kinds,
            hidden: h,
            buckets: self.buckets,
            bucket_men: self.bucket_men,
            l1_weights: rows,
            l1_bias: self.params[b1..w2].iter().map(|&x| q(x, QA)).collect(),
            out_weights: self.params[w2..b2]
                .iter()
                .map(|&x| q(x, QB).clamp(-OUT_MAX, OUT_MAX))
                .collect(),
            out_bias: self.params[b2..pq]
                .iter()
                .map(|&x| (x * (QA * QB) as f32).round() as i32)
                .collect(),
            psqt: self.params[pq..pq + self.base]
                .iter()
                .map(|&x| (x * (QA * QB) as f32).round() as i32)
                .collect(),
            kings: self.kings.clone(),
        }
    }

    /// The floating-point network's score for a sample's position, in hundredths of a pawn (to
    /// check the integer network against).
    pub fn score(&self, s: &Sample) -> i32 {
        let mut acc = [vec![0.0; self.hidden], vec![0.0; self.hidden]];
        (self.forward(s, &mut acc) * SCALE as f32).round() as i32
    }
}

/// A sample's position reflected left to right (its men's squares, file `f` to `files - 1 - f`).
pub fn reflect(s: &mut Sample, files: usize, ranks: usize) {
    let squares = files * ranks;
    for f in s.own.iter_mut().chain(s.other.iter_mut()) {
        let x = *f as usize;
        let sq = x % squares;
        *f = (x - sq + sq / files * files + (files - 1 - sq % files)) as u16;
    }
}

/// Reflects about half the samples left to right, reproducibly: for a game that is the same
/// reflected ([`rukh_rules::variant::Variant::files_symmetric`]) a position and its reflection
/// are worth the same, so each pass learns from a different half of the reflections.
pub fn reflect_some(data: &mut [Sample], files: usize, ranks: usize, seed: u64) {
    use rand::RngExt;
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    for s in data {
        if rng.random::<bool>() {
            reflect(s, files, ranks);
        }
    }
}

/// Shuffles samples in place, reproducibly.
pub fn shuffle(data: &mut [Sample], seed: u64) {
    data.shuffle(&mut rand::rngs::StdRng::seed_from_u64(seed));
}
