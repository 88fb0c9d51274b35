from enum import StrEnum

class ZavodyRecallWorkersType(StrEnum):
    RECALL_WORKERS = "recall_workers"

    def __str__(self) -> str:
        return str(self.value)
