from enum import StrEnum

class PyatiletkaRemovePlanType(StrEnum):
    REMOVE_PLAN = "remove_plan"

    def __str__(self) -> str:
        return str(self.value)
