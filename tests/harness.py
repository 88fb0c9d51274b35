"""Generic checks every game passes: random legal play, replay, exact legal moves, no leaks.

Game test modules call these with their own options and invariants; nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from typing import Any, get_args, get_type_hints

import msgspec

from igroteka.domain.bots import choose
from igroteka.domain.engine import (
    IllegalMove,
    MoveForm,
    Outcome,
    Rules,
    Seat,
    Spectator,
    Viewer,
    allowed,
    clone,
    concrete,
    decide_and_fold,
    encode_state,
    fold,
    from_builtins,
)

Invariant = Callable[[Any], None]
FORM_SAMPLES = 5  # random members of each listed move form that check_position has decide accept


@dataclass
class Played:
    """A finished random match: every fact in order, the final state and its outcome."""

    facts: list[Any]
    state: Any
    outcome: Outcome
    moves: int
    fact_log: list[tuple[int, list[Any]]] = field(default_factory=list)


def roundtrip(value: Any, type_: Any) -> Any:
    """Encode to JSON and decode back through the game's tagged union."""
    return from_builtins(msgspec.to_builtins(value), type_)


def play_random(
    rules: Rules[Any],
    options: Any,
    seats: int,
    seed: int,
    *,
    invariant: Invariant | None = None,
    max_moves: int = 20_000,
    check_every: int = 0,
) -> Played:
    """Play one match of uniformly random legal moves to its end.

    Every ``check_every`` moves (0: never) it also proves that decide did not mutate the state,
    that every listed move is accepted, that facts and moves survive JSON, and that no view
    shows another viewer's secrets.
    """
    rng = Random(seed)
    facts = list(rules.setup(options, seats, rng))
    state = fold(rules, facts)
    played = Played(facts=facts, state=state, outcome=Outcome([], []), moves=0)
    if invariant:
        invariant(state)
    while (outcome := rules.outcome(state)) is None:
        assert played.moves < max_moves, f"{rules.id}: no end after {max_moves} moves (seed {seed})"
        acting = sorted(rules.to_act(state))
        assert acting, f"{rules.id}: nobody to act in an unfinished match (seed {seed})"
        seat = rng.choice(acting)
        legal = rules.legal_moves(state, seat)
        assert legal, f"{rules.id}: seat {seat} must act but has no legal move (seed {seed})"
        if check_every and played.moves % check_every == 0:
            check_position(rules, state, seats, seat, legal, rng)
        move = concrete(rules, rng.choice(legal), rng)
        new = rules.decide(state, seat, move, rng)
        for fact in new:
            assert roundtrip(fact, rules.Fact) == fact, f"{rules.id}: fact does not survive JSON: {fact!r}"
            state = rules.evolve(state, fact)
        facts.extend(new)
        played.fact_log.append((seat, new))
        played.moves += 1
        if invariant:
            invariant(state)
    played.state = state
    played.outcome = outcome
    assert rules.to_act(state) == frozenset(), f"{rules.id}: seats still to act after the end"
    return played


def check_scoring(rules: Rules[Any], outcome: Outcome) -> None:
    """The outcome carries the game's own scoring, which survives JSON: per seat every category of
    the game once, in the game's order, adding up to the seat's score."""
    scoring = outcome.scoring
    assert isinstance(scoring, rules.Scoring), f"{rules.id}: the outcome's scoring is {scoring!r}"
    assert roundtrip(scoring, rules.Scoring) == scoring, f"{rules.id}: scoring does not survive JSON"
    seats = scoring.seats  # type: ignore[attr-defined]
    assert len(seats) == len(outcome.scores)
    for seat, points in enumerate(seats):
        categories = get_args(get_type_hints(type(points[0]))["category"])
        assert tuple(p.category for p in points) == categories, f"{rules.id}: seat {seat}: {points!r}"
        assert sum(p.points for p in points) == outcome.scores[seat], f"{rules.id}: seat {seat}: {points!r}"


def play_bots(rules: Rules[Any], options: Any, levels: list[str], seed: int, guard: int) -> tuple[Outcome, int]:
    """Play one match of server bots (``levels[n]`` on seat n) to its end: its outcome and move count.

    Every chosen move must be one the rules list as legal. ``guard`` bounds the test, it is no rule:
    a match still running after that many moves fails.
    """
    rng = Random(seed)
    state = fold(rules, list(rules.setup(options, len(levels), rng)))
    moves = 0
    while (outcome := rules.outcome(state)) is None:
        assert moves < guard, f"{rules.id}: no end after {guard} moves (seed {seed})"
        seat = rng.choice(sorted(rules.to_act(state)))
        move = choose(rules, state, seat, levels[seat], rng)
        assert allowed(rules.legal_moves(state, seat), move), f"{rules.id}: {levels[seat]} bot chose {move!r}"
        state = fold(rules, rules.decide(state, seat, move, rng), state)
        moves += 1
    return outcome, moves


def check_position(rules: Rules[Any], state: Any, seats: int, seat: int, legal: list[Any], rng: Random) -> None:
    """decide is pure and accepts every listed move (and samples of every listed form), and the
    state ``decide_and_fold`` gives with the same facts is theirs; views keep every viewer's secrets."""
    before = encode_state(state)
    samples = [concrete(rules, form, rng) for form in legal if isinstance(form, MoveForm) for _ in range(FORM_SAMPLES)]
    for move in [*(m for m in legal if not isinstance(m, MoveForm)), *samples]:
        assert roundtrip(move, rules.Move) == move, f"{rules.id}: move does not survive JSON: {move!r}"
        seed = rng.random()
        try:
            facts = rules.decide(state, seat, move, Random(seed))
        except IllegalMove as error:
            raise AssertionError(f"{rules.id}: listed move {move!r} refused: {error.code}") from error
        assert encode_state(state) == before, f"{rules.id}: decide mutated the state on {move!r}"
        decided, after = decide_and_fold(rules, state, seat, move, Random(seed))
        assert decided == facts, f"{rules.id}: decide_and_fold decided otherwise on {move!r}"
        assert encode_state(after) == encode_state(fold(rules, facts, clone(rules, state))), (
            f"{rules.id}: decide_and_fold's state is not its facts' on {move!r}"
        )
        assert encode_state(state) == before, f"{rules.id}: decide_and_fold mutated the state on {move!r}"
    check_no_leaks(rules, state, seats)


def viewers(seats: int) -> list[Viewer]:
    """Every seat and a spectator."""
    return [*(Seat(n) for n in range(seats)), Spectator()]


def check_no_leaks(rules: Rules[Any], state: Any, seats: int, facts: list[Any] = ()) -> None:
    """Nothing a viewer may not see is in that viewer's view, legal moves or redacted facts; the
    view a frame sends (``wire_view``, made with what every viewer's frame shares) is that view,
    byte for byte."""
    shared = rules.shared_view(state, None)
    for viewer in viewers(seats):
        secrets = rules.secrets(state, viewer)
        shown = msgspec.json.encode(rules.view(state, viewer))
        sent = msgspec.json.encode(rules.wire_view(state, viewer, shared))
        assert sent == shown, f"{rules.id}: {viewer!r}'s frame differs"
        parts = [shown]
        if isinstance(viewer, Seat):
            parts.append(msgspec.json.encode(rules.legal_moves(state, viewer.n)))
        parts.extend(msgspec.json.encode(r) for f in facts if (r := rules.redact(f, viewer)) is not None)
        text = b"\n".join(parts).decode()
        leaked = sorted(s for s in secrets if s in text)
        assert not leaked, f"{rules.id}: {viewer!r} sees secrets {leaked[:5]}"


def check_replay(rules: Rules[Any], played: Played) -> None:
    """Folding the recorded facts, after a JSON round trip, gives the identical state."""
    facts = [roundtrip(f, rules.Fact) for f in played.facts]
    replayed = fold(rules, facts)
    assert encode_state(replayed) == encode_state(played.state), f"{rules.id}: replay differs"
    assert encode_state(clone(rules, played.state)) == encode_state(played.state)


def check_unlisted_moves_refused(rules: Rules[Any], state: Any, seat: int, candidates: list[Any]) -> None:
    """Every candidate move not in legal_moves is refused with an IllegalMove code."""
    legal = rules.legal_moves(state, seat) if seat in rules.to_act(state) else []
    for move in candidates:
        if allowed(legal, move):
            continue
        try:
            rules.decide(state, seat, move, Random(0))
        except IllegalMove as error:
            assert error.code and error.message
        else:
            raise AssertionError(f"{rules.id}: unlisted move {move!r} was accepted")
