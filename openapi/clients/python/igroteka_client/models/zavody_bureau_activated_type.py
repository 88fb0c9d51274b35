from enum import StrEnum

class ZavodyBureauActivatedType(StrEnum):
    BUREAU_ACTIVATED = "bureau_activated"

    def __str__(self) -> str:
        return str(self.value)
