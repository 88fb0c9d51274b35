from enum import StrEnum

class ZavodyTournamentInfoSeeding(StrEnum):
    RANDOM = "random"
    RATING = "rating"

    def __str__(self) -> str:
        return str(self.value)
