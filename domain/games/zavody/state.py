"""The table of «Заводы» as a mutable msgspec Struct (folded from facts)."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

Mode = Literal["basic", "challenge"]


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """mode: basic or «Вызов»; stars: technique cards (0 = basic); round_limit: safety end of play."""

    mode: Mode = "basic"
    stars: Annotated[int, msgspec.Meta(ge=0, le=3)] = 0
    round_limit: Annotated[int, msgspec.Meta(ge=2, le=100)] = 30


class PlacedTile(msgspec.Struct):
    tile: str
    rotation: int


class Group(msgspec.Struct, frozen=True):
    """Workers standing on one element: a machine (`c4`, `a1`), `bureau`, `housing`, `request`, `posters`."""

    target: str
    count: int


class Modifier(msgspec.Struct, frozen=True):
    """A poster's lasting effect on some seats: from `first` round to `last` (0 = to the end)."""

    poster: str
    effect: str
    amount: int
    seats: list[int]
    first: int
    last: int


class Pending(msgspec.Struct):
    """A tile purchase in progress: bought tile, the displaced tile, the poster bonus still due."""

    tile: str
    bonus: bool
    stage: Literal["place", "displaced", "bonus"]
    displaced: str = ""
    displaced_rotation: int = 0


class Player(msgspec.Struct):
    factory: str
    technique: str
    grid: list[PlacedTile | None]  # the 3×3 production workshop, cells 0..8 row by row
    cubes: list[str]  # cube colour on each workshop cell ("" = none)
    warehouse: list[int]  # cubes in each warehouse (row r holds resource r)
    assembly: list[list[str]]  # cubes resting on each assembly machine
    blueprints: int = 0
    housed: int = 3  # workers still in housing cells
    posters: list[str] = []  # posters held (delayed not yet played, permanent)
    acquired: dict[str, int] = {}  # poster → round it was taken
    placement: list[Group] = []  # this round's placement (hidden until revealed)
    committed: bool = False
    received: list[int] = []  # workshop cells that received a cube this round
    ally_for: str = ""  # a pair poster waiting for its chosen player


class State(msgspec.Struct):
    options: Options
    seats: int
    players: list[Player]
    round: int = 1
    phase: Literal["setup", "optimise", "placement", "activation", "over"] = "setup"
    step: str = ""
    queue: list[int] = []  # seats still to act in this step, in turn order
    first: int = 0
    row: list[str | None] = msgspec.field(default_factory=lambda: [None] * 5)  # distribution-centre tile slots
    stack: list[str] = []  # face-down tile stack, top first
    removed: list[str] = []  # tiles out of the game
    pending: Pending | None = None
    poster_row: list[str | None] = msgspec.field(default_factory=lambda: [None] * 3)
    poster_deck: list[str] = []
    poster_discard: list[str] = []
    event_deck: list[str] = []
    events_seen: list[str] = []
    event: str = ""  # the event in force this round
    immune: list[int] = []
    modifiers: list[Modifier] = []
    revealed: bool = False
    winners: list[int] = []
    reason: str = ""
    rules: int = 1  # the rules version the match was created under; 1 in states stored before it was kept


def copy_player(player: Player) -> Player:
    """A copy of a seat's table that ``evolve`` may change: its lists, each assembly machine's cubes
    and its posters' rounds copied (a tile on the grid, a group of the placement is replaced whole)."""
    return msgspec.structs.replace(
        player,
        grid=list(player.grid),
        cubes=list(player.cubes),
        warehouse=list(player.warehouse),
        assembly=[list(machine) for machine in player.assembly],
        posters=list(player.posters),
        acquired=dict(player.acquired),
        placement=list(player.placement),
        received=list(player.received),
    )


def copy_state(state: State) -> State:
    """A copy ``evolve`` may change without touching ``state``: the players, the pending tile (its
    stage changes in place) and every list copied one level (a modifier is frozen). A fraction of a
    msgpack round trip of the whole state."""
    pending = state.pending
    return msgspec.structs.replace(
        state,
        players=[copy_player(player) for player in state.players],
        queue=list(state.queue),
        row=list(state.row),
        stack=list(state.stack),
        removed=list(state.removed),
        pending=None if pending is None else msgspec.structs.replace(pending),
        poster_row=list(state.poster_row),
        poster_deck=list(state.poster_deck),
        poster_discard=list(state.poster_discard),
        event_deck=list(state.event_deck),
        events_seen=list(state.events_seen),
        immune=list(state.immune),
        modifiers=list(state.modifiers),
        winners=list(state.winners),
    )
