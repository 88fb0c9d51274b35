from enum import StrEnum

class DenPobedyAddCardType(StrEnum):
    ADD_CARD = "add_card"

    def __str__(self) -> str:
        return str(self.value)
