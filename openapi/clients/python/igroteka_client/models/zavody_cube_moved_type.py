from enum import StrEnum

class ZavodyCubeMovedType(StrEnum):
    CUBE_MOVED = "cube_moved"

    def __str__(self) -> str:
        return str(self.value)
