from enum import StrEnum

class ZavodyRelocateDisplacedType(StrEnum):
    RELOCATE_DISPLACED = "relocate_displaced"

    def __str__(self) -> str:
        return str(self.value)
