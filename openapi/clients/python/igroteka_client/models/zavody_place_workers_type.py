from enum import StrEnum

class ZavodyPlaceWorkersType(StrEnum):
    PLACE_WORKERS = "place_workers"

    def __str__(self) -> str:
        return str(self.value)
