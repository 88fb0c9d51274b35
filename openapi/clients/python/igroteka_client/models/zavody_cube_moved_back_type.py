from enum import StrEnum

class ZavodyCubeMovedBackType(StrEnum):
    CUBE_MOVED_BACK = "cube_moved_back"

    def __str__(self) -> str:
        return str(self.value)
