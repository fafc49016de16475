"""Marrakesh in a match (``main.py match marrakesh``, :mod:`games.match`): whole games.

Games go in pairs on the same seed with the seats swapped: the same dice and the
same pack, shuffled the same way, with the players in the other seats. A game's
points are its margin (its total less the other's); its winner is decided by the
totals and then the rules' tie-breaks (rounds scored in, the best round).
"""
from __future__ import annotations

from games.marrakesh.game import MarrakeshState
from games.marrakesh.rules import Settings
from games.marrakesh.scoring import FEZ, GAME_PATTERNS, GAMMON_PATTERNS, is_backgammon, is_gammon
from games.registry import Setup

PATTERNS = {name for name, _ in list(GAME_PATTERNS.values()) + list(GAMMON_PATTERNS.values())}
FEZES = {name for name, _ in FEZ.values()}


def new_game(setup: Setup) -> MarrakeshState:
    options = setup.options
    return MarrakeshState.new(setup.rng(), Settings(rounds=getattr(options, "rounds", None) or 12,
                                                    purple=bool(getattr(options, "purple", False))))


def points(state: MarrakeshState) -> list[float]:
    a, b = state.totals
    return [float(a - b), float(b - a)]


def shares(state: MarrakeshState) -> list[float]:
    winner = state.winning_seat()
    return [0.5, 0.5] if winner is None else [1.0 if s == winner else 0.0 for s in (0, 1)]


def figures(state: MarrakeshState) -> list[dict[str, int]]:
    """Per seat: the game's score, and rounds in which it bore off all six, by a gammon
    or backgammon, in a named pattern, with a Fez, and rounds of 30 (a Marrakesh)."""
    out = []
    for seat in (0, 1):
        names = [[name for name, _ in r.items[seat]] for r in state.history]
        out.append({
            "score": state.totals[seat],
            "all_off": sum(1 for r in state.history if sum(k for k in r.ovals[seat] if k) == 6),
            "gammons": sum(1 for r in state.history
                           if is_gammon(r.ovals[seat]) and not is_backgammon(r.ovals[seat])),
            "backgammons": sum(1 for r in state.history if is_backgammon(r.ovals[seat])),
            "patterns": sum(1 for n in names if PATTERNS & set(n)),
            "fez": sum(1 for n in names if FEZES & set(n)),
            "marrakesh": sum(1 for r in state.history if r.scores[seat] == 30)})
    return out

