from enum import StrEnum

class ZavodyCommitPlacementType(StrEnum):
    COMMIT_PLACEMENT = "commit_placement"

    def __str__(self) -> str:
        return str(self.value)
