//! The tuner finds weights it is shown: results made from a known evaluation lead it back there.

use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rukh_engine::Searcher;
use rukh_engine::eval::{Params, evaluate_valued};
use rukh_engine::tune::{Sample, Weights, tune};
use rukh_rules::Color;
use rukh_rules::variant::builtin;

#[test]
fn fitted_piece_values_move_to_the_ones_behind_the_results() {
    let v = builtin("shatranj").unwrap();
    let knight = v.pieces.iter().position(|p| p.letter == 'N').unwrap();
    let rook = v.pieces.iter().position(|p| p.letter == 'R').unwrap();
    // The "truth": knights worth 650 instead of 450, rooks 500 instead of 630.
    let mut truth = Weights::of(&v);
    truth.values[knight] = 650;
    truth.values[rook] = 500;
    // Positions from random play, so that material is often uneven.
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut quiet = Searcher::new(1);
    let mut samples = Vec::new();
    while samples.len() < 3000 {
        let mut pos = v.start_position();
        for ply in 0..60 {
            let moves = pos.legal_moves();
            let Some(&m) = moves.as_slice().choose(&mut rng) else {
                break;
            };
            pos.play_unchecked(m);
            if pos.outcome().is_some() {
                break;
            }
            if ply >= 10 && ply % 3 == 0 && rukh_engine::tune::is_quiet(&mut quiet, &pos) {
                let e = evaluate_valued(&pos, &truth.params, |k| truth.values[k as usize]) as f64;
                let white = if pos.turn() == Color::White { e } else { -e };
                // The expected result of a logistic with scale 1.
                let result = 1.0 / (1.0 + 10f64.powf(-white / 400.0));
                samples.push(Sample {
                    pos: pos.clone(),
                    result,
                });
            }
        }
    }
    let fit = tune(&samples, &v, Weights::of(&v), true, 30, |_, _, _| {});
    let got = &fit.weights.values;
    assert!(
        fit.after < fit.before / 4.0,
        "{} -> {}",
        fit.before,
        fit.after
    );
    assert!(
        (got[knight] - 650).abs() < 60 && (got[rook] - 500).abs() < 60,
        "knight {} rook {} (truth 650, 500)",
        got[knight],
        got[rook]
    );
    // The other weights were the truth already and stay near it.
    assert!((fit.weights.params.mobility - Params::DEFAULT.mobility).abs() <= 3);
}
