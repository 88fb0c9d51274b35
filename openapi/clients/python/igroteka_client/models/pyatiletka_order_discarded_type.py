from enum import StrEnum

class PyatiletkaOrderDiscardedType(StrEnum):
    ORDER_DISCARDED = "order_discarded"

    def __str__(self) -> str:
        return str(self.value)
