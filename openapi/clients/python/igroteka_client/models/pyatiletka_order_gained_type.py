from enum import StrEnum

class PyatiletkaOrderGainedType(StrEnum):
    ORDER_GAINED = "order_gained"

    def __str__(self) -> str:
        return str(self.value)
