from enum import StrEnum

class PobedaDeadCardDiscardedType(StrEnum):
    DEAD_CARD_DISCARDED = "dead_card_discarded"

    def __str__(self) -> str:
        return str(self.value)
