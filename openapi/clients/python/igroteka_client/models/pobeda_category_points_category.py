from enum import StrEnum

class PobedaCategoryPointsCategory(StrEnum):
    DIAGONAL = "diagonal"
    HORIZONTAL = "horizontal"
    VERTICAL = "vertical"

    def __str__(self) -> str:
        return str(self.value)
