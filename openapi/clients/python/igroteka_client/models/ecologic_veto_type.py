from enum import StrEnum

class EcologicVetoType(StrEnum):
    VETO = "veto"

    def __str__(self) -> str:
        return str(self.value)
