from enum import StrEnum

class ZavodyPosterRowShiftedType(StrEnum):
    POSTER_ROW_SHIFTED = "poster_row_shifted"

    def __str__(self) -> str:
        return str(self.value)
