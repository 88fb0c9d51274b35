from enum import StrEnum

class PyatiletkaDiscardPlanType(StrEnum):
    DISCARD_PLAN = "discard_plan"

    def __str__(self) -> str:
        return str(self.value)
