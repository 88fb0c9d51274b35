from enum import StrEnum

class PobedaLineFinishedType(StrEnum):
    LINE_FINISHED = "line_finished"

    def __str__(self) -> str:
        return str(self.value)
