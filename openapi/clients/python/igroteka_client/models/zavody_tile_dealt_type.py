from enum import StrEnum

class ZavodyTileDealtType(StrEnum):
    TILE_DEALT = "tile_dealt"

    def __str__(self) -> str:
        return str(self.value)
