"""Bytes a stream sends per move: one all-bot match of each game, watched by a spectator and by the
first seat's view of the feed, against a running server (issue 11: frames carry the viewer's view).

    python bench/frames.py --url http://127.0.0.1:8000 [--games pobeda zavody]

Prints, per game, the moves (versions) of the match, the frames and bytes a spectator received and
the bytes per move, split into the events and the view the frames carry.
"""

from __future__ import annotations

import argparse
import asyncio
import json

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


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--games", nargs="*", default=list(SEATS))
    args = parser.parse_args()
    for game in args.games:
        print(json.dumps({"game": game, **await watch(args.url, game)}), flush=True)


if __name__ == "__main__":
    asyncio.run(main())
