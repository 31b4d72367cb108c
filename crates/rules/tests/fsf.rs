//! Fairy-Stockfish's variants.ini format in and out, checked against Fairy-Stockfish itself
//! (pyffish): an imported section must move as pyffish moves it (perft from the start) where the
//! rules agree, with the settings Rukh cannot express listed; an exported game loaded into
//! pyffish must count the same where Fairy-Stockfish can state its rules exactly.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use rukh_rules::Variant;
use rukh_rules::perft::perft;
use rukh_rules::variant::{builtin, fsf};

const DEPTH: u32 = 3;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fsf/family.ini")
}

fn contract() -> PathBuf {
    root().join("../shared/rules/fsf-approximations.ini")
}

/// pyffish's perft of a section (from its start position).
fn pyffish_perft(ini: &Path, section: &str, depth: u32) -> u64 {
    let out = Command::new("python3")
        .arg(root().join("tools/fsf-perft.py"))
        .arg(ini)
        .arg(section)
        .arg(depth.to_string())
        .output()
        .expect(
            "python3 runs (the FSF tests need python3 with pyffish: pip install pyffish==0.0.90)",
        );
    assert!(
        out.status.success(),
        "pyffish on [{section}] of {}: {} (install it with: pip install pyffish==0.0.90)",
        ini.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    text.trim()
        .parse()
        .unwrap_or_else(|_| panic!("pyffish printed '{text}'"))
}

fn rukh_perft(v: &std::sync::Arc<Variant>, depth: u32) -> u64 {
    let mut pos = v.start_position();
    perft(&mut pos, depth)
}

/// The setting each warning is about ("ORIGIN: key = value: what").
fn warned_keys(warnings: &[String]) -> BTreeSet<String> {
    warnings
        .iter()
        .map(|w| {
            let after = w.split(": ").nth(1).unwrap_or(w);
            after.split(" = ").next().unwrap_or(after).to_owned()
        })
        .collect()
}

enum Expect {
    /// Imported; pyffish's perft and Rukh's agree.
    Same(&'static [&'static str]),
    /// Imported; the rules differ where the warnings say, so the counts do too.
    Differs(&'static [&'static str]),
    /// Refused, with this in the message.
    Refused(&'static str),
}

#[test]
fn fairy_stockfish_sections_of_the_family_import_and_move_as_in_pyffish() {
    use Expect::*;
    let cases: [(PathBuf, &str, Expect); 19] = [
        (corpus(), "shatranj-t", Same(&[])),
        (corpus(), "chaturanga-t", Same(&[])),
        (corpus(), "courier-t", Same(&[])),
        (corpus(), "makruk-t", Same(&["countingRule"])),
        (
            corpus(),
            "makpong-t",
            Same(&["countingRule", "makpongRule"]),
        ),
        (
            corpus(),
            "cambodian-t",
            Differs(&["countingRule", "gating", "cambodianMoves"]),
        ),
        (
            corpus(),
            "karouk-t",
            Differs(&["countingRule", "gating", "cambodianMoves", "checkCounting"]),
        ),
        (corpus(), "asean-t", Same(&["countingRule"])),
        (corpus(), "ai-wok-t", Same(&["countingRule"])),
        (corpus(), "sittuyin-t", Refused("pieces in hand")),
        (corpus(), "shatar-t", Same(&["shatarMateRule"])),
        (corpus(), "indiangreat", Same(&["pieceToCharTable"])),
        (
            corpus(),
            "quasi-shatranj",
            Same(&["pieceToCharTable", "extinctionValue", "doubleStep"]),
        ),
        (corpus(), "makhouse", Refused("pieces in hand")),
        (contract(), "kamil64", Same(&[])),
        (contract(), "greatshatranj", Same(&[])),
        (contract(), "davidson-kc", Same(&[])),
        (contract(), "davidson-bk", Same(&[])),
        (contract(), "parsi-approx", Same(&["perpetualCheckIllegal"])),
    ];
    let mut failures = Vec::new();
    for (file, section, expect) in cases {
        let text = std::fs::read_to_string(&file).unwrap();
        let got = fsf::import(&text, Some(section), "test.ini");
        match (expect, got) {
            (Refused(what), Err(e)) => {
                assert!(e.to_string().contains(what), "[{section}]: {e}");
                assert!(
                    e.to_string().contains("pieceDrops"),
                    "names the setting: {e}"
                );
            }
            (Refused(_), Ok(_)) => failures.push(format!("[{section}] was imported")),
            (_, Err(e)) => failures.push(format!("[{section}]: {e}")),
            (Same(keys) | Differs(keys), Ok(imp))
                if warned_keys(&imp.warnings) != keys.iter().map(|k| k.to_string()).collect() =>
            {
                failures.push(format!(
                    "[{section}] warnings {:?}, expected {keys:?}",
                    imp.warnings
                ));
            }
            (e @ (Same(_) | Differs(_)), Ok(imp)) => {
                let v = Variant::from_toml(&imp.toml).unwrap();
                let ours = rukh_perft(&v, DEPTH);
                let theirs = pyffish_perft(&file, section, DEPTH);
                let same = matches!(e, Same(_));
                if (ours == theirs) != same {
                    failures.push(format!(
                        "[{section}]: perft({DEPTH}) Rukh {ours}, pyffish {theirs}; expected them {}",
                        if same { "equal" } else { "to differ" }
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_warning_names_its_line_or_the_built_in_it_came_from() {
    let text = std::fs::read_to_string(corpus()).unwrap();
    let imp = fsf::import(&text, Some("quasi-shatranj"), "family.ini").unwrap();
    // pieceToCharTable is on line 57 of the corpus, the extinction rule is inherited from
    // [twokings2] (line 49), the double step is Fairy-Stockfish's default.
    let lines: Vec<&str> = text.lines().collect();
    for w in &imp.warnings {
        let origin = w.split(": ").next().unwrap();
        if let Some(n) = origin.strip_prefix("line ") {
            let n: usize = n.parse().unwrap();
            let key = w.split(": ").nth(1).unwrap().split(" = ").next().unwrap();
            assert!(
                lines[n - 1].starts_with(key),
                "line {n} is '{}', the warning says {w}",
                lines[n - 1]
            );
        } else {
            assert!(
                origin == "default" || origin.starts_with("Fairy-Stockfish's built-in"),
                "{w}"
            );
        }
    }
    // The warnings are written into the file too.
    for w in &imp.warnings {
        assert!(imp.toml.contains(w.as_str()), "{w}");
    }
}

#[test]
fn bad_sections_are_refused_with_the_reason() {
    let err = |text: &str, section: Option<&str>| {
        fsf::import(text, section, "x.ini").unwrap_err().to_string()
    };
    assert!(err("[a]\n[b]\n", None).contains("choose one with --section"));
    assert!(err("[a]\n", Some("z")).contains("its sections are: a"));
    assert!(err("no sections\n", None).contains("no [section]"));
    assert!(err("[a:nosuch]\nking = k\n", None).contains("template 'nosuch'"));
    assert!(err("[a:a]\n", None).contains("template 'a'"));
    assert!(err("[a\nking = k\n", None).starts_with("line 1:"));
    assert!(err("[a]\nthis line\n", None).starts_with("line 2:"));
    let e = err(
        "[c:chess]\ncustomPiece1 = c:mRcpR\nstartFen = 8/8/8/8/8/8/8/K6k w - - 0 1\n",
        None,
    );
    assert!(e.contains("line 2") && e.contains("mRcpR"), "{e}");
    // Odd numbers anywhere: an error or a game, never a crash.
    for text in [
        "[a]\nmaxRank = 0\nmaxFile = 0\nking = k\nstartFen = k w\n",
        "[a:chess]\npromotionRank = 0\ndoubleStepRank = 0\n",
        "[a:chess]\nstartFen = 99999999999999999999999/8/8/8/8/8/8/8 w - - 0 1\n",
        "[a:chess]\npromotionRegionWhite = *0 z99 a*\npieceValueMg = q:1e300\n",
        "[a:chess]\nmaxRank = 1\nmaxFile = 1\nstartFen = K w\n",
    ] {
        let _ = fsf::import(text, None, "odd.ini");
    }
    let e = err("[c:chess]\nmaxFile = 20\n", None);
    assert!(e.contains("line 2") && e.contains("20x8"), "{e}");
    let e = err("[c:chess]\ncannon = c\n", None);
    assert!(e.contains("line 2") && e.contains("cannot state"), "{e}");
    let e = err(
        "[c:chess]\nstartFen = rnbqkbnr/pppppppp/8/8 w - - 0 1\n",
        None,
    );
    assert!(e.contains("start position"), "{e}");
}

#[test]
fn the_five_games_export_to_pyffish_and_count_the_same_where_exact() {
    let dir = std::env::temp_dir().join(format!("rukh-fsf-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for id in [
        "shatranj",
        "chaturanga-davidson",
        "shatranj-kamil-64",
        "great-shatranj",
        "parsi",
    ] {
        let v = builtin(id).unwrap();
        let name = fsf::export_name(id);
        let out = fsf::export(&v, &name);
        let path = dir.join(format!("{id}.ini"));
        std::fs::write(&path, &out.ini).unwrap();
        let theirs = pyffish_perft(&path, &name, DEPTH);
        let ours = rukh_perft(&v, DEPTH);
        if id == "parsi" {
            // The raja's once-per-game knight leap cannot be said to Fairy-Stockfish.
            assert_ne!(theirs, ours);
            assert!(out.approximations.iter().any(|a| a.contains("leap (N)")));
            assert!(out.approximations.iter().any(|a| a.contains("grades")));
        } else {
            assert_eq!(theirs, ours, "{id}: pyffish {theirs}, Rukh {ours}");
        }
        // And back: the export imports to a game that moves as the original.
        let back = fsf::import(&out.ini, None, "export.ini").unwrap();
        let again = Variant::from_toml(&back.toml).unwrap();
        let n = rukh_perft(&again, DEPTH);
        if id == "parsi" {
            assert_eq!(n, theirs, "the round trip keeps what Fairy-Stockfish keeps");
        } else {
            assert_eq!(n, ours, "{id}: round trip");
        }
    }
    // Names Fairy-Stockfish already uses get a suffix.
    assert_eq!(fsf::export_name("shatranj"), "shatranj-rukh");
    assert_eq!(fsf::export_name("great-shatranj"), "great-shatranj");
    let kamil = fsf::export(&builtin("shatranj-kamil-64").unwrap(), "k");
    assert!(kamil.ini.contains("approximation: a lone king's 10 moves"));
    std::fs::remove_dir_all(&dir).ok();
}
