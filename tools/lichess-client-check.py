#!/usr/bin/env python3
"""A program written for lichess plays on a Rukh site with only the server's address changed.

berserk (lichess's Python client, `pip install berserk`) is pointed at a fresh `rukh serve`: a
bot account challenges another with lichess's form fields, the bot sees the challenge on its
event stream and accepts it, both follow the game on its NDJSON stream and play their moves
through the bot API, the challenger resigns, and the bot's stream reports the game's end. A second
challenge is declined with a reason. Last, the players' public data and their games are read
through lichess's export calls.

    tools/lichess-client-check.py [RUKH_BINARY]
"""

import os
import queue
import re
import subprocess
import sys
import tempfile
import threading
import time

import berserk

RUKH = sys.argv[1] if len(sys.argv) > 1 else "target/release/rukh"


def rukh(*args, stdin=None):
    return subprocess.run([RUKH, *args], input=stdin, capture_output=True, text=True, check=True).stdout


def main():
    work = tempfile.mkdtemp(prefix="rukh-lichess-")
    db = f"sqlite://{work}/rukh.db"
    rukh("users", "create", "Robot", "--bot", "--password-stdin", "--database", db, stdin="a long enough password\n")
    # Alice is a program too (a token is a bot account's, or made on the site's /account/token).
    rukh("users", "create", "Alice", "--bot", "--password-stdin", "--database", db, stdin="another long password\n")
    bot_token = rukh("users", "token", "Robot", "--database", db).strip()
    alice_token = rukh("users", "token", "Alice", "--database", db).strip()
    server = subprocess.Popen(
        [RUKH, "serve", "--addr", "127.0.0.1:0", "--database", db, "--rate-limit", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    try:
        url = None
        for line in server.stdout:
            m = re.search(r"serving on (http://[0-9.:]+)", line)
            if m:
                url = m.group(1)
                break
        assert url, "rukh serve did not start"
        threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
        play(url, bot_token, alice_token)
    finally:
        server.terminate()
        server.wait(timeout=10)


def client(url, token):
    return berserk.Client(berserk.TokenSession(token), base_url=url)


def stream_into(it, q):
    try:
        for event in it:
            q.put(event)
    except Exception as e:  # the stream closing at the end
        q.put(e)


def next_of(q, kind, seconds=20):
    end = time.time() + seconds
    while time.time() < end:
        try:
            event = q.get(timeout=max(0.1, end - time.time()))
        except queue.Empty:
            break
        if isinstance(event, Exception):
            raise event
        if event.get("type") == kind:
            return event
    raise AssertionError(f"no {kind} within {seconds} s")


def play(url, bot_token, alice_token):
    bot = client(url, bot_token)
    alice = client(url, alice_token)
    me = bot.account.get()
    assert me["username"] == "Robot" and me.get("title") == "BOT", me
    events = queue.Queue()
    threading.Thread(target=stream_into, args=(bot.bots.stream_incoming_events(), events), daemon=True).start()
    # A challenge in lichess's form fields; the bot sees it and accepts it.
    alice.challenges.create("Robot", rated=False, clock_limit=300, clock_increment=3, color="white", variant="shatranj")
    challenge = next_of(events, "challenge")["challenge"]
    assert challenge["challenger"]["name"] == "Alice", challenge
    assert challenge["variant"]["key"] == "shatranj" and challenge["timeControl"]["limit"] == 300, challenge
    bot.bots.accept_challenge(challenge["id"])
    start = next_of(events, "gameStart")["game"]
    game_id = start["id"]
    assert start["color"] == "black", start
    # Both follow the game on its stream; moves go through the bot API.
    states = queue.Queue()
    threading.Thread(target=stream_into, args=(bot.bots.stream_game_state(game_id), states), daemon=True).start()
    full = next_of(states, "gameFull")
    assert full["variant"]["key"] == "shatranj" and full["state"]["moves"] == "", full
    alice.board.make_move(game_id, "e2e3")
    seen = next_of(states, "gameState")
    assert seen["moves"] == "e2e3", seen
    bot.bots.make_move(game_id, "e7e6")
    seen = next_of(states, "gameState")
    assert seen["moves"] == "e2e3 e7e6", seen
    alice.board.resign_game(game_id)
    end = next_of(states, "gameState")
    assert end["status"] == "resign" and end.get("winner") == "black", end
    finish = next_of(events, "gameFinish")["game"]
    assert finish["id"] == game_id, finish
    # A second challenge, declined with lichess's reason word.
    alice.challenges.create("Robot", rated=False, clock_limit=180, clock_increment=2, variant="shatranj")
    second = next_of(events, "challenge")["challenge"]
    bot.bots.decline_challenge(second["id"], reason="later")
    next_of(events, "challengeCanceled")
    # The players and their games as lichess's exports give them.
    public = alice.users.get_public_data("Alice")
    assert public["username"] == "Alice" and public["count"]["all"] == 1, public
    [exported] = list(bot.games.export_by_player("Alice", max=10))
    assert exported["id"] == game_id and exported["moves"] == "e3 e6", exported
    assert exported["status"] == "resign" and exported["winner"] == "black", exported
    [pgn] = list(bot.games.export_by_player("Alice", as_pgn=True))
    assert '[White "Alice"]' in pgn and re.search(r"1\. e3 .*1\.\.\. e6 .* 0-1", pgn, re.S), pgn
    print(f"lichess client check: berserk {berserk.__version__} played game {game_id} on {url}: ok")


if __name__ == "__main__":
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    main()
