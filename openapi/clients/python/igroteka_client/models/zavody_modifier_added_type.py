from enum import StrEnum

class ZavodyModifierAddedType(StrEnum):
    MODIFIER_ADDED = "modifier_added"

    def __str__(self) -> str:
        return str(self.value)
