from enum import StrEnum

class PyatiletkaPlansRedrawnType(StrEnum):
    PLANS_REDRAWN = "plans_redrawn"

    def __str__(self) -> str:
        return str(self.value)
