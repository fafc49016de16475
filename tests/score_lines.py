"""A game played to its end through its scene, and its final score line read off the
screen, seat by seat (the records' tests hold the history to it; the kits' ``final_score``)."""
from __future__ import annotations

import re

from games.ui.harness import Harness
from tests import scenes


def play_until_over(h: Harness, step, limit: int = 5000) -> Harness:
    scenes.play_to_the_end(h, step, limit)
    return h


def play_until_over_state(h: Harness, step, limit: int = 400) -> Harness:
    """As play_until_over, for Backgammon, whose scene has no mode."""
    return scenes.until(h, step, lambda s: s.state.is_terminal(), limit)


def numbers(line: str) -> list:
    return [None if cell == "-" else int(cell) for cell in line.split()]


def row(text: str, pattern: str) -> list:
    """The figures of the one line of ``text`` that matches ``pattern`` (its group)."""
    [found] = re.findall(pattern, text, re.MULTILINE)
    return numbers(found)


def two_columns_me_then_you(text: str, label: str) -> list:
    me, you = row(text, rf"^\s*{label}\s+(-?\d+\s+-?\d+)\s*$")
    return [you, me]


def seat_table_last_column(text: str, heading: str, seats: int) -> list:
    """The last figure of each seat's row under the score table's heading line."""
    lines = text.split("\n")
    [top] = [i for i, line in enumerate(lines) if line.rstrip().endswith(heading)]
    return [numbers(line.split()[-1])[0] for line in lines[top + 1:top + 1 + seats]]
