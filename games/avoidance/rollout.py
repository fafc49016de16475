"""Fast play-outs of a trick-avoidance hand, for the computer's search.

A determinised deal (every hand known) is played to its end by simple policies,
one a seat, and scored by the variant's own rules. Cards become small numbers
here, with their suits, ranks and points looked up once, so that a play-out of
a whole hand costs a fraction of a millisecond.

Policies (``DUCK``, ``SHOOT``, ``STOP``, ``WATCH``) say how a seat plays:

``DUCK``   lead the lowest card, follow with the highest card that still loses,
           take with the highest when it must, and throw the most dangerous card
           when it cannot follow. A card of several suits (a domino) leads a suit
           in which another hand can beat it, if it has one.
``SHOOT``  try to take every trick (the moon, or a capot bid): lead and follow high,
           keep points in hand when it cannot follow.
``STOP``   as DUCK, but take a trick with points in it from the ``target`` seat
           (the one shooting the moon or bidding capot) when it can, and when it
           cannot follow throw its points on a trick the target is not winning, never
           on one he is.
``WATCH``  as DUCK until the ``target`` has plainly gone for the moon (he alone has
           taken points, and at least half of those in the deal), then as STOP: how
           the others answer a moon nobody announced.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from games.avoidance.variant import Variant
from games.tricks import Trick, TrickPlay

DUCK, SHOOT, STOP, WATCH = "duck", "shoot", "stop", "watch"


class Table:
    """What the play-outs need to know about each card of a deck, by number."""

    def __init__(self, variant: Variant, deck: Sequence[Any]) -> None:
        self.variant = variant
        rules = variant.trick_rules
        self.cards: list = []
        self.index: dict = {}
        for card in deck:
            if card not in self.index:
                self.index[card] = len(self.cards)
                self.cards.append(card)
        self.suits = [tuple(rules.suits(c)) for c in self.cards]
        self.rank = [{s: rules.rank(c, s) for s in suits} for c, suits in zip(self.cards, self.suits)]
        self.rank_items = [tuple(r.items()) for r in self.rank]    # for the loops of every domino lead
        self.points = [variant.card_points(c) for c in self.cards]
        self.several = any(len(suits) > 1 for suits in self.suits)   # dominoes: a lead names its suit
        top = max(max(r.values()) for r in self.rank) + 1
        # what a card in hand threatens: its points first, then how readily it wins
        self.danger = [p * top + max(r.values()) for p, r in zip(self.points, self.rank)]
        self.total = sum(self.points)

    def numbers(self, cards: Sequence[Any]) -> list[int]:
        return [self.index[c] for c in cards]

    def number(self, card: Any) -> int:
        return self.index[card]


def _lead(table: Table, hands: list[list[int]], seat: int, policy: str) -> tuple[int, str]:
    hand = hands[seat]
    if table.several:
        options = _domino_leads(table, hands, seat, policy)
    else:
        options = [(c, table.suits[c][0]) for c in hand]
    if policy == SHOOT:
        return max(options, key=lambda cs: (table.rank[cs[0]][cs[1]], -table.points[cs[0]]))
    return min(options, key=lambda cs: (table.points[cs[0]], table.rank[cs[0]][cs[1]]))


def _domino_leads(table: Table, hands: list[list[int]], seat: int, policy: str) -> list[tuple[int, str]]:
    """Each card of the hand with the suit it names leading: ducking, a suit in which another
    hand holds a higher card (then its lowest rank); shooting, one in which none does (then
    its highest)."""
    items = table.rank_items
    top: dict = {}                             # the highest rank the other hands hold, by suit
    for other, cards in enumerate(hands):
        if other != seat:
            for c in cards:
                for suit, r in items[c]:
                    if r > top.get(suit, -1):
                        top[suit] = r
    shoot = policy == SHOOT
    out = []
    for c in hands[seat]:
        keyed = [((top.get(suit, -1) < r) == shoot, r if shoot else -r, suit) for suit, r in items[c]]
        out.append((c, max(keyed)[2]))
    return out


def _follow(table: Table, hand: list[int], suit: str, best_rank: int, last: bool, points_in: int,
            policy: str, winner_is_target: bool) -> int:
    rank = table.rank
    in_suit = [c for c in hand if suit in rank[c]]
    if not in_suit:
        if policy == SHOOT:
            return min(hand, key=lambda c: (table.points[c], table.danger[c]))
        if policy == STOP and winner_is_target:
            return max(hand, key=lambda c: (-table.points[c], table.danger[c]))
        return max(hand, key=lambda c: table.danger[c])
    if len(in_suit) == 1:
        return in_suit[0]
    winners = [c for c in in_suit if rank[c][suit] > best_rank]
    if policy == SHOOT or (policy == STOP and winner_is_target and points_in):
        if winners:
            return max(winners, key=lambda c: rank[c][suit])
        return min(in_suit, key=lambda c: (table.points[c], rank[c][suit]))
    losers = [c for c in in_suit if rank[c][suit] <= best_rank]
    if losers:
        return max(losers, key=lambda c: rank[c][suit])
    clean = [c for c in in_suit if not table.points[c]] or in_suit
    if last:
        return max(clean, key=lambda c: rank[c][suit])
    return min(clean, key=lambda c: rank[c][suit])


@dataclass
class Deal:
    """A whole deal, part played, with the cards as numbers: the hands, the trick on the
    table (its leader, suit and plays) and the tricks finished (as real :class:`Trick`)."""
    hands: list
    leader: int
    suit: Optional[str]
    plays: list
    tricks: list

    @classmethod
    def of(cls, table: Table, play: TrickPlay) -> "Deal":
        return cls([table.numbers(h) for h in play.hands], play.trick.leader, play.trick.suit,
                   [(s, table.index[c]) for s, c in play.trick.plays], list(play.tricks))

    def copy(self) -> "Deal":
        return Deal([list(h) for h in self.hands], self.leader, self.suit, list(self.plays), list(self.tricks))

    def play(self, table: Table, card: int, suit: Optional[str] = None) -> None:
        """The seat to play plays ``card`` (leading as ``suit``); unchecked: for search only."""
        seat = (self.leader + len(self.plays)) % len(self.hands)     # to_play, inline: every card of every play-out
        if not self.plays:
            self.suit = suit if suit is not None else table.suits[card][0]
        self.hands[seat].remove(card)
        self.plays.append((seat, card))
        if len(self.plays) == len(self.hands):
            self._finish(table)

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.plays)) % len(self.hands)

    @property
    def over(self) -> bool:
        return not self.hands[self.leader] and not self.plays

    def winning(self, table: Table) -> tuple[int, int]:
        """The seat winning the trick on the table so far, and its card's rank in the suit led."""
        rank, suit = table.rank, self.suit
        best_seat, best_rank = self.plays[0][0], rank[self.plays[0][1]][suit]
        for s, c in self.plays[1:]:
            r = rank[c].get(suit)
            if r is not None and r > best_rank:
                best_seat, best_rank = s, r
        return best_seat, best_rank

    def taken(self, table: Table) -> list[int]:
        """The points each seat has taken in the tricks finished."""
        taken = [0] * len(self.hands)
        for trick in self.tricks:
            taken[trick.winner] += sum(table.points[table.index[c]] for c in trick.cards)
        return taken

    def _finish(self, table: Table) -> None:
        suit = self.suit
        best_seat, _ = self.winning(table)
        self.tricks.append(Trick(self.leader, suit, tuple((s, table.cards[c]) for s, c in self.plays), best_seat))
        self.leader, self.suit, self.plays = best_seat, None, []


def moon_plain(table: Table, taken: Sequence[int], target: int) -> bool:
    """Whether ``target`` has plainly gone for the moon (``WATCH`` turns to ``STOP`` then):
    alone to have taken points, and at least half of the hand's."""
    return taken[target] * 2 >= table.total and sum(taken) == taken[target]


def play_out(table: Table, start: Any, policies: Sequence[str], target: Optional[int] = None) -> list[Trick]:
    """Play a deal (a :class:`Deal`, or a whole :class:`TrickPlay`) to its end with one policy
    a seat; the finished tricks, the ones already played first. ``start`` is not changed.

    :meth:`Deal.play` is written out here, the trick's winner kept as it goes: this loop is
    most of the computer's thinking."""
    deal = start.copy() if isinstance(start, Deal) else Deal.of(table, start)
    seats = len(deal.hands)
    hands, tricks = deal.hands, deal.tricks
    rank, points, cards = table.rank, table.points, table.cards
    leader, suit, plays = deal.leader, deal.suit, deal.plays
    watching = WATCH in policies and target is not None
    if watching:
        watched, policies = list(policies), [DUCK if p == WATCH else p for p in policies]
        taken = deal.taken(table)
    while hands[leader] or plays:
        if watching and moon_plain(table, taken, target):
            policies, watching = [STOP if p == WATCH else p for p in watched], False
        if not plays:
            card, suit = _lead(table, hands, leader, policies[leader])
            hands[leader].remove(card)
            plays = [(leader, card)]
        best_seat, best_rank = plays[0][0], rank[plays[0][1]][suit]
        for s, c in plays[1:]:
            r = rank[c].get(suit)
            if r is not None and r > best_rank:
                best_seat, best_rank = s, r
        points_in = sum(points[c] for _, c in plays)
        played = len(plays)
        while played < seats - 1:
            seat = (leader + played) % seats
            card = _follow(table, hands[seat], suit, best_rank, False, points_in, policies[seat],
                           best_seat == target)
            hands[seat].remove(card)
            plays.append((seat, card))
            played += 1
            points_in += points[card]
            r = rank[card].get(suit)
            if r is not None and r > best_rank:
                best_seat, best_rank = seat, r
        seat = (leader + played) % seats
        card = _follow(table, hands[seat], suit, best_rank, True, points_in, policies[seat], best_seat == target)
        hands[seat].remove(card)
        plays.append((seat, card))
        r = rank[card].get(suit)
        winner = seat if r is not None and r > best_rank else best_seat
        tricks.append(Trick(leader, suit, tuple((s, cards[c]) for s, c in plays), winner))
        if watching:
            taken[winner] += points_in + points[card]
        leader, suit, plays = winner, None, []
    return tricks
