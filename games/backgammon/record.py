"""Backgammon in the records (:mod:`games.records`): the running total of the points won
and lost, and the gammons won, read from the history lines alone."""
from __future__ import annotations

from typing import Any


def figures(lines: list[dict[str, Any]]) -> dict[str, Any]:
    """Your points over every game (the score's first number), and the games you won
    with a gammon or a backgammon.

    >>> figures([{"result": "won", "score": [2, -2], "kind": "gammon"}, {"result": "lost", "score": [-1, 1]}])
    {'running_total': 1, 'gammons': 1}
    """
    return {"running_total": sum(_yours(r.get("score")) for r in lines),
            "gammons": sum(1 for r in lines if r.get("kind") in ("gammon", "backgammon")
                           and r.get("result") == "won")}


def said(figures: dict[str, Any]) -> list[str]:
    return [f"  Running total: you {figures['running_total']:+g}", f"  Gammons won: {figures['gammons']}"]


def _yours(score: Any) -> float:
    if isinstance(score, list) and score and isinstance(score[0], (int, float)):
        return score[0]
    return 0
