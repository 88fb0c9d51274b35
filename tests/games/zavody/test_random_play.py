"""Seeded random matches: every match ends, conserves cubes and tiles, respects capacities, replays
identically; legal moves are exact and nothing leaks (ZV-15.1 – ZV-15.4)."""

from __future__ import annotations

from functools import lru_cache
from random import Random
from typing import Any

import pytest

from igroteka.domain.games import rules_for
from igroteka.domain.games.zavody import RULES
from igroteka.domain.games.zavody import moves as m
from igroteka.domain.games.zavody.board import assembly_needs, is_machine
from igroteka.domain.games.zavody.content import CATALOGUE, RESOURCES, TECHNIQUES, TILES, WORKERS
from igroteka.domain.games.zavody.effects import workers_to_place
from igroteka.domain.games.zavody.state import Options, Player, State
from tests.harness import check_no_leaks, check_replay, check_unlisted_moves_refused, play_random

MODES = [("basic", 0), ("challenge", 1), ("challenge", 2), ("challenge", 3), ("challenge", 0)]


NEEDS = {t: [sum(m.needs.count(r) for m in card.machines) for r in RESOURCES] for t, card in TECHNIQUES.items()}
COLOUR = {r: i for i, r in enumerate(RESOURCES)}
POSTER_SET = sorted(p.id for p in CATALOGUE.posters)


@lru_cache
def tiles_in_play(factories: tuple[str, ...]) -> list[str]:
    return sorted(t for t, tile in TILES.items() if tile.origin != "factory" or tile.factory in factories)


def check_cubes(player: Player) -> None:
    """Every player keeps exactly the cubes its technique needs; no machine holds more than it may."""
    have = list(player.warehouse)
    for cell, cube in enumerate(player.cubes):
        if cube:
            have[COLOUR[cube]] += 1
            assert is_machine(player.grid[cell]), "a workshop cube rests only on a machine"
    for cubes, needs in zip(player.assembly, assembly_needs(player), strict=True):
        for cube in cubes:
            have[COLOUR[cube]] += 1
        assert all(cubes.count(c) <= needs.count(c) for c in set(cubes)), "assembly machine over capacity"
    assert have == NEEDS[player.technique]
    assert all(0 <= n <= CATALOGUE.warehouse_squares for n in player.warehouse)
    assert 0 <= player.blueprints <= CATALOGUE.bureau_max
    assert 0 <= player.housed <= 3


def invariant(state: State) -> None:
    for player in state.players:
        check_cubes(player)
    # Tiles: every tile in play is in exactly one place.
    places: list[str] = [*state.stack, *state.removed, *(t for t in state.row if t)]
    for player in state.players:
        places += [p.tile for p in player.grid if p is not None]
    if state.pending is not None and state.pending.stage == "place":
        places.append(state.pending.tile)
    if state.pending is not None and state.pending.stage == "displaced":
        places.append(state.pending.displaced)
    assert sorted(places) == tiles_in_play(tuple(p.factory for p in state.players))
    if state.options.mode == "challenge":
        cards = [*state.poster_deck, *state.poster_discard, *(p for p in state.poster_row if p)]
        cards += [p for player in state.players for p in player.posters]
        assert sorted(cards) == POSTER_SET
    if state.phase == "placement":
        for seat, player in enumerate(state.players):
            assert sum(g.count for g in player.placement) <= workers_to_place(state, seat)


def run(mode: str, stars: int, seats: int, seed: int, limit: int, check_every: int = 0, rules: Any = RULES) -> Any:
    options = Options(mode=mode, stars=stars, round_limit=limit)  # type: ignore[arg-type]
    played = play_random(rules, options, seats, seed, invariant=invariant, check_every=check_every)
    assert played.outcome.winners and played.outcome.reason in ("assembled", "round_limit")
    assert played.state.rules == rules.version
    check_replay(rules, played)
    return played


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize(("mode", "stars"), MODES[:2])
def test_zv_15_4_random_matches_end_and_conserve(mode: str, stars: int, seats: int) -> None:
    for seed in range(50):
        run(mode, stars, seats, seed, limit=5)


@pytest.mark.parametrize(("mode", "stars"), MODES)
def test_zv_15_4_long_matches_with_position_checks(mode: str, stars: int) -> None:
    for seed in range(2):
        run(mode, stars, 2 + seed % 3, 1000 + seed, limit=12, check_every=9)


def test_zv_5_5_matches_under_rules_version_1_still_play_and_replay() -> None:
    old = rules_for("zavody", 1)
    for seed in range(4):
        run("challenge", 1, 2 + seed % 3, 2000 + seed, limit=8, check_every=7, rules=old)


def fuzz_moves(state: State) -> list[Any]:
    cells = range(-1, 10)
    targets = ["bureau", "request", "housing", "posters", "nowhere", *(f"c{c}" for c in cells), "a0", "a3", "a9"]
    nodes = ["w0", "w2", "c0", "c4", "c8", "a0", "a2"]
    return [
        *(m.RotateTile(c, t) for c in cells for t in (1, -1)),
        *(m.MoveTile(c, d) for c in cells for d in (0, 4, 6, 8)),
        *(m.SwapTiles(c, d) for c in cells for d in (0, 4, 8)),
        *(m.CubeBack(a, b) for a in nodes for b in nodes),
        *(m.PlayPoster(p.id, a) for p in CATALOGUE.posters[::3] for a in (-1, 0, 1)),
        m.EndOptimisation(),
        *(m.CommitPlacement([t]) for t in targets),
        *(m.CommitPlacement([t, t]) for t in targets),
        *(m.CommitPlacement([t, u]) for t in targets[:6] for u in targets[6:]),
        m.CommitPlacement(),
        *(m.BuyTile(s) for s in range(-1, 6)),
        m.SkipPurchase(),
        *(m.PlaceTile(c, r) for c in cells for r in (0, 3, 4)),
        *(m.RelocateDisplaced(c) for c in cells),
        m.DiscardDisplaced(),
        *(m.TakeBonusPoster(s) for s in range(-1, 4)),
        m.SkipBonusPoster(),
        *(m.MoveCube(a, b, c) for a in nodes for b in nodes for c in ("steel", "alloy")),
        m.EndCubeMoves(),
        *(m.TakePoster(s) for s in range(-2, 4)),
        *(m.ChooseAlly(s) for s in range(-1, 5)),
    ]


@pytest.mark.parametrize(("mode", "stars"), MODES[:2])
def test_zv_15_4_unlisted_moves_are_refused(mode: str, stars: int) -> None:
    rng = Random(7)
    for seed in range(3):
        played = run(mode, stars, 3, 500 + seed, limit=6)
        state = RULES.evolve(None, played.facts[0])
        for fact in played.facts[1:]:
            state = RULES.evolve(state, fact)
            if rng.random() < 0.15 and state.phase != "over":
                for seat in range(state.seats):
                    check_unlisted_moves_refused(RULES, state, seat, fuzz_moves(state))


@pytest.mark.parametrize(("mode", "stars"), MODES[:2])
def test_zv_15_1_no_leaks_along_whole_matches(mode: str, stars: int) -> None:
    played = run(mode, stars, 4, 77, limit=6)
    state = RULES.evolve(None, played.facts[0])
    for index, fact in enumerate(played.facts[1:], start=1):
        state = RULES.evolve(state, fact)
        if index % 5 == 0:
            check_no_leaks(RULES, state, 4, played.facts[: index + 1])


def test_zv_15_4_workers_icons_are_one_or_two() -> None:
    assert {WORKERS[t] for t in TILES} == {0, 1, 2}


@pytest.mark.soak
@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize(("mode", "stars"), MODES)
def test_zv_15_4_soak(mode: str, stars: int, seats: int) -> None:
    for seed in range(400):
        run(mode, stars, seats, 10_000 + seed, limit=5 + seed % 26, check_every=50 if seed % 10 == 0 else 0)
