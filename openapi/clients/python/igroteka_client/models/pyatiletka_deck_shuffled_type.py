from enum import StrEnum

class PyatiletkaDeckShuffledType(StrEnum):
    DECK_SHUFFLED = "deck_shuffled"

    def __str__(self) -> str:
        return str(self.value)
