from enum import StrEnum

class DenPobedyFinishDeckType(StrEnum):
    FINISH_DECK = "finish_deck"

    def __str__(self) -> str:
        return str(self.value)
