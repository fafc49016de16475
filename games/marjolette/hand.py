"""One hand of Marjolette: sixteen tricks, ten with the stock and six after the close.

Seats are 0 and 1; the dealer's opponent leads the first trick. A hand is a game
state in its own right (``returns`` is the difference of the two scores), and the
game plays as many as it takes to reach 250.

>>> from games.cards import cards, full_deck
>>> from games.marjolette.rules import PACK_RANKS
>>> h = Hand(full_deck(PACK_RANKS), dealer=1)      # unshuffled: the turn-up is the Heart Ten
>>> h.trump, str(h.turnup), h.current_player(), len(h.stock)
('H', 'HT', 0, 19)
>>> [str(m) for m in h.legal_moves()]
['play SA', 'play ST', 'play SJ', 'play S9', 'play S8', 'play S7']
"""
from __future__ import annotations

import random
from typing import Optional, Sequence

from games.cards import SUITS, Card
from games.engine import TERMINAL, IllegalMove
from games.marjolette.melds import Meld, available
from games.marjolette.moves import Declare, Exchange, Move, Pass, Play
from games.marjolette.rules import (BRISQUES, DEFAULT_RULES, DIX_RANK, HAND_SIZE, PACK_RANKS,
                                    RANK_ORDER, MarjoletteRules)
from games.marjolette.view import Event, HandResult, MarjoletteView
from games.sampling import deal_again
from games.tricks import PlayedOnTricks, TrickPlay, TrickRules, any_card, card_rules, follow_and_head

TRICKS = 16


def trick_rules(trump: str, closed: bool) -> TrickRules:
    """Before the close any card may be played; after it, the strict rule."""
    if closed:
        return card_rules(RANK_ORDER, trump, follow=follow_and_head)
    return card_rules(RANK_ORDER, trump, follow=any_card, obliged=False)


def sort_cards(cs) -> list[Card]:
    """Suit by suit (Spades, Hearts, Diamonds, Clubs), highest first."""
    return sorted(cs, key=lambda c: (SUITS.index(c.suit), -RANK_ORDER.index(c.rank)))


class Hand(PlayedOnTricks):
    def __init__(self, deal: Sequence[Card], dealer: int, rules: MarjoletteRules = DEFAULT_RULES):
        """``deal`` is the shuffled pack: the non-dealer's six, the dealer's six, the
        turn-up, then the stock, top first."""
        if len(deal) != 32 or len(set(deal)) != 32 or any(c.rank not in PACK_RANKS for c in deal):
            raise ValueError("a Marjolette deal is the 32-card pack")
        self.rules, self.dealer = rules, dealer
        elder = 1 - dealer
        held: list[list[Card]] = [[], []]
        held[elder] = list(deal[:HAND_SIZE])
        held[dealer] = list(deal[HAND_SIZE:2 * HAND_SIZE])
        self.turnup: Optional[Card] = deal[2 * HAND_SIZE]
        self.trump = self.turnup.suit
        # the cards in hand, played in tricks (a melded card is picked up from the table
        # as it is played), the non-dealer leading first
        self.play = TrickPlay(trick_rules(self.trump, closed=False), held, leader=elder)
        self.stock = list(deal[2 * HAND_SIZE + 1:])
        self.table: list[list[Card]] = [[], []]        # melded cards lying face up
        self.melds: list[list[Meld]] = [[], []]
        self.shown: list[set[Card]] = [set(), set()]   # cards each has shown (melded, or taken face up)
        self.declared = [0, 0]
        self.last_winner: Optional[int] = None
        self.phase = "play"
        self.events: list[Event] = []
        if self.turnup == self.dix:
            self._score(dealer, rules.dix, Event(dealer, "turnup", self.turnup, points=rules.dix))

    # --- the protocol -------------------------------------------------------------
    @property
    def dix(self) -> Card:
        return Card(self.trump, DIX_RANK)

    @property
    def closed(self) -> bool:
        return self.turnup is None

    def current_player(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.phase == "declare":
            return self.last_winner
        return self.leader if not self.trick else 1 - self.leader

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[int]:
        """Declarations, and the brisques won so far (they count at the end of the hand)."""
        return [self.declared[s] + self.rules.brisque * self.brisques(s) for s in (0, 1)]

    def brisques(self, seat: int) -> int:
        return sum(1 for c in self.play.taken(seat) if c.rank in BRISQUES)

    def returns(self) -> list[float]:
        a, b = self.scores()
        return [float(a - b), float(b - a)]

    def legal_moves(self) -> list[Move]:
        if self.phase == "over":
            return []
        seat = self.current_player()
        if self.phase == "declare":
            return self.declarations(seat)
        # the melded cards lying on the table are as free as the rest: nothing binds
        # before the close, and at the close they go back into the hand
        return [Play(c) for c in sort_cards(self.play.legal_cards() + self.table[seat])]

    def declarations(self, seat: int) -> list[Move]:
        """What the trick's winner may do before drawing: a meld, the dix, or nothing."""
        moves: list[Move] = [Declare(m) for m in self.melds_available(seat)]
        if self.can_exchange(seat):
            moves.append(Exchange())
        return moves + [Pass()]

    def melds_available(self, seat: int) -> list[Meld]:
        return available(self.held[seat] + self.table[seat], self.trump, self.melds[seat], self.rules)

    def can_exchange(self, seat: int) -> bool:
        return self.turnup is not None and self.turnup != self.dix and self.dix in self.held[seat]

    def apply(self, move: Move) -> None:
        reason = self.illegal_reason(move)
        if reason:
            raise IllegalMove(f"{move}: {reason}")
        if isinstance(move, Play):
            self._play(move.card)
        elif isinstance(move, Declare):
            self._declare(move.meld)
        elif isinstance(move, Exchange):
            self._exchange()
        else:
            self._draw()

    def illegal_reason(self, move: Move) -> str:
        """Why ``move`` is not allowed now, in a line for the player; '' if it is."""
        if self.phase == "over":
            return "the hand is over"
        if move in self.legal_moves():
            return ""
        seat = self.current_player()
        if self.phase == "declare":
            if isinstance(move, Play):
                return "first declare a meld, or not"
            if isinstance(move, Exchange):
                return "you cannot exchange the dix now"
            if isinstance(move, Declare):
                if move.meld in self.melds[seat]:
                    return f"you have declared {move.meld.name(self.trump)} already"
                return f"you do not hold {move.meld.name(self.trump)}"
            return "not a declaration"
        if not isinstance(move, Play):
            return "you may declare only after winning a trick"
        card = move.card
        if card not in self.held[seat] and card not in self.table[seat]:
            return f"you do not hold the {card.name}"
        return self.strict_reason(seat)

    def strict_reason(self, seat: int) -> str:
        """Why a card held is refused after the close."""
        cards = self.held[seat] + self.table[seat]
        led = self.trick[0]
        if any(c.suit == led.suit for c in cards):
            return "you must follow suit, and win the trick if you can"
        return "you cannot follow suit: you must trump"

    def all_cards(self) -> list[Card]:
        up = [self.turnup] if self.turnup is not None else []
        return (self.held[0] + self.held[1] + self.table[0] + self.table[1]
                + self.stock + up + self.play.played())

    def clone(self) -> "Hand":
        other = object.__new__(Hand)
        other.__dict__.update(self.__dict__)
        other.play = self.play.clone()
        for name in ("table", "melds"):
            setattr(other, name, [list(x) for x in getattr(self, name)])
        other.shown = [set(x) for x in self.shown]
        for name in ("stock", "declared", "events"):
            setattr(other, name, list(getattr(self, name)))
        return other

    def redeal(self, seat: int, rng: random.Random) -> "Hand":
        """The hand with what ``seat`` cannot see dealt again (the engine's protocol): the
        other's hand and the stock shuffled between them, the cards he has shown in a meld
        staying in his hand, and after the close none of a suit he failed to follow dealt
        to him."""
        other, copy = 1 - seat, self.clone()
        deal_again([copy.held[other], copy.stock], self.shown[other], rng,
                   [self.play.voids[other], ()], self.play.rules.suits)
        return copy

    # --- the moves ----------------------------------------------------------------
    def _play(self, card: Card) -> None:
        seat = self.current_player()
        if card in self.table[seat]:
            self.table[seat].remove(card)
            self.held[seat].append(card)
        done = self.play.play(card)
        if done is None:
            return
        winner = self.last_winner = done.winner
        if len(self.tricks) == TRICKS:
            self._score(winner, self.rules.last_trick, Event(winner, "last", points=self.rules.last_trick))
            self.phase = "over"
        elif len(self.declarations(winner)) > 1:
            self.phase = "declare"
        else:
            self._draw()

    def _declare(self, meld: Meld) -> None:
        seat = self.last_winner
        cards = meld.cards(self.trump)
        if not self.closed:
            for c in cards:
                if c in self.held[seat]:
                    self.held[seat].remove(c)
                    self.table[seat].append(c)
        self.shown[seat].update(cards)
        self.melds[seat].append(meld)
        points = meld.points(self.trump, self.rules)
        self._score(seat, points, Event(seat, "meld", meld=meld, points=points))
        self._draw()

    def _exchange(self) -> None:
        seat = self.last_winner
        taken = self.turnup
        self.held[seat].remove(self.dix)
        self.held[seat].append(taken)
        self.shown[seat].add(taken)
        self.turnup = self.dix
        self._score(seat, self.rules.dix, Event(seat, "dix", card=taken, points=self.rules.dix))
        self._draw()

    def _draw(self) -> None:
        """The trick's winner draws first; the other takes the turn-up with the last card."""
        self.phase = "play"
        if self.closed:
            return
        winner = self.last_winner
        self.held[winner].append(self.stock.pop(0))
        loser = 1 - winner
        if self.stock:
            self.held[loser].append(self.stock.pop(0))
            return
        taken, self.turnup = self.turnup, None
        self.play.rules = trick_rules(self.trump, closed=True)
        self.held[loser].append(taken)
        self.shown[loser].add(taken)
        self.events.append(Event(loser, "close", card=taken))
        for seat in (0, 1):                        # the melded cards go back into the hands
            self.held[seat] += self.table[seat]
            self.table[seat] = []

    def _score(self, seat: int, points: int, event: Event) -> None:
        self.declared[seat] += points
        self.events.append(event)

    # --- records and views --------------------------------------------------------
    def result(self) -> HandResult:
        scores = self.scores()
        return HandResult(self.dealer, self.trump, (scores[0], scores[1]), (self.declared[0], self.declared[1]),
                          (self.brisques(0), self.brisques(1)), self.last_winner,
                          (tuple(self.melds[0]), tuple(self.melds[1])),
                          (self._dix_scored(0), self._dix_scored(1)))

    def _dix_scored(self, seat: int) -> int:
        return sum(1 for e in self.events if e.seat == seat and e.action in ("dix", "turnup"))

    def view(self, seat: int) -> MarjoletteView:
        other = 1 - seat
        mover = self.current_player()
        played = set(self.play.played())
        known = (self.shown[other] - played) | set(self.table[other])
        return MarjoletteView(
            seat=seat, dealer=self.dealer, phase=self.phase, to_move=mover,
            legal_moves=tuple(self.legal_moves()) if mover == seat else (),
            trump=self.trump, hand=tuple(sort_cards(self.held[seat])),
            table=tuple(self.table[seat]), opponent_table=tuple(self.table[other]),
            opponent_count=len(self.held[other]), opponent_known=tuple(sort_cards(known)),
            turnup=self.turnup, stock_count=len(self.stock), trick=tuple(self.trick),
            leader=self.leader, tricks=tuple(self.tricks),
            melds=(tuple(self.melds[0]), tuple(self.melds[1])),
            declared=(self.declared[0], self.declared[1]),
            brisques=(self.brisques(0), self.brisques(1)), scores=tuple(self.scores()),
            events=tuple(self.events),
            last_winner=self.last_winner, rules=self.rules)
