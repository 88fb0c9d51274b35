"""«Победа!» in words, Russian and English: refusals, end reasons, each fact as a sentence and each
move as a label, cards by their events' names, cells by their place and event."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from igroteka.domain.engine import Reading, Spectator, Words, phrase

from . import facts as f
from . import moves as m
from .content import CATALOGUE, EVENT_OF_CARD, SPECIAL_OF_CARD
from .state import State, seats_of

REFUSALS: Words = {
    "game_over": ("Партия окончена.", "The game is over."),
    "not_your_turn": ("Сейчас не ваш ход.", "It is not your turn."),
    "card_not_in_hand": ("Этой карты нет у вас в руке.", "That card is not in your hand."),
    "wrong_card": ("Эта карта так не играется.", "That card is not played this way."),
    "no_such_cell": ("Такой клетки на поле нет.", "There is no such cell on the board."),
    "no_chips_left": ("У вашего цвета не осталось фишек.", "Your colour has no chips left."),
    "cell_occupied": ("На этой клетке уже стоит фишка.", "That cell already holds a chip."),
    "no_chip": ("На этой клетке нет фишки.", "That cell holds no chip."),
    "own_chip": ("Это фишка вашего цвета.", "That chip is your own colour's."),
    "chip_in_line": ("Эта фишка уже в линии победы.", "That chip is in a finished line."),
    "choose_six": (
        "Выберите шесть клеток линии победы там, где ряд длиннее шести.",
        "Choose the six cells of the line where the row is longer than six.",
    ),
    "corner_cell": ("Фишку «+1» нельзя ставить в угол.", "A «+1» chip may not go on a corner."),
    "card_playable": (
        "В руке есть карта, которую можно сыграть, поэтому сбрасывать нельзя.",
        "A card in your hand can be played, so none may be discarded.",
    ),
    "unknown_move": ("Такого хода в этой игре нет.", "That is not a move of this game."),
    "bad_options": ("Такие настройки игры недопустимы.", "These options are not valid."),
    "bad_seats": ("При таком числе игроков эта игра не играется.", "The game is not played by this many players."),
}

REASONS: Words = {
    "lines": ("собрана линия победы", "a line of victory was completed"),
    "most_lines": ("колода кончилась, победил собравший больше линий", "the deck ran out; most lines won"),
    "draw": ("колода кончилась, линий поровну — ничья", "the deck ran out with lines level: a draw"),
}

FACTS: Words = {
    "game_started": (
        "Партия началась: {players}, линий для победы — {goal}.",
        "The game begins: {players}, {lines} to win.",
    ),
    "deck_shuffled": ("Колода перемешана: {cards}.", "The deck is shuffled: {cards}."),
    "hand_dealt": ("{who} получает {cards}.", "{who} is dealt {cards}."),
    "card_played": ("{who} играет: {card}.", "{who} plays {card}."),
    "dead_card_discarded": ("{who} сбрасывает неиграбельную карту: {card}.", "{who} discards the dead card {card}."),
    "chip_placed": ("Фишка ({colour}) встаёт на {cell}.", "A chip ({colour}) goes on {cell}."),
    "chip_removed": ("Фишка ({colour}) снята с {cell}.", "A chip ({colour}) is removed from {cell}."),
    "line_finished": ("Линия победы: {colour}.", "A line of victory: {colour}."),
    "card_drawn": ("{who} берёт карту{card}.", "{who} draws a card{card}."),
    "turn_passed": ("Ход переходит: {who}.", "The turn passes to {who}."),
    "game_over": ("Игра окончена: {winner}.", "The game is over: {winner}."),
}

MOVES: Words = {
    "play_event": ("Сыграть событие: {card}{six}", "Play the event: {card}{six}"),
    "play_plus_one": ("{card}: фишку на {cell}{six}", "{card}: a chip on {cell}{six}"),
    "play_minus_one": ("{card}: убрать фишку с {cell}", "{card}: remove the chip from {cell}"),
    "play_replace": ("{card}: заменить фишку на {cell}{six}", "{card}: replace the chip on {cell}{six}"),
    "discard_dead_card": ("Сбросить неиграбельную карту: {card}", "Discard the dead card: {card}"),
}

WARNINGS: Words = {
    "discards_own": (
        "Карта уйдёт в сброс, ничего не сделав.",
        "The card goes to the discard pile without doing anything.",
    ),
}

EVENTS = {e.id: e for e in CATALOGUE.events}

# Nouns counted in sentences: Russian forms for 1, 2 and 5, English for 1 and more.
PLAYERS = (("игрок", "игрока", "игроков"), ("player", "players"))
DEALT = (("карту", "карты", "карт"), ("card", "cards"))
SPECIALS = {s.id: s for s in CATALOGUE.specials}


def card_name(card: str | None, reading: Reading) -> str:
    """A card by its event's name, or a special card's name in «»."""
    return "" if card is None else card_named(card, reading.lang)


@lru_cache(maxsize=1024)
def card_named(card: str, lang: str) -> str:
    """``card_name`` of a card, kept: a pure function of the catalogue (a frame names the same
    cards in its feed and in its moves' labels again and again)."""
    reading = Reading(lang=lang, viewer=Spectator())
    if card in EVENT_OF_CARD:
        event = EVENTS[EVENT_OF_CARD[card]]
        return reading.tr(event.name, event.name_en)
    special = SPECIALS[SPECIAL_OF_CARD[card]]
    return f"«{reading.tr(special.name, special.name_en)}»"


@lru_cache(maxsize=1024)
def place_on(cell: int, cells: int) -> str:
    """A cell as a player finds it on a board of ``cells`` cells: column letter and row number (A1
    top left), kept (a pure function of the two)."""
    size = round(cells**0.5)
    return f"{chr(65 + cell % size)}{cell // size + 1}"


def cell_name(cell: int, state: State, reading: Reading) -> str:
    event = state.board[cell] if 0 <= cell < len(state.board) else None
    return cell_named(cell, event, len(state.board), reading.lang)


@lru_cache(maxsize=8192)
def cell_named(cell: int, event: str | None, cells: int, lang: str) -> str:
    """``cell_name`` of a cell holding ``event`` on a board of ``cells`` cells, kept (a pure
    function of the four: a shuffled board puts other events on the cells)."""
    reading = Reading(lang=lang, viewer=Spectator())
    where = place_on(cell, cells)
    if event is None:
        return f"{where} ({reading.tr('угол', 'corner')})"
    return f"{where} ({reading.tr(EVENTS[event].name, EVENTS[event].name_en)})"


def colour_name(colour: int, state: State, reading: Reading) -> str:
    if state.teams:
        named = CATALOGUE.colours[colour]
        return reading.tr(named.name, named.name_en)
    return ", ".join(reading.seat(s) for s in seats_of(state, colour))


def game_started(fact: f.GameStarted, state: State, reading: Reading) -> dict[str, Any]:
    lines = reading.count(fact.lines_to_win, ("линия", "линии", "линий"), ("line", "lines"))
    return {"players": reading.count(fact.seats, *PLAYERS), "goal": fact.lines_to_win, "lines": lines}


def deck_shuffled(fact: f.DeckShuffled, state: State, reading: Reading) -> dict[str, Any]:
    return {"cards": reading.count(fact.size, ("карта", "карты", "карт"), ("card", "cards"))}


def hand_dealt(fact: f.HandDealt, state: State, reading: Reading) -> dict[str, Any]:
    return {"who": reading.seat(fact.seat), "cards": reading.count(fact.size, *DEALT)}


def card_played(fact: f.CardPlayed | f.DeadCardDiscarded, state: State, reading: Reading) -> dict[str, Any]:
    return {"who": reading.seat(fact.seat), "card": card_name(fact.card, reading)}


def chip_moved(fact: f.ChipPlaced | f.ChipRemoved, state: State, reading: Reading) -> dict[str, Any]:
    return {"colour": colour_name(fact.colour, state, reading), "cell": cell_name(fact.cell, state, reading)}


def line_finished(fact: f.LineFinished, state: State, reading: Reading) -> dict[str, Any]:
    return {"colour": colour_name(fact.colour, state, reading)}


def card_drawn(fact: f.CardDrawn, state: State, reading: Reading) -> dict[str, Any]:
    return {"who": reading.seat(fact.seat), "card": f": {card_name(fact.card, reading)}" if fact.card else ""}


def turn_passed(fact: f.TurnPassed, state: State, reading: Reading) -> dict[str, Any]:
    return {"who": reading.seat(fact.seat)}


def game_over(fact: f.GameOver, state: State, reading: Reading) -> dict[str, Any]:
    winner = reading.tr("ничья", "a draw") if fact.winner is None else colour_name(fact.winner, state, reading)
    return {"winner": winner}


# Each kind of fact: its phrase in both languages and what fills it in. Looked up by the fact's
# type: a frame words every new fact for every viewer, and a chain of isinstance checks was most of it.
FACT_WORDS: dict[type, tuple[tuple[str, str], Callable[[Any, State, Reading], dict[str, Any]]]] = {
    kind: (FACTS[kind.__struct_config__.tag], values)  # type: ignore[attr-defined]
    for kind, values in (
        (f.GameStarted, game_started),
        (f.DeckShuffled, deck_shuffled),
        (f.HandDealt, hand_dealt),
        (f.CardPlayed, card_played),
        (f.DeadCardDiscarded, card_played),
        (f.ChipPlaced, chip_moved),
        (f.ChipRemoved, chip_moved),
        (f.LineFinished, line_finished),
        (f.CardDrawn, card_drawn),
        (f.TurnPassed, turn_passed),
        (f.GameOver, game_over),
    )
}


def fact_text(fact: Any, state: State, reading: Reading) -> str | None:
    known = FACT_WORDS.get(type(fact))
    if known is None:
        return None
    pair, values = known
    return (pair[0] if reading.lang == "ru" else pair[1]).format(**values(fact, state, reading))


def move_label(move: Any, state: State, reading: Reading) -> str | None:
    """A legal move's label, from ``labelled``: what it names (its card, its cell and the event
    there, its sixes) and the reader's language, and nothing else of the position."""
    cell = getattr(move, "cell", None)
    lines = getattr(move, "lines", None)
    board = state.board
    event = board[cell] if cell is not None and 0 <= cell < len(board) else None
    six = tuple(map(tuple, lines)) if lines else ()
    return labelled(type(move), move.card, cell, event, len(board), six, reading.lang)


@lru_cache(maxsize=16_384)
def labelled(
    kind: type,
    card: str,
    cell: int | None,
    event: str | None,
    cells: int,
    lines: tuple[tuple[int, ...], ...],
    lang: str,
) -> str | None:
    """``move_label`` of a move of ``kind`` playing ``card`` (on ``cell``, holding ``event``, of a
    board of ``cells`` cells; choosing ``lines``), kept: a pure function of these. A seat's legal
    moves of one turn are mostly those of its turn before (its hand keeps all cards but one, the
    board all cells but a few), so their labels are carried from it rather than made again:
    a «+1» card alone has a label for every empty cell."""
    reading = Reading(lang=lang, viewer=Spectator())
    values: dict[str, Any] = {"card": card_name(card, reading), "six": ""}
    if lines:
        chosen = ", ".join(f"{place_on(line[0], cells)}–{place_on(line[-1], cells)}" for line in lines)
        values["six"] = reading.tr(f" — линия {chosen}", f" — line {chosen}")
    if cell is not None:
        values["cell"] = cell_named(cell, event, cells, lang)
    return phrase(MOVES, kind.__struct_config__.tag, reading, **values)  # type: ignore[attr-defined]


# What a move of each kind costs its mover, if anything: a kind not here costs nothing. ``COSTLY``:
# the kinds ``consequence`` may flag, the only moves a seat's notes ask it of (docs/architecture.md §37).
COSTS: dict[type, str] = {m.DiscardDeadCard: "discards_own"}
COSTLY: frozenset[type] = frozenset(COSTS)


def consequence(state: State, seat: int, move: Any) -> str | None:
    """A dead card's discard throws a card of the mover's hand away for nothing."""
    return COSTS.get(type(move))


FORMS: Words = {}
