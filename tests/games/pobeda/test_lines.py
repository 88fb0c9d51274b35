"""Lines of victory («Как построить линию победы»)."""

from __future__ import annotations

from random import Random

import pytest

from igroteka.domain.engine import IllegalMove
from igroteka.domain.games.pobeda import RULES
from igroteka.domain.games.pobeda.board import CELLS, DIRECTIONS, LINE, lines_cross, may_line, run_through
from igroteka.domain.games.pobeda.facts import GameOver, LineFinished, TurnPassed
from igroteka.domain.games.pobeda.moves import PlayEvent, PlayMinusOne, PlayPlusOne, PlayReplace

from .tables import MINUS_ONE, PLUS_ONE, REPLACE, card_at, cell, play, row_cells, table

RED, BLUE = 0, 1


def lines_after(state, seat, move) -> list[list[int]]:
    _, facts = play(state, seat, move)
    return [f.cells for f in facts if isinstance(f, LineFinished)]


def chips_of(colour: int, cells: list[int]) -> dict[int, int]:
    return dict.fromkeys(cells, colour)


def place(at: int, colour: int = RED, **kwargs) -> list[list[int]]:
    """Lines found when ``colour`` plays the event card of ``at``."""
    seat = colour
    hands = [["k141"], ["k142"]]
    hands[seat] = [card_at(at)]
    state = table(hands=hands, turn=seat, **kwargs)
    return lines_after(state, seat, PlayEvent(card=card_at(at)))


@pytest.mark.parametrize(
    "cells",
    [
        [cell(r, 4) for r in range(1, 7)],
        [cell(r, r) for r in range(2, 8)],
        [cell(r, 11 - r) for r in range(2, 8)],
        row_cells(4, 3, 6),
    ],
)
def test_pb_4_1_six_in_a_row_in_each_of_the_four_directions(cells):
    assert place(cells[-1], chips=chips_of(RED, cells[:-1])) == [cells]
    assert place(cells[0], chips=chips_of(RED, cells[1:])) == [cells]


def test_pb_4_1_five_in_a_row_or_a_broken_row_is_no_line():
    assert place(cell(4, 7), chips=chips_of(RED, row_cells(4, 3, 4))) == []
    broken = {**chips_of(RED, row_cells(4, 3, 4)), cell(4, 8): BLUE}
    assert place(cell(4, 7), chips=broken) == []
    assert place(cell(4, 7), chips={**chips_of(RED, row_cells(4, 2, 4)), cell(4, 6): BLUE}) == []


def test_pb_4_2_a_corner_is_wild_for_every_colour_but_one_line_of_another_colour_holds_it():
    assert place(cell(0, 5), chips=chips_of(RED, row_cells(0, 1, 4))) == [row_cells(0, 0, 6)]
    assert place(cell(11, 6), colour=BLUE, chips=chips_of(BLUE, row_cells(11, 7, 4))) == [row_cells(11, 6, 6)]
    red_line = row_cells(0, 0, 6)
    column = [cell(r, 0) for r in range(6)]
    assert lines_cross(red_line, column)
    shared = place(
        cell(5, 0),
        colour=BLUE,
        chips={**chips_of(RED, red_line[1:]), **chips_of(BLUE, column[1:5])},
        lines=[(RED, red_line)],
    )
    assert shared == []
    red_column = place(
        cell(5, 0), lines_to_win=2, chips=chips_of(RED, red_line[1:] + column[1:5]), lines=[(RED, red_line)]
    )
    assert red_column == [column]


def test_pb_4_3_a_finished_line_turns_star_up_and_special_cards_cannot_touch_it():
    line = row_cells(5, 0, 6)
    state = table(
        lines_to_win=2,
        hands=[[card_at(line[-1])], [MINUS_ONE[0], REPLACE[0]]],
        chips={**chips_of(RED, line[:-1]), cell(9, 9): RED},
    )
    after, facts = play(state, 0, PlayEvent(card=card_at(line[-1])))
    assert LineFinished(colour=RED, cells=line) in facts and facts[-1] == TurnPassed(seat=1)
    assert all(after.flipped[c] for c in line) and not after.flipped[cell(9, 9)]
    assert {m.cell for m in RULES.legal_moves(after, 1)} == {cell(9, 9)}
    for move in (PlayMinusOne(card=MINUS_ONE[0], cell=line[2]), PlayReplace(card=REPLACE[0], cell=line[2])):
        with pytest.raises(IllegalMove) as error:
            RULES.decide(after, 1, move, Random(0))
        assert error.value.code == "chip_in_line"


def test_pb_4_4_lines_of_one_colour_may_cross_and_share_the_chip():
    row = row_cells(5, 0, 6)
    column = [cell(r, 3) for r in range(6)]
    found = place(
        cell(4, 3),
        lines_to_win=2,
        chips={**chips_of(RED, row), **chips_of(RED, column[:4])},
        lines=[(RED, row)],
    )
    assert found == [column]
    diagonal = [cell(r, r) for r in range(3, 9)]
    anti = [cell(r, 11 - r) for r in range(3, 9)]
    crossing = place(
        anti[0], lines_to_win=2, chips={**chips_of(RED, diagonal), **chips_of(RED, anti[1:])}, lines=[(RED, diagonal)]
    )
    assert crossing == [anti]


def test_pb_4_5_eleven_in_a_row_are_two_lines_sharing_one_chip():
    chips = chips_of(RED, row_cells(6, 0, 5) + row_cells(6, 6, 5))
    assert place(cell(6, 5), lines_to_win=3, chips=chips) == [row_cells(6, 0, 6), row_cells(6, 5, 6)]


def test_pb_4_5_seven_to_ten_in_a_row_is_one_line_the_player_chooses_which_six():
    chips = chips_of(RED, row_cells(6, 0, 3) + row_cells(6, 4, 3))
    state = table(hands=[[card_at(cell(6, 3))], ["k142"]], lines_to_win=3, chips=chips)
    moves = RULES.legal_moves(state, 0)
    assert moves == [PlayEvent(card=card_at(cell(6, 3)), lines=[row_cells(6, start, 6)]) for start in (0, 1)]
    for start in (0, 1):
        chosen = PlayEvent(card=card_at(cell(6, 3)), lines=[row_cells(6, start, 6)])
        after, facts = play(state, 0, chosen)
        assert [f.cells for f in facts if isinstance(f, LineFinished)] == [row_cells(6, start, 6)]
        other = row_cells(6, 1 - start, 6)
        assert [after.flipped[c] for c in other if c not in row_cells(6, start, 6)] == [False]
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 0, PlayEvent(card=card_at(cell(6, 3))), Random(0))
    assert error.value.code == "choose_six"
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 0, PlayEvent(card=card_at(cell(6, 3)), lines=[row_cells(6, 2, 6)]), Random(0))
    assert error.value.code == "choose_six"
    ten = chips_of(RED, row_cells(6, 1, 4) + row_cells(6, 6, 5))
    state = table(hands=[[PLUS_ONE[0]], ["k142"]], lines_to_win=3, chips=ten)
    sixes = [m.lines for m in RULES.legal_moves(state, 0) if m.cell == cell(6, 5)]
    assert sixes == [[row_cells(6, start, 6)] for start in range(1, 6)]
    assert lines_after(state, 0, PlayPlusOne(card=PLUS_ONE[0], cell=cell(6, 5), lines=sixes[3])) == sixes[3]


def test_pb_4_5_no_choice_is_named_where_the_row_offers_none():
    chips = chips_of(RED, row_cells(6, 0, 5))
    state = table(hands=[[card_at(cell(6, 5))], ["k142"]], chips=chips)
    assert RULES.legal_moves(state, 0) == [PlayEvent(card=card_at(cell(6, 5)))]
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 0, PlayEvent(card=card_at(cell(6, 5)), lines=[row_cells(6, 0, 6)]), Random(0))
    assert error.value.code == "choose_six"


def test_pb_4_5_a_new_line_shares_at_most_one_cell_with_a_line_of_its_colour():
    line = row_cells(6, 0, 6)
    chips = chips_of(RED, line + row_cells(6, 6, 3))
    assert place(cell(6, 9), lines_to_win=2, chips=chips, lines=[(RED, line)]) == []
    chips = chips_of(RED, line + row_cells(6, 6, 4))
    assert place(cell(6, 10), lines_to_win=2, chips=chips, lines=[(RED, line)]) == [row_cells(6, 5, 6)]


def test_pb_4_6_a_shared_cell_is_a_crossing_whether_chip_or_corner():
    red = row_cells(0, 0, 6)
    blue = [cell(r, r) for r in range(6)]
    assert red[0] == blue[0] == 0
    assert lines_cross(red, blue)
    chips = {**chips_of(RED, red[1:]), **chips_of(BLUE, blue[1:5])}
    assert place(blue[-1], colour=BLUE, chips=chips, lines=[(RED, red)]) == []
    assert lines_cross(row_cells(3, 0, 6), [cell(r, 2) for r in range(6)])


def test_pb_4_6_a_line_may_not_cross_a_line_of_another_colour():
    blue = [cell(r, r) for r in range(2, 8)]
    red = [cell(2 + k, 7 - k) for k in range(6)]  # (2,7) … (7,2): crosses between (4,4) and (5,5)
    assert not set(red) & set(blue)
    assert lines_cross(blue, red)
    chips = {**chips_of(BLUE, blue), **chips_of(RED, red[:-1])}
    assert place(red[-1], chips=chips, lines=[(BLUE, blue)]) == []
    far = [cell(6 + k, 11 - k) for k in range(6)]  # (6,11) … (11,6): no common square
    assert not lines_cross(blue, far)
    chips = {**chips_of(BLUE, blue), **chips_of(RED, far[:-1])}
    assert place(far[-1], chips=chips, lines=[(BLUE, blue)]) == [far]


def test_pb_4_6_an_unfinished_row_of_another_colour_does_not_block():
    blue = [cell(r, r) for r in range(2, 7)]
    red = [cell(2 + k, 7 - k) for k in range(6)]
    chips = {**chips_of(BLUE, blue), **chips_of(RED, red[:-1])}
    assert place(red[-1], chips=chips) == [red]


def test_pb_4_7_one_chip_may_finish_several_lines_at_once():
    row = row_cells(8, 1, 6)
    column = [cell(r, 6) for r in range(3, 9)]
    state = table(
        lines_to_win=2,
        hands=[[card_at(cell(8, 6))], ["k142"]],
        chips=chips_of(RED, row[:-1] + column[:-1]),
    )
    _, facts = play(state, 0, PlayEvent(card=card_at(cell(8, 6))))
    assert [f for f in facts if isinstance(f, LineFinished)] == [
        LineFinished(colour=RED, cells=row),
        LineFinished(colour=RED, cells=column),
    ]
    assert facts[-1] == GameOver(winner=RED, reason="lines")


def test_pb_4_8_plus_one_and_replace_also_finish_lines():
    state = table(hands=[[PLUS_ONE[0]], ["k142"]], chips=chips_of(RED, row_cells(9, 1, 5)))
    assert lines_after(state, 0, PlayPlusOne(card=PLUS_ONE[0], cell=cell(9, 6))) == [row_cells(9, 1, 6)]
    state = table(hands=[[REPLACE[0]], ["k142"]], chips={**chips_of(RED, row_cells(9, 0, 5)), cell(9, 5): BLUE})
    assert lines_after(state, 0, PlayReplace(card=REPLACE[0], cell=cell(9, 5))) == [row_cells(9, 0, 6)]


def test_pb_4_8_a_line_must_contain_the_chip_just_placed_and_removal_finishes_none():
    complete = chips_of(RED, row_cells(9, 1, 6))
    assert place(cell(3, 3), chips=complete) == []
    state = table(hands=[[MINUS_ONE[0]], ["k142"]], chips={**complete, cell(3, 3): BLUE})
    assert lines_after(state, 0, PlayMinusOne(card=MINUS_ONE[0], cell=cell(3, 3))) == []


@pytest.mark.parametrize("seed", range(4))
def test_pb_4_1_a_cell_is_ruled_out_only_where_no_run_of_six_passes_through_it(seed):
    """``may_line``, which lets the legal moves skip a cell, measures the runs ``run_through``
    would find: a chip on the cell stands in a run of six or more in some direction, or in none.
    Random boards from sparse to full, every cell, counted or not."""
    rng = Random(seed)
    for density in (0.2, 0.5, 0.7, 0.9):
        counts = [rng.random() < density for _ in range(CELLS)]
        for at in range(CELLS):
            marked = list(counts)
            marked[at] = True
            runs = [len(run_through(at, direction, marked)) for direction in DIRECTIONS]
            assert may_line(at, counts) == (max(runs) >= LINE), (density, at, runs)
