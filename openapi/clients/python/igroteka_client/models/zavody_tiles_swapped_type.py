from enum import StrEnum

class ZavodyTilesSwappedType(StrEnum):
    TILES_SWAPPED = "tiles_swapped"

    def __str__(self) -> str:
        return str(self.value)
