"""Zones, the turn, victory, hidden information and content (sections 4, 11, 14, 15, 16 of RULES.md)."""

from __future__ import annotations

from collections import Counter
from random import Random

import msgspec
import pytest

from igroteka.domain.engine import Auditor, Seat, Spectator, fold
from igroteka.domain.games.den_pobedy import RULES
from igroteka.domain.games.den_pobedy.content import ARMS, CARDS, pool, starter_list
from igroteka.domain.games.den_pobedy.facts import CardRef, CardsDrawn, DeckShuffled, DeckStruck, HandShown, MatchEnded
from igroteka.domain.games.den_pobedy.moves import (
    Attack,
    Build,
    EndPhase,
    EndTurn,
    KeepHand,
    Payment,
    PlayResource,
    Redeal,
    SubmitDeck,
)
from tests.harness import check_no_leaks, check_scoring, play_random

from .helpers import act, dealt, position, refused

FREE = Payment()


def zone_total(state, seat: int) -> int:
    p = state.players[seat]
    return sum(len(z) for z in (p.deck, p.hand, p.line1, p.line2, p.reserve, p.resources, p.losses))


def test_dp_4_1_every_card_is_in_exactly_one_zone():
    pos = position(board=(["ra_rifle", "ra_depot"], ["wm_factory"]), hand=(["ra_tac_partisans"], []), phase="attack")
    before = [zone_total(pos.state, s) for s in (0, 1)]
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][0], target=pos.board[1][0], pay=FREE))
    assert [zone_total(state, s) for s in (0, 1)] == before
    for p in state.players:
        ids = [*p.deck, *p.hand, *p.line1, *p.line2, *p.reserve, *p.resources, *p.losses]
        assert len(ids) == len(set(ids))


def test_dp_4_2_losses_lie_face_down():
    pos = position(board=(["ra_rifle"], ["wm_factory"]), phase="attack")
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][0], target=pos.board[1][0], pay=FREE))
    for viewer in (Seat(0), Seat(1), Spectator()):
        view = RULES.view(state, viewer)
        assert view.players[1].losses_count == 1 and view.players[1].losses is None
    assert [r.id for r in RULES.view(state, Auditor()).players[1].losses] == [pos.board[1][0]]


def test_dp_11_1_turn_starts_with_untap_and_draw():
    pos = position(board=([], ["wm_depot"]), phase="attack", tapped=["1:0"])
    state, facts = act(pos.state, 0, EndTurn())
    assert state.players[1].tapped == [] and CardsDrawn(seat=1, count=2, cards=facts[-1].cards) == facts[-1]


def test_dp_11_2_development_phase_builds_and_plays_resources_not_attacks():
    pos = position(board=(["ra_rifle"], ["wm_depot"]), hand=(["ra_depot", "ra_rifle"], []))
    depot, rifle = pos.hand[0]
    assert refused(pos.state, 0, Attack(unit=pos.board[0][0], target=pos.board[1][0], pay=FREE)) == "wrong_phase"
    state, _ = act(pos.state, 0, PlayResource(card=depot))
    state, _ = act(state, 0, Build(card=rifle, pay=Payment(depot=1)))
    assert state.players[0].reserve == [rifle]
    state, _ = act(state, 0, EndPhase())
    assert state.phase == "attack"


def test_dp_11_3_combat_phase_allows_several_attacks_but_no_building():
    pos = position(board=(["ra_rifle", "ra_rifle"], ["wm_depot", "wm_fuel"]), hand=(["ra_rifle"], []), phase="attack")
    assert refused(pos.state, 0, Build(card=pos.hand[0][0], pay=FREE)) == "wrong_phase"
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][0], target=pos.board[1][0], pay=FREE))
    state, _ = act(state, 0, Attack(unit=pos.board[0][1], target=pos.board[1][1], pay=FREE))
    assert state.players[1].resources == [] and state.phase == "attack"


def test_dp_11_4_end_of_turn_deploys_the_reserve_and_passes_the_turn():
    pos = position(reserve=(["ra_t34"], []), phase="attack")
    state, _ = act(pos.state, 0, EndTurn())
    assert state.players[0].line1 == pos.reserve[0] and state.active == 1


def test_dp_14_1_a_player_who_must_draw_from_an_empty_deck_loses():
    pos = position(phase="attack", deck=(10, 2))
    state, facts = act(pos.state, 0, EndTurn())
    assert [f.count for f in facts if isinstance(f, CardsDrawn)] == [2] and state.players[1].deck == []
    assert RULES.outcome(state) is None  # his deck is empty, but he has not had to draw from it yet
    state, _ = act(state, 1, EndPhase())
    state, _ = act(state, 1, EndTurn())
    state, _ = act(state, 0, EndPhase())
    state, facts = act(state, 0, EndTurn())
    assert facts[-1] == MatchEnded(winners=[0], reason="deck_destroyed")
    assert RULES.outcome(state).winners == [0] and RULES.to_act(state) == frozenset()
    assert refused(state, 0, EndTurn()) == "match_over"


def test_dp_14_1_a_deck_with_fewer_cards_than_the_draw_gives_what_it_has():
    short = position(phase="attack", deck=(10, 1))
    state, facts = act(short.state, 0, EndTurn())
    assert [f.count for f in facts if isinstance(f, CardsDrawn)] == [1]
    assert RULES.outcome(state) is None and state.active == 1 and state.players[1].deck == []


def test_dp_14_1_a_deck_struck_empty_loses_at_its_owners_next_draw():
    pos = position(board=(["ra_il4", "ra_fuel"], []), phase="attack", deck=(0, 2))
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][0], target="deck", pay=Payment(fuel=1)))
    assert state.players[1].deck == [] and RULES.outcome(state) is None
    state, facts = act(state, 0, EndTurn())
    assert facts[-1] == MatchEnded(winners=[0], reason="deck_destroyed")
    outcome = RULES.outcome(state)
    assert outcome.winners == [0] and outcome.scores == [0, 0]


def test_dp_14_2_the_scoring_is_the_cards_left_in_each_deck():
    pos = position(phase="attack", deck=(10, 0))
    state, _ = act(pos.state, 0, EndTurn())
    outcome = RULES.outcome(state)
    check_scoring(RULES, outcome)
    assert [[(p.category, p.points) for p in seat] for seat in outcome.scoring.seats] == [[("deck", 10)], [("deck", 0)]]


@pytest.mark.parametrize(("deck_building", "seed"), [(False, 1), (False, 2), (True, 3)])
def test_dp_14_2_over_random_play_each_seats_deck_is_its_score(deck_building: bool, seed: int) -> None:
    played = play_random(RULES, RULES.Options(deck_building=deck_building), 2, seed)
    check_scoring(RULES, played.outcome)


def test_dp_14_2_no_drawn_match_even_when_both_decks_are_empty():
    pos = position(board=(["ra_il4", "ra_fuel"], []), phase="attack", deck=(0, 2))
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][0], target="deck", pay=Payment(fuel=1)))
    assert [len(p.deck) for p in state.players] == [0, 0]
    state, _ = act(state, 0, EndTurn())
    assert RULES.outcome(state).winners == [0]  # the seat that had to draw is the one that lost


def test_dp_14_2_equal_decks_without_deck_strikes_the_second_player_runs_out_first():
    state = fold(RULES, RULES.setup(RULES.Options(deck_building=False, series_opener=0), 2, Random(0)))
    state, _ = act(state, 0, KeepHand())
    state, _ = act(state, 1, KeepHand())
    while RULES.outcome(state) is None:
        state, _ = act(state, state.active, EndPhase())
        state, _ = act(state, state.active, EndTurn())
    outcome = RULES.outcome(state)
    assert outcome.reason == "deck_destroyed" and outcome.winners == [0] and state.turn == 39


def test_dp_15_1_hands_and_deck_order_are_hidden():
    state = fold(RULES, RULES.setup(RULES.Options(deck_building=False), 2, Random(1)))
    check_no_leaks(RULES, state, 2)
    hand1 = set(state.players[1].hand)
    assert hand1 <= RULES.secrets(state, Seat(0)) and hand1 <= RULES.secrets(state, Spectator())
    assert not hand1 & RULES.secrets(state, Seat(1)) and RULES.secrets(state, Auditor()) == set()
    assert set(state.players[1].deck) <= RULES.secrets(state, Seat(1))
    drawn = CardsDrawn(seat=1, count=7, cards=[])
    assert RULES.redact(drawn, Seat(0)).cards is None and RULES.redact(drawn, Seat(1)) == drawn
    shuffle = DeckShuffled(seat=1, size=0, order=[])
    assert RULES.redact(shuffle, Seat(1)).order is None and RULES.redact(shuffle, Auditor()) == shuffle
    assert RULES.view(state, Seat(0)).players[1].hand is None
    assert RULES.view(state, Seat(0)).players[1].hand_count == 7


def test_dp_15_2_deck_building_is_hidden_from_the_opponent():
    state = fold(RULES, RULES.setup(RULES.Options(), 2, Random(0)))
    state, facts = act(state, 0, SubmitDeck(cards=["ra_kv1"] + ["ra_depot"] * 44))
    slots = {f"b0-{i:03d}" for i in range(45)}
    assert RULES.secrets(state, Seat(1)) == slots == RULES.secrets(state, Spectator())
    assert RULES.secrets(state, Seat(0)) == set()
    assert RULES.redact(facts[0], Seat(1)) is None and RULES.redact(facts[0], Seat(0)) == facts[0]
    assert RULES.view(state, Seat(1)).players[0].building is None
    assert RULES.view(state, Seat(0)).players[0].building[0] == CardRef(id="b0-000", card="ra_kv1")
    assert b"ra_kv1" not in msgspec.json.encode(RULES.view(state, Seat(1)))
    check_no_leaks(RULES, state, 2, facts)
    # the opponent sees one step for the whole deck, whatever it holds
    assert len(facts) == 2 and RULES.redact(facts[1], Seat(1)) == facts[1]


def test_dp_15_3_shown_hand_goes_to_the_opponent_only():
    rich = ["ra_depot"] * 7
    pos = dealt(rich, ["wm_depot", "wm_fuel"] + ["wm_infantry"] * 5)
    state, facts = act(pos.state, 0, Redeal())
    shown = next(f for f in facts if isinstance(f, HandShown))
    assert RULES.redact(shown, Spectator()) is None and RULES.redact(shown, Seat(1)) == shown
    assert not set(pos.hand[0]) & RULES.secrets(state, Seat(1))
    assert set(pos.hand[0]) <= RULES.secrets(state, Spectator())
    assert RULES.view(state, Spectator()).players[0].shown is None
    assert [r.id for r in RULES.view(state, Seat(1)).players[0].shown] == pos.hand[0]
    check_no_leaks(RULES, state, 2, facts)


def test_dp_15_4_struck_deck_cards_stay_unseen():
    pos = position(board=(["ra_il4", "ra_fuel"], []), phase="attack", deck=(10, 6))
    state, facts = act(pos.state, 0, Attack(unit=pos.board[0][0], target="deck", pay=Payment(fuel=1)))
    struck = next(f for f in facts if isinstance(f, DeckStruck))
    for viewer in (Seat(0), Seat(1), Spectator()):
        assert RULES.redact(struck, viewer).cards is None
        assert set(struck.cards) <= RULES.secrets(state, viewer)
    check_no_leaks(RULES, state, 2, facts)


def test_dp_16_1_pools_cover_every_arm_and_starters_have_45_cards():
    for side in ("red", "wehrmacht"):
        cards = pool(side)
        arms = Counter(c.arm for c in cards if c.category == "unit")
        assert set(arms) == set(ARMS) and arms["armour"] == 8 and arms["aviation"] == 6
        assert Counter(c.category for c in cards) == {"resource": 3, "unit": 26, "tactic": 6}
        starter = Counter(CARDS[c].category for c in starter_list(side))
        assert starter == {"resource": 18, "unit": 22, "tactic": 5}
        assert {CARDS[c].arm for c in starter_list(side) if CARDS[c].category == "unit"} == set(ARMS)
        assert all(c.name and c.name_en for c in cards)
    kinds = {c.kind for c in CARDS.values()}
    assert {"armoured_car", "medium_tank", "heavy_tank", "tank_destroyer", "field_gun", "anti_tank_gun"} <= kinds
    assert {"fighter", "bomber"} <= kinds
    encoded = msgspec.json.encode(RULES.content())
    assert b"T-34" in encoded and "Ил-2".encode() in encoded and b"Pak 40" in encoded


def test_dp_16_2_seed_figures_are_kept():
    for car in ("ra_ba10", "wm_sdkfz222"):
        assert (CARDS[car].attack, CARDS[car].defence) == (2, 2)
        assert CARDS[car].cost.counts() == (1, 2, 1)
    assert (CARDS["ra_t34"].attack, CARDS["ra_t34"].defence) == (3, 3) == (CARDS["wm_pz3"].attack, 3)
    assert (CARDS["ra_kv1"].attack, CARDS["ra_kv1"].defence) == (5, 5)
    assert (CARDS["ra_smg"].attack, CARDS["ra_smg"].defence) == (3, 2)
    assert CARDS["wm_ju87"].directed and CARDS["ra_il2"].bombing > 0 and CARDS["wm_he111"].deck_strike > 0


def test_dp_16_3_special_properties_are_carried_by_the_listed_cards_only():
    def carriers(has) -> set[str]:
        return {c.id for c in CARDS.values() if c.category == "unit" and has(c)}

    assert carriers(lambda c: c.mobility) == {
        *("ra_ba10", "ra_t60", "ra_t34_85", "ra_cavalry"),
        *("wm_sdkfz222", "wm_pz2", "wm_grenadier", "wm_kradschutzen"),
    }
    assert carriers(lambda c: c.directed) == {"ra_sniper", "ra_il2", "ra_pe2", "ra_po2", "wm_ju87", "wm_hs129"}
    support = {c.id: c.artillery_support for c in CARDS.values() if c.artillery_support}
    assert support == {"ra_is2": 2, "ra_su76": 2, "ra_zis3": 2, "ra_m30": 2, "wm_lefh18": 2, "wm_sfh18": 2}
    strikes = {c.id: c.unit_strike for c in CARDS.values() if c.unit_strike}
    assert strikes == {"ra_m30": 2, "ra_katyusha": 3, "ra_b4": 4, "wm_nebelwerfer": 3, "wm_sfh18": 4}
    deck = {c.id: (c.kind, c.deck_strike) for c in CARDS.values() if c.deck_strike}
    assert deck == {"ra_il4": ("long_range_bomber", 2), "wm_he111": ("long_range_bomber", 2)}
    # no property is a no-op: артподдержка 1 off the 2nd line would be plain support (DP-13.4)
    assert all(c.artillery_support != 1 or c.line == 2 for c in CARDS.values())
    assert not CARDS["wm_stug3"].artillery_support and CARDS["wm_stug3"].modifiers[0].vs == "armour"
