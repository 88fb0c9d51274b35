"""What the match service keeps by (match, version) for a move leaves the cycle collector nothing
new to track but the standing's own entry: the keys are ints (``entries.slot``), a standing's seats to
act are one frozenset of each value and its holders those of the standing before when a move left
them as they were, and each standing still says exactly how the match stood (docs/architecture.md §40)."""

from __future__ import annotations

import gc
import uuid
from pathlib import Path
from random import Random

from igroteka.domain.bots import choose
from igroteka.domain.entries import slot
from igroteka.domain.matches import MatchService
from igroteka.domain.standing import Standing
from igroteka.server.store import store_env


def test_a_moves_standing_shares_its_seats_to_act_and_holders_and_is_exact(tmp_path: Path) -> None:
    service = MatchService(store_env(None, str(tmp_path / "standings.sqlite")), snapshot_every=0)
    try:
        created, _ = service.create("pobeda", {}, 2, {})
        tokens = [service.claim(created.id, None, f"игрок {n + 1}")[2] for n in range(2)]
        rng = Random(49)
        kept: list[Standing] = []
        for _ in range(40):
            match = service.get(created.id)
            if match.status != "running":
                break
            seat = rng.choice(sorted(match.to_act))
            move = choose(match.rules, match.state, seat, "random", rng)
            service.move(created.id, tokens[seat], str(uuid.uuid4()), move, None)
            match = service.get(created.id)
            standing = service.repository.standings.get(created.id, match.version)
            assert standing is not None
            assert (standing.version, standing.to_act, standing.holders, standing.entry) == (
                match.version,
                match.to_act,
                tuple(match.holders),
                match.log[-1],
            )
            kept.append(standing)
    finally:
        service.close()
    assert len(kept) > 10
    assert len({id(s.holders) for s in kept}) == 1  # no move changed a seat's holder
    assert len({id(s.to_act) for s in kept}) == len({s.to_act for s in kept})  # one set of each value
    assert not any(gc.is_tracked(key) for key in (slot(created.id, 1), slot(created.id, 2**40)))


def test_slots_of_different_matches_and_versions_differ() -> None:
    ids = [uuid.uuid4() for _ in range(20)] + [uuid.UUID(int=0), uuid.UUID(int=1), uuid.UUID(int=2**128 - 1)]
    slots = {slot(match_id, version) for match_id in ids for version in (0, 1, 2, 1000, 2**63)}
    assert len(slots) == len(ids) * 5
