from enum import StrEnum

class DenPobedyBlockDeclinedType(StrEnum):
    BLOCK_DECLINED = "block_declined"

    def __str__(self) -> str:
        return str(self.value)
