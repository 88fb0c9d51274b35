from enum import StrEnum

class PobedaDeckShuffledType(StrEnum):
    DECK_SHUFFLED = "deck_shuffled"

    def __str__(self) -> str:
        return str(self.value)
