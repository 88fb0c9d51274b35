from enum import StrEnum

class ZavodyPosterDiscardedType(StrEnum):
    POSTER_DISCARDED = "poster_discarded"

    def __str__(self) -> str:
        return str(self.value)
