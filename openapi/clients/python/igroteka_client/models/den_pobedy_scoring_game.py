from enum import StrEnum

class DenPobedyScoringGame(StrEnum):
    DEN_POBEDY = "den_pobedy"

    def __str__(self) -> str:
        return str(self.value)
