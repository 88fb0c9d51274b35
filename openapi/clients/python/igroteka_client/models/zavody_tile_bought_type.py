from enum import StrEnum

class ZavodyTileBoughtType(StrEnum):
    TILE_BOUGHT = "tile_bought"

    def __str__(self) -> str:
        return str(self.value)
