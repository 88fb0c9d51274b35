from enum import StrEnum

class EcologicAuctionVetoedType(StrEnum):
    AUCTION_VETOED = "auction_vetoed"

    def __str__(self) -> str:
        return str(self.value)
