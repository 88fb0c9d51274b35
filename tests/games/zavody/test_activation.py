"""Worker activation and the tile-row refresh: ZV-7.1 – ZV-7.11, ZV-8."""

from __future__ import annotations

from igroteka.domain.engine import Spectator, fold
from igroteka.domain.games.zavody import RULES
from igroteka.domain.games.zavody import facts as f
from igroteka.domain.games.zavody import moves as m
from igroteka.domain.games.zavody.board import cube_moves, forward
from igroteka.domain.games.zavody.content import GREY_ROW
from igroteka.domain.games.zavody.state import PlacedTile

from .helpers import give, place, play, refused, start, types


def buying(first: int = 0, blueprints: int = 5):
    """Round 1, both players on the upgrade request with blueprints, in the purchase step."""
    state = start(2, first=first)
    give(state, 0, blueprints)
    give(state, 1, blueprints)
    place(state, {0: ["request"], 1: ["request"]})
    assert state.step == "purchase"
    return state


def test_zv_7_1_steps_go_round_the_table_one_after_another() -> None:
    state = start(2, first=1)
    facts = place(state, {0: ["bureau", "bureau", "request"], 1: ["bureau", "bureau", "request"]})
    bureau = [x.seat for x in facts if isinstance(x, f.BureauActivated)]
    assert bureau == [1, 0]
    assert state.step == "purchase" and state.queue == [1, 0] and RULES.to_act(state) == {1}
    assert refused(state, 0, m.BuyTile(4)) == "not_your_turn"
    play(state, 1, m.BuyTile(4))  # the bureau's blueprints are already there to pay with
    assert RULES.to_act(state) == {1}
    play(state, 1, m.PlaceTile(5 if state.players[1].grid[5] is None else 6, 0))
    assert RULES.to_act(state) == {0}


def test_zv_7_2_bureau_moves_the_marker_by_its_workers_up_to_twenty() -> None:
    state = start(2)
    give(state, 0, 19)
    facts = place(state, {0: ["bureau"] * 3, 1: ["bureau"] * 2})
    assert [(x.seat, x.gain) for x in facts if isinstance(x, f.BureauActivated)] == [(0, 1), (1, 2)]
    assert [p.blueprints for p in state.players] == [20, 2]


def test_zv_7_3_buy_an_open_tile_or_decline() -> None:
    state = buying(blueprints=4)
    legal = RULES.legal_moves(state, 0)
    assert [x.slot for x in legal if isinstance(x, m.BuyTile)] == [2, 3, 4]  # slots 0 and 1 cost 5
    assert refused(state, 0, m.BuyTile(0)) == "insufficient_blueprints"
    play(state, 0, m.BuyTile(2))
    assert state.players[0].blueprints == 0 and state.pending.tile == GREY_ROW[2]
    play(state, 0, m.PlaceTile(4, 0))
    play(state, 1, m.SkipPurchase())
    assert state.players[1].blueprints == 4 and all(g.target != "request" for g in state.players[1].placement)


def test_zv_7_4_where_a_bought_tile_may_go() -> None:
    state = start(2, stack=["DC26", *[t for t in start(2).stack if t != "DC26"]])
    give(state, 0, 5)
    fold(RULES, [f.CubeMoved(0, "w2", "c5", "alloy")], state)
    place(state, {0: ["request", "c2"]})
    play(state, 0, m.BuyTile(4))  # DC05, a lathe; DC26 (a straight line) fills slot 0
    cells = {x.cell for x in RULES.legal_moves(state, 0)}
    assert 4 in cells and 6 in cells  # free cells
    assert 2 not in cells  # a machine with a worker on it
    assert 5 not in cells  # a machine with a cube on it
    assert {0, 1, 3, 7, 8} <= cells
    assert {x.rotation for x in RULES.legal_moves(state, 0) if x.cell == 4} == {0, 1, 2, 3}
    assert refused(state, 0, m.PlaceTile(2, 0)) == "cell_blocked"
    line = start(2)
    give(line, 0, 5)
    fold(RULES, [f.TileDealt(4, "DC26")], line)
    place(line, {0: ["request"]})
    play(line, 0, m.BuyTile(4))
    cells = {x.cell for x in RULES.legal_moves(line, 0)}
    assert 7 not in cells and 8 in cells  # c7 is row 2's only machine


def test_zv_7_5_the_replaced_tile_leaves_or_moves_for_a_blueprint() -> None:
    state = buying()
    play(state, 0, m.BuyTile(4))
    play(state, 0, m.PlaceTile(8, 1))
    assert state.pending.stage == "displaced" and state.pending.displaced == "FA7"
    assert m.RelocateDisplaced(4) in RULES.legal_moves(state, 0)
    play(state, 0, m.RelocateDisplaced(4))
    assert state.players[0].grid[4] == PlacedTile("FA7", 0) and state.players[0].blueprints == 2
    play(state, 1, m.BuyTile(3))
    play(state, 1, m.PlaceTile(7, 0))
    assert types(play(state, 1, m.DiscardDisplaced()))[0] == "DisplacedDiscarded"
    assert "FB6" in state.removed


def test_zv_7_6_the_market_slides_right_and_refills_from_the_stack() -> None:
    state = buying()
    top = state.stack[0]
    facts = play(state, 0, m.BuyTile(2))
    assert facts[-1] == f.TileDealt(0, top)
    assert state.row == [top, GREY_ROW[0], GREY_ROW[1], GREY_ROW[3], GREY_ROW[4]]
    empty = buying()
    fold(RULES, [f.TileStackShuffled([], 0)], empty)
    play(empty, 0, m.BuyTile(4))
    assert empty.row[0] is None


def test_zv_7_7_housing_returns_its_workers_and_a_new_one() -> None:
    state = start(2)
    facts = place(state, {0: ["housing"]})
    assert f.HousingCollected(0, 2) in facts
    assert state.players[0].housed == 2 and RULES.view(state, Spectator()).players[0].available == 6
    play(state, 0, m.CommitPlacement(["c0", "c2", "c3", "c5", "c7"]))
    assert sum(g.count for g in state.players[0].placement) == 6


def test_zv_7_8_a_staffed_machine_pulls_a_cube_from_the_previous_one() -> None:
    state = start(2)
    place(state, {0: ["c0", "c2"]})
    assert state.step == "cubes"
    assert RULES.legal_moves(state, 0) == [m.MoveCube("w0", "c0", "steel"), m.EndCubeMoves()]
    facts = play(state, 0, m.MoveCube("w0", "c0", "steel"))
    assert state.players[0].cubes[0] == "steel" and state.players[0].warehouse[0] == 2
    assert types(facts)[1] == "SeatDone"  # nothing more to move: the step moves on
    assert refused(state, 0, m.MoveCube("w1", "c3", "wood")) == "wrong_phase"  # round 2 has begun


def test_zv_7_9_no_transit_through_the_workshop() -> None:
    state = start(2)
    fold(RULES, [f.CubeMoved(0, "w0", "c0", "steel"), f.RoundEnded(0, 0)], state)
    state.round = 1
    place(state, {0: ["c0", "c2"]})
    legal = RULES.legal_moves(state, 0)
    assert m.MoveCube("c0", "c2", "steel") in legal and m.MoveCube("w0", "c0", "steel") not in legal
    play(state, 0, m.MoveCube("c0", "c2", "steel"))
    play(state, 0, m.MoveCube("w0", "c0", "steel"))
    assert state.players[0].cubes[0] == "steel" and state.players[0].cubes[2] == "steel"
    assert state.step != "cubes"  # the fresh cube on c0 may not go on to c2 (occupied) or further


def test_zv_7_10_transit_through_staffed_assembly_machines() -> None:
    state = start(2)
    fold(RULES, [f.CubeMoved(0, "w2", "c5", "alloy"), f.RoundEnded(0, 0)], state)
    state.round = 1
    place(state, {0: ["a1"]})
    assert state.phase == "placement" and state.round == 2  # a1 alone cannot be reached
    place(state, {0: ["a0", "a1"]})
    legal = RULES.legal_moves(state, 0)
    assert m.MoveCube("c5", "a1", "alloy") in legal
    assert m.MoveCube("c5", "a0", "alloy") not in legal  # a0 has no non-ferrous square
    play(state, 0, m.MoveCube("c5", "a1", "alloy"))
    assert state.players[0].assembly == [[], ["alloy"]]
    steel = start(2)
    steel.players[0].assembly[0] = ["steel"]
    steel.players[0].warehouse[0] = 2
    place(steel, {0: ["a0", "a1"]})
    assert RULES.legal_moves(steel, 0) == [m.MoveCube("a0", "a1", "steel"), m.EndCubeMoves()]


def test_zv_7_11_warehouses_feed_only_workshop_machines() -> None:
    state = start(2)
    player = state.players[0]
    player.grid[6] = PlacedTile("FA2", 0)  # a straight line from the alloy warehouse…
    player.grid[7] = PlacedTile("FA7", 0)  # …and another, to c8
    player.grid[8] = PlacedTile("FA6", 0)  # a lathe
    player.grid[1] = None
    assert forward(player.grid, "w2") == {"c8"}
    player.grid[8] = PlacedTile("FA2", 0)
    assert forward(player.grid, "w2") == {"assembly"}
    player.placement = []
    assert list(cube_moves(player)) == []


def test_zv_8_1_refresh_drops_the_rightmost_tile() -> None:
    state = start(2)
    top = state.stack[0]
    place(state, {})
    assert state.removed == [GREY_ROW[4]]
    assert state.row == [top, *GREY_ROW[:4]]


def test_zv_8_2_first_player_passes_left() -> None:
    state = start(3, first=2)
    firsts = []
    for _ in range(3):
        firsts.append(state.first)
        place(state, {})
    assert firsts == [2, 0, 1]
