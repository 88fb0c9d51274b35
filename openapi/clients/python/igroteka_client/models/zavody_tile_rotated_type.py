from enum import StrEnum

class ZavodyTileRotatedType(StrEnum):
    TILE_ROTATED = "tile_rotated"

    def __str__(self) -> str:
        return str(self.value)
