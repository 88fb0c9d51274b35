from enum import StrEnum

class EcologicBidPassedType(StrEnum):
    BID_PASSED = "bid_passed"

    def __str__(self) -> str:
        return str(self.value)
