"""`import rukh as sf` in a pyffish script: the calls pyffish's users make, with pyffish's own
arguments (positional `chess960`, notation constants, the tuple answers), made of both and
compared in Shatranj, where Fairy-Stockfish and Rukh agree on the rules.

The set is printed with its score (`pytest -s`): docs/packages.md quotes it.
"""

import pytest

import rukh

sf = pytest.importorskip("pyffish")

V = "shatranj"
START = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"
# An opening with a capture (8... Bxa2).
GAME = ["e2e3", "d7d6", "g1f3", "c8e6", "f1d3", "e6c4", "d3b5", "c4a2", "b1c3", "a2c4"]
BARE = "k7/8/1QK5/8/8/8/8/8 w - - 0 1"
STALEMATED = "k7/1R6/2K5/8/8/8/8/8 b - - 0 1"
PROMO = "k6r/4P3/8/8/8/8/8/K7 w - - 0 1"
# Shatranj with White's king and ferz changed over.
INI = """[myshatranj:shatranj]
startFen = rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
"""



def ended(answer):
    """A game-end answer as scripts read it: the result counts only when the game has ended
    (pyffish's number beside False is whatever its search of the position left there)."""
    over, result = answer
    return (over, result if over else None)


CALLS = [
    ("start_fen", lambda m: m.start_fen(V)),
    ("legal_moves", lambda m: sorted(m.legal_moves(V, START, []))),
    ("legal_moves, chess960 positional", lambda m: sorted(m.legal_moves(V, START, ["e2e3"], False))),
    ("legal_moves after a game", lambda m: sorted(m.legal_moves(V, START, GAME))),
    ("get_fen", lambda m: m.get_fen(V, START, GAME)),
    ("get_fen, all of pyffish's arguments", lambda m: m.get_fen(V, START, GAME, False, False, False, 0)),
    ("get_san", lambda m: m.get_san(V, START, "g1f3")),
    ("get_san, chess960 positional", lambda m: m.get_san(V, START, "g1f3", False)),
    ("get_san, NOTATION_SAN", lambda m: m.get_san(V, START, "g1f3", False, m.NOTATION_SAN)),
    ("get_san, NOTATION_LAN", lambda m: m.get_san(V, START, "g1f3", False, m.NOTATION_LAN)),
    ("get_san of a promotion", lambda m: m.get_san(V, PROMO, "e7e8q")),
    ("get_san_moves", lambda m: m.get_san_moves(V, START, GAME)),
    ("get_san_moves, NOTATION_LAN", lambda m: m.get_san_moves(V, START, GAME, False, m.NOTATION_LAN)),
    ("gives_check", lambda m: m.gives_check(V, START, GAME)),
    ("gives_check, chess960 positional", lambda m: m.gives_check(V, BARE, [], False)),
    ("is_capture", lambda m: m.is_capture(V, START, GAME[:7], "c4a2")),
    ("is_capture, a quiet move", lambda m: m.is_capture(V, START, [], "e2e3", False)),
    ("game_result of a stalemate", lambda m: m.game_result(V, STALEMATED, [])),
    ("is_immediate_game_end, going on", lambda m: ended(m.is_immediate_game_end(V, START, GAME))),
    ("is_immediate_game_end, a bared king", lambda m: ended(m.is_immediate_game_end(V, BARE, []))),
    ("is_immediate_game_end of a stalemate", lambda m: ended(m.is_immediate_game_end(V, STALEMATED, [], False))),
    ("is_optional_game_end", lambda m: ended(m.is_optional_game_end(V, START, GAME))),
    ("has_insufficient_material", lambda m: m.has_insufficient_material(V, START, [])),
    ("validate_fen, good", lambda m: m.validate_fen(START, V) == m.FEN_OK),
    ("validate_fen, bad", lambda m: m.validate_fen("8/8/8/8/8/8/8/8 w - - 0 1", V) == m.FEN_OK),
    ("two_boards", lambda m: m.two_boards(V)),
    ("captures_to_hand", lambda m: m.captures_to_hand(V)),
    ("piece_to_partner", lambda m: m.piece_to_partner(V, START, [])),
    ("variants includes the game", lambda m: V in m.variants()),
    ("version is a tuple of numbers", lambda m: all(isinstance(x, int) for x in m.version())),
    ("info is text", lambda m: isinstance(m.info(), str)),
    ("constants", lambda m: (m.VALUE_MATE, m.VALUE_DRAW, m.FEN_OK, m.NOTATION_DEFAULT)),
    ("load_variant_config, then play it", lambda m: (m.load_variant_config(INI), m.start_fen("myshatranj"), sorted(m.legal_moves("myshatranj", m.start_fen("myshatranj"), [])))[1:]),
]


def test_pyffish_scripts_run_unchanged_under_rukh():
    same, differ = [], []
    for name, call in CALLS:
        try:
            theirs = call(sf)
        except Exception as e:  # noqa: BLE001 - pyffish's own failure is reported, not ours
            theirs = f"raised {type(e).__name__}"
        try:
            ours = call(rukh)
        except Exception as e:  # noqa: BLE001
            ours = f"raised {type(e).__name__}: {e}"
        (same if ours == theirs else differ).append((name, theirs, ours))
    print(f"\npyffish calls answered alike: {len(same)} of {len(CALLS)}")
    for name, theirs, ours in differ:
        print(f"  {name}: pyffish {theirs!r}, rukh {ours!r}")
    assert len(CALLS) >= 25
    assert not differ, differ
