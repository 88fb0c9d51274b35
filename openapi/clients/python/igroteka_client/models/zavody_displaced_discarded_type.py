from enum import StrEnum

class ZavodyDisplacedDiscardedType(StrEnum):
    DISPLACED_DISCARDED = "displaced_discarded"

    def __str__(self) -> str:
        return str(self.value)
