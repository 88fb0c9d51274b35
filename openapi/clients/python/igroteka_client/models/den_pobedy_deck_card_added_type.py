from enum import StrEnum

class DenPobedyDeckCardAddedType(StrEnum):
    DECK_CARD_ADDED = "deck_card_added"

    def __str__(self) -> str:
        return str(self.value)
