from enum import StrEnum

class PyatiletkaScoringGame(StrEnum):
    PYATILETKA = "pyatiletka"

    def __str__(self) -> str:
        return str(self.value)
