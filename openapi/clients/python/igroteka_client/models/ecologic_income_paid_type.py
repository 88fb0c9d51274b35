from enum import StrEnum

class EcologicIncomePaidType(StrEnum):
    INCOME_PAID = "income_paid"

    def __str__(self) -> str:
        return str(self.value)
