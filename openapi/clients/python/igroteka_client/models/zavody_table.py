from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.zavody_modifier import ZavodyModifier
  from ..models.zavody_pending import ZavodyPending
  from ..models.zavody_player_view import ZavodyPlayerView





T = TypeVar("T", bound="ZavodyTable")



@_attrs_define
class ZavodyTable:
    """ 
        Attributes:
            event (str):
            event_deck_count (int):
            events_seen (list[str]):
            first (int):
            immune (list[int]):
            market_costs (list[int]):
            mode (str):
            modifiers (list[ZavodyModifier]):
            pending (None | ZavodyPending):
            phase (str):
            players (list[ZavodyPlayerView]):
            poster_deck_count (int):
            poster_discard (list[str]):
            poster_row (list[None | str]):
            queue (list[int]):
            reason (str):
            removed (list[str]):
            round_ (int):
            round_limit (int):
            row (list[None | str]):
            stack_count (int):
            stars (int):
            step (str):
            winners (list[int]):
            event_deck (list[str] | None | Unset):
            poster_deck (list[str] | None | Unset):
            stack (list[str] | None | Unset):
     """

    event: str
    event_deck_count: int
    events_seen: list[str]
    first: int
    immune: list[int]
    market_costs: list[int]
    mode: str
    modifiers: list[ZavodyModifier]
    pending: None | ZavodyPending
    phase: str
    players: list[ZavodyPlayerView]
    poster_deck_count: int
    poster_discard: list[str]
    poster_row: list[None | str]
    queue: list[int]
    reason: str
    removed: list[str]
    round_: int
    round_limit: int
    row: list[None | str]
    stack_count: int
    stars: int
    step: str
    winners: list[int]
    event_deck: list[str] | None | Unset = UNSET
    poster_deck: list[str] | None | Unset = UNSET
    stack: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.zavody_modifier import ZavodyModifier # noqa: PLC0415
        from ..models.zavody_pending import ZavodyPending # noqa: PLC0415
        from ..models.zavody_player_view import ZavodyPlayerView # noqa: PLC0415
        event = self.event

        event_deck_count = self.event_deck_count

        events_seen = self.events_seen



        first = self.first

        immune = self.immune



        market_costs = self.market_costs



        mode = self.mode

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)



        pending: dict[str, Any] | None
        if isinstance(self.pending, ZavodyPending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        phase = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        poster_deck_count = self.poster_deck_count

        poster_discard = self.poster_discard



        poster_row = []
        for poster_row_item_data in self.poster_row:
            poster_row_item: None | str
            poster_row_item = poster_row_item_data
            poster_row.append(poster_row_item)



        queue = self.queue



        reason = self.reason

        removed = self.removed



        round_ = self.round_

        round_limit = self.round_limit

        row = []
        for row_item_data in self.row:
            row_item: None | str
            row_item = row_item_data
            row.append(row_item)



        stack_count = self.stack_count

        stars = self.stars

        step = self.step

        winners = self.winners



        event_deck: list[str] | None | Unset
        if isinstance(self.event_deck, Unset):
            event_deck = UNSET
        elif isinstance(self.event_deck, list):
            event_deck = self.event_deck


        else:
            event_deck = self.event_deck

        poster_deck: list[str] | None | Unset
        if isinstance(self.poster_deck, Unset):
            poster_deck = UNSET
        elif isinstance(self.poster_deck, list):
            poster_deck = self.poster_deck


        else:
            poster_deck = self.poster_deck

        stack: list[str] | None | Unset
        if isinstance(self.stack, Unset):
            stack = UNSET
        elif isinstance(self.stack, list):
            stack = self.stack


        else:
            stack = self.stack


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "event": event,
            "event_deck_count": event_deck_count,
            "events_seen": events_seen,
            "first": first,
            "immune": immune,
            "market_costs": market_costs,
            "mode": mode,
            "modifiers": modifiers,
            "pending": pending,
            "phase": phase,
            "players": players,
            "poster_deck_count": poster_deck_count,
            "poster_discard": poster_discard,
            "poster_row": poster_row,
            "queue": queue,
            "reason": reason,
            "removed": removed,
            "round": round_,
            "round_limit": round_limit,
            "row": row,
            "stack_count": stack_count,
            "stars": stars,
            "step": step,
            "winners": winners,
        })
        if event_deck is not UNSET:
            field_dict["event_deck"] = event_deck
        if poster_deck is not UNSET:
            field_dict["poster_deck"] = poster_deck
        if stack is not UNSET:
            field_dict["stack"] = stack

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zavody_modifier import ZavodyModifier # noqa: PLC0415
        from ..models.zavody_pending import ZavodyPending # noqa: PLC0415
        from ..models.zavody_player_view import ZavodyPlayerView # noqa: PLC0415
        d = dict(src_dict)
        event = d.pop("event")

        event_deck_count = d.pop("event_deck_count")

        events_seen = cast(list[str], d.pop("events_seen"))


        first = d.pop("first")

        immune = cast(list[int], d.pop("immune"))


        market_costs = cast(list[int], d.pop("market_costs"))


        mode = d.pop("mode")

        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in (_modifiers):
            modifiers_item = ZavodyModifier.from_dict(modifiers_item_data)



            modifiers.append(modifiers_item)


        def _parse_pending(data: object) -> None | ZavodyPending:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = ZavodyPending.from_dict(data)



                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ZavodyPending, data)

        pending = _parse_pending(d.pop("pending"))


        phase = d.pop("phase")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ZavodyPlayerView.from_dict(players_item_data)



            players.append(players_item)


        poster_deck_count = d.pop("poster_deck_count")

        poster_discard = cast(list[str], d.pop("poster_discard"))


        poster_row = []
        _poster_row = d.pop("poster_row")
        for poster_row_item_data in (_poster_row):
            def _parse_poster_row_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            poster_row_item = _parse_poster_row_item(poster_row_item_data)

            poster_row.append(poster_row_item)


        queue = cast(list[int], d.pop("queue"))


        reason = d.pop("reason")

        removed = cast(list[str], d.pop("removed"))


        round_ = d.pop("round")

        round_limit = d.pop("round_limit")

        row = []
        _row = d.pop("row")
        for row_item_data in (_row):
            def _parse_row_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            row_item = _parse_row_item(row_item_data)

            row.append(row_item)


        stack_count = d.pop("stack_count")

        stars = d.pop("stars")

        step = d.pop("step")

        winners = cast(list[int], d.pop("winners"))


        def _parse_event_deck(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                event_deck_type_0 = cast(list[str], data)

                return event_deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        event_deck = _parse_event_deck(d.pop("event_deck", UNSET))


        def _parse_poster_deck(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                poster_deck_type_0 = cast(list[str], data)

                return poster_deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        poster_deck = _parse_poster_deck(d.pop("poster_deck", UNSET))


        def _parse_stack(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                stack_type_0 = cast(list[str], data)

                return stack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        stack = _parse_stack(d.pop("stack", UNSET))


        zavody_table = cls(
            event=event,
            event_deck_count=event_deck_count,
            events_seen=events_seen,
            first=first,
            immune=immune,
            market_costs=market_costs,
            mode=mode,
            modifiers=modifiers,
            pending=pending,
            phase=phase,
            players=players,
            poster_deck_count=poster_deck_count,
            poster_discard=poster_discard,
            poster_row=poster_row,
            queue=queue,
            reason=reason,
            removed=removed,
            round_=round_,
            round_limit=round_limit,
            row=row,
            stack_count=stack_count,
            stars=stars,
            step=step,
            winners=winners,
            event_deck=event_deck,
            poster_deck=poster_deck,
            stack=stack,
        )


        zavody_table.additional_properties = d
        return zavody_table

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
