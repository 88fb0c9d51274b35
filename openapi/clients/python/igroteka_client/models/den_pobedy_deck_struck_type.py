from enum import StrEnum

class DenPobedyDeckStruckType(StrEnum):
    DECK_STRUCK = "deck_struck"

    def __str__(self) -> str:
        return str(self.value)
