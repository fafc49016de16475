"""Games written as a match file in the Jellyfish ``.mat`` text format, which GNU
Backgammon imports (``import mat FILE``) to analyse: a finished match, or a run of money
games (a "0 point match", gnubg's session).

The format, as gnubg's importer (``import.c``: ``ImportMatVariation``, ``ImportGame``,
``ParseMatMove``) reads it::

    ; [Site "Traditional Games"]        comment lines start with ; or #
     5 point match                      the length (0: money games)

     Game 1
     You : 0                            Computer : 0      the names and the score before it
      1)                                31: 8/5 6/5       left column: the first player's
      2) 42: 8/4 6/4                    Doubles => 2      right column: the second's
      3)  Takes                         64: 24/18 13/9
      ...
                                        Wins 2 points

A move is its throw (``31:``) and its hops, one per die, in the mover's own numbering
(``bar`` and ``off``, ``*`` for a hit). The doubling dice: ``Doubles => N``, ``Takes``,
``Drops``; the end: ``Wins N points`` (after neither a refusal nor the last piece borne
off, gnubg takes it for a resignation). gnubg splits a line into its columns at the second
throw (``NN:``) when both columns hold one, else at the first double space after its
16th character: so nothing here holds a double space, and the columns are padded.

What the format cannot say is left out: the choice to throw the opening dice again
(the throw played is written), the stake raised by tied opening throws in a money
game (gnubg starts every game at a stake of 1), and a start from a Position ID (its
moves are written, but gnubg plays them from the starting position and refuses them).

:func:`read` reads the same format back (for the tests, and ``--export-mat``'s check).
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import Optional, Sequence

from games.backgammon.board import Position, generate_results
from games.backgammon.game import Decision
from games.backgammon.gamelog import GameLog
from games.backgammon.notation import BAR, OFF, Play, Step

COLUMN = 34                   # the left column's width
NAME_LENGTH = 30
SITE = "Traditional Games"


# -- writing --------------------------------------------------------------------------------
def text(games: Sequence[GameLog], names: Sequence[str] = ("You", "Computer")) -> str:
    """The match file of ``games`` (the finished ones: of a match, those of the last match
    begun; the first player is seat 0, on the left)."""
    games = last_match([g for g in games if g.over])
    length = games[0].settings.match_length if games else 0
    out = [f'; [Site "{SITE}"]', f'; [EventDate "{time.strftime("%Y.%m.%d")}"]', "",
           f" {length} point match", ""]
    names = [plain_name(n, f"Player {i + 1}") for i, n in enumerate(names[:2])]
    totals = [0, 0]                       # a money session's points won so far
    for number, game in enumerate(games, 1):
        score = game.settings.score if length else tuple(totals)
        out.append(f" Game {number}")
        left = f" {names[0]} : {score[0]}"
        out.append(f"{left}{' ' * max(2, COLUMN + 5 - len(left))}{names[1]} : {score[1]}")
        out.extend(rows(events(game)))
        out.append("")
        totals[game.winner] += game.points
    return "\n".join(out) + "\n"


def last_match(games: list[GameLog]) -> list[GameLog]:
    """Games of matches: those from the last one begun at 0-0 (a sitting may have played
    a match and begun another); money games: all of them."""
    starts = [i for i, g in enumerate(games) if g.settings.match_length and g.settings.score == (0, 0)]
    return games[starts[-1]:] if starts else games


def plain_name(name: str, default: str) -> str:
    """A name gnubg reads back whole: no colon (it ends a name there), no double space."""
    cleaned = " ".join("".join(c if c.isprintable() and c not in ":;#" else " " for c in str(name)).split())
    return cleaned[:NAME_LENGTH] or default


def events(game: GameLog) -> list[tuple[int, str]]:
    """(seat, what the file says) for each thing done in ``game``, in order."""
    out: list[tuple[int, str]] = []
    for turn in game.turns:
        view, move = turn.view, turn.move
        if isinstance(move, Play):
            out.append((turn.seat, f"{throw(view.dice)}: {hops_text(view.position, move, view.dice)}".rstrip()))
        elif isinstance(move, Decision) and move.name == "double":
            out.append((turn.seat, f"Doubles => {2 * view.cube}"))
        elif isinstance(move, Decision) and move.name in ("take", "drop"):
            out.append((turn.seat, "Takes" if move.name == "take" else "Drops"))
    if game.over:
        out.append((game.winner, f"Wins {game.points} point{'s' if game.points != 1 else ''}"))
    return out


def throw(dice: tuple[int, int]) -> str:
    return "".join(str(d) for d in sorted(dice, reverse=True))


def hops(position: Position, play: Play, dice: tuple[int, int]) -> tuple[Step, ...]:
    """``play`` as one hop a die (a piece moving 24/13 with 6-5 is 24/18 18/13), found among
    the legal plays' own hops, so that a hit on the way is where it was made."""
    target = position.apply(play)
    for steps, me, opp, _ in generate_results(position.me, position.opp, *dice):
        if Position(me, opp) == target:
            return tuple(steps)
    return play.steps


def hops_text(position: Position, play: Play, dice: tuple[int, int]) -> str:
    return " ".join(f"{_point(s.src)}/{_point(s.dst)}{'*' if s.hit else ''}" for s in hops(position, play, dice))


def _point(n: int) -> str:
    return "bar" if n == BAR else "off" if n == OFF else str(n)


def rows(items: list[tuple[int, str]]) -> list[str]:
    """The numbered lines: the first player's column, then the second's; a line is begun
    whenever the column due is taken (or, for the left, the right one is)."""
    lines: list[list[Optional[str]]] = []
    for seat, item in items:
        if not lines or lines[-1][seat] is not None or (seat == 0 and lines[-1][1] is not None):
            lines.append([None, None])
        lines[-1][seat] = item
    out = []
    for number, (left, right) in enumerate(lines, 1):
        first = f"{number:3d}) {left or ''}"
        out.append(f"{first}{' ' * max(2, COLUMN + 5 - len(first))}{right or ''}".rstrip())
    return out


# -- reading ----------------------------------------------------------------------------------
class MatError(ValueError):
    """A text that is not a match file this module can read."""


@dataclass
class MatGame:
    number: int
    names: tuple[str, str]
    score: tuple[int, int]
    events: list[tuple[int, str]] = field(default_factory=list)


@dataclass
class MatFile:
    length: int
    games: list[MatGame] = field(default_factory=list)


_LENGTH = re.compile(r"^\s*(\d+)\s+[Pp]oint\s+[Mm]atch\s*$")
_GAME = re.compile(r"^\s*Game\s+(\d+)\s*$")
_SCORE = re.compile(r"^\s*([^:]+?)\s*:\s*(\d+)\s+([^:]+?)\s*:\s*(\d+)\s*$")
_THROW = re.compile(r"[1-6][1-6]:")


def read(source: str) -> MatFile:
    """The match file in ``source``, its columns split as gnubg splits them."""
    lines = [line.rstrip("\r\n") for line in source.splitlines()]
    body = iter(line for line in lines if line.strip() and line.lstrip()[:1] not in (";", "#"))
    first = next(body, None)
    match = _LENGTH.match(first or "")
    if match is None:
        raise MatError(f"no 'N point match' line (found {first!r})")
    mat = MatFile(int(match.group(1)))
    for line in body:
        heading = _GAME.match(line)
        if heading:
            score = _SCORE.match(next(body, "") or "")
            if score is None:
                raise MatError(f"game {heading.group(1)} has no score line")
            mat.games.append(MatGame(int(heading.group(1)), (score.group(1), score.group(3)),
                                     (int(score.group(2)), int(score.group(4)))))
            continue
        if not mat.games:
            raise MatError(f"a line before the first game: {line!r}")
        left, right = split_columns(line)
        for seat, item in ((0, left), (1, right)):
            if item:
                mat.games[-1].events.append((seat, item))
    return mat


def split_columns(line: str) -> tuple[str, str]:
    """A numbered line's two columns, as gnubg's ImportGame splits them."""
    throws = list(_THROW.finditer(line))
    if len(throws) >= 2:
        cut = throws[1].start()
    else:
        gap = line.find("  ", 15)
        cut = gap if gap >= 0 and len(line) > 15 else len(line)
    left, right = line[:cut], line[cut:]
    close = left.find(")")
    return left[close + 1:].strip(), right.strip()


def parse_event(item: str) -> tuple[str, object]:
    """("move", (dice, Play)), ("double", N), ("take", None), ("drop", None) or ("win", N)."""
    words = item.split()
    if _THROW.fullmatch(words[0]):
        dice = (int(words[0][0]), int(words[0][1]))
        steps = " ".join(w.replace("25/", "bar/").replace("/0", "/off") for w in words[1:])
        return "move", (dice, Play.parse(steps) if steps else Play(()))
    head = words[0].lower()
    if head.startswith("double"):
        return "double", int(words[-1])
    if head.startswith("take"):
        return "take", None
    if head.startswith("drop") or head.startswith("pass"):
        return "drop", None
    if head.startswith("win"):
        return "win", int(words[1])
    raise MatError(f"not a move of a match file: {item!r}")


# -- a match file played again ------------------------------------------------------------------
def game_logs(mat: MatFile) -> list[GameLog]:
    """The games of ``mat`` played again on our board, each move with the view its player
    had, as :mod:`games.backgammon.gamelog` keeps them (for the game review of a file from
    anywhere: a game played by keys in the window, or one from another program). The dice
    are the file's; a game that stops short of its end was resigned."""
    import random
    from games.backgammon.game import BackgammonState, Settings
    from games.backgammon.gamelog import Turn

    logs, had_crawford = [], False
    for game in mat.games:
        crawford = bool(mat.length > 1 and mat.length - 1 in game.score and not had_crawford)
        had_crawford = had_crawford or crawford
        settings = Settings(match_length=mat.length, score=game.score, crawford=crawford,
                            automatic_doubles=False) if mat.length else Settings(automatic_doubles=False)
        log = GameLog(settings)
        events = [(seat, *parse_event(item)) for seat, item in game.events]
        moves = [seat for seat, kind, _ in events if kind == "move"]
        if not moves:
            continue
        first = moves[0]
        start = Position.start()
        state = BackgammonState.from_position(start, random.Random(0), on_roll=first, settings=settings)
        opening = True
        for seat, kind, value in events:
            if state.is_terminal():
                break
            if kind == "move":
                dice, written = value
                if state.phase == "cube" and not opening:
                    log.turns.append(Turn(seat, state.view(seat), Decision("roll")))
                state._start_moving(dice)
                opening = False
                view = state.view(seat)
                made = view.position.find_play(written, *dice) if written.steps else written
                log.turns.append(Turn(seat, view, made))
                state.apply(made)
            elif kind in ("double", "take", "drop"):
                move = Decision(kind)
                log.turns.append(Turn(seat, state.view(seat), move))
                state.apply(move)
            elif kind == "win":
                if not state.is_terminal():         # a resignation: the game stops here
                    log.winner, log.points, log.result, log.resigned = seat, value, "resigned", True
        if state.is_terminal():
            log.winner, log.points, log.result = state.winner, state.points, state.result
        logs.append(log)
    return logs
