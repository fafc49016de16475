"""Building Marjolette hands with chosen cards, for tests."""
from __future__ import annotations

from games.cards import cards, full_deck
from games.marjolette.hand import Hand, trick_rules
from games.marjolette.moves import parse_move
from games.marjolette.rules import PACK_RANKS
from games.tricks import Trick, TrickPlay


def deal(elder: str, dealer: str, turnup: str, stock: str = "") -> list:
    """The pack dealt so: the non-dealer's six, the dealer's six, the turn-up, then the
    stock from the top (the cards not named follow in pack order)."""
    named = cards(elder) + cards(dealer) + cards(turnup) + cards(stock)
    return named + [c for c in full_deck(PACK_RANKS) if c not in named]


def hand(elder: str, dealer: str, turnup: str, stock: str = "", dealer_seat: int = 1) -> Hand:
    return Hand(deal(elder, dealer, turnup, stock), dealer=dealer_seat)


def play(h: Hand, *texts: str) -> Hand:
    for text in texts:
        h.apply(parse_move(text))
    return h


def options(h: Hand) -> list[str]:
    return [str(m) for m in h.legal_moves()]


def names(cs) -> list[str]:
    return sorted(str(c) for c in cs)


def closed_hand(first: str, second: str, trump: str = "H", leader: int = 0) -> Hand:
    """A hand just after the close: seat 0 holds ``first``, seat 1 ``second`` (six cards or
    fewer each), ``leader`` to lead; every other card was played in earlier tricks, all
    won by seat 0, so the record stays whole (32 cards, nothing twice)."""
    held = [cards(first), cards(second)]
    rest = [c for c in full_deck(PACK_RANKS) if c not in held[0] + held[1]]
    h = Hand(full_deck(PACK_RANKS), dealer=1)
    h.trump, h.turnup, h.stock = trump, None, []
    tricks = [Trick(0, rest[i].suit, ((0, rest[i]), (1, rest[i + 1])), 0) for i in range(0, len(rest), 2)]
    h.play = TrickPlay.resume(trick_rules(trump, closed=True), held, 0, Trick(leader), tricks, [set(), set()])
    h.last_winner = leader
    return h
