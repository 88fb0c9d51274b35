from enum import StrEnum

class ZavodyTileOrigin(StrEnum):
    FACTORY = "factory"
    GREY = "grey"
    STACK = "stack"

    def __str__(self) -> str:
        return str(self.value)
