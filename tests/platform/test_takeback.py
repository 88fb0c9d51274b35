"""Which moves can be taken back (issue 14): ``domain.takeback.reveals`` on every move of random
matches of each game, checked against the game's RULES.md Decision (its moves that always, and
that never, qualify), and the recording generator it judges chance by."""

from __future__ import annotations

import uuid
from collections import Counter
from functools import cache
from random import Random
from typing import Any

import msgspec
import pytest

from igroteka.domain.bots import choose
from igroteka.domain.engine import Seat, clone, decision_rng, encode_state, fold
from igroteka.domain.entries import facts_upto
from igroteka.domain.games import GAMES
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.matches import MatchService
from igroteka.domain.takeback import RecordingRandom, Takeback, reveals, takeback_at
from igroteka.projections.views import Checkpoints, view_at

OPTIONS = {"pobeda": {}, "pyatiletka": {}, "zavody": {}, "den_pobedy": {"deck_building": False}, "ecologic": {}}
SEATS = {"pobeda": (2, 3), "pyatiletka": (2, 3, 4), "zavody": (2, 3, 4), "den_pobedy": (2,), "ecologic": (2, 3, 4)}
SEEDS = range(12)


@cache
def survey(game: str) -> dict[str, Counter[bool]]:
    """For each move type of random matches (two to four seats), how often it revealed something."""
    rules = GAMES[game]
    options = msgspec.convert(OPTIONS[game], rules.Options)
    seen: dict[str, Counter[bool]] = {}
    for seed in SEEDS:
        seats = SEATS[game][seed % len(SEATS[game])]
        secret = f"survey-{seed}"
        state = fold(rules, rules.setup(options, seats, decision_rng(secret, 0)))
        rng = Random(seed)
        version = 3
        while rules.outcome(state) is None and version < 5000:
            seat = rng.choice(sorted(rules.to_act(state)))
            move = choose(rules, state, seat, "random", rng)
            facts = rules.decide(state, seat, move, decision_rng(secret, version))
            revealed = reveals(rules, state, seat, move, facts, decision_rng(secret, version), seats)
            seen.setdefault(type(move).__name__, Counter())[revealed] += 1
            state = fold(rules, facts, state)
            version += 1
    return seen


def check(game: str, always: set[str], never: set[str]) -> None:
    seen = survey(game)
    for kind in always:
        assert seen[kind][True] == 0 < seen[kind][False], f"{kind}: {seen[kind]}"
    for kind in never:
        assert seen[kind][False] == 0 < seen[kind][True], f"{kind}: {seen[kind]}"


def test_pb_21_1_no_move_of_pobeda_can_be_taken_back() -> None:
    check("pobeda", set(), {"PlayEvent", "PlayPlusOne", "PlayMinusOne", "PlayReplace", "DiscardDeadCard"})
    assert all(not counts[False] for counts in survey("pobeda").values())


def test_py_21_1_pyatiletka_takes_back_moves_in_the_open_and_never_those_that_draw() -> None:
    always = {"TakeCharacter", "GivePlan", "SkipAbility", "TakeChairman", "Salvage", "HireFromRow", "PlayFromRow"}
    always |= {"AwardOrder", "ExtraAction"}
    never = {"KeepPlan", "TakePlanFromDeck", "TakePlanFromRow", "DrawFromDeck", "DiscardAndDraw", "RenewPlan"}
    check("pyatiletka", always, never | {"StudyPlans", "PrecisionComplete"})
    seen = survey("pyatiletka")
    for sometimes in ("PlayCharacter", "DiscardForOrder", "EndTurn", "PlaceOrder", "DeclineOrder"):
        assert seen[sometimes][True] and seen[sometimes][False], sometimes


def test_zv_21_1_zavody_takes_back_optimisation_never_the_hidden_placement() -> None:
    check(
        "zavody",
        {"RotateTile", "MoveTile", "SwapTiles", "CubeBack", "EndOptimisation"},
        {"CommitPlacement", "BuyTile"},
    )
    seen = survey("zavody")
    for sometimes in ("MoveCube", "EndCubeMoves"):
        assert seen[sometimes][True] and seen[sometimes][False], sometimes


def test_dp_21_1_den_pobedy_takes_back_fight_steps_never_a_card_from_the_hand() -> None:
    check(
        "den_pobedy",
        {"EndPhase", "Block", "Strike", "Support", "Pass"},
        {"PlayResource", "Build", "PlayTactic", "Redeal"},
    )
    seen = survey("den_pobedy")
    for sometimes in ("Attack", "EndTurn"):
        assert seen[sometimes][True] and seen[sometimes][False], sometimes


def test_el_21_1_ecologic_takes_back_most_moves_but_not_those_that_turn_up_a_card() -> None:
    check(
        "ecologic",
        {"OpenBuilding", "OpenInitiative", "Raise", "RemoveBuilding", "RemoveInitiative", "Transfer"},
        set(),
    )
    seen = survey("ecologic")
    for sometimes in ("Pass", "Keep", "PlaceBuilding"):
        assert seen[sometimes][True] and seen[sometimes][False], sometimes


def test_the_recording_generator_draws_what_the_decision_generator_draws() -> None:
    plain, recording = decision_rng("s", 7), RecordingRandom()
    recording.setstate(decision_rng("s", 7).getstate())
    assert not recording.used
    deck = list(range(40))
    shuffled = deck[:]
    plain.shuffle(deck)
    recording.shuffle(shuffled)
    assert deck == shuffled and recording.used
    assert plain.random() == recording.random() and plain.randint(1, 6) == recording.randint(1, 6)


@pytest.mark.parametrize("draw", ["random", "choice", "randint", "shuffle", "sample", "uniform"])
def test_every_way_of_drawing_is_recorded(draw: str) -> None:
    rng = RecordingRandom(1)
    args = {"choice": ([1, 2],), "randint": (1, 6), "shuffle": ([1, 2, 3],), "sample": ([1, 2, 3], 2)}
    getattr(rng, draw)(*args.get(draw, (0, 1) if draw == "uniform" else ()))
    assert rng.used


OPEN = {"EndPhase", "Block", "Strike", "Support", "Pass"}  # «День Победы» moves that always qualify (DP-21.1)


def open_pair(rules: Any, state: Any) -> list[tuple[int, Any]] | None:
    """Two moves in a row that always qualify, from a single seat to act then the next: (seat, move)."""
    pair: list[tuple[int, Any]] = []
    for _ in range(2):
        if len(rules.to_act(state)) != 1:
            return None
        (seat,) = rules.to_act(state)
        move = next((m for m in rules.legal_moves(state, seat) if type(m).__name__ in OPEN), None)
        if move is None:
            return None
        pair.append((seat, move))
        state = fold(rules, rules.decide(state, seat, move, Random(0)), clone(rules, state))
    return pair


def test_moves_are_taken_back_one_after_another_and_each_past_version_keeps_its_state(service: MatchService) -> None:
    """Two moves in a row are taken back, the latest first: the match is as before both, every
    version in between replays as it was, and the match read again from the store agrees."""
    lifecycle = Lifecycle(service)
    rng = Random(3)
    pair = None
    for _ in range(20):  # a match's deal is its own (a random secret): one may end before such a pair
        match, _ = service.create("den_pobedy", {"deck_building": False}, 2, {})
        tokens = [service.claim(match.id, None, f"игрок {n}")[2] for n in range(2)]
        while match.to_act and (pair := open_pair(match.rules, match.state)) is None:
            seat = rng.choice(sorted(match.to_act))
            move = rng.choice(match.rules.legal_moves(match.state, seat))
            service.move(match.id, tokens[seat], str(uuid.uuid4()), move, None)
            match = service.get(match.id)
        if pair is not None:
            break
    assert pair is not None, "no match of 20 reached two open moves in a row"
    states = {match.version: encode_state(match.state)}
    for seat, move in pair:
        version = service.move(match.id, tokens[seat], str(uuid.uuid4()), move, None).version
        states[version] = encode_state(service.get(match.id).state)
    for played, (seat, _) in zip(sorted(states)[:0:-1], reversed(pair), strict=True):
        asked = lifecycle.request_takeback(match.id, tokens[seat])
        assert takeback_at(asked) == Takeback(seat, played, [1 - seat], [])
        lifecycle.consent_takeback(match.id, tokens[1 - seat])
    match = service.get(match.id)
    before = min(states)
    assert encode_state(match.state) == states[before] and match.to_act == {pair[0][0]}
    for version, state in states.items():
        assert encode_state(fold(match.rules, facts_upto(match, version))) == state
    checkpoints = Checkpoints()
    now, then = (view_at(match, Seat(0), version, checkpoints).table for version in (match.version, before))
    assert now == then
    service.repository.forget(match.id)  # rebuilt from the stored events
    assert encode_state(service.get(match.id).state) == states[before]
