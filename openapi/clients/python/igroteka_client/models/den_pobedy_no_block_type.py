from enum import StrEnum

class DenPobedyNoBlockType(StrEnum):
    NO_BLOCK = "no_block"

    def __str__(self) -> str:
        return str(self.value)
