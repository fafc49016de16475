"""Dice thrown from a passed-in ``random.Random`` so that every roll replays from a seed."""
from __future__ import annotations

import random

FACES = range(1, 7)


def throw(rng: random.Random) -> int:
    return rng.randint(1, 6)


def all_rolls() -> list[tuple[tuple[int, int], float]]:
    """The 21 distinct rolls with their probabilities (doubles 1/36, others 2/36)."""
    return [((a, b), (1 if a == b else 2) / 36) for a in FACES for b in FACES if a >= b]
