from enum import StrEnum

class ZavodyTileRowShiftedType(StrEnum):
    TILE_ROW_SHIFTED = "tile_row_shifted"

    def __str__(self) -> str:
        return str(self.value)
