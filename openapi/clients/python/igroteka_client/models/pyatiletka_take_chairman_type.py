from enum import StrEnum

class PyatiletkaTakeChairmanType(StrEnum):
    TAKE_CHAIRMAN = "take_chairman"

    def __str__(self) -> str:
        return str(self.value)
