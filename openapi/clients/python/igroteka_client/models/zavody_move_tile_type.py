from enum import StrEnum

class ZavodyMoveTileType(StrEnum):
    MOVE_TILE = "move_tile"

    def __str__(self) -> str:
        return str(self.value)
