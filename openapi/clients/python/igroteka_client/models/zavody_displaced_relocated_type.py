from enum import StrEnum

class ZavodyDisplacedRelocatedType(StrEnum):
    DISPLACED_RELOCATED = "displaced_relocated"

    def __str__(self) -> str:
        return str(self.value)
