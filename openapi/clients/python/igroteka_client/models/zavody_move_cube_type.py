from enum import StrEnum

class ZavodyMoveCubeType(StrEnum):
    MOVE_CUBE = "move_cube"

    def __str__(self) -> str:
        return str(self.value)
