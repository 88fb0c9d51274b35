from enum import StrEnum

class EcologicAuctionOpenedType(StrEnum):
    AUCTION_OPENED = "auction_opened"

    def __str__(self) -> str:
        return str(self.value)
