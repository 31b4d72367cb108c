//! What other tools and sites write, and hostile input, as a user meets them on the command line.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn rukh(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(args)
        .output()
        .expect("rukh runs")
}

/// Runs `rukh ARGS` with `input` on standard input.
fn rukh_in(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rukh runs");
    let mut stdin = child.stdin.take().unwrap();
    let text = input.to_owned();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(text.as_bytes());
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[test]
fn a_lone_promotion_may_leave_out_its_letter() {
    let fen = "4k2p/P7/8/8/8/8/8/4K3 w - - 0 1";
    let short = rukh(&["status", "--fen", fen, "--moves", "a7a8", "--json"]);
    let long = rukh(&["status", "--fen", fen, "--moves", "a7a8q", "--json"]);
    assert!(short.status.success(), "{}", text(&short));
    assert_eq!(short.stdout, long.stdout);
    // Where several pieces are possible, the letter is needed, and the error lists them.
    let great = rukh(&[
        "status",
        "--variant",
        "great-shatranj",
        "--fen",
        "4k4p/P9/10/10/10/10/10/4K5 w - - 0 1",
        "--moves",
        "a7a8",
    ]);
    assert!(!great.status.success());
    assert!(
        text(&great).contains("name the piece to promote to: a7a8g, a7a8m"),
        "{}",
        text(&great)
    );
}

#[test]
fn pgn_check_says_why_a_move_is_illegal() {
    let cases = [
        // Pinned.
        (
            "[Variant \"shatranj\"]\n[SetUp \"1\"]\n[FEN \"4r2k/7p/8/8/8/8/4N3/4K3 w - - 0 1\"]\n\n1. Nc3 *\n",
            "the Ne2 is pinned to its king",
        ),
        // Nothing can get there.
        (
            "[Variant \"shatranj\"]\n\n1. e3 e6 2. Nd2 *\n",
            "no Asp of White can reach d2",
        ),
        // Two horses can.
        (
            "[Variant \"shatranj\"]\n[SetUp \"1\"]\n[FEN \"4k2p/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *\n",
            "ambiguous here (it could be Nbd2, Nfd2)",
        ),
        // In check.
        (
            "[Variant \"shatranj\"]\n[SetUp \"1\"]\n[FEN \"4r2k/7p/8/8/8/8/3N4/R3K3 w - - 0 1\"]\n\n1. Nb3 *\n",
            "White is in check, and the Nd2 to b3 does not answer it",
        ),
        // After the end.
        (
            "[Variant \"shatranj\"]\n[SetUp \"1\"]\n[FEN \"7k/8/8/8/8/8/R6p/4K3 w - - 0 1\"]\n\n1. Rxh2 Kg7 2. Ra8 *\n",
            "played after the game ended: White wins: Black's king is bare",
        ),
    ];
    for (pgn, why) in cases {
        let o = rukh_in(&["pgn", "check"], pgn);
        assert!(!o.status.success(), "{pgn}");
        assert!(text(&o).contains(why), "{pgn}\n{}", text(&o));
    }
}

/// Move text as sites write it: clock and engine comments (kept), annotation glyphs, NAGs, a
/// trailing '=' for a draw offer, a result of '*' on a game the rules see ended.
#[test]
fn site_annotations_are_read_and_unfinished_results_kept() {
    let pgn = "[Event \"Casual game\"]\n[Site \"https://www.pychess.org/AbCdEf\"]\n[Variant \"Shatranj\"]\n\
               [White \"alice\"]\n[Black \"bob\"]\n[Result \"*\"]\n[SetUp \"1\"]\n\
               [FEN \"7k/8/8/8/8/8/R6p/4K3 w - - 0 1\"]\n\n\
               1. Rxh2+!? { [%clk 0:02:58] } 1... Kg7= $2 { [%eval #-1] } *\n";
    let o = rukh_in(&["pgn", "convert", "--to", "san"], pgn);
    assert!(o.status.success(), "{}", text(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("[Result \"1-0\"]"), "{out}");
    // The glyphs, NAGs and the draw offer's '=' go; the comments after moves stay where they were.
    assert!(
        out.contains("1. Rxh2+ {[%clk 0:02:58]} 1... Kg7 {[%eval #-1]} 1-0"),
        "{out}"
    );
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("warning: the result is given as '*'"),
        "{}",
        text(&o)
    );
    let o = rukh_in(&["pgn", "check"], pgn);
    assert!(o.status.success(), "{}", text(&o));
}

/// `--rule` applies to Game Courier logs as it does to PGN.
#[test]
fn rule_options_apply_to_game_courier_logs() {
    let mut log = String::from("// Variant: shatranj\n");
    let shuffle = ["N g1-f3", "n g8-f6", "N f3-g1", "n f6-g8"];
    for i in 0..10 {
        let m = shuffle[i % 4];
        if i % 2 == 0 {
            log.push_str(&format!("{}. {m}\n", i / 2 + 1));
        } else {
            log.push_str(&format!("{}... {m}\n", i / 2 + 1));
        }
    }
    let by_default = rukh_in(&["pgn", "check"], &log);
    assert!(!by_default.status.success());
    assert!(
        text(&by_default).contains("draw by repetition"),
        "{}",
        text(&by_default)
    );
    let without = rukh_in(&["pgn", "check", "--rule", "repetition=0"], &log);
    assert!(without.status.success(), "{}", text(&without));
}

#[test]
fn huge_or_endless_inputs_end_in_a_short_error() {
    let o = rukh(&["pgn", "check", "/dev/zero"]);
    assert!(!o.status.success());
    assert!(text(&o).contains("longer than"), "{}", text(&o));
    let line = "a".repeat(50 << 20);
    let o = rukh_in(&["pgn", "check"], &line);
    assert!(!o.status.success());
    assert!(text(&o).len() < 1000, "{} bytes of errors", text(&o).len());
    let o = rukh(&["moves", "--variant-file", "/dev/zero"]);
    assert!(!o.status.success());
    assert!(text(&o).contains("not an ordinary file"), "{}", text(&o));
    // The engine's VariantFile and EvalFile options, and a protocol line of 50 MB.
    let o = rukh_in(
        &["uci"],
        &format!(
            "uci\nsetoption name VariantFile value /dev/zero\nsetoption name EvalFile value /dev/zero\n{line}\nisready\nquit\n"
        ),
    );
    let t = text(&o);
    assert_eq!(
        t.matches("not an ordinary file").count(),
        2,
        "{}",
        &t[..t.len().min(3000)]
    );
    assert!(t.contains("readyok"));
    assert!(t.len() < 10_000);
    // A file far larger than any network is refused without being read whole.
    let dir = std::env::temp_dir().join(format!("rukh-big-net-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let big = dir.join("big.nnue");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(300 << 20)
        .unwrap();
    let o = rukh_in(
        &["uci"],
        &format!(
            "uci\nsetoption name EvalFile value {}\nisready\nquit\n",
            big.display()
        ),
    );
    assert!(text(&o).contains("larger than 256 MiB"), "{}", text(&o));
    assert!(text(&o).contains("readyok"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A FIFO where a variant file, a network or a table is expected is refused at once: the
/// program neither waits for a writer nor hangs.
#[cfg(unix)]
#[test]
fn a_fifo_in_place_of_a_file_is_refused_at_once() {
    let dir = std::env::temp_dir().join(format!("rukh-fifo-cli-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("tables").join("shatranj")).unwrap();
    let fifo = dir.join("pipe");
    let table = dir.join("tables").join("shatranj").join("KRvK.rtb");
    for f in [&fifo, &table] {
        let made = Command::new("mkfifo").arg(f).status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("mkfifo not available: skipped");
            return;
        }
    }
    let o = rukh(&["moves", "--variant-file", fifo.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(text(&o).contains("not an ordinary file"), "{}", text(&o));
    let o = rukh_in(
        &["uci"],
        &format!(
            "uci\nsetoption name EvalFile value {0}\nsetoption name VariantFile value {0}\nsetoption name TablebasePath value {1}\nisready\nposition startpos\ngo depth 2\nisready\nquit\n",
            fifo.display(),
            dir.join("tables").display()
        ),
    );
    let t = text(&o);
    assert_eq!(t.matches("not an ordinary file").count(), 3, "{t}");
    assert!(t.contains("bestmove"), "{t}");
    // The site starts, without the tables it cannot read.
    let started = std::time::Instant::now();
    let mut serve = Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database"])
        .arg(format!("sqlite://{}", dir.join("site.db").display()))
        .arg("--tablebases")
        .arg(dir.join("tables"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = std::io::BufReader::new(serve.stdout.take().unwrap());
    let mut line = String::new();
    while std::io::BufRead::read_line(&mut out, &mut line).unwrap_or(0) > 0
        && !line.contains("Rukh is serving")
    {
        line.clear();
    }
    let _ = serve.kill();
    let _ = serve.wait();
    assert!(line.contains("Rukh is serving"), "{line}");
    let mut log = String::new();
    std::io::Read::read_to_string(&mut serve.stderr.take().unwrap(), &mut log).unwrap();
    assert!(log.contains("not an ordinary file"), "{log}");
    eprintln!("the site started in {:?}", started.elapsed());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A hash table the machine cannot give: the engine takes a smaller one and says so.
#[test]
fn a_hash_table_too_large_for_the_machine_is_shrunk() {
    let exe = env!("CARGO_BIN_EXE_rukh");
    let o = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v 1500000; printf 'uci\\nsetoption name Hash value 8192\\nposition startpos\\ngo depth 3\\n' | {exe} uci"
        ))
        .output()
        .unwrap();
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    assert!(t.contains("did not give 8192 MiB"), "{t}");
    assert!(t.contains("bestmove"), "{t}");
    let o = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v 1500000; printf 'xboard\\nprotover 2\\nmemory 99999999999\\nnew\\nsd 2\\ngo\\n' | {exe} xboard"
        ))
        .output()
        .unwrap();
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    assert!(t.contains("move "), "{t}");
}

#[test]
fn match_usage_shows_two_engines_and_an_example() {
    let o = rukh(&["match"]);
    assert!(text(&o).contains("--engine name=A,cmd=PROGRAM,proto=uci|xboard --engine name=B"));
    let o = rukh(&["match", "--engine", "fairymax", "--engine", "x"]);
    assert!(
        text(&o).contains("e.g. --engine name=fairymax,cmd=fairymax,proto=xboard"),
        "{}",
        text(&o)
    );
}

/// An engine that cannot start stops the match before the first game, with its name, rather
/// than losing every game by forfeit.
#[test]
fn a_match_with_an_engine_that_cannot_start_stops_at_once() {
    let me = env!("CARGO_BIN_EXE_rukh");
    let dir = std::env::temp_dir().join(format!("rukh-nostart-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("m.pgn");
    let o = rukh(&[
        "match",
        "--engine",
        "name=fairymax,cmd=/usr/games/no-such-engine,proto=xboard",
        "--engine",
        &format!("name=rukh,cmd={me} uci,proto=uci"),
        "--games",
        "2",
        "--depth",
        "1",
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    let t = text(&o);
    assert!(t.contains("fairymax stopped"), "{t}");
    assert!(
        t.contains("check its cmd= and proto= (no game was played)"),
        "{t}"
    );
    assert!(!t.contains("lost every game"), "{t}");
    let written = std::fs::read_to_string(&pgn).unwrap_or_default();
    assert!(!written.contains("[Result"), "{written}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// When one side lost every game, the summary says so in words.
#[test]
fn a_match_summary_says_who_lost_every_game() {
    let me = env!("CARGO_BIN_EXE_rukh");
    let o = rukh(&[
        "match",
        "--engine",
        // Starts and answers, then ends its process when asked to move.
        "name=broken,cmd=sh -c 'while read l; do case $l in uci) echo uciok;; isready) echo readyok;; go*) exit;; esac; done',proto=uci",
        "--engine",
        &format!("name=rukh,cmd={me} uci,proto=uci"),
        "--games",
        "2",
        "--depth",
        "1",
    ]);
    let t = text(&o);
    assert!(t.contains("broken lost every game to rukh"), "{t}");
}

/// Plain `rukh` on a terminal says what it waits for; through a pipe (a GUI) it says nothing.
#[test]
fn plain_rukh_on_a_terminal_explains_itself() {
    let me = env!("CARGO_BIN_EXE_rukh");
    // `script` (util-linux, in every Debian) gives the program a terminal.
    let o = Command::new("script")
        .args(["-qc", me, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(b"quit\n")?;
            c.wait_with_output()
        })
        .expect("script runs");
    assert!(
        text(&o).contains("waiting for 'uci' or 'xboard'"),
        "{}",
        text(&o)
    );
    let piped = rukh_in(&[], "quit\n");
    assert!(!text(&piped).contains("waiting for"), "{}", text(&piped));
}
