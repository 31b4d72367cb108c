#!/usr/bin/env python3
"""Perft by Fairy-Stockfish (pyffish) for a variants.ini section: the independent count that
`rukh variants import/export --fsf` are checked against.

    python3 tools/fsf-perft.py FILE.ini VARIANT DEPTH [FEN]

FILE.ini may be '-' (no file: one of Fairy-Stockfish's built-in variants). Prints the count.
Needs pyffish (pip install pyffish==0.0.90).
"""
import sys

import pyffish as sf


def perft(variant, fen, moves, depth):
    legal = sf.legal_moves(variant, fen, moves)
    if depth == 1:
        return len(legal)
    return sum(perft(variant, fen, moves + [m], depth - 1) for m in legal)


def main():
    path, variant, depth = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if path != "-":
        sf.load_variant_config(open(path).read())
    if variant not in sf.variants():
        sys.exit(f"Fairy-Stockfish did not load a variant '{variant}' from {path}")
    fen = sys.argv[4] if len(sys.argv) > 4 else sf.start_fen(variant)
    print(perft(variant, fen, [], depth) if depth > 0 else 1)


main()
