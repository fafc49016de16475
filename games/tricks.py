"""The shared trick engine: following, winning and the record of tricks, for any number of seats.

Piquet, Polignac, Slobberhannes, Short Hearts, Eleven Point Black Tile and
Marjolette are all played in tricks. What a game supplies is small, a
:class:`TrickRules`:

``suits(card) -> tuple[str, ...]``
    The suits a card belongs to: one for a playing card, two for a domino (6-3 is
    in the 6s and the 3s; a doublet is in its number's suit and in Doubles).
``rank(card, suit) -> int``
    Its rank within one of its suits; higher wins. Two cards of equal rank (the
    two ♣7 of three-handed Short Hearts): the one played first wins.
``trump``
    The trump suit, or None.
``follow(hand, trick, rules) -> list``
    The cards the rules allow, default :func:`follow_suit` (any card to lead;
    else the suit led if held; else any card); :func:`follow_and_head` is the
    Bezique family's strict rule, :func:`any_card` no rule at all. ``obliged``
    says whether a card off the suit led shows a void (True whenever players
    must follow).

Seats are numbered 0 .. n-1 **clockwise** (seat + 1 sits on one's left) and play
goes clockwise from the leader. :class:`TrickPlay` is the play of one hand:

    play = TrickPlay(rules, hands, leader)       # hands: one list of cards a seat
    play.to_play()                               # seat to play, None when all played
    play.legal_cards()                           # what that seat may play
    play.lead_suits(card)                        # suits it may name when leading (a domino: two)
    play.illegal_reason(card, suit=None)         # a one-line refusal, or None
    done = play.play(card, suit=None)            # the finished Trick when this play ends one
    play.trick                                   # the trick on the table (a Trick, maybe empty)
    play.tricks                                  # finished tricks in order (leader, suit, plays, winner)
    play.taken(seat), play.won(seat)             # cards taken, in order; the tricks won
    play.voids[seat]                             # suits the seat has shown it lacks
    play.clone()
    TrickPlay.resume(rules, hands, leader, trick, tricks, voids)   # a part-played hand, for search

A :class:`Trick` is frozen: ``leader``, ``suit`` (named by the leader),
``plays`` (``(seat, card)`` in order) and ``winner`` once finished; ``lead`` and
``follow`` are the first and second cards (the whole trick, when two play). The passing
phase is :mod:`games.passing`; dealing the unseen cards for a computer's search
is :mod:`games.sampling`.

The engine with four seats, seat 1 leading:

>>> from games.cards import cards
>>> rules = card_rules("789TJQKA")
>>> play = TrickPlay(rules, [cards("S7 H8"), cards("SA HK"), cards("SK D7"), cards("C8 H7")], leader=1)
>>> play.to_play(), [str(c) for c in play.legal_cards()]
(1, ['SA', 'HK'])
>>> for code in ("SA", "SK", "C8", "S7"):
...     done = play.play(cards(code)[0])
>>> done.winner, play.to_play(), sorted(play.voids[3])
(1, 1, ['S'])
>>> play.illegal_reason(cards("D7")[0]), [str(c) for c in play.taken(1)]
('That card is not in the hand', ['SA', 'SK', 'C8', 'S7'])
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Optional, Sequence

from games.cards import SUIT_NAMES, Card
from games.engine import IllegalMove


# --- the engine ------------------------------------------------------------------

@dataclass(frozen=True)
class Trick:
    """One trick: who led, the suit named (None before the lead), the plays in order as
    ``(seat, card)``, and the winning seat once every seat has played."""
    leader: int
    suit: Optional[str] = None
    plays: tuple[tuple[int, Any], ...] = ()
    winner: Optional[int] = None

    @property
    def cards(self) -> list:
        return [c for _, c in self.plays]

    @property
    def lead(self) -> Any:
        """The card led."""
        return self.plays[0][1]

    @property
    def follow(self) -> Any:
        """The card played second: in a trick of two seats, the answer to the lead."""
        return self.plays[1][1]

    @property
    def seats(self) -> list[int]:
        return [s for s, _ in self.plays]

    def card_of(self, seat: int) -> Optional[Any]:
        """The card ``seat`` played to this trick, or None."""
        return next((c for s, c in self.plays if s == seat), None)


def follow_suit(hand: Sequence[Any], trick: Trick, rules: "TrickRules") -> list:
    """Any card to lead; else the cards of the suit led, if any; else any card."""
    if trick.suit is None:
        return list(hand)
    return [c for c in hand if trick.suit in rules.suits(c)] or list(hand)


def follow_and_head(hand: Sequence[Any], trick: Trick, rules: "TrickRules") -> list:
    """The strict rule of the Bezique family's last tricks: follow suit and head the trick
    if you can; if you cannot follow, trump (heading any trump already played if you can);
    only a seat with neither may play any card.

    >>> from games.cards import cards
    >>> rules = card_rules("789JQKTA", "H", follow=follow_and_head)
    >>> def allowed(hand, led):
    ...     trick = Trick(0, "S", tuple(enumerate(cards(led))))
    ...     return [str(c) for c in rules.follow(cards(hand), trick, rules)]
    >>> allowed("ST S7 HK", "SK"), allowed("S8 S7 HK", "SK")
    (['ST'], ['S8', 'S7'])
    >>> allowed("D8 HK H7", "SK"), allowed("D8 HK H7", "SK HQ"), allowed("D8 C9", "SK")
    (['HK', 'H7'], ['HK'], ['D8', 'C9'])
    """
    if trick.suit is None:
        return list(hand)
    played = trick.cards
    best = played[rules.winning_index(played, trick.suit)]
    options = [c for c in hand if rules.in_suit(c, trick.suit)]
    if not options and rules.trump is not None:
        options = [c for c in hand if rules.in_suit(c, rules.trump)]
    if not options:
        return list(hand)
    return [c for c in options if rules.beats(c, best, trick.suit)] or options


def any_card(hand: Sequence[Any], trick: Trick, rules: "TrickRules") -> list:
    """No obligation at all: any card, led or not (with ``obliged=False``)."""
    return list(hand)


def card_suits(card: Card) -> tuple[str, ...]:
    return (card.suit,)


@dataclass(frozen=True)
class TrickRules:
    """What a game tells the engine (see the module's docstring)."""
    suits: Callable[[Any], tuple[str, ...]]
    rank: Callable[[Any, str], int]
    trump: Optional[str] = None
    follow: Callable[[Sequence[Any], Trick, "TrickRules"], list] = follow_suit
    obliged: bool = True                          # a card off the suit led shows a void
    suit_name: Callable[[str], str] = lambda suit: SUIT_NAMES.get(suit, suit)

    def in_suit(self, card: Any, suit: Optional[str]) -> bool:
        return suit is not None and suit in self.suits(card)

    def strength(self, card: Any, trick_suit: Optional[str]) -> Optional[tuple[int, int]]:
        """How strongly ``card`` stands in a trick of ``trick_suit``: (1, rank) as a trump,
        (0, rank) in the suit led, None if it cannot win."""
        if self.trump is not None and self.trump in self.suits(card) and self.trump != trick_suit:
            return (1, self.rank(card, self.trump))
        if self.in_suit(card, trick_suit):
            return (0, self.rank(card, trick_suit))
        return None

    def beats(self, challenger: Any, holder: Any, trick_suit: str) -> bool:
        """Whether ``challenger``, played after ``holder``, takes the trick from it."""
        a, b = self.strength(challenger, trick_suit), self.strength(holder, trick_suit)
        return a is not None and (b is None or a > b)

    def winning_index(self, cards: Sequence[Any], trick_suit: str) -> int:
        """Index (in playing order) of the card winning a trick of ``trick_suit``."""
        if not cards:
            raise ValueError("an empty trick has no winner")
        best = 0
        for i in range(1, len(cards)):
            if self.beats(cards[i], cards[best], trick_suit):
                best = i
        return best


def card_rules(rank_order: str, trump: Optional[str] = None, **extra: Any) -> TrickRules:
    """Rules for ordinary playing cards ranked by ``rank_order``, lowest first (``"789TJQKA"``)."""
    order = {r: i for i, r in enumerate(rank_order)}
    return TrickRules(suits=card_suits, rank=lambda card, suit: order[card.rank], trump=trump, **extra)


@dataclass
class TrickPlay:
    """The play of one hand's cards in tricks (see the module's docstring)."""
    rules: TrickRules
    hands: list[list[Any]]
    leader: int
    trick: Trick = field(init=False)
    tricks: list[Trick] = field(default_factory=list, init=False)
    voids: list[set[str]] = field(init=False)

    def __post_init__(self) -> None:
        self.hands = [list(h) for h in self.hands]
        if not 2 <= len(self.hands) <= 8:
            raise ValueError("tricks need two to eight seats")
        if len({len(h) for h in self.hands}) != 1:
            raise ValueError("every seat must hold as many cards as the others")
        if not 0 <= self.leader < len(self.hands):
            raise ValueError(f"no seat {self.leader} to lead")
        self.trick = Trick(self.leader)
        self.voids = [set() for _ in self.hands]

    @property
    def seats(self) -> int:
        return len(self.hands)

    def to_play(self) -> Optional[int]:
        """The seat to play next, None once every card is played."""
        if not self.hands[self.trick.leader] and not self.trick.plays:
            return None
        return (self.trick.leader + len(self.trick.plays)) % self.seats

    def is_over(self) -> bool:
        return self.to_play() is None

    def legal_cards(self, seat: Optional[int] = None) -> list:
        """The cards ``seat`` (default: the seat to play) may play to the trick on the table."""
        seat = self.to_play() if seat is None else seat
        if seat is None:
            return []
        return self.rules.follow(self.hands[seat], self.trick, self.rules)

    def lead_suits(self, card: Any) -> tuple[str, ...]:
        """The suits ``card`` may name if it leads (empty when the trick is already led)."""
        return tuple(self.rules.suits(card)) if self.trick.suit is None else ()

    def illegal_reason(self, card: Any, suit: Optional[str] = None) -> Optional[str]:
        """Why ``card`` (leading as ``suit``) may not be played now, or None if it may."""
        seat = self.to_play()
        if seat is None:
            return "Every card has been played"
        hand = self.hands[seat]
        if card not in hand:
            return "That card is not in the hand"
        if card not in self.legal_cards():
            if self.rules.follow is follow_suit:
                return f"You must follow suit: {self.rules.suit_name(self.trick.suit)}"
            return "The rules do not allow that card now"
        if self.trick.suit is None:
            suits = self.lead_suits(card)
            if suit is None and len(suits) > 1:
                return "Name the suit it leads"
            if suit is not None and suit not in suits:
                return f"It cannot lead {self.rules.suit_name(suit)}"
        elif suit is not None and suit != self.trick.suit:
            return "Only the leader names the suit"
        return None

    def play(self, card: Any, suit: Optional[str] = None) -> Optional[Trick]:
        """Play ``card`` for the seat to play (leading, as ``suit`` when it could name more
        than one); returns the finished trick when this play ends one, else None."""
        reason = self.illegal_reason(card, suit)
        if reason is not None:
            raise IllegalMove(reason)
        seat = self.to_play()
        trick = self.trick
        if trick.suit is None:
            suit = suit if suit is not None else self.rules.suits(card)[0]
            trick = replace(trick, suit=suit)
        elif self.rules.obliged and not self.rules.in_suit(card, trick.suit):
            self.voids[seat].add(trick.suit)
        self.hands[seat].remove(card)
        trick = replace(trick, plays=trick.plays + ((seat, card),))
        if len(trick.plays) < self.seats:
            self.trick = trick
            return None
        best = self.rules.winning_index(trick.cards, trick.suit)
        done = replace(trick, winner=trick.plays[best][0])
        self.tricks.append(done)
        self.trick = Trick(done.winner)
        return done

    def current_winner(self) -> Optional[int]:
        """The seat winning the trick on the table so far (None before the lead)."""
        if not self.trick.plays:
            return None
        return self.trick.plays[self.rules.winning_index(self.trick.cards, self.trick.suit)][0]

    def won(self, seat: int) -> list[Trick]:
        return [t for t in self.tricks if t.winner == seat]

    def taken(self, seat: int) -> list:
        """Every card in the tricks ``seat`` won, in the order played."""
        return [c for t in self.won(seat) for c in t.cards]

    def played(self) -> list:
        """Every card played so far, the trick on the table last."""
        return [c for t in self.tricks for c in t.cards] + self.trick.cards

    def all_cards(self) -> list:
        return [c for h in self.hands for c in h] + self.played()

    def clone(self) -> "TrickPlay":
        return TrickPlay.resume(self.rules, self.hands, self.leader, self.trick, self.tricks, self.voids)

    @classmethod
    def resume(cls, rules: TrickRules, hands: Sequence[Sequence[Any]], leader: int, trick: Trick,
               tricks: Sequence[Trick], voids: Sequence[set]) -> "TrickPlay":
        """A hand part played: the cards still held, the first ``leader``, the trick on the
        table and those finished (a determinised deal for search is made this way)."""
        play = cls.__new__(cls)
        play.rules, play.leader = rules, leader
        play.hands = [list(h) for h in hands]
        play.trick, play.tricks = trick, list(tricks)
        play.voids = [set(v) for v in voids]
        return play


def seat_right(seat: int, seats: int) -> int:
    """The seat on ``seat``'s right (the previous one clockwise)."""
    return (seat - 1) % seats


class PlayedOnTricks:
    """What a two-hander's hand played on a :class:`TrickPlay` (``self.play``) shows of its
    play, by the names its views and players use (Piquet's and Marjolette's hands)."""
    play: TrickPlay

    @property
    def held(self) -> list[list[Card]]:
        return self.play.hands

    @property
    def tricks(self) -> list[Trick]:
        return self.play.tricks

    @property
    def trick(self) -> list[Card]:
        """The cards on the table, the lead first."""
        return self.play.trick.cards

    @property
    def leader(self) -> int:
        return self.play.trick.leader
