from enum import StrEnum

class PobedaDiscardDeadCardType(StrEnum):
    DISCARD_DEAD_CARD = "discard_dead_card"

    def __str__(self) -> str:
        return str(self.value)
