from enum import StrEnum

class EcologicKeepType(StrEnum):
    KEEP = "keep"

    def __str__(self) -> str:
        return str(self.value)
