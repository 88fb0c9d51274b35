from enum import StrEnum

class EcologicOpenBuildingType(StrEnum):
    OPEN_BUILDING = "open_building"

    def __str__(self) -> str:
        return str(self.value)
