from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EcologicHex")



@_attrs_define
class EcologicHex:
    """ A map position with its tile and what stands on it (one owner, one object at most).

        Attributes:
            bio (int):
            edge (bool):
            index (int):
            neighbours (list[int]):
            q (int):
            r (int):
            resource (str):
            tile (str):
            bio_taken (bool | Unset):  Default: False.
            branch (str | Unset):  Default: ''.
            card (str | Unset):  Default: ''.
            level (int | Unset):  Default: 0.
            owner (int | Unset):  Default: -1.
            special (str | Unset):  Default: ''.
     """

    bio: int
    edge: bool
    index: int
    neighbours: list[int]
    q: int
    r: int
    resource: str
    tile: str
    bio_taken: bool | Unset = False
    branch: str | Unset = ''
    card: str | Unset = ''
    level: int | Unset = 0
    owner: int | Unset = -1
    special: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bio = self.bio

        edge = self.edge

        index = self.index

        neighbours = self.neighbours



        q = self.q

        r = self.r

        resource = self.resource

        tile = self.tile

        bio_taken = self.bio_taken

        branch = self.branch

        card = self.card

        level = self.level

        owner = self.owner

        special = self.special


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bio": bio,
            "edge": edge,
            "index": index,
            "neighbours": neighbours,
            "q": q,
            "r": r,
            "resource": resource,
            "tile": tile,
        })
        if bio_taken is not UNSET:
            field_dict["bio_taken"] = bio_taken
        if branch is not UNSET:
            field_dict["branch"] = branch
        if card is not UNSET:
            field_dict["card"] = card
        if level is not UNSET:
            field_dict["level"] = level
        if owner is not UNSET:
            field_dict["owner"] = owner
        if special is not UNSET:
            field_dict["special"] = special

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bio = d.pop("bio")

        edge = d.pop("edge")

        index = d.pop("index")

        neighbours = cast(list[int], d.pop("neighbours"))


        q = d.pop("q")

        r = d.pop("r")

        resource = d.pop("resource")

        tile = d.pop("tile")

        bio_taken = d.pop("bio_taken", UNSET)

        branch = d.pop("branch", UNSET)

        card = d.pop("card", UNSET)

        level = d.pop("level", UNSET)

        owner = d.pop("owner", UNSET)

        special = d.pop("special", UNSET)

        ecologic_hex = cls(
            bio=bio,
            edge=edge,
            index=index,
            neighbours=neighbours,
            q=q,
            r=r,
            resource=resource,
            tile=tile,
            bio_taken=bio_taken,
            branch=branch,
            card=card,
            level=level,
            owner=owner,
            special=special,
        )


        ecologic_hex.additional_properties = d
        return ecologic_hex

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
