"""Engine mode: ``.venv/bin/python main.py backgammon --engine [--level L]``.

Reads lines ``<Position ID> <die> <die>`` (the side on roll as GNU Backgammon
encodes it) and answers each with the computer's play in standard notation, one
line each, flushed at once. A line that cannot be read (not even UTF-8 text)
gets ``error: <reason>``, with what it quotes of the line cut short and in plain
ASCII whatever the locale, and the loop goes on (a line of more than
:data:`LONGEST_LINE` characters too, read on to its end without being kept); the end of input ends it. A data
file the computer needs that is missing or damaged ends it at once: status 2 and
one line saying which file and what to do.
"""
from __future__ import annotations

import sys
from typing import BinaryIO, Callable, Optional, TextIO, Union

from games.backgammon.board import Position
from games.backgammon.players import TOP_LEVEL, player_for_level
from games.paths import AssetError

LONGEST_WORD = 20      # characters of a word quoted back in an error
LONGEST_LINE = 10_000  # characters of a line read (a good one has some 20): a longer one is refused unkept
TOO_LONG = f"error: a line is at most {LONGEST_LINE} characters"
LONGEST_ANSWER = 100   # characters of any answer


def answer(line: str, choose: Callable[[Position, tuple[int, int]], str]) -> str:
    words = line.split()
    if len(words) != 3:
        return "error: write <Position ID> <die> <die>"
    try:
        position = Position.from_id(words[0])
    except ValueError as exc:
        return "error: " + str(exc).replace(repr(words[0]), quoted(words[0]))
    if not all(w.isascii() and w.isdigit() and len(w) < 4 for w in words[1:]):   # plain figures: not "٣"
        return f"error: dice must be numbers 1-6, not {quoted(words[1])} {quoted(words[2])}"
    dice = int(words[1]), int(words[2])
    if not all(1 <= d <= 6 for d in dice):
        return f"error: dice must be 1-6, not {dice[0]} {dice[1]}"
    if position.winner_points():
        return "error: the game in that position is over"
    return choose(position, dice)


def quoted(word: str) -> str:
    """A word of the input as an error quotes it: in quotes, cut short if long."""
    return repr(word) if len(word) <= LONGEST_WORD else repr(word[:LONGEST_WORD]) + "..."


def decoded(raw: Union[bytes, str]) -> Optional[str]:
    """A line of input as text, or None if it is not UTF-8 (text already decoded passes)."""
    if isinstance(raw, str):
        return raw
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def printable(text: str) -> str:
    """An answer as it is written: plain ASCII (anything else escaped), at most LONGEST_ANSWER long."""
    text = text.encode("ascii", "backslashreplace").decode("ascii")
    return text if len(text) <= LONGEST_ANSWER else text[:LONGEST_ANSWER - 3] + "..."


def lines(stdin: Union[BinaryIO, TextIO], limit: int = LONGEST_LINE):
    """Each line of ``stdin``, or None for one longer than ``limit``, which is read on to
    its end a piece at a time and never kept whole (a line of megabytes would fill the
    memory)."""
    while True:
        raw = stdin.readline(limit + 1)
        if not raw:
            return
        end = b"\n" if isinstance(raw, bytes) else "\n"
        if len(raw) <= limit or raw.endswith(end):
            yield raw
            continue
        while raw and not raw.endswith(end):
            raw = stdin.readline(limit + 1)
        yield None


def run(level: int = TOP_LEVEL, stdin: Optional[Union[BinaryIO, TextIO]] = None,
        stdout: Optional[TextIO] = None) -> int:
    # Bytes from the real input: each line is decoded here, so no locale can make it fail.
    stdin = stdin if stdin is not None else sys.stdin.buffer
    stdout = stdout if stdout is not None else sys.stdout
    player = player_for_level(level)
    try:
        player.prepare()
    except AssetError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2

    def choose(position: Position, dice: tuple[int, int]) -> str:
        plays = position.legal_plays(*dice)
        if len(plays) == 1:
            return str(plays[0])
        return str(player.play_for(position, dice))

    for raw in lines(stdin):
        line = decoded(raw) if raw is not None else None
        reply = TOO_LONG if raw is None else "error: the line is not UTF-8 text" if line is None \
            else answer(line, choose)
        stdout.write(printable(reply) + "\n")
        stdout.flush()
    return 0
