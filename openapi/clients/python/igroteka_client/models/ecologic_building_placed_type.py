from enum import StrEnum

class EcologicBuildingPlacedType(StrEnum):
    BUILDING_PLACED = "building_placed"

    def __str__(self) -> str:
        return str(self.value)
