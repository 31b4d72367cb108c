#![allow(dead_code)]

use rukh_rules::perft::perft;
use rukh_rules::variant::builtin;
use rukh_rules::{Color, Outcome, Position, Reason, Variant, coord};
use std::sync::Arc;

pub fn variant(id: &str) -> Arc<Variant> {
    builtin(id).unwrap()
}

pub fn variant_with(id: &str, rules: &[(&str, &str)]) -> Arc<Variant> {
    let text = rukh_rules::variant::builtin_source(id).unwrap();
    let o: Vec<(String, String)> = rules
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Variant::from_toml_with(text, &o).unwrap()
}

pub fn pos(id: &str, fen: &str) -> Position {
    Position::from_fen(&variant(id), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

pub fn start(id: &str) -> Position {
    variant(id).start_position()
}

pub fn play(p: &mut Position, moves: &[&str]) {
    for m in moves {
        assert!(
            p.outcome().is_none(),
            "game over before {m}: {:?}",
            p.outcome()
        );
        p.play_coord(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

pub fn moves(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| coord(p, *m).to_string())
        .collect();
    v.sort();
    v
}

pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

pub fn win(c: Color, reason: Reason) -> Option<(Option<Color>, Reason)> {
    Some((Some(c), reason))
}

pub fn draw(reason: Reason) -> Option<(Option<Color>, Reason)> {
    Some((None, reason))
}

pub fn result(p: &Position) -> Option<(Option<Color>, Reason)> {
    p.outcome().map(|o: Outcome| (o.winner, o.reason))
}

pub fn perfts(p: &mut Position, expected: &[u64]) {
    for (i, &n) in expected.iter().enumerate() {
        assert_eq!(perft(p, i as u32 + 1), n, "perft({}) of {}", i + 1, p.fen());
    }
}

/// A random legal game from `start` of at most `plies` plies (deterministic for a seed).
pub fn random_game(start: &Position, plies: usize, seed: u64) -> Vec<rukh_rules::Move> {
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut p = start.clone();
    let mut out = Vec::new();
    for _ in 0..plies {
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = legal.as_slice()[(s >> 33) as usize % legal.len()];
        p.play_unchecked(mv);
        out.push(mv);
    }
    out
}
