"""Rounds and factory optimisation: ZV-4, ZV-5, ZV-7.12, ZV-7.13."""

from __future__ import annotations

from random import Random

from igroteka.domain.engine import fold
from igroteka.domain.games import rules_for
from igroteka.domain.games.zavody import RULES
from igroteka.domain.games.zavody import facts as f
from igroteka.domain.games.zavody import moves as m
from igroteka.domain.games.zavody.board import rows_have_machines
from igroteka.domain.games.zavody.state import PlacedTile

from .helpers import give, place, play, refused, start


def round_two(blueprints: tuple[int, int] = (5, 0), rules=RULES):
    state = start(2, rules=rules)
    for seat, amount in enumerate(blueprints):
        if amount:
            give(state, seat, amount)
    place(state, {})
    return state


def askew(state) -> None:
    """Seat 0's straight line at c1 stands upright, as a bought tile may (ZV-7.4): it can turn back."""
    fold(RULES, [f.TileRotated(0, 1, 1, 0)], state)


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
    askew(state)
    assert m.RotateTile(1, -1) in RULES.legal_moves(state, 0)
    facts = play(state, 0, m.RotateTile(1, -1))
    assert facts == [f.TileRotated(0, 1, -1, 1)]
    assert state.players[0].grid[1].rotation == 0 and state.players[0].blueprints == 4


def test_zv_5_3_move_a_tile_to_a_free_cell_with_its_cube() -> None:
    state = round_two()
    fold(RULES, [f.CubeMoved(0, "w2", "c5", "alloy")], state)
    play(state, 0, m.MoveTile(5, 6))
    player = state.players[0]
    assert player.grid[5] is None and player.grid[6].tile == "FA5"
    assert player.cubes[6] == "alloy" and player.cubes[5] == "" and player.blueprints == 4
    assert refused(state, 0, m.MoveTile(6, 0)) == "cell_occupied"


def test_zv_5_3_swapped_tiles_carry_their_cubes() -> None:
    state = round_two((5, 0))
    fold(RULES, [f.CubeMoved(0, "w0", "c2", "steel")], state)
    play(state, 0, m.SwapTiles(1, 2))
    assert state.players[0].cubes[1] == "steel" and state.players[0].cubes[2] == ""


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


def backs(state, seat: int) -> set[tuple[str, str]]:
    return {(x.src, x.dst) for x in RULES.legal_moves(state, seat) if isinstance(x, m.CubeBack)}


def test_zv_5_5_a_cube_rolls_back_to_the_nearest_machine_behind_it() -> None:
    state = round_two((5, 5))  # seat 1 has factory B: c1 is fed by c0 (next to it) and c3 (through c4)
    fold(RULES, [f.CubeMoved(1, "w0", "c0", "steel"), f.CubeMoved(1, "c0", "c1", "steel")], state)
    assert state.rules == RULES.version == 2
    assert backs(state, 1) == {("c1", "c0")}
    assert refused(state, 1, m.CubeBack("c1", "c3")) == "no_cube_back"  # farther back than c0
    fold(RULES, [f.CubeMoved(1, "w0", "c0", "steel")], state)
    assert backs(state, 1) == set()  # the nearest machine holds a cube: a farther one is no substitute
    assert refused(state, 1, m.CubeBack("c1", "c3")) == "no_cube_back"


def test_zv_5_5_equally_near_machines_behind_a_cube_are_the_players_choice() -> None:
    state = round_two((5, 5))
    state.players[1].grid[4] = PlacedTile("DC05", 1)  # a lathe upright at c4: it feeds c1 from below
    fold(RULES, [f.CubeMoved(1, "w0", "c0", "steel"), f.CubeMoved(1, "c0", "c1", "steel")], state)
    assert backs(state, 1) == {("c1", "c0"), ("c1", "c4")}
    fold(RULES, [f.CubeMoved(1, "w0", "c0", "steel")], state)
    assert backs(state, 1) == {("c1", "c4")}  # the other one, still as near, is free
    play(state, 1, m.CubeBack("c1", "c4"))
    assert state.players[1].cubes[4] == "steel" and state.players[1].blueprints == 4


def test_zv_5_5_matches_of_rules_version_1_roll_back_to_any_free_machine_behind() -> None:
    old = rules_for("zavody", 1)
    state = round_two((5, 5), rules=old)
    fold(old, [f.CubeMoved(1, "w0", "c0", "steel"), f.CubeMoved(1, "c0", "c1", "steel")], state)
    assert state.rules == old.version == 1
    assert {(x.src, x.dst) for x in old.legal_moves(state, 1) if isinstance(x, m.CubeBack)} == {
        ("c1", "c0"),
        ("c1", "c3"),
    }
    fold(old, old.decide(state, 1, m.CubeBack("c1", "c3"), Random(0)), state)
    assert state.players[1].cubes[3] == "steel"


def test_zv_5_6_a_rotation_may_leave_no_line_dangling() -> None:
    state = round_two()
    assert refused(state, 0, m.RotateTile(8, 1)) == "lines_not_connected"  # would meet a blank edge
    assert refused(state, 0, m.RotateTile(2, 1)) == "lines_not_connected"  # would point at the top border
    assert refused(state, 0, m.RotateTile(3, 1)) == "lines_not_connected"  # would point into the free cell c4
    assert not any(isinstance(x, m.RotateTile) for x in RULES.legal_moves(state, 0))
    askew(state)  # upright, its line points at the top border: turning it back joins the row again
    assert m.RotateTile(1, -1) in RULES.legal_moves(state, 0) and m.RotateTile(1, 1) in RULES.legal_moves(state, 0)


def test_zv_5_6_a_move_may_leave_no_line_dangling() -> None:
    state = round_two()
    assert refused(state, 0, m.MoveTile(1, 6)) == "lines_not_connected"  # c0 and c2 would point into c1
    assert (
        refused(state, 0, m.MoveTile(8, 4)) == "lines_not_connected"
    )  # a line would meet c3's blank side; c7 would point into c8
    play(state, 0, m.MoveTile(5, 6))  # every line of the lathe meets a line at c6; nothing pointed at c5
    assert state.players[0].grid[6].tile == "FA5" and state.players[0].grid[5] is None


def test_zv_5_6_a_blank_side_may_not_face_a_neighbours_line() -> None:
    state = start(3)  # seat 2 has factory C
    give(state, 2, 5)
    place(state, {})
    # FC2 at c6: its own lines meet c7's line and the timber warehouse, but its blank top side would
    # face the line c3's crossing sends down: that line would dangle.
    assert refused(state, 2, m.MoveTile(2, 6)) == "lines_not_connected"
    assert m.MoveTile(2, 6) not in RULES.legal_moves(state, 2)


def test_zv_5_6_a_swap_may_leave_no_line_dangling() -> None:
    state = round_two()
    assert refused(state, 0, m.SwapTiles(1, 5)) == "lines_not_connected"  # FA2 at c5 would point into c4
    play(state, 0, m.SwapTiles(1, 2))
    assert [state.players[0].grid[c].tile for c in (1, 2)] == ["FA3", "FA2"]


def test_zv_5_6_a_bought_tile_is_placed_without_the_connection_rule() -> None:
    state = start(2)
    give(state, 0, 5)
    place(state, {0: ["request"]})
    play(state, 0, m.BuyTile(4))  # DC05, a lathe
    assert m.PlaceTile(2, 1) in RULES.legal_moves(state, 0)  # upright at c2: a line at the top border
    play(state, 0, m.PlaceTile(4, 1))  # upright in the gap c4: lines into c1 and c7, blank to c3 and c5
    assert state.players[0].grid[4] == PlacedTile("DC05", 1)
    relocating = start(2)
    give(relocating, 0, 5)
    place(relocating, {0: ["request"]})
    play(relocating, 0, m.BuyTile(4))
    play(relocating, 0, m.PlaceTile(8, 0))
    assert m.RelocateDisplaced(6) in RULES.legal_moves(relocating, 0)  # «на любое свободное место»
    assert m.RelocateDisplaced(4) in RULES.legal_moves(relocating, 0)


def test_zv_5_7_no_action_without_blueprints() -> None:
    state = round_two((1, 0))
    askew(state)
    play(state, 0, m.RotateTile(1, -1))
    assert state.players[0].blueprints == 0
    assert RULES.legal_moves(state, 0) == [m.EndOptimisation()]
    assert refused(state, 0, m.RotateTile(1, 1)) == "insufficient_blueprints"


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
