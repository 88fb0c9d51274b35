"""Bytes and CPU a move of a stream's frames, whole, as RFC 6902 patches (``frames=patch``) and
deflated (``deflate=true``, permessage-deflate as the server sets it up), over one recorded match of
each game (issue 41). No server: each game's match is played in this process (a throwaway SQLite
store), two people (three in «Ударная пятилетка») choosing random legal moves with a seeded
generator; after every move each viewer's frame (each seat's, with its choices, and a spectator's)
is built as the server builds it, then sent three ways:

- whole: the ``events`` message as is;
- patch: as a ``patch`` message against the viewer's previous one (``server.stream``'s own code);
- deflate: the whole message through a permessage-deflate compressor with context takeover, 4 KB
  window and memLevel 5, as websockets compresses for the server (one compressor a viewer).

Bytes a move are the payloads of every viewer's message (frame headers left out), ÷ moves; CPU a
move is this process's CPU time for the step named (building the frames once, then each way of
sending them), ÷ moves.

    python bench/wire.py [--games pobeda zavody] [--seed 1] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
import zlib
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import msgspec

from igroteka.domain.engine import MoveForm, Seat, Spectator, Viewer, concrete
from igroteka.domain.matches import MatchService
from igroteka.projections.choices import legal_now
from igroteka.server.frames import Frames
from igroteka.server.store import store_env
from igroteka.server.stream import frame
from igroteka.server.stream import patched as patched_message

SEATS = {"pobeda": 2, "pyatiletka": 3, "zavody": 2, "den_pobedy": 2, "ecologic": 2}
OPTIONS: dict[str, dict[str, Any]] = {"zavody": {"round_limit": 6}, "pyatiletka": {"rounds": 3}}
MOVES = 2000  # a bound on a match's moves


def record(game: str, seed: int) -> list[list[bytes]]:
    """One match of ``game`` played with random legal moves: after each move, every viewer's
    ``events`` message (each seat's, then a spectator's)."""
    rng = random.Random(seed)
    seats = SEATS[game]
    viewers: list[Viewer] = [*(Seat(n) for n in range(seats)), Spectator()]
    frames_of: list[list[bytes]] = []
    with tempfile.TemporaryDirectory(prefix="igroteka-wire.") as folder:
        service = MatchService(store_env(None, f"{folder}/wire.sqlite"))
        frames = Frames(4096)
        created, _ = service.create(game, OPTIONS.get(game, {}), seats, {})
        tokens = [service.claim(created.id, n, f"p{n}")[2] for n in range(seats)]
        for _ in range(MOVES):
            match = service.get(created.id)
            if match.status != "running":
                break
            seat = rng.choice(sorted(match.to_act))
            legal = legal_now(match, seat, service.legal)
            move = concrete(match.rules, msgspec.convert(rng.choice(legal), match.rules.Move | MoveForm), rng)
            played = service.move(created.id, tokens[seat], str(rng.getrandbits(64)), move, None)
            match = service.get(created.id)
            frames_of.append([frame(frames, match, viewer, played.version - 1, "en")[1] for viewer in viewers])
        service.close()
    return frames_of


def patched(frames_of: list[list[bytes]]) -> list[list[bytes]]:
    """Each viewer's messages as a ``frames=patch`` stream sends them (the first whole)."""
    out: list[list[bytes]] = []
    bases: list[dict[str, Any] | None] = [None] * len(frames_of[0])
    for texts in frames_of:
        row = []
        for n, text in enumerate(texts):
            bases[n], sent = patched_message(bases[n], text)
            row.append(sent)
        out.append(row)
    return out


def deflated(frames_of: list[list[bytes]]) -> list[list[bytes]]:
    """Each viewer's whole messages through its own permessage-deflate compressor (RFC 7692:
    context takeover, a sync flush a message, its 4-byte tail dropped)."""
    compressors = [zlib.compressobj(wbits=-12, memLevel=5) for _ in frames_of[0]]
    return [
        [c.compress(text) + c.flush(zlib.Z_SYNC_FLUSH)[:-4] for c, text in zip(compressors, texts, strict=True)]
        for texts in frames_of
    ]


def timed(step: Any, *args: Any) -> tuple[Any, float]:
    began = time.process_time()
    result = step(*args)
    return result, time.process_time() - began


def measure(game: str, seed: int) -> dict[str, Any]:
    frames_of, built = timed(record, game, seed)
    moves = len(frames_of)
    patches, patching = timed(patched, frames_of)
    compressed, deflating = timed(deflated, frames_of)

    def per_move(rows: list[list[bytes]]) -> float:
        return round(sum(len(text) for row in rows for text in row) / moves)

    return {
        "game": game,
        "moves": moves,
        "viewers": len(frames_of[0]),
        "whole_bytes": per_move(frames_of),
        "patch_bytes": per_move(patches),
        "deflate_bytes": per_move(compressed),
        "play_and_frames_ms": round(built / moves * 1000, 3),
        "patch_ms": round(patching / moves * 1000, 3),
        "deflate_ms": round(deflating / moves * 1000, 3),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="*", default=list(SEATS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", help="write the results here")
    args = parser.parse_args()
    results = []
    print(
        "| game | moves | viewers | whole B/move | patch B/move | deflate B/move | play+frames ms/move | patch ms/move | deflate ms/move |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for game in args.games:
        r = measure(game, args.seed)
        results.append(r)
        print(
            f"| {game} | {r['moves']} | {r['viewers']} | {r['whole_bytes']} | {r['patch_bytes']} | {r['deflate_bytes']} "
            f"| {r['play_and_frames_ms']} | {r['patch_ms']} | {r['deflate_ms']} |",
            flush=True,
        )
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"results": results}, out, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
