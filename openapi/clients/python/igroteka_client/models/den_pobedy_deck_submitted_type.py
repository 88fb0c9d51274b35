from enum import StrEnum

class DenPobedyDeckSubmittedType(StrEnum):
    DECK_SUBMITTED = "deck_submitted"

    def __str__(self) -> str:
        return str(self.value)
