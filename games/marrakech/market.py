"""The market's geometry: squares, Assam's walk with the turnarounds at the edge,
the areas of one colour, and where a rug may be laid.

Squares are numbered 0-48, ``row * 7 + column``, column a-g from the left and row
1-7 from the bottom; they are written as on the board, ``d4``. Assam faces one of
:data:`UP`, :data:`RIGHT`, :data:`DOWN`, :data:`LEFT`.

Leaving the market, Assam follows the curve at the edge back into the
neighbouring line, now walking the other way; the curve itself is no step. The
curves pair neighbouring columns and rows, with a loop at a1 and at g7 that brings
him back into the same square round the corner. The Italian rules' two examples:

>>> path, facing = walk(square("d2"), DOWN, 4)
>>> names(path), FACING_NAMES[facing]
('d1 e1 e2 e3', 'up')
>>> path, facing = walk(square("f7"), RIGHT, 3)
>>> names(path), FACING_NAMES[facing]
('g7 g7 g6', 'down')
"""
from __future__ import annotations

from collections import deque
from typing import Iterable, Optional, Sequence

SIZE = 7
SQUARES = SIZE * SIZE
CENTRE = 3 * SIZE + 3                      # d4
COLUMNS = "abcdefg"
EMPTY = -1                                 # no rug on a square

UP, RIGHT, DOWN, LEFT = range(4)
FACING_NAMES = ("up", "right", "down", "left")
ARROWS = "^>v<"
_DELTAS = ((0, 1), (1, 0), (0, -1), (-1, 0))

# The faces of Marrakech's die.
DIE = (1, 2, 2, 3, 3, 4)
# Each throw with its chance: 1 and 4 one face in six, 2 and 3 two.
THROWS = tuple((face, DIE.count(face) / len(DIE)) for face in sorted(set(DIE)))


class BadSquare(ValueError):
    """Text that names no square of the market."""


def square(name: str) -> int:
    """The square named ``name`` (``"c2"``, any case).

    >>> square("a1"), square("d4"), square("G7")
    (0, 24, 48)
    """
    text = name.strip().lower()
    if len(text) != 2 or text[0] not in COLUMNS or text[1] not in "1234567":
        raise BadSquare(f"{name.strip()!r} is not a square: a-g then 1-7, as c2")
    return (int(text[1]) - 1) * SIZE + COLUMNS.index(text[0])


def name(sq: int) -> str:
    return f"{COLUMNS[sq % SIZE]}{sq // SIZE + 1}"


def names(squares: Iterable[int]) -> str:
    return " ".join(name(sq) for sq in squares)


def column(sq: int) -> int:
    return sq % SIZE


def row(sq: int) -> int:
    return sq // SIZE


def turned(facing: int, way: str) -> int:
    """Facing after a turn ``L``eft, ``R``ight or ``S``traight on (never about)."""
    return (facing + {"L": -1, "S": 0, "R": 1}[way]) % 4


def _edge(col: int, rw: int, facing: int) -> tuple[int, int, int]:
    """Where Assam comes back in, and facing which way, after leaving from (col, rw).

    Bottom: b-c, d-e, f-g and a1's loop; top: a-b, c-d, e-f and g7's loop; left:
    rows 2-3, 4-5, 6-7 and a1's loop; right: rows 1-2, 3-4, 5-6 and g7's loop."""
    last = SIZE - 1
    if facing == DOWN:
        if col == 0:
            return 0, 0, RIGHT                                  # a1's loop, out at the bottom
        return (col + 1 if col % 2 else col - 1), 0, UP
    if facing == UP:
        if col == last:
            return last, last, LEFT                             # g7's loop, out at the top
        return (col + 1 if col % 2 == 0 else col - 1), last, DOWN
    if facing == LEFT:
        if rw == 0:
            return 0, 0, UP                                     # a1's loop, out at the side
        return 0, (rw + 1 if rw % 2 else rw - 1), RIGHT
    if rw == last:
        return last, last, DOWN                                 # g7's loop, out at the side
    return last, (rw + 1 if rw % 2 == 0 else rw - 1), LEFT


def _step(sq: int, facing: int) -> tuple[int, int]:
    col, rw = sq % SIZE, sq // SIZE
    dc, dr = _DELTAS[facing]
    c, r = col + dc, rw + dr
    if 0 <= c < SIZE and 0 <= r < SIZE:
        return r * SIZE + c, facing
    c, r, facing = _edge(col, rw, facing)
    return r * SIZE + c, facing


# One step from every square in every direction: (square, facing) after it.
STEPS = tuple(tuple(_step(sq, f) for f in range(4)) for sq in range(SQUARES))


def walk(start: int, facing: int, steps: int) -> tuple[tuple[int, ...], int]:
    """The squares Assam steps on (the last is where he stops; a square can come
    twice) and the way he faces at the end."""
    path = []
    sq = start
    for _ in range(steps):
        sq, facing = STEPS[sq][facing]
        path.append(sq)
    return tuple(path), facing


def _neighbours(sq: int) -> tuple[int, ...]:
    col, rw = sq % SIZE, sq // SIZE
    return tuple(r * SIZE + c for c, r in ((col + dc, rw + dr) for dc, dr in _DELTAS)
                 if 0 <= c < SIZE and 0 <= r < SIZE)


NEIGHBOURS = tuple(_neighbours(sq) for sq in range(SQUARES))


def area(colours: Sequence[int], sq: int) -> int:
    """Squares in the orthogonally connected area of ``sq``'s colour (0 if it is bare).

    >>> colours = [EMPTY] * SQUARES
    >>> for s in ("e2", "f2", "f3", "g3", "g4", "e4"): colours[square(s)] = 1
    >>> area(colours, square("f2")), area(colours, square("e4")), area(colours, square("a1"))
    (5, 1, 0)
    """
    return len(area_squares(colours, sq))


def area_squares(colours: Sequence[int], sq: int) -> list[int]:
    colour = colours[sq]
    if colour == EMPTY:
        return []
    seen = {sq}
    todo = deque([sq])
    while todo:
        for nb in NEIGHBOURS[todo.popleft()]:
            if nb not in seen and colours[nb] == colour:
                seen.add(nb)
                todo.append(nb)
    return sorted(seen)


def _around(assam: int) -> tuple[tuple[int, int], ...]:
    found = set()
    for near in NEIGHBOURS[assam]:
        for other in NEIGHBOURS[near]:
            if other != assam:
                found.add((min(near, other), max(near, other)))
    return tuple(sorted(found))


# Every pair of side-by-side squares (lower first) with one next to Assam on a square
# and neither under him: where a rug may go if no visible rug fills both.
AROUND = tuple(_around(sq) for sq in range(SQUARES))


def placements(tops: Sequence[int], assam: int) -> list[tuple[int, int]]:
    """Every pair of squares (lower first) where a rug may be laid: side by side, one
    of them next to Assam, neither under him, not both halves of one visible rug.
    ``tops`` holds the number of the rug on top of each square, or :data:`EMPTY`."""
    return [(a, b) for a, b in AROUND[assam] if tops[a] == EMPTY or tops[a] != tops[b]]


def placement_reason(tops: Sequence[int], assam: int, a: int, b: int) -> Optional[str]:
    """Why a rug may not be laid on ``a`` and ``b``, or None if it may."""
    if a == b:
        return "A rug covers two different squares"
    if b not in NEIGHBOURS[a]:
        return f"{name(a)} and {name(b)} are not side by side"
    if assam in (a, b):
        return f"Assam stands on {name(assam)}: not under him"
    if a not in NEIGHBOURS[assam] and b not in NEIGHBOURS[assam]:
        return f"Neither square is next to Assam on {name(assam)}"
    if tops[a] != EMPTY and tops[a] == tops[b]:
        return "That would cover both halves of one rug"
    return None
