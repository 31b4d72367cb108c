//! The engine's own commands: `rukh uci`, `rukh xboard` (with their evaluation's choice) and
//! `rukh bench`.

use clap::Args;

#[derive(Args)]
pub(crate) struct EngineArgs {
    /// A learned evaluation (a network file from `rukh train`), used in the game it was made
    /// for; UCI's `EvalFile` option changes it.
    #[arg(long, value_name = "FILE")]
    eval_file: Option<std::path::PathBuf>,
    /// Play with the written evaluation, not a network (UCI: `Use NNUE` false).
    #[arg(long, conflicts_with = "eval_file")]
    no_nnue: bool,
}

impl EngineArgs {
    pub(crate) fn apply(&self) -> anyhow::Result<()> {
        use rukh_engine::nnue::{Choice, load, set_process_choice};
        if let Some(path) = &self.eval_file {
            let net = load(path).map_err(|e| anyhow::anyhow!(e))?;
            set_process_choice(Choice::File(std::sync::Arc::new(net)));
        } else if self.no_nnue {
            set_process_choice(Choice::Written);
        }
        Ok(())
    }
}

#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Search depth for every position.
    #[arg(long, default_value_t = 7)]
    depth: u32,
    #[command(flatten)]
    engine: EngineArgs,
}

/// Searches the bench positions of all five games; the last line is `N nodes M nps`.
pub(crate) fn bench(a: BenchArgs) -> anyhow::Result<()> {
    a.engine.apply()?;
    let (nodes, time) =
        rukh_engine::bench::run(a.depth, |id, fen, n| println!("{n:>10}  {id:<20} {fen}"));
    let nps = nodes as f64 / time.as_secs_f64().max(1e-9);
    println!("{nodes} nodes {} nps", nps as u64);
    Ok(())
}
