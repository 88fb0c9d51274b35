from enum import StrEnum

class DenPobedyBlockDeclaredType(StrEnum):
    BLOCK_DECLARED = "block_declared"

    def __str__(self) -> str:
        return str(self.value)
