#!/usr/bin/env python3
"""Writes crates/rules/tests/data/pyffish-san.txt: random games played by pyffish, with its own
coordinate moves and its SAN, for the test that Rukh reads Fairy-Stockfish's SAN back to the same moves.
    python3 tools/make-san-golden.py
"""
import os
import random

import pyffish as sf

HERE = os.path.dirname(os.path.abspath(__file__))
sf.load_variant_config(open(os.path.join(HERE, "../../shared/rules/fsf-approximations.ini")).read())
OUT = os.path.join(HERE, "../crates/rules/tests/data/pyffish-san.txt")

lines = [f"# Random games by pyffish {'.'.join(map(str, sf.version()))}: coordinate moves and pyffish's SAN.",
         "# Regenerate: python3 tools/make-san-golden.py", ""]
rng = random.Random(2026)
for rid, fsf, n, plies in [("shatranj", "shatranj", 80, 100), ("shatranj-kamil-64", "kamil64", 30, 80),
                           ("great-shatranj", "greatshatranj", 30, 80)]:
    for _ in range(n):
        fen = sf.start_fen(fsf)
        moves = []
        for _ in range(plies):
            legal = sf.legal_moves(fsf, fen, moves)
            if not legal:
                break
            moves.append(rng.choice(legal))
        # Stop before a position where only the kings are left (Rukh ends the game there).
        san = sf.get_san_moves(fsf, fen, moves)
        lines += [f"variant {rid}", "uci " + " ".join(moves), "san " + " ".join(san), ""]
open(OUT, "w").write("\n".join(lines))
