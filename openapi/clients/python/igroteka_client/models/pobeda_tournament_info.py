from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pobeda_tournament_info_seeding import PobedaTournamentInfoSeeding
from ..models.pobeda_tournament_info_status import PobedaTournamentInfoStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.abandonment import Abandonment
  from ..models.entrant_info import EntrantInfo
  from ..models.pobeda_options import PobedaOptions
  from ..models.spectator_delay import SpectatorDelay
  from ..models.time_control import TimeControl





T = TypeVar("T", bound="PobedaTournamentInfo")



@_attrs_define
class PobedaTournamentInfo:
    """ 
        Attributes:
            game (Literal['pobeda']):
            id (UUID):
            options (PobedaOptions): The variants of the rulebook.

                    ``teams``: 0 = everyone plays alone; 2 or 3 = team play («Командная игра»).
                    ``lines_to_win``: 1, or 2–3 for «Великая победа».
                    ``shuffle_board``: lay the events out in random order instead of chronologically.
            players (list[str]):
            status (PobedaTournamentInfoStatus):
            table_size (int):
            tours (int):
            tours_started (int):
            version (int):
            abandon (Abandonment | None | Unset):
            entrants (list[EntrantInfo] | Unset):
            invite_required (bool | Unset):  Default: False.
            max_players (int | Unset):  Default: 256.
            rated (bool | Unset):  Default: False.
            registration_open (bool | Unset):  Default: True.
            seeding (PobedaTournamentInfoSeeding | Unset):  Default: PobedaTournamentInfoSeeding.RANDOM.
            spectator_delay (None | SpectatorDelay | Unset):
            time_control (None | TimeControl | Unset):
            tour_limit (int | None | Unset):
     """

    game: Literal['pobeda']
    id: UUID
    options: PobedaOptions
    players: list[str]
    status: PobedaTournamentInfoStatus
    table_size: int
    tours: int
    tours_started: int
    version: int
    abandon: Abandonment | None | Unset = UNSET
    entrants: list[EntrantInfo] | Unset = UNSET
    invite_required: bool | Unset = False
    max_players: int | Unset = 256
    rated: bool | Unset = False
    registration_open: bool | Unset = True
    seeding: PobedaTournamentInfoSeeding | Unset = PobedaTournamentInfoSeeding.RANDOM
    spectator_delay: None | SpectatorDelay | Unset = UNSET
    time_control: None | TimeControl | Unset = UNSET
    tour_limit: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.entrant_info import EntrantInfo # noqa: PLC0415
        from ..models.pobeda_options import PobedaOptions # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        game = self.game

        id = str(self.id)

        options = self.options.to_dict()

        players = self.players



        status = self.status.value

        table_size = self.table_size

        tours = self.tours

        tours_started = self.tours_started

        version = self.version

        abandon: dict[str, Any] | None | Unset
        if isinstance(self.abandon, Unset):
            abandon = UNSET
        elif isinstance(self.abandon, Abandonment):
            abandon = self.abandon.to_dict()
        else:
            abandon = self.abandon

        entrants: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.entrants, Unset):
            entrants = []
            for entrants_item_data in self.entrants:
                entrants_item = entrants_item_data.to_dict()
                entrants.append(entrants_item)



        invite_required = self.invite_required

        max_players = self.max_players

        rated = self.rated

        registration_open = self.registration_open

        seeding: str | Unset = UNSET
        if not isinstance(self.seeding, Unset):
            seeding = self.seeding.value


        spectator_delay: dict[str, Any] | None | Unset
        if isinstance(self.spectator_delay, Unset):
            spectator_delay = UNSET
        elif isinstance(self.spectator_delay, SpectatorDelay):
            spectator_delay = self.spectator_delay.to_dict()
        else:
            spectator_delay = self.spectator_delay

        time_control: dict[str, Any] | None | Unset
        if isinstance(self.time_control, Unset):
            time_control = UNSET
        elif isinstance(self.time_control, TimeControl):
            time_control = self.time_control.to_dict()
        else:
            time_control = self.time_control

        tour_limit: int | None | Unset
        if isinstance(self.tour_limit, Unset):
            tour_limit = UNSET
        else:
            tour_limit = self.tour_limit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "id": id,
            "options": options,
            "players": players,
            "status": status,
            "table_size": table_size,
            "tours": tours,
            "tours_started": tours_started,
            "version": version,
        })
        if abandon is not UNSET:
            field_dict["abandon"] = abandon
        if entrants is not UNSET:
            field_dict["entrants"] = entrants
        if invite_required is not UNSET:
            field_dict["invite_required"] = invite_required
        if max_players is not UNSET:
            field_dict["max_players"] = max_players
        if rated is not UNSET:
            field_dict["rated"] = rated
        if registration_open is not UNSET:
            field_dict["registration_open"] = registration_open
        if seeding is not UNSET:
            field_dict["seeding"] = seeding
        if spectator_delay is not UNSET:
            field_dict["spectator_delay"] = spectator_delay
        if time_control is not UNSET:
            field_dict["time_control"] = time_control
        if tour_limit is not UNSET:
            field_dict["tour_limit"] = tour_limit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.entrant_info import EntrantInfo # noqa: PLC0415
        from ..models.pobeda_options import PobedaOptions # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['pobeda'] , d.pop("game"))
        if game != 'pobeda':
            raise ValueError(f"game must match const 'pobeda', got '{game}'")

        id = UUID(d.pop("id"))




        options = PobedaOptions.from_dict(d.pop("options"))




        players = cast(list[str], d.pop("players"))


        status = PobedaTournamentInfoStatus(d.pop("status"))




        table_size = d.pop("table_size")

        tours = d.pop("tours")

        tours_started = d.pop("tours_started")

        version = d.pop("version")

        def _parse_abandon(data: object) -> Abandonment | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                abandon_type_0 = Abandonment.from_dict(data)



                return abandon_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Abandonment | None | Unset, data)

        abandon = _parse_abandon(d.pop("abandon", UNSET))


        _entrants = d.pop("entrants", UNSET)
        entrants: list[EntrantInfo] | Unset = UNSET
        if _entrants is not UNSET:
            entrants = []
            for entrants_item_data in _entrants:
                entrants_item = EntrantInfo.from_dict(entrants_item_data)



                entrants.append(entrants_item)


        invite_required = d.pop("invite_required", UNSET)

        max_players = d.pop("max_players", UNSET)

        rated = d.pop("rated", UNSET)

        registration_open = d.pop("registration_open", UNSET)

        _seeding = d.pop("seeding", UNSET)
        seeding: PobedaTournamentInfoSeeding | Unset
        if isinstance(_seeding,  Unset):
            seeding = UNSET
        else:
            seeding = PobedaTournamentInfoSeeding(_seeding)




        def _parse_spectator_delay(data: object) -> None | SpectatorDelay | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                spectator_delay_type_0 = SpectatorDelay.from_dict(data)



                return spectator_delay_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpectatorDelay | Unset, data)

        spectator_delay = _parse_spectator_delay(d.pop("spectator_delay", UNSET))


        def _parse_time_control(data: object) -> None | TimeControl | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                time_control_type_0 = TimeControl.from_dict(data)



                return time_control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TimeControl | Unset, data)

        time_control = _parse_time_control(d.pop("time_control", UNSET))


        def _parse_tour_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        tour_limit = _parse_tour_limit(d.pop("tour_limit", UNSET))


        pobeda_tournament_info = cls(
            game=game,
            id=id,
            options=options,
            players=players,
            status=status,
            table_size=table_size,
            tours=tours,
            tours_started=tours_started,
            version=version,
            abandon=abandon,
            entrants=entrants,
            invite_required=invite_required,
            max_players=max_players,
            rated=rated,
            registration_open=registration_open,
            seeding=seeding,
            spectator_delay=spectator_delay,
            time_control=time_control,
            tour_limit=tour_limit,
        )


        pobeda_tournament_info.additional_properties = d
        return pobeda_tournament_info

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
