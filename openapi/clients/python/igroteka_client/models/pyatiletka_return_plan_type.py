from enum import StrEnum

class PyatiletkaReturnPlanType(StrEnum):
    RETURN_PLAN = "return_plan"

    def __str__(self) -> str:
        return str(self.value)
