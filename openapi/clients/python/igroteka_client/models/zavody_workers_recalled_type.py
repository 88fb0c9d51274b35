from enum import StrEnum

class ZavodyWorkersRecalledType(StrEnum):
    WORKERS_RECALLED = "workers_recalled"

    def __str__(self) -> str:
        return str(self.value)
