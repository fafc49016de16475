"""Remembered answers that cannot outgrow their bound.

A computer player remembers answers that come up again and again within a
decision (a play-out's moves, a position's worth), and a program that plays
game after game (a match, or one window open all evening) must not keep every
one it ever worked out. A :class:`Memo` is a plain dict, read as one (``get``
costs what a dict's does, in the players' inner loops), written through
:meth:`Memo.keep`, which forgets everything once the bound is reached: the
answers worth having come back within the decision that needs them.

>>> memo = Memo(2)
>>> memo.keep("a", 1), memo.keep("b", 2), memo.keep("c", 3)
(1, 2, 3)
>>> sorted(memo.items())
[('c', 3)]
"""
from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Memo(dict):
    """A dict of at most ``bound`` answers (see the module's docstring)."""

    __slots__ = ("bound",)

    def __init__(self, bound: int) -> None:
        super().__init__()
        if bound < 1:
            raise ValueError(f"a memo holds at least one answer, not {bound}")
        self.bound = bound

    def keep(self, key: K, value: V) -> V:
        """Remember ``value`` for ``key`` (everything else forgotten first, when full); returns it."""
        if len(self) >= self.bound:
            self.clear()
        self[key] = value
        return value
