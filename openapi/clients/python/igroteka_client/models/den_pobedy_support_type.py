from enum import StrEnum

class DenPobedySupportType(StrEnum):
    SUPPORT = "support"

    def __str__(self) -> str:
        return str(self.value)
