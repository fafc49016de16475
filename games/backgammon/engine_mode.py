"""Engine mode: ``python main.py backgammon --engine [--level L]``.

Reads lines ``<Position ID> <die> <die>`` (the side on roll as GNU Backgammon
encodes it) and answers each with the computer's play in standard notation, one
line each, flushed at once. A line that cannot be read gets ``error: <reason>``
and the loop goes on; the end of input ends it.
"""
from __future__ import annotations

import sys
from typing import Callable, TextIO

from games.backgammon.board import Position
from games.backgammon.players import TOP_LEVEL, player_for_level


def answer(line: str, choose: Callable[[Position, tuple[int, int]], str]) -> str:
    words = line.split()
    if len(words) != 3:
        return "error: write <Position ID> <die> <die>"
    try:
        position = Position.from_id(words[0])
    except ValueError as exc:
        return f"error: {exc}"
    try:
        dice = int(words[1]), int(words[2])
    except ValueError:
        return f"error: dice must be numbers 1-6, not {words[1]!r} {words[2]!r}"
    if not all(1 <= d <= 6 for d in dice):
        return f"error: dice must be 1-6, not {dice[0]} {dice[1]}"
    if position.winner_points():
        return "error: the game in that position is over"
    return choose(position, dice)


def run(level: int = TOP_LEVEL, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    player = player_for_level(level)

    def choose(position: Position, dice: tuple[int, int]) -> str:
        plays = position.legal_plays(*dice)
        if len(plays) == 1:
            return str(plays[0])
        return str(player.play_for(position, dice))

    for line in stdin:
        stdout.write(answer(line, choose) + "\n")
        stdout.flush()
    return 0
