from enum import StrEnum

class PyatiletkaCompletePlanType(StrEnum):
    COMPLETE_PLAN = "complete_plan"

    def __str__(self) -> str:
        return str(self.value)
