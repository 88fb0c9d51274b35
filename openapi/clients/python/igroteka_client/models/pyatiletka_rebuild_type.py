from enum import StrEnum

class PyatiletkaRebuildType(StrEnum):
    REBUILD = "rebuild"

    def __str__(self) -> str:
        return str(self.value)
