"""The move language of «Заводы». Cells are 0..8 row by row; cube nodes are `w0`–`w2` (warehouses),
`c0`–`c8` (workshop cells) and `a0`, `a1`, ... (assembly machines, left to right)."""

from __future__ import annotations

from typing import Literal

import msgspec


class RotateTile(msgspec.Struct, frozen=True, tag="rotate_tile"):
    """Optimisation: turn a workshop tile 90° (1 clockwise, -1 anticlockwise); 1 blueprint."""

    cell: int
    turn: Literal[1, -1]


class MoveTile(msgspec.Struct, frozen=True, tag="move_tile"):
    """Optimisation: move a workshop tile to a free cell; 1 blueprint."""

    cell: int
    to: int


class SwapTiles(msgspec.Struct, frozen=True, tag="swap_tiles"):
    """Optimisation: swap two workshop tiles without turning them; 2 blueprints."""

    cell: int
    other: int


class CubeBack(msgspec.Struct, frozen=True, tag="cube_back"):
    """Optimisation: move a cube back to the previous machine (or its warehouse); 1 blueprint."""

    src: str
    dst: str


class PlayPoster(msgspec.Struct, frozen=True, tag="play_poster"):
    """«Вызов»: play a delayed poster when you act (optimisation or activation); `ally` for a pair poster, else -1."""

    poster: str
    ally: int = -1


class EndOptimisation(msgspec.Struct, frozen=True, tag="end_optimisation"):
    """Finish factory optimisation for this round."""


class CommitPlacement(msgspec.Struct, frozen=True, tag="commit_placement"):
    """Hidden placement, in one move: every element this seat staffs this round, one entry each
    (`bureau` once per worker on it), each taking the workers it needs; the placement is final."""

    targets: list[str] = []


class BuyTile(msgspec.Struct, frozen=True, tag="buy_tile"):
    """Activation: take the tile from an open slot (0 = next to the stack) and pay its cost."""

    slot: int


class SkipPurchase(msgspec.Struct, frozen=True, tag="skip_purchase"):
    """Activation: take the worker back from «Запрос на модернизацию» without buying."""


class PlaceTile(msgspec.Struct, frozen=True, tag="place_tile"):
    """Activation: put the bought tile on a workshop cell (free, or replacing a tile), turned freely."""

    cell: int
    rotation: int


class RelocateDisplaced(msgspec.Struct, frozen=True, tag="relocate_displaced"):
    """Activation: move the replaced tile to a free cell; 1 blueprint."""

    cell: int


class DiscardDisplaced(msgspec.Struct, frozen=True, tag="discard_displaced"):
    """Activation: the replaced tile leaves the game."""


class TakeBonusPoster(msgspec.Struct, frozen=True, tag="take_bonus_poster"):
    """Activation («Вызов»): after buying a 5-blueprint tile, take an open poster."""

    slot: int


class SkipBonusPoster(msgspec.Struct, frozen=True, tag="skip_bonus_poster"):
    """Activation («Вызов»): decline the poster a 5-blueprint tile grants."""


class MoveCube(msgspec.Struct, frozen=True, tag="move_cube"):
    """Activation: move one cube of colour `cube` from `src` to the staffed machine `dst`."""

    src: str
    dst: str
    cube: str


class EndCubeMoves(msgspec.Struct, frozen=True, tag="end_cube_moves"):
    """Activation: no more cube moves this round."""


class TakePoster(msgspec.Struct, frozen=True, tag="take_poster"):
    """Activation («Вызов»): take an open poster (slot 0..2) or the top of the deck (slot -1)."""

    slot: int


class ChooseAlly(msgspec.Struct, frozen=True, tag="choose_ally"):
    """«Вызов»: the player who shares a pair poster's effect."""

    seat: int


Move = (
    RotateTile
    | MoveTile
    | SwapTiles
    | CubeBack
    | PlayPoster
    | EndOptimisation
    | CommitPlacement
    | BuyTile
    | SkipPurchase
    | PlaceTile
    | RelocateDisplaced
    | DiscardDisplaced
    | TakeBonusPoster
    | SkipBonusPoster
    | MoveCube
    | EndCubeMoves
    | TakePoster
    | ChooseAlly
)
