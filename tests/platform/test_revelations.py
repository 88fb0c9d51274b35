"""Whether a move revealed anything, as a seat's frames ask it (``projections.choices.takeback_open``):
kept from the move's decision (``domain.match.decide_move``, by ``domain.repository`` once
committed) or judged again and kept when not decided here, it is the answer
``domain.lifecycle.revealing`` folds from the log, for every move of random matches of every game,
takebacks among them, on the match as played and on the match loaded cold."""

from __future__ import annotations

import time
import uuid
from random import Random

import pytest

from igroteka.domain.bots import choose
from igroteka.domain.engine import decision_rng, drawn
from igroteka.domain.entries import MOVED
from igroteka.domain.lifecycle import Lifecycle, revealing
from igroteka.domain.matches import MatchService
from igroteka.domain.takeback import Revelations
from igroteka.projections.choices import takeback_open
from igroteka.projections.views import Checkpoints

OPTIONS = {"pobeda": {}, "pyatiletka": {}, "zavody": {}, "den_pobedy": {"deck_building": False}, "ecologic": {}}
SEATS = {"pobeda": 2, "pyatiletka": 3, "zavody": 3, "den_pobedy": 2, "ecologic": 3}
MOVES = 120  # a match's moves at most (each match is played to its end or this)
# Each game on one store, the stores in turn (the answer does not depend on the store).
PAIRS = [(game, ("sqlite", "postgres")[n % 2]) for n, game in enumerate(sorted(OPTIONS))]


@pytest.mark.parametrize(("game", "database_url"), PAIRS, indirect=["database_url"])
def test_the_kept_answer_is_the_folded_one_as_played_taken_back_and_loaded_cold(
    service: MatchService, game: str
) -> None:
    lifecycle = Lifecycle(service)
    rng = Random(game)
    kept = service.repository.revelations
    match, _ = service.create(game, OPTIONS[game], SEATS[game], {})
    tokens = [service.claim(match.id, None, f"игрок {n + 1}")[2] for n in range(SEATS[game])]
    answers: dict[int, bool] = {}
    taken_back = 0
    for _ in range(MOVES):
        match = service.get(match.id)
        if match.status != "running":
            break
        seat = rng.choice(sorted(match.to_act))
        move = choose(match.rules, match.state, seat, "random", rng)
        version = service.move(match.id, tokens[seat], str(uuid.uuid4()), move, None).version
        match = service.get(match.id)
        answer = kept.get(match.id, version)
        assert answer is not None, f"move {version} decided here, its answer not kept"
        assert answer == revealing(match, match.log[version - 1], seat), f"move {version}"
        answers[version] = answer
        for n in range(SEATS[game]):  # as the frames ask it: kept, and judged afresh (nothing kept)
            judged = takeback_open(match, n, Checkpoints(), Revelations())
            assert takeback_open(match, n, Checkpoints(), kept) == judged, (version, n)
        if match.status == "running" and not answer and rng.random() < 0.5:
            assert takeback_open(match, seat, Checkpoints(), kept)
            lifecycle.request_takeback(match.id, tokens[seat])
            for other in range(SEATS[game]):
                if other != seat:
                    lifecycle.consent_takeback(match.id, tokens[other])
            assert service.get(match.id).undone == {**(match.undone or {}), version: version + SEATS[game] + 1}
            taken_back += 1
    if game == "pobeda":  # every move of «Победа!» draws a card or reveals (PB-21.1)
        assert set(answers.values()) == {True}
    else:
        assert set(answers.values()) == {True, False} and taken_back, (answers, taken_back)
    service.repository.forget(match.id)
    cold = service.get(match.id)  # read from the store: nothing of its decisions kept on it
    cold_kept = Revelations()
    moves = [entry for entry in cold.log if entry.kind == MOVED]
    assert [entry.version for entry in moves] == sorted(answers)
    for entry in moves:
        assert entry.seat is not None
        assert revealing(cold, entry, entry.seat) == answers[entry.version], entry.version
    for n in range(SEATS[game]):
        assert takeback_open(cold, n, Checkpoints(), cold_kept) == takeback_open(cold, n, Checkpoints(), kept)


def test_an_unseeded_decision_generator_was_not_drawn_on_and_any_draw_seeds_it() -> None:
    for draw in ("random", "getrandbits", "choice", "shuffle", "randint"):
        rng = decision_rng("s", 3)
        assert not drawn(rng)
        args = {"getrandbits": (8,), "choice": ([1, 2],), "shuffle": ([1, 2, 3],), "randint": (1, 6)}
        getattr(rng, draw)(*args.get(draw, ()))
        assert drawn(rng), draw


def test_a_full_store_of_answers_forgets_its_oldest_and_a_put_costs_what_it_did_when_filling() -> None:
    """Every move committed here puts its answer; once the bound is reached each put forgets the
    oldest. Forgetting it must not cost more as the entries turn over (a plain dict, its oldest
    deleted from the front, made each put step over all the slots deleted since it was last
    compacted: ×5–7 a filling put's CPU at the default bound, ×18–19 at this one, which makes the
    difference plain)."""
    kept = Revelations(65_536)
    matches = [uuid.uuid4() for _ in range(8)]

    def puts(first: int, count: int) -> float:
        began = time.thread_time()
        for version in range(first, first + count):
            kept.put(matches[version % 8], version, version % 3 == 0)
        return (time.thread_time() - began) / count

    filling = puts(1, kept.size)
    puts(kept.size + 1, kept.size // 2)  # turned over: half the entries forgotten
    turning = puts(kept.size + kept.size // 2 + 1, kept.size // 4)
    last = kept.size + kept.size // 2 + kept.size // 4
    assert kept.get(matches[last % 8], last) is (last % 3 == 0)
    assert kept.get(matches[(last - kept.size) % 8], last - kept.size) is None  # the oldest forgotten
    assert kept.get(matches[(last - kept.size + 1) % 8], last - kept.size + 1) is not None
    assert len(kept._known) == kept.size
    assert turning < 5 * filling, f"a put costs {turning * 1e6:.1f} µs turning over, {filling * 1e6:.1f} filling"
