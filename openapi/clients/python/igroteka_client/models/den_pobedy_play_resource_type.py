from enum import StrEnum

class DenPobedyPlayResourceType(StrEnum):
    PLAY_RESOURCE = "play_resource"

    def __str__(self) -> str:
        return str(self.value)
