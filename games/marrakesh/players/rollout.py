"""A quick simulator of the rest of a round, for the computer's look-ahead.

It plays by the same rules as :mod:`games.marrakesh.game` (a test plays the two
side by side), on tuples and small integers rather than the full state, with
the answers that repeat (a side's moving, a round's score) remembered: a card
is ``suit * 7 + rank`` with the rank ``0..5`` for Ace to Six and ``6`` for the
Queen, so its number is ``rank + 1`` (the Queen 0). Both sides move by the
solitaire rule (the most pieces off, from the highest points); the cards to tricks come from policies the caller gives.
"""
from __future__ import annotations

import random
from typing import Callable, Optional, Sequence

from games.cards import Card
from games.marrakesh.board import pips, plays
from games.marrakesh.deck import suit_beats
from games.marrakesh.players.solitaire import lowest_first
from games.marrakesh.scoring import round_items, total
from games.memo import Memo

SUIT_LETTERS = "SHDC"
RANK_LETTERS = "A23456Q"
QUEEN = 6
# WINS[lead suit][reply suit]: 0 when the leader takes the trick, 1 the receiver
WINS = [[1 if a == b or not suit_beats(SUIT_LETTERS[a], SUIT_LETTERS[b]) else 0
         for b in range(4)] for a in range(4)]
NUMBER = tuple(0 if c % 7 == QUEEN else c % 7 + 1 for c in range(28))
TRICK_TIMES = (1, 1, 4, 6)
BONUS_TIMES = (1, 4, 4, 6)

Side = tuple[int, ...]
Ovals = tuple[Optional[int], ...]


def code(card: Card) -> int:
    return SUIT_LETTERS.index(card.suit) * 7 + RANK_LETTERS.index(card.rank)


def card_of(c: int) -> Card:
    return Card(SUIT_LETTERS[c // 7], RANK_LETTERS[c % 7])


def match_kind(a: int, b: int) -> int:
    """0 none, 1 suit, 2 number, 3 both."""
    return (a // 7 == b // 7) + 2 * (a % 7 == b % 7)


def trick_numbers(lead: int, reply: int, kind: int) -> tuple[int, ...]:
    if kind < 2:
        return tuple(n for n in (NUMBER[lead], NUMBER[reply]) if n)
    n = NUMBER[lead]
    return (n,) * TRICK_TIMES[kind] if n else ()


# TRICKS[lead][reply]: (1 when the receiver wins, how the cards match, the winner's numbers)
TRICKS = [[(WINS[a // 7][b // 7], match_kind(a, b), trick_numbers(a, b, match_kind(a, b)))
           for b in range(28)] for a in range(28)]


def _bonus(purple: bool, kind: int, winners: int, bonus: int) -> tuple[int, ...]:
    b = match_kind(winners, bonus)
    times = (1 if purple and b == 0 else 4) if kind == 3 else BONUS_TIMES[b]
    return (NUMBER[bonus],) * times if NUMBER[bonus] else ()


# BONUS[purple][trick's match][winner's card][bonus card]: the bonus card's numbers
BONUS = [[[[_bonus(purple, kind, w, b) for b in range(28)] for w in range(28)] for kind in range(4)]
         for purple in (False, True)]

# The answers remembered (see games.memo), each keyed by no more than it depends on, so
# that there are few of them however many games are played, and bounded above that:
# sides of six pieces or fewer are 924, their moves by a trick's numbers some tens of
# thousands, the finished rounds' ovals a few thousand.
BEAR_BOUND, SIDES_BOUND, SCORES_BOUND = 50_000, 5_000, 20_000
_BEAR: Memo = Memo(BEAR_BOUND)     # (side, numbers) -> (side after, pieces off)


def solitaire_bear(side: Side, numbers: tuple[int, ...]) -> tuple[Side, int]:
    """(side after, pieces off) as the solitaire rule moves: the most pieces off, then
    from the highest points. Worked out once for each side and numbers, then remembered."""
    key = (side, numbers)
    found = _BEAR.get(key)
    if found is None:
        best = min(plays(side, numbers), key=lambda p: (-sum(s.bears_off for s in p[0]), lowest_first(p[1])))
        found = _BEAR.keep(key, (best[1], sum(s.bears_off for s in best[0])))
    return found


def spread(side: Side) -> int:
    """How many numbers 1-6 would bear a piece off (6 with every piece off already)."""
    return sum(1 for w in worths(side)[1:] if w > 1) if any(side) else 6


# The chance of taking the trick with a card of each suit against a card of any
# suit, alike: leading, Spades and Hearts beat two suits, Diamonds and Clubs one;
# receiving, each also takes its own suit.
LEAD_WINS = [sum(1 - WINS[a][b] for b in range(4)) / 4 for a in range(4)]
REPLY_WINS = [sum(WINS[b][a] for b in range(4)) / 4 for a in range(4)]
NULL = 1.5      # what a null chip costs its side, in pieces borne off



def _worths_of(bearing: int) -> tuple[float, ...]:
    """Roughly what taking a trick with each number 0-6 is worth to a side with an oval
    to fill, when the numbers whose bits are set in ``bearing`` bear a piece off: a
    piece off if the number bears one off, the chance that the other card's number
    does, less a null chip's cost when neither does."""
    flags = [False] + [bool(bearing >> (n - 1) & 1) for n in range(1, 7)]
    other = sum(flags) / 7
    miss = other - NULL * (1 - other)
    return tuple(1 + other if f else miss for f in flags)


FULL = (NULL,) * 7          # a side with no oval to fill: its win puts a null chip on the other
FULL_CODE = 64              # ... as a side's code below (the others are 0-63: bearing's bits)
WORTHS = [_worths_of(bearing) for bearing in range(64)] + [FULL]


def bearing_numbers(side: Side) -> int:
    """A bit for each number 1-6 that would bear a piece off ``side`` (none: all off)."""
    top = max((p + 1 for p in range(6) if side[p]), default=0)
    return sum(1 << (n - 1) for n in range(1, 7) if top and (n > top or side[n - 1] > 0))


_SIDES: Memo = Memo(SIDES_BOUND)     # side -> (bearing_numbers, pips)


def side_facts(side: Side) -> tuple[int, int]:
    """What the look-ahead asks of a side: the numbers that bear off it, and its pips."""
    found = _SIDES.get(side)
    if found is None:
        found = _SIDES.keep(side, (bearing_numbers(side), pips(side)))
    return found


def worths(side: Side) -> tuple[float, ...]:
    """What taking a trick with each number 0-6 is worth to ``side`` (see :func:`_worths_of`)."""
    return WORTHS[side_facts(side)[0]]


CardPolicy = Callable[["Round", int, random.Random], int]


def last_card(rnd: "Round", seat: int, rng: random.Random) -> int:
    """A card at random from a hand dealt in a random order (as the look-ahead deals the
    hidden hand): its last."""
    return rnd.hands[seat].pop()


def shuffler(rng: random.Random) -> Callable[[list], None]:
    """``rng.shuffle``, the same order from the same draws, without its call a card: a
    look-ahead shuffles a deal of some thirty cards a thousand times a decision. Anything
    but a plain ``random.Random`` keeps its own."""
    return _drawn_shuffle(rng) if type(rng) is random.Random and SHUFFLES_ALIKE else rng.shuffle


_BITS = [n.bit_length() for n in range(64)]


def _drawn_shuffle(rng: random.Random) -> Callable[[list], None]:
    bits = rng.getrandbits

    def shuffle(x: list) -> None:
        for i in range(len(x) - 1, 0, -1):
            # Random._randbelow_with_getrandbits(i + 1), as Random.shuffle draws
            n = i + 1
            k = _BITS[n] if n < 64 else n.bit_length()
            j = bits(k)
            while j >= n:
                j = bits(k)
            x[i], x[j] = x[j], x[i]
    return shuffle


def _shuffles_alike() -> bool:
    """Whether :func:`_drawn_shuffle` draws as this Python's ``Random.shuffle`` does
    (checked once, at import: where it does not, ``rng.shuffle`` is used)."""
    for seed in range(20):
        a, b = list(range(seed + 40)), list(range(seed + 40))
        one, two = random.Random(seed), random.Random(seed)
        one.shuffle(a)
        _drawn_shuffle(two)(b)
        if a != b or one.random() != two.random():
            return False
    return True


SHUFFLES_ALIKE = _shuffles_alike()


class Reshuffler:
    """The one use a play-out with :func:`last_card` has for a random stream, shuffling
    the discards back when the stock runs out, seeded only then: a look-ahead makes one
    for every play-out, and hardly any of them shuffle."""
    __slots__ = ("seed",)

    def __init__(self, seed: float) -> None:
        self.seed = seed

    def shuffle(self, cards: list) -> None:
        random.Random(self.seed).shuffle(cards)


# card_values for each (my code, the opponent's code, whether I lead), worked out when
# first asked for: 65 x 65 x 2 of them at most, however many play-outs ask.
_RULE: list[Optional[tuple[float, ...]]] = [None] * (len(WORTHS) * len(WORTHS) * 2)


def rule_card(rnd: "Round", seat: int, rng: random.Random) -> int:
    """Jacoby's advice in a few lines: a good chance of the trick with a number that
    bears off for me, and a number that does not bear off for the opponent."""
    hand = rnd.hands[seat]
    if len(hand) == 1:
        return hand.pop()
    mine, theirs = side_code(rnd, seat), side_code(rnd, 1 - seat)
    index = (mine * len(WORTHS) + theirs) * 2 + (rnd.leader == seat)
    values = _RULE[index]
    if values is None:
        values = _RULE[index] = card_values(WORTHS[mine], WORTHS[theirs], rnd.leader == seat)
    return pop_best(hand, values)


def side_code(rnd: "Round", seat: int) -> int:
    """What a card policy looks at of a side: the numbers that bear a piece off it, or
    FULL_CODE when it has no oval left to fill."""
    return side_facts(rnd.sides[seat])[0] if rnd.open[seat] else FULL_CODE


def pop_best(hand: list[int], values: Sequence[float]) -> int:
    """Take from the hand the card of highest value (the first of equals)."""
    best, best_value = 0, -99.0
    for i, c in enumerate(hand):
        if values[c] > best_value:
            best, best_value = i, values[c]
    return hand.pop(best)


def card_values(gain: Sequence[float], loss: Sequence[float], leading: bool) -> tuple[float, ...]:
    """:func:`rule_card`'s worth of each card (by code) to a side: ``gain`` what its
    winning the trick with each number is worth to it, ``loss`` to the opponent."""
    wins = LEAD_WINS if leading else REPLY_WINS
    return tuple(wins[c // 7] * gain[NUMBER[c]] - (1 - wins[c // 7]) * loss[NUMBER[c]]
                 for c in range(28))


_SCORES: Memo = Memo(SCORES_BOUND)     # (ovals, whose pips are fewer) -> the round's scores


def round_scores(sides: Sequence[Side], ovals: Sequence[Ovals]) -> tuple[int, int]:
    """The two scores of a finished round. They depend on the sides' pieces only through
    whose pips are fewer (:func:`games.marrakesh.scoring.round_items`)."""
    left = side_facts(sides[0])[1] - side_facts(sides[1])[1]
    key = (ovals[0], ovals[1], (left > 0) - (left < 0))
    found = _SCORES.get(key)
    if found is None:
        items = round_items(ovals, sides)
        found = _SCORES.keep(key, (total(items[0]), total(items[1])))
    return found


class Round:
    """The rest of one round, everything known (one sample of the hidden cards)."""

    __slots__ = ("sides", "ovals", "hands", "stock", "discards", "leader", "purple", "open")

    def __init__(self, sides, ovals, hands, stock, discards, leader: int, purple: bool) -> None:
        self.sides = [tuple(s) for s in sides]
        self.ovals = [list(o) for o in ovals]
        self.hands = hands
        self.stock = stock                # top last
        self.discards = discards
        self.leader = leader
        self.purple = purple
        self.open = [0, 0]                # ovals each side may still fill with its own tricks
        for seat in (0, 1):
            self._count(seat)

    def _count(self, seat: int) -> None:
        self.open[seat] = self.ovals[seat].count(None) if any(self.sides[seat]) else 0

    def open_ovals(self, seat: int) -> int:
        return self.open[seat]

    def over(self) -> bool:
        return not (self.open[0] or self.open[1])

    def draw(self, rng: random.Random) -> Optional[int]:
        if not self.stock and self.discards:
            self.stock, self.discards = self.discards, []
            rng.shuffle(self.stock)
        return self.stock.pop() if self.stock else None

    def add_off(self, seat: int, index: int, side: Side, off: int) -> None:
        """``seat`` now has ``side`` on the board, ``off`` more pieces in oval ``index``."""
        self.sides[seat] = side
        self.ovals[seat][index] += off
        if not any(side):
            self.open[seat] = 0

    def resolve(self, lead: int, reply: int) -> tuple[int, Optional[int], tuple[int, ...]]:
        """Turn the trick: who wins, the winner's oval it fills (None when a null chip
        went to the other side's instead), and the trick's numbers."""
        winner = self.leader ^ WINS[lead // 7][reply // 7]
        if not self.open[winner]:
            other = 1 - winner
            self.ovals[other][self.ovals[other].index(None)] = 0
            self.open[other] -= 1
            return winner, None, ()
        index = self.ovals[winner].index(None)
        self.ovals[winner][index] = 0
        self.open[winner] -= 1
        return winner, index, trick_numbers(lead, reply, match_kind(lead, reply))

    def bonus_numbers(self, lead: int, reply: int, winner: int, rng: random.Random) -> tuple[int, ...]:
        """Draw the bonus card if one is due: its numbers (empty if none)."""
        kind = match_kind(lead, reply)
        if kind == 0 or not any(self.sides[winner]):
            return ()
        bonus = self.draw(rng)
        if bonus is None:
            return ()
        self.discards.append(bonus)
        b = match_kind(lead if winner == self.leader else reply, bonus)
        times = (1 if self.purple and b == 0 else 4) if kind == 3 else BONUS_TIMES[b]
        n = NUMBER[bonus]
        return (n,) * times if n else ()

    def bear(self, winner: int, index: int, numbers: tuple[int, ...]) -> None:
        if numbers:
            side, off = solitaire_bear(self.sides[winner], numbers)
            self.add_off(winner, index, side, off)

    def play_trick(self, lead: int, reply: int, rng: random.Random) -> None:
        """Turn the trick and move for its winner (the look-ahead's inner loop: what
        :meth:`resolve`, :meth:`bear` and :meth:`bonus_numbers` do, in one)."""
        flip, kind, numbers = TRICKS[lead][reply]
        winner = self.leader ^ flip
        open_ = self.open
        if not open_[winner]:
            ovals = self.ovals[1 - winner]
            ovals[ovals.index(None)] = 0
            open_[1 - winner] -= 1
        else:
            ovals = self.ovals[winner]
            index = ovals.index(None)
            ovals[index] = 0
            open_[winner] -= 1
            side = self.sides[winner]
            if numbers:
                side, off = solitaire_bear(side, numbers)
                ovals[index] += off
            if kind and any(side):
                bonus = self.draw(rng)
                if bonus is not None:
                    self.discards.append(bonus)
                    more = BONUS[self.purple][kind][lead if winner == self.leader else reply][bonus]
                    if more:
                        side, off = solitaire_bear(side, more)
                        ovals[index] += off
            self.sides[winner] = side
            if not any(side):
                open_[winner] = 0
        self.leader = winner

    def finish(self, policies: Sequence[CardPolicy], rng: random.Random) -> None:
        open_, first, second = self.open, policies[0], policies[1]
        while open_[0] or open_[1]:
            if self.leader:
                lead = second(self, 1, rng)
                reply = first(self, 0, rng)
            else:
                lead = first(self, 0, rng)
                reply = second(self, 1, rng)
            self.play_trick(lead, reply, rng)

    def copy(self, hands: list, stock: list, discards: list) -> "Round":
        """This position with these cards (a look-ahead starts every play-out from one)."""
        other = Round.__new__(Round)
        other.sides, other.ovals = list(self.sides), [list(self.ovals[0]), list(self.ovals[1])]
        other.hands, other.stock, other.discards = hands, stock, discards
        other.leader, other.purple = self.leader, self.purple
        other.open = list(self.open)
        return other

    def scores(self) -> tuple[int, int]:
        return round_scores(self.sides, [tuple(o) for o in self.ovals])
