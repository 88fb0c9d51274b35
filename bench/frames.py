"""Bytes a stream sends per move: one all-bot match of each game, watched by a spectator and by the
first seat's view of the feed, against a running server (issue 11: frames carry the viewer's view).

    python bench/frames.py --url http://127.0.0.1:8000 [--games pobeda zavody]

Prints, per game, the moves (versions) of the match, the frames and bytes a spectator received and
the bytes per move, split into the events and the view the frames carry.

    python bench/frames.py --cpu [--games pobeda] [--matches 5] [--people]

No server: plays all-bot matches of each game in this process (a throwaway SQLite store) and, after
every commit, builds the stream frames the server would, one per kind of viewer (each seat and the
spectators): CPU microseconds a move, median over the matches (issue 13). With ``--people``, people
hold the seats and play random legal moves (seeded), as ``bench/load.py``'s do, so a seat's frames
carry its choices (a bot's carry none), and the CPU a move of each part of the frames is printed
too (``parts``: the seat's choices, the view, the sentences, the feed, the encoding).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import httpx
import msgspec
from websockets.asyncio.client import connect

SEATS = {"pobeda": 2, "pyatiletka": 3, "zavody": 2, "den_pobedy": 2, "ecologic": 2}
OPTIONS = {"zavody": {"round_limit": 6}, "pyatiletka": {"rounds": 3}}


async def watch(url: str, game: str) -> dict[str, float]:
    seats = SEATS[game]
    async with httpx.AsyncClient(base_url=url, timeout=30) as http:
        body = {"game": game, "seats": seats, "options": OPTIONS.get(game, {}), "bots": list(range(seats))}
        created = (await http.post("/api/v1/matches", json=body)).json()
    frames = total = view_bytes = 0
    ws_url = url.replace("http", "ws", 1) + f"/api/v1/matches/{created['id']}/stream?after=0"
    async with connect(ws_url, proxy=None, max_size=2**24, max_queue=None) as ws:
        while True:
            text = await asyncio.wait_for(ws.recv(), 120)
            message = json.loads(text)
            frames += 1
            total += len(text.encode())
            view_bytes += len(json.dumps(message.get("view"), ensure_ascii=False, separators=(",", ":")).encode())
            if message.get("view", {}).get("match", {}).get("status") == "finished":
                version = message["version"]
                break
    return {
        "versions": version,
        "frames": frames,
        "bytes": total,
        "bytes_per_version": round(total / version),
        "view_share": round(view_bytes / total, 2),
    }


PARTS = {"choices_of": "choices", "worded": "sentences", "feed": "feed"}  # stream's names of a frame's parts


class Parts:
    """The calling thread's CPU nanoseconds in each of ``server.stream``'s parts of a frame,
    counted by wrapping the names ``frame`` calls them by, less what the wrapping itself is
    counted a call (``clock``: reading the thread's CPU clock is a system call, 1–2 µs on this
    machine, so a part called more often would otherwise look dearer)."""

    def __init__(self) -> None:
        from igroteka.server import stream
        from igroteka.server.frames import Frames

        self.spent: dict[str, int] = {"nothing": 0}
        self.calls: dict[str, int] = {"nothing": 0}
        nothing = self.timed("nothing", lambda: None)
        for _ in range(20_000):
            nothing()
        self.clock = self.spent.pop("nothing") / self.calls.pop("nothing")
        self.spent = dict.fromkeys([*PARTS.values(), "view", "encode"], 0)
        self.calls = dict.fromkeys(self.spent, 0)
        for name, part in PARTS.items():
            setattr(stream, name, self.timed(part, getattr(stream, name)))
        Frames.view = self.timed("view", Frames.view)  # type: ignore[method-assign]
        stream.msgspec = SimpleNamespace(  # the module's msgspec, its JSON encoding timed
            **{name: getattr(msgspec, name) for name in ("Struct", "structs", "ValidationError", "DecodeError")},
            json=SimpleNamespace(encode=self.timed("encode", msgspec.json.encode), decode=msgspec.json.decode),
        )

    def timed(self, part: str, fn: Any) -> Any:
        def counted(*args: Any, **kwargs: Any) -> Any:
            began = time.thread_time_ns()
            try:
                return fn(*args, **kwargs)
            finally:
                self.spent[part] += time.thread_time_ns() - began
                self.calls[part] += 1

        return counted


def people_frame_cpu(game: str, matches: int) -> dict[str, Any]:
    """CPU µs a move of one commit's frames, people at every seat playing random legal moves
    (seeded; the matches' secrets too), each part's share summed over the matches."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from random import Random

    from igroteka.domain import matches as service_module
    from igroteka.domain.bots import choose
    from igroteka.domain.engine import Seat, Spectator
    from igroteka.domain.matches import MatchService
    from igroteka.server import stream
    from igroteka.server.frames import Frames
    from igroteka.server.store import store_env

    parts = Parts()
    secrets = Random(f"secrets of {game}")
    service_module.secrets = SimpleNamespace(token_hex=lambda n: secrets.randbytes(n).hex())  # type: ignore[assignment]
    seats = SEATS[game]
    viewers = [Seat(n) for n in range(seats)] + [Spectator()]
    ids = itertools.count(1)
    per_match, moves = [], 0
    with tempfile.TemporaryDirectory(prefix="igroteka-frames.") as folder:
        service = MatchService(store_env(None, f"{folder}/frames.sqlite"), new_id=lambda: uuid.UUID(int=next(ids)))
        frames = Frames(4096, revelations=service.repository.revelations, legal=service.legal)
        for n in range(matches):
            created, _ = service.create(game, OPTIONS.get(game, {}), seats, {})
            tokens = [service.claim(created.id, None, f"игрок {seat + 1}")[2] for seat in range(seats)]
            rng = Random(n)
            spent, played = 0, 0
            while (match := service.get(created.id)).status == "running":
                seat = rng.choice(sorted(match.to_act))
                move = choose(match.rules, match.state, seat, "random", rng)
                service.move(created.id, tokens[seat], str(uuid.UUID(int=match.version)), move, None)
                match = service.get(created.id)
                began = time.thread_time_ns()
                for viewer in viewers:
                    stream.frame(frames, match, viewer, match.version - 1, "en")
                spent += time.thread_time_ns() - began
                played += 1
            per_match.append(spent / played / 1000)
            moves += played
        service.close()
    return {
        "matches": matches,
        "moves": moves,
        "viewers": len(viewers),
        "us_per_move": round(statistics.median(per_match)),
        "parts": {
            part: round((ns - parts.calls[part] * parts.clock) / moves / 1000) for part, ns in parts.spent.items()
        },
        "clock_ns": round(parts.clock),
    }


def frame_cpu(game: str, matches: int) -> dict[str, float]:
    """CPU µs a move of one commit's frames (every seat and the spectators), over ``matches`` all-bot
    matches played in this process."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from igroteka.domain.engine import Seat, Spectator
    from igroteka.domain.matches import MatchService
    from igroteka.server.frames import Frames
    from igroteka.server.store import store_env
    from igroteka.server.stream import frame

    seats = SEATS[game]
    viewers = [Seat(n) for n in range(seats)] + [Spectator()]
    per_match, moves = [], 0
    with tempfile.TemporaryDirectory(prefix="igroteka-frames.") as folder:
        service = MatchService(store_env(None, f"{folder}/frames.sqlite"))
        frames = Frames(4096)
        for _ in range(matches):
            created, _ = service.create(game, OPTIONS.get(game, {}), seats, dict.fromkeys(range(seats)))
            spent, played = 0.0, 0
            while service.bot_move(created.id) is not None:
                match = service.get(created.id)
                began = time.process_time()
                for viewer in viewers:
                    frame(frames, match, viewer, match.version - 1, "en")
                spent += time.process_time() - began
                played += 1
            per_match.append(spent / played * 1e6)
            moves += played
        service.close()
    return {
        "matches": matches,
        "moves": moves,
        "viewers": len(viewers),
        "us_per_move": round(statistics.median(per_match)),
    }


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--games", nargs="*", default=list(SEATS))
    parser.add_argument("--cpu", action="store_true", help="CPU of the frames per move, in this process")
    parser.add_argument("--matches", type=int, default=5, help="with --cpu: all-bot matches per game")
    parser.add_argument("--people", action="store_true", help="with --cpu: people at the seats, and the parts")
    args = parser.parse_args()
    if args.people and len(args.games) > 1:
        parser.error("--people times one game a run (its parts are counted in the stream module)")
    for game in args.games:
        if args.cpu:
            result = people_frame_cpu(game, args.matches) if args.people else frame_cpu(game, args.matches)
        else:
            result = await watch(args.url, game)
        print(json.dumps({"game": game, **result}), flush=True)


if __name__ == "__main__":
    asyncio.run(main())
