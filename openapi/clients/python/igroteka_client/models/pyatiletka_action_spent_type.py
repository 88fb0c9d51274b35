from enum import StrEnum

class PyatiletkaActionSpentType(StrEnum):
    ACTION_SPENT = "action_spent"

    def __str__(self) -> str:
        return str(self.value)
