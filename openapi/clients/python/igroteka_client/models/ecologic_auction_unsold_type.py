from enum import StrEnum

class EcologicAuctionUnsoldType(StrEnum):
    AUCTION_UNSOLD = "auction_unsold"

    def __str__(self) -> str:
        return str(self.value)
