from enum import StrEnum

class PyatiletkaGivePlanType(StrEnum):
    GIVE_PLAN = "give_plan"

    def __str__(self) -> str:
        return str(self.value)
