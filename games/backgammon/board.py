"""The board seen by the side on roll, every legal play for a throw, and GNU Backgammon Position IDs.

A :class:`Position` holds two tuples of 25 counts, ``me`` (the side on roll) and
``opp``, each in its owner's own numbering: index 0 is that side's 1-point, 23
its 24-point and 24 its bar. My point ``p`` is the opponent's point ``25 - p``.
Pieces not on the board have been borne off.

>>> start = Position.from_id("4HPwATDgc/ABMA")
>>> start == Position.start()
True
>>> len(start.legal_plays(3, 1))
16
>>> str(start.legal_plays(6, 6)[0]) in {str(p) for p in start.legal_plays(6, 6)}
True
"""
from __future__ import annotations

import base64
import re
from typing import Iterator

from games.backgammon.notation import BAR, OFF, Play, Step
from games.engine import IllegalMove

PIECES = 15
_BASE64_DIGITS = re.compile(r"[A-Za-z0-9+/]{14}")
START = (0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)


class InvalidPositionId(ValueError):
    """Text that is not a GNU Backgammon Position ID of a legal position."""


class Position:
    __slots__ = ("me", "opp")

    def __init__(self, me: tuple[int, ...], opp: tuple[int, ...]) -> None:
        self.me, self.opp = tuple(me), tuple(opp)

    @classmethod
    def start(cls) -> "Position":
        return cls(START, START)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Position) and self.me == other.me and self.opp == other.opp

    def __hash__(self) -> int:
        return hash((self.me, self.opp))

    def __repr__(self) -> str:
        return f"Position.from_id({self.position_id()!r})"

    def flipped(self) -> "Position":
        """The same board with the other side on roll."""
        return Position(self.opp, self.me)

    # ----- counts ---------------------------------------------------------
    def off(self, mine: bool = True) -> int:
        return PIECES - sum(self.me if mine else self.opp)

    def pips(self, mine: bool = True) -> int:
        side = self.me if mine else self.opp
        return sum((i + 1) * n for i, n in enumerate(side))

    def is_race(self) -> bool:
        """No contact: every piece of mine is past every piece of the opponent's."""
        my_back = max((i for i, n in enumerate(self.me) if n), default=-1)
        their_back = max((i for i, n in enumerate(self.opp) if n), default=-1)
        return my_back + their_back < 23

    def winner_points(self) -> int:
        """For a finished game, what the side that bore off everything wins: 1, 2 (gammon) or 3."""
        for board, other in ((self.me, self.opp), (self.opp, self.me)):
            if sum(board) == 0:
                if sum(other) < PIECES:
                    return 1
                # the loser's pieces in the winner's inner table are on his points 19-24, or the bar
                return 3 if any(other[18:25]) else 2
        return 0

    # ----- plays ----------------------------------------------------------
    def legal_plays(self, d1: int, d2: int) -> list[Play]:
        """Every distinct legal play for the throw, one per resulting position."""
        return [play for play, _ in self.successors(d1, d2)]

    def successors(self, d1: int, d2: int) -> list[tuple[Play, "Position"]]:
        """(play, position after it, still from the mover's side) for each distinct result."""
        return [(Play(steps), Position(me, opp))
                for steps, me, opp, _ in generate_results(self.me, self.opp, d1, d2)]

    def apply(self, play: Play) -> "Position":
        """The position after ``play`` made as written, hitting any blot it lands on.

        Checks only that each step moves a piece of mine; matching against the
        dice is the caller's business (see :meth:`find_play`)."""
        me, opp = list(self.me), list(self.opp)
        for step in play.steps:
            src = 24 if step.src == BAR else step.src - 1
            if me[src] == 0:
                raise IllegalMove(f"no piece of yours on {_name(step.src)}")
            me[src] -= 1
            if step.dst != OFF:
                dst = step.dst - 1
                me[dst] += 1
                if opp[23 - dst] == 1:
                    opp[23 - dst] = 0
                    opp[24] += 1
        return Position(me, opp)

    def find_play(self, play: Play, d1: int, d2: int) -> Play:
        """The legal play for this throw that ``play`` (as a person may have written it) stands for."""
        target = self.apply(play)
        for legal, after in self.successors(d1, d2):
            if after == target:
                return legal
        raise IllegalMove(f"{play} is not a legal play for {d1}-{d2}")

    # ----- Position IDs ---------------------------------------------------
    def position_id(self) -> str:
        """GNU Backgammon's Position ID (gnubg writes the side not on roll first)."""
        bits: list[int] = []
        for side in (self.opp, self.me):
            for n in side:
                bits.extend([1] * n)
                bits.append(0)
        bits.extend([0] * (80 - len(bits)))
        key = bytes(sum(bits[8 * i + j] << j for j in range(8)) for i in range(10))
        return base64.b64encode(key).decode("ascii")[:14]

    @classmethod
    def from_id(cls, text: str) -> "Position":
        text = text.strip()
        # The padded form a base64 tool writes ("...MA==") is the same ID.
        digits = text[:-2] if len(text) == 16 and text.endswith("==") else text
        if len(digits) != 14:
            raise InvalidPositionId(f"{text!r}: a Position ID has 14 characters")
        # Checked here, not left to b64decode: it takes "=" inside the 14 and gives too few bytes.
        if not _BASE64_DIGITS.fullmatch(digits):
            raise InvalidPositionId(f"{text!r} is not base64 (A-Z a-z 0-9 + / only)")
        key = base64.b64decode(digits + "==")
        bits = [(key[i // 8] >> (i % 8)) & 1 for i in range(80)]
        sides = _read_sides(bits, text)
        return cls(sides[1], sides[0])

    def describe(self) -> str:
        """A plain text picture for debugging and engine messages."""
        def row(side: tuple[int, ...]) -> str:
            return " ".join(str(n) for n in side)
        return f"me:  {row(self.me)}\nopp: {row(self.opp)}"


def _read_sides(bits: list[int], text: str) -> list[tuple[int, ...]]:
    sides: list[list[int]] = [[], []]
    pos = 0
    for side in sides:
        while len(side) < 25:
            n = 0
            while pos < 80 and bits[pos]:
                n, pos = n + 1, pos + 1
            if pos >= 80:
                raise InvalidPositionId(f"{text!r} runs out of bits")
            side.append(n)
            pos += 1
    if any(bits[pos:]):
        raise InvalidPositionId(f"{text!r} has bits past its end")
    for side in sides:
        if sum(side) > PIECES:
            raise InvalidPositionId(f"{text!r} gives a side more than 15 pieces")
    for i in range(24):
        if sides[0][i] and sides[1][23 - i]:
            raise InvalidPositionId(f"{text!r} puts both sides on one point")
    return [tuple(s) for s in sides]


def _name(point: int) -> str:
    return "the bar" if point == BAR else f"point {point}"


# ----- generation ---------------------------------------------------------
# Works on lists by index (0-23 points, 24 bar) for speed; plays come back as steps
# in 1-24/25/0 numbering.

def generate_results(me: tuple[int, ...], opp: tuple[int, ...], d1: int, d2: int):
    """Distinct results of legal plays: list of (steps, me_after, opp_after, last die)."""
    results: dict[tuple, tuple] = {}
    best = [0]
    if d1 == d2:
        _search(list(me), list(opp), [d1] * 4, True, 24, [], results, best)
    else:
        hi, lo = max(d1, d2), min(d1, d2)
        _search(list(me), list(opp), [hi, lo], False, 24, [], results, best)
        _search(list(me), list(opp), [lo, hi], False, 24, [], results, best)
    if not results:
        return [((), me, opp, 0)]
    plays = [v for v in results.values() if len(v[0]) == best[0]]
    if best[0] == 1 and d1 != d2:
        # only one die can be played: it must be the larger if the larger can be
        larger = [v for v in plays if v[3] == max(d1, d2)]
        if larger:
            plays = larger
    return plays


def _search(me, opp, dice, doubles, max_src, steps, results, best) -> None:
    """Depth-first over the dice. With doubles, pieces go in order of falling source point,
    which reaches every result once instead of in every order."""
    die, rest = dice[0], dice[1:]
    for src, dst, hit in _hops(me, opp, die, max_src if doubles else 24):
        me[src] -= 1
        if dst >= 0:
            me[dst] += 1
            if hit:
                opp[23 - dst] = 0
                opp[24] += 1
        steps.append(Step(25 if src == 24 else src + 1, dst + 1 if dst >= 0 else OFF, hit))
        _record(me, opp, steps, results, best, die)
        if rest:
            _search(me, opp, rest, doubles, src, steps, results, best)
        steps.pop()
        if dst >= 0:
            me[dst] -= 1
            if hit:
                opp[24] -= 1
                opp[23 - dst] = 1
        me[src] += 1


def _record(me, opp, steps, results, best, die) -> None:
    n = len(steps)
    if n < best[0]:
        return
    best[0] = n
    key = (tuple(me), tuple(opp))
    if key not in results or len(results[key][0]) < n:
        results[key] = (tuple(steps), key[0], key[1], die)


def apply_hop(me: list[int], opp: list[int], src: int, dst: int, hit: bool) -> None:
    """Make one hop from :func:`_hops` on the two lists (dst -1: borne off)."""
    me[src] -= 1
    if dst >= 0:
        me[dst] += 1
        if hit:
            opp[23 - dst], opp[24] = 0, opp[24] + 1


def _hops(me, opp, die, max_src) -> Iterator[tuple[int, int, bool]]:
    """Legal single hops (src, dst, hit) for one die; dst -1 means borne off."""
    if me[24]:
        if max_src < 24:
            return
        dst = 24 - die
        if opp[23 - dst] < 2:
            yield 24, dst, opp[23 - dst] == 1
        return
    home = not any(me[6:25])
    highest = -1                  # the highest point occupied matters only when bearing off
    if home:
        highest = next((i for i in range(5, -1, -1) if me[i]), -1)
    for src in range(min(max_src, 23), -1, -1):
        if not me[src]:
            continue
        dst = src - die
        if dst >= 0:
            if opp[23 - dst] < 2:
                yield src, dst, opp[23 - dst] == 1
        elif home and (dst == -1 or src == highest):
            yield src, -1, False
