from enum import StrEnum

class DenPobedyResourcePlayedType(StrEnum):
    RESOURCE_PLAYED = "resource_played"

    def __str__(self) -> str:
        return str(self.value)
