//! `rukh spsa`: game pairs between the engine's tunable numbers nudged up and down, a log line a
//! pair, and a run that goes on from its log.

use std::process::{Command, Output};

fn spsa(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rukh"))
        .arg("spsa")
        .args(args)
        .output()
        .unwrap()
}

fn steps(log: &std::path::Path) -> Vec<Vec<String>> {
    std::fs::read_to_string(log)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}

#[test]
fn a_tuning_run_logs_each_pair_and_goes_on_from_its_log() {
    let dir = std::env::temp_dir().join(format!("rukh-spsa-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("t.tsv");
    let log_s = log.to_str().unwrap();
    let common = [
        "--nodes",
        "300",
        "--params",
        "RfpMargin,LmrDiv",
        "--option",
        "Hash=4",
        "--log",
        log_s,
    ];
    let out = spsa(&[&["--games", "4"][..], &common].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let first = steps(&log);
    assert_eq!(first.len(), 2, "a line a pair");
    let header = std::fs::read_to_string(&log).unwrap();
    assert!(
        header.contains("step\tresult\tRfpMargin\tLmrDiv"),
        "{header}"
    );
    for s in &first {
        let result: f64 = s[1].parse().unwrap();
        assert!((-2.0..=2.0).contains(&result), "{s:?}");
        let rfp: f64 = s[2].parse().unwrap();
        let lmr: f64 = s[3].parse().unwrap();
        assert!((20.0..=250.0).contains(&rfp) && (100.0..=350.0).contains(&lmr));
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("option.RfpMargin=") && stdout.contains("option.LmrDiv="),
        "{stdout}"
    );

    // The same command with more games goes on: the two pairs are not played again.
    let out = spsa(&[&["--games", "6"][..], &common].concat());
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("2 steps done"));
    let second = steps(&log);
    assert_eq!(second.len(), 3);
    assert_eq!(second[..2], first[..]);
    assert_eq!(second[2][0], "3");

    // Other numbers with the same log are refused, and say how to go on.
    let out = spsa(&[
        "--games",
        "8",
        "--nodes",
        "300",
        "--params",
        "RazorBase",
        "--log",
        log_s,
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("tunes other numbers") && err.contains("RfpMargin,LmrDiv"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unknown_number_is_named() {
    let out = spsa(&["--params", "RfpMargin,Nonsense", "--nodes", "100"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("Nonsense") && err.contains("rukh spsa --list"),
        "{err}"
    );
    let out = spsa(&["--list"]);
    let list = String::from_utf8_lossy(&out.stdout);
    for name in ["RazorBase", "RfpMargin", "NullBase", "LmrDiv", "Aspiration"] {
        assert!(list.contains(name), "{list}");
    }
}
