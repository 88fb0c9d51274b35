from enum import StrEnum

class PyatiletkaTakePlanFromRowType(StrEnum):
    TAKE_PLAN_FROM_ROW = "take_plan_from_row"

    def __str__(self) -> str:
        return str(self.value)
