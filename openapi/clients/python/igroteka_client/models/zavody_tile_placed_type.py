from enum import StrEnum

class ZavodyTilePlacedType(StrEnum):
    TILE_PLACED = "tile_placed"

    def __str__(self) -> str:
        return str(self.value)
