from enum import StrEnum

class PyatiletkaExtraActionType(StrEnum):
    EXTRA_ACTION = "extra_action"

    def __str__(self) -> str:
        return str(self.value)
