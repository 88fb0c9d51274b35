from enum import StrEnum

class ZavodySkipPurchaseType(StrEnum):
    SKIP_PURCHASE = "skip_purchase"

    def __str__(self) -> str:
        return str(self.value)
