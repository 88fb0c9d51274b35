from enum import StrEnum

class PyatiletkaPlaceOrderType(StrEnum):
    PLACE_ORDER = "place_order"

    def __str__(self) -> str:
        return str(self.value)
