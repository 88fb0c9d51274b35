from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_seat import BotSeat





T = TypeVar("T", bound="SeatBots")



@_attrs_define
class SeatBots:
    """ 
        Attributes:
            bots (list[BotSeat | int] | Unset): Seats played by server bots: a seat number, or {seat, level}. Each seat once
                (problem bad_bots). A bot seat with no level named plays at level `competent` when the game has a competent bot,
                else `random` (GET /api/v1/games lists each game's `bot_levels`).
     """

    bots: list[BotSeat | int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_seat import BotSeat # noqa: PLC0415
        bots: list[dict[str, Any] | int] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = []
            for bots_item_data in self.bots:
                bots_item: dict[str, Any] | int
                if isinstance(bots_item_data, BotSeat):
                    bots_item = bots_item_data.to_dict()
                else:
                    bots_item = bots_item_data
                bots.append(bots_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if bots is not UNSET:
            field_dict["bots"] = bots

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_seat import BotSeat # noqa: PLC0415
        d = dict(src_dict)
        _bots = d.pop("bots", UNSET)
        bots: list[BotSeat | int] | Unset = UNSET
        if _bots is not UNSET:
            bots = []
            for bots_item_data in _bots:
                def _parse_bots_item(data: object) -> BotSeat | int:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        bots_item_type_1 = BotSeat.from_dict(data)



                        return bots_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(BotSeat | int, data)

                bots_item = _parse_bots_item(bots_item_data)

                bots.append(bots_item)


        seat_bots = cls(
            bots=bots,
        )


        seat_bots.additional_properties = d
        return seat_bots

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
