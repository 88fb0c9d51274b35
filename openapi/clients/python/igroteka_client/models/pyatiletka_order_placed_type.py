from enum import StrEnum

class PyatiletkaOrderPlacedType(StrEnum):
    ORDER_PLACED = "order_placed"

    def __str__(self) -> str:
        return str(self.value)
