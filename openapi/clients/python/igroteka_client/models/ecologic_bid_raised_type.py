from enum import StrEnum

class EcologicBidRaisedType(StrEnum):
    BID_RAISED = "bid_raised"

    def __str__(self) -> str:
        return str(self.value)
