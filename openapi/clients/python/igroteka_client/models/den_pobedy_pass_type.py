from enum import StrEnum

class DenPobedyPassType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
