from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.autoplay_level_type_1 import AutoplayLevelType1
from ..models.autoplay_level_type_2_type_1 import AutoplayLevelType2Type1
from ..models.autoplay_level_type_3_type_1 import AutoplayLevelType3Type1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Autoplay")



@_attrs_define
class Autoplay:
    """ 
        Attributes:
            level (AutoplayLevelType1 | AutoplayLevelType2Type1 | AutoplayLevelType3Type1 | None | Unset): A bot seat with
                no level named plays at level `competent` when the game has a competent bot, else `random` (GET /api/v1/games
                lists each game's `bot_levels`).
     """

    level: AutoplayLevelType1 | AutoplayLevelType2Type1 | AutoplayLevelType3Type1 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        level: None | str | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        elif isinstance(self.level, AutoplayLevelType1):
            level = self.level.value
        elif isinstance(self.level, AutoplayLevelType2Type1):
            level = self.level.value
        elif isinstance(self.level, AutoplayLevelType3Type1):
            level = self.level.value
        else:
            level = self.level


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_level(data: object) -> AutoplayLevelType1 | AutoplayLevelType2Type1 | AutoplayLevelType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_1 = AutoplayLevelType1(data)



                return level_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_2_type_1 = AutoplayLevelType2Type1(data)



                return level_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_3_type_1 = AutoplayLevelType3Type1(data)



                return level_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AutoplayLevelType1 | AutoplayLevelType2Type1 | AutoplayLevelType3Type1 | None | Unset, data)

        level = _parse_level(d.pop("level", UNSET))


        autoplay = cls(
            level=level,
        )


        autoplay.additional_properties = d
        return autoplay

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
