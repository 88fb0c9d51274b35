from enum import StrEnum

class DenPobedyRemoveCardType(StrEnum):
    REMOVE_CARD = "remove_card"

    def __str__(self) -> str:
        return str(self.value)
