from enum import StrEnum

class ZavodyTileMovedType(StrEnum):
    TILE_MOVED = "tile_moved"

    def __str__(self) -> str:
        return str(self.value)
