from enum import StrEnum

class EcologicPlaceBuildingType(StrEnum):
    PLACE_BUILDING = "place_building"

    def __str__(self) -> str:
        return str(self.value)
