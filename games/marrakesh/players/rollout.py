"""A quick simulator of the rest of a round, for the computer's look-ahead.

It plays by the same rules as :mod:`games.marrakesh.game`, on plain lists and
small integers rather than the full state: a card is ``suit * 7 + rank`` with the
rank ``0..5`` for Ace to Six and ``6`` for the Queen, so its number is
``rank + 1`` (the Queen 0). Both sides' moving is the solitaire rule (the most
pieces off, from the highest points), made greedily; the cards to tricks come
from a policy given by the caller.
"""
from __future__ import annotations

import random
from typing import Callable, Optional, Sequence

from games.cards import Card
from games.marrakesh.deck import SUIT_ORDER, suit_beats
from games.marrakesh.scoring import round_items, total

SUIT_LETTERS = "SHDC"
RANK_LETTERS = "A23456Q"
QUEEN = 6
# WINS[lead suit][reply suit]: 0 when the leader takes the trick, 1 the receiver
WINS = [[1 if a == b or not suit_beats(SUIT_LETTERS[a], SUIT_LETTERS[b]) else 0
         for b in range(4)] for a in range(4)]
MAJOR = (SUIT_ORDER["S"], SUIT_ORDER["H"])


def code(card: Card) -> int:
    return SUIT_LETTERS.index(card.suit) * 7 + RANK_LETTERS.index(card.rank)


def card_of(c: int) -> Card:
    return Card(SUIT_LETTERS[c // 7], RANK_LETTERS[c % 7])


def number(c: int) -> int:
    r = c % 7
    return 0 if r == QUEEN else r + 1


def match_kind(a: int, b: int) -> int:
    """0 none, 1 suit, 2 number, 3 both."""
    return (1 if a // 7 == b // 7 else 0) + (2 if a % 7 == b % 7 else 0)


TRICK_TIMES = (1, 1, 4, 6)
BONUS_TIMES = (1, 4, 4, 6)


def use_number(side: list[int], n: int) -> int:
    """Use ``n`` once as the solitaire rule would: bear off if possible, else move
    the highest piece down; 1 if a piece came off."""
    top = 6
    while top and not side[top - 1]:
        top -= 1
    if not top:
        return 0
    if side[n - 1] if n <= top else True:
        src = n if n <= top else top
        side[src - 1] -= 1
        return 1
    side[top - 1] -= 1
    side[top - n - 1] += 1
    return 0


def greedy_bear(side: list[int], numbers: Sequence[int]) -> int:
    """Use every number (in the better of the two orders for a pair); pieces off."""
    nums = [n for n in numbers if n]
    if len(nums) == 2 and nums[0] != nums[1]:
        trial = list(side)
        first = sum(use_number(trial, n) for n in nums)
        second_side = list(side)
        second = sum(use_number(second_side, n) for n in nums[::-1])
        if second > first or (second == first and _lower(second_side, trial)):
            trial, first = second_side, second
        side[:] = trial
        return first
    return sum(use_number(side, n) for n in nums)


def _lower(a: list[int], b: list[int]) -> bool:
    for p in range(5, -1, -1):
        if a[p] != b[p]:
            return a[p] < b[p]
    return False


CardPolicy = Callable[["Round", int, random.Random], int]


def random_card(rnd: "Round", seat: int, rng: random.Random) -> int:
    hand = rnd.hands[seat]
    return hand.pop(rng.randrange(len(hand)))


# The chance of taking the trick with a card of each suit against a card of any
# suit, alike: leading, Spades and Hearts beat two suits, Diamonds and Clubs one;
# receiving, each also takes its own suit.
LEAD_WINS = [sum(1 - WINS[a][b] for b in range(4)) / 4 for a in range(4)]
REPLY_WINS = [sum(WINS[b][a] for b in range(4)) / 4 for a in range(4)]


_USEFUL: dict[tuple[int, ...], tuple[tuple[bool, ...], float]] = {}


def usefulness(side: Sequence[int]) -> tuple[tuple[bool, ...], float]:
    """For the numbers 0 to 6, whether each alone bears a piece off ``side``; and the
    chance that a card's number (any of the seven alike) does."""
    key = tuple(side)
    found = _USEFUL.get(key)
    if found is None:
        top = max((p + 1 for p in range(6) if key[p]), default=0)
        flags = (False,) + tuple(bool(top) and (n > top or key[n - 1] > 0) for n in range(1, 7))
        found = _USEFUL[key] = (flags, sum(flags) / 7)
    return found


NULL = 1.5      # what a null chip costs its side, in pieces borne off


def win_worths(rnd: "Round", seat: int) -> tuple[float, ...]:
    """Roughly what taking the trick is worth to ``seat``, by the number it played."""
    if not rnd.open_ovals(seat):
        return (NULL,) * 7              # a null chip goes to the opponent
    flags, other = usefulness(rnd.sides[seat])
    miss = other - NULL * (1 - other)
    return tuple(1 + other if f else miss for f in flags)


def rule_card(rnd: "Round", seat: int, rng: random.Random) -> int:
    """Jacoby's advice in a few lines: a good chance of the trick with a number that
    bears off for me, and a number that does not bear off for the opponent."""
    hand = rnd.hands[seat]
    wins = LEAD_WINS if rnd.leader == seat else REPLY_WINS
    mine, theirs = win_worths(rnd, seat), win_worths(rnd, 1 - seat)
    best, best_value = 0, -99.0
    for i, c in enumerate(hand):
        n = c % 7 + 1 if c % 7 != QUEEN else 0
        p = wins[c // 7]
        v = p * mine[n] - (1 - p) * theirs[n] + rng.random() * 0.01
        if v > best_value:
            best, best_value = i, v
    return hand.pop(best)


class Round:
    """The rest of one round, everything known (one sample of the hidden cards)."""

    def __init__(self, sides, ovals, hands, stock, discards, leader: int, purple: bool) -> None:
        self.sides = [list(s) for s in sides]
        self.ovals = [list(o) for o in ovals]
        self.hands = [list(h) for h in hands]
        self.stock = list(stock)          # top last
        self.discards = list(discards)
        self.leader = leader
        self.purple = purple

    def open_ovals(self, seat: int) -> int:
        if not any(self.sides[seat]):
            return 0
        return self.ovals[seat].count(None)

    def over(self) -> bool:
        return self.open_ovals(0) + self.open_ovals(1) == 0

    def draw(self, rng: random.Random) -> Optional[int]:
        if not self.stock and self.discards:
            self.stock, self.discards = self.discards, []
            rng.shuffle(self.stock)
        return self.stock.pop() if self.stock else None

    # A trick in three parts, so a decision can be taken in the middle of one.
    def resolve(self, lead: int, reply: int) -> tuple[int, Optional[int], tuple[int, ...]]:
        """Who wins, the oval index it fills for the winner (None: a null chip went to
        the opponent's), and the trick's numbers."""
        winner = self.leader ^ WINS[lead // 7][reply // 7]
        if not self.open_ovals(winner):
            other = 1 - winner
            self.ovals[other][self.ovals[other].index(None)] = 0
            return winner, None, ()
        index = self.ovals[winner].index(None)
        self.ovals[winner][index] = 0
        kind = match_kind(lead, reply)
        if kind < 2:
            nums = tuple(n for n in (number(lead), number(reply)) if n)
        else:
            nums = (number(lead),) * TRICK_TIMES[kind] if number(lead) else ()
        return winner, index, nums

    def bonus_numbers(self, lead: int, reply: int, winner: int, rng: random.Random) -> tuple[int, ...]:
        """Draw the bonus card if one is due: its numbers (empty if none)."""
        kind = match_kind(lead, reply)
        if kind == 0 or not any(self.sides[winner]):
            return ()
        bonus = self.draw(rng)
        if bonus is None:
            return ()
        self.discards.append(bonus)
        mine = lead if winner == self.leader else reply
        b = match_kind(mine, bonus)
        times = (1 if self.purple and b == 0 else 4) if kind == 3 else BONUS_TIMES[b]
        n = number(bonus)
        return (n,) * times if n else ()

    def bear(self, winner: int, index: int, nums: Sequence[int]) -> None:
        if nums:
            self.ovals[winner][index] += greedy_bear(self.sides[winner], nums)

    def play_trick(self, lead: int, reply: int, rng: random.Random) -> None:
        winner, index, nums = self.resolve(lead, reply)
        if index is not None:
            self.bear(winner, index, nums)
            self.bear(winner, index, self.bonus_numbers(lead, reply, winner, rng))
        self.leader = winner

    def finish(self, policies: Sequence[CardPolicy], rng: random.Random) -> None:
        while not self.over():
            lead = policies[self.leader](self, self.leader, rng)
            reply = policies[1 - self.leader](self, 1 - self.leader, rng)
            self.play_trick(lead, reply, rng)

    def scores(self) -> tuple[int, int]:
        items = round_items([tuple(o) for o in self.ovals], [tuple(s) for s in self.sides])
        return total(items[0]), total(items[1])
