from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.auditor import Auditor
  from ..models.ecologic_envelope import EcologicEnvelope
  from ..models.ecologic_table import EcologicTable
  from ..models.seat import Seat
  from ..models.spectator import Spectator





T = TypeVar("T", bound="EcologicView")



@_attrs_define
class EcologicView:
    """ 
        Attributes:
            game (Literal['ecologic']):
            match (EcologicEnvelope):
            table (EcologicTable | None):
            version (int):
            viewer (Auditor | Seat | Spectator):
     """

    game: Literal['ecologic']
    match: EcologicEnvelope
    table: EcologicTable | None
    version: int
    viewer: Auditor | Seat | Spectator
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auditor import Auditor # noqa: PLC0415
        from ..models.ecologic_envelope import EcologicEnvelope # noqa: PLC0415
        from ..models.ecologic_table import EcologicTable # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        from ..models.spectator import Spectator # noqa: PLC0415
        game = self.game

        match = self.match.to_dict()

        table: dict[str, Any] | None
        if isinstance(self.table, EcologicTable):
            table = self.table.to_dict()
        else:
            table = self.table

        version = self.version

        viewer: dict[str, Any]
        if isinstance(self.viewer, Seat):
            viewer = self.viewer.to_dict()
        elif isinstance(self.viewer, Spectator):
            viewer = self.viewer.to_dict()
        else:
            viewer = self.viewer.to_dict()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "match": match,
            "table": table,
            "version": version,
            "viewer": viewer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auditor import Auditor # noqa: PLC0415
        from ..models.ecologic_envelope import EcologicEnvelope # noqa: PLC0415
        from ..models.ecologic_table import EcologicTable # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        from ..models.spectator import Spectator # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['ecologic'] , d.pop("game"))
        if game != 'ecologic':
            raise ValueError(f"game must match const 'ecologic', got '{game}'")

        match = EcologicEnvelope.from_dict(d.pop("match"))




        def _parse_table(data: object) -> EcologicTable | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                table_type_0 = EcologicTable.from_dict(data)



                return table_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EcologicTable | None, data)

        table = _parse_table(d.pop("table"))


        version = d.pop("version")

        def _parse_viewer(data: object) -> Auditor | Seat | Spectator:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                viewer_type_0 = Seat.from_dict(data)



                return viewer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                viewer_type_1 = Spectator.from_dict(data)



                return viewer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            viewer_type_2 = Auditor.from_dict(data)



            return viewer_type_2

        viewer = _parse_viewer(d.pop("viewer"))


        ecologic_view = cls(
            game=game,
            match=match,
            table=table,
            version=version,
            viewer=viewer,
        )


        ecologic_view.additional_properties = d
        return ecologic_view

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
