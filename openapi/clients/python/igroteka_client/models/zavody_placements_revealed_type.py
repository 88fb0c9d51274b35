from enum import StrEnum

class ZavodyPlacementsRevealedType(StrEnum):
    PLACEMENTS_REVEALED = "placements_revealed"

    def __str__(self) -> str:
        return str(self.value)
