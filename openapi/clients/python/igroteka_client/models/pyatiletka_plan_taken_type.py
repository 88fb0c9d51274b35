from enum import StrEnum

class PyatiletkaPlanTakenType(StrEnum):
    PLAN_TAKEN = "plan_taken"

    def __str__(self) -> str:
        return str(self.value)
