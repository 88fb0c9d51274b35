from enum import StrEnum

class PyatiletkaPlansRanOutType(StrEnum):
    PLANS_RAN_OUT = "plans_ran_out"

    def __str__(self) -> str:
        return str(self.value)
