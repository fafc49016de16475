"""Plays in standard backgammon notation: ``8/5 6/5``, ``bar/22 13/11*``, ``6/off 5/off``, ``24/20(2)``.

Points are numbered from the mover's side: 1 to 24, ``bar`` (25) and ``off`` (0).
A :class:`Play` is a tuple of :class:`Step` hops; printing joins the hops of one
piece into a chain (``24/13``, or ``24/18*/13`` when it hit on the way) and
groups repeated chains (``13/11(2)``, or ``8/5*(2)`` when the first of them hit), so
every way of writing a play prints the same way.

>>> str(Play.parse("6/5 8/5"))
'8/5 6/5'
>>> str(Play.parse("13/10 13/10 10/7 10/7"))
'13/7(2)'
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from games.engine import InvalidNotation

BAR = 25
OFF = 0

_COUNT = re.compile(r"^(.*)\(([0-9])\)$")


@dataclass(frozen=True, order=True)
class Step:
    """One piece moving from ``src`` to ``dst`` (25 = bar, 0 = off); ``hit`` if it hit a blot there."""
    src: int
    dst: int
    hit: bool = False


@dataclass(frozen=True)
class Play:
    """A whole turn's moving; ``Play(())`` is the empty play when nothing can move.

    The steps are kept in one canonical form whatever hops they were given as: each
    piece's hops joined into one step, broken only where it hit, highest first. So
    two writings of the same play compare equal (``Play.parse("24/18 18/13") ==
    Play.parse("24/13")``)."""
    steps: tuple[Step, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", _canonical(self.steps))

    def __str__(self) -> str:
        return self.text()

    def text(self, other_side: bool = False) -> str:
        """The play in notation; ``other_side`` numbers the points from the opponent's side
        (point p is his 25 - p), as the screen shows the computer's plays to the player:

        >>> Play.parse("24/20 13/8*").text(other_side=True)
        '1/5 12/17*'
        >>> Play.parse("bar/22 6/off").text(other_side=True)
        'bar/3 19/off'
        """
        if not self.steps:
            return "cannot move"
        chains = _chains(self.steps)
        texts = [_chain_text(c, other_side) for c in sorted(chains, key=_chain_order)]
        out: list[str] = []
        for text in texts:
            # Pieces making the same move are counted, the hit marked once: 8/5*(2).
            if out and _unmarked(_base(out[-1])) == _unmarked(text):
                count = _count(out[-1]) + 1
                marked = _base(out[-1]) if "*" in out[-1] else text
                out[-1] = f"{marked}({count})"
            else:
                out.append(text)
        return " ".join(out)

    @classmethod
    def parse(cls, text: str) -> "Play":
        words = text.strip().lower().split()
        if not words:
            raise InvalidNotation("no play given")
        if words in (["cannot", "move"], ["-"], ["pass"]):
            return cls(())
        steps: list[Step] = []
        for word in words:
            steps.extend(_parse_word(word))
        return cls(tuple(steps))

    def points_moved(self) -> int:
        return sum(s.src - s.dst for s in self.steps)

    @property
    def hits(self) -> int:
        return sum(1 for s in self.steps if s.hit)


def _chains(steps: tuple[Step, ...]) -> list[list[Step]]:
    """Join hops into one chain per piece: a hop starting where a chain ends continues it."""
    chains: list[list[Step]] = []
    # Higher sources first, so a piece's hops meet in order whatever order they were given in.
    # A piece that hit is the one that moves on (the program's rule lets it).
    for step in sorted(steps, key=lambda s: -s.src):
        ends = [c for c in chains if c[-1].dst == step.src and step.src != OFF]
        if ends:
            max(ends, key=lambda c: c[-1].hit).append(step)
        else:
            chains.append([step])
    return chains


def _canonical(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    segments = []
    for chain in _chains(_one_hit_each(steps)):
        start = chain[0].src
        for i, hop in enumerate(chain):
            if hop.hit or i == len(chain) - 1:
                segments.append(Step(start, hop.dst, hop.hit))
                start = hop.dst
    return tuple(sorted(segments, key=lambda s: (-s.src, -s.dst, s.hit)))


def _one_hit_each(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """Only the first of several pieces making the same hop can hit (``8/5*(2)`` is one
    hit): the others find their own piece there."""
    seen: set[tuple[int, int]] = set()
    out = []
    for step in steps:
        if step.hit and (step.src, step.dst) in seen:
            step = Step(step.src, step.dst, False)
        elif step.hit:
            seen.add((step.src, step.dst))
        out.append(step)
    return tuple(out)


def _unmarked(text: str) -> str:
    return text.replace("*", "")


def _chain_text(chain: list[Step], other_side: bool = False) -> str:
    return "/".join([_point(chain[0].src, other_side)]
                    + [_point(s.dst, other_side) + ("*" if s.hit else "") for s in chain])


def _chain_order(chain: list[Step]) -> tuple[int, int]:
    return (-chain[0].src, -chain[-1].dst)


def _point(n: int, other_side: bool = False) -> str:
    return "bar" if n == BAR else "off" if n == OFF else str(25 - n if other_side else n)


def _base(text: str) -> str:
    m = _COUNT.match(text)
    return m.group(1) if m else text


def _count(text: str) -> int:
    m = _COUNT.match(text)
    return int(m.group(2)) if m else 1


def _parse_word(word: str) -> list[Step]:
    count = 1
    m = _COUNT.match(word)
    if m:
        word, count = m.group(1), int(m.group(2))
        if not 1 <= count <= 4:
            raise InvalidNotation(f"bad repeat count in {word!r}")
    parts = word.split("/")
    if len(parts) < 2:
        raise InvalidNotation(f"{word!r} is not a move: write from/to, e.g. 13/9")
    points = [_parse_point(p.rstrip("*"), i == 0, i == len(parts) - 1) for i, p in enumerate(parts)]
    hits = [p.endswith("*") for p in parts]
    if hits[0]:
        raise InvalidNotation(f"{word!r}: a hit is marked on the point landed on")
    chain = []
    for i in range(1, len(points)):
        if points[i] >= points[i - 1]:
            raise InvalidNotation(f"{word!r}: pieces move from higher points to lower")
        chain.append(Step(points[i - 1], points[i], hits[i]))
    return chain * count


def _parse_point(text: str, first: bool, last: bool) -> int:
    if text == "bar" and first:
        return BAR
    if text == "off" and last:
        return OFF
    # ASCII figures only: str.isdigit() takes "²", which int() then refuses with a bare ValueError.
    if text.isascii() and text.isdigit():
        n = int(text)
        if (1 <= n <= 24) or (n == BAR and first) or (n == OFF and last):
            return n
    raise InvalidNotation(f"{text!r} is not a point here (1-24, bar first, off last)")
