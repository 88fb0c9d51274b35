from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_my_match import DenPobedyMyMatch
  from ..models.ecologic_my_match import EcologicMyMatch
  from ..models.pobeda_my_match import PobedaMyMatch
  from ..models.pyatiletka_my_match import PyatiletkaMyMatch
  from ..models.zavody_my_match import ZavodyMyMatch





T = TypeVar("T", bound="MyMatches")



@_attrs_define
class MyMatches:
    """ 
        Attributes:
            matches (list[DenPobedyMyMatch | EcologicMyMatch | PobedaMyMatch | PyatiletkaMyMatch | ZavodyMyMatch]):
            next_ (None | str | Unset):
     """

    matches: list[DenPobedyMyMatch | EcologicMyMatch | PobedaMyMatch | PyatiletkaMyMatch | ZavodyMyMatch]
    next_: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_my_match import DenPobedyMyMatch # noqa: PLC0415
        from ..models.ecologic_my_match import EcologicMyMatch # noqa: PLC0415
        from ..models.pobeda_my_match import PobedaMyMatch # noqa: PLC0415
        from ..models.pyatiletka_my_match import PyatiletkaMyMatch # noqa: PLC0415
        from ..models.zavody_my_match import ZavodyMyMatch # noqa: PLC0415
        matches = []
        for matches_item_data in self.matches:
            matches_item: dict[str, Any]
            if isinstance(matches_item_data, PobedaMyMatch):
                matches_item = matches_item_data.to_dict()
            elif isinstance(matches_item_data, PyatiletkaMyMatch):
                matches_item = matches_item_data.to_dict()
            elif isinstance(matches_item_data, ZavodyMyMatch):
                matches_item = matches_item_data.to_dict()
            elif isinstance(matches_item_data, DenPobedyMyMatch):
                matches_item = matches_item_data.to_dict()
            else:
                matches_item = matches_item_data.to_dict()

            matches.append(matches_item)



        next_: None | str | Unset
        if isinstance(self.next_, Unset):
            next_ = UNSET
        else:
            next_ = self.next_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "matches": matches,
        })
        if next_ is not UNSET:
            field_dict["next"] = next_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_my_match import DenPobedyMyMatch # noqa: PLC0415
        from ..models.ecologic_my_match import EcologicMyMatch # noqa: PLC0415
        from ..models.pobeda_my_match import PobedaMyMatch # noqa: PLC0415
        from ..models.pyatiletka_my_match import PyatiletkaMyMatch # noqa: PLC0415
        from ..models.zavody_my_match import ZavodyMyMatch # noqa: PLC0415
        d = dict(src_dict)
        matches = []
        _matches = d.pop("matches")
        for matches_item_data in (_matches):
            def _parse_matches_item(data: object) -> DenPobedyMyMatch | EcologicMyMatch | PobedaMyMatch | PyatiletkaMyMatch | ZavodyMyMatch:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_my_match_type_0 = PobedaMyMatch.from_dict(data)



                    return componentsschemas_my_match_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_my_match_type_1 = PyatiletkaMyMatch.from_dict(data)



                    return componentsschemas_my_match_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_my_match_type_2 = ZavodyMyMatch.from_dict(data)



                    return componentsschemas_my_match_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_my_match_type_3 = DenPobedyMyMatch.from_dict(data)



                    return componentsschemas_my_match_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_my_match_type_4 = EcologicMyMatch.from_dict(data)



                return componentsschemas_my_match_type_4

            matches_item = _parse_matches_item(matches_item_data)

            matches.append(matches_item)


        def _parse_next_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_ = _parse_next_(d.pop("next", UNSET))


        my_matches = cls(
            matches=matches,
            next_=next_,
        )


        my_matches.additional_properties = d
        return my_matches

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
