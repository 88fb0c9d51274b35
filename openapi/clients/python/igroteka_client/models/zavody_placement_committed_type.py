from enum import StrEnum

class ZavodyPlacementCommittedType(StrEnum):
    PLACEMENT_COMMITTED = "placement_committed"

    def __str__(self) -> str:
        return str(self.value)
