from enum import StrEnum

class EcologicOpenSpecialType(StrEnum):
    OPEN_SPECIAL = "open_special"

    def __str__(self) -> str:
        return str(self.value)
