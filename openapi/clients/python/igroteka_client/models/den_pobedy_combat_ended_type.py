from enum import StrEnum

class DenPobedyCombatEndedType(StrEnum):
    COMBAT_ENDED = "combat_ended"

    def __str__(self) -> str:
        return str(self.value)
