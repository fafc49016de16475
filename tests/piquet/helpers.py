"""Building Piquet hands with chosen cards, for tests."""
from __future__ import annotations

from games.cards import cards, full_deck
from games.piquet.hand import Hand
from games.piquet.moves import Discard, parse_move
from games.piquet.rules import DEFAULT_RULES, PACK_RANKS


def deal(elder: str, younger: str, stock: str = "") -> list:
    """The pack dealt so: Elder's cards, Younger's, then the stock (the rest in pack order)."""
    e, y, s = cards(elder), cards(younger), cards(stock)
    rest = [c for c in full_deck(PACK_RANKS) if c not in e + y + s]
    return e + y + s + rest


def ready(elder: str, younger: str, rules=DEFAULT_RULES, elder_seat: int = 0) -> Hand:
    """A hand at the start of the declarations, Elder holding ``elder`` and Younger
    ``younger``: Elder has put out one card of the remaining eight and drawn his
    twelfth card back; Younger stood."""
    e, y = cards(elder), cards(younger)
    rest = [c for c in full_deck(PACK_RANKS) if c not in e + y]
    pack = e[:11] + [rest[0]] + y + [e[11]] + rest[1:]
    hand = Hand(pack, elder=elder_seat, rules=rules)
    hand.apply(Discard((rest[0],)))
    hand.apply(Discard(()))
    assert sorted(map(str, hand.held[elder_seat])) == sorted(map(str, e))
    return hand


def say(hand: Hand, *texts: str) -> None:
    for text in texts:
        hand.apply(parse_move(text))


def options(hand: Hand) -> list[str]:
    return [str(m) for m in hand.legal_moves()]
