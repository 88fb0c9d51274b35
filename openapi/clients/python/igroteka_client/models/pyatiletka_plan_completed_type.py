from enum import StrEnum

class PyatiletkaPlanCompletedType(StrEnum):
    PLAN_COMPLETED = "plan_completed"

    def __str__(self) -> str:
        return str(self.value)
