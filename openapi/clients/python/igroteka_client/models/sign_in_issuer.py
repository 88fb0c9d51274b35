from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SignInIssuer")



@_attrs_define
class SignInIssuer:
    """ 
        Attributes:
            authorization_endpoint (str):
            client_id (str):
            issuer (str):
            name (str):
            scope (str):
            token_endpoint (str):
     """

    authorization_endpoint: str
    client_id: str
    issuer: str
    name: str
    scope: str
    token_endpoint: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        authorization_endpoint = self.authorization_endpoint

        client_id = self.client_id

        issuer = self.issuer

        name = self.name

        scope = self.scope

        token_endpoint = self.token_endpoint


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "authorization_endpoint": authorization_endpoint,
            "client_id": client_id,
            "issuer": issuer,
            "name": name,
            "scope": scope,
            "token_endpoint": token_endpoint,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        authorization_endpoint = d.pop("authorization_endpoint")

        client_id = d.pop("client_id")

        issuer = d.pop("issuer")

        name = d.pop("name")

        scope = d.pop("scope")

        token_endpoint = d.pop("token_endpoint")

        sign_in_issuer = cls(
            authorization_endpoint=authorization_endpoint,
            client_id=client_id,
            issuer=issuer,
            name=name,
            scope=scope,
            token_endpoint=token_endpoint,
        )


        sign_in_issuer.additional_properties = d
        return sign_in_issuer

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
