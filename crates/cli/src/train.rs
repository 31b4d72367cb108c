//! `rukh train`: a network for the learned evaluation, from `rukh datagen` files.

use std::time::Instant;

use anyhow::{Result, anyhow, bail};
use clap::Args;
use rukh_engine::datagen::{self, Header};
use rukh_engine::train::{self, Trainer};

use crate::game::VariantArgs;

#[derive(Args)]
pub struct TrainArgs {
    #[command(flatten)]
    game: VariantArgs,
    /// Data files made by `rukh datagen` for this game (repeatable).
    #[arg(long, required = true, num_args = 1..)]
    data: Vec<std::path::PathBuf>,
    /// Where to write the network (written again after every epoch).
    #[arg(long)]
    out: std::path::PathBuf,
    /// Width of the hidden layer.
    #[arg(long, default_value_t = 128)]
    hidden: usize,
    /// Output layers, one for each band of the men on the board (1: one for all).
    #[arg(long, default_value_t = 1)]
    buckets: usize,
    /// Passes over the data.
    #[arg(long, default_value_t = 20)]
    epochs: usize,
    /// Positions per step.
    #[arg(long, default_value_t = 4096)]
    batch: usize,
    /// Adam's learning rate at the start; it falls along a cosine to a twentieth of it.
    #[arg(long, default_value_t = 0.003)]
    lr: f32,
    /// Share of the game's result in the target (the rest is the search's score).
    #[arg(long, default_value_t = 0.0)]
    wdl: f32,
    /// Share of the games kept aside to measure the network on positions it did not learn.
    #[arg(long, default_value_t = 0.02)]
    validation: f64,
    /// Threads that compute the gradients (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Seed of the shuffling and of the first weights.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Learn from positions as they were only, not also from their left-right reflections
    /// (which are used when the game is the same reflected: moves, promotion, pawns' double
    /// steps and the king's leap alike on both wings).
    #[arg(long)]
    no_reflect: bool,
    /// Sets of inputs, each view choosing one by where its own king stands (1, 2, 4, 6 or 8):
    /// the view is turned left to right so its king is on the left half, and the king's rank
    /// band and wing pick the set (docs/nnue.md). Without it a network of the men alone; with
    /// `--init` of such a network, that network becomes the start of every set.
    #[arg(long, value_name = "N")]
    king_sets: Option<usize>,
    /// Start from this network's weights instead of random ones (a network of this game, or of
    /// another on the same board with as many piece kinds, e.g. Shatranj's for Parsi); its
    /// hidden layer and buckets are kept.
    #[arg(long, value_name = "NNUE")]
    init: Option<std::path::PathBuf>,
}

pub fn run(a: TrainArgs) -> Result<()> {
    let variant = a.game.variant()?;
    if !(1..=4096).contains(&a.hidden) {
        bail!("--hidden must be 1 to 4096");
    }
    if !(1..=rukh_engine::nnue::MAX_BUCKETS).contains(&a.buckets) {
        bail!("--buckets must be 1 to {}", rukh_engine::nnue::MAX_BUCKETS);
    }
    if !(0.0..=1.0).contains(&a.wdl) || !(0.0..0.5).contains(&a.validation) {
        bail!("--wdl is 0 to 1, --validation 0 to 0.5");
    }
    let want = Header::of(&variant);
    let kings = match a.king_sets {
        None => None,
        Some(n) => {
            let Some(king) = variant.king() else {
                bail!(
                    "--king-sets: {} has no royal piece to choose inputs by",
                    variant.id
                );
            };
            if !variant.files_symmetric() {
                bail!(
                    "--king-sets: {} is not the same reflected, so a view cannot be turned to put its king on the left",
                    variant.id
                );
            }
            let k = rukh_engine::nnue::KingInputs::new(king, want.files, want.ranks, n)
                .map_err(|e| anyhow!("--king-sets: {e}"))?;
            let base = rukh_engine::nnue::inputs(want.kinds, want.files, want.ranks);
            if base * n > u16::MAX as usize + 1 {
                bail!("--king-sets: {n} sets of {base} inputs are more than 65,536 inputs");
            }
            Some(k)
        }
    };
    let mut games = Vec::new();
    for path in &a.data {
        let bytes =
            std::fs::read(path).map_err(|e| anyhow!("cannot read {}: {e}", path.display()))?;
        let (header, g, _) =
            datagen::read(&bytes).map_err(|e| anyhow!("{}: {e}", path.display()))?;
        if header != want {
            bail!(
                "{} holds positions of {} ({}x{}, {} piece kinds), not of {}",
                path.display(),
                header.variant,
                header.files,
                header.ranks,
                header.kinds,
                want.variant
            );
        }
        games.extend(g);
    }
    let aside = ((games.len() as f64 * a.validation).ceil() as usize).min(games.len() / 2);
    let (learn, check) = games.split_at(games.len() - aside);
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let mut net = match &a.init {
        Some(path) => {
            let from = rukh_engine::nnue::load(path).map_err(|e| anyhow!(e))?;
            Trainer::from_network(&from, &want, kings)
                .map_err(|e| anyhow!("--init {}: {e}", path.display()))?
        }
        None => {
            let start_men = variant.start_position().occupied().count() as usize;
            let kings = kings
                .unwrap_or_else(|| rukh_engine::nnue::KingInputs::none(want.files, want.ranks));
            Trainer::new(&want, a.hidden, a.buckets, start_men, kings, a.seed)
        }
    };
    let mut data = train::samples(&want, learn, a.wdl, net.kings());
    let held = train::samples(&want, check, a.wdl, net.kings());
    if data.is_empty() {
        bail!("no positions to learn from: make some with `rukh datagen`");
    }
    println!(
        "{}: {} positions from {} games to learn, {} from {} games aside; hidden layer {}, {} output bucket{}, {} king set{}",
        variant.id,
        data.len(),
        learn.len(),
        held.len(),
        check.len(),
        net.hidden,
        net.buckets(),
        if net.buckets() == 1 { "" } else { "s" },
        net.kings().sets,
        if net.kings().sets == 1 { "" } else { "s" }
    );
    if let Some(path) = &a.init {
        println!(
            "from {}: loss {:.5} on positions aside before training",
            path.display(),
            net.loss(&held)
        );
    }
    let turned = net.kings().mirror;
    let reflect = !a.no_reflect && variant.files_symmetric() && !turned;
    println!(
        "{}",
        if turned {
            "each view turned so its king is on the left half (a position and its reflection are one)"
        } else if reflect {
            "each pass reflects about half the positions left to right (the game is the same reflected)"
        } else if a.no_reflect {
            "positions as they were (--no-reflect)"
        } else {
            "positions as they were (the game is not the same reflected)"
        }
    );
    let batch = a.batch.clamp(1, data.len());
    let steps_per_epoch = data.len().div_ceil(batch);
    let total = (steps_per_epoch * a.epochs).max(1);
    let bar = indicatif::ProgressBar::new(total as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} epoch {msg} ({eta} left)")
            .expect("template"),
    );
    let began = Instant::now();
    let mut step = 0;
    for epoch in 1..=a.epochs {
        train::shuffle(&mut data, a.seed.wrapping_add(epoch as u64));
        if reflect {
            let (files, ranks) = (want.files as usize, want.ranks as usize);
            train::reflect_some(&mut data, files, ranks, a.seed ^ (epoch as u64) << 32);
        }
        for chunk in data.chunks(batch) {
            let t = step as f32 / total as f32;
            let lr = a.lr * (0.05 + 0.95 * 0.5 * (1.0 + (std::f32::consts::PI * t).cos()));
            net.step(chunk, lr, threads);
            step += 1;
            bar.set_message(format!("{epoch}/{}", a.epochs));
            bar.inc(1);
        }
        let learned = net.loss(&data[..data.len().min(200_000)]);
        let aside = net.loss(&held);
        bar.suspend(|| {
            println!(
                "epoch {epoch}: loss {learned:.5} on learned positions, {aside:.5} on positions aside ({:.0} s)",
                began.elapsed().as_secs_f64()
            )
        });
        std::fs::write(&a.out, net.quantise(&want).to_bytes())
            .map_err(|e| anyhow!("cannot write {}: {e}", a.out.display()))?;
    }
    bar.finish_and_clear();
    let secs = began.elapsed().as_secs_f64();
    println!(
        "{} written: {} epochs over {} positions in {secs:.0} s ({:.0} positions/s)",
        a.out.display(),
        a.epochs,
        data.len(),
        (data.len() * a.epochs) as f64 / secs.max(1e-3)
    );
    Ok(())
}
