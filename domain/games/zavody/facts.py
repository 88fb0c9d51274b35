"""What happens in «Заводы». Facts carry every random outcome (shuffled orders, drawn tiles and cards)."""

from __future__ import annotations

import msgspec

from .state import Group, Modifier, Options


class GameStarted(msgspec.Struct, frozen=True, gc=False, tag="game_started"):
    options: Options
    seats: int
    factories: list[str]
    techniques: list[str]


class TileStackShuffled(msgspec.Struct, frozen=True, gc=False, tag="tile_stack_shuffled"):
    order: list[str]  # top first; empty for everyone but the auditor
    count: int


class PosterDeckShuffled(msgspec.Struct, frozen=True, gc=False, tag="poster_deck_shuffled"):
    order: list[str]
    count: int


class EventDeckShuffled(msgspec.Struct, frozen=True, gc=False, tag="event_deck_shuffled"):
    order: list[str]
    count: int


class TileDealt(msgspec.Struct, frozen=True, gc=False, tag="tile_dealt"):
    slot: int
    tile: str


class PosterDealt(msgspec.Struct, frozen=True, gc=False, tag="poster_dealt"):
    slot: int
    poster: str


class FirstPlayerRolled(msgspec.Struct, frozen=True, gc=False, tag="first_player_rolled"):
    rolls: list[list[int]]  # each throw of the die, seat by seat, until one seat rolls highest alone
    first: int


class PhaseStarted(msgspec.Struct, frozen=True, gc=False, tag="phase_started"):
    phase: str
    step: str
    queue: list[int]


class EventDrawn(msgspec.Struct, frozen=True, gc=False, tag="event_drawn"):
    event: str


class TileRotated(msgspec.Struct, frozen=True, gc=False, tag="tile_rotated"):
    seat: int
    cell: int
    turn: int
    cost: int


class TileMoved(msgspec.Struct, frozen=True, gc=False, tag="tile_moved"):
    seat: int
    cell: int
    to: int
    cost: int


class TilesSwapped(msgspec.Struct, frozen=True, gc=False, tag="tiles_swapped"):
    seat: int
    cell: int
    other: int
    cost: int


class CubeMovedBack(msgspec.Struct, frozen=True, gc=False, tag="cube_moved_back"):
    seat: int
    src: str
    dst: str
    cube: str
    cost: int


class PosterPlayed(msgspec.Struct, frozen=True, gc=False, tag="poster_played"):
    seat: int
    poster: str
    ally: int


class PlacementChosen(msgspec.Struct, frozen=True, gc=False, tag="placement_chosen"):
    """A seat's whole placement for the round, private to the seat until the reveal; `pids` are the
    commitment ids of its elements, one each."""

    seat: int
    placement: list[Group]
    pids: list[str]


class PlacementCommitted(msgspec.Struct, frozen=True, gc=False, tag="placement_committed"):
    seat: int


class PlacementsRevealed(msgspec.Struct, frozen=True, gc=False, tag="placements_revealed"):
    placements: list[list[Group]]


class BureauActivated(msgspec.Struct, frozen=True, gc=False, tag="bureau_activated"):
    seat: int
    gain: int


class TileBought(msgspec.Struct, frozen=True, gc=False, tag="tile_bought"):
    seat: int
    slot: int
    tile: str
    cost: int
    bonus: bool


class TilePlaced(msgspec.Struct, frozen=True, gc=False, tag="tile_placed"):
    seat: int
    tile: str
    cell: int
    rotation: int
    displaced: str


class DisplacedRelocated(msgspec.Struct, frozen=True, gc=False, tag="displaced_relocated"):
    seat: int
    tile: str
    cell: int
    cost: int


class DisplacedDiscarded(msgspec.Struct, frozen=True, gc=False, tag="displaced_discarded"):
    seat: int
    tile: str


class HousingCollected(msgspec.Struct, frozen=True, gc=False, tag="housing_collected"):
    seat: int
    workers: int


class CubeMoved(msgspec.Struct, frozen=True, gc=False, tag="cube_moved"):
    seat: int
    src: str
    dst: str
    cube: str


class PosterTaken(msgspec.Struct, frozen=True, gc=False, tag="poster_taken"):
    seat: int
    poster: str
    slot: int  # -1: the top of the deck


class AllyChosen(msgspec.Struct, frozen=True, gc=False, tag="ally_chosen"):
    seat: int
    poster: str
    ally: int


class BlueprintsChanged(msgspec.Struct, frozen=True, gc=False, tag="blueprints_changed"):
    seat: int
    delta: int
    source: str


class ModifierAdded(msgspec.Struct, frozen=True, gc=False, tag="modifier_added"):
    modifier: Modifier


class PosterDiscarded(msgspec.Struct, frozen=True, gc=False, tag="poster_discarded"):
    seat: int
    poster: str


class SeatDone(msgspec.Struct, frozen=True, gc=False, tag="seat_done"):
    """The seat at the head of the current step's queue has finished (optimisation or an activation step)."""

    seat: int
    step: str


class PosterRowShifted(msgspec.Struct, frozen=True, gc=False, tag="poster_row_shifted"):
    discarded: str


class TileRowShifted(msgspec.Struct, frozen=True, gc=False, tag="tile_row_shifted"):
    removed: str


class RoundEnded(msgspec.Struct, frozen=True, gc=False, tag="round_ended"):
    round: int
    next_first: int


class GameEnded(msgspec.Struct, frozen=True, gc=False, tag="game_ended"):
    winners: list[int]
    reason: str


Fact = (
    GameStarted
    | TileStackShuffled
    | PosterDeckShuffled
    | EventDeckShuffled
    | TileDealt
    | PosterDealt
    | FirstPlayerRolled
    | PhaseStarted
    | EventDrawn
    | TileRotated
    | TileMoved
    | TilesSwapped
    | CubeMovedBack
    | PosterPlayed
    | PlacementChosen
    | PlacementCommitted
    | PlacementsRevealed
    | BureauActivated
    | TileBought
    | TilePlaced
    | DisplacedRelocated
    | DisplacedDiscarded
    | HousingCollected
    | CubeMoved
    | PosterTaken
    | AllyChosen
    | BlueprintsChanged
    | ModifierAdded
    | PosterDiscarded
    | SeatDone
    | PosterRowShifted
    | TileRowShifted
    | RoundEnded
    | GameEnded
)
