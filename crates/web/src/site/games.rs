//! The games this server offers, as the site's pages and its games build them: the five and
//! the operator's own variant files, each with a game's rule options; colours by name; the legal
//! moves as the board takes them.

use std::collections::BTreeMap;
use std::sync::Arc;

use rukh_rules::{Color, Position, Variant, coord, san};
use serde_json::Value;

use crate::wire::{Legal, PieceInfo, VariantInfo};

pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

pub fn parse_color(s: &str) -> Option<Color> {
    match s {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// The variant of a game: a built-in one with the game's rule overrides.
/// Games of users' own variant files that this server offers besides the five (id → source).
static EXTRA_VARIANTS: std::sync::RwLock<BTreeMap<String, String>> =
    std::sync::RwLock::new(BTreeMap::new());

/// Reads a variant file and offers its game on this server; its id.
pub fn register_variant_file(path: &std::path::Path) -> Result<String, String> {
    let source = rukh_rules::variant::read_definition(path).map_err(|e| e.to_string())?;
    let v = Variant::from_toml(&source).map_err(|e| e.to_string())?;
    if rukh_rules::variant::builtin_source(&v.id).is_some() {
        return Err(format!(
            "its id '{}' is one of the five games'; give it an id of its own",
            v.id
        ));
    }
    let id = v.id.clone();
    EXTRA_VARIANTS
        .write()
        .expect("variants")
        .insert(id.clone(), source);
    Ok(id)
}

/// The ids of the users' games this server offers.
pub fn extra_variant_ids() -> Vec<String> {
    EXTRA_VARIANTS
        .read()
        .expect("variants")
        .keys()
        .cloned()
        .collect()
}

pub fn make_variant(id: &str, rules_json: &str) -> Result<Arc<Variant>, String> {
    let extra = EXTRA_VARIANTS.read().expect("variants").get(id).cloned();
    let source = match rukh_rules::variant::builtin_source(id) {
        Some(s) => s.to_owned(),
        None => extra.ok_or_else(|| format!("unknown game '{id}'"))?,
    };
    let source = source.as_str();
    let overrides: serde_json::Map<String, Value> =
        serde_json::from_str(rules_json).map_err(|e| format!("rule options: {e}"))?;
    // A built-in game by its own rules is the one shared copy (endgame tables are for it).
    if overrides.is_empty()
        && let Ok(v) = rukh_rules::variant::builtin(id)
    {
        return Ok(v);
    }
    let pairs: Vec<(String, String)> = overrides
        .into_iter()
        .map(|(k, v)| {
            let v = match v {
                Value::String(s) => s,
                other => other.to_string(),
            };
            (k, v)
        })
        .collect();
    Variant::from_toml_with(source, &pairs).map_err(|e| e.to_string())
}

/// The legal moves of a position as the board takes them: coordinates, squares, the promotion's
/// piece letter and (Parsi) the new horse's bonus square.
pub fn legal_moves(pos: &Position) -> Vec<Legal> {
    let g = pos.variant().geometry;
    pos.legal_moves()
        .iter()
        .map(|&m| Legal {
            mv: coord(pos, m).to_string(),
            san: san(pos, m),
            from: g.name(m.from()).to_string(),
            to: g.name(m.to()).to_string(),
            promotion: m
                .promotion()
                .map(|k| pos.variant().piece(k).letter.to_string()),
            bonus: m.bonus().map(|b| g.name(b).to_string()),
        })
        .collect()
}

/// A game's description for the front end and the API: board, pieces, rule options.
pub fn variant_json(v: &Variant) -> VariantInfo {
    VariantInfo {
        id: v.id.clone(),
        name: v.name.clone(),
        description: v.description.clone(),
        files: v.geometry.files() as u32,
        ranks: v.geometry.ranks() as u32,
        board: v.board_style.clone(),
        start_fen: v.start_fen.clone(),
        pieces: v
            .pieces
            .iter()
            .map(|p| PieceInfo {
                name: p.name.clone(),
                letter: p.letter.to_string(),
                betza: p.betza.clone(),
                royal: p.royal,
                pawn: p.pawn,
                value: p.value,
                figure: p
                    .figure
                    .clone()
                    .filter(|f| crate::site::art::figures().any(|k| k == f)),
            })
            .collect(),
        rules: rules_json(v),
    }
}

/// A game's rules as JSON (the form's defaults, the page's data).
pub fn rules_json(v: &Variant) -> Value {
    toml::Value::try_from(&v.rules)
        .ok()
        .and_then(|t| serde_json::to_value(t).ok())
        .unwrap_or(Value::Null)
}
