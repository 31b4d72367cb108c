//! The rule options in words, for the lobby's form and the rules pages: a label, a sentence of
//! what the option does, how it is chosen (a list of choices with their meanings, a switch, a
//! number or text), and whether it is an advanced option (folded away).

/// How an option is set.
pub enum Kind {
    /// One of these values, each with its meaning.
    Choice(&'static [(&'static str, &'static str)]),
    /// On or off.
    Switch,
    /// A whole number from `min` to `max`.
    Number { min: u32, max: u32 },
    /// Free text (a piece letter, a Betza move, a list of files).
    Text,
}

pub struct RuleDoc {
    pub key: &'static str,
    pub label: &'static str,
    pub what: &'static str,
    pub kind: Kind,
    /// Shown under "More rule options": rarely changed, or a convention of engines.
    pub advanced: bool,
}

pub const RULES: &[RuleDoc] = &[
    RuleDoc {
        key: "stalemate",
        label: "Stalemate",
        what: "What happens to a side that has no legal move and is not in check.",
        kind: Kind::Choice(&[
            ("loss", "the stalemated side loses"),
            ("draw", "a draw"),
            ("forbidden", "stalemating the opponent is not allowed"),
        ]),
        advanced: false,
    },
    RuleDoc {
        key: "bare-king",
        label: "Bare king",
        what: "What happens when a king has lost all its men (it is \"bare\").",
        kind: Kind::Choice(&[
            (
                "shatranj",
                "the bare side loses, unless it bares the other king at once (a draw)",
            ),
            ("boorj", "baring the king ends the game at once (\"Boorj\")"),
            (
                "counted",
                "the lone king has a number of moves to reach a draw, then loses",
            ),
            ("none", "no rule: play goes on"),
        ]),
        advanced: false,
    },
    RuleDoc {
        key: "bared-loses-vs-two",
        label: "Bared against two men loses at once",
        what: "A bare king whose opponent keeps two or more men cannot bare them back in one move, so it loses at once.",
        kind: Kind::Switch,
        advanced: false,
    },
    RuleDoc {
        key: "bare-king-first",
        label: "Baring is judged before stalemate",
        what: "When a bared side also has no move, the bare-king rule decides rather than stalemate.",
        kind: Kind::Switch,
        advanced: true,
    },
    RuleDoc {
        key: "boorj",
        label: "Boorj counts as",
        what: "The result of baring the raja.",
        kind: Kind::Choice(&[("win", "a win of the lowest grade"), ("draw", "a draw")]),
        advanced: false,
    },
    RuleDoc {
        key: "grades",
        label: "Grades of victory",
        what: "Wins are graded: Boorj, then mate by a piece, then mate by a pawn.",
        kind: Kind::Switch,
        advanced: true,
    },
    RuleDoc {
        key: "pawn-mate",
        label: "Which mates are pawn-mates",
        what: "The highest grade of win, a mate given by a pawn.",
        kind: Kind::Choice(&[
            (
                "pawn-gives-check",
                "a pawn that moved, not promoting, gives the check itself",
            ),
            ("pawn-moved", "any mate made by a pawn's move"),
        ]),
        advanced: true,
    },
    RuleDoc {
        key: "lone-stalemater-draws",
        label: "A lone king's stalemate draws",
        what: "A stalemate given by a side that has only its king is a draw, not a win.",
        kind: Kind::Switch,
        advanced: false,
    },
    RuleDoc {
        key: "lone-king-moves",
        label: "Moves a lone king has",
        what: "How many moves a lone king has (counted again after each of its captures) to reach a draw.",
        kind: Kind::Number { min: 1, max: 60 },
        advanced: false,
    },
    RuleDoc {
        key: "lone-king-win",
        label: "When the lone king's moves run out",
        what: "Whether the opponent then wins at once or may claim the win.",
        kind: Kind::Choice(&[
            ("automatic", "the opponent wins at once"),
            ("claim", "the opponent may claim the win"),
        ]),
        advanced: false,
    },
    RuleDoc {
        key: "king-capture",
        label: "Kings may be captured",
        what: "There is no check: a king may be left attacked, and taking it wins.",
        kind: Kind::Switch,
        advanced: false,
    },
    RuleDoc {
        key: "no-moves",
        label: "A side with no move at all",
        what: "Where kings may be captured: the result for a side that cannot move.",
        kind: Kind::Choice(&[("loss", "it loses"), ("draw", "a draw")]),
        advanced: true,
    },
    RuleDoc {
        key: "perpetual-check-illegal",
        label: "No perpetual check",
        what: "Checking to repeat the position a third time is not allowed, unless there is no other move.",
        kind: Kind::Switch,
        advanced: false,
    },
    RuleDoc {
        key: "royal-leap",
        label: "The king's one leap",
        what: "A move the king may make once in a game, without capturing, until it is first checked (Betza notation; empty: none).",
        kind: Kind::Text,
        advanced: true,
    },
    RuleDoc {
        key: "double-step-files",
        label: "Pawns that may step twice",
        what: "The files whose pawns may step two squares from their start.",
        kind: Kind::Text,
        advanced: true,
    },
    RuleDoc {
        key: "double-step-needs-unmoved-master",
        label: "The double step needs the piece behind",
        what: "A pawn may step twice only while the piece that started behind it has not moved.",
        kind: Kind::Switch,
        advanced: true,
    },
    RuleDoc {
        key: "promotion-file",
        label: "Which file decides a promotion",
        what: "A pawn becomes the piece that started on a file's back rank: which file counts.",
        kind: Kind::Choice(&[
            ("destination", "the file the pawn promotes on"),
            ("origin", "the file the pawn started on"),
        ]),
        advanced: true,
    },
    RuleDoc {
        key: "royal-file-promotes-to",
        label: "The king's-file pawn becomes",
        what: "The piece the pawn of the king's file promotes to, if one of them is lost (\"-\": it never promotes).",
        kind: Kind::Text,
        advanced: true,
    },
    RuleDoc {
        key: "promotion-bonus",
        label: "Extra move after promotion",
        what: "The piece (its letter) that may move once more at once after being made by promotion, unless its square is attacked.",
        kind: Kind::Text,
        advanced: true,
    },
    RuleDoc {
        key: "repetition",
        label: "Draw by repetition",
        what: "A draw when the same position occurs this many times (0: off). A convention of engines and servers, not a rule of the sources.",
        kind: Kind::Number { min: 0, max: 10 },
        advanced: true,
    },
    RuleDoc {
        key: "move-rule",
        label: "Move-count draw",
        what: "A draw after this many moves by each side without a capture or a pawn move (0: off). A convention, not a rule of the sources.",
        kind: Kind::Number { min: 0, max: 500 },
        advanced: true,
    },
];

/// A rule option's value as a form field holds it: text, lists as words separated by spaces;
/// None where the game has no such option.
pub fn form_value(v: &serde_json::Value) -> Option<String> {
    use serde_json::Value;
    Some(match v {
        Value::Null => return None,
        Value::String(s) => s.clone(),
        Value::Array(a) => a
            .iter()
            .filter_map(|x| x.as_str())
            .collect::<Vec<_>>()
            .join(" "),
        other => other.to_string(),
    })
}

pub fn doc(key: &str) -> Option<&'static RuleDoc> {
    RULES.iter().find(|r| r.key == key)
}

/// The keys a game's definition sets in its `[rules]` table, with the comment written beside
/// each (the decision and source it follows): the options that matter for that game.
pub fn game_rules(source: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in source.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            inside = t == "[rules]";
            continue;
        }
        if !inside || t.is_empty() || t.starts_with('#') {
            continue;
        }
        let (body, comment) = match t.split_once(" #") {
            Some((b, c)) => (b, c.trim().trim_start_matches('#').trim()),
            None => (t, ""),
        };
        if let Some((k, _)) = body.split_once('=') {
            out.push((k.trim().to_owned(), comment.to_owned()));
        }
    }
    out
}

/// How a game differs from the game as its sources play it, in words a player reads at a glance:
/// each changed rule as "Stalemate: a draw", and "from another start position" (empty: the game
/// as it is). `rules` is the game's stored overrides (JSON), `start_fen` its start.
pub fn changes_in_words(variant: &str, rules: &str, start_fen: &str) -> Vec<String> {
    let mut out = Vec::new();
    let Ok(v) = rukh_rules::variant::builtin(variant) else {
        return out;
    };
    let changed: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(rules).unwrap_or_default();
    // Most games change nothing: their lists and views skip writing out the defaults.
    if changed.is_empty() && start_fen == v.start_fen {
        return out;
    }
    let defaults = crate::site::games::rules_json(&v);
    for (key, value) in &changed {
        if defaults.get(key) == Some(value) {
            continue;
        }
        let shown = form_value(value).unwrap_or_default();
        let words = match doc(key) {
            Some(d) => {
                let meaning = match &d.kind {
                    Kind::Choice(choices) => choices
                        .iter()
                        .find(|(k, _)| *k == shown)
                        .map(|(_, m)| (*m).to_owned())
                        .unwrap_or(shown),
                    Kind::Switch => if shown == "true" { "yes" } else { "no" }.to_owned(),
                    Kind::Number { .. } | Kind::Text => shown,
                };
                format!("{}: {meaning}", d.label)
            }
            None => format!("{key}: {shown}"),
        };
        out.push(words);
    }
    if start_fen != v.start_fen {
        out.push("from another start position".to_owned());
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_rule_key_is_described() {
        for key in rukh_rules::variant::Rules::keys() {
            assert!(super::doc(&key).is_some(), "no words for the rule `{key}`");
        }
    }
}
