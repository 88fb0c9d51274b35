from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="NewWebhook")



@_attrs_define
class NewWebhook:
    """ 
        Attributes:
            kinds (list[str]): Notice kinds wanted: your_turn, paired, takeback_asked, match_ended, tour_started,
                rating_changed, time_running_out, challenge_received, challenge_accepted, challenge_declined,
                challenge_cancelled, challenge_expired, invitation_used, rematch_offered, rematch_declined, rematch_started
            url (str): An http or https address
     """

    kinds: list[str]
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kinds = self.kinds



        url = self.url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kinds": kinds,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kinds = cast(list[str], d.pop("kinds"))


        url = d.pop("url")

        new_webhook = cls(
            kinds=kinds,
            url=url,
        )


        new_webhook.additional_properties = d
        return new_webhook

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
