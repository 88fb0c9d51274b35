"""A seat's legal moves listed once a position (``domain.legal.LegalLists``, docs/architecture.md
§38): the list the seat's frames carry is the rules' list at the match's version, the decision of
the seat's move at that position reads that very list, and a takeback's position (an earlier one,
at a new version) is listed anew."""

from __future__ import annotations

import uuid
from random import Random
from typing import Any

import pytest

from igroteka.domain.bots import choose
from igroteka.domain.legal import LegalLists
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.matches import MatchService
from igroteka.domain.takeback import Revelations
from igroteka.projections.choices import legal_now, takeback_open
from igroteka.projections.views import Checkpoints


class Reads(LegalLists):
    """``LegalLists`` that notes each list a decision read."""

    def __init__(self) -> None:
        super().__init__()
        self.read: list[list[Any] | None] = []

    def get(self, match: Any, seat: int) -> list[Any] | None:
        listed = super().get(match, seat)
        self.read.append(listed)
        return listed


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
@pytest.mark.parametrize("game", ["pobeda", "zavody"])
def test_the_frames_list_is_the_one_the_move_reads_and_a_takeback_lists_anew(service: MatchService, game: str) -> None:
    service.legal = lists = Reads()
    lifecycle = Lifecycle(service)
    rng = Random(game)
    match, _ = service.create(game, {}, 2, {})
    tokens = [service.claim(match.id, None, f"игрок {n + 1}")[2] for n in range(2)]
    taken_back = 0
    for _ in range(60):
        match = service.get(match.id)
        if match.status != "running":
            break
        seat = rng.choice(sorted(match.to_act))
        listed = legal_now(match, seat, lists)  # as the seat's frame lists them
        assert listed == match.rules.legal_moves(match.state, seat)
        assert legal_now(match, seat, lists) is listed  # listed once a position
        move = choose(match.rules, match.state, seat, "random", rng)
        version = service.move(match.id, tokens[seat], str(uuid.uuid4()), move, None).version
        assert lists.read[-1] is listed
        match = service.get(match.id)
        if match.status == "running" and takeback_open(match, seat, Checkpoints(), Revelations()):
            lifecycle.request_takeback(match.id, tokens[seat])
            lifecycle.consent_takeback(match.id, tokens[1 - seat])
            match = service.get(match.id)
            assert match.undone and version in match.undone
            assert lists.get(match, seat) is None  # the position of before the move, at a new version
            assert legal_now(match, seat, lists) == match.rules.legal_moves(match.state, seat)
            taken_back += 1
    assert game == "pobeda" or taken_back  # every move of «Победа!» draws a card (PB-21.1)
