from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_tournament_seeding_type_0 import CreateTournamentSeedingType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.abandonment import Abandonment
  from ..models.create_tournament_options import CreateTournamentOptions
  from ..models.spectator_delay import SpectatorDelay
  from ..models.time_control import TimeControl





T = TypeVar("T", bound="CreateTournament")



@_attrs_define
class CreateTournament:
    """ 
        Attributes:
            game (str):
            table_size (int):
            abandon (Abandonment | None | Unset):
            invite_code (None | str | Unset):
            max_players (int | None | Unset):
            options (CreateTournamentOptions | Unset):
            rated (bool | Unset):
            seeding (CreateTournamentSeedingType0 | Unset):
            spectator_delay (SpectatorDelay | Unset):
            time_control (Literal['none'] | None | TimeControl | Unset):
            tour_limit (int | None | Unset):
            tours (int | None | Unset):
     """

    game: str
    table_size: int
    abandon: Abandonment | None | Unset = UNSET
    invite_code: None | str | Unset = UNSET
    max_players: int | None | Unset = UNSET
    options: CreateTournamentOptions | Unset = UNSET
    rated: bool | Unset = UNSET
    seeding: CreateTournamentSeedingType0 | Unset = UNSET
    spectator_delay: SpectatorDelay | Unset = UNSET
    time_control: Literal['none'] | None | TimeControl | Unset = UNSET
    tour_limit: int | None | Unset = UNSET
    tours: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.create_tournament_options import CreateTournamentOptions # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        game = self.game

        table_size = self.table_size

        abandon: dict[str, Any] | None | Unset
        if isinstance(self.abandon, Unset):
            abandon = UNSET
        elif isinstance(self.abandon, Abandonment):
            abandon = self.abandon.to_dict()
        else:
            abandon = self.abandon

        invite_code: None | str | Unset
        if isinstance(self.invite_code, Unset):
            invite_code = UNSET
        else:
            invite_code = self.invite_code

        max_players: int | None | Unset
        if isinstance(self.max_players, Unset):
            max_players = UNSET
        else:
            max_players = self.max_players

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated: bool | Unset
        if isinstance(self.rated, Unset):
            rated = UNSET
        else:
            rated = self.rated

        seeding: str | Unset
        if isinstance(self.seeding, Unset):
            seeding = UNSET
        else:
            seeding = self.seeding.value


        spectator_delay: dict[str, Any] | Unset = UNSET
        if not isinstance(self.spectator_delay, Unset):
            spectator_delay = self.spectator_delay.to_dict()

        time_control: dict[str, Any] | Literal['none'] | None | Unset
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

        tours: int | None | Unset
        if isinstance(self.tours, Unset):
            tours = UNSET
        else:
            tours = self.tours


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "table_size": table_size,
        })
        if abandon is not UNSET:
            field_dict["abandon"] = abandon
        if invite_code is not UNSET:
            field_dict["invite_code"] = invite_code
        if max_players is not UNSET:
            field_dict["max_players"] = max_players
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if seeding is not UNSET:
            field_dict["seeding"] = seeding
        if spectator_delay is not UNSET:
            field_dict["spectator_delay"] = spectator_delay
        if time_control is not UNSET:
            field_dict["time_control"] = time_control
        if tour_limit is not UNSET:
            field_dict["tour_limit"] = tour_limit
        if tours is not UNSET:
            field_dict["tours"] = tours

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.create_tournament_options import CreateTournamentOptions # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        table_size = d.pop("table_size")

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


        def _parse_invite_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        invite_code = _parse_invite_code(d.pop("invite_code", UNSET))


        def _parse_max_players(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_players = _parse_max_players(d.pop("max_players", UNSET))


        _options = d.pop("options", UNSET)
        options: CreateTournamentOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = CreateTournamentOptions.from_dict(_options)




        def _parse_rated(data: object) -> bool | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | Unset, data)

        rated = _parse_rated(d.pop("rated", UNSET))


        def _parse_seeding(data: object) -> CreateTournamentSeedingType0 | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, str):
                raise TypeError()
            seeding_type_0 = CreateTournamentSeedingType0(data)



            return seeding_type_0

        seeding = _parse_seeding(d.pop("seeding", UNSET))


        _spectator_delay = d.pop("spectator_delay", UNSET)
        spectator_delay: SpectatorDelay | Unset
        if isinstance(_spectator_delay,  Unset):
            spectator_delay = UNSET
        else:
            spectator_delay = SpectatorDelay.from_dict(_spectator_delay)




        def _parse_time_control(data: object) -> Literal['none'] | None | TimeControl | Unset:
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
            time_control_type_1 = cast(Literal['none'] , data)
            if time_control_type_1 != 'none':
                raise ValueError(f"time_control_type_1 must match const 'none', got '{time_control_type_1}'")
            return time_control_type_1
            return cast(Literal['none'] | None | TimeControl | Unset, data)

        time_control = _parse_time_control(d.pop("time_control", UNSET))


        def _parse_tour_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        tour_limit = _parse_tour_limit(d.pop("tour_limit", UNSET))


        def _parse_tours(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        tours = _parse_tours(d.pop("tours", UNSET))


        create_tournament = cls(
            game=game,
            table_size=table_size,
            abandon=abandon,
            invite_code=invite_code,
            max_players=max_players,
            options=options,
            rated=rated,
            seeding=seeding,
            spectator_delay=spectator_delay,
            time_control=time_control,
            tour_limit=tour_limit,
            tours=tours,
        )


        create_tournament.additional_properties = d
        return create_tournament

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
