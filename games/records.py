"""The record of every game finished: one history, and what it adds up to per game.

Each game played to its end in the cabinet adds one line to ``history.jsonl`` in the
configuration folder (:mod:`games.store`): the game, the date, the seed it was dealt
from (Accordion: the deal number), the players seat by seat (you first), the result
(``won``, ``lost`` or ``drawn``; Accordion ``won`` when the deal came out in one pile),
each seat's result (``results``, so that every person at a shared keyboard has theirs)
and the score: each seat's points, you first, the numbers of the game's own final
score line (totals, penalty points taken, dirhams; ``null`` for a seat out of the
game), with a game's own extras (Accordion's ``piles``, Backgammon's ``points`` and
how they were won), and the coach's figure for the game when the scene has one
(``cost``: Backgammon's error rate, the points a card game's player gave away; what
it is called is the descriptor's ``RecordInfo.cost``). :func:`summary` adds a game's lines up for the records screen and
``main.py records``, as the game's descriptor says (its :class:`~games.registry.RecordInfo`:
its points added up, or figures of its own).

Lines written before ``results`` was kept hold the result values (1, -1, shares)
where the points belong, except in a game whose lines kept its points from the first
(``RecordInfo.always_points``: Accordion, Backgammon): :func:`keeps_points` tells
them apart, and their scores are not added up.

>>> from games.piquet import GAME as piquet
>>> summary(piquet, [{"game": "piquet", "result": "won", "score": [120, 80]},
...                  {"game": "piquet", "result": "won", "score": [140, 60]},
...                  {"game": "piquet", "result": "lost", "score": [30, 100]}])["streak"]
{'current': 1, 'kind': 'lost', 'best': 2}
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time
from typing import Any, Iterable, Optional, Sequence

from games import store
from games.argtypes import Parser

HISTORY = "history.jsonl"
FORMAT = 1


# -- writing ------------------------------------------------------------------------------
def from_returns(returns: Sequence[float], scores: Optional[Sequence[Any]] = None) -> dict[str, Any]:
    """Each seat's result from the rules' returns (won when its return is the best
    alone, drawn when shared, else lost), yours as ``result``, and the score: ``scores``
    (the points of the game's score line), else the returns themselves.

    >>> from_returns([2.0, -2.0])
    {'result': 'won', 'results': ['won', 'lost'], 'score': [2, -2]}
    >>> from_returns([-6.0, -6.0, -9.0], [6, 6, 9])
    {'result': 'drawn', 'results': ['drawn', 'drawn', 'lost'], 'score': [6, 6, 9]}
    """
    best = max(returns)
    sharing = list(returns).count(best)
    results = ["lost" if r < best else "won" if sharing == 1 else "drawn" for r in returns]
    shown = scores if scores is not None else returns
    return {"result": results[0], "results": results, "score": [_number(v) for v in shown]}


def _number(value: Any) -> Any:
    return int(value) if isinstance(value, float) and value.is_integer() else value


def finished(scene, state) -> bool:
    """Add the game just finished in ``scene`` to the history; False when it cannot be kept."""
    setup = getattr(state, "setup", None)          # the state's own record: its seed
    return add({"game": scene.game_name, "seed": setup.seed if setup is not None else scene.seed,
                "players": scene.players(), **scene.result_record(state)})


def add(record: dict[str, Any]) -> bool:
    line = {"date": time.strftime("%Y-%m-%d %H:%M:%S"), **record}
    return store.append_line(HISTORY, FORMAT, line, check=checked)


def history(game: Optional[str] = None) -> list[dict[str, Any]]:
    """The history, oldest first (one game's lines when ``game`` is named). Every line
    is :func:`checked`: a line that is no game's record, or a value that is not what the
    program writes, is damage (the history is set aside and its good part written back)."""
    lines = store.read_lines(HISTORY, FORMAT, check=checked)
    return [r for r in lines if game is None or r.get("game") == game]


# -- reading: what each value of a line must be before it is used --------------------------------
LIMIT = 10**9                         # beyond any game's score or deal number
# Beyond any game's coach's figure: Backgammon's error rate is at most a few thousand
# (thousandths of a point a decision), a card game's points given away far fewer.
COST_LIMIT = 10**6


def _text(most: int):
    return lambda v: isinstance(v, str) and 0 < len(v) <= most and v.isprintable()


def _whole(least: float, most: float):
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and least <= v <= most


def _figure(v: Any) -> bool:
    return (isinstance(v, int) and not isinstance(v, bool) and abs(v) <= LIMIT
            or isinstance(v, float) and math.isfinite(v) and abs(v) <= LIMIT)


def _list(of, most: int = 8):
    return lambda v: isinstance(v, list) and 0 < len(v) <= most and all(of(x) for x in v)


def cost_ok(v: Any) -> bool:
    """Whether ``v`` is a coach's figure for a game as the program writes it: a number,
    finite, not negative, and within :data:`COST_LIMIT`."""
    return (isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
            and 0 <= v <= COST_LIMIT)


def costs(lines: Iterable[dict[str, Any]]) -> list[float]:
    """The coach's figures of the games in ``lines`` that kept one, oldest first."""
    return [line["cost"] for line in lines if cost_ok(line.get("cost"))]


RESULTS = ("won", "lost", "drawn")
FIELDS = {
    "game": _text(40),
    "result": lambda v: isinstance(v, str) and v in RESULTS,
    "date": _text(40),
    "seed": _whole(-math.inf, math.inf),      # any --seed the command line takes
    "players": _list(_text(200)),
    "score": _list(lambda v: v is None or _figure(v)),   # None: a Marrakech seat gone out
    "results": _list(lambda v: isinstance(v, str) and v in RESULTS),
    "deal": _whole(0, LIMIT * 1000),
    "piles": _whole(1, 52),
    "kind": _text(20),
    "points": _figure,
    "cost": cost_ok,
}
REQUIRED = ("game", "result")         # without them a line is no game's record


def checked(line: dict[str, Any]) -> Optional[dict[str, Any]]:
    """``line`` with the values the program would not have written left out, or None
    when it is no game's record. Names it does not know are kept as they are (a later
    version's), and never used here.

    >>> checked({"game": "accordion", "result": "won", "deal": "17", "piles": 1})
    {'game': 'accordion', 'result': 'won', 'piles': 1}
    >>> checked({"game": "gin", "result": "maybe"}) is None
    True
    """
    kept = {k: v for k, v in line.items() if k not in FIELDS or FIELDS[k](v)}
    return kept if all(k in kept for k in REQUIRED) else None


# -- adding up ------------------------------------------------------------------------------
def keeps_points(line: dict[str, Any], always: bool = False) -> bool:
    """Whether the line's score is the game's points: not so in a line written before
    each seat's result was kept, which kept the result values (1, -1) in their place,
    unless the game's lines kept its points from the first (``always``).

    >>> keeps_points({"game": "marrakesh", "result": "lost", "score": [-1, 1]})
    False
    >>> keeps_points({"game": "marrakesh", "result": "lost", "results": ["lost", "won"], "score": [18, 131]})
    True
    """
    return always or "results" in line


def summary(info, lines: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """What the records screen shows of the game ``info`` (a :class:`~games.registry.GameInfo`):
    counts, streaks, and its points added up (the fewest best where they are penalties
    taken), or figures of its own (``info.record.figures``)."""
    game, record = info.name, info.record
    lines = [r for r in lines if r.get("game") == game]
    results = [r.get("result") for r in lines]
    out: dict[str, Any] = {"game": game, "played": len(lines),
                           "won": results.count("won"), "lost": results.count("lost"),
                           "drawn": results.count("drawn"), "streak": _streaks(results)}
    if lines:
        out["last"] = lines[-1].get("date")
    if record.figures is not None:
        out.update(record.figures(lines))
    else:
        scored = [r for r in lines if keeps_points(r, record.always_points)]
        out["points"] = sum(_first(r.get("score")) for r in scored)
        out["lowest_wins"] = info.lowest_wins
        out["without_points"] = len(lines) - len(scored)
    return out


def _first(score: Any) -> float:
    if isinstance(score, list) and score and isinstance(score[0], (int, float)):
        return score[0]
    return 0


def _streaks(results: list[Any]) -> dict[str, Any]:
    """The streak going on (``kind`` won or lost; a draw ends it) and the longest won."""
    best = run = 0
    for result in results:
        run = run + 1 if result == "won" else 0
        best = max(best, run)
    current, kind = 0, None
    for result in reversed(results):
        if kind is None and result in ("won", "lost"):
            kind = result
        if result != kind:
            break
        current += 1
    return {"current": current, "kind": kind, "best": best}


# -- main.py records [GAME] [--json] ----------------------------------------------------------
def main(argv: Sequence[str], games) -> int:
    from games.registry import find_game

    parser = Parser(prog="main.py records",
                                     description="The record of the games finished in the cabinet.")
    parser.add_argument("game", nargs="?", metavar="GAME", help="one game: " + ", ".join(g.name for g in games))
    parser.add_argument("--json", action="store_true", help="print the figures as JSON (see docs/files.md)")
    options = parser.parse_args(list(argv))
    chosen = list(games)
    if options.game is not None:
        info = find_game(options.game, games)
        if info is None:
            parser.error(f"no game called {options.game!r} (the games: {', '.join(g.name for g in games)})")
        chosen = [info]
    lines = history()
    summaries = [dict(summary(info, lines), title=info.title) for info in chosen]
    where = store.location(HISTORY)
    if options.json:
        figures = {"format": FORMAT, "history": None if where is None else str(where), "games": summaries}
        print(json.dumps(store.strict(figures), indent=2, allow_nan=False))
        return 0
    print(f"Records ({where if where is not None else 'none kept'})")
    for info, figures in zip(chosen, summaries):
        if figures["played"] or options.game is not None:
            print()
            print("\n".join(describe(info, figures)))
    if not any(s["played"] for s in summaries) and options.game is None:
        print("No game finished yet.")
    return 0


def describe(info, figures: dict[str, Any]) -> list[str]:
    """The lines the records screen and ``main.py records`` show of the figures of the
    game ``info`` (its title first)."""
    record = info.record
    lines = [info.title, f"  {record.noun} played {figures['played']}, {record.won} {figures['won']}"
             + (f", drawn {figures['drawn']}" if figures["drawn"] else "")]
    streak = figures["streak"]
    if streak["kind"] is not None:
        lines.append(f"  Winning streak {streak['current']} (best {streak['best']})" if streak["kind"] == "won"
                     else f"  Losing streak {streak['current']} (best winning {streak['best']})")
    if record.said is not None:
        lines += record.said(figures)
    elif figures["played"]:
        if figures["played"] > figures["without_points"]:
            lines.append(f"  Penalty points: {figures['points']:g} (lower is better)" if figures["lowest_wins"]
                         else f"  Your points: {figures['points']:g}")
        if figures["without_points"]:
            lines.append(f"  {figures['without_points']} older game{'s' if figures['without_points'] != 1 else ''}"
                         " kept no points")
    return lines


if __name__ == "__main__":        # pragma: no cover
    from games.registry import all_games
    sys.exit(main(sys.argv[1:], all_games()))
