from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.refusal import Refusal





T = TypeVar("T", bound="Verification")



@_attrs_define
class Verification:
    """ 
        Attributes:
            game (str):
            legal (bool):
            match (str):
            moves (int):
            signed (bool):
            key_created (None | str | Unset):
            kid (None | str | Unset):
            reason (None | str | Unset):
            refusal (None | Refusal | Unset):
            version (int | None | Unset):
     """

    game: str
    legal: bool
    match: str
    moves: int
    signed: bool
    key_created: None | str | Unset = UNSET
    kid: None | str | Unset = UNSET
    reason: None | str | Unset = UNSET
    refusal: None | Refusal | Unset = UNSET
    version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.refusal import Refusal # noqa: PLC0415
        game = self.game

        legal = self.legal

        match = self.match

        moves = self.moves

        signed = self.signed

        key_created: None | str | Unset
        if isinstance(self.key_created, Unset):
            key_created = UNSET
        else:
            key_created = self.key_created

        kid: None | str | Unset
        if isinstance(self.kid, Unset):
            kid = UNSET
        else:
            kid = self.kid

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        refusal: dict[str, Any] | None | Unset
        if isinstance(self.refusal, Unset):
            refusal = UNSET
        elif isinstance(self.refusal, Refusal):
            refusal = self.refusal.to_dict()
        else:
            refusal = self.refusal

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "legal": legal,
            "match": match,
            "moves": moves,
            "signed": signed,
        })
        if key_created is not UNSET:
            field_dict["key_created"] = key_created
        if kid is not UNSET:
            field_dict["kid"] = kid
        if reason is not UNSET:
            field_dict["reason"] = reason
        if refusal is not UNSET:
            field_dict["refusal"] = refusal
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.refusal import Refusal # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        legal = d.pop("legal")

        match = d.pop("match")

        moves = d.pop("moves")

        signed = d.pop("signed")

        def _parse_key_created(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        key_created = _parse_key_created(d.pop("key_created", UNSET))


        def _parse_kid(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        kid = _parse_kid(d.pop("kid", UNSET))


        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        def _parse_refusal(data: object) -> None | Refusal | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                refusal_type_0 = Refusal.from_dict(data)



                return refusal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Refusal | Unset, data)

        refusal = _parse_refusal(d.pop("refusal", UNSET))


        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))


        verification = cls(
            game=game,
            legal=legal,
            match=match,
            moves=moves,
            signed=signed,
            key_created=key_created,
            kid=kid,
            reason=reason,
            refusal=refusal,
            version=version,
        )


        verification.additional_properties = d
        return verification

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
