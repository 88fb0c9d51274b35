from enum import StrEnum

class EcologicEventCardTarget(StrEnum):
    ALL = "all"
    LEADER = "leader"

    def __str__(self) -> str:
        return str(self.value)
