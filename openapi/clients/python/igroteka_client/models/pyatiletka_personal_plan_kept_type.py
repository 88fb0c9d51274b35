from enum import StrEnum

class PyatiletkaPersonalPlanKeptType(StrEnum):
    PERSONAL_PLAN_KEPT = "personal_plan_kept"

    def __str__(self) -> str:
        return str(self.value)
