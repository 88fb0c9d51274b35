from enum import StrEnum

class EcologicBuildingRemovedType(StrEnum):
    BUILDING_REMOVED = "building_removed"

    def __str__(self) -> str:
        return str(self.value)
