#!/usr/bin/env python3
"""A second engine's opinion of puzzles: for each puzzle (a JSON line of `rukh puzzles find`),
Fairy-Stockfish searches the position after the opponent's move with two lines and says whether
its best move is the puzzle's first move, and by how much it prefers it.

    tools/puzzles-second-opinion.py puzzles/shatranj.jsonl --engine /usr/games/fairy-stockfish \
        --variant shatranj --sample 50 --movetime 1000

The other games, on today's Fairy-Stockfish (tools/build-fsf.sh) with the contract's approximate
definitions; Parsi's FEN carries the pawns' double-step rights in its castling field, which that
definition does not read, so --plain-fen writes '-' there:

    tools/puzzles-second-opinion.py puzzles/great-shatranj.jsonl --engine target/fsf/fairy-stockfish-lb \
        --variant-path ../shared/rules/fsf-approximations.ini --variant greatshatranj
"""
import argparse, json, random, subprocess, sys


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file")
    ap.add_argument("--engine", default="/usr/games/fairy-stockfish")
    ap.add_argument("--variant", default="shatranj", help="the engine's UCI_Variant")
    ap.add_argument("--sample", type=int, default=50)
    ap.add_argument("--movetime", type=int, default=1000, help="milliseconds a puzzle")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant-path", help="a variants file for the engine's VariantPath option")
    ap.add_argument("--plain-fen", action="store_true", help="write '-' in the FEN's castling field")
    a = ap.parse_args()
    puzzles = [json.loads(l) for l in open(a.file) if l.strip()]
    random.Random(a.seed).shuffle(puzzles)
    puzzles = puzzles[: a.sample]
    p = subprocess.Popen([a.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        p.stdin.write(line + "\n")

    def until(prefix):
        out = []
        for line in p.stdout:
            out.append(line.strip())
            if line.startswith(prefix):
                return out
        sys.exit("the engine stopped")

    send("uci"); until("uciok")
    if a.variant_path:
        send(f"setoption name VariantPath value {a.variant_path}")
    send(f"setoption name UCI_Variant value {a.variant}")
    send("setoption name MultiPV value 2")
    send("isready"); until("readyok")
    agree = 0
    rows = []
    for z in puzzles:
        send("ucinewgame")
        fen = z["fen"].split()
        if a.plain_fen and len(fen) > 2:
            fen[2] = "-"
        send(f"position fen {' '.join(fen)} moves {z['moves'][0]}")
        send(f"go movetime {a.movetime}")
        out = until("bestmove")
        best = out[-1].split()[1]
        lines = {}
        for l in out:
            w = l.split()
            if w[:1] == ["info"] and "multipv" in w and "score" in w and "pv" in w:
                k = int(w[w.index("multipv") + 1])
                s = w[w.index("score") + 1: w.index("score") + 3]
                lines[k] = (s[0], int(s[1]), w[w.index("pv") + 1])
        same = best == z["moves"][1]
        agree += same
        rows.append((z["id"], z["moves"][1], best, lines.get(1), lines.get(2), ",".join(z["themes"])))
    send("quit")
    for r in rows:
        print("\t".join(str(x) for x in r))
    print(f"{agree} of {len(rows)} puzzles: the engine's best move is the puzzle's first move", file=sys.stderr)


if __name__ == "__main__":
    main()
