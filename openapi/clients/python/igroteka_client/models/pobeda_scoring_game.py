from enum import StrEnum

class PobedaScoringGame(StrEnum):
    POBEDA = "pobeda"

    def __str__(self) -> str:
        return str(self.value)
