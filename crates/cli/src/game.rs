//! Choosing a game and a position on the command line.

use std::sync::Arc;

use anyhow::{Context, Result, bail};
use clap::Args;
use rukh_rules::{Position, Variant};

/// Which game: a built-in id or a user's file, with rule changes.
#[derive(Args, Clone)]
pub struct VariantArgs {
    /// Game id (see `rukh variants`).
    #[arg(long, short = 'v', default_value = "shatranj", value_name = "ID")]
    pub variant: String,
    /// Load the game from your own definition file instead (TOML; see variants/README.md).
    #[arg(long, value_name = "FILE")]
    pub variant_file: Option<std::path::PathBuf>,
    /// Change a rule of the game, e.g. --rule boorj=draw (repeatable).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
}

/// A game and a position in it.
#[derive(Args, Clone)]
pub struct GameArgs {
    #[command(flatten)]
    pub game: VariantArgs,
    /// Start from this position instead of the game's start.
    #[arg(long)]
    pub fen: Option<String>,
}

impl VariantArgs {
    /// The game's definition as written (the user's file or the builtin's TOML).
    pub fn source(&self) -> Result<String> {
        match &self.variant_file {
            Some(path) => Ok(rukh_rules::variant::read_definition(path)?),
            None => rukh_rules::variant::builtin_source(&self.variant)
                .map(str::to_owned)
                .with_context(|| format!("unknown variant '{}'", self.variant)),
        }
    }

    pub fn variant(&self) -> Result<Arc<Variant>> {
        let mut overrides = Vec::new();
        for r in &self.rules {
            let Some((k, v)) = r.split_once('=') else {
                bail!("--rule '{r}': write KEY=VALUE, e.g. --rule move-rule=0");
            };
            overrides.push((k.trim().to_owned(), v.trim().to_owned()));
        }
        if let Some(path) = &self.variant_file {
            let text = rukh_rules::variant::read_definition(path)?;
            let v = Variant::from_toml_with(&text, &overrides)
                .with_context(|| format!("variant file {}", path.display()))?;
            rukh_engine::eval::Params::for_variant(&v)
                .map_err(|e| anyhow::anyhow!("variant file {}: {e}", path.display()))?;
            return Ok(v);
        }
        let text = rukh_rules::variant::builtin_source(&self.variant).with_context(|| {
            format!("unknown variant '{}'; run `rukh variants` to list the games, or load your own with --variant-file", self.variant)
        })?;
        if overrides.is_empty() {
            return Ok(rukh_rules::variant::builtin(&self.variant)?);
        }
        Ok(Variant::from_toml_with(text, &overrides)?)
    }
}

impl GameArgs {
    pub fn variant(&self) -> Result<Arc<Variant>> {
        self.game.variant()
    }

    pub fn position(&self) -> Result<Position> {
        let v = self.variant()?;
        match &self.fen {
            Some(f) => Ok(Position::from_fen(&v, f)?),
            None => Ok(v.start_position()),
        }
    }

    pub fn position_after(&self, moves: &[String]) -> Result<Position> {
        let mut pos = self.position()?;
        for (i, m) in moves.iter().enumerate() {
            if let Some(o) = pos.outcome() {
                bail!(
                    "move {} ({m}): the game is already over ({})",
                    i + 1,
                    o.describe()
                );
            }
            if let Err(e) = pos.play_san(m) {
                match e {
                    rukh_rules::Error::IllegalMove(e) if !e.legal.is_empty() => {
                        bail!("move {} ({m}): {e} (legal: {})", i + 1, e.legal)
                    }
                    e => return Err(e).with_context(|| format!("move {} ({m})", i + 1)),
                }
            }
        }
        Ok(pos)
    }
}
