//! The site's languages: a Project Fluent catalogue for each (`crates/web/locales/LANG.ftl`),
//! the language a request is served in, and numbers in the digits and grouping each language
//! uses (Unicode's CLDR data, through ICU4X).

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;
use unic_langid::LanguageIdentifier;

/// A language's four catalogues: the pages' words (`locales/LANG/site.ftl`), the words every
/// page's scripts write (`locales/LANG/scripts.ftl`, sent inside each page for them), and those
/// only the study pages' scripts write (`locales/LANG/study.ftl`: the analysis board, the
/// editor, problems) or only the game page's (`locales/LANG/game.ftl`), each sent with those
/// pages alone, so that the lobby stays light.
macro_rules! catalogue {
    ($code:literal, $name:literal) => {
        (
            $code,
            $name,
            include_str!(concat!("../../locales/", $code, "/site.ftl")),
            include_str!(concat!("../../locales/", $code, "/scripts.ftl")),
            include_str!(concat!("../../locales/", $code, "/study.ftl")),
            include_str!(concat!("../../locales/", $code, "/game.ftl")),
        )
    };
}

/// The languages, English first (what a request gets when it asks for none of the others):
/// code, the language's own name for itself, the catalogues.
const CATALOGUES: &[(&str, &str, &str, &str, &str, &str)] = &[
    catalogue!("en", "English"),
    catalogue!("fa", "فارسی"),
    catalogue!("ar", "العربية"),
    catalogue!("hi", "हिन्दी"),
    catalogue!("ur", "اردو"),
    catalogue!("tr", "Türkçe"),
    catalogue!("es", "Español"),
    catalogue!("fr", "Français"),
    catalogue!("de", "Deutsch"),
    catalogue!("ru", "Русский"),
];

/// A message's argument: a text, or a number (written in the language's digits, and choosing
/// the plural form where the message has one: `{ $n -> [one] … *[other] … }`).
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    Text(&'a str),
    Num(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(s)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(s)
    }
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Num(n as i64)
    }
}

impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Num(n.into())
    }
}

impl From<u8> for Arg<'_> {
    fn from(n: u8) -> Self {
        Arg::Num(n.into())
    }
}

impl From<u16> for Arg<'_> {
    fn from(n: u16) -> Self {
        Arg::Num(n.into())
    }
}

impl From<i32> for Arg<'_> {
    fn from(n: i32) -> Self {
        Arg::Num(n.into())
    }
}

/// Languages written right to left.
const RIGHT_TO_LEFT: &[&str] = &["fa", "ar", "ur"];

/// One language of the site.
pub struct Lang {
    /// BCP 47 code: `en`, `fa`, ...
    pub code: &'static str,
    /// Its name in itself, for the picker.
    pub name: &'static str,
    /// The pages' catalogue (for tests).
    pub source: &'static str,
    /// The scripts' catalogue (for tests).
    pub scripts: &'static str,
    /// The scripts' catalogue as each page carries it: without its comments, which are for
    /// translators (every page is lighter by them).
    pub scripts_sent: String,
    /// The study pages' scripts' catalogue (for tests).
    pub study: &'static str,
    /// The same as those pages carry it (after `scripts_sent`).
    pub study_sent: String,
    /// The game page's script's catalogue (for tests).
    pub game: &'static str,
    /// The same as the game page carries it (after `scripts_sent`).
    pub game_sent: String,
    bundle: FluentBundle<FluentResource>,
    /// Its place in `CATALOGUES` (and `NUMBERS`).
    index: usize,
    /// The language's digits, 0 to 9, as its numbers are written.
    digit_set: [char; 10],
}

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lang({})", self.code)
    }
}

/// English, for what is made without a request.
impl Default for &'static Lang {
    fn default() -> Self {
        english()
    }
}

impl Lang {
    /// `rtl` or `ltr`, for the page's `dir`.
    pub fn dir(&self) -> &'static str {
        if RIGHT_TO_LEFT.contains(&self.code) {
            "rtl"
        } else {
            "ltr"
        }
    }

    /// The message `key`; English's where this catalogue lacks it (a test keeps them whole), the
    /// key itself where English lacks it too.
    pub fn t(&self, key: &str) -> String {
        self.t_with(key, &[])
    }

    /// The message `key` with its arguments (strings; numbers formatted with `num` first, so
    /// that they are in the language's digits).
    pub fn t_with(&self, key: &str, args: &[(&str, &str)]) -> String {
        let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (*k, Arg::Text(v))).collect();
        self.tr(key, &args)
    }

    /// The message `key` with texts and numbers: `l.tr("games-count", &[("n", 3.into())])`.
    pub fn tr(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Text(s) => fluent_args.set(*k, FluentValue::from(*s)),
                Arg::Num(n) => fluent_args.set(*k, FluentValue::from(*n)),
            }
        }
        let format = |bundle: &FluentBundle<FluentResource>| {
            let pattern = bundle.get_message(key)?.value()?;
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
            Some(text.into_owned())
        };
        format(&self.bundle)
            .or_else(|| format(&english().bundle))
            .unwrap_or_else(|| key.to_owned())
    }

    /// A whole number as the language writes it (Persian's digits, Hindi's grouping, ...).
    pub fn num(&self, n: i64) -> String {
        NUMBERS[self.index].format(&Decimal::from(n)).to_string()
    }

    /// A rating in the language's digits, ungrouped: ratings are read as labels ("1500"), not
    /// as counts ("1,500").
    pub fn rating(&self, n: i64) -> String {
        self.digits(&n.to_string())
    }

    /// `text` with its ASCII digits written in the language's (for clocks and move numbers,
    /// whose separators stay).
    pub fn digits(&self, text: &str) -> String {
        text.chars()
            .map(|c| c.to_digit(10).map_or(c, |d| self.digit_set[d as usize]))
            .collect()
    }

    /// The Unicode name of the digits the language's numbers are written in (`latn`,
    /// `arabext`, `arab`, `deva`), for the pages' scripts, so that they write the same digits.
    pub fn numbering(&self) -> &'static str {
        match self.digit_set[0] {
            '۰' => "arabext",
            '٠' => "arab",
            '०' => "deva",
            _ => "latn",
        }
    }

    /// "White" or "Black" in this language.
    pub fn side(&self, c: rukh_rules::Color) -> String {
        self.t(if c == rukh_rules::Color::White {
            "side-white"
        } else {
            "side-black"
        })
    }

    /// A time control as the server writes it (`5+3`, `3 days`, `unlimited`) in this language
    /// (as web/src/i18n.ts's `tcWords`).
    pub fn time_control(&self, tc: &str) -> String {
        if tc == "unlimited" {
            return self.t("unlimited");
        }
        if let Some(n) = tc
            .strip_suffix(" days")
            .or_else(|| tc.strip_suffix(" day"))
            .and_then(|n| n.parse::<i64>().ok())
        {
            return self.tr("clock-days", &[("n", n.into())]);
        }
        self.digits(tc)
    }

    /// What is wrong with a FEN, in this language (as the editor's script says it from the
    /// same code and arguments): the field, where, and the problem.
    pub fn fen_error(&self, e: &rukh_rules::FenError) -> String {
        let problem = self.fen_problem(&e.problem);
        if e.field == rukh_rules::FenField::Position {
            return self.t_with("fen-impossible", &[("problem", &problem)]);
        }
        let field = self.t(&format!("fen-field-{}", e.field.code()));
        let at = self.num(e.offset as i64 + 1);
        match e.found {
            Some(c) => self.t_with(
                "fen-error-found",
                &[
                    ("field", &field),
                    ("at", &at),
                    ("found", &c.to_string()),
                    ("problem", &problem),
                ],
            ),
            None => self.t_with(
                "fen-error",
                &[("field", &field), ("at", &at), ("problem", &problem)],
            ),
        }
    }

    /// A FEN's problem alone, in this language (`fen-CODE` with its arguments).
    pub fn fen_problem(&self, p: &rukh_rules::FenProblem) -> String {
        let args: Vec<(&str, String, Option<i64>)> = p
            .args()
            .into_iter()
            .map(|(name, a)| match a {
                rukh_rules::FenArg::Num(n) => (name, String::new(), Some(n)),
                rukh_rules::FenArg::Side(c) => (name, self.side(c), None),
                rukh_rules::FenArg::Notation(t) => (name, t, None),
            })
            .collect();
        let args: Vec<(&str, Arg)> = args
            .iter()
            .map(|(name, text, n)| (*name, n.map_or(Arg::Text(text), Arg::Num)))
            .collect();
        self.tr(&format!("fen-{}", p.code()), &args)
    }

    /// A built-in game's piece in this language (`piece-GAME-LETTER`), if the catalogue names
    /// it.
    pub fn piece(&self, game: &str, letter: char) -> Option<String> {
        let key = format!("piece-{game}-{letter}");
        let named = self.t(&key);
        (named != key).then_some(named)
    }

    /// How a game ended by the rules, in this language.
    pub fn end_words(&self, o: &rukh_rules::Outcome) -> String {
        self.ending(Some(o.result()), &o.termination())
    }

    /// How a game ended, in this language, from its result and termination (the rules'
    /// reason, or the site's: time, resignation, agreement, abandoned, aborted; with a graded
    /// win's grade or a claim), as the game page's script says it (web/src/ends.ts); the
    /// termination itself where it is none of these.
    pub fn ending(&self, result: Option<&str>, termination: &str) -> String {
        let winner = match result {
            Some("1-0") => Some(("side-white", "side-black")),
            Some("0-1") => Some(("side-black", "side-white")),
            _ => None,
        };
        let (w, lo) = winner.map_or((String::new(), String::new()), |(w, lo)| {
            (self.t(w), self.t(lo))
        });
        let sides = [("winner", w.as_str()), ("loser", lo.as_str())];
        let claimed = termination.ends_with(" (claimed)");
        let grade = termination
            .split_once(" (grade: ")
            .and_then(|(_, g)| g.strip_suffix(')'));
        let reason = termination.split(" (").next().unwrap_or(termination);
        let key = match (reason, winner.is_some()) {
            ("checkmate", true) => "end-checkmate",
            ("stalemate", true) => "end-stalemate-win",
            ("stalemate", false) => "end-stalemate",
            ("bare-king", true) => "end-bare-king",
            ("counter-bared", _) => "end-counter-bared",
            ("bare-kings", _) => "end-bare-kings",
            ("king-captured", true) => "end-king-captured",
            ("no-moves", true) => "end-no-moves-win",
            ("no-moves", false) => "end-no-moves",
            ("lone-king-stalemate", _) => "end-lone-king-stalemate",
            ("lone-king-moves", true) => "end-lone-king-moves",
            ("lone-king-claim", _) => "end-lone-king-claim",
            ("boorj", true) => "end-boorj-win",
            ("boorj", false) => "end-boorj",
            ("repetition", _) => "end-repetition",
            ("move-rule", _) => "end-move-rule",
            ("time", true) => "end-time",
            ("resignation", true) => "end-resignation",
            ("agreement", _) => "end-agreement",
            ("abandoned", true) => "end-abandoned-win",
            ("abandoned", false) => "end-abandoned",
            ("aborted", _) => "end-aborted",
            _ => return termination.to_owned(),
        };
        let mut words = self.t_with(key, &sides);
        let grade_key = match grade {
            Some("pawn-mate") => Some("grade-pawn-mate"),
            Some("checkmate") => Some("grade-checkmate"),
            Some("boorj") => Some("grade-boorj"),
            _ => None,
        };
        if let Some(g) = grade_key.filter(|_| winner.is_some()) {
            words = format!("{words} ({})", self.t(g));
        }
        if claimed {
            self.t_with("end-claimed", &[("reason", &words)])
        } else {
            words
        }
    }

    /// The keys of the catalogues' messages (for tests).
    pub fn keys(&self) -> Vec<String> {
        let mut keys = keys_of(self.source);
        keys.extend(keys_of(self.scripts));
        keys.extend(keys_of(self.study));
        keys.extend(keys_of(self.game));
        keys
    }
}

/// The message ids a catalogue defines (terms, `-name`, apart).
pub fn keys_of(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim().to_owned()))
        .collect()
}

/// The number formatter of each language (by its place in `CATALOGUES`), for the bundles'
/// formatters: Fluent writes numbers in ASCII digits by itself.
static NUMBERS: LazyLock<Vec<DecimalFormatter>> = LazyLock::new(|| {
    CATALOGUES
        .iter()
        .map(|(code, ..)| {
            let locale: icu_locale_core::Locale = code.parse().expect("a locale");
            DecimalFormatter::try_new((&locale).into(), Default::default())
                .expect("CLDR's data has the site's languages")
        })
        .collect()
});

/// Writes a message's number argument as the language `I` writes it.
fn write_number<const I: usize>(
    value: &FluentValue,
    _: &intl_memoizer::concurrent::IntlLangMemoizer,
) -> Option<String> {
    match value {
        FluentValue::Number(n) if n.value.fract() == 0.0 && n.value.abs() < 1e15 => Some(
            NUMBERS[I]
                .format(&Decimal::from(n.value as i64))
                .to_string(),
        ),
        _ => None,
    }
}

type Formatter = fn(&FluentValue, &intl_memoizer::concurrent::IntlLangMemoizer) -> Option<String>;
const FORMATTERS: [Formatter; 10] = [
    write_number::<0>,
    write_number::<1>,
    write_number::<2>,
    write_number::<3>,
    write_number::<4>,
    write_number::<5>,
    write_number::<6>,
    write_number::<7>,
    write_number::<8>,
    write_number::<9>,
];

fn build(
    index: usize,
    (code, name, source, scripts, study, game): (
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
    ),
) -> Lang {
    let id: LanguageIdentifier = code.parse().expect("a language code");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Bidirectional isolation marks around arguments only where the page runs right to left
    // (a Latin name in Persian text); elsewhere they would be stray characters in copied text.
    bundle.set_use_isolating(RIGHT_TO_LEFT.contains(&code));
    bundle.set_formatter(Some(FORMATTERS[index]));
    for (file, text) in [
        ("site", source),
        ("scripts", scripts),
        ("study", study),
        ("game", game),
    ] {
        let resource = FluentResource::try_new(text.to_owned()).unwrap_or_else(|(_, errors)| {
            panic!("locales/{code}/{file}.ftl does not parse: {errors:?}")
        });
        bundle.add_resource(resource).unwrap_or_else(|errors| {
            panic!("locales/{code}/{file}.ftl defines a message twice: {errors:?}")
        });
    }
    let numbers = &NUMBERS[index];
    let digit_set = std::array::from_fn(|d| {
        let written = numbers.format(&Decimal::from(d as i64)).to_string();
        written.chars().next().unwrap_or('0')
    });
    Lang {
        code,
        name,
        source,
        scripts,
        scripts_sent: without_comments(scripts),
        study,
        study_sent: without_comments(study),
        game,
        game_sent: without_comments(game),
        bundle,
        index,
        digit_set,
    }
}

/// A catalogue without its comment lines (`#` at the start of a line is always a comment in
/// Fluent; a message's own lines are indented or begin with its name).
fn without_comments(source: &str) -> String {
    source.lines().filter(|l| !l.starts_with('#')).fold(
        String::with_capacity(source.len()),
        |mut out, l| {
            out.push_str(l);
            out.push('\n');
            out
        },
    )
}

/// Every language of the site, English first.
pub static LANGS: LazyLock<Vec<Lang>> = LazyLock::new(|| {
    assert_eq!(CATALOGUES.len(), FORMATTERS.len());
    CATALOGUES
        .iter()
        .enumerate()
        .map(|(i, c)| build(i, *c))
        .collect()
});

/// The site's languages as language negotiation takes them (English first).
static OFFERED: LazyLock<Vec<LanguageIdentifier>> = LazyLock::new(|| {
    CATALOGUES
        .iter()
        .map(|(code, ..)| code.parse().expect("a language code"))
        .collect()
});

/// English.
pub fn english() -> &'static Lang {
    &LANGS[0]
}

/// The language of this code, if the site has it (`fa`, `fa-IR`, `FA` alike).
pub fn lang(code: &str) -> Option<&'static Lang> {
    let primary = code.trim().split(['-', '_']).next()?.to_ascii_lowercase();
    LANGS.iter().find(|l| l.code == primary)
}

/// The language a request is served in: the one named in its address (`?lang=`), else the one
/// chosen in this browser, else the account's, else the first of the browser's
/// `Accept-Language` the site has, else English.
pub fn negotiate(
    query: Option<&str>,
    browser: Option<&str>,
    account: Option<&str>,
    accept: Option<&str>,
) -> &'static Lang {
    if let Some(l) = [query, browser, account]
        .into_iter()
        .flatten()
        .find_map(lang)
    {
        return l;
    }
    let Some(accept) = accept else {
        return english();
    };
    let asked = fluent_langneg::accepted_languages::parse(accept);
    let chosen = fluent_langneg::negotiate_languages(
        &asked,
        &OFFERED,
        Some(&OFFERED[0]),
        fluent_langneg::NegotiationStrategy::Lookup,
    );
    chosen
        .first()
        .and_then(|id| lang(id.language.as_str()))
        .unwrap_or_else(english)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalogue_parses_and_has_every_english_key_and_no_other() {
        let english: std::collections::BTreeSet<String> = english().keys().into_iter().collect();
        assert!(english.len() > 20);
        for l in LANGS.iter() {
            let keys: std::collections::BTreeSet<String> = l.keys().into_iter().collect();
            let missing: Vec<_> = english.difference(&keys).collect();
            let extra: Vec<_> = keys.difference(&english).collect();
            assert!(
                missing.is_empty(),
                "locales/{}.ftl lacks {missing:?}",
                l.code
            );
            assert!(
                extra.is_empty(),
                "locales/{}.ftl has keys English lacks: {extra:?}",
                l.code
            );
            // Every message formats without an error in its own language.
            for k in &keys {
                let pattern = l.bundle.get_message(k).and_then(|m| m.value());
                let Some(pattern) = pattern else { continue };
                let mut args = FluentArgs::new();
                for a in [
                    "name",
                    "time",
                    "n",
                    "num",
                    "game",
                    "result",
                    "rating",
                    "count",
                    "side",
                    "san",
                    "text",
                    "square",
                    "squares",
                    "from",
                    "what",
                    "piece",
                    "pieces",
                    "winner",
                    "loser",
                    "reason",
                    "speed",
                    "other",
                    "min",
                    "max",
                    "how",
                    "total",
                    "class",
                    "inaccuracies",
                    "mistakes",
                    "blunders",
                    "counts",
                    "accuracy",
                    "san",
                    "start",
                    "given",
                    "ranks",
                    "rank",
                    "files",
                    "len",
                    "field",
                    "at",
                    "found",
                    "problem",
                    "most",
                    "diff",
                    "plays",
                    "themes",
                    "line",
                    "theme",
                    "format",
                    "asked",
                    "number",
                    "move",
                    "ending",
                    "tag",
                    "result",
                    "piece",
                    "to",
                    "square",
                    "owner",
                    "choices",
                    "s",
                    "value",
                    "moves",
                    "captures",
                    "initial",
                    "perft",
                    "author",
                    "version",
                ] {
                    args.set(a, FluentValue::from("1"));
                }
                let mut errors = Vec::new();
                l.bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{}: {k}: {errors:?}", l.code);
            }
        }
    }

    /// Every theme the puzzle finder tags has its name.
    #[test]
    fn every_puzzle_theme_has_a_name() {
        for t in rukh_puzzles::THEMES {
            assert!(
                english().keys().contains(&format!("pz-theme-{t}")),
                "no name for the theme {t}"
            );
        }
    }

    /// Every problem the rules find with a FEN, and every field, has its message.
    #[test]
    fn every_fen_problem_has_words() {
        let keys = english().keys();
        for code in rukh_rules::FenProblem::CODES {
            assert!(
                keys.contains(&format!("fen-{code}")),
                "no message fen-{code}"
            );
        }
        for f in rukh_rules::FenField::ALL {
            assert!(
                keys.contains(&format!("fen-field-{}", f.code())),
                "no message fen-field-{}",
                f.code()
            );
        }
        let v = rukh_rules::variant::builtin("shatranj").unwrap();
        let e = rukh_rules::Position::from_fen(&v, "rnbqkbnr/8/8/8/8/8/8 w - - 0 1").unwrap_err();
        assert_eq!(
            lang("fa").unwrap().fen_error(&e),
            lang("fa").unwrap().t_with(
                "fen-error",
                &[
                    ("field", &lang("fa").unwrap().t("fen-field-board")),
                    ("at", "۱"),
                    (
                        "problem",
                        &lang("fa").unwrap().tr(
                            "fen-rank-count",
                            &[("given", 7.into()), ("ranks", 8.into())]
                        )
                    )
                ]
            )
        );
        assert!(!lang("fa").unwrap().fen_error(&e).contains("ranks"));
    }

    /// Every English message is used: its key is written in the site's code (Rust or the
    /// pages' scripts), or is a game's name (`game-ID`, looked up by the game's id).
    #[test]
    fn every_message_is_used() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut code = String::new();
        let mut dirs = vec![root.join("src"), root.join("../../web/src")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs" || e == "ts")
                    && !path.ends_with("i18n.rs")
                {
                    code.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
                }
            }
        }
        let unused: Vec<String> = english()
            .keys()
            .into_iter()
            .filter(|k| {
                let game = k
                    .strip_prefix("game-")
                    .is_some_and(|id| rukh_rules::variant::BUILTIN_IDS.contains(&id));
                // A piece's name, looked up by its game and letter (`piece-GAME-LETTER`).
                let piece = k.strip_prefix("piece-").is_some_and(|rest| {
                    rest.rsplit_once('-').is_some_and(|(id, letter)| {
                        rukh_rules::variant::builtin(id)
                            .is_ok_and(|v| v.pieces.iter().any(|p| p.letter.to_string() == letter))
                    })
                });
                // What is wrong with a FEN, looked up by the rules' code (`fen-CODE`) or
                // field (`fen-field-FIELD`).
                let fen = k.strip_prefix("fen-").is_some_and(|rest| {
                    rukh_rules::FenProblem::CODES.contains(&rest)
                        || rest.strip_prefix("field-").is_some_and(|f| {
                            rukh_rules::FenField::ALL.iter().any(|x| x.code() == f)
                        })
                });
                // A puzzle's theme, looked up by its code (`pz-theme-CODE`).
                let theme = k
                    .strip_prefix("pz-theme-")
                    .is_some_and(|t| rukh_puzzles::THEMES.contains(&t));
                !game
                    && !piece
                    && !fen
                    && !theme
                    && !code.contains(&format!("\"{k}\""))
                    && !code.contains(&format!("'{k}'"))
            })
            .collect();
        assert!(
            unused.is_empty(),
            "locales/en.ftl has messages nobody uses: {unused:?}"
        );
        for id in rukh_rules::variant::BUILTIN_IDS {
            assert!(
                english().keys().contains(&format!("game-{id}")),
                "no name for {id}"
            );
        }
    }

    /// The scripts' catalogue goes inside a `<script>` element as it is: nothing in it may end
    /// the element.
    #[test]
    fn a_scripts_catalogue_cannot_end_its_element() {
        for l in LANGS.iter() {
            for (file, text) in [("scripts", l.scripts), ("study", l.study), ("game", l.game)] {
                assert!(
                    !text.contains("</"),
                    "locales/{}/{file}.ftl holds \"</\"",
                    l.code
                );
            }
            // What the page carries says every message, and says it the same.
            assert!(!l.scripts_sent.contains("\n#"), "{}", l.code);
            assert!(
                FluentResource::try_new(l.scripts_sent.clone()).is_ok(),
                "{}",
                l.code
            );
            assert_eq!(keys_of(&l.scripts_sent), keys_of(l.scripts), "{}", l.code);
            assert!(!l.study_sent.contains("\n#"), "{}", l.code);
            assert_eq!(keys_of(&l.study_sent), keys_of(l.study), "{}", l.code);
            assert!(!l.game_sent.contains("\n#"), "{}", l.code);
            assert_eq!(keys_of(&l.game_sent), keys_of(l.game), "{}", l.code);
        }
    }

    /// Plurals follow each language's rules, and their numbers are in its digits.
    #[test]
    fn plurals_and_numbers_follow_the_language() {
        let en = lang("en").unwrap();
        assert_eq!(en.tr("days-a-move", &[("n", 1.into())]), "1 day a move");
        assert_eq!(en.tr("days-a-move", &[("n", 3.into())]), "3 days a move");
        let fa = lang("fa").unwrap();
        assert!(fa.tr("days-a-move", &[("n", 3.into())]).contains('۳'));
        let ru = lang("ru").unwrap();
        // Russian: 1 день, 3 дня, 5 дней.
        assert!(ru.tr("days-a-move", &[("n", 1.into())]).contains("день"));
        assert!(ru.tr("days-a-move", &[("n", 3.into())]).contains("дня"));
        assert!(ru.tr("days-a-move", &[("n", 5.into())]).contains("дней"));
        let hi = lang("hi").unwrap();
        assert_eq!(
            hi.tr("days-a-move", &[("n", 100000.into())]),
            "हर चाल के लिए 1,00,000 दिन"
        );
    }

    #[test]
    fn a_request_gets_the_language_it_asks_for() {
        assert_eq!(negotiate(None, None, None, None).code, "en");
        assert_eq!(
            negotiate(None, None, None, Some("fa-IR,fa;q=0.9,en;q=0.5")).code,
            "fa"
        );
        assert_eq!(negotiate(None, None, None, Some("xx, hi;q=0.4")).code, "hi");
        assert_eq!(negotiate(None, None, None, Some("ja, zh;q=0.7")).code, "en");
        assert_eq!(negotiate(None, None, None, Some(";;garbage=,")).code, "en");
        // The address before the browser's choice, the browser's before the account's.
        assert_eq!(
            negotiate(Some("ar"), Some("de"), Some("tr"), Some("fa")).code,
            "ar"
        );
        assert_eq!(
            negotiate(Some("zz"), Some("de"), Some("tr"), Some("fa")).code,
            "de"
        );
        assert_eq!(negotiate(None, None, Some("tr"), Some("fa")).code, "tr");
        assert_eq!(lang("FA_ir").map(|l| l.dir()), Some("rtl"));
        assert_eq!(lang("ur").map(|l| l.dir()), Some("rtl"));
        assert_eq!(lang("hi").map(|l| l.dir()), Some("ltr"));
    }

    #[test]
    fn numbers_are_in_each_languages_digits() {
        assert_eq!(lang("fa").unwrap().num(1500), "۱٬۵۰۰");
        assert_eq!(lang("en").unwrap().num(1500), "1,500");
        assert_eq!(lang("de").unwrap().num(1500), "1.500");
        assert_eq!(lang("hi").unwrap().num(1234567), "12,34,567");
        assert_eq!(lang("en").unwrap().rating(1500), "1500");
        assert_eq!(lang("fa").unwrap().rating(1500), "۱۵۰۰");
        assert_eq!(lang("en").unwrap().rating(-12), "-12");
        assert_eq!(lang("fa").unwrap().digits("3:05"), "۳:۰۵");
    }
}
