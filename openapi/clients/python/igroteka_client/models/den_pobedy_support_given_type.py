from enum import StrEnum

class DenPobedySupportGivenType(StrEnum):
    SUPPORT_GIVEN = "support_given"

    def __str__(self) -> str:
        return str(self.value)
