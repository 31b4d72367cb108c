//! `rukh tune`: the evaluation's weights fitted to self-play positions (Texel tuning).

use clap::Args;

use crate::game;

#[derive(Args)]
pub(crate) struct TuneArgs {
    /// The game the positions are from.
    #[command(flatten)]
    game: game::VariantArgs,
    /// `FEN | result` lines, as `rukh selfplay` writes them.
    #[arg(long)]
    data: std::path::PathBuf,
    /// Rounds of coordinate descent at most.
    #[arg(long, default_value_t = 50)]
    rounds: usize,
    /// Hold the piece values of the game's definition instead of fitting them too.
    #[arg(long)]
    keep_values: bool,
    /// Write the game's definition with the fitted piece values here, for a match
    /// (`option.VariantFile=FILE` in `rukh match`'s engine spec) or as a user's own game.
    #[arg(long, value_name = "FILE")]
    write_variant: Option<std::path::PathBuf>,
}

pub(crate) fn tune(a: TuneArgs) -> anyhow::Result<()> {
    use rukh_engine::eval::Params;
    use rukh_engine::tune::{Sample, Weights, is_quiet};
    let variant = a.game.variant()?;
    let text = std::fs::read_to_string(&a.data)
        .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", a.data.display()))?;
    let mut samples = Vec::new();
    let mut noisy = 0;
    let mut quiet = rukh_engine::Searcher::new(1);
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let Some((fen, result)) = line.rsplit_once('|') else {
            anyhow::bail!(
                "{}:{}: expected `FEN | result`, as `rukh selfplay` writes",
                a.data.display(),
                n + 1
            );
        };
        let result: f64 = result
            .trim()
            .parse()
            .ok()
            .filter(|r| (0.0..=1.0).contains(r))
            .ok_or_else(|| {
                anyhow::anyhow!(
                    "{}:{}: the result must be 1, 0.5 or 0 (White's score)",
                    a.data.display(),
                    n + 1
                )
            })?;
        let pos = rukh_rules::Position::from_fen(&variant, fen.trim())
            .map_err(|e| anyhow::anyhow!("{}:{}: {e}", a.data.display(), n + 1))?;
        if is_quiet(&mut quiet, &pos) {
            samples.push(Sample { pos, result });
        } else {
            noisy += 1;
        }
    }
    if samples.is_empty() {
        anyhow::bail!("no quiet positions in {}", a.data.display());
    }
    println!(
        "{} positions ({noisy} left out: a capture or promotion changes their score)",
        samples.len()
    );
    let fit = rukh_engine::tune::tune(
        &samples,
        &variant,
        Weights::of(&variant),
        !a.keep_values,
        a.rounds,
        |round, _, e| println!("round {round}: error {e:.6}"),
    );
    println!(
        "error {:.6} -> {:.6} (logistic scale k = {:.2})",
        fit.before, fit.after, fit.k
    );
    let w = &fit.weights;
    let start = Weights::of(&variant).params;
    for (i, name) in Params::NAMES.iter().enumerate() {
        println!("{name:<16} {:>5} (was {})", w.params.get(i), start.get(i));
    }
    let mut values_changed = false;
    if !a.keep_values {
        for (k, piece) in variant.pieces.iter().enumerate() {
            if Some(k as u8) != variant.king() && !piece.pawn && !fit.fitted.contains(&k) {
                println!(
                    "value of {:<10} {:>5} (held: on the board in fewer than 1 in {} positions)",
                    format!("{} ({})", piece.name, piece.letter),
                    piece.value,
                    rukh_engine::tune::MIN_SHARE
                );
            }
        }
    }
    for (k, piece) in variant.pieces.iter().enumerate() {
        if w.values[k] != piece.value {
            values_changed = true;
            println!(
                "value of {:<10} {:>5} (was {})",
                format!("{} ({})", piece.name, piece.letter),
                w.values[k],
                piece.value
            );
        }
    }
    let weights: Vec<(&str, i32)> = Params::NAMES
        .iter()
        .enumerate()
        .map(|(i, n)| (*n, w.params.get(i)))
        .collect();
    let fitted: Vec<String> = weights.iter().map(|(n, v)| format!("{n}={v}")).collect();
    println!(
        "To try these weights in a match, run the engine with RUKH_EVAL=\"{}\"",
        fitted.join(",")
    );
    if let Some(path) = &a.write_variant {
        std::fs::write(path, with_values(&a.game.source()?, &w.values, &weights))
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
        println!(
            "The definition with these piece values and weights is in {} (give it to the \
             engine as `option.VariantFile={}`).",
            path.display(),
            path.display()
        );
    } else if values_changed {
        println!(
            "To play with these piece values and weights, run again with --write-variant FILE."
        );
    }
    Ok(())
}

/// A game's definition (TOML) with the `value` of its n-th `[[piece]]` set to `values[n]`
/// (comments and everything else kept; a piece without a value line gets one) and its
/// `[evaluation]` table replaced by `weights`.
fn with_values(source: &str, values: &[i32], weights: &[(&str, i32)]) -> String {
    let mut out = String::with_capacity(source.len() + 64);
    let mut seen = 0;
    // The piece whose table the line is in, and whether its value is written yet.
    let mut current: Option<usize> = None;
    let mut written = true;
    let close = |out: &mut String, current: Option<usize>, written: bool| {
        if let Some(&v) = current.and_then(|n| values.get(n))
            && !written
            && v != 0
        {
            out.push_str(&format!("value = {v}\n"));
        }
    };
    // Inside the old `[evaluation]` table, which is left out.
    let mut skipping = false;
    for line in source.lines() {
        let t = line.trim_start();
        if t.starts_with('[') {
            close(&mut out, current, written);
            current = t.starts_with("[[piece]]").then_some(seen);
            seen += usize::from(current.is_some());
            written = false;
            skipping = t.starts_with("[evaluation]");
        }
        if skipping {
            continue;
        }
        if let Some(&v) = current.and_then(|n| values.get(n))
            && !written
            && t.strip_prefix("value")
                .is_some_and(|r| r.trim_start().starts_with('='))
        {
            out.push_str(&format!("value = {v}\n"));
            written = true;
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    close(&mut out, current, written);
    if !weights.is_empty() {
        out.push_str("\n[evaluation] # the engine's weights, fitted by `rukh tune`\n");
        for (name, v) in weights {
            out.push_str(&format!("{name} = {v}\n"));
        }
    }
    out
}
