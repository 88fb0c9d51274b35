from enum import StrEnum

class DenPobedyBuildType(StrEnum):
    BUILD = "build"

    def __str__(self) -> str:
        return str(self.value)
