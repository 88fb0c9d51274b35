"""Hidden information: views, redacted facts and secrets per viewer."""

from __future__ import annotations

from random import Random

import msgspec

from igroteka.domain.engine import Auditor, Seat, Spectator, fold
from igroteka.domain.games.pobeda import RULES
from igroteka.domain.games.pobeda.facts import CardDrawn, DeckShuffled, HandDealt
from igroteka.domain.games.pobeda.moves import PlayEvent
from igroteka.domain.games.pobeda.setup import Options
from igroteka.domain.games.pobeda.view import Shared, cells_view, table_view, wire_table
from tests.harness import check_no_leaks, play_random

from .tables import card_at, cell, play, row_cells, table


def test_pb_9_1_views_show_the_public_table_and_only_the_viewers_own_hand():
    state = table(
        lines_to_win=2,
        chips=dict.fromkeys(row_cells(2, 0, 5), 0) | {cell(6, 6): 1},
        hands=[[card_at(cell(2, 5)), "k141"], ["k142", "k143"]],
        deck=["k144", "k145"],
    )
    state, _ = play(state, 0, PlayEvent(card=card_at(cell(2, 5))))
    seat = RULES.view(state, Seat(1))
    assert seat.viewer_seat == 1 and seat.hand == ["k142", "k143"]
    assert seat.hands is None and seat.deck is None
    assert [s.hand_size for s in seat.seats] == [2, 2] and seat.deck_size == 1
    assert seat.discard == [card_at(cell(2, 5))] and seat.turn == 1
    assert seat.board[cell(2, 3)].chip == 0 and seat.board[cell(2, 3)].star_up
    assert seat.board[cell(6, 6)].chip == 1 and not seat.board[cell(6, 6)].star_up
    assert seat.board[0].event is None and seat.board[1].event == "ev001"
    assert [(line.colour, line.cells) for line in seat.lines] == [(0, row_cells(2, 0, 6))]
    assert [(c.lines, c.supply) for c in seat.colours] == [(1, 54), (0, 59)]
    spectator = RULES.view(state, Spectator())
    assert spectator.hand is None and spectator.viewer_seat is None and spectator.hands is None
    auditor = RULES.view(state, Auditor())
    assert auditor.hands == state.hands and auditor.deck == ["k145"]


def test_pb_9_2_hidden_cards_in_facts_are_redacted():
    facts = RULES.setup(Options(), 2, Random(4))
    shuffled = next(f for f in facts if isinstance(f, DeckShuffled))
    dealt = next(f for f in facts if isinstance(f, HandDealt) and f.seat == 1)
    assert RULES.redact(shuffled, Seat(0)).cards is None and RULES.redact(shuffled, Spectator()).cards is None
    assert RULES.redact(shuffled, Auditor()) == shuffled
    assert RULES.redact(dealt, Seat(1)) == dealt and RULES.redact(dealt, Auditor()) == dealt
    assert RULES.redact(dealt, Seat(0)).cards is None and RULES.redact(dealt, Seat(0)).size == 6
    drawn = CardDrawn(seat=0, card="k150")
    assert RULES.redact(drawn, Seat(0)) == drawn
    assert RULES.redact(drawn, Seat(1)) == CardDrawn(seat=0, card=None)
    assert RULES.redact(drawn, Spectator()).card is None


def test_pb_9_3_secrets_are_the_deck_and_every_hand_the_viewer_may_not_see():
    state = fold(RULES, RULES.setup(Options(teams=2), 4, Random(8)))
    deck = set(state.deck)
    assert RULES.secrets(state, Seat(0)) == deck | set(state.hands[1] + state.hands[2] + state.hands[3])
    assert RULES.secrets(state, Spectator()) == deck | {c for hand in state.hands for c in hand}
    assert RULES.secrets(state, Auditor()) == set()
    played = play_random(RULES, Options(teams=2), 4, 8)
    check_no_leaks(RULES, played.state, 4, played.facts)
    check_no_leaks(RULES, state, 4, played.facts[: 2 + 4])


def test_pb_9_1_what_frames_share_made_from_the_last_position_is_what_is_made_afresh():
    """The board a frame sends, its cells encoded again only where they changed since the last
    position, is the board encoded afresh, and every viewer's frame table is its view."""
    made = []

    def same_board(state):
        shared = Shared(state, made[-1] if made else None)
        assert shared.json == msgspec.Raw(msgspec.json.encode(cells_view(state)))
        for viewer in (Seat(0), Seat(1), Spectator(), Auditor()):
            sent = msgspec.json.encode(wire_table(state, viewer, shared))
            assert sent == msgspec.json.encode(table_view(state, viewer))
        made.append(shared)

    for seed in range(3):
        play_random(RULES, Options(), 2, seed, invariant=same_board)
    assert len(made) > 100
