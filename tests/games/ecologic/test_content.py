"""EL-1: the components and the reconstructed content."""

from __future__ import annotations

from collections import Counter

from igroteka.domain.games.ecologic import RULES
from igroteka.domain.games.ecologic.content import BUILDING_LEVELS, CATALOGUE, INITIATIVE_LEVELS

from .helpers import fresh, put


def test_el_1_1_nineteen_hexes_with_biocapacity() -> None:
    tiles = CATALOGUE.tiles
    assert len(tiles) == 19 == len({t.id for t in tiles})
    assert Counter(t.resource for t in tiles) == {"oil": 7, "mineral": 7, "both": 2, "special": 3}
    assert all(1 <= t.bio <= 3 for t in tiles)
    assert sum(t.bio for t in tiles) == 36
    assert all(t.name and t.name_en for t in tiles)


def test_el_1_2_table_2_eco_initiatives() -> None:
    table = {row.level: (row.nominal, row.eco, row.upkeep) for row in INITIATIVE_LEVELS.values()}
    assert table == {1: (2, 1, 0), 2: (4, 2, 1), 3: (8, 3, 1), 4: (12, 5, 2)}
    cards = CATALOGUE.initiative_cards
    assert [c.id for c in cards] == [f"ei{n:02d}" for n in range(1, 21)]
    assert Counter(c.level for c in cards) == {1: 7, 2: 6, 3: 4, 4: 3}
    names = {k.name for k in CATALOGUE.initiative_kinds}
    assert {"Посадка деревьев", "Очистные фильтры", "Просветительская кампания"} <= names


def test_el_1_3_twenty_one_events_in_three_levels() -> None:
    events = CATALOGUE.events
    assert [e.id for e in events] == [f"ev{n:02d}" for n in range(1, 22)]
    assert Counter(e.level for e in events) == {1: 7, 2: 7, 3: 7}
    finals = [e for e in events if e.effect == "final"]
    assert [(e.name, e.level) for e in finals] == [("Итоговый Отчет", 3)]
    assert {"Наводнение", "Финансовый кризис"} <= {e.name for e in events}
    assert sum(e.effect == "veto" for e in events) == 3


def test_el_1_4_three_special_initiatives() -> None:
    specials = {s.name: s for s in CATALOGUE.specials}
    assert set(specials) == {"Биржа", "Заповедник", "Академия"}
    assert (specials["Биржа"].income, specials["Биржа"].eco) == (3, 0)
    assert (specials["Заповедник"].income, specials["Заповедник"].eco) == (0, 3)
    assert specials["Академия"].free_upkeep and specials["Академия"].eco == 1
    assert CATALOGUE.special_prices == [12, 15, 20]


def test_el_1_5_bank_and_eco_fund_are_accounts_not_limits() -> None:
    state = fresh(4)
    assert state.bank == 45 - 4 * 10 and state.eco_pool == 45
    state = put(state, 1, 0, "mineral", 4)
    state.players[0].eco = 50
    state.eco_pool = 45 - 50
    assert state.eco_pool < 0
    assert sum(p.eco for p in state.players) + state.eco_pool == 45
    assert sum(p.coins for p in state.players) + state.bank == 45


def test_el_1_6_ten_buildings_per_branch_and_colour() -> None:
    state = fresh(3)
    for player in state.players:
        assert player.supply == {"oil": 9, "mineral": 9} and player.held == {"oil": 1, "mineral": 1}
    assert CATALOGUE.buildings_per_branch == 10
    assert BUILDING_LEVELS[4].level == CATALOGUE.max_level == 4
    assert RULES.content() is CATALOGUE
