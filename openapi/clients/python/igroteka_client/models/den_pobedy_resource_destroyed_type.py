from enum import StrEnum

class DenPobedyResourceDestroyedType(StrEnum):
    RESOURCE_DESTROYED = "resource_destroyed"

    def __str__(self) -> str:
        return str(self.value)
