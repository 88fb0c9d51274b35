from enum import StrEnum

class ZavodySwapTilesType(StrEnum):
    SWAP_TILES = "swap_tiles"

    def __str__(self) -> str:
        return str(self.value)
