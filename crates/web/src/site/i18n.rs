//! The site's languages: a Project Fluent catalogue for each (`crates/web/locales/LANG.ftl`),
//! the language a request is served in, and numbers in the digits and grouping each language
//! uses (Unicode's CLDR data, through ICU4X).

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;
use unic_langid::LanguageIdentifier;

/// The languages, English first (what a request gets when it asks for none of the others):
/// code, the language's own name for itself, the catalogue.
const CATALOGUES: &[(&str, &str, &str)] = &[
    ("en", "English", include_str!("../../locales/en.ftl")),
    ("fa", "فارسی", include_str!("../../locales/fa.ftl")),
    ("ar", "العربية", include_str!("../../locales/ar.ftl")),
    ("hi", "हिन्दी", include_str!("../../locales/hi.ftl")),
    ("ur", "اردو", include_str!("../../locales/ur.ftl")),
    ("tr", "Türkçe", include_str!("../../locales/tr.ftl")),
    ("es", "Español", include_str!("../../locales/es.ftl")),
    ("fr", "Français", include_str!("../../locales/fr.ftl")),
    ("de", "Deutsch", include_str!("../../locales/de.ftl")),
    ("ru", "Русский", include_str!("../../locales/ru.ftl")),
];

/// Languages written right to left.
const RIGHT_TO_LEFT: &[&str] = &["fa", "ar", "ur"];

/// One language of the site.
pub struct Lang {
    /// BCP 47 code: `en`, `fa`, ...
    pub code: &'static str,
    /// Its name in itself, for the picker.
    pub name: &'static str,
    /// The catalogue's text (for tests and the pages' scripts).
    pub source: &'static str,
    bundle: FluentBundle<FluentResource>,
    numbers: DecimalFormatter,
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
        let mut fluent_args = FluentArgs::new();
        for (k, v) in args {
            fluent_args.set(*k, FluentValue::from(*v));
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
        self.numbers.format(&Decimal::from(n)).to_string()
    }

    /// `text` with its ASCII digits written in the language's (for clocks and move numbers,
    /// whose separators stay).
    pub fn digits(&self, text: &str) -> String {
        text.chars()
            .map(|c| c.to_digit(10).map_or(c, |d| self.digit_set[d as usize]))
            .collect()
    }

    /// The keys of the catalogue's messages (for tests).
    pub fn keys(&self) -> Vec<String> {
        keys_of(self.source)
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

fn build(code: &'static str, name: &'static str, source: &'static str) -> Lang {
    let id: LanguageIdentifier = code.parse().expect("a language code");
    let resource = FluentResource::try_new(source.to_owned())
        .unwrap_or_else(|(_, errors)| panic!("locales/{code}.ftl does not parse: {errors:?}"));
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Bidirectional isolation marks around arguments only where the page runs right to left
    // (a Latin name in Persian text); elsewhere they would be stray characters in copied text.
    bundle.set_use_isolating(RIGHT_TO_LEFT.contains(&code));
    bundle
        .add_resource(resource)
        .unwrap_or_else(|errors| panic!("locales/{code}.ftl defines a message twice: {errors:?}"));
    let locale: icu_locale_core::Locale = code.parse().expect("a locale");
    let numbers = DecimalFormatter::try_new((&locale).into(), Default::default())
        .expect("CLDR's data has the site's languages");
    let digit_set = std::array::from_fn(|d| {
        let written = numbers.format(&Decimal::from(d as i64)).to_string();
        written.chars().next().unwrap_or('0')
    });
    Lang {
        code,
        name,
        source,
        bundle,
        numbers,
        digit_set,
    }
}

/// Every language of the site, English first.
pub static LANGS: LazyLock<Vec<Lang>> = LazyLock::new(|| {
    CATALOGUES
        .iter()
        .map(|(code, name, source)| build(code, name, source))
        .collect()
});

/// The site's languages as language negotiation takes them (English first).
static OFFERED: LazyLock<Vec<LanguageIdentifier>> = LazyLock::new(|| {
    CATALOGUES
        .iter()
        .map(|(code, _, _)| code.parse().expect("a language code"))
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
                    "name", "time", "n", "num", "game", "result", "rating", "count",
                ] {
                    args.set(a, FluentValue::from("1"));
                }
                let mut errors = Vec::new();
                l.bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{}: {k}: {errors:?}", l.code);
            }
        }
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
                !game && !code.contains(&format!("\"{k}\"")) && !code.contains(&format!("'{k}'"))
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
        assert_eq!(lang("fa").unwrap().digits("3:05"), "۳:۰۵");
    }
}
