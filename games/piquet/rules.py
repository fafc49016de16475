"""Piquet's numbers as data: the manual's values are the defaults."""
from __future__ import annotations

from dataclasses import dataclass

PACK_RANKS = "789TJQKA"
HAND_SIZE = 12
ELDER, YOUNGER = "elder", "younger"


@dataclass(frozen=True)
class PiquetRules:
    hands: int = 6                 # hands in a partie, the deal alternating
    elder_max: int = 5             # Elder may draw up to five
    elder_min: int = 1             # classic rule: Elder must exchange at least one card
    younger_min: int = 0           # Younger may stand on his hand
    sequence_bonus: int = 10       # for a Sequence of five or more
    quatorze_bonus: int = 10       # for a set of four
    repique: int = 60
    pique: int = 30
    bonus_threshold: int = 30      # score that earns pique or repique
    majority: int = 10             # for winning seven or more tricks
    capot: int = 30                # for all twelve, on top of the majority (40 in all, as classic)
    partie_bonus: int = 100
    rubicon: int = 100


DEFAULT_RULES = PiquetRules()
