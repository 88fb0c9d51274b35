from enum import StrEnum

class PyatiletkaCategoryPointsCategory(StrEnum):
    COMPLETED_PLANS = "completed_plans"
    END_PLAN = "end_plan"
    PERSONAL_PLANS_FULFILLED = "personal_plans_fulfilled"
    PERSONAL_PLANS_UNFULFILLED = "personal_plans_unfulfilled"

    def __str__(self) -> str:
        return str(self.value)
