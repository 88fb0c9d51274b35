from enum import StrEnum

class DenPobedyDeckShuffledType(StrEnum):
    DECK_SHUFFLED = "deck_shuffled"

    def __str__(self) -> str:
        return str(self.value)
