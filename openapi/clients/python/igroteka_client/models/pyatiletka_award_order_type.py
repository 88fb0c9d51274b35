from enum import StrEnum

class PyatiletkaAwardOrderType(StrEnum):
    AWARD_ORDER = "award_order"

    def __str__(self) -> str:
        return str(self.value)
