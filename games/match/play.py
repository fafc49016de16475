"""One game of a match: seats, each seat's random stream, the player hooks, and the checks.

A player that raises (``SystemExit`` and ``KeyboardInterrupt`` included), answers
with a move that is not legal or cannot even be compared with the legal moves,
or fails in a hook, raises :class:`PlayerFault`, which carries all a report
needs: the seat, the phase, the legal moves and the traceback.
"""
from __future__ import annotations

import sys
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Optional, Sequence, TextIO

from games.match.spec import Moved, Result, Setup, Start, seat_rng, top_shares
from games.registry import GameInfo

FAULTS = (Exception, SystemExit, KeyboardInterrupt)   # a plug-in's exit is its failure, not ours
SHOW_LEGAL = 24                                       # legal moves listed in a report


@dataclass
class Entrant:
    """A player in the match: its name in the tables, its spec, and the loaded object."""
    name: str
    spec: str
    player: Any


@dataclass(frozen=True)
class GameRecord:
    """A finished game, by seat."""
    number: int                               # from 1
    seed: int
    seating: tuple[int, ...]                  # the player (by order given) in each seat
    points: tuple[float, ...]
    shares: tuple[float, ...]
    figures: tuple[dict, ...]


@dataclass
class PlayerFault(Exception):
    """A player failed: the match stops (see :func:`games.match.report.fault_report`)."""
    message: str
    seat: Optional[int] = None
    phase: Optional[str] = None
    legal: Sequence[str] = ()
    legal_count: int = 0
    details: str = ""                         # the traceback, when there is one
    game: int = 0
    seed: int = 0
    names: Sequence[str] = field(default_factory=tuple)

    def __str__(self) -> str:
        return self.message


def safe_repr(obj: Any, limit: int = 120) -> str:
    """``repr(obj)`` cut short, or a description when even that fails."""
    try:
        text = repr(obj)
    except FAULTS:
        text = f"<{type(obj).__name__} that cannot be printed>"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _legal_strings(legal: Any) -> tuple[list[str], int]:
    try:
        count = len(legal)
        shown = [str(m) for _, m in zip(range(SHOW_LEGAL), legal)]
    except FAULTS:
        return [], 0
    return shown, count


def _call(entrant: Entrant, hook: str, arg: Any, seat: int) -> None:
    method = getattr(entrant.player, hook, None)
    if not callable(method):
        return
    try:
        method(arg)
    except FAULTS as exc:
        raise PlayerFault(f"{entrant.name}.{hook} raised {type(exc).__name__}: {exc}", seat,
                          details=traceback.format_exc()) from exc


def choose_checked(entrant: Entrant, state: Any, seat: int, rng: Any) -> Any:
    """The entrant's move in ``state`` for ``seat``: it must be one of the legal moves."""
    view = state.view(seat)
    legal = state.legal_moves()
    phase = getattr(view, "phase", None)

    def fault(message: str, details: str = "") -> PlayerFault:
        shown, count = _legal_strings(legal)
        return PlayerFault(message, seat, phase, shown, count, details)

    try:
        move = entrant.player.choose(view, rng)
    except FAULTS as exc:
        raise fault(f"{entrant.name}.choose raised {type(exc).__name__}: {exc}",
                    traceback.format_exc()) from exc
    try:
        ok = bool(move in legal)
    except FAULTS as exc:
        raise fault(f"{entrant.name} chose {safe_repr(move)}, which cannot be compared with the legal "
                    f"moves ({type(exc).__name__}: {exc})") from exc
    if not ok:
        raise fault(f"{entrant.name} chose {safe_repr(move)}, not one of the legal moves")
    return move


def seen_by(state: Any, observer: int, mover: int, move: Any) -> Iterable[Any]:
    """What ``observer`` may see of ``move``, just made by ``mover``: the state's own
    ``seen_by(observer, move)`` when it has one (events), else the move whole."""
    own = getattr(state, "seen_by", None)
    return own(observer, move) if own is not None else (Moved(mover, move),)


def play_game(game: GameInfo, setup: Setup, entrants: Sequence[Entrant], seating: Sequence[int],
              number: int, log: Optional[Callable[[str], None]] = None) -> GameRecord:
    """Play game ``number`` (from 1) with ``entrants[seating[s]]`` in seat ``s``.

    A :class:`PlayerFault` leaves with the game's number and seed filled in."""
    seated = [entrants[i] for i in seating]
    try:
        return _play(game, setup, seated, tuple(seating), number, log)
    except PlayerFault as fault:
        fault.game, fault.seed, fault.names = number, setup.seed, tuple(e.name for e in seated)
        raise


def _play(game: GameInfo, setup: Setup, seated: Sequence[Entrant], seating: tuple[int, ...],
          number: int, log: Optional[Callable[[str], None]]) -> GameRecord:
    state = game.new_state(setup)
    rngs = [seat_rng(setup.seed, s) for s in range(len(seated))]
    for s, entrant in enumerate(seated):
        _call(entrant, "start", Start(s, setup.seed, len(seated), number), s)
    watchers = [(s, e) for s, e in enumerate(seated) if callable(getattr(e.player, "observe", None))]
    moves = 0
    while not state.is_terminal():
        seat = state.current_player()
        move = choose_checked(seated[seat], state, seat, rngs[seat])
        try:
            state.apply(move)
        except FAULTS as exc:
            raise PlayerFault(f"the game could not play {seated[seat].name}'s move {safe_repr(move)}: "
                              f"{type(exc).__name__}: {exc}", seat,
                              details=traceback.format_exc()) from exc
        moves += 1
        if log is not None:
            log(f"game {number} move {moves}: seat {seat} ({seated[seat].name}) {move}")
        for s, entrant in watchers:
            for event in seen_by(state, s, seat, move):
                _call(entrant, "observe", event, s)
    how = game.match
    points = tuple(float(p) for p in how.points(state))
    shares = tuple(float(x) for x in (how.shares(state) if how.shares else top_shares(points)))
    figures = tuple(dict(f) for f in how.figures(state)) if how.figures else tuple({} for _ in seated)
    if how.finished is not None:
        how.finished(state, setup, number, tuple(e.name for e in seated))
    for s, entrant in enumerate(seated):
        if callable(getattr(entrant.player, "end", None)):
            _call(entrant, "end", Result(s, points, shares, state.view(s)), s)
    if log is not None:
        log(f"game {number} over after {moves} moves: points " + " ".join(f"{p:+g}" for p in points))
    return GameRecord(number, setup.seed, seating, points, shares, figures)


def stderr_log(stream: Optional[TextIO] = None) -> Callable[[str], None]:
    def log(line: str) -> None:
        print(line, file=stream or sys.stderr)
    return log
