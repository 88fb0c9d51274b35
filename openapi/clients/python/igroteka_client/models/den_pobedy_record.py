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
  from ..models.den_pobedy_options import DenPobedyOptions
  from ..models.den_pobedy_record_event import DenPobedyRecordEvent
  from ..models.rating_update import RatingUpdate
  from ..models.signature import Signature
  from ..models.tournament_table import TournamentTable





T = TypeVar("T", bound="DenPobedyRecord")



@_attrs_define
class DenPobedyRecord:
    """ 
        Attributes:
            bot_levels (list[str]):
            bots (list[int]):
            events (list[DenPobedyRecordEvent]):
            format_ (str):
            game (Literal['den_pobedy']):
            match (str):
            options (DenPobedyOptions): Match variants.

                    ``deck_building``: each seat builds its deck (or takes the starter) in a first, private phase;
                    off, both seats play their starter decks. ``deck_size``: the agreed size of both decks (8–100).
                    ``red_seat``: the seat commanding the Red Army. ``series_game``/``series_opener``: the index of
                    this game in a series and the seat that opened game 0 (-1: draw lots for the first turn).
                    ``max_redeals``: how many times one player may redeal a starting hand.
            rules_version (int):
            seats (int):
            secret (str):
            ratings (RatingUpdate | Unset):
            signature (None | Signature | Unset):
            tournament (None | TournamentTable | Unset):
     """

    bot_levels: list[str]
    bots: list[int]
    events: list[DenPobedyRecordEvent]
    format_: str
    game: Literal['den_pobedy']
    match: str
    options: DenPobedyOptions
    rules_version: int
    seats: int
    secret: str
    ratings: RatingUpdate | Unset = UNSET
    signature: None | Signature | Unset = UNSET
    tournament: None | TournamentTable | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_options import DenPobedyOptions # noqa: PLC0415
        from ..models.den_pobedy_record_event import DenPobedyRecordEvent # noqa: PLC0415
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
        from ..models.den_pobedy_options import DenPobedyOptions # noqa: PLC0415
        from ..models.den_pobedy_record_event import DenPobedyRecordEvent # noqa: PLC0415
        from ..models.rating_update import RatingUpdate # noqa: PLC0415
        from ..models.signature import Signature # noqa: PLC0415
        from ..models.tournament_table import TournamentTable # noqa: PLC0415
        d = dict(src_dict)
        bot_levels = cast(list[str], d.pop("bot_levels"))


        bots = cast(list[int], d.pop("bots"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = DenPobedyRecordEvent.from_dict(events_item_data)



            events.append(events_item)


        format_ = d.pop("format")

        game = cast(Literal['den_pobedy'] , d.pop("game"))
        if game != 'den_pobedy':
            raise ValueError(f"game must match const 'den_pobedy', got '{game}'")

        match = d.pop("match")

        options = DenPobedyOptions.from_dict(d.pop("options"))




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


        den_pobedy_record = cls(
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


        den_pobedy_record.additional_properties = d
        return den_pobedy_record

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
