from enum import StrEnum

class DenPobedyBlockType(StrEnum):
    BLOCK = "block"

    def __str__(self) -> str:
        return str(self.value)
