"""«Победа!»'s labels of legal moves: what each names, whatever position asked for it before."""

from __future__ import annotations

import msgspec

from igroteka.domain.engine import Reading, Seat
from igroteka.domain.games.pobeda import RULES
from igroteka.domain.games.pobeda.content import CATALOGUE
from igroteka.domain.games.pobeda.moves import PlayMinusOne, PlayPlusOne
from igroteka.domain.games.pobeda.words import move_label

from .tables import CHRONOLOGICAL, MINUS_ONE, PLUS_ONE, cell, row_cells, table

RED = 0
EVENTS = {e.id: e for e in CATALOGUE.events}
EN, RU = Reading(lang="en", viewer=Seat(0)), Reading(lang="ru", viewer=Seat(0))


def test_a_label_names_the_six_it_chooses_in_both_languages() -> None:
    ten = dict.fromkeys(row_cells(6, 1, 4) + row_cells(6, 6, 5), RED)
    state = table(hands=[[PLUS_ONE[0]], ["k142"]], lines_to_win=3, chips=ten)
    labels = {
        str(m.lines): (move_label(m, state, EN), move_label(m, state, RU))
        for m in RULES.legal_moves(state, 0)
        if m.cell == cell(6, 5)
    }
    assert len(labels) == 5
    assert labels[str([row_cells(6, 3, 6)])][0].endswith(" — line D7–I7")
    assert labels[str([row_cells(6, 3, 6)])][1].endswith(" — линия D7–I7")
    plain = PlayPlusOne(card=PLUS_ONE[0], cell=cell(2, 2))
    assert "line" not in move_label(plain, state, EN)


def test_a_label_names_the_event_its_own_board_has_at_the_cell() -> None:
    at = cell(3, 4)
    first = table(hands=[[MINUS_ONE[0]], ["k142"]])
    swapped = list(CHRONOLOGICAL)
    swapped[at], swapped[cell(5, 5)] = swapped[cell(5, 5)], swapped[at]
    shuffled = msgspec.structs.replace(first, board=swapped)
    move = PlayMinusOne(card=MINUS_ONE[0], cell=at)
    before, after = move_label(move, first, EN), move_label(move, shuffled, EN)
    assert EVENTS[CHRONOLOGICAL[at]].name_en in before
    assert EVENTS[swapped[at]].name_en in after and EVENTS[CHRONOLOGICAL[at]].name_en not in after
    assert before.endswith(f"E4 ({EVENTS[CHRONOLOGICAL[at]].name_en})")
