from enum import StrEnum

class ZavodyPosterDealtType(StrEnum):
    POSTER_DEALT = "poster_dealt"

    def __str__(self) -> str:
        return str(self.value)
