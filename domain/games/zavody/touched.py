"""What each fact of «Заводы» touched: the workshops (cells) of the seat's own factory a tile went
to, turned in or left, the seats whose workers, cubes, blueprints or posters changed, and the
tiles, posters and events by their ids. A round's placement, hidden until all are revealed, is
named to its seat alone (the fact itself is: nobody else receives it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from igroteka.domain.engine import Touched, touching

from . import facts as f


def tile_rotated(fact: f.TileRotated) -> Touched:
    return touching(seats=[fact.seat], cells=[fact.cell], board=fact.seat)


def displaced_relocated(fact: f.DisplacedRelocated) -> Touched:
    return touching(seats=[fact.seat], cells=[fact.cell], board=fact.seat, cards=[fact.tile])


def tile_moved(fact: f.TileMoved) -> Touched:
    return touching(seats=[fact.seat], cells=[fact.cell, fact.to], board=fact.seat)


def tiles_swapped(fact: f.TilesSwapped) -> Touched:
    return touching(seats=[fact.seat], cells=[fact.cell, fact.other], board=fact.seat)


def tile_placed(fact: f.TilePlaced) -> Touched:
    return touching(seats=[fact.seat], cells=[fact.cell], board=fact.seat, cards=[fact.tile, fact.displaced])


def by_tile(fact: f.TileBought | f.DisplacedDiscarded) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.tile])


def with_ally(fact: f.PosterPlayed | f.AllyChosen) -> Touched:
    return touching(seats=[fact.seat, fact.ally], cards=[fact.poster])


def by_poster(fact: f.PosterTaken | f.PosterDiscarded) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.poster])


def by_seat(fact: Any) -> Touched:
    return touching(seats=[fact.seat])


def tile_dealt(fact: f.TileDealt) -> Touched:
    return touching(cards=[fact.tile])


def poster_dealt(fact: f.PosterDealt) -> Touched:
    return touching(cards=[fact.poster])


def event_drawn(fact: f.EventDrawn) -> Touched:
    return touching(cards=[fact.event])


# What each kind of fact touched, looked up by its type (every fact of every frame goes through
# here); a kind not listed touched nothing.
TOUCHES: dict[type, Callable[[Any], Touched]] = {
    f.TileRotated: tile_rotated,
    f.DisplacedRelocated: displaced_relocated,
    f.TileMoved: tile_moved,
    f.TilesSwapped: tiles_swapped,
    f.TilePlaced: tile_placed,
    f.TileBought: by_tile,
    f.DisplacedDiscarded: by_tile,
    f.PosterPlayed: with_ally,
    f.AllyChosen: with_ally,
    f.PosterTaken: by_poster,
    f.PosterDiscarded: by_poster,
    f.CubeMoved: by_seat,
    f.CubeMovedBack: by_seat,
    f.PlacementChosen: by_seat,
    f.PlacementCommitted: by_seat,
    f.BureauActivated: by_seat,
    f.HousingCollected: by_seat,
    f.BlueprintsChanged: by_seat,
    f.TileDealt: tile_dealt,
    f.PosterDealt: poster_dealt,
    f.EventDrawn: event_drawn,
}
