from enum import StrEnum

class DenPobedyStarterDeckTakenType(StrEnum):
    STARTER_DECK_TAKEN = "starter_deck_taken"

    def __str__(self) -> str:
        return str(self.value)
