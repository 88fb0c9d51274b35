from enum import StrEnum

class PyatiletkaChairmanTakenType(StrEnum):
    CHAIRMAN_TAKEN = "chairman_taken"

    def __str__(self) -> str:
        return str(self.value)
