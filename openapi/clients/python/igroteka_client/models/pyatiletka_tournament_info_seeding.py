from enum import StrEnum

class PyatiletkaTournamentInfoSeeding(StrEnum):
    RANDOM = "random"
    RATING = "rating"

    def __str__(self) -> str:
        return str(self.value)
