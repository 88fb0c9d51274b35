from enum import StrEnum

class DenPobedyCardTypeSide(StrEnum):
    RED = "red"
    WEHRMACHT = "wehrmacht"

    def __str__(self) -> str:
        return str(self.value)
