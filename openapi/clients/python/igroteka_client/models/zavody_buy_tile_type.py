from enum import StrEnum

class ZavodyBuyTileType(StrEnum):
    BUY_TILE = "buy_tile"

    def __str__(self) -> str:
        return str(self.value)
