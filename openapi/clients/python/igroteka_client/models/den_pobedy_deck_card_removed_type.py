from enum import StrEnum

class DenPobedyDeckCardRemovedType(StrEnum):
    DECK_CARD_REMOVED = "deck_card_removed"

    def __str__(self) -> str:
        return str(self.value)
