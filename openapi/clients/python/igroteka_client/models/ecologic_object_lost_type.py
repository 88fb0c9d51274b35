from enum import StrEnum

class EcologicObjectLostType(StrEnum):
    OBJECT_LOST = "object_lost"

    def __str__(self) -> str:
        return str(self.value)
