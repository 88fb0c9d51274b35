from enum import StrEnum

class ZavodyDiscardDisplacedType(StrEnum):
    DISCARD_DISPLACED = "discard_displaced"

    def __str__(self) -> str:
        return str(self.value)
