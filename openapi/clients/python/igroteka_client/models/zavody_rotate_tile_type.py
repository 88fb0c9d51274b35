from enum import StrEnum

class ZavodyRotateTileType(StrEnum):
    ROTATE_TILE = "rotate_tile"

    def __str__(self) -> str:
        return str(self.value)
