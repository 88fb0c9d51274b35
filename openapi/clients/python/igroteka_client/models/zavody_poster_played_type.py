from enum import StrEnum

class ZavodyPosterPlayedType(StrEnum):
    POSTER_PLAYED = "poster_played"

    def __str__(self) -> str:
        return str(self.value)
