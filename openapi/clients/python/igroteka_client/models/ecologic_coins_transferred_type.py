from enum import StrEnum

class EcologicCoinsTransferredType(StrEnum):
    COINS_TRANSFERRED = "coins_transferred"

    def __str__(self) -> str:
        return str(self.value)
