from enum import StrEnum

class DenPobedyUseStarterDeckType(StrEnum):
    USE_STARTER_DECK = "use_starter_deck"

    def __str__(self) -> str:
        return str(self.value)
