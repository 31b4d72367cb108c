#!/usr/bin/env python3
"""Times the Python package against pyffish: the same perft in Python (legal_moves of each
position, get_fen after each move) with each library, then Rukh's own perft call.

    pip install ./crates/python pyffish==0.0.90 && python3 tools/compare-pyffish.py
"""
import time

import pyffish
import rukh


def python_perft(lib, variant, fen, depth):
    moves = lib.legal_moves(variant, fen, [])
    if depth == 1:
        return len(moves)
    return sum(python_perft(lib, variant, lib.get_fen(variant, fen, [m]), depth - 1) for m in moves)


for variant, depth in [("shatranj", 4)]:
    for name, lib in [("pyffish", pyffish), ("rukh", rukh)]:
        t = time.perf_counter()
        n = python_perft(lib, variant, lib.start_fen(variant), depth)
        s = time.perf_counter() - t
        print(f"{variant} perft {depth}, legal_moves + get_fen in Python, {name}: {n} in {s:.2f} s ({n / s / 1000:.0f} k leaves/s)")
    t = time.perf_counter()
    n = rukh.perft(variant, "startpos", depth)
    s = time.perf_counter() - t
    print(f"{variant} perft {depth}, rukh.perft: {n} in {s * 1000:.1f} ms ({n / s / 1e6:.1f} M/s)")
t = time.perf_counter()
n = rukh.perft("shatranj", "startpos", 6)
s = time.perf_counter() - t
print(f"shatranj perft 6, rukh.perft: {n} in {s:.2f} s ({n / s / 1e6:.1f} M/s)")
