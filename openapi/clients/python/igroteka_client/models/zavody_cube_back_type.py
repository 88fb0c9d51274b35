from enum import StrEnum

class ZavodyCubeBackType(StrEnum):
    CUBE_BACK = "cube_back"

    def __str__(self) -> str:
        return str(self.value)
