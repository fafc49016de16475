"""The one shape every rules engine has (after OpenSpiel), and the player protocol.

A game's rules live in ``games/<game>/`` modules that never import pygame. Each
offers a state object with these methods:

``current_player() -> int``
    Seat to move (0, 1, ...), or ``TERMINAL`` once the game is over.
``legal_moves() -> list[Move]``
    Every move the seat to move may make. Empty only when terminal.
``apply(move) -> None``
    Make a move; raises :class:`IllegalMove` (a ``ValueError``) and changes
    nothing if the move is not legal.
``is_terminal() -> bool``
``returns() -> list[float]``
    Result per seat once terminal (for two-player games these sum to zero).
``view(player) -> object``
    What that seat may see: never the opponent's hidden cards. Computer
    players are given views, not states.
``clone()``
    An independent copy, for search.
``redeal(seat, rng) -> state``
    A new state (``self`` unchanged) in the same position with everything ``seat``
    cannot see dealt again from ``rng``, consistently with what it saw: the other
    seats' hidden cards and the stock shuffled among those places, each keeping its
    size; cards another seat has shown, or taken from a face-up pile, stay where they
    are; voids shown in trick play are kept; cards the seat passed stay with their
    receiver. ``view(seat)`` of the result equals ``view(seat)`` of ``self``. What is
    hidden from everyone (a pile's order) is shuffled too; a game that hides nothing
    returns an equal copy. A game played as a series of hands redeals the hand in play.
    Players never call it (they see views); tests and the coach's checks do, and a
    player's own sampler deals the way the state's ``redeal`` does where the two share
    code (:mod:`games.sampling`).

Shuffles and dice come from the ``random.Random`` the state was made with, so a
deal or a game replays exactly from its seed.

Optional, used by the generic conformance test when present:

``all_cards() -> list[Card]``
    Every card in every zone (hands, stock, discards, tricks, piles ...); it
    must always be the full pack, nothing lost, nothing duplicated.
``pack() -> list[Card]``
    The pack itself, when it may hold two equal cards (three-handed Short Hearts
    adds a second seven of clubs): ``all_cards()`` must always equal it as a multiset.

Optional, used by the scenes (:func:`games.ui.resume.legal_form`) when present:

``legal_form(move) -> move or None``
    For rules whose ``apply`` also takes a move written another way than
    ``legal_moves`` lists it (pieces moved in another order, say): the listed move
    that ``move`` stands for, or None. A game is saved as the listed moves' notation.

Optional, used by the match harness (:mod:`games.match`) when present:

``seen_by(seat, move) -> list[event]``
    What ``seat`` may see of ``move``, called just after ``apply(move)``: the
    game's own event records, with whatever that seat may not see left out
    (another seat's draw from the stock, say), and anything the move brought
    to light (the end of a hand, with its result and the cards shown). Without
    it every seat is told ``Moved(mover, move)`` (below): right for a game
    that hides nothing.

Every game's view is a :class:`View`: it names the same things the same way in
every game (``seat``, ``phase``, ``to_move``, ``hand``, ``scores`` and
``legal_moves``) and adds the game's own.

Moves are small frozen dataclasses with ``__str__`` printing the game's own
notation and a ``parse`` classmethod reading it back.

A **player** is any object with ``choose(view, rng) -> move``, the move one of
``view.legal_moves``; ``rng`` is the seat's own ``random.Random``. Optional
hooks, called by the match harness when present: ``start(start)`` before each
game (``start.seat``, ``start.seed``, ``start.seats``, ``start.game``),
``observe(event)`` for everything the seat may see (see ``seen_by``), and
``end(result)`` after each game (``result.points``, ``result.shares``,
``result.view``). Players and solvers are loaded from ``module:attribute``,
with arguments if they take any (see :mod:`games.plugins`).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Protocol, Sequence, runtime_checkable

TERMINAL = -1


class IllegalMove(ValueError):
    """A move the rules do not allow in this position."""


class InvalidNotation(ValueError):
    """Text that is not a move in the game's notation."""


@dataclass(frozen=True)
class Moved:
    """A move as a seat may see it: ``seat`` made ``move`` (or what could be seen of it)."""
    seat: int
    move: Any

    def __str__(self) -> str:
        return f"{self.seat}: {self.move}"


@dataclass(frozen=True, kw_only=True)
class View:
    """What one seat may see, as every game names it; each game's view adds its own fields.

    The fields are keyword-only, so that a game's view keeps its own fields in its own order."""
    seat: int              # whose view it is
    phase: str             # where the game is (each game names its phases)
    to_move: int           # the seat to move, or TERMINAL once over
    hand: tuple            # what the seat holds that others may not see; () in a game where nothing is held
    scores: tuple          # the points so far, by seat, as the game counts them
    legal_moves: Sequence[Any]   # every move the seat may make now; empty when it is not its turn


@runtime_checkable
class GameState(Protocol):
    def current_player(self) -> int: ...
    def legal_moves(self) -> Sequence[Any]: ...
    def apply(self, move: Any) -> None: ...
    def is_terminal(self) -> bool: ...
    def returns(self) -> Sequence[float]: ...
    def view(self, player: int) -> Any: ...
    def clone(self) -> "GameState": ...
    def redeal(self, seat: int, rng: random.Random) -> "GameState": ...


@runtime_checkable
class Player(Protocol):
    def choose(self, view: Any, rng: random.Random) -> Any: ...
