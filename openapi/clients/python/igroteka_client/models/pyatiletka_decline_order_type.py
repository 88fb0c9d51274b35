from enum import StrEnum

class PyatiletkaDeclineOrderType(StrEnum):
    DECLINE_ORDER = "decline_order"

    def __str__(self) -> str:
        return str(self.value)
