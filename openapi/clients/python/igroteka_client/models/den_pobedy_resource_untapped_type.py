from enum import StrEnum

class DenPobedyResourceUntappedType(StrEnum):
    RESOURCE_UNTAPPED = "resource_untapped"

    def __str__(self) -> str:
        return str(self.value)
