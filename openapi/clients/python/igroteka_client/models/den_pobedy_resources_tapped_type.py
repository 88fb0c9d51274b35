from enum import StrEnum

class DenPobedyResourcesTappedType(StrEnum):
    RESOURCES_TAPPED = "resources_tapped"

    def __str__(self) -> str:
        return str(self.value)
