from enum import StrEnum

class ZavodyScoringGame(StrEnum):
    ZAVODY = "zavody"

    def __str__(self) -> str:
        return str(self.value)
