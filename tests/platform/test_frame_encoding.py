"""What a frame shares with the other frames of its position (``Frames``' parts: the envelope, the
seats' names, the game's ``shared_view`` carried from the position before, a table some viewers are
sent as JSON encoded once): every frame is, byte for byte, ``msgspec.json.encode`` of the whole
message made afresh from the match alone, over random play of every game to its end, every viewer
(each seat, a spectator, an auditor once it is over), both languages, presence changing on the way
(docs/architecture.md §39)."""

from __future__ import annotations

import tempfile
import uuid
from random import Random

import msgspec
import pytest

from igroteka.domain.bots import choose
from igroteka.domain.engine import Auditor, Seat, Spectator, Viewer
from igroteka.domain.match import Match
from igroteka.domain.matches import MatchService
from igroteka.projections.feed import feed
from igroteka.projections.presence import PresenceBoard
from igroteka.projections.views import view
from igroteka.projections.words import LANGS, worded, worded_view
from igroteka.server.frames import Frames
from igroteka.server.store import store_env
from igroteka.server.stream import EventsMessage, choices_of, frame

SEATS = {"pobeda": 2, "pyatiletka": 3, "zavody": 2, "den_pobedy": 2, "ecologic": 2}
OPTIONS = {"pyatiletka": {"rounds": 1}, "zavody": {"round_limit": 6}, "den_pobedy": {"deck_size": 20}}
MOVES = 400  # a match's moves at most (each game's short match ends well before)


def afresh(frames: Frames, match: Match, viewer: Viewer, start: int, lang: str) -> bytes:
    """The frame's text as the whole message made from the match alone, nothing kept or shared."""
    message = EventsMessage(
        game=match.game,
        version=match.version,
        events=worded(match, feed(match, viewer, start), viewer, lang),
        view=worded_view(match, view(match, viewer, frames.connected(match.id)), lang),
        choices=choices_of(frames, match, viewer, lang),
    )
    return msgspec.json.encode(message)


@pytest.mark.parametrize("game", sorted(SEATS))
def test_a_frame_made_from_what_its_position_shares_is_the_whole_message_encoded_afresh(game: str) -> None:
    seats, rng = SEATS[game], Random(game)
    board = PresenceBoard()
    with tempfile.TemporaryDirectory(prefix="igroteka-encoding.") as folder:
        service = MatchService(store_env(None, f"{folder}/store.sqlite"))
        try:
            frames = Frames(64, presence=board, revelations=service.repository.revelations)
            created, _ = service.create(game, OPTIONS.get(game, {}), seats, {})
            tokens = [service.claim(created.id, None, f"игрок {n + 1}")[2] for n in range(seats)]
            viewers: list[Viewer] = [*(Seat(n) for n in range(seats)), Spectator()]
            compared = 0
            for _ in range(MOVES):
                match = service.get(created.id)
                if rng.random() < 0.1:
                    board.set(created.id, frozenset(n for n in range(seats) if rng.random() < 0.5))
                shown = [*viewers, Auditor()] if match.status != "running" else viewers
                for viewer in rng.sample(shown, len(shown)):
                    for lang in LANGS:
                        start = max(0, match.version - rng.choice((1, 1, 3)))
                        _, text = frame(frames, match, viewer, start, lang)
                        assert text == afresh(frames, match, viewer, start, lang), (match.version, viewer, lang)
                        compared += 1
                if match.status != "running":
                    break
                seat = rng.choice(sorted(match.to_act))
                move = choose(match.rules, match.state, seat, "random", rng)
                service.move(created.id, tokens[seat], str(uuid.UUID(int=match.version)), move, None)
        finally:
            service.close()
    assert match.status == "finished", f"{game}: the match did not end in {MOVES} moves"
    assert compared > 15 * len(LANGS) * len(viewers)
