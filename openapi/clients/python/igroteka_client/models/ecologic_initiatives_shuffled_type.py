from enum import StrEnum

class EcologicInitiativesShuffledType(StrEnum):
    INITIATIVES_SHUFFLED = "initiatives_shuffled"

    def __str__(self) -> str:
        return str(self.value)
