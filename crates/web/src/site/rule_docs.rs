//! The rule options in words, for the lobby's form and the rules pages: a label, a sentence of
//! what the option does, how it is chosen (a list of choices with their meanings, a switch, a
//! number or text), and whether it is an advanced option (folded away). The words are the
//! catalogues' (`rule-KEY`, `rule-KEY-what`, `rule-KEY-is-VALUE` in locales/LANG/site.ftl).

use crate::site::i18n::Lang;

/// How an option is set.
pub enum Kind {
    /// One of these values, each with its meaning (a catalogue key).
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
    /// The catalogue's key of its name.
    pub label: &'static str,
    /// The catalogue's key of the sentence of what it does.
    pub what: &'static str,
    pub kind: Kind,
    /// Shown under "More rule options": rarely changed, or a convention of engines.
    pub advanced: bool,
}

pub const RULES: &[RuleDoc] = &[
    RuleDoc {
        key: "stalemate",
        label: "rule-stalemate",
        what: "rule-stalemate-what",
        kind: Kind::Choice(&[
            ("loss", "rule-stalemate-is-loss"),
            ("draw", "rule-stalemate-is-draw"),
            ("forbidden", "rule-stalemate-is-forbidden"),
        ]),
        advanced: false,
    },
    RuleDoc {
        key: "bare-king",
        label: "rule-bare-king",
        what: "rule-bare-king-what",
        kind: Kind::Choice(&[
            ("shatranj", "rule-bare-king-is-shatranj"),
            ("boorj", "rule-bare-king-is-boorj"),
            ("counted", "rule-bare-king-is-counted"),
            ("none", "rule-bare-king-is-none"),
        ]),
        advanced: false,
    },
    RuleDoc {
        key: "bared-loses-vs-two",
        label: "rule-bared-loses-vs-two",
        what: "rule-bared-loses-vs-two-what",
        kind: Kind::Switch,
        advanced: false,
    },
    RuleDoc {
        key: "bare-king-first",
        label: "rule-bare-king-first",
        what: "rule-bare-king-first-what",
        kind: Kind::Switch,
        advanced: true,
    },
    RuleDoc {
        key: "boorj",
        label: "rule-boorj",
        what: "rule-boorj-what",
        kind: Kind::Choice(&[("win", "rule-boorj-is-win"), ("draw", "rule-boorj-is-draw")]),
        advanced: false,
    },
    RuleDoc {
        key: "grades",
        label: "rule-grades",
        what: "rule-grades-what",
        kind: Kind::Switch,
        advanced: true,
    },
    RuleDoc {
        key: "pawn-mate",
        label: "rule-pawn-mate",
        what: "rule-pawn-mate-what",
        kind: Kind::Choice(&[
            ("pawn-gives-check", "rule-pawn-mate-is-pawn-gives-check"),
            ("pawn-moved", "rule-pawn-mate-is-pawn-moved"),
        ]),
        advanced: true,
    },
    RuleDoc {
        key: "lone-stalemater-draws",
        label: "rule-lone-stalemater-draws",
        what: "rule-lone-stalemater-draws-what",
        kind: Kind::Switch,
        advanced: false,
    },
    RuleDoc {
        key: "lone-king-moves",
        label: "rule-lone-king-moves",
        what: "rule-lone-king-moves-what",
        kind: Kind::Number { min: 1, max: 60 },
        advanced: false,
    },
    RuleDoc {
        key: "lone-king-win",
        label: "rule-lone-king-win",
        what: "rule-lone-king-win-what",
        kind: Kind::Choice(&[
            ("automatic", "rule-lone-king-win-is-automatic"),
            ("claim", "rule-lone-king-win-is-claim"),
        ]),
        advanced: false,
    },
    RuleDoc {
        key: "king-capture",
        label: "rule-king-capture",
        what: "rule-king-capture-what",
        kind: Kind::Switch,
        advanced: false,
    },
    RuleDoc {
        key: "no-moves",
        label: "rule-no-moves",
        what: "rule-no-moves-what",
        kind: Kind::Choice(&[
            ("loss", "rule-no-moves-is-loss"),
            ("draw", "rule-no-moves-is-draw"),
        ]),
        advanced: true,
    },
    RuleDoc {
        key: "perpetual-check-illegal",
        label: "rule-perpetual-check-illegal",
        what: "rule-perpetual-check-illegal-what",
        kind: Kind::Switch,
        advanced: false,
    },
    RuleDoc {
        key: "royal-leap",
        label: "rule-royal-leap",
        what: "rule-royal-leap-what",
        kind: Kind::Text,
        advanced: true,
    },
    RuleDoc {
        key: "double-step-files",
        label: "rule-double-step-files",
        what: "rule-double-step-files-what",
        kind: Kind::Text,
        advanced: true,
    },
    RuleDoc {
        key: "double-step-needs-unmoved-master",
        label: "rule-double-step-needs-unmoved-master",
        what: "rule-double-step-needs-unmoved-master-what",
        kind: Kind::Switch,
        advanced: true,
    },
    RuleDoc {
        key: "promotion-file",
        label: "rule-promotion-file",
        what: "rule-promotion-file-what",
        kind: Kind::Choice(&[
            ("destination", "rule-promotion-file-is-destination"),
            ("origin", "rule-promotion-file-is-origin"),
        ]),
        advanced: true,
    },
    RuleDoc {
        key: "royal-file-promotes-to",
        label: "rule-royal-file-promotes-to",
        what: "rule-royal-file-promotes-to-what",
        kind: Kind::Text,
        advanced: true,
    },
    RuleDoc {
        key: "promotion-bonus",
        label: "rule-promotion-bonus",
        what: "rule-promotion-bonus-what",
        kind: Kind::Text,
        advanced: true,
    },
    RuleDoc {
        key: "repetition",
        label: "rule-repetition",
        what: "rule-repetition-what",
        kind: Kind::Number { min: 0, max: 10 },
        advanced: true,
    },
    RuleDoc {
        key: "move-rule",
        label: "rule-move-rule",
        what: "rule-move-rule-what",
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

impl RuleDoc {
    /// What a value of this option means, in `l`: a choice's meaning, "yes" or "no" for a
    /// switch, the value itself for a number or text.
    pub fn meaning(&self, l: &Lang, value: &str) -> String {
        match &self.kind {
            Kind::Choice(choices) => choices
                .iter()
                .find(|(k, _)| *k == value)
                .map_or_else(|| value.to_owned(), |(_, m)| l.t(m)),
            Kind::Switch => l.t(if value == "true" {
                "rule-yes"
            } else {
                "rule-no"
            }),
            Kind::Number { .. } | Kind::Text => value.to_owned(),
        }
    }
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
pub fn changes_in_words(l: &Lang, variant: &str, rules: &str, start_fen: &str) -> Vec<String> {
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
            Some(d) => format!("{}: {}", l.t(d.label), d.meaning(l, &shown)),
            None => format!("{key}: {shown}"),
        };
        out.push(words);
    }
    if start_fen != v.start_fen {
        out.push(l.t("rule-other-start"));
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
