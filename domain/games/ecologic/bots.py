"""The competent «EcoLogic» bot: greedy over the final score it can foresee, from its own view.

The table is open but for the deck orders, so the bot reads everything it needs from its view:
its coins and eco-fund, its objects and their cards, its hand, the prices and the running auction.
It projects its score at the «Итоговый Отчет» (EL-9.1) — coins and eco-fund plus the income and
ecology of its objects (tables 1–2, special initiatives) for the turns it expects are left, which it
estimates from the size of the event deck alone (the report lies somewhere in level 3, EL-2.2).
Each candidate move is scored by the projection it leads to: a placement by the objects it adds, an
opening or a bid by the item's best placement less the price, a removal by what it takes away. It
never gives coins away, bids one coin over the price while the item is still worth it, and keeps
its eco-fund out of debt, where it would lose its biggest object (EL-7.3).
"""

from __future__ import annotations

from random import Random
from typing import Any, cast

import msgspec

from .board import building_targets, initiative_targets, special_targets
from .content import BUILDING_LEVELS, CARDS, INITIATIVE_LEVELS, SPECIALS
from .economy import score
from .moves import (
    Keep,
    LoseObject,
    OpenBuilding,
    OpenInitiative,
    OpenSpecial,
    Pass,
    PlaceBuilding,
    PlaceInitiative,
    PlaceSpecial,
    Raise,
    RemoveBuilding,
    RemoveInitiative,
)
from .state import Hex, State
from .view import TableView

LEVEL_THREE = {True: 4, False: 7}  # level-3 events in the deck (reduced map: two-player variant)
DEBT_PENALTY = 5.0  # per eco point the next ecology phase would leave below zero
COINS_TO_ECO = 0.8  # eco points a surplus coin buys through eco-initiatives, early in the game
ECO_TO_COINS = 0.5  # coins a surplus eco point buys by raising buildings, early in the game
CONVERSION_TURNS = 3.0  # turns needed to convert at the full rate


class Purse(msgspec.Struct):
    """What the bot's projection needs: money and eco now, and their change per turn."""

    coins: float
    eco: float
    income: float
    ecology: float


def turns_left(table: TableView) -> float:
    """Ecology and income phases still to come, this turn's included (the report ends the game
    after its own turn; before it, it lies uniformly among the level-3 cards still in the deck)."""
    current = 0.0 if table.phase in ("income", "end", "over") else 1.0
    if table.final:
        return current
    deck = table.event_deck_count
    last = LEVEL_THREE[table.reduced_map]
    if deck > last:
        return current + (deck - last) + (last + 1) / 2
    return current + (deck + 1) / 2


def upkeep_free(hexes: list[Hex], seat: int) -> bool:
    return any(c.owner == seat and c.special and SPECIALS[c.special].free_upkeep for c in hexes)


def purse(table: TableView, seat: int, hexes: list[Hex] | None = None) -> Purse:
    hexes = table.hexes if hexes is None else hexes
    player = table.players[seat]
    free = upkeep_free(hexes, seat)
    income = ecology = 0.0
    for cell in hexes:
        if cell.owner != seat:
            continue
        if cell.branch:
            income += BUILDING_LEVELS[cell.level].income
            ecology += BUILDING_LEVELS[cell.level].eco
        if cell.card:
            level = INITIATIVE_LEVELS[CARDS[cell.card].level]
            ecology += level.eco
            income -= 0 if free else level.upkeep
        if cell.special:
            income += SPECIALS[cell.special].income
            ecology += SPECIALS[cell.special].eco
    return Purse(coins=player.coins, eco=player.eco, income=income, ecology=ecology)


def projected_score(eco: float, coins: float, left: float) -> float:
    """ИО = k·(Э1+Э2) (EL-9.1) of the projected components. In the last turn, the formula itself;
    before it, the score once the surplus component has been turned into the other — coins into eco
    points by eco-initiatives, eco points into coins by raising buildings — at rates that fall as the
    turns to do it run out. That value never falls when either component grows."""
    if left <= 1:
        return score(round(eco), round(coins)) / 100
    room = min(1.0, (left - 1) / CONVERSION_TURNS)
    if coins >= eco:
        rate = COINS_TO_ECO * room
        return 2 * (rate * coins + eco) / (1 + rate)
    rate = ECO_TO_COINS * room
    return 2 * (rate * eco + coins) / (1 + rate)


def value(table: TableView, found: Purse) -> float:
    """The score foreseen at the end, less a penalty for an eco-fund in debt at the next ecology."""
    left = turns_left(table)
    projected = projected_score(found.eco + left * found.ecology, found.coins + left * found.income, left)
    debt = min(0.0, found.eco + found.ecology) if left >= 1 else 0.0
    return projected + DEBT_PENALTY * debt


def in_debt_soon(table: TableView, seat: int) -> bool:
    """Whether the next ecology phase would leave the eco-fund below zero (EL-7.3)."""
    found = purse(table, seat)
    return found.eco + found.ecology < 0


def changed(hexes: list[Hex], index: int, **fields: Any) -> list[Hex]:
    copy = list(hexes)
    copy[index] = msgspec.structs.replace(hexes[index], **fields)
    return copy


def placed(table: TableView, seat: int, move: Any) -> tuple[list[Hex], int]:
    """The map after a placement, and the biocapacity it takes."""
    hexes = table.hexes
    match move:
        case PlaceBuilding(branch=branch, hex=h):
            cell = hexes[h]
            bio = 0 if cell.bio_taken else cell.bio
            return changed(hexes, h, owner=seat, branch=branch, level=cell.level + 1, bio_taken=True), bio
        case PlaceSpecial(special=special, hex=h):
            cell = hexes[h]
            bio = 0 if cell.bio_taken else cell.bio
            return changed(hexes, h, owner=seat, special=special, bio_taken=True), bio
        case PlaceInitiative(card=card, hex=h):
            return changed(hexes, h, card=card), 0
        case RemoveBuilding(hex=h):
            cell = hexes[h]
            if cell.level == 1:
                return changed(hexes, h, owner=-1, branch="", level=0, card=""), 0
            return changed(hexes, h, level=cell.level - 1), 0
        case RemoveInitiative(hex=h):
            return changed(hexes, h, card=""), 0
    return hexes, 0


def after_placement(table: TableView, seat: int, move: Any, cost: float = 0.0) -> float:
    hexes, bio = placed(table, seat, move)
    found = purse(table, seat, hexes)
    found.eco += bio
    found.coins -= cost
    return value(table, found)


def best_use(table: TableView, seat: int, lot: str, item: str, cost: float) -> float:
    """The value of winning ``item`` for ``cost`` and placing it at its best (or keeping it)."""
    board = cast(State, table)  # the map functions read only ``hexes``, which the view shows in full
    if lot == "building":
        options: list[Any] = [PlaceBuilding(branch=item, hex=h) for h in building_targets(board, seat, item)]
    elif lot == "special":
        options = [PlaceSpecial(special=item, hex=h) for h in special_targets(board, seat)]
    else:
        options = [PlaceInitiative(card=item, hex=h) for h in initiative_targets(board, seat)]
    kept = after_placement(table, seat, Keep(), cost)
    return max([kept, *(after_placement(table, seat, option, cost) for option in options)])


def opening_item(table: TableView, move: Any) -> tuple[str, str, float]:
    match move:
        case OpenSpecial(special=special):
            return "special", special, table.prices.special
        case OpenBuilding(branch=branch):
            return "building", branch, getattr(table.prices, branch)
    card = table.revealed
    return "initiative", card, INITIATIVE_LEVELS[CARDS[card].level].nominal


def move_value(table: TableView, seat: int, move: Any) -> float | None:
    """The foreseen score after ``move``; None for moves the bot never makes (gifts, vetoes)."""
    match move:
        case RemoveBuilding() | RemoveInitiative() if turns_left(table) > 1 and not in_debt_soon(table, seat):
            return None  # objects are taken down only to balance the last turn or to escape a loss
        case PlaceBuilding() | PlaceSpecial() | PlaceInitiative() | RemoveBuilding() | RemoveInitiative():
            return after_placement(table, seat, move)
        case OpenSpecial() | OpenBuilding() | OpenInitiative():
            lot, item, price = opening_item(table, move)
            return best_use(table, seat, lot, item, price)
        case Raise(amount=amount):
            auction = table.auction
            if auction is None or amount != auction.price + 1:
                return None
            return best_use(table, seat, auction.lot, auction.item, amount)
        case LoseObject(hex=h):
            cell = table.hexes[h]
            return -(CARDS[cell.card].level if cell.card else 0) - (0 if cell.bio_taken else cell.bio)
    return None


def competent(table: TableView, seat: int, moves: list[Any], rng: Random) -> Any:
    """The move whose foreseen final score is highest; a pass or keep unless something beats
    standing still. Among equally dirty objects to lose, the one with the least invested in it."""
    if isinstance(moves[0], LoseObject):
        return max(moves, key=lambda move: move_value(table, seat, move) or 0.0)
    standing = value(table, purse(table, seat))
    valued = [(found, move) for move in moves if (found := move_value(table, seat, move)) is not None]
    idle = next((m for m in moves if isinstance(m, Pass | Keep)), None)
    if not valued:
        return idle or moves[0]
    found, best = max(valued, key=lambda pair: pair[0])
    if idle is not None and found <= standing + 1e-9:
        return idle
    return best
