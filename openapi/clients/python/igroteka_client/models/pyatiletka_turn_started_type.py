from enum import StrEnum

class PyatiletkaTurnStartedType(StrEnum):
    TURN_STARTED = "turn_started"

    def __str__(self) -> str:
        return str(self.value)
