"""Accordion in the records (:mod:`games.records`): deals solved, the fewest piles, and
which deals came out, read from the history lines (``piles`` and ``deal``) alone."""
from __future__ import annotations

from typing import Any


def figures(lines: list[dict[str, Any]]) -> dict[str, Any]:
    """The fewest piles left, and the deals brought down to one pile.

    >>> figures([{"deal": 5, "piles": 3}, {"deal": 9, "piles": 1}, {"deal": 2, "piles": 1}])
    {'best_piles': 1, 'solved_deals': [2, 9]}
    """
    piles = [r["piles"] for r in lines if isinstance(r.get("piles"), int)]
    return {"best_piles": min(piles) if piles else None,
            "solved_deals": sorted({r["deal"] for r in lines if r.get("piles") == 1 and "deal" in r})}


def said(figures: dict[str, Any]) -> list[str]:
    best = figures["best_piles"]
    solved = figures["solved_deals"]
    return [f"  Best: {best} pile{'s' if best != 1 else ''}" if best is not None else "  Best: none yet",
            "  Solved deals: " + (", ".join(map(str, solved)) if solved else "none yet")]


def line(record: dict[str, Any]) -> str:
    """One deal played, for the records screen's list (after its date).

    >>> line({"deal": 7, "piles": 1})
    'deal 7: 1 pile'
    """
    piles = record.get("piles")
    return f"deal {record.get('deal', '?')}: {piles} pile{'s' if piles != 1 else ''}"
