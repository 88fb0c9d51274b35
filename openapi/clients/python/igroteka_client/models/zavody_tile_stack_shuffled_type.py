from enum import StrEnum

class ZavodyTileStackShuffledType(StrEnum):
    TILE_STACK_SHUFFLED = "tile_stack_shuffled"

    def __str__(self) -> str:
        return str(self.value)
