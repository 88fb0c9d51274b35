"""«День Победы» in words, Russian and English: refusals, end reasons, each fact as a sentence and
each move as a label. Cards by their names, and a card on the table by its instance's card only
when the reader may see which card it is (never a face-down one)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, get_args

import msgspec

from igroteka.domain.engine import Auditor, Reading, Seat, Words, phrase

from . import facts as f
from . import moves as m
from .content import CARDS
from .facts import CardRef
from .state import State

REFUSALS: Words = {
    "match_over": ("Партия окончена.", "The match is over."),
    "not_your_turn": ("Сейчас не ваш ход.", "It is not your turn to act."),
    "wrong_phase": ("Сейчас так играть нельзя.", "That cannot be played at this step."),
    "starter_wrong_size": ("Стартовая колода другого размера.", "The starter deck has another size."),
    "deck_wrong_size": ("В колоде не то число карт.", "The deck does not hold the right number of cards."),
    "not_in_pool": ("Этой карты нет в пуле вашей стороны.", "That card is not in your side's pool."),
    "too_many_copies": ("Слишком много копий одной карты.", "Too many copies of one card."),
    "no_redeals_left": ("Пересдачи кончились.", "You have used every redeal."),
    "redeal_not_allowed": ("Пересдача сейчас не разрешена.", "A redeal is not allowed now."),
    "card_not_in_hand": ("Этой карты нет у вас в руке.", "That card is not in your hand."),
    "not_a_unit": ("Это не подразделение.", "That card is not a unit."),
    "not_a_resource": ("Это не ресурс.", "That card is not a resource."),
    "not_a_tactic": ("Это не тактическая карта.", "That card is not a tactic."),
    "insufficient_resources": ("Не хватает неповёрнутых ресурсов.", "You do not have those untapped resources."),
    "inexact_payment": (
        "Оплата должна точно покрывать стоимость (два ресурса заменяют один).",
        "The payment must cover the cost exactly (two resources replace one).",
    ),
    "substitution_not_allowed": (
        "Заменить ресурс двумя можно, только если его у вас нет.",
        "A resource may be replaced by two others only when you have none of it.",
    ),
    "not_your_unit": ("Это не ваше подразделение в игре.", "That is not one of your units in play."),
    "same_tactic_twice": (
        "Эта тактика уже меняла это подразделение в этом ходу.",
        "That tactic already changed this unit this turn.",
    ),
    "withdraw_defender_only": ("Отступить может только защищающийся.", "Only the defending side may withdraw."),
    "bad_target": ("Это не цель для этого хода.", "That is not a target for this move."),
    "resource_limit": (
        "За ход можно выложить не больше двух ресурсов.",
        "At most two resources may be played per turn.",
    ),
    "artillery_cannot_attack": (
        "Артиллерия не атакует, а поддерживает и наносит удары.",
        "Artillery supports and strikes, it does not attack.",
    ),
    "unit_tapped": ("Это подразделение повёрнуто.", "That unit is tapped."),
    "unit_not_ready": ("Подразделение ещё в резерве или повёрнуто.", "That unit is in the reserve or tapped."),
    "no_strike": ("У этого подразделения нет удара.", "That unit has no strike."),
    "cannot_block": ("Это подразделение не может блокировать.", "That unit cannot block this attack."),
    "cannot_support": ("Это подразделение не может поддержать бой.", "That unit cannot support this fight."),
    "bad_options": ("Такие настройки игры недопустимы.", "These options are not valid."),
    "bad_seats": ("В «День Победы» играют вдвоём.", "«День Победы» is played by two players."),
}

REASONS: Words = {"deck_destroyed": ("колода уничтожена", "a deck was destroyed")}

FACTS: Words = {
    "match_set_up": ("Партия началась.", "The match begins."),
    "starter_deck_taken": ("{who} берёт стартовую колоду.", "{who} takes the starter deck."),
    "deck_submitted": ("{who} собирает колоду.", "{who} submits a deck."),
    "deck_ready": ("{who}: колода готова.", "{who}'s deck is ready."),
    "deck_shuffled": ("{who} тасует колоду.", "{who} shuffles the deck."),
    "cards_drawn": ("{who} берёт карт: {count}.", "{who} draws {card_count}."),
    "hand_shown": ("{who} показывает руку: {cards}.", "{who} shows the hand: {cards}."),
    "hand_returned": ("{who} возвращает руку в колоду.", "{who} returns the hand to the deck."),
    "hand_kept": ("{who} оставляет руку.", "{who} keeps the hand."),
    "turn_started": ("Ход {turn}: {who}.", "Turn {turn}: {who}."),
    "main_phase_ended": ("{who} заканчивает фазу развития.", "{who} ends the development phase."),
    "resource_played": ("{who} выкладывает ресурс: {card}.", "{who} plays a resource: {card}."),
    "resources_tapped": ("{who} поворачивает ресурсы.", "{who} taps resources."),
    "resource_untapped": ("{who} разворачивает ресурс.", "{who} untaps a resource."),
    "unit_built": ("{who} вводит в бой: {card}.", "{who} deploys {card}."),
    "tactic_played": ("{who} применяет тактику: {card}.", "{who} plays the tactic {card}."),
    "attack_declared": ("{who} атакует: {unit} → {target}.", "{who} attacks: {unit} → {target}."),
    "block_declared": ("{who} блокирует: {unit}.", "{who} blocks with {unit}."),
    "block_declined": ("{who} не блокирует.", "{who} does not block."),
    "support_given": ("{who} поддерживает: {unit}.", "{who} supports with {unit}."),
    "window_passed": ("{who} пасует.", "{who} passes."),
    "unit_struck": ("{who} наносит удар: {unit} → {target}.", "{who} strikes: {unit} → {target}."),
    "unit_destroyed": ("Уничтожено ({who}): {unit}.", "Destroyed ({who}): {unit}."),
    "units_tapped": ("{who} поворачивает подразделения.", "{who} taps units."),
    "resource_destroyed": ("Уничтожен ресурс ({who}): {card}.", "A resource is destroyed ({who}): {card}."),
    "deck_struck": ("Удар по колоде ({who}): −{count}.", "The deck is struck ({who}): −{count}."),
    "combat_ended": ("Бой окончен.", "The fight is over."),
    "units_deployed": ("{who}: резерв выходит на линии.", "{who}: the reserve moves to the lines."),
    "turn_ended": ("{who} заканчивает ход.", "{who} ends the turn."),
    "match_ended": ("Игра окончена: {winners}.", "The game is over: {winners}."),
}

MOVES: Words = {
    "use_starter_deck": ("Взять стартовую колоду", "Take the starter deck"),
    "submit_deck": ("Отправить колоду ({card_count})", "Submit the deck ({card_count})"),
    "keep_hand": ("Оставить руку", "Keep the hand"),
    "redeal": ("Пересдать руку", "Redeal the hand"),
    "play_resource": ("Выложить ресурс: {card}", "Play the resource: {card}"),
    "build": ("Ввести в бой: {card}{pay}", "Deploy {card}{pay}"),
    "play_tactic": ("Тактика: {card}{target}{pay}", "Tactic: {card}{target}{pay}"),
    "end_phase": ("Закончить фазу", "End the phase"),
    "attack": ("Атака: {unit} → {target}{pay}", "Attack: {unit} → {target}{pay}"),
    "strike": ("Удар: {unit} → {target}{pay}", "Strike: {unit} → {target}{pay}"),
    "end_turn": ("Закончить ход", "End the turn"),
    "block": ("Блокировать: {unit}", "Block with {unit}"),
    "no_block": ("Не блокировать", "Do not block"),
    "support": ("Поддержать: {unit}", "Support with {unit}"),
    "pass": ("Пас", "Pass"),
}

FORMS: Words = {"submit_deck": ("Собрать свою колоду", "Build your own deck")}

WARNINGS: Words = {
    "discards_own": ("Вся рука уйдёт обратно в колоду.", "Your whole hand goes back into the deck."),
}

RESOURCE_WORDS: Words = {"depot": ("склад", "depot"), "factory": ("завод", "factory"), "fuel": ("топливо", "fuel")}


def type_name(card: str, reading: Reading) -> str:
    kind = CARDS.get(card)
    return reading.tr(kind.name, kind.name_en) if kind is not None else reading.tr("карта", "a card")


def instance_name(instance: str | None, state: State, reading: Reading) -> str:
    """A card on the table by its card's name, when the reader may know which card it is."""
    if instance is None:
        return ""
    if instance == "deck":
        return reading.tr("колода противника", "the enemy deck")
    viewer = reading.viewer
    seen = isinstance(viewer, Auditor) or instance in state.public
    if isinstance(viewer, Seat) and 0 <= viewer.n < len(state.players):
        seen = seen or instance in state.players[viewer.n].known
    if seen and instance in state.types:
        return type_name(state.types[instance], reading)
    return reading.tr("карта", "a card")


def pay_text(pay: m.Payment, reading: Reading) -> str:
    parts = [
        f"{phrase(RESOURCE_WORDS, r, reading)} {getattr(pay, r)}"
        for r in ("depot", "factory", "fuel")
        if getattr(pay, r)
    ]
    return f" ({reading.tr('оплата', 'pay')}: {', '.join(parts)})" if parts else ""


Write = Callable[[str, Any, State, Reading, dict[str, Any]], None]


def seat_of(field: str, value: Any, state: State, reading: Reading, values: dict[str, Any]) -> None:
    if isinstance(value, int):
        values["who"] = reading.seat(value)
    else:
        values[field] = value


def instance_of(field: str, value: Any, state: State, reading: Reading, values: dict[str, Any]) -> None:
    named = type_name(value.card, reading) if isinstance(value, CardRef) else instance_name(value, state, reading)
    values[field] = named


def ref_of(field: str, value: Any, state: State, reading: Reading, values: dict[str, Any]) -> None:
    values[field] = type_name(value.card, reading) if isinstance(value, CardRef) else value


def pay_of(field: str, value: Any, state: State, reading: Reading, values: dict[str, Any]) -> None:
    values[field] = pay_text(value, reading)


def count_of(field: str, value: Any, state: State, reading: Reading, values: dict[str, Any]) -> None:
    values[field] = value
    if isinstance(value, int):
        values["card_count"] = reading.count(value, ("карта", "карты", "карт"), ("card", "cards"))


WRITES: dict[str, Write] = {
    "seat": seat_of,
    **dict.fromkeys(("unit", "target", "card"), instance_of),
    "pay": pay_of,
    "count": count_of,
}


def spelling(kind: type) -> tuple[tuple[str, Write | None], ...]:
    """How each field of a fact or move of ``kind`` is worded: the seat as who, a card on the table
    by its card's name when the reader may know it, a card reference by its card's name, a payment,
    a count with its noun; the rest as is (None)."""
    plan: list[tuple[str, Write | None]] = []
    for field in msgspec.structs.fields(kind):
        may_ref = field.type is CardRef or CardRef in get_args(field.type)
        plan.append((field.name, WRITES.get(field.name) or (ref_of if may_ref else None)))
    return tuple(plan)


# Each kind of fact and move: how its fields are worded, looked up by its type (a frame words every
# new fact for every viewer, and choosing each field's wording by its name and value was most of it).
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


def hand_shown(fact: f.HandShown, reading: Reading, values: dict[str, Any]) -> None:
    values["cards"] = ", ".join(type_name(ref.card, reading) for ref in fact.cards)


def match_ended(fact: f.MatchEnded, reading: Reading, values: dict[str, Any]) -> None:
    values["winners"] = ", ".join(reading.seat(n) for n in fact.winners)


# The facts whose sentence needs more than their fields worded, by type.
FACT_EXTRAS: dict[type, Callable[[Any, Reading, dict[str, Any]], None]] = {
    f.HandShown: hand_shown,
    f.MatchEnded: match_ended,
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
    values = values_of(move, state, reading)
    if isinstance(move, m.SubmitDeck):
        values["card_count"] = reading.count(len(move.cards), ("карта", "карты", "карт"), ("card", "cards"))
    elif isinstance(move, m.PlayTactic):
        values["target"] = f" → {values['target']}" if move.target else ""
    return phrase(MOVES, type(move).__struct_config__.tag, reading, **values)


# What a move of each kind costs its mover, if anything: a kind not here costs nothing. ``COSTLY``:
# the kinds ``consequence`` may flag, the only moves a seat's notes ask it of (docs/architecture.md §37).
COSTS: dict[type, str] = {m.Redeal: "discards_own"}
COSTLY: frozenset[type] = frozenset(COSTS)


def consequence(state: State, seat: int, move: Any) -> str | None:
    """A redeal throws the whole hand back into the deck."""
    return COSTS.get(type(move))
