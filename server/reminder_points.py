"""A player's reminder points (issue 38): how long before their time runs out in a correspondence
match they are reminded (``domain.reminders``), read and chosen with their player token. The
points live in ``igroteka_reminder_points`` (``server.reminders.ReminderTables``)."""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

import msgspec
from litestar import Controller, Request, get, post
from litestar.params import FromHeader, JSONBody

from igroteka.domain.reminders import DEFAULT_POINTS, MAX_POINTS, Point
from igroteka.server.http import hub
from igroteka.server.players import me
from igroteka.server.problems import responses
from igroteka.server.reminders import ReminderTables


class ChooseReminders(msgspec.Struct, forbid_unknown_fields=True):
    """The reminder points to keep: at most four, each in seconds before the time runs out (a
    minute to 14 days); a point given twice counts once; none: no reminders."""

    points: Annotated[list[Point], msgspec.Meta(max_length=MAX_POINTS)]


class Reminders(msgspec.Struct):
    """The caller's reminder points, largest first; ``chosen`` false: the defaults (24 h and 1 h),
    never chosen."""

    points: list[int]
    chosen: bool


def tables(request: Request[Any, Any, Any]) -> ReminderTables:
    return hub(request).noticing.reminders.tables


class RemindersController(Controller):
    path = "/api/v1/players/me/reminders"
    tags: ClassVar[list[str]] = ["players"]

    @get(
        "/",
        operation_id="myReminders",
        summary="The caller's reminder points in correspondence matches (seconds before their time runs out)",
        responses=responses(401, 503),
    )
    async def mine(self, request: Request[Any, Any, Any], authorization: FromHeader[str | None] = None) -> Reminders:
        player = await me(request, authorization)
        points = await hub(request).run(tables(request).points, player)
        return Reminders(points=list(DEFAULT_POINTS if points is None else points), chosen=points is not None)

    @post(
        "/",
        operation_id="chooseReminders",
        summary="Choose the caller's reminder points (replacing those before); an empty list: no reminders",
        status_code=200,
        responses=responses(401, 503),
    )
    async def choose(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[ChooseReminders],
        authorization: FromHeader[str | None] = None,
    ) -> Reminders:
        player = await me(request, authorization)
        points = await hub(request).run(tables(request).choose, player, data.points)
        return Reminders(points=list(points), chosen=True)
