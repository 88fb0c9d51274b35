from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_starting_hands_dealt_type import PyatiletkaStartingHandsDealtType
from typing import cast






T = TypeVar("T", bound="PyatiletkaStartingHandsDealt")



@_attrs_define
class PyatiletkaStartingHandsDealt:
    """ 3N−1 top characters plus the chairman, shuffled and dealt 3 each; the chairman is laid out.

        Attributes:
            chairman (int):
            hands (list[list[str] | None]):
            sizes (list[int]):
            type_ (PyatiletkaStartingHandsDealtType):
     """

    chairman: int
    hands: list[list[str] | None]
    sizes: list[int]
    type_: PyatiletkaStartingHandsDealtType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        chairman = self.chairman

        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = hands_item_data


            else:
                hands_item = hands_item_data
            hands.append(hands_item)



        sizes = self.sizes



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "chairman": chairman,
            "hands": hands,
            "sizes": sizes,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chairman = d.pop("chairman")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            def _parse_hands_item(data: object) -> list[str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = cast(list[str], data)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[str] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)


        sizes = cast(list[int], d.pop("sizes"))


        type_ = PyatiletkaStartingHandsDealtType(d.pop("type"))




        pyatiletka_starting_hands_dealt = cls(
            chairman=chairman,
            hands=hands,
            sizes=sizes,
            type_=type_,
        )


        pyatiletka_starting_hands_dealt.additional_properties = d
        return pyatiletka_starting_hands_dealt

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
