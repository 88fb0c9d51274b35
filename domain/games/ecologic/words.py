"""«EcoLogic» in words, Russian and English: refusals, end reasons, each fact as a sentence and each
move as a label, hexes by their tiles and numbers, cards and specials by their names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from igroteka.domain.engine import Reading, Words, phrase

from . import facts as f
from . import moves as m
from .content import CARDS, CATALOGUE, EVENTS, SPECIALS, TILES
from .state import State

REFUSALS: Words = {
    "game_over": ("Партия окончена.", "The game is over."),
    "not_your_turn": ("Сейчас не ваш ход.", "It is not your turn to act."),
    "wrong_phase": ("Сейчас так ходить нельзя.", "That cannot be done now."),
    "item_not_held": ("У вас этого нет.", "You do not hold that item."),
    "place_won_item": (
        "Сначала разместите или оставьте выигранное.",
        "Place or keep the item you have just won first.",
    ),
    "one_placement_per_round": (
        "Вы уже размещали объект из руки в этом раунде.",
        "You have already placed an item from your hand this round.",
    ),
    "hex_not_allowed": ("На этот гекс так ставить нельзя.", "That hex does not allow this placement."),
    "no_auction": ("Аукциона сейчас нет.", "No auction is running."),
    "no_veto": ("У вас нет вето в этом ходу.", "You hold no veto this turn."),
    "no_building_left": ("Зданий этой отрасли у вас не осталось.", "You have no building of that branch left."),
    "bid_too_low": ("Ставка должна быть выше текущей.", "A bid must exceed the current price."),
    "not_enough_coins": ("Не хватает монет.", "You do not have enough coins."),
    "wrong_auction_round": ("Сейчас аукцион другого вида.", "This is another kind of auction round."),
    "special_not_available": ("Эта особая инициатива не продаётся.", "That special initiative is not for sale."),
    "no_card_revealed": ("Карта инициативы не открыта.", "No initiative card is revealed."),
    "transfer_used": (
        "Вы уже передавали монеты в этом аукционе.",
        "You have already made your transfer in this auction.",
    ),
    "bad_recipient": ("Монеты передаются другому игроку за столом.", "Coins go to another player at the table."),
    "bad_amount": ("Передать можно от одной монеты до всех.", "Transfer between one coin and all your coins."),
    "not_dirtiest": (
        "Потерять можно только один из самых грязных объектов.",
        "Only one of your dirtiest objects can be lost.",
    ),
    "cannot_remove": (
        "Убрать можно только свои здания и карты в свой ход.",
        "You may remove only your own buildings and cards, at your turn.",
    ),
    "nothing_to_keep": ("Оставлять нечего.", "There is nothing to keep now."),
    "move_not_allowed_now": ("Сейчас этот ход недоступен.", "That move is not allowed now."),
    "bad_options": ("Такие настройки игры недопустимы.", "These options are not valid."),
    "bad_seats": ("В EcoLogic играют от 2 до 4 человек.", "EcoLogic is for 2 to 4 players."),
}

REASONS: Words = {"final_report": ("подведён итоговый отчёт", "the final report was drawn up")}

FACTS: Words = {
    "game_set_up": ("Партия началась: {players}.", "The game begins: {players}."),
    "building_placed": ("{who} строит ({branch}): {hex}.", "{who} builds ({branch}): {hex}."),
    "special_placed": ("{who} размещает «{special}»: {hex}.", "{who} places «{special}»: {hex}."),
    "initiative_placed": ("{who} — инициатива «{card}»: {hex}.", "{who} — initiative «{card}»: {hex}."),
    "item_kept": ("{who} оставляет выигранное у себя.", "{who} keeps the item won."),
    "event_drawn": ("Событие: «{card}».", "Event: «{card}»."),
    "opener_passed": ("{who} не открывает аукцион.", "{who} opens no auction."),
    "auction_opened": ("{who} открывает аукцион: {item}, {price}.", "{who} opens an auction: {item}, {price}."),
    "bid_raised": ("{who} поднимает ставку на {amount}.", "{who} raises by {amount}."),
    "bid_passed": ("{who} пасует.", "{who} passes."),
    "auction_vetoed": ("{who} накладывает вето.", "{who} vetoes the auction."),
    "auction_won": ("{who} выигрывает аукцион: {item} за {price}.", "{who} wins the auction: {item} for {price}."),
    "auction_unsold": ("Никто не купил: {item}.", "Unsold: {item}."),
    "initiatives_shuffled": ("Колода инициатив перемешана.", "The initiative deck is shuffled."),
    "initiative_revealed": ("Открыта инициатива «{card}».", "The initiative «{card}» is revealed."),
    "building_removed": ("{who} сносит здание: {hex}.", "{who} demolishes a building: {hex}."),
    "initiative_removed": ("{who} убирает инициативу: {hex}.", "{who} removes an initiative: {hex}."),
    "coins_transferred": ("{who} передаёт {coins}: {to}.", "{who} gives {coins} to {to}."),
    "ecology_applied": ("{who}: экология {delta}.", "{who}: ecology {delta}."),
    "object_lost": ("{who} теряет объект: {hex}.", "{who} loses an object: {hex}."),
    "initiative_lost": ("{who} теряет инициативу: {hex}.", "{who} loses an initiative: {hex}."),
    "income_paid": ("{who} получает доход {amount}.", "{who} earns {amount}."),
    "game_ended": ("Игра окончена, итоговый отчёт: {scores}.", "The game is over; the final report: {scores}."),
}

MOVES: Words = {
    "place_building": ("Построить ({branch}): {hex}", "Build ({branch}): {hex}"),
    "place_special": ("Разместить «{special}»: {hex}", "Place «{special}»: {hex}"),
    "place_initiative": ("Инициатива «{card}»: {hex}", "Initiative «{card}»: {hex}"),
    "keep": ("Оставить у себя", "Keep it"),
    "open_special": ("Аукцион: «{special}»", "Auction: «{special}»"),
    "open_building": ("Аукцион: здание ({branch})", "Auction: a building ({branch})"),
    "open_initiative": ("Аукцион: зелёная инициатива", "Auction: a green initiative"),
    "pass": ("Пас", "Pass"),
    "raise": ("Поднять ставку на {amount}", "Raise by {amount}"),
    "veto": ("Вето на аукцион", "Veto the auction"),
    "remove_building": ("Снести своё здание: {hex}", "Demolish your building: {hex}"),
    "remove_initiative": ("Убрать свою инициативу: {hex}", "Remove your initiative: {hex}"),
    "transfer": ("Передать {coins}: {to}", "Give {coins} to {to}"),
    "lose_object": ("Потерять объект: {hex}", "Lose the object: {hex}"),
}

FORMS: Words = {}

WARNINGS: Words = {
    "destroys_own": ("Ваш объект будет снесён с карты.", "Your object is removed from the map."),
    "gives_up": ("Вы отдадите свои монеты другому игроку.", "You give your coins to another player."),
}

BRANCHES: Words = {"oil": ("нефть", "oil"), "mineral": ("минералы", "minerals")}


def item_name(item: str, reading: Reading) -> str:
    """An auction's lot: a branch's building, an initiative card (its kind and level), a special."""
    if item in BRANCHES:
        return reading.tr(
            f"здание: {phrase(BRANCHES, item, reading)}", f"a building: {phrase(BRANCHES, item, reading)}"
        )
    if item in CARDS:
        card = CARDS[item]
        return f"{named(card.kind, reading)} ({reading.tr('ур.', 'lvl')} {card.level})"
    return named(item, reading)


KINDS = {kind.id: kind for kind in CATALOGUE.initiative_kinds}


def named(key: str, reading: Reading) -> str:
    found = SPECIALS.get(key) or EVENTS.get(key) or TILES.get(key) or KINDS.get(key)
    if found is None:
        return reading.tr("карта", "a card")
    return reading.tr(found.name, found.name_en)


def hex_name(index: int, state: State, reading: Reading) -> str:
    if 0 <= index < len(state.hexes):
        return f"{named(state.hexes[index].tile, reading)} (#{index + 1})"
    return f"#{index + 1}"


Write = Callable[[str, Any, State, Reading, dict[str, Any]], None]


def seat_of(field: str, value: Any, state: State, reading: Reading, values: dict[str, Any]) -> None:
    if isinstance(value, int):
        values["who" if field == "seat" else field] = reading.seat(value)
    else:
        values[field] = value


def hex_of(field: str, value: Any, state: State, reading: Reading, values: dict[str, Any]) -> None:
    values[field] = hex_name(value, state, reading)


def branch_of(field: str, value: Any, state: State, reading: Reading, values: dict[str, Any]) -> None:
    values[field] = phrase(BRANCHES, value, reading)


def item_of(field: str, value: Any, state: State, reading: Reading, values: dict[str, Any]) -> None:
    if isinstance(value, str):
        values[field] = item_name(value, reading) if value else ""
    else:
        values[field] = value


def coins_of(field: str, value: Any, state: State, reading: Reading, values: dict[str, Any]) -> None:
    values[field] = value
    if isinstance(value, int):
        values["coins"] = reading.count(value, ("монету", "монеты", "монет"), ("coin", "coins"))


def players_of(field: str, value: Any, state: State, reading: Reading, values: dict[str, Any]) -> None:
    values[field] = value
    if isinstance(value, int):
        values["players"] = reading.count(value, ("игрок", "игрока", "игроков"), ("player", "players"))


# A field's wording by its name; a name not here is given as is.
WRITES: dict[str, Write] = {
    **dict.fromkeys(("seat", "to", "leader"), seat_of),
    "hex": hex_of,
    "branch": branch_of,
    **dict.fromkeys(("special", "card", "item"), item_of),
    "amount": coins_of,
    "seats": players_of,
}


def spelling(kind: type) -> tuple[tuple[str, Write | None], ...]:
    """How each field of a fact or move of ``kind`` is worded (None: as is)."""
    return tuple((field, WRITES.get(field)) for field in kind.__struct_fields__)  # type: ignore[attr-defined]


# Each kind of fact and move: how its fields are worded, looked up by its type (a frame words every
# new fact for every viewer, and choosing each field's wording by its name was most of it).
SPELLING: dict[type, tuple[tuple[str, Write | None], ...]] = {
    kind: spelling(kind)
    for module in (f, m)
    for kind in vars(module).values()
    if isinstance(kind, type) and issubclass(kind, msgspec.Struct) and kind is not msgspec.Struct
}


def values_of(item: Any, state: State, reading: Reading) -> dict[str, Any]:
    kind = type(item)
    values: dict[str, Any] = {}
    spelled = SPELLING.get(kind)
    for field, write in spelling(kind) if spelled is None else spelled:
        value = getattr(item, field)
        if write is None:
            values[field] = value
        else:
            write(field, value, state, reading, values)
    return values


def auction_item(fact: f.AuctionOpened | f.AuctionWon, reading: Reading, values: dict[str, Any]) -> None:
    if not fact.item:
        values["item"] = item_name(fact.lot, reading)


def ecology_applied(fact: f.EcologyApplied, reading: Reading, values: dict[str, Any]) -> None:
    values["delta"] = f"{fact.delta:+d}"


def game_ended(fact: f.GameEnded, reading: Reading, values: dict[str, Any]) -> None:
    values["scores"] = ", ".join(f"{reading.seat(n)} {s}" for n, s in enumerate(fact.scores))


# The facts whose sentence needs more than their fields worded, by type.
FACT_EXTRAS: dict[type, Callable[[Any, Reading, dict[str, Any]], None]] = {
    f.AuctionOpened: auction_item,
    f.AuctionWon: auction_item,
    f.EcologyApplied: ecology_applied,
    f.GameEnded: game_ended,
}


def fact_text(fact: Any, state: State, reading: Reading) -> str | None:
    kind = type(fact)
    pair = FACTS.get(kind.__struct_config__.tag)
    if pair is None:
        return None
    values = values_of(fact, state, reading)
    extra = FACT_EXTRAS.get(kind)
    if extra is not None:
        extra(fact, reading, values)
    return (pair[0] if reading.lang == "ru" else pair[1]).format(**values)


def move_label(move: Any, state: State, reading: Reading) -> str | None:
    return phrase(MOVES, type(move).__struct_config__.tag, reading, **values_of(move, state, reading))


# What a move of each kind costs its mover, if anything: a kind not here costs nothing. ``COSTLY``:
# the kinds ``consequence`` may flag, the only moves a seat's notes ask it of (docs/architecture.md §37).
COSTS: dict[type, str] = {
    **dict.fromkeys((m.RemoveBuilding, m.RemoveInitiative, m.LoseObject), "destroys_own"),
    m.Transfer: "gives_up",
}
COSTLY: frozenset[type] = frozenset(COSTS)


def consequence(state: State, seat: int, move: Any) -> str | None:
    """Demolishing or losing one's own object; giving one's coins away."""
    return COSTS.get(type(move))
