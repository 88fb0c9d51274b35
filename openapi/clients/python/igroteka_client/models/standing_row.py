from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.standing_row_status import StandingRowStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="StandingRow")



@_attrs_define
class StandingRow:
    """ 
        Attributes:
            name (str):
            place (int):
            played (int):
            player (int):
            score (int):
            tiebreaks (list[int]):
            wins (int):
            byes (int | Unset):  Default: 0.
            forfeits (int | Unset):  Default: 0.
            status (StandingRowStatus | Unset):  Default: StandingRowStatus.PLAYING.
     """

    name: str
    place: int
    played: int
    player: int
    score: int
    tiebreaks: list[int]
    wins: int
    byes: int | Unset = 0
    forfeits: int | Unset = 0
    status: StandingRowStatus | Unset = StandingRowStatus.PLAYING
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        place = self.place

        played = self.played

        player = self.player

        score = self.score

        tiebreaks = self.tiebreaks



        wins = self.wins

        byes = self.byes

        forfeits = self.forfeits

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "place": place,
            "played": played,
            "player": player,
            "score": score,
            "tiebreaks": tiebreaks,
            "wins": wins,
        })
        if byes is not UNSET:
            field_dict["byes"] = byes
        if forfeits is not UNSET:
            field_dict["forfeits"] = forfeits
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        place = d.pop("place")

        played = d.pop("played")

        player = d.pop("player")

        score = d.pop("score")

        tiebreaks = cast(list[int], d.pop("tiebreaks"))


        wins = d.pop("wins")

        byes = d.pop("byes", UNSET)

        forfeits = d.pop("forfeits", UNSET)

        _status = d.pop("status", UNSET)
        status: StandingRowStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = StandingRowStatus(_status)




        standing_row = cls(
            name=name,
            place=place,
            played=played,
            player=player,
            score=score,
            tiebreaks=tiebreaks,
            wins=wins,
            byes=byes,
            forfeits=forfeits,
            status=status,
        )


        standing_row.additional_properties = d
        return standing_row

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
