from enum import StrEnum

class PyatiletkaPrecisionCompleteType(StrEnum):
    PRECISION_COMPLETE = "precision_complete"

    def __str__(self) -> str:
        return str(self.value)
