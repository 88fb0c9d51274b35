from enum import StrEnum

class ZavodyFirstPlayerRolledType(StrEnum):
    FIRST_PLAYER_ROLLED = "first_player_rolled"

    def __str__(self) -> str:
        return str(self.value)
