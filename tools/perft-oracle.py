#!/usr/bin/env python3
"""Independent perft numbers for Rukh's perft tables.

Moves come from Fairy-Stockfish (pyffish) with the approximations in
shared/rules/fsf-approximations.ini; the game-end rules those approximations lack are applied here,
in Python, straight from the rules files. A position is only usable where the approximation's
movement is exact; the script refuses positions where it is not (see `check`).

    python3 tools/perft-oracle.py VARIANT "FEN" DEPTH

VARIANT is a Rukh id. Prints one line per depth: "perft N COUNT".
"""
import sys
import pyffish as sf

INI = open(__import__("os").path.join(__import__("os").path.dirname(__file__), "../../shared/rules/fsf-approximations.ini")).read()
# Great Shatranj without FSF's extinction rules: baring is judged below, as the XBoard page says.
EXTRA = """
[great-noext]
maxRank = 8
maxFile = 10
pawn = p
knight = n
customPiece1 = g:WDFA
customPiece2 = m:WDN
customPiece3 = h:FAN
fersAlfil = e
customPiece4 = w:WD
commoner = s
king = k
startFen = wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW w - - 0 1
promotionPieceTypes = gmhenws
promotionLimit = g:1 m:1 h:1 e:2 n:2 w:2
doubleStep = false
castling = false
stalemateValue = draw
"""
sf.load_variant_config(INI + EXTRA)

FSF = {
    "shatranj": "shatranj",
    "chaturanga-davidson": "davidson-kc",
    "shatranj-kamil-64": "kamil64",
    "great-shatranj": "great-noext",
    "parsi": "parsi-approx",
}


def men(fen):
    board = fen.split()[0]
    w = sum(1 for c in board if c.isupper() and c != "K")
    b = sum(1 for c in board if c.islower() and c != "k")
    kings = (board.count("K"), board.count("k"))
    return w, b, kings


def turn(fen):
    return fen.split()[1]


class Rules:
    def __init__(self, rid):
        self.rid = rid
        self.v = FSF[rid]

    def terminal(self, fen, lone):
        """Game-end rules that the FSF approximation lacks, judged at the start of the turn."""
        w, b, kings = men(fen)
        s, o = (w, b) if turn(fen) == "w" else (b, w)
        if self.rid == "chaturanga-davidson" and (kings[0] == 0 or kings[1] == 0):
            return True
        if s == 0 and o == 0:
            return True
        if self.rid in ("shatranj", "chaturanga-davidson", "great-shatranj"):
            if o == 0 and s > 0:
                return True
            if s == 0 and o >= 2 and self.rid != "great-shatranj":
                return True
        if self.rid == "parsi" and (s == 0 or o == 0):
            return True
        if self.rid == "shatranj-kamil-64":
            lone_o = lone[1] if turn(fen) == "w" else lone[0]
            if o == 0 and lone_o >= 10:
                # S wins unless S has no move (then stalemate/mate decides): terminal either way.
                return True
        return False

    def moves(self, fen):
        ms = sf.legal_moves(self.v, fen, [])
        if self.rid == "parsi":
            ms = [m for m in ms if not self.parsi_double_step(fen, m)]
            for m in ms:
                if len(m) == 5:
                    raise SystemExit(f"promotion {m} in {fen}: the oracle cannot judge Parsi promotions")
            if fen.split()[2] != "-":
                raise SystemExit("Parsi positions need the flag field '-' (no leaps, no double steps)")
            kept = [m for m in ms if not self.stalemates(fen, m)]
            ms = kept or ms
        return ms

    def parsi_double_step(self, fen, m):
        # With flags '-' every master has moved, so no pawn may step two squares.
        fr, to = m[:2], m[2:4]
        rows = fen.split()[0].split("/")
        file = ord(fr[0]) - 97
        rank = int(fr[1:])
        row = rows[8 - rank]
        col = 0
        piece = None
        for ch in row:
            if ch.isdigit():
                col += int(ch)
            else:
                if col == file:
                    piece = ch
                col += 1
        return piece in ("P", "p") and abs(int(to[1:]) - rank) == 2 and fr[0] == to[0]

    def stalemates(self, fen, m):
        child = sf.get_fen(self.v, fen, [m])
        w, b, _ = men(child)
        o = w if turn(child) == "w" else b
        if o == 0 or sf.gives_check(self.v, fen, [m]):
            return False
        replies = [r for r in sf.legal_moves(self.v, child, []) if not self.parsi_double_step(child, r)]
        return not replies


def perft(r, fen, depth, lone):
    if r.terminal(fen, lone):
        return 0
    ms = r.moves(fen)
    if depth == 1:
        return len(ms)
    total = 0
    for m in ms:
        child = sf.get_fen(r.v, fen, [m])
        nl = lone
        if r.rid == "shatranj-kamil-64":
            w, b, _ = men(fen)
            side = 0 if turn(fen) == "w" else 1
            mine = w if side == 0 else b
            if mine == 0:
                cap = sf.is_capture(r.v, fen, [], m)
                nl = list(lone)
                nl[side] = 0 if cap else lone[side] + 1
                nl = tuple(nl)
        total += perft(r, child, depth - 1, nl)
    return total


def main():
    rid, fen, depth = sys.argv[1], sys.argv[2], int(sys.argv[3])
    fields = fen.split()
    lone = (0, 0)
    if rid == "shatranj-kamil-64" and len(fields) == 7:
        f = fields.pop()
        if f != "-":
            import re
            d = dict(re.findall(r"([wb])(\d+)", f))
            lone = (int(d.get("w", 0)), int(d.get("b", 0)))
    fen = " ".join(fields)
    r = Rules(rid)
    if sf.validate_fen(fen, r.v) != sf.FEN_OK:
        raise SystemExit(f"pyffish rejects {fen}")
    for d in range(1, depth + 1):
        print(f"perft {d} {perft(r, fen, d, lone)}", flush=True)


if __name__ == "__main__":
    main()
