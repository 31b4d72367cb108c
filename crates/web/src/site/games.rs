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

/// A game this server offers besides the five: an operator's variant file or a version of a
/// player's design.
#[derive(Clone)]
struct Extra {
    source: String,
    name: String,
    /// The game by its own rules, compiled once.
    variant: Arc<Variant>,
    /// One of the site's own games (`rukh serve --game`): listed with the five, rated.
    site: bool,
}

/// Games of users' own variant files and players' designs that this server offers besides the
/// five (id → source). A design's versions come from the database (`ensure_design`).
static EXTRA_VARIANTS: std::sync::RwLock<BTreeMap<String, Extra>> =
    std::sync::RwLock::new(BTreeMap::new());

/// Reads a variant file and offers its game on this server; its id. A `site` game (`rukh serve
/// --game`, a promoted design) is one of the site's own beside the five: in the lobby's list and
/// the rules menu, rated; any other is offered casual and on the analysis board.
pub fn register_variant_file(path: &std::path::Path, site: bool) -> Result<String, String> {
    let source = rukh_rules::variant::read_definition(path).map_err(|e| e.to_string())?;
    let v = Variant::from_toml(&source).map_err(|e| e.to_string())?;
    if rukh_rules::variant::builtin_source(&v.id).is_some() {
        return Err(format!(
            "its id '{}' is one of the five games'; give it an id of its own",
            v.id
        ));
    }
    if parse_design_key(&v.id).is_some() {
        return Err(format!(
            "its id '{}' is of the form players' designs take (d-ID-vN); give it another",
            v.id
        ));
    }
    let id = v.id.clone();
    EXTRA_VARIANTS.write().expect("variants").insert(
        id.clone(),
        Extra {
            source,
            name: v.name.clone(),
            variant: v,
            site,
        },
    );
    Ok(id)
}

/// The ids of the site's own games: the five, then the operator's games given with `rukh serve
/// --game` (a promoted design among them).
pub fn site_game_ids() -> Vec<String> {
    let mut ids: Vec<String> = rukh_rules::variant::BUILTIN_IDS
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    ids.extend(
        EXTRA_VARIANTS
            .read()
            .expect("variants")
            .iter()
            .filter(|(_, e)| e.site)
            .map(|(id, _)| id.clone()),
    );
    ids
}

/// The site's own games (`site_game_ids`), by their own rules.
pub fn site_games() -> Vec<Arc<Variant>> {
    site_game_ids()
        .iter()
        .filter_map(|id| make_variant(id, "{}").ok())
        .collect()
}

/// Whether a game id is one of the site's own games, which may be rated.
pub fn is_site_game(id: &str) -> bool {
    rukh_rules::variant::BUILTIN_IDS.contains(&id)
        || EXTRA_VARIANTS
            .read()
            .expect("variants")
            .get(id)
            .is_some_and(|e| e.site)
}

/// The game id of a design's version: `d-ID-vN`. A game in play names the version it began
/// with, so a later version never changes its rules.
pub fn design_key(design: &str, version: i64) -> String {
    format!("d-{design}-v{version}")
}

/// The design and version a game id names, if it is a design's.
pub fn parse_design_key(key: &str) -> Option<(&str, i64)> {
    let rest = key.strip_prefix("d-")?;
    let (id, version) = rest.rsplit_once("-v")?;
    let version: i64 = version.parse().ok().filter(|&v| v >= 1)?;
    (!id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()))
    .then_some((id, version))
}

/// A design's variant file as this server plays it: its own id replaced by the version's game
/// id (`d-ID-vN`), so games, PGN and pages name the version; with its name.
fn design_source(
    design: &str,
    version: i64,
    source: &str,
) -> Result<(String, Arc<Variant>), String> {
    let v = Variant::from_toml(source).map_err(|e| e.to_string())?;
    let mut def = v.definition.clone();
    def.id = design_key(design, version);
    let text = toml::to_string(&def).map_err(|e| format!("writing the definition: {e}"))?;
    let served = Variant::from_toml(&text).map_err(|e| e.to_string())?;
    Ok((text, served))
}

/// Offers a design's version on this server (its source as saved); its game id. The file as
/// served is then `extra_source(id)`.
pub fn register_design(design: &str, version: i64, source: &str) -> Result<String, String> {
    let key = design_key(design, version);
    if EXTRA_VARIANTS.read().expect("variants").contains_key(&key) {
        return Ok(key);
    }
    let (text, variant) = design_source(design, version, source)?;
    EXTRA_VARIANTS.write().expect("variants").insert(
        key.clone(),
        Extra {
            source: text,
            name: variant.name.clone(),
            variant,
            site: false,
        },
    );
    Ok(key)
}

/// Makes sure a design's version named by a game id is offered, reading it from the database
/// when another process saved it. True when the id is a game this server offers.
pub async fn ensure_variant(db: &rukh_store::Db, id: &str) -> bool {
    if rukh_rules::variant::builtin_source(id).is_some()
        || EXTRA_VARIANTS.read().expect("variants").contains_key(id)
    {
        return true;
    }
    let Some((design, version)) = parse_design_key(id) else {
        return false;
    };
    match db.design_source(design, version).await {
        Ok(Some(source)) => match register_design(design, version, &source) {
            Ok(_) => true,
            Err(e) => {
                tracing::warn!("design {id} no longer compiles: {e}");
                false
            }
        },
        Ok(None) => false,
        Err(e) => {
            tracing::warn!("reading design {id}: {e}");
            false
        }
    }
}

/// The ids of the operator's own games this server offers (designs' versions left out).
pub fn extra_variant_ids() -> Vec<String> {
    EXTRA_VARIANTS
        .read()
        .expect("variants")
        .keys()
        .filter(|k| parse_design_key(k).is_none())
        .cloned()
        .collect()
}

/// The variant file of a game this server offers besides the five (a design's with its version's
/// id), for the engine in the browser.
pub fn extra_source(id: &str) -> Option<String> {
    EXTRA_VARIANTS
        .read()
        .expect("variants")
        .get(id)
        .map(|e| e.source.clone())
}

/// The name of a game this server offers besides the five, by its id.
pub fn extra_name(id: &str) -> Option<String> {
    EXTRA_VARIANTS
        .read()
        .expect("variants")
        .get(id)
        .map(|e| e.name.clone())
}

/// The variant of a game: a built-in one, an operator's file or a design's version, with the
/// game's rule overrides.
pub fn make_variant(id: &str, rules_json: &str) -> Result<Arc<Variant>, String> {
    let extra = EXTRA_VARIANTS
        .read()
        .expect("variants")
        .get(id)
        .map(|e| (e.source.clone(), e.variant.clone()));
    // A game of the operator's or a design's by its own rules is its one compiled copy.
    if let Some((_, v)) = &extra
        && rules_json.trim() == "{}"
    {
        return Ok(v.clone());
    }
    let extra = extra.map(|(source, _)| source);
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
