"""The frames' bytes stay as they were: seeded matches of every game (two people a seat, takebacks
asked, consented and declined where a move reveals nothing) played in process, and after every
command each seat's and a spectator's frame in both languages, from the version it saw last
and from the start, digested and compared version by version with ``frame_recording.json``.

The recording was made from the code before the frames and the outbox were made cheaper (issue
41), so any change to a frame's bytes (a field, an order, a word, a choice, a flag) fails here at
the first command it shows. A change meant to alter frames records them again:
``.venv/bin/python -m tests.api.test_frame_recording`` rewrites the file.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
import uuid
from pathlib import Path
from random import Random
from types import SimpleNamespace

import pytest

from igroteka.domain import matches
from igroteka.domain.bots import choose
from igroteka.domain.engine import Seat, Spectator, Viewer
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.matches import MatchService
from igroteka.server.frames import Frames
from igroteka.server.store import store_env
from igroteka.server.stream import frame

RECORDING = Path(__file__).with_name("frame_recording.json")
OPTIONS = {"pobeda": {}, "pyatiletka": {}, "zavody": {}, "den_pobedy": {"deck_building": False}, "ecologic": {}}
SEATS = {"pobeda": 2, "pyatiletka": 3, "zavody": 3, "den_pobedy": 2, "ecologic": 3}
MOVES = 60  # a match's moves at most
LANGS = ("ru", "en")


def digests(game: str, store: Path) -> list[str]:
    """One digest a command of the game's seeded match (its secret, the decisions' generators'
    seed, drawn from a seeded generator): of every viewer's frames after it."""
    secrets = Random(f"secret of {game}")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(matches, "secrets", SimpleNamespace(token_hex=lambda n: secrets.randbytes(n).hex()))
        service = MatchService(store_env(None, str(store)), new_id=lambda: uuid.UUID(int=1))
        try:
            return played(service, game)
        finally:
            service.close()


def played(service: MatchService, game: str) -> list[str]:
    lifecycle = Lifecycle(service)
    frames = Frames(4096, revelations=service.repository.revelations, legal=service.legal)
    rng = Random(game)
    seats = SEATS[game]
    match, _ = service.create(game, OPTIONS[game], seats, {})
    tokens = [service.claim(match.id, None, f"игрок {n + 1}")[2] for n in range(seats)]
    viewers: list[Viewer] = [*(Seat(n) for n in range(seats)), Spectator()]
    seen = {(viewer, lang): 0 for viewer in viewers for lang in LANGS}
    out: list[str] = []

    def record() -> None:
        match = service.get(match_id)
        digest = hashlib.sha256()
        for (viewer, lang), start in seen.items():
            for since in (start, 0):
                version, text = frame(frames, match, viewer, since, lang)
                digest.update(b"%d:" % version + text + b"\n")
            seen[(viewer, lang)] = match.version
        out.append(digest.hexdigest()[:16])

    match_id = match.id
    record()
    for _ in range(MOVES):
        match = service.get(match_id)
        if match.status != "running":
            break
        seat = rng.choice(sorted(match.to_act))
        move = choose(match.rules, match.state, seat, "random", rng)
        version = service.move(match_id, tokens[seat], str(uuid.UUID(int=match.version)), move, None).version
        record()
        if service.repository.revelations.get(match_id, version) is False and rng.random() < 0.4:
            lifecycle.request_takeback(match_id, tokens[seat])
            record()
            other = next(n for n in range(seats) if n != seat)
            if rng.random() < 0.3:
                lifecycle.decline_takeback(match_id, tokens[other])
                record()
                continue
            for other in range(seats):
                if other != seat:
                    lifecycle.consent_takeback(match_id, tokens[other])
                    record()
    return out


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_frames_are_byte_for_byte_the_recorded_ones(tmp_path: Path, game: str) -> None:
    recorded = json.loads(RECORDING.read_text())[game]
    now = digests(game, tmp_path / "store.sqlite")
    first = next((n for n, (a, b) in enumerate(zip(now, recorded, strict=False)) if a != b), None)
    assert first is None, f"the frames after command {first} differ from the recording"
    assert len(now) == len(recorded) > 20


def main() -> None:
    """Record the frames again (after a change meant to alter them)."""
    with tempfile.TemporaryDirectory() as folder:
        recording = {game: digests(game, Path(folder) / f"{game}.sqlite") for game in sorted(OPTIONS)}
    RECORDING.write_text(json.dumps(recording, indent=1) + "\n")


if __name__ == "__main__":
    main()
