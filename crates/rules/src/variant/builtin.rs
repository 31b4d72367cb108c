//! The games shipped with Rukh, embedded from `variants/` at build time.

use std::sync::{Arc, OnceLock};

use super::{Variant, VariantError};

/// Canonical ids of the built-in games, in the order they are listed.
pub const BUILTIN_IDS: [&str; 5] = [
    "shatranj",
    "chaturanga-davidson",
    "parsi",
    "shatranj-kamil-64",
    "great-shatranj",
];

const SOURCES: [(&str, &str); 5] = [
    ("shatranj", include_str!("../../variants/shatranj.toml")),
    (
        "chaturanga-davidson",
        include_str!("../../variants/chaturanga-davidson.toml"),
    ),
    ("parsi", include_str!("../../variants/parsi.toml")),
    (
        "shatranj-kamil-64",
        include_str!("../../variants/shatranj-kamil-64.toml"),
    ),
    (
        "great-shatranj",
        include_str!("../../variants/great-shatranj.toml"),
    ),
];

/// The variant file text of a built-in game.
pub fn builtin_source(id: &str) -> Option<&'static str> {
    SOURCES.iter().find(|(i, _)| *i == id).map(|(_, s)| *s)
}

/// A built-in game with its default rules (compiled once).
pub fn builtin(id: &str) -> Result<Arc<Variant>, VariantError> {
    static CACHE: OnceLock<Vec<Arc<Variant>>> = OnceLock::new();
    let all = CACHE.get_or_init(|| {
        SOURCES
            .iter()
            .map(|(i, s)| {
                Variant::from_toml(s).unwrap_or_else(|e| panic!("built-in variant {i}: {e}"))
            })
            .collect()
    });
    all.iter()
        .find(|v| v.id == id)
        .cloned()
        .ok_or_else(|| VariantError::Unknown(id.to_owned()))
}

/// All built-in games.
pub fn builtins() -> Vec<Arc<Variant>> {
    BUILTIN_IDS
        .iter()
        .map(|id| builtin(id).expect("built-in"))
        .collect()
}
