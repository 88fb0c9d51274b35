from enum import StrEnum

class EcologicTransferType(StrEnum):
    TRANSFER = "transfer"

    def __str__(self) -> str:
        return str(self.value)
