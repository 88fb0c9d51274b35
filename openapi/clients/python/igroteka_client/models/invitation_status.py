from enum import StrEnum

class InvitationStatus(StrEnum):
    EXPIRED = "expired"
    OPEN = "open"
    REVOKED = "revoked"
    USED = "used"

    def __str__(self) -> str:
        return str(self.value)
