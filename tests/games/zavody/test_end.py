"""End of the game and the tie-break chain: ZV-9, ZV-14.2."""

from __future__ import annotations

import pytest

from igroteka.domain.engine import fold
from igroteka.domain.games.zavody import RULES
from igroteka.domain.games.zavody import facts as f
from igroteka.domain.games.zavody import moves as m
from igroteka.domain.games.zavody.content import RESOURCES, TECHNIQUES
from igroteka.domain.games.zavody.state import Options, PlacedTile, State
from tests.harness import check_scoring, play_random

from .helpers import POSTER_IDS, give, place, play, start

EXIT_CELL = {"A": 5, "B": 8}  # a workshop machine whose line leaves on the right


def nearly_done(state: State, seat: int) -> None:
    """Every assembly square filled but the last one, whose cube waits on a machine by the exit."""
    player = state.players[seat]
    needs = [list(machine.needs) for machine in TECHNIQUES[player.technique].machines]
    last = needs[-1].pop()
    player.assembly = needs
    player.warehouse = [0, 0, 0]
    player.cubes[EXIT_CELL[player.factory]] = last
    assert last in RESOURCES


def finish(state: State, seats: list[int]) -> list[object]:
    out = place(state, {s: [f"a{i}" for i in range(len(state.players[s].assembly))] for s in seats})
    while state.phase == "activation":
        seat = state.queue[0]
        move = next(x for x in RULES.legal_moves(state, seat) if isinstance(x, m.MoveCube) and x.src[0] == "c")
        out += play(state, seat, move)
    return out


def test_zv_9_1_a_full_card_ends_the_game_at_the_end_of_the_round() -> None:
    state = start(2)
    nearly_done(state, 0)
    facts = finish(state, [0])
    assert facts[-1] == f.GameEnded([0], "assembled")
    assert [type(x).__name__ for x in facts[-3:-1]] == ["TileRowShifted", "TileDealt"]
    outcome = RULES.outcome(state)
    assert outcome.winners == [0] and outcome.scores[0] == 6 and outcome.tiebreaks[0][0] == 1
    assert RULES.to_act(state) == frozenset()


def test_zv_9_1_tie_breaks_blueprints_workers_machines_then_shared() -> None:
    def both_done(adjust) -> list[int]:
        state = start(2)
        nearly_done(state, 0)
        nearly_done(state, 1)
        adjust(state)
        finish(state, [0, 1])
        return RULES.outcome(state).winners

    assert both_done(lambda s: give(s, 0, 3)) == [0]  # most blueprints
    assert both_done(lambda s: setattr(s.players[0], "housed", 2)) == [0]  # most available workers
    assert both_done(lambda s: None) == [1]  # fewest machines: B has 4, A has 5

    def equal(state: State) -> None:
        state.players[1].grid[5] = PlacedTile("DC06", 0)

    assert both_done(equal) == [0, 1]  # still equal: a shared victory


def test_zv_9_2_round_limit_ends_on_progress() -> None:
    state = start(2, round_limit=2)
    state.players[1].assembly[0] = ["wood"]
    state.players[1].warehouse[1] = 2
    place(state, {})
    assert state.phase == "placement"
    facts = place(state, {})
    assert facts[-1] == f.GameEnded([1], "round_limit")
    assert RULES.outcome(state).scores == [0, 1]


def test_zv_14_2_most_posters_is_the_fourth_tie_break() -> None:
    state = start(2, "challenge", 0, posters=["PS20", "PS21", "PS22", "PS17", *POSTER_IDS[:16]])
    nearly_done(state, 0)
    nearly_done(state, 1)
    state.players[1].grid[5] = PlacedTile("DC06", 0)
    fold(RULES, [f.PosterTaken(1, "PS17", -1)], state)
    finish(state, [0, 1])
    outcome = RULES.outcome(state)
    assert outcome.winners == [1]
    assert [key[-1] for key in outcome.tiebreaks] == [0, 1]


def test_zv_9_2_the_scoring_counts_each_seats_assembled_cubes_by_resource() -> None:
    state = start(2)
    nearly_done(state, 0)
    finish(state, [0])
    outcome = RULES.outcome(state)
    check_scoring(RULES, outcome)
    needs = [cube for machine in TECHNIQUES[state.players[0].technique].machines for cube in machine.needs]
    assert [(p.category, p.points) for p in outcome.scoring.seats[0]] == [(r, needs.count(r)) for r in RESOURCES]


@pytest.mark.parametrize(
    ("mode", "stars", "seats", "seed"), [("basic", 0, 2, 1), ("challenge", 2, 3, 2), ("basic", 0, 4, 3)]
)
def test_zv_9_2_over_random_play_each_seats_cubes_by_resource_add_up_to_its_score(
    mode: str, stars: int, seats: int, seed: int
) -> None:
    played = play_random(RULES, Options(mode=mode, stars=stars, round_limit=8), seats, seed)  # type: ignore[arg-type]
    check_scoring(RULES, played.outcome)
