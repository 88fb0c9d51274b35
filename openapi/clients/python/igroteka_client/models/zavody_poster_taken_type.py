from enum import StrEnum

class ZavodyPosterTakenType(StrEnum):
    POSTER_TAKEN = "poster_taken"

    def __str__(self) -> str:
        return str(self.value)
