"""«Заводы» in words, Russian and English: refusals, end reasons, each fact as a sentence and each
move as a label, tiles by their shapes' names, posters and events by theirs, workshops numbered
from 1."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from igroteka.domain.engine import Reading, Words, phrase

from . import facts as f
from . import moves as m
from .content import CATALOGUE, EVENTS, POSTERS, SHAPES, TILES
from .effects import workers_to_place
from .state import State

REFUSALS: Words = {
    "game_over": ("Партия окончена.", "The match is over."),
    "not_your_turn": ("Сейчас не ваш ход.", "It is not your turn."),
    "wrong_phase": ("Этот ход не из нынешней фазы.", "That move does not belong to this phase."),
    "insufficient_blueprints": ("Не хватает чертежей.", "You do not have enough blueprints."),
    "no_cube_back": ("Куб не может вернуться туда.", "That cube cannot roll back there."),
    "no_tile": ("Назовите цех, в котором стоит плитка.", "Name a workshop that holds a tile."),
    "cell_occupied": ("Плитку можно перенести только в свободный цех.", "A tile can only be moved to a free workshop."),
    "row_without_machine": ("В каждом ряду должен остаться станок.", "Every row must keep at least one machine."),
    "lines_not_connected": ("Линии производства не должны обрываться.", "No production line may be left dangling."),
    "poster_not_held": ("У вас нет этого плаката.", "You do not hold that poster."),
    "poster_not_delayed": ("Играются только отложенные плакаты.", "Only delayed posters are played."),
    "poster_too_new": (
        "Отложенный плакат действует со следующего раунда.",
        "A delayed poster works from the next round.",
    ),
    "purchase_in_progress": ("Сначала закончите покупку.", "Finish the purchase first."),
    "immunity_not_allowed": ("Иммунитет сейчас применить нельзя.", "Immunity cannot be used now."),
    "bad_ally": ("Выберите другого игрока для парного плаката.", "Choose another player for the pair poster."),
    "cell_closed": ("«Запрос на модернизацию» в этом раунде закрыт.", "«Запрос на модернизацию» is closed this round."),
    "cannot_place": ("Сюда нельзя поставить рабочих.", "Workers cannot be placed there."),
    "element_full": ("Этот элемент уже занят.", "That element takes no more workers."),
    "too_many_workers": ("Столько свободных рабочих у вас нет.", "You do not have that many free workers."),
    "choose_ally": ("Сначала выберите союзника по парному плакату.", "Choose the ally of your pair poster first."),
    "slot_empty": ("В этой ячейке распределительного центра нет плитки.", "That slot holds no tile."),
    "no_room": ("Плитку некуда поставить.", "The tile fits nowhere in your workshops."),
    "cell_blocked": ("Сюда плитку поставить нельзя.", "The tile cannot go there."),
    "no_cube_move": ("Этот куб туда сейчас не пройдёт.", "That cube cannot move there now."),
    "no_poster": ("Там нет плаката.", "There is no poster there."),
    "wrong_step": ("Этот ход не подходит к этому шагу.", "That move does not fit this step."),
    "bad_options": ("Такие настройки игры недопустимы.", "These options are not valid."),
    "bad_seats": ("В «Заводы» играют от 2 до 4 человек.", "«Заводы» is played by 2 to 4 players."),
}

REASONS: Words = {
    "assembled": ("завод собран", "a factory was assembled"),
    "round_limit": ("сыграны все раунды", "the last round was played"),
}

FACTS: Words = {
    "game_started": ("Партия началась: {players}.", "The game begins: {players}."),
    "tile_stack_shuffled": ("Стопка плиток перемешана.", "The tile stack is shuffled."),
    "poster_deck_shuffled": ("Колода плакатов перемешана.", "The poster deck is shuffled."),
    "event_deck_shuffled": ("Колода событий перемешана.", "The event deck is shuffled."),
    "tile_dealt": (
        "В распределительный центр выложена плитка «{tile}».",
        "«{tile}» is laid out in the distribution centre.",
    ),
    "poster_dealt": ("Выложен плакат «{poster}».", "The poster «{poster}» is laid out."),
    "first_player_rolled": ("Первым ходит {first}.", "{first} goes first."),
    "phase_started": ("Начинается фаза: {phase}.", "A phase begins: {phase}."),
    "event_drawn": ("Событие: «{event}».", "Event: «{event}»."),
    "tile_rotated": ("{who} поворачивает плитку в цехе {cell}.", "{who} turns the tile on workshop {cell}."),
    "tile_moved": (
        "{who} переносит плитку из цеха {cell} в цех {to}.",
        "{who} moves a tile from workshop {cell} to {to}.",
    ),
    "tiles_swapped": ("{who} меняет местами цеха {cell} и {other}.", "{who} swaps workshops {cell} and {other}."),
    "cube_moved_back": ("{who} возвращает куб: {src} → {dst}.", "{who} rolls a cube back: {src} → {dst}."),
    "poster_played": ("{who} играет плакат «{poster}».", "{who} plays the poster «{poster}»."),
    "placement_chosen": ("{who} расставляет рабочих.", "{who} places workers."),
    "placement_committed": ("{who} подтверждает расстановку.", "{who} commits the placement."),
    "placements_revealed": ("Расстановки рабочих открыты.", "Worker placements are revealed."),
    "bureau_activated": ("{who} получает чертежи в бюро: {gain}.", "{who} gains {blueprints} in the bureau."),
    "tile_bought": ("{who} покупает «{tile}» за {cost} черт.", "{who} buys «{tile}» for {blueprints}."),
    "tile_placed": ("{who} ставит «{tile}» в цех {cell}.", "{who} puts «{tile}» on workshop {cell}."),
    "displaced_relocated": ("{who} переносит «{tile}» в цех {cell}.", "{who} moves «{tile}» to workshop {cell}."),
    "displaced_discarded": ("{who} убирает «{tile}» из игры.", "{who} discards «{tile}»."),
    "housing_collected": (
        "{who} забирает рабочих из жилья: {workers}.",
        "{who} collects {worker_count} from housing.",
    ),
    "cube_moved": ("{who}: {cube} {src} → {dst}.", "{who}: {cube} {src} → {dst}."),
    "poster_taken": ("{who} берёт плакат «{poster}».", "{who} takes the poster «{poster}»."),
    "ally_chosen": ("{who} выбирает союзника: {ally}.", "{who} chooses {ally} as ally."),
    "blueprints_changed": ("{who}: чертежи {delta}.", "{who}: blueprints {delta}."),
    "modifier_added": ("Действует событие раунда.", "A round effect applies."),
    "poster_discarded": ("{who} сбрасывает плакат «{poster}».", "{who} discards the poster «{poster}»."),
    "seat_done": ("{who} закончил шаг.", "{who} has finished the step."),
    "poster_row_shifted": ("Ряд плакатов сдвигается.", "The poster row shifts."),
    "tile_row_shifted": ("Ряд плиток сдвигается.", "The tile row shifts."),
    "round_ended": ("Раунд {round} окончен.", "Round {round} ends."),
    "game_ended": ("Игра окончена: {winners}.", "The game is over: {winners}."),
}

MOVES: Words = {
    "rotate_tile": ("Повернуть цех {cell} {turn}", "Turn workshop {cell} {turn}"),
    "move_tile": ("Перенести цех {cell} → {to}", "Move workshop {cell} → {to}"),
    "swap_tiles": ("Поменять цеха {cell} и {other}", "Swap workshops {cell} and {other}"),
    "cube_back": ("Вернуть куб: {src} → {dst}", "Roll a cube back: {src} → {dst}"),
    "play_poster": ("Сыграть плакат «{poster}»{ally}", "Play the poster «{poster}»{ally}"),
    "end_optimisation": ("Закончить оптимизацию", "Finish optimisation"),
    "commit_placement": ("Подтвердить расстановку: {targets}", "Commit the placement: {targets}"),
    "buy_tile": ("Купить «{tile}»", "Buy «{tile}»"),
    "skip_purchase": ("Не покупать", "Buy nothing"),
    "place_tile": (
        "Поставить плитку в цех {cell}, поворот {rotation}°",
        "Put the tile on workshop {cell}, turned {rotation}°",
    ),
    "relocate_displaced": ("Перенести снятую плитку в цех {cell}", "Move the replaced tile to workshop {cell}"),
    "discard_displaced": ("Убрать снятую плитку из игры", "Discard the replaced tile"),
    "take_bonus_poster": ("Взять бонусный плакат{poster}", "Take the bonus poster{poster}"),
    "skip_bonus_poster": ("Без плаката", "No poster"),
    "move_cube": ("{cube}: {src} → {dst}", "{cube}: {src} → {dst}"),
    "end_cube_moves": ("Больше не двигать кубы", "No more cube moves"),
    "take_poster": ("Взять плакат{poster}", "Take the poster{poster}"),
    "choose_ally": ("Союзник: {seat}", "Ally: {seat}"),
}

FORMS: Words = {"commit_placement": ("Расставить рабочих", "Place the workers")}

WARNINGS: Words = {
    "empty_commit": (
        "Вы подтверждаете расстановку, не поставив ни одного рабочего.",
        "You commit the placement without placing a single worker.",
    ),
    "discards_own": ("Снятая плитка уйдёт из игры.", "The replaced tile leaves the game."),
}

PHASES: Words = {
    "optimise": ("оптимизация", "optimisation"),
    "placement": ("расстановка", "placement"),
    "activation": ("активация", "activation"),
}

RESOURCES = {r.id: r for r in CATALOGUE.resources}


def tile_name(tile: str | None, reading: Reading) -> str:
    if not tile or tile not in TILES:
        return reading.tr("плитка", "a tile")
    shape = SHAPES[TILES[tile].shape]
    return reading.tr(shape.name, shape.name_en)


def named(table: dict[str, Any], key: str, reading: Reading) -> str:
    found = table.get(key)
    return reading.tr(found.name, found.name_en) if found is not None else reading.tr("карта", "a card")


def node(place: str, reading: Reading) -> str:
    """A place of the board a cube or worker goes: a workshop, an assembly, a warehouse, an element."""
    if place[:1] in "caw" and place[1:].isdigit():
        n = int(place[1:])
        if place[0] == "c":
            return reading.tr(f"цех {n + 1}", f"workshop {n + 1}")
        if place[0] == "a":
            return reading.tr(f"сборка {n + 1}", f"assembly {n + 1}")
        resource = CATALOGUE.resources[n] if n < len(CATALOGUE.resources) else None
        what = reading.tr(resource.name, resource.name_en) if resource else str(n + 1)
        return reading.tr(f"склад: {what}", f"warehouse: {what}")
    elements = {
        "bureau": ("конструкторское бюро", "design bureau"),
        "request": ("запрос на модернизацию", "modernisation request"),
        "housing": ("жильё", "housing"),
        "posters": ("агитпункт", "posters"),
    }
    return phrase(elements, place, reading) or reading.tr("элемент", "an element")


def as_place(value: Any, reading: Reading) -> Any:
    return value + 1 if isinstance(value, int) else value


def as_seat(value: Any, reading: Reading) -> Any:
    if isinstance(value, int):
        return reading.seat(value) if value >= 0 else ""
    return value


def as_poster(value: Any, reading: Reading) -> str:
    return named(POSTERS, value, reading)


def as_event(value: Any, reading: Reading) -> str:
    return named(EVENTS, value, reading)


def as_cube(value: Any, reading: Reading) -> str:
    return named(RESOURCES, value, reading)


def blueprints(value: Any, reading: Reading, values: dict[str, Any]) -> None:
    if isinstance(value, int):
        values["blueprints"] = reading.count(value, ("чертёж", "чертежа", "чертежей"), ("blueprint", "blueprints"))


def worker_count(value: Any, reading: Reading, values: dict[str, Any]) -> None:
    if isinstance(value, int):
        values["worker_count"] = reading.count(value, ("рабочий", "рабочих", "рабочих"), ("worker", "workers"))


def players(value: Any, reading: Reading, values: dict[str, Any]) -> None:
    if isinstance(value, int):
        values["players"] = reading.count(value, ("игрок", "игрока", "игроков"), ("player", "players"))


Spell = Callable[[Any, Reading], Any]
Also = Callable[[Any, Reading, dict[str, Any]], None]

# A field's wording by its name (a name not here is given as is), and what more a field adds.
SPELLS: dict[str, Spell] = {
    **dict.fromkeys(("cell", "to", "other"), as_place),
    **dict.fromkeys(("seat", "first", "ally"), as_seat),
    **dict.fromkeys(("tile", "displaced"), tile_name),
    "poster": as_poster,
    "event": as_event,
    "cube": as_cube,
    **dict.fromkeys(("src", "dst"), node),
}
ALSO: dict[str, Also] = {"gain": blueprints, "cost": blueprints, "workers": worker_count, "seats": players}


def spelling(kind: type) -> tuple[tuple[str, Spell | None, Also | None], ...]:
    """How each field of a fact or move of ``kind`` is worded, and what more it adds."""
    return tuple(
        (field, SPELLS.get(field), ALSO.get(field))
        for field in kind.__struct_fields__  # type: ignore[attr-defined]
    )


# Each kind of fact and move: how its fields are worded, looked up by its type (a frame words every
# new fact for every viewer, and choosing each field's wording by its name was most of it).
SPELLING: dict[type, tuple[tuple[str, Spell | None, Also | None], ...]] = {
    kind: spelling(kind)
    for module in (f, m)
    for kind in vars(module).values()
    if isinstance(kind, type) and issubclass(kind, msgspec.Struct) and kind is not msgspec.Struct
}


def values_of(item: Any, state: State, reading: Reading) -> dict[str, Any]:
    kind = type(item)
    values: dict[str, Any] = {}
    spelled = SPELLING.get(kind)
    for field, spell, also in spelling(kind) if spelled is None else spelled:
        value = getattr(item, field)
        values[field] = value if spell is None else spell(value, reading)
        if also is not None:
            also(value, reading, values)
    if "seat" in values:
        values["who"] = values["seat"]
    return values


def phase_started(fact: f.PhaseStarted, reading: Reading, values: dict[str, Any]) -> None:
    values["phase"] = phrase(PHASES, fact.phase, reading) or fact.phase


def game_ended(fact: f.GameEnded, reading: Reading, values: dict[str, Any]) -> None:
    values["winners"] = ", ".join(reading.seat(n) for n in fact.winners)


def blueprints_changed(fact: f.BlueprintsChanged, reading: Reading, values: dict[str, Any]) -> None:
    values["delta"] = f"{fact.delta:+d}"


# The facts whose sentence needs more than their fields worded, by type.
FACT_EXTRAS: dict[type, Also] = {
    f.PhaseStarted: phase_started,
    f.GameEnded: game_ended,
    f.BlueprintsChanged: blueprints_changed,
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
    if isinstance(move, m.RotateTile):
        values["turn"] = (
            reading.tr("по часовой", "clockwise") if move.turn == 1 else reading.tr("против часовой", "anticlockwise")
        )
    elif isinstance(move, m.PlaceTile):
        values["rotation"] = move.rotation * 90
    elif isinstance(move, m.PlayPoster):
        values["ally"] = f" → {reading.seat(move.ally)}" if move.ally >= 0 else ""
    elif isinstance(move, m.CommitPlacement):
        values["targets"] = ", ".join(node(t, reading) for t in move.targets) or reading.tr("никого", "nobody")
    elif isinstance(move, m.BuyTile):
        values["tile"] = tile_name(state.row[move.slot] if 0 <= move.slot < len(state.row) else None, reading)
    elif isinstance(move, m.TakePoster | m.TakeBonusPoster):
        poster = state.poster_row[move.slot] if 0 <= move.slot < len(state.poster_row) else None
        values["poster"] = (
            f" «{named(POSTERS, poster, reading)}»" if poster else reading.tr(" из колоды", " from the deck")
        )
    return phrase(MOVES, type(move).__struct_config__.tag, reading, **values)


# What a move of each kind costs its mover, if anything: a kind not here costs nothing, but for a
# placement committed empty while workers are free. ``COSTLY``: the kinds ``consequence`` may flag,
# the only moves a seat's notes ask it of (docs/architecture.md §37).
COSTS: dict[type, str] = {m.DiscardDisplaced: "discards_own"}
COSTLY: frozenset[type] = frozenset({*COSTS, m.CommitPlacement})


def consequence(state: State, seat: int, move: Any) -> str | None:
    """An empty placement while workers are free; a replaced tile thrown out of the game."""
    if isinstance(move, m.CommitPlacement):
        return "empty_commit" if not move.targets and workers_to_place(state, seat) > 0 else None
    return COSTS.get(type(move))
