from enum import StrEnum

class EcologicRemoveBuildingType(StrEnum):
    REMOVE_BUILDING = "remove_building"

    def __str__(self) -> str:
        return str(self.value)
