from enum import StrEnum

class PyatiletkaKeepPlanType(StrEnum):
    KEEP_PLAN = "keep_plan"

    def __str__(self) -> str:
        return str(self.value)
