from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.outcome import Outcome
  from ..models.seated_player import SeatedPlayer





T = TypeVar("T", bound="TableInfo")



@_attrs_define
class TableInfo:
    """ 
        Attributes:
            match (UUID):
            outcome (None | Outcome):
            players (list[SeatedPlayer]):
            status (str):
            table (int):
            forfeited (list[int] | None | Unset):
     """

    match: UUID
    outcome: None | Outcome
    players: list[SeatedPlayer]
    status: str
    table: int
    forfeited: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seated_player import SeatedPlayer # noqa: PLC0415
        match = str(self.match)

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        status = self.status

        table = self.table

        forfeited: list[int] | None | Unset
        if isinstance(self.forfeited, Unset):
            forfeited = UNSET
        elif isinstance(self.forfeited, list):
            forfeited = self.forfeited


        else:
            forfeited = self.forfeited


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "match": match,
            "outcome": outcome,
            "players": players,
            "status": status,
            "table": table,
        })
        if forfeited is not UNSET:
            field_dict["forfeited"] = forfeited

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seated_player import SeatedPlayer # noqa: PLC0415
        d = dict(src_dict)
        match = UUID(d.pop("match"))




        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = SeatedPlayer.from_dict(players_item_data)



            players.append(players_item)


        status = d.pop("status")

        table = d.pop("table")

        def _parse_forfeited(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                forfeited_type_0 = cast(list[int], data)

                return forfeited_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        forfeited = _parse_forfeited(d.pop("forfeited", UNSET))


        table_info = cls(
            match=match,
            outcome=outcome,
            players=players,
            status=status,
            table=table,
            forfeited=forfeited,
        )


        table_info.additional_properties = d
        return table_info

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
