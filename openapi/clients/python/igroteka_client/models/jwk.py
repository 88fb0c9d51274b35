from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Jwk")



@_attrs_define
class Jwk:
    """ 
        Attributes:
            crv (str):
            kid (str):
            kty (str):
            x (str):
            alg (None | str | Unset):
            created (None | str | Unset):
            use (None | str | Unset):
     """

    crv: str
    kid: str
    kty: str
    x: str
    alg: None | str | Unset = UNSET
    created: None | str | Unset = UNSET
    use: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        crv = self.crv

        kid = self.kid

        kty = self.kty

        x = self.x

        alg: None | str | Unset
        if isinstance(self.alg, Unset):
            alg = UNSET
        else:
            alg = self.alg

        created: None | str | Unset
        if isinstance(self.created, Unset):
            created = UNSET
        else:
            created = self.created

        use: None | str | Unset
        if isinstance(self.use, Unset):
            use = UNSET
        else:
            use = self.use


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "crv": crv,
            "kid": kid,
            "kty": kty,
            "x": x,
        })
        if alg is not UNSET:
            field_dict["alg"] = alg
        if created is not UNSET:
            field_dict["created"] = created
        if use is not UNSET:
            field_dict["use"] = use

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        crv = d.pop("crv")

        kid = d.pop("kid")

        kty = d.pop("kty")

        x = d.pop("x")

        def _parse_alg(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alg = _parse_alg(d.pop("alg", UNSET))


        def _parse_created(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        created = _parse_created(d.pop("created", UNSET))


        def _parse_use(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        use = _parse_use(d.pop("use", UNSET))


        jwk = cls(
            crv=crv,
            kid=kid,
            kty=kty,
            x=x,
            alg=alg,
            created=created,
            use=use,
        )


        jwk.additional_properties = d
        return jwk

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
