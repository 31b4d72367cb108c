#!/usr/bin/env python3
"""The site under attack, from outside: floods against a real `rukh serve`, each measured by a
legitimate client's requests from another address, and kill -9 under load with every
acknowledged move checked after the restart. Run by tools/soak.sh, which builds the binary and
adds the abuse checks; prints one line per check and exits non-zero when one did not hold.

    python3 tools/soak.py BINARY [--database postgres://...]
"""

import asyncio
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time

BIN = sys.argv[1]
PG = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--database" else None
HELD = []


def report(what, held, figures):
    HELD.append(held)
    print(f"| {what:<44} | {'held' if held else 'NOT HELD':<8} | {figures} |", flush=True)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(database, port, *extra):
    """A `rukh serve` on `port`, with its request limits on; waits until it serves."""
    proc = subprocess.Popen(
        [BIN, "serve", "--addr", f"127.0.0.1:{port}", "--database", database,
         "--assets", "web/dist", "--connections-per-address", "64", "--header-timeout", "5", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env={**os.environ, "RUST_LOG": "error"})
    for line in proc.stdout:
        if b"serving" in line:
            return proc
    raise SystemExit("the server did not start")


async def request(port, method, path, body=None, source="127.0.0.2", timeout=10.0):
    """One HTTP/1.1 request on a fresh connection from `source`: (status, body, seconds)."""
    started = time.monotonic()
    try:
        r, w = await asyncio.wait_for(
            asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0)), timeout)
        data = json.dumps(body).encode() if body is not None else b""
        w.write(f"{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                f"Content-Length: {len(data)}\r\nConnection: close\r\n\r\n".encode() + data)
        await w.drain()
        raw = await asyncio.wait_for(r.read(), timeout)
        w.close()
        head, _, rest = raw.partition(b"\r\n\r\n")
        status = int(head.split()[1]) if head else 0
        return status, rest, time.monotonic() - started
    except (OSError, asyncio.TimeoutError, IndexError, ValueError):
        return 0, b"", time.monotonic() - started


async def legit(port, seconds):
    """A player's requests, one every 100 ms, from 127.0.0.2 during a flood: (served, asked,
    worst latency)."""
    served, asked, worst = 0, 0, 0.0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        status, _, took = await request(port, "GET", "/api/variants")
        asked += 1
        served += status == 200
        worst = max(worst, took)
        await asyncio.sleep(0.1)
    return served, asked, worst


async def connection_flood(port):
    held = []
    for _ in range(2000):
        try:
            r, w = await asyncio.open_connection("127.0.0.1", port, local_addr=("127.0.0.3", 0))
            held.append(w)
        except OSError:
            break
    served, asked, worst = await legit(port, 3)
    for w in held:
        w.close()
    report("connection flood (2000 idle from one address)", served == asked,
           f"legit {served}/{asked} served, worst {worst * 1000:.0f} ms")


async def ws_open(port, path, source):
    """A WebSocket handshake: the status, and the bytes the server sent at once."""
    try:
        r, w = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
        w.write(f"GET {path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
                .encode())
        await w.drain()
        head = await asyncio.wait_for(r.readuntil(b"\r\n\r\n"), 5)
        status = int(head.split()[1])
        got = b""
        if status == 101:
            try:
                got = await asyncio.wait_for(r.read(1 << 16), 0.5)
            except asyncio.TimeoutError:
                pass
        return status, len(got), w
    except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError, ValueError, IndexError):
        return 0, 0, None


async def socket_flood(port):
    opened, writers = 0, []
    for _ in range(500):
        status, _, w = await ws_open(port, "/api/analysis/ws", "127.0.0.4")
        opened += status == 101
        if w:
            writers.append(w)
    served, asked, worst = await legit(port, 3)
    for w in writers:
        w.close()
    report("analysis-socket flood (500 from one address)", opened <= 64 and served == asked,
           f"{opened} opened; legit {served}/{asked} served, worst {worst * 1000:.0f} ms")


async def slow_body_flood(port):
    async def drip(source):
        try:
            r, w = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
            w.write(b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    b"Content-Length: 1000\r\n\r\n")
            started = time.monotonic()
            for _ in range(1000):
                w.write(b" ")
                await w.drain()
                if r.at_eof():
                    break
                try:
                    await asyncio.wait_for(r.read(1), 2.0)
                    break  # answered: cut
                except asyncio.TimeoutError:
                    pass
            w.close()
            return time.monotonic() - started
        except OSError:
            return 0.0
    drips = [asyncio.create_task(drip(f"127.0.1.{i % 4 + 1}")) for i in range(200)]
    served, asked, worst = await legit(port, 12)
    held_for = await asyncio.gather(*drips)
    longest = max(held_for)
    report("slow-body flood (200 bodies, a byte every 2 s)", served == asked and longest < 60,
           f"each cut after at most {longest:.0f} s; legit {served}/{asked}, worst {worst * 1000:.0f} ms")


async def game(port, moves):
    """A game between two keyed seats with `moves` played: (id, white key, black key)."""
    _, made, _ = await request(port, "POST", "/api/games", {"variant": "shatranj", "color": "white"})
    made = json.loads(made)
    gid, white = made["id"], made["token"]
    invite = made["invite_url"].split("invite=")[1]
    _, joined, _ = await request(port, "POST", f"/api/games/{gid}/join", {"invite": invite})
    black = json.loads(joined)["token"]
    cycle = ["b1c3", "b8c6", "c3b1", "c6b8", "g1f3", "g8f6", "f3g1", "f6g8"]
    for i in range(moves):
        key = white if i % 2 == 0 else black
        await request(port, "POST", f"/api/games/{gid}/move?token={key}", {"move": cycle[i % 8]})
    return gid, white, black


async def reconnect_flood(port):
    gid, _, _ = await game(port, 40)
    statuses, sent = [], 0
    flood = asyncio.create_task(legit(port, 4))
    for _ in range(1000):
        status, got, w = await ws_open(port, f"/api/games/{gid}/ws", "127.0.0.6")
        statuses.append(status)
        sent += got
        if w:
            w.close()
    served, asked, worst = await flood
    opened = statuses.count(101)
    report("socket-reconnect flood (1000 connects, one game)", opened < 100 and served == asked,
           f"{opened} let in, {statuses.count(429)} refused, {sent / 1024:.0f} KiB sent; "
           f"legit {served}/{asked}, worst {worst * 1000:.0f} ms")


async def kill_under_load(database, label):
    port = free_port()
    proc = start(database, port, "--rate-limit", "0")
    acked = {}

    async def player(n):
        # Game after game, each of six moves (before any position comes a third time), until
        # the server is gone.
        cycle = ["b1c3", "b8c6", "c3b1", "c6b8", "g1f3", "g8f6"]
        while True:
            try:
                gid, white, black = await game(port, 0)
            except (ValueError, KeyError, IndexError):
                return
            acked[gid] = 0
            for i, mv in enumerate(cycle):
                key = white if i % 2 == 0 else black
                status, _, _ = await request(port, "POST", f"/api/games/{gid}/move?token={key}",
                                             {"move": mv}, source=f"127.0.2.{n + 1}", timeout=3)
                if status != 200:
                    return
                acked[gid] = i + 1

    tasks = [asyncio.create_task(player(n)) for n in range(20)]
    await asyncio.sleep(3 + random.random() * 2)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    await asyncio.gather(*tasks)
    proc = start(database, port, "--rate-limit", "0")
    lost = 0
    for gid, n in acked.items():
        _, body, _ = await request(port, "GET", f"/api/games/{gid}")
        ply = json.loads(body).get("ply", -1) if body else -1
        lost += max(0, n - ply)
    proc.terminate()
    proc.wait()
    total = sum(acked.values())
    report(f"kill -9 under load ({label})", lost == 0 and total > 0,
           f"{total} acknowledged moves in {len(acked)} games, {lost} lost")


async def main():
    tmp = tempfile.mkdtemp(prefix="rukh-soak-")
    port = free_port()
    proc = start(f"sqlite://{tmp}/flood.db", port)
    try:
        await connection_flood(port)
        await socket_flood(port)
        await slow_body_flood(port)
        await reconnect_flood(port)
    finally:
        proc.terminate()
        proc.wait()
    await kill_under_load(f"sqlite://{tmp}/kill.db", "SQLite")
    if PG:
        await kill_under_load(PG, "PostgreSQL")
    else:
        print("| kill -9 under load (PostgreSQL)              | skipped  | set RUKH_TEST_POSTGRES |")


print("| what                                         | result   | figures |")
print("|---|---|---|")
asyncio.run(main())
sys.exit(0 if all(HELD) else 1)
