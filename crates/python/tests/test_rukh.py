"""The Python package: perft as the native build counts it (the rules crate's own tables), moves
and positions round-tripped with pyffish where the two agree on the rules, bad input raised as
typed errors, and the engine's search.

    pip install ./crates/python && python3 -m pytest crates/python/tests
"""

import pathlib

import pytest

import rukh

REPO = pathlib.Path(__file__).resolve().parents[3]
GAMES = ["shatranj", "chaturanga-davidson", "parsi", "shatranj-kamil-64", "great-shatranj"]


def perft_table(game):
    """The positions of a native perft table: [(id, fen, {depth: count})]."""
    out = []
    for line in (REPO / "crates" / "rules" / "tests" / "perft" / f"{game}.perft").read_text().splitlines():
        word, _, rest = line.strip().partition(" ")
        if word == "id":
            out.append([rest, None, {}])
        elif word == "fen":
            out[-1][1] = rest
        elif word == "perft":
            depth, count = rest.split()
            out[-1][2][int(depth)] = int(count)
    return out


def test_the_examples_of_the_docstring():
    import doctest

    assert doctest.testmod(rukh).failed == 0


def test_the_five_games_are_built_in():
    assert rukh.variants()[:5] == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_perft_as_the_native_build_counts_it(game):
    table = perft_table(game)
    assert len(table) >= 2
    for pid, fen, counts in table:
        for depth, count in counts.items():
            if count <= 2_000_000:
                assert rukh.perft(game, fen, depth) == count, f"{game} {pid} perft {depth}"


def test_moves_san_and_fen():
    start = rukh.start_fen("shatranj")
    assert len(rukh.legal_moves("shatranj", start)) == 16
    assert rukh.get_san_moves("shatranj", start, ["e2e3", "e7e6", "g1f3"]) == ["e3", "e6", "Nf3"]
    # SAN is accepted as input too.
    assert rukh.get_fen("shatranj", start, ["e3", "e6"]) == rukh.get_fen("shatranj", start, ["e2e3", "e7e6"])
    assert rukh.get_san("shatranj", "k7/p1Q5/PPK5/8/8/8/8/7R w - - 0 1", "h1h8") == "Rh8#"


def test_endings_with_their_rule():
    mate = "k7/p1Q5/PPK5/8/8/8/8/7R w - - 0 1"
    assert rukh.outcome("shatranj", mate) is None
    assert rukh.outcome("shatranj", mate, ["b6b7"]) == ("white", "checkmate", "White wins: Black is checkmated")
    assert rukh.game_result("shatranj", mate, ["b6b7"]) == -32000
    assert rukh.is_game_over("shatranj", mate, ["b6b7"])
    assert rukh.legal_moves("shatranj", mate, ["b6b7"]) == []
    # Taking Black's last man bares its king.
    winner, reason, _ = rukh.outcome("shatranj", mate, ["b6a7"])
    assert (winner, reason) == ("white", "bare-king")


def test_bad_input_raises_typed_errors():
    with pytest.raises(rukh.VariantError, match="no game 'chess'"):
        rukh.legal_moves("chess", "startpos")
    with pytest.raises(rukh.FenError, match="FEN"):
        rukh.legal_moves("shatranj", "rnbqkbnr/pppppppp/8 w")
    with pytest.raises(rukh.MoveError, match=r"move 1 \('e2e4'\)"):
        rukh.get_fen("shatranj", "startpos", ["e2e4"])
    with pytest.raises(rukh.MoveError, match="move 2"):
        rukh.get_san_moves("shatranj", "startpos", ["e3", "zz"])
    with pytest.raises(rukh.VariantError):
        rukh.load_variant('name = "x"\nfiles = 99\n')
    with pytest.raises(rukh.OptionError):
        rukh.perft("shatranj", "startpos", 40)
    assert issubclass(rukh.RukhError, ValueError)
    # The module goes on working after each.
    assert rukh.perft("shatranj", "startpos", 2) == 256


def test_a_variant_file_of_ones_own():
    text = (REPO / "variants" / "examples").glob("*.toml")
    path = sorted(text)[0]
    vid = rukh.load_variant(path.read_text())
    assert vid in rukh.variants()
    fen = rukh.start_fen(vid)
    assert rukh.perft(vid, fen, 1) == len(rukh.legal_moves(vid, fen))


def test_the_engine():
    engine = rukh.Engine(8)
    found = engine.search("shatranj", "k7/p1Q5/PPK5/8/8/8/8/7R w - - 0 1", depth=4, multipv=3)
    assert sorted(line["pv"][0] for line in found["lines"]) == ["b6a7", "b6b7", "h1h8"]
    assert all(line["mate"] == 1 for line in found["lines"])
    timed = engine.search("great-shatranj", "startpos", movetime=200)
    assert timed["bestmove"] in rukh.legal_moves("great-shatranj", "startpos")
    with pytest.raises(rukh.OptionError, match="multipv"):
        engine.search("shatranj", "startpos", multipv=0)
    over = engine.search("shatranj", "k7/p1Q5/PPK5/8/8/8/8/7R w - - 0 1", ["b6b7"], depth=2)
    assert over["bestmove"] is None


pyffish = pytest.importorskip("pyffish")


def test_round_trip_with_pyffish_where_the_rules_agree():
    """Shatranj as Fairy-Stockfish defines it agrees with ours in the middle game: play a few
    hundred plies of pyffish-chosen moves and compare every legal move list, SAN aside."""
    import random

    rng = random.Random(7)
    for _ in range(5):
        moves = []
        for _ in range(60):
            theirs = sorted(pyffish.legal_moves("shatranj", pyffish.start_fen("shatranj"), moves))
            ours = sorted(rukh.legal_moves("shatranj", rukh.start_fen("shatranj"), moves))
            if rukh.is_game_over("shatranj", "startpos", moves) or not theirs:
                break
            assert ours == theirs, f"after {moves}"
            moves.append(rng.choice(ours))
        # The positions' FENs agree on the board, the side to move and the counters.
        ours = rukh.get_fen("shatranj", "startpos", moves).split()
        theirs = pyffish.get_fen("shatranj", pyffish.start_fen("shatranj"), moves).split()
        assert ours[:2] == theirs[:2]
