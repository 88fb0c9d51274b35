from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.pobeda_options import PobedaOptions
  from ..models.pobeda_record_event import PobedaRecordEvent
  from ..models.rating_update import RatingUpdate
  from ..models.signature import Signature
  from ..models.tournament_table import TournamentTable





T = TypeVar("T", bound="PobedaRecord")



@_attrs_define
class PobedaRecord:
    """ 
        Attributes:
            bot_levels (list[str]):
            bots (list[int]):
            events (list[PobedaRecordEvent]):
            format_ (str):
            game (Literal['pobeda']):
            match (str):
            options (PobedaOptions): The variants of the rulebook.

                    ``teams``: 0 = everyone plays alone; 2 or 3 = team play («Командная игра»).
                    ``lines_to_win``: 1, or 2–3 for «Великая победа».
                    ``shuffle_board``: lay the events out in random order instead of chronologically.
            rules_version (int):
            seats (int):
            secret (str):
            ratings (RatingUpdate | Unset):
            signature (None | Signature | Unset):
            tournament (None | TournamentTable | Unset):
     """

    bot_levels: list[str]
    bots: list[int]
    events: list[PobedaRecordEvent]
    format_: str
    game: Literal['pobeda']
    match: str
    options: PobedaOptions
    rules_version: int
    seats: int
    secret: str
    ratings: RatingUpdate | Unset = UNSET
    signature: None | Signature | Unset = UNSET
    tournament: None | TournamentTable | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pobeda_options import PobedaOptions # noqa: PLC0415
        from ..models.pobeda_record_event import PobedaRecordEvent # noqa: PLC0415
        from ..models.rating_update import RatingUpdate # noqa: PLC0415
        from ..models.signature import Signature # noqa: PLC0415
        from ..models.tournament_table import TournamentTable # noqa: PLC0415
        bot_levels = self.bot_levels



        bots = self.bots



        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        format_ = self.format_

        game = self.game

        match = self.match

        options = self.options.to_dict()

        rules_version = self.rules_version

        seats = self.seats

        secret = self.secret

        ratings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ratings, Unset):
            ratings = self.ratings.to_dict()

        signature: dict[str, Any] | None | Unset
        if isinstance(self.signature, Unset):
            signature = UNSET
        elif isinstance(self.signature, Signature):
            signature = self.signature.to_dict()
        else:
            signature = self.signature

        tournament: dict[str, Any] | None | Unset
        if isinstance(self.tournament, Unset):
            tournament = UNSET
        elif isinstance(self.tournament, TournamentTable):
            tournament = self.tournament.to_dict()
        else:
            tournament = self.tournament


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bot_levels": bot_levels,
            "bots": bots,
            "events": events,
            "format": format_,
            "game": game,
            "match": match,
            "options": options,
            "rules_version": rules_version,
            "seats": seats,
            "secret": secret,
        })
        if ratings is not UNSET:
            field_dict["ratings"] = ratings
        if signature is not UNSET:
            field_dict["signature"] = signature
        if tournament is not UNSET:
            field_dict["tournament"] = tournament

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pobeda_options import PobedaOptions # noqa: PLC0415
        from ..models.pobeda_record_event import PobedaRecordEvent # noqa: PLC0415
        from ..models.rating_update import RatingUpdate # noqa: PLC0415
        from ..models.signature import Signature # noqa: PLC0415
        from ..models.tournament_table import TournamentTable # noqa: PLC0415
        d = dict(src_dict)
        bot_levels = cast(list[str], d.pop("bot_levels"))


        bots = cast(list[int], d.pop("bots"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = PobedaRecordEvent.from_dict(events_item_data)



            events.append(events_item)


        format_ = d.pop("format")

        game = cast(Literal['pobeda'] , d.pop("game"))
        if game != 'pobeda':
            raise ValueError(f"game must match const 'pobeda', got '{game}'")

        match = d.pop("match")

        options = PobedaOptions.from_dict(d.pop("options"))




        rules_version = d.pop("rules_version")

        seats = d.pop("seats")

        secret = d.pop("secret")

        _ratings = d.pop("ratings", UNSET)
        ratings: RatingUpdate | Unset
        if isinstance(_ratings,  Unset):
            ratings = UNSET
        else:
            ratings = RatingUpdate.from_dict(_ratings)




        def _parse_signature(data: object) -> None | Signature | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                signature_type_0 = Signature.from_dict(data)



                return signature_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Signature | Unset, data)

        signature = _parse_signature(d.pop("signature", UNSET))


        def _parse_tournament(data: object) -> None | TournamentTable | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tournament_type_0 = TournamentTable.from_dict(data)



                return tournament_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentTable | Unset, data)

        tournament = _parse_tournament(d.pop("tournament", UNSET))


        pobeda_record = cls(
            bot_levels=bot_levels,
            bots=bots,
            events=events,
            format_=format_,
            game=game,
            match=match,
            options=options,
            rules_version=rules_version,
            seats=seats,
            secret=secret,
            ratings=ratings,
            signature=signature,
            tournament=tournament,
        )


        pobeda_record.additional_properties = d
        return pobeda_record

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
