from enum import StrEnum

class DenPobedySubmitDeckType(StrEnum):
    SUBMIT_DECK = "submit_deck"

    def __str__(self) -> str:
        return str(self.value)
