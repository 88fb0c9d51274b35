"""Bytes a stream sends per move: one all-bot match of each game, watched by a spectator and by the
first seat's view of the feed, against a running server (issue 11: frames carry the viewer's view).

    python bench/frames.py --url http://127.0.0.1:8000 [--games pobeda zavody]

Prints, per game, the moves (versions) of the match, the frames and bytes a spectator received and
the bytes per move, split into the events and the view the frames carry.

    python bench/frames.py --cpu [--games pobeda] [--matches 5]

No server: plays all-bot matches of each game in this process (a throwaway SQLite store) and, after
every commit, builds the stream frames the server would, one per kind of viewer (each seat and the
spectators): CPU microseconds a move, median over the matches (issue 13).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx
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
    args = parser.parse_args()
    for game in args.games:
        result = frame_cpu(game, args.matches) if args.cpu else await watch(args.url, game)
        print(json.dumps({"game": game, **result}), flush=True)


if __name__ == "__main__":
    asyncio.run(main())
