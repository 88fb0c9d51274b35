from enum import StrEnum

class CreateTournamentSeedingType0(StrEnum):
    RANDOM = "random"
    RATING = "rating"

    def __str__(self) -> str:
        return str(self.value)
