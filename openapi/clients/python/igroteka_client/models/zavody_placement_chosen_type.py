from enum import StrEnum

class ZavodyPlacementChosenType(StrEnum):
    PLACEMENT_CHOSEN = "placement_chosen"

    def __str__(self) -> str:
        return str(self.value)
