from enum import StrEnum

class PyatiletkaDiscardForOrderType(StrEnum):
    DISCARD_FOR_ORDER = "discard_for_order"

    def __str__(self) -> str:
        return str(self.value)
