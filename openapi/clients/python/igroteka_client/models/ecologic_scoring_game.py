from enum import StrEnum

class EcologicScoringGame(StrEnum):
    ECOLOGIC = "ecologic"

    def __str__(self) -> str:
        return str(self.value)
