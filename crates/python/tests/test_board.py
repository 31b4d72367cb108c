"""The python-chess-style Board, PGN in and out, errors that pickle, and an engine that lets
other threads run, stops when asked and streams its depths."""

import copy
import os
import pickle
import signal
import subprocess
import sys
import threading
import time

import pytest

import rukh

# A real game's opening from a PGN as other sites write it (a clock comment, a NAG, a variation).
PGN = """[Event "Casual game"]
[Site "https://example.org/game/1"]
[White "Ali"]
[Black "Sa'id"]
[Variant "Shatranj"]
[Result "*"]

1. e3 {[%clk 0:04:58]} d6 $1 2. Nf3 (2. Bd3 Be6) 2... Be6 3. Bd3 Bc4 4. Bb5 Bxa2 *
"""


def test_push_pop_and_the_move_stack_as_python_chess_has_them():
    b = rukh.Board("shatranj")
    assert b.turn == rukh.WHITE and len(b.legal_moves) == 16
    assert b.push_san("e3") == "e2e3"
    assert b.push_uci("d7d6") == "d7d6"
    assert b.push("Nf3") == "g1f3"
    assert b.move_stack == ["e2e3", "d7d6", "g1f3"]
    assert b.san_stack() == ["e3", "d6", "Nf3"]
    assert b.turn == rukh.BLACK and b.ply() == 3 and b.fullmove_number == 2
    assert b.peek() == "g1f3" and b.pop() == "g1f3" and b.ply() == 2
    assert b.parse_san("Nf3") == "g1f3" and b.san("g1f3") == "Nf3"
    assert b.piece_at("e3") == "P" and b.piece_at("d6") == "p" and b.piece_at("e4") is None
    assert b.is_legal("Nf3") and not b.is_legal("e2e4")
    with pytest.raises(rukh.MoveError, match="e2e4"):
        b.push("e2e4")
    with pytest.raises(rukh.MoveError):
        b.push_san("e2e3")  # coordinates are not SAN
    with pytest.raises(rukh.MoveError):
        b.push_uci("Nf3")  # nor SAN coordinates
    b.pop(), b.pop()
    with pytest.raises(IndexError):
        b.pop()
    assert b.fen() == rukh.start_fen("shatranj")


def test_an_ended_game_says_who_won_and_by_which_rule():
    b = rukh.Board("shatranj", "k7/1R6/2K5/8/8/8/8/8 b - - 0 1")
    o = b.outcome()
    assert b.is_game_over() and o.winner is True and o.termination == "stalemate"
    assert o.result() == "1-0" == b.result() and "stalemated" in o.words
    assert rukh.Board().outcome() is None and rukh.Board().result() == "*"


def test_pgn_is_read_from_other_sites_and_written_back():
    [game] = rukh.read_pgn(PGN)
    assert game.san_stack() == ["e3", "d6", "Nf3", "Be6", "Bd3", "Bc4", "Bb5", "Bxa2"]
    assert game.headers["White"] == "Ali" and game.headers["Black"] == "Sa'id"
    text = game.pgn()
    assert '[White "Ali"]' in text and "4. Bb5 Bxa2 *" in text
    [again] = rukh.read_pgn(text)
    assert again.move_stack == game.move_stack and again.fen() == game.fen()
    with pytest.raises(rukh.PgnError, match="game 2.*Nf6"):
        rukh.read_pgn(PGN + '\n[Variant "Shatranj"]\n\n1. e3 Nf6 2. Nf6 *\n')


def test_boards_copy_pickle_and_draw_themselves():
    b = rukh.Board("great-shatranj")
    b.push(b.legal_moves[0])
    b.headers["Event"] = "Club"
    for other in (b.copy(), copy.deepcopy(b), pickle.loads(pickle.dumps(b))):
        assert other == b and other.move_stack == b.move_stack
        assert other.headers["Event"] == "Club" and other.variant == "great-shatranj"
    c = b.copy()
    c.push(c.legal_moves[0])
    assert c != b and b.ply() == 1
    svg = b._repr_svg_()
    assert svg.startswith("<svg") and 'width="400"' in svg and 'class="arrow"' in svg
    assert str(b).count("\n") == 7 and len(str(b).splitlines()[0].split()) == 10
    assert repr(b).startswith("Board('great-shatranj', ")


def test_errors_pickle_and_keep_their_words():
    with pytest.raises(rukh.FenError) as e:
        rukh.get_fen("shatranj", "8/8 w", [])
    back = pickle.loads(pickle.dumps(e.value))
    assert type(back) is rukh.FenError and str(back) == str(e.value)
    assert rukh.__version__.count(".") == 2


def test_a_search_lets_other_threads_run_and_stops_when_asked():
    engine = rukh.Engine()
    ticks = []
    done = threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(1)
            time.sleep(0.001)

    t = threading.Thread(target=tick)
    t.start()
    r = engine.search("shatranj", "startpos", movetime=500)
    done.set()
    t.join()
    assert r["bestmove"] in rukh.legal_moves("shatranj", "startpos")
    assert len(ticks) > 50, "the other thread ran during the search"
    threading.Timer(0.2, engine.stop).start()
    r = engine.search("shatranj", "startpos", depth=64)
    assert r["bestmove"] is not None and r["lines"][0]["depth"] < 64


def test_analyse_streams_each_depth_and_a_callback_may_stop_it():
    engine = rukh.Engine()
    depths = []
    for line in engine.analyse("great-shatranj", "startpos"):
        depths.append(line["depth"])
        if line["depth"] >= 5:
            break
    assert depths[:5] == [1, 2, 3, 4, 5]
    a = engine.analyse("shatranj", "startpos", depth=4)
    assert [l["depth"] for l in a] == [1, 2, 3, 4] and a.bestmove and a.san

    def enough(line):
        if line["depth"] == 3:
            raise StopIteration("enough")

    with pytest.raises(StopIteration):
        engine.search("shatranj", "startpos", depth=30, on_depth=enough)
    # The engine is free again.
    assert engine.search("shatranj", "startpos", depth=3)["bestmove"]


def test_engines_may_be_shared_by_threads():
    engine = rukh.Engine()
    answers = []
    threads = [
        threading.Thread(target=lambda: answers.append(engine.search("parsi", "startpos", depth=4)["bestmove"]))
        for _ in range(4)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(answers) == 4 and all(answers)


def test_ctrl_c_stops_a_search():
    script = (
        "import os, signal, threading, time, rukh\n"
        "threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()\n"
        "t = time.time()\n"
        "try:\n"
        "    rukh.Engine().search('shatranj', 'startpos', depth=64)\n"
        "except KeyboardInterrupt:\n"
        "    print('interrupted', time.time() - t)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        # A shell may start a background job with SIGINT ignored; Python then keeps it ignored.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert out.stdout.startswith("interrupted"), out.stderr
