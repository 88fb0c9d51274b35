from enum import StrEnum

class EcologicLoseObjectType(StrEnum):
    LOSE_OBJECT = "lose_object"

    def __str__(self) -> str:
        return str(self.value)
