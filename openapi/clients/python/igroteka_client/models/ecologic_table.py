from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ecologic_auction import EcologicAuction
  from ..models.ecologic_hex import EcologicHex
  from ..models.ecologic_hidden import EcologicHidden
  from ..models.ecologic_pending import EcologicPending
  from ..models.ecologic_player import EcologicPlayer
  from ..models.ecologic_prices import EcologicPrices





T = TypeVar("T", bound="EcologicTable")



@_attrs_define
class EcologicTable:
    """ 
        Attributes:
            auction (EcologicAuction | None):
            bank (int):
            eco_pool (int):
            event (str):
            event_deck_count (int):
            events_played (list[str]):
            final (bool):
            hexes (list[EcologicHex]):
            initiative_deck_count (int):
            initiative_discard (list[str]):
            leader (int):
            order (list[int]):
            pending (EcologicPending | None):
            phase (str):
            players (list[EcologicPlayer]):
            prices (EcologicPrices): Current nominals: next special initiative (0 when all are sold), oil and mineral
                buildings.
            reduced_map (bool):
            revealed (str):
            scores (list[int]):
            seats (int):
            specials_open (list[str]):
            stage (str):
            step (int):
            to_act (list[int]):
            turn (int):
            hidden (EcologicHidden | None | Unset):
     """

    auction: EcologicAuction | None
    bank: int
    eco_pool: int
    event: str
    event_deck_count: int
    events_played: list[str]
    final: bool
    hexes: list[EcologicHex]
    initiative_deck_count: int
    initiative_discard: list[str]
    leader: int
    order: list[int]
    pending: EcologicPending | None
    phase: str
    players: list[EcologicPlayer]
    prices: EcologicPrices
    reduced_map: bool
    revealed: str
    scores: list[int]
    seats: int
    specials_open: list[str]
    stage: str
    step: int
    to_act: list[int]
    turn: int
    hidden: EcologicHidden | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ecologic_auction import EcologicAuction # noqa: PLC0415
        from ..models.ecologic_hex import EcologicHex # noqa: PLC0415
        from ..models.ecologic_hidden import EcologicHidden # noqa: PLC0415
        from ..models.ecologic_pending import EcologicPending # noqa: PLC0415
        from ..models.ecologic_player import EcologicPlayer # noqa: PLC0415
        from ..models.ecologic_prices import EcologicPrices # noqa: PLC0415
        auction: dict[str, Any] | None
        if isinstance(self.auction, EcologicAuction):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        bank = self.bank

        eco_pool = self.eco_pool

        event = self.event

        event_deck_count = self.event_deck_count

        events_played = self.events_played



        final = self.final

        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data.to_dict()
            hexes.append(hexes_item)



        initiative_deck_count = self.initiative_deck_count

        initiative_discard = self.initiative_discard



        leader = self.leader

        order = self.order



        pending: dict[str, Any] | None
        if isinstance(self.pending, EcologicPending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        phase = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        prices = self.prices.to_dict()

        reduced_map = self.reduced_map

        revealed = self.revealed

        scores = self.scores



        seats = self.seats

        specials_open = self.specials_open



        stage = self.stage

        step = self.step

        to_act = self.to_act



        turn = self.turn

        hidden: dict[str, Any] | None | Unset
        if isinstance(self.hidden, Unset):
            hidden = UNSET
        elif isinstance(self.hidden, EcologicHidden):
            hidden = self.hidden.to_dict()
        else:
            hidden = self.hidden


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "auction": auction,
            "bank": bank,
            "eco_pool": eco_pool,
            "event": event,
            "event_deck_count": event_deck_count,
            "events_played": events_played,
            "final": final,
            "hexes": hexes,
            "initiative_deck_count": initiative_deck_count,
            "initiative_discard": initiative_discard,
            "leader": leader,
            "order": order,
            "pending": pending,
            "phase": phase,
            "players": players,
            "prices": prices,
            "reduced_map": reduced_map,
            "revealed": revealed,
            "scores": scores,
            "seats": seats,
            "specials_open": specials_open,
            "stage": stage,
            "step": step,
            "to_act": to_act,
            "turn": turn,
        })
        if hidden is not UNSET:
            field_dict["hidden"] = hidden

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ecologic_auction import EcologicAuction # noqa: PLC0415
        from ..models.ecologic_hex import EcologicHex # noqa: PLC0415
        from ..models.ecologic_hidden import EcologicHidden # noqa: PLC0415
        from ..models.ecologic_pending import EcologicPending # noqa: PLC0415
        from ..models.ecologic_player import EcologicPlayer # noqa: PLC0415
        from ..models.ecologic_prices import EcologicPrices # noqa: PLC0415
        d = dict(src_dict)
        def _parse_auction(data: object) -> EcologicAuction | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = EcologicAuction.from_dict(data)



                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EcologicAuction | None, data)

        auction = _parse_auction(d.pop("auction"))


        bank = d.pop("bank")

        eco_pool = d.pop("eco_pool")

        event = d.pop("event")

        event_deck_count = d.pop("event_deck_count")

        events_played = cast(list[str], d.pop("events_played"))


        final = d.pop("final")

        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = EcologicHex.from_dict(hexes_item_data)



            hexes.append(hexes_item)


        initiative_deck_count = d.pop("initiative_deck_count")

        initiative_discard = cast(list[str], d.pop("initiative_discard"))


        leader = d.pop("leader")

        order = cast(list[int], d.pop("order"))


        def _parse_pending(data: object) -> EcologicPending | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = EcologicPending.from_dict(data)



                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EcologicPending | None, data)

        pending = _parse_pending(d.pop("pending"))


        phase = d.pop("phase")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = EcologicPlayer.from_dict(players_item_data)



            players.append(players_item)


        prices = EcologicPrices.from_dict(d.pop("prices"))




        reduced_map = d.pop("reduced_map")

        revealed = d.pop("revealed")

        scores = cast(list[int], d.pop("scores"))


        seats = d.pop("seats")

        specials_open = cast(list[str], d.pop("specials_open"))


        stage = d.pop("stage")

        step = d.pop("step")

        to_act = cast(list[int], d.pop("to_act"))


        turn = d.pop("turn")

        def _parse_hidden(data: object) -> EcologicHidden | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hidden_type_0 = EcologicHidden.from_dict(data)



                return hidden_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EcologicHidden | None | Unset, data)

        hidden = _parse_hidden(d.pop("hidden", UNSET))


        ecologic_table = cls(
            auction=auction,
            bank=bank,
            eco_pool=eco_pool,
            event=event,
            event_deck_count=event_deck_count,
            events_played=events_played,
            final=final,
            hexes=hexes,
            initiative_deck_count=initiative_deck_count,
            initiative_discard=initiative_discard,
            leader=leader,
            order=order,
            pending=pending,
            phase=phase,
            players=players,
            prices=prices,
            reduced_map=reduced_map,
            revealed=revealed,
            scores=scores,
            seats=seats,
            specials_open=specials_open,
            stage=stage,
            step=step,
            to_act=to_act,
            turn=turn,
            hidden=hidden,
        )


        ecologic_table.additional_properties = d
        return ecologic_table

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
