"""«Вызов»: posters, events and their priority, the poster row: ZV-11, ZV-12, ZV-13.2, ZV-13.3, ZV-14.1."""

from __future__ import annotations

from igroteka.domain.engine import fold
from igroteka.domain.games.zavody import RULES
from igroteka.domain.games.zavody import facts as f
from igroteka.domain.games.zavody import moves as m
from igroteka.domain.games.zavody.effects import effective, workers_to_place

from .helpers import EVENT_IDS, POSTER_IDS, end_optimisation, give, place, play, refused, start


def deck(*first: str) -> list[str]:
    return [*first, *(p for p in POSTER_IDS if p not in first)]


def events(*first: str) -> list[str]:
    return [*first, *(e for e in EVENT_IDS if e not in first)]


def taking(seats: int = 2, row: tuple[str, ...] = ("PS01", "PS03", "PS07"), **kwargs):
    """Round 1 of «Вызов»: seat 0 has a pair on «Создание плаката» and reaches the poster step."""
    state = start(seats, "challenge", 1, posters=deck(*row), **kwargs)
    place(state, {0: ["posters"]})
    assert state.step == "posters"
    return state


def test_zv_11_1_instant_posters_act_at_once_and_are_discarded() -> None:
    state = taking()
    play(state, 0, m.TakePoster(0))
    assert state.players[0].blueprints == 3
    assert state.players[0].posters == [] and "PS01" in state.poster_discard


def test_zv_11_2_delayed_posters_from_the_next_round_in_optimisation() -> None:
    quiet = events("EV10", "EV11", "EV14")
    state = start(2, "challenge", 1, posters=deck("PS01", "PS03", "PS07", "PS10"), events=quiet)
    give(state, 0, 5)
    place(state, {})
    fold(RULES, [f.PosterTaken(0, "PS10", -1)], state)  # taken during round 2
    assert m.PlayPoster("PS10") not in RULES.legal_moves(state, 0)
    assert refused(state, 0, m.PlayPoster("PS10")) == "poster_too_new"
    end_optimisation(state)
    place(state, {})
    assert state.round == 3 and m.PlayPoster("PS10") in RULES.legal_moves(state, 0)
    play(state, 0, m.PlayPoster("PS10"))
    assert effective(state, 0, "tile_cost") == -2 and "PS10" in state.poster_discard
    end_optimisation(state)
    place(state, {})
    assert effective(state, 0, "tile_cost") == 0  # only for that round


def test_zv_11_2_delayed_posters_in_any_phase_when_their_owner_acts() -> None:
    quiet = events("EV10", "EV11", "EV14")
    state = start(2, "challenge", 1, posters=deck("PS01", "PS03", "PS07", "PS10", "PS13"), events=quiet)
    give(state, 0, 5)
    place(state, {})
    fold(RULES, [f.PosterTaken(0, "PS10", -1), f.PosterTaken(0, "PS13", -1)], state)
    end_optimisation(state)
    place(state, {})
    end_optimisation(state)
    assert state.round == 3 and state.phase == "placement"
    assert m.PlayPoster("PS10") not in RULES.legal_moves(state, 0)  # placement is simultaneous and hidden
    assert refused(state, 0, m.PlayPoster("PS10")) == "wrong_phase"
    place(state, {0: ["request"]})
    assert state.step == "purchase" and state.queue == [0]
    legal = RULES.legal_moves(state, 0)
    assert m.PlayPoster("PS10") in legal and m.PlayPoster("PS13") in legal
    play(state, 0, m.PlayPoster("PS10"))  # in activation, before buying
    assert effective(state, 0, "tile_cost") == -2 and state.queue == [0]
    before = state.players[0].blueprints
    play(state, 0, m.BuyTile(2))  # slot 2 costs 4, now 2
    assert state.players[0].blueprints == before - 2
    assert m.PlayPoster("PS13") not in RULES.legal_moves(state, 0)
    assert refused(state, 0, m.PlayPoster("PS13")) == "purchase_in_progress"  # not in the middle of a purchase


def test_zv_11_3_permanent_posters_act_from_the_next_round() -> None:
    state = taking(row=("PS17", "PS03", "PS07"), events=events("EV10"))
    facts = play(state, 0, m.TakePoster(0))
    added = next(x.modifier for x in facts if isinstance(x, f.ModifierAdded))
    assert (added.first, added.last, added.seats) == (2, 0, [0])
    assert state.players[0].posters == ["PS17"] and state.round == 2
    assert effective(state, 0, "bureau") == 1
    end_optimisation(state)
    facts = place(state, {0: ["bureau", "bureau"], 1: ["bureau", "bureau"]})
    assert sorted((x.seat, x.gain) for x in facts if isinstance(x, f.BureauActivated)) == [(0, 3), (1, 2)]
    assert state.players[0].posters == ["PS17"]  # it stays with its owner


def test_zv_11_4_target_kinds() -> None:
    others = taking(3)
    give(others, 1, 2)
    play(others, 0, m.TakePoster(1))  # PS03: every other player loses 1
    assert [p.blueprints for p in others.players] == [0, 1, 0]
    pair = taking(3)
    play(pair, 0, m.TakePoster(2))  # PS07: you and a chosen player gain 2
    assert pair.players[0].ally_for == "PS07"
    assert pair.queue[0] == 0 and RULES.legal_moves(pair, 0) == [m.ChooseAlly(1), m.ChooseAlly(2)]
    play(pair, 0, m.ChooseAlly(2))
    assert [p.blueprints for p in pair.players] == [2, 0, 2]
    everyone = taking(3, row=("PS05", "PS03", "PS07"))
    play(everyone, 0, m.TakePoster(0))
    assert [p.blueprints for p in everyone.players] == [1, 1, 1]


def test_zv_11_5_posters_beat_the_event() -> None:
    state = taking(row=("PS17", "PS03", "PS07"), events=events("EV01"))
    play(state, 0, m.TakePoster(0))
    assert state.event == "EV01"  # design bureaus evacuated: bureau −1
    end_optimisation(state)
    facts = place(state, {0: ["bureau", "bureau"], 1: ["bureau", "bureau"]})
    assert sorted((x.seat, x.gain) for x in facts if isinstance(x, f.BureauActivated)) == [(0, 3), (1, 1)]


def test_zv_11_6_not_raising_their_eyes_beats_posters_and_immunity() -> None:
    state = start(2, "challenge", 1, posters=deck("PS17", "PS03", "PS07", "PS09"), events=events("EV02", "EV01"))
    fold(RULES, [f.PosterTaken(1, "PS09", -1)], state)
    give(state, 1, 2)
    place(state, {0: ["posters"]})
    play(state, 0, m.TakePoster(0))
    assert state.event == "EV02" and state.phase == "optimise"
    assert m.PlayPoster("PS09") not in RULES.legal_moves(state, 1)
    assert refused(state, 1, m.PlayPoster("PS09")) == "immunity_not_allowed"
    end_optimisation(state)
    facts = place(state, {0: ["bureau"] * 3, 1: ["bureau"] * 3})
    assert sorted((x.seat, x.gain) for x in facts if isinstance(x, f.BureauActivated)) == [(0, 1), (1, 1)]
    assert state.event == "EV01" and m.PlayPoster("PS09") in RULES.legal_moves(state, 1)


def test_zv_11_7_immunity_to_the_round_event() -> None:
    state = start(2, "challenge", 1, posters=deck("PS01", "PS03", "PS07", "PS09"), events=events("EV05"))
    fold(RULES, [f.PosterTaken(0, "PS09", -1)], state)
    place(state, {})
    assert state.event == "EV05" and state.phase == "optimise"
    play(state, 0, m.PlayPoster("PS09"))
    assert state.immune == [0]
    assert refused(state, 0, m.PlayPoster("PS09")) == "poster_not_held"
    end_optimisation(state)
    assert workers_to_place(state, 0) == 5 and workers_to_place(state, 1) == 4


def test_zv_11_8_blueprints_stay_on_the_track() -> None:
    state = taking()
    give(state, 0, 19)
    facts = play(state, 0, m.TakePoster(0))
    assert state.players[0].blueprints == 20
    assert [x.delta for x in facts if isinstance(x, f.BlueprintsChanged)] == [1]
    poor = taking()
    facts = play(poor, 0, m.TakePoster(1))
    assert not any(isinstance(x, f.BlueprintsChanged) for x in facts) and poor.players[1].blueprints == 0


def test_zv_12_1_events_from_round_two_for_one_round() -> None:
    state = start(2, "challenge", 1, events=events("EV10", "EV11"))
    assert state.event == "" and len(state.event_deck) == 16
    facts = place(state, {})
    assert f.EventDrawn("EV10") in facts and state.event == "EV10"
    facts = place(state, {})
    assert f.BlueprintsChanged(0, 1, "EV10") in facts  # the premium at the end of round 2
    assert state.event == "EV11" and state.events_seen == ["EV10", "EV11"]
    basic = start(2)
    place(basic, {})
    assert basic.event == ""


def test_zv_13_2_taking_a_poster_slides_the_row() -> None:
    state = taking()  # the row is PS01, PS03, PS07
    top = state.poster_deck[0]
    facts = play(state, 0, m.TakePoster(1))
    moved = [x for x in facts if isinstance(x, f.PosterTaken | f.PosterDealt)]
    assert moved[:2] == [f.PosterTaken(0, "PS03", 1), f.PosterDealt(0, top)]
    # [top, PS01, PS07] after the take; the end-of-round refresh then discards PS07.
    assert state.poster_row[1:] == [top, "PS01"] and "PS07" in state.poster_discard
    deck_draw = taking()
    top = deck_draw.poster_deck[0]
    assert top == "PS02"
    facts = play(deck_draw, 0, m.TakePoster(-1))
    assert facts[0] == f.PosterTaken(0, "PS02", -1) and deck_draw.players[0].blueprints == 2
    assert deck_draw.poster_row[1:] == ["PS01", "PS03"]


def test_zv_13_3_a_five_blueprint_tile_brings_a_poster() -> None:
    state = start(2, "challenge", 1, posters=deck("PS01", "PS03", "PS05"))
    give(state, 0, 9)
    place(state, {0: ["request"]})
    play(state, 0, m.BuyTile(0))
    assert state.pending.bonus
    play(state, 0, m.PlaceTile(4, 0))
    assert RULES.legal_moves(state, 0) == [
        m.TakeBonusPoster(0),
        m.TakeBonusPoster(1),
        m.TakeBonusPoster(2),
        m.SkipBonusPoster(),
    ]
    play(state, 0, m.TakeBonusPoster(0))
    assert state.players[0].blueprints == 4 + 3
    cheap = start(2, "challenge", 1)
    give(cheap, 0, 9)
    place(cheap, {0: ["request"]})
    play(cheap, 0, m.BuyTile(2))
    play(cheap, 0, m.PlaceTile(4, 0))
    assert cheap.pending is None and cheap.round == 2


def test_zv_14_1_poster_row_refresh() -> None:
    state = start(2, "challenge", 1, posters=deck("PS01", "PS03", "PS05"))
    nxt = state.poster_deck[0]
    facts = place(state, {})
    assert f.PosterRowShifted("PS05") in facts
    assert state.poster_row == [nxt, "PS01", "PS03"] and state.poster_discard == ["PS05"]
    assert facts.index(f.PosterRowShifted("PS05")) < next(
        i for i, x in enumerate(facts) if isinstance(x, f.TileRowShifted)
    )
