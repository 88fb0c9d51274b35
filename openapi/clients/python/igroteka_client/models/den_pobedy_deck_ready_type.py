from enum import StrEnum

class DenPobedyDeckReadyType(StrEnum):
    DECK_READY = "deck_ready"

    def __str__(self) -> str:
        return str(self.value)
