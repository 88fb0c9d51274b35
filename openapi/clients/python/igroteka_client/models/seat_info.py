from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_info_bot_level_type_1 import SeatInfoBotLevelType1
from ..models.seat_info_bot_level_type_2_type_1 import SeatInfoBotLevelType2Type1
from ..models.seat_info_bot_level_type_3_type_1 import SeatInfoBotLevelType3Type1
from ..models.seat_info_out_type_1 import SeatInfoOutType1
from ..models.seat_info_out_type_2_type_1 import SeatInfoOutType2Type1
from ..models.seat_info_out_type_3_type_1 import SeatInfoOutType3Type1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SeatInfo")



@_attrs_define
class SeatInfo:
    """ 
        Attributes:
            bot (bool):
            claimed (bool):
            name (None | str):
            seat (int):
            autoplay (bool | Unset):  Default: False.
            bot_level (None | SeatInfoBotLevelType1 | SeatInfoBotLevelType2Type1 | SeatInfoBotLevelType3Type1 | Unset):
            connected (bool | Unset):  Default: False.
            out (None | SeatInfoOutType1 | SeatInfoOutType2Type1 | SeatInfoOutType3Type1 | Unset):
            resigned (bool | Unset):  Default: False.
     """

    bot: bool
    claimed: bool
    name: None | str
    seat: int
    autoplay: bool | Unset = False
    bot_level: None | SeatInfoBotLevelType1 | SeatInfoBotLevelType2Type1 | SeatInfoBotLevelType3Type1 | Unset = UNSET
    connected: bool | Unset = False
    out: None | SeatInfoOutType1 | SeatInfoOutType2Type1 | SeatInfoOutType3Type1 | Unset = UNSET
    resigned: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        claimed = self.claimed

        name: None | str
        name = self.name

        seat = self.seat

        autoplay = self.autoplay

        bot_level: None | str | Unset
        if isinstance(self.bot_level, Unset):
            bot_level = UNSET
        elif isinstance(self.bot_level, SeatInfoBotLevelType1):
            bot_level = self.bot_level.value
        elif isinstance(self.bot_level, SeatInfoBotLevelType2Type1):
            bot_level = self.bot_level.value
        elif isinstance(self.bot_level, SeatInfoBotLevelType3Type1):
            bot_level = self.bot_level.value
        else:
            bot_level = self.bot_level

        connected = self.connected

        out: None | str | Unset
        if isinstance(self.out, Unset):
            out = UNSET
        elif isinstance(self.out, SeatInfoOutType1):
            out = self.out.value
        elif isinstance(self.out, SeatInfoOutType2Type1):
            out = self.out.value
        elif isinstance(self.out, SeatInfoOutType3Type1):
            out = self.out.value
        else:
            out = self.out

        resigned = self.resigned


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bot": bot,
            "claimed": claimed,
            "name": name,
            "seat": seat,
        })
        if autoplay is not UNSET:
            field_dict["autoplay"] = autoplay
        if bot_level is not UNSET:
            field_dict["bot_level"] = bot_level
        if connected is not UNSET:
            field_dict["connected"] = connected
        if out is not UNSET:
            field_dict["out"] = out
        if resigned is not UNSET:
            field_dict["resigned"] = resigned

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot")

        claimed = d.pop("claimed")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        seat = d.pop("seat")

        autoplay = d.pop("autoplay", UNSET)

        def _parse_bot_level(data: object) -> None | SeatInfoBotLevelType1 | SeatInfoBotLevelType2Type1 | SeatInfoBotLevelType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_level_type_1 = SeatInfoBotLevelType1(data)



                return bot_level_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_level_type_2_type_1 = SeatInfoBotLevelType2Type1(data)



                return bot_level_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_level_type_3_type_1 = SeatInfoBotLevelType3Type1(data)



                return bot_level_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatInfoBotLevelType1 | SeatInfoBotLevelType2Type1 | SeatInfoBotLevelType3Type1 | Unset, data)

        bot_level = _parse_bot_level(d.pop("bot_level", UNSET))


        connected = d.pop("connected", UNSET)

        def _parse_out(data: object) -> None | SeatInfoOutType1 | SeatInfoOutType2Type1 | SeatInfoOutType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                out_type_1 = SeatInfoOutType1(data)



                return out_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                out_type_2_type_1 = SeatInfoOutType2Type1(data)



                return out_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                out_type_3_type_1 = SeatInfoOutType3Type1(data)



                return out_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatInfoOutType1 | SeatInfoOutType2Type1 | SeatInfoOutType3Type1 | Unset, data)

        out = _parse_out(d.pop("out", UNSET))


        resigned = d.pop("resigned", UNSET)

        seat_info = cls(
            bot=bot,
            claimed=claimed,
            name=name,
            seat=seat,
            autoplay=autoplay,
            bot_level=bot_level,
            connected=connected,
            out=out,
            resigned=resigned,
        )


        seat_info.additional_properties = d
        return seat_info

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
