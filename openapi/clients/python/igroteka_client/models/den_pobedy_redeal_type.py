from enum import StrEnum

class DenPobedyRedealType(StrEnum):
    REDEAL = "redeal"

    def __str__(self) -> str:
        return str(self.value)
