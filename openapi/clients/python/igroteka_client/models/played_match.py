from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.played_match_status import PlayedMatchStatus
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="PlayedMatch")



@_attrs_define
class PlayedMatch:
    """ 
        Attributes:
            created_at (datetime.datetime):
            game (str):
            id (UUID):
            names (list[None | str]):
            seat (int):
            status (PlayedMatchStatus):
            winners (list[int] | None | Unset):
            won (bool | Unset):  Default: False.
     """

    created_at: datetime.datetime
    game: str
    id: UUID
    names: list[None | str]
    seat: int
    status: PlayedMatchStatus
    winners: list[int] | None | Unset = UNSET
    won: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        game = self.game

        id = str(self.id)

        names = []
        for names_item_data in self.names:
            names_item: None | str
            names_item = names_item_data
            names.append(names_item)



        seat = self.seat

        status = self.status.value

        winners: list[int] | None | Unset
        if isinstance(self.winners, Unset):
            winners = UNSET
        elif isinstance(self.winners, list):
            winners = self.winners


        else:
            winners = self.winners

        won = self.won


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "game": game,
            "id": id,
            "names": names,
            "seat": seat,
            "status": status,
        })
        if winners is not UNSET:
            field_dict["winners"] = winners
        if won is not UNSET:
            field_dict["won"] = won

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        game = d.pop("game")

        id = UUID(d.pop("id"))




        names = []
        _names = d.pop("names")
        for names_item_data in (_names):
            def _parse_names_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            names_item = _parse_names_item(names_item_data)

            names.append(names_item)


        seat = d.pop("seat")

        status = PlayedMatchStatus(d.pop("status"))




        def _parse_winners(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        winners = _parse_winners(d.pop("winners", UNSET))


        won = d.pop("won", UNSET)

        played_match = cls(
            created_at=created_at,
            game=game,
            id=id,
            names=names,
            seat=seat,
            status=status,
            winners=winners,
            won=won,
        )


        played_match.additional_properties = d
        return played_match

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
