from enum import StrEnum

class PyatiletkaRedrawPlansType(StrEnum):
    REDRAW_PLANS = "redraw_plans"

    def __str__(self) -> str:
        return str(self.value)
