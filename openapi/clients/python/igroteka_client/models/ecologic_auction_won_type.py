from enum import StrEnum

class EcologicAuctionWonType(StrEnum):
    AUCTION_WON = "auction_won"

    def __str__(self) -> str:
        return str(self.value)
