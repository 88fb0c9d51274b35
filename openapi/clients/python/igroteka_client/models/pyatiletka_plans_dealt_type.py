from enum import StrEnum

class PyatiletkaPlansDealtType(StrEnum):
    PLANS_DEALT = "plans_dealt"

    def __str__(self) -> str:
        return str(self.value)
