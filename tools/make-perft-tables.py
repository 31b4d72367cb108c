#!/usr/bin/env python3
"""Writes crates/rules/tests/perft/<variant>.perft from tools/perft-oracle.py.

Each table lists positions chosen for what they exercise; random middlegames come from seeded
random play with pyffish. Usage: python3 tools/make-perft-tables.py [VARIANT ...]
"""
import os
import random
import subprocess
import sys

import pyffish as sf

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "../crates/rules/tests/perft")
sys.path.insert(0, HERE)
oracle = __import__("perft-oracle")  # loads the variant configurations

START = {
    "shatranj": "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
    "chaturanga-davidson": "rneqkenr/pppppppp/8/8/8/8/PPPPPPPP/RNEKQENR w - - 0 1",
    "shatranj-kamil-64": "rnseksnr/pp1ge1pp/2pppp2/8/8/2PPPP2/PP1GE1PP/RNSEKSNR w - - 0 1",
    "great-shatranj": "wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW w - - 0 1",
    "parsi": "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
}


def random_position(rid, plies, seed):
    rng = random.Random(seed)
    v = oracle.FSF[rid]
    fen = START[rid]
    for _ in range(plies):
        ms = sf.legal_moves(v, fen, [])
        if rid == "parsi":
            ms = [m for m in ms if len(m) == 4]
        if not ms:
            break
        fen = sf.get_fen(v, fen, [rng.choice(ms)])
    return fen


# (name, fen or (plies, seed), depth)
POSITIONS = {
    "shatranj": [
        ("start", START["shatranj"], 5),
        ("middlegame-20", (20, 1), 4),
        ("middlegame-40", (40, 2), 4),
        ("middlegame-60", (60, 3), 4),
        ("promotion-S8", "4k2r/1P6/8/8/8/8/8/4K3 w - - 0 1", 5),
        ("counter-bare-S4", "8/8/8/8/8/8/1k6/Q2K4 b - - 0 1", 2),
        ("bare-first-S6", "8/8/8/8/8/8/p2K4/k7 w - - 0 1", 2),
        ("knight-and-pawn-vs-rook", "8/8/8/3k4/3n4/8/2P5/R3K3 w - - 0 1", 5),
        ("paulowich-S7", "8/8/8/8/8/8/p3r3/k1K1N3 w - - 0 1", 5),
        ("rook-vs-pawns", "8/2p5/1p6/3k4/8/8/5P2/R3K3 w - - 0 1", 5),
        ("elephants-and-counselors", "3k4/2q5/8/2b1b3/8/3B4/4Q3/3K4 w - - 0 1", 5),
    ],
    "chaturanga-davidson": [
        ("start", START["chaturanga-davidson"], 4),
        ("middlegame-20", (20, 11), 4),
        ("middlegame-40", (40, 12), 4),
        ("persian-mate-D2", "1k3R2/1p6/1Q6/8/8/3q4/8/1K6 b - - 0 1", 4),
        ("persian-stalemate-D3", "4k3/4P3/4K3/p7/P7/8/8/8 b - - 0 1", 5),
        ("counter-bare-D4", "8/8/8/8/8/1k6/1P6/2K5 b - - 0 1", 2),
        ("knight-and-pawn-vs-rook", "8/8/8/3k4/3n4/8/2P5/R3K3 w - - 0 1", 5),
        ("grace-capture-D6", "8/8/8/8/8/8/1kK5/7R b - - 0 1", 5),
        ("promotion", "3k4/1P6/8/8/8/8/6p1/4K3 w - - 0 1", 5),
        ("rook-ending", "8/8/3k4/8/2R5/8/3r4/4K3 w - - 0 1", 4),
    ],
    "shatranj-kamil-64": [
        ("start", START["shatranj-kamil-64"], 4),
        ("middlegame-20", (20, 21), 4),
        ("middlegame-40", (40, 22), 4),
        ("paulowich-K3", "8/8/8/8/8/8/p3r3/k1K1N3 w - - 0 1", 6),
        ("lone-stalemate-K4", "8/8/8/8/8/8/p2K4/k7 w - - 0 1", 7),
        ("ten-moves-near", "7k/8/8/8/8/8/8/R3K3 b - - 0 1 w0b8", 5),
        ("capture-reset-K6", "7k/8/3P4/8/8/8/8/R3K3 b - - 0 1 w0b7", 5),
        ("promotion-to-silver", "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1", 5),
        ("elephants", "4k3/8/3e4/8/8/4E3/8/4K3 w - - 0 1", 5),
    ],
    "great-shatranj": [
        ("start", START["great-shatranj"], 4),
        ("middlegame-20", (20, 31), 3),
        ("middlegame-40", (40, 32), 3),
        ("promotion-pool-G2", "4k4n/1P8/10/10/10/10/10/W1EGK1HENW w - - 0 1", 3),
        ("bare-vs-one-G3", "4k5/10/10/10/10/10/10/4K2N2 b - - 0 1", 5),
        ("stalemate-G5", "k9/2G7/1K8/10/10/10/10/N9 b - - 0 1", 5),
        ("counter-bare-G6", "10/10/10/10/10/10/1k8/N3K5 b - - 0 1", 2),
        ("knight-and-pawn-vs-woody", "10/10/10/4k5/4n5/10/3P6/W3K5 w - - 0 1", 5),
        ("all-lost-promotion", "4k5/P9/10/10/10/10/9p/4K5 w - - 0 1", 4),
        ("jumpers", "4k5/10/3gmh4/10/10/4HMG3/10/4K5 w - - 0 1", 4),
    ],
    "parsi": [
        ("middlegame-16", (16, 41), 3),
        ("middlegame-30", (30, 42), 3),
        ("no-stalemating-P7", "k7/p7/P1K5/8/8/8/8/7R w - - 0 1", 5),
        ("boorj-P6", "3k4/8/8/8/8/8/1q6/1R2K3 w - - 0 1", 5),
        ("queen-vs-rook", "3k4/8/8/3r4/8/8/3Q4/4K3 w - - 0 1", 4),
        ("bishops-and-knights", "3k4/8/2n1b3/8/8/2B1N3/8/4K3 w - - 0 1", 4),
        ("stalemate-traps", "7k/5Q2/8/8/8/8/p7/K7 w - - 0 1", 4),
        ("rooks", "r2k3r/8/8/8/8/8/8/R3K2R w - - 0 1", 4),
    ],
}

HEADERS = {
    "shatranj": "pyffish 0.0.90 built-in 'shatranj', plus the K-vs-K draw it lacks (shatranj.md S-A2)",
    "chaturanga-davidson": "pyffish 0.0.90 'davidson-kc' (fsf-approximations.ini), plus the bare-king rules and K-vs-K draw of chaturanga-davidson.md section 6",
    "shatranj-kamil-64": "pyffish 0.0.90 'kamil64' (fsf-approximations.ini), plus the K-vs-K draw and the ten-move lone-king count of shatranj-kamil-64.md",
    "great-shatranj": "pyffish 0.0.90 'greatshatranj' movement without its extinction rules, plus the page's literal bare-king order (great-shatranj.md sections 6 and G-A1)",
    "parsi": "pyffish 0.0.90 'parsi-approx' movement on positions without leaps, double steps or promotions (flags '-'), plus Boorj and the anti-stalemate filter of parsi.md; the start position's numbers are the contract's own (parsi.md P1, two independent derivations)",
}


def main():
    ids = sys.argv[1:] or list(POSITIONS)
    os.makedirs(OUT, exist_ok=True)
    for rid in ids:
        lines = [
            f"# Perft table for {rid}.",
            f"# Numbers from tools/perft-oracle.py: {HEADERS[rid]}.",
            "# Regenerate: python3 tools/make-perft-tables.py " + rid,
            "",
        ]
        if rid == "parsi":
            lines += [
                "id start-P1",
                "fen rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ADEHLadehl - 0 1",
                "perft 1 18", "perft 2 324", "perft 3 6681", "perft 4 136548", "",
            ]
        for name, spec, depth in POSITIONS[rid]:
            fen = random_position(rid, *spec) if isinstance(spec, tuple) else spec
            out = subprocess.run(
                [sys.executable, os.path.join(HERE, "perft-oracle.py"), rid, fen, str(depth)],
                capture_output=True, text=True,
            )
            if out.returncode != 0:
                print(f"{rid} {name}: {out.stderr.strip()}", file=sys.stderr)
                continue
            lines += [f"id {name}", f"fen {fen}"] + out.stdout.strip().splitlines() + [""]
            print(rid, name, out.stdout.split()[-1], file=sys.stderr)
        with open(os.path.join(OUT, f"{rid}.perft"), "w") as f:
            f.write("\n".join(lines))


if __name__ == "__main__":
    main()
