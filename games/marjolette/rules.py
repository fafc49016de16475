"""Marjolette's numbers as data: the values of the rules page are the defaults.

The game in a paragraph: two players, a 32-card pack ranking A T K Q J 9 8 7.
Six cards each, one turned up for trumps, the rest a stock. Until the stock is
gone the second player to a trick may play any card; the winner of a trick may
declare one meld (or exchange the seven of trumps, the *dix*, for the turn-up),
draws first and leads next. Melded cards lie face up and are played like cards
in hand. When the last face-down card and the turn-up have been drawn (the
*close*), both take their melded cards back, and in the last six tricks a player
must follow suit and win the trick if he can, else trump if he can. The last trick
scores 10, every Ace and Ten won in tricks 10; game is 250 over as many hands as
it takes.
"""
from __future__ import annotations

from dataclasses import dataclass

PACK_RANKS = "789JQKTA"        # as the tricks rank them, lowest first
RANK_ORDER = PACK_RANKS
HAND_SIZE = 6
BRISQUES = "AT"                # Aces and Tens
DIX_RANK = "7"


@dataclass(frozen=True)
class MarjoletteRules:
    target: int = 250              # game: the first to this total, counted at the end of a hand
    four_aces: int = 100
    four_kings: int = 80
    four_queens: int = 60
    four_jacks: int = 40
    trump_marriage: int = 40
    marriage: int = 20
    trump_marjolette: int = 40
    marjolette: int = 20
    dix: int = 10                  # turned up by the dealer, or exchanged for the turn-up
    last_trick: int = 10
    brisque: int = 10              # each Ace and Ten won in tricks, counted at the end of the hand

    def four(self, rank: str) -> int:
        return {"A": self.four_aces, "K": self.four_kings, "Q": self.four_queens,
                "J": self.four_jacks}[rank]


DEFAULT_RULES = MarjoletteRules()
