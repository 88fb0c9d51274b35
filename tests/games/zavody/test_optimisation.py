"""Rounds and factory optimisation: ZV-4, ZV-5, ZV-7.12, ZV-7.13."""

from __future__ import annotations

from domain.engine import fold
from domain.games.zavody import RULES
from domain.games.zavody import facts as f
from domain.games.zavody import moves as m
from domain.games.zavody.board import rows_have_machines

from .helpers import give, place, play, refused, start


def round_two(blueprints: tuple[int, int] = (5, 0)):
    state = start(2)
    for seat, amount in enumerate(blueprints):
        if amount:
            give(state, seat, amount)
    place(state, {})
    return state


def test_zv_4_1_round_one_has_no_optimisation() -> None:
    state = start(2)
    give(state, 0, 5)
    assert state.phase == "placement" and state.round == 1
    place(state, {})
    assert state.round == 2 and state.phase == "optimise"
    quiet = round_two((0, 0))
    assert quiet.round == 2 and quiet.phase == "placement"


def test_zv_5_1_players_optimise_at_the_same_time() -> None:
    both = round_two((3, 3))
    assert RULES.to_act(both) == {0, 1}
    play(both, 1, m.EndOptimisation())
    assert RULES.to_act(both) == {0}
    only_one = round_two((3, 0))
    assert RULES.to_act(only_one) == {0}  # a player without blueprints is passed over


def test_zv_5_2_rotate_costs_one_blueprint() -> None:
    state = round_two()
    assert m.RotateTile(3, 1) in RULES.legal_moves(state, 0)
    facts = play(state, 0, m.RotateTile(3, 1))
    assert facts == [f.TileRotated(0, 3, 1, 1)]
    assert state.players[0].grid[3].rotation == 1 and state.players[0].blueprints == 4


def test_zv_5_3_move_a_tile_to_a_free_cell_with_its_cube() -> None:
    state = round_two()
    fold(RULES, [f.CubeMoved(0, "w2", "c7", "alloy")], state)
    play(state, 0, m.MoveTile(7, 6))
    player = state.players[0]
    assert player.grid[7] is None and player.grid[6].tile == "FA6"
    assert player.cubes[6] == "alloy" and player.cubes[7] == "" and player.blueprints == 4
    assert refused(state, 0, m.MoveTile(6, 0)) == "cell_occupied"


def test_zv_5_4_swap_costs_two_blueprints() -> None:
    state = round_two((1, 0))
    assert not any(isinstance(x, m.SwapTiles) for x in RULES.legal_moves(state, 0))
    assert refused(state, 0, m.SwapTiles(1, 2)) == "insufficient_blueprints"
    give(state, 0, 1)
    play(state, 0, m.SwapTiles(1, 2))
    assert [state.players[0].grid[c].tile for c in (1, 2)] == ["FA3", "FA2"]
    assert state.players[0].blueprints == 0


def test_zv_5_5_roll_a_cube_back_one_hop() -> None:
    state = round_two()
    fold(RULES, [f.CubeMoved(0, "w0", "c2", "steel"), f.CubeMoved(0, "w1", "c0", "wood")], state)
    legal = RULES.legal_moves(state, 0)
    assert m.CubeBack("c0", "c3") in legal  # back along the bend it came up
    assert m.CubeBack("c0", "w0") not in legal  # the steel warehouse does not take timber
    assert m.CubeBack("c2", "c0") not in legal  # c0 is occupied
    play(state, 0, m.CubeBack("c0", "c3"))
    assert state.players[0].cubes[3] == "wood" and state.players[0].blueprints == 4
    play(state, 0, m.CubeBack("c2", "c0"))
    assert state.players[0].cubes[0] == "steel" and state.players[0].blueprints == 3
    assert not any(isinstance(x, m.CubeBack) and x.dst.startswith("w") for x in RULES.legal_moves(state, 0))
    assert refused(state, 0, m.CubeBack("c0", "w0")) == "no_cube_back"  # a warehouse is no machine
    assert refused(state, 0, m.CubeBack("a0", "c2")) == "no_cube_back"


def test_zv_5_6_lines_must_stay_connected() -> None:
    state = round_two()
    assert refused(state, 0, m.RotateTile(8, 1)) == "lines_not_connected"  # would meet a blank edge
    assert refused(state, 0, m.RotateTile(2, 1)) == "lines_not_connected"  # would point at the top border
    assert m.MoveTile(1, 6) in RULES.legal_moves(state, 0)  # facing an empty cell is fine


def test_zv_5_7_no_action_without_blueprints() -> None:
    state = round_two((1, 0))
    play(state, 0, m.RotateTile(3, 1))
    assert state.players[0].blueprints == 0
    assert RULES.legal_moves(state, 0) == [m.EndOptimisation()]
    assert refused(state, 0, m.RotateTile(3, -1)) == "insufficient_blueprints"


def test_zv_7_12_every_row_keeps_a_machine() -> None:
    state = round_two()
    assert refused(state, 0, m.MoveTile(7, 4)) == "row_without_machine"
    for move in RULES.legal_moves(state, 0):
        if isinstance(move, m.MoveTile | m.SwapTiles):
            trial = list(state.players[0].grid)
            a, b = move.cell, move.to if isinstance(move, m.MoveTile) else move.other
            trial[a], trial[b] = trial[b], trial[a]
            assert rows_have_machines(trial)


def test_zv_7_13_optimisation_and_activation_stay_separate_phases() -> None:
    state = round_two((3, 3))
    phases = [state.phase]
    play(state, 0, m.EndOptimisation())
    play(state, 1, m.EndOptimisation())
    phases.append(state.phase)
    place(state, {0: ["request"], 1: ["request"]})
    phases.append(state.phase)
    assert phases == ["optimise", "placement", "activation"]
    assert len(RULES.to_act(state)) == 1
