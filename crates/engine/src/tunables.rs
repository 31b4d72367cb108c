//! The search's tunable numbers: its margins, reductions and bonuses, and how it spends its
//! clock (the `Time` ones), each with its default (the engine's play), the range it may take and
//! the step SPSA perturbs it by at the end of a run (`rukh spsa`). A UCI `setoption name NAME value N` changes one for a match or a tuning run;
//! they are not listed among the engine's options, as a GUI has no use for them.

/// One tunable number, as `rukh spsa` and `setoption` see it.
#[derive(Clone, Copy, Debug)]
pub struct Tunable {
    /// The UCI option's name.
    pub name: &'static str,
    pub default: i32,
    pub min: i32,
    pub max: i32,
    /// SPSA's perturbation at the end of a run (its `c_end`): large enough that a game pair
    /// can tell the two sides apart, small enough to stay near the value.
    pub step: f64,
    /// What the number does.
    pub doc: &'static str,
}

impl Tunable {
    /// One of the time manager's numbers (`Time...`): they play a part only on a clock.
    pub fn of_time(&self) -> bool {
        self.name.starts_with("Time")
    }
}

macro_rules! tunables {
    ($($field:ident $name:literal = $default:literal in $min:literal..=$max:literal, step $step:literal, $doc:literal;)*) => {
        /// The search's tunable numbers (see the module's text).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct SearchParams {
            $(#[doc = $doc] pub $field: i32,)*
        }

        impl Default for SearchParams {
            fn default() -> Self {
                SearchParams { $($field: $default,)* }
            }
        }

        /// Every tunable number, in the order `rukh spsa` reports them.
        pub const TUNABLES: &[Tunable] = &[
            $(Tunable { name: $name, default: $default, min: $min, max: $max, step: $step, doc: $doc },)*
        ];

        impl SearchParams {
            /// The number called `name` (as `setoption` names it, any case).
            pub fn get(&self, name: &str) -> Option<i32> {
                $(if name.eq_ignore_ascii_case($name) { return Some(self.$field); })*
                None
            }

            /// Sets the number called `name`; a value out of its range is refused.
            pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
                $(if name.eq_ignore_ascii_case($name) {
                    if !($min..=$max).contains(&value) {
                        return Err(format!("{} takes {} to {}, not {value}", $name, $min, $max));
                    }
                    self.$field = value;
                    return Ok(());
                })*
                Err(format!("no tunable called {name}"))
            }
        }
    };
}

tunables! {
    razor_base "RazorBase" = 200 in 0..=600, step 20.0,
        "Razoring: a node this far under alpha, plus the next margin times depth², is left to quiescence.";
    razor_depth "RazorDepth" = 150 in 0..=400, step 15.0,
        "Razoring's margin a ply of depth, squared.";
    rfp_margin "RfpMargin" = 90 in 20..=250, step 8.0,
        "Reverse futility: centipawns above beta a ply of depth that end the node.";
    rfp_depth "RfpDepth" = 6 in 2..=10, step 0.6,
        "Reverse futility: the deepest node it applies to.";
    null_base "NullBase" = 3 in 1..=6, step 0.5,
        "Null move: plies of reduction before the depth's share.";
    null_depth_div "NullDepthDiv" = 3 in 2..=8, step 0.5,
        "Null move: a ply more reduction for this many plies of depth.";
    null_eval_div "NullEvalDiv" = 200 in 50..=600, step 20.0,
        "Null move: a ply more reduction for this many centipawns above beta (at most 3).";
    futility_base "FutilityBase" = 80 in 0..=300, step 10.0,
        "Futility: late quiet moves are left out this far under alpha, plus the next margin a ply.";
    futility_depth "FutilityDepth" = 110 in 20..=300, step 10.0,
        "Futility's margin a ply of depth.";
    see_quiet "SeeQuiet" = 20 in 0..=80, step 3.0,
        "Near the leaves a quiet move losing more than this times depth² in the exchange is left out.";
    see_capture "SeeCapture" = 100 in 20..=300, step 10.0,
        "Near the leaves a capture losing more than this times depth in the exchange is left out.";
    lmr_base "LmrBase" = 75 in 0..=200, step 8.0,
        "Late-move reduction: hundredths of a ply added to ln(depth)·ln(move number)/LmrDiv.";
    lmr_div "LmrDiv" = 185 in 100..=350, step 10.0,
        "Late-move reduction: the divisor of ln(depth)·ln(move number), in hundredths.";
    lmr_history "LmrHistory" = 16384 in 4000..=40000, step 1500.0,
        "Late-move reduction: a ply less for this much quiet-move history, a ply more for as much lost.";
    history_prune "HistoryPrune" = 4000 in 500..=16000, step 500.0,
        "A quiet move whose history has lost this much a ply of depth is left out within 3 plies.";
    history_bonus "HistoryBonus" = 8 in 2..=24, step 1.0,
        "History bonus of a cut-off: this times depth² (up to 400).";
    late_moves "LateMoves" = 3 in 1..=10, step 0.6,
        "Late quiet moves within 4 plies are left out after this many plus depth² moves.";
    aspiration "Aspiration" = 40 in 10..=150, step 5.0,
        "The aspiration window's half width, in centipawns, from depth 4 on.";
    corr_pieces "CorrPieces" = 512 in 0..=1024, step 64.0,
        "Correction history: the share (of 1024) taken from the tables keyed by each side's men other than pawns.";
    corr_move "CorrMove" = 0 in 0..=1024, step 64.0,
        "Correction history: the share (of 1024) taken from the table keyed by the move that led to the position.";
    capture_history "CaptureHistory" = 0 in 0..=64, step 4.0,
        "Capture history: how much (in 64ths of its entry) a capture's record of cut-offs moves it among the captures (0: not at all).";
    singular_depth "SingularDepth" = 0 in 0..=14, step 1.0,
        "Singular extension: from this depth on (0: never), the table's move is searched a ply deeper when no other move comes near its score.";
    singular_margin "SingularMargin" = 64 in 16..=200, step 8.0,
        "Singular extension: how near, in 64ths of a centipawn a ply of depth, another move must come to the table's score.";
    time_moves "TimeMoves" = 40 in 15..=80, step 4.0,
        "Time: the moves the clock is planned over when the GUI gives no moves to go.";
    time_spend "TimeSpend" = 60 in 35..=90, step 4.0,
        "Time: the percent of its target a search spends on average; the target is a move's plan over it.";
    time_hard "TimeHard" = 300 in 150..=600, step 25.0,
        "Time: a move's hard limit, in hundredths of its target.";
    time_most "TimeMost" = 40 in 15..=70, step 4.0,
        "Time: the most one move may take, in percent of the clock above the reserve.";
    time_changed "TimeChanged" = 70 in 30..=100, step 5.0,
        "Time: no iteration begins past this percent of the target when the best move has just changed.";
    time_settling "TimeSettling" = 55 in 25..=90, step 5.0,
        "Time: no iteration begins past this percent of the target when the best move has held 1-3 iterations.";
    time_stable "TimeStable" = 40 in 15..=80, step 5.0,
        "Time: no iteration begins past this percent of the target when the best move has held longer.";
    time_fall "TimeFall" = 150 in 100..=250, step 10.0,
        "Time: those percents times this (in hundredths) when the score fell 30 or more since the last iteration.";
}

impl SearchParams {
    /// Late-move reduction for the move searched `i`-th at `depth`.
    #[inline]
    pub fn lmr(&self, depth: i32, i: usize) -> i32 {
        (f64::from(self.lmr_base) / 100.0
            + (depth as f64).ln() * (i as f64).ln() / (f64::from(self.lmr_div) / 100.0))
            as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tunable_reads_and_sets_by_name_within_its_range() {
        let mut p = SearchParams::default();
        for t in TUNABLES {
            assert!(t.min <= t.default && t.default <= t.max, "{}", t.name);
            assert_eq!(p.get(t.name), Some(t.default), "{}", t.name);
            p.set(&t.name.to_ascii_lowercase(), t.max).unwrap();
            assert_eq!(p.get(t.name), Some(t.max));
            let err = p.set(t.name, t.max + 1).unwrap_err();
            assert!(err.contains(t.name) && err.contains("not"), "{err}");
        }
        assert!(p.set("Hash", 3).unwrap_err().contains("no tunable"));
        assert_eq!(p.get("Hash"), None);
    }

    #[test]
    fn the_default_reduction_is_the_engine_s_formula() {
        let p = SearchParams::default();
        for depth in 1..40 {
            for i in 1..60 {
                let before = (0.75 + (depth as f64).ln() * (i as f64).ln() / 1.85) as i32;
                assert_eq!(p.lmr(depth, i), before, "depth {depth}, move {i}");
            }
        }
    }
}
