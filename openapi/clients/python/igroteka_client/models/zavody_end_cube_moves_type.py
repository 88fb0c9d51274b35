from enum import StrEnum

class ZavodyEndCubeMovesType(StrEnum):
    END_CUBE_MOVES = "end_cube_moves"

    def __str__(self) -> str:
        return str(self.value)
