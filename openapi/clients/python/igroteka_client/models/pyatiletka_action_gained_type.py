from enum import StrEnum

class PyatiletkaActionGainedType(StrEnum):
    ACTION_GAINED = "action_gained"

    def __str__(self) -> str:
        return str(self.value)
