"""A league's report: one JSON-ready object, and the text the command prints from it.

The shape::

    {"game": "gin", "seed": 0, "games": 400, "deals": 200, "seats": 2, "jobs": 2,
     "seconds": 812.4, "options": {...}, "tables": [["computer", "simple"], ...],
     "seatings": 2, "seating_rule": "rotated", "cycle": 1, "anchor": "random", "scale": "Elo",
     "players": [{"name": "computer", "spec": "computer", "rating": 212.0,
                  "interval": [180.1, 245.3], "fisher_error": 15.2, "score": 0.71,
                  "comparisons": 800, "games": 800}, ...],
     "head_to_head": [{"player": "computer", "against": "simple", "comparisons": 400,
                       "win_rate": 0.62, "win_interval": [0.58, 0.66],
                       "margin": 31.5, "margin_interval": [22.0, 41.0]}, ...]}

``seatings`` is the games a deal, ``seating_rule`` how each deal was seated at a table
(:mod:`games.match.schedule`) and ``cycle`` the deals it takes to play every seating.
``seconds`` is the time the games took, the one figure that changes with ``--jobs``
(with ``jobs``).
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from games.match.play import GameRecord
from games.match.rating import anchor_of, comparisons, head_to_head, rate
from games.match.schedule import Schedule


def league_json(game: Any, seed: int, schedule: Schedule, names: Sequence[str], specs: Sequence[str],
                records: Sequence[GameRecord], jobs: int, seconds: float,
                options: Mapping[str, Any]) -> dict:
    records = sorted(records, key=lambda r: r.number)
    found = [c for r in records for c in comparisons(r.seating, r.points, r.shares, r.seed)]
    anchor = anchor_of(names)
    ratings = rate(found, len(names), anchor, seed)
    games = [sum(1 for r in records if i in r.seating) for i in range(len(names))]
    players = [{"name": names[i], "spec": specs[i], "rating": ratings.ratings[i],
                "interval": [ratings.low[i], ratings.high[i]], "fisher_error": ratings.fisher[i],
                "score": ratings.scores[i], "comparisons": ratings.compared[i], "games": games[i]}
               for i in range(len(names))]
    grid = head_to_head(found, len(names))
    pairs = [{"player": names[a], "against": names[b], "comparisons": h.compared,
              "win_rate": h.score[0], "win_interval": [h.score[1], h.score[2]],
              "margin": h.margin[0], "margin_interval": [h.margin[1], h.margin[2]]}
             for (a, b), h in sorted(grid.items())]
    return {"game": game.name, "seed": seed, "games": len(records),
            "deals": len({r.seed for r in records}), "seats": schedule.seats, "jobs": jobs,
            "seconds": round(seconds, 1), "options": dict(options),
            "tables": [[names[e] for e in t] for t in schedule.tables],
            "seatings": schedule.per_deal, "seating_rule": schedule.rule, "cycle": schedule.cycle,
            "anchor": names[anchor], "scale": "Elo",
            "players": players, "head_to_head": pairs}


def how_seated(report: dict) -> str:
    tables, seats = report["tables"], report["seats"]
    if seats == 2:
        return "every pair played the same deals both ways"
    filled = any(len(set(t)) < len(t) for t in tables)
    said = "; ".join(" ".join(t) for t in tables)
    cycle = report.get("cycle", 1)
    how = ("in every seating of each table" if report.get("seating_rule", "every") == "every" else
           "at each table in every rotation of one order round it, the order changing from deal to deal"
           + (f" (every seating once in {cycle} deals)" if cycle > 1 else ""))
    return (f"tables of {seats}" + (" (fewer players than seats: each table has every player once and "
                                    "copies of them in the seats left, in every way)" if filled else "")
            + f": {said}; each deal played {how}; {report['seatings']} games a deal")


def league_table(report: dict, what: str = "games") -> str:
    players = sorted(report["players"], key=lambda p: -p["rating"])
    deals = report["deals"]
    lines = [f"{report['game']} league: {len(players)} players, {report['games']} {what} on "
             f"{deals} deal{'s' if deals != 1 else ''} (seed {report['seed']}), {report['seconds']:.0f} s "
             f"with {report['jobs']} job{'s' if report['jobs'] != 1 else ''}",
             how_seated(report),
             f"ratings on the Elo scale, {report['anchor']} = 0 (Bradley-Terry, the most likely over all "
             "games; 95% intervals " + ("from resampling the deals)" if deals > 1 else
                                         "from the Fisher information: one deal, none to resample)")]
    headings = ["player", "rating", "95% interval", "score", "games"]
    rows = [[p["name"], f"{p['rating']:+.0f}", f"{p['interval'][0]:+.0f} to {p['interval'][1]:+.0f}",
             f"{100 * p['score']:.1f}%", str(p["games"])] for p in players]
    lines += _columns(headings, rows)
    for p in players:
        if p["comparisons"] and p["score"] in (0.0, 1.0):
            lines.append(f"({p['name']} {'won' if p['score'] else 'lost'} every comparison: how far it stands "
                         "from the others is held finite only by the fit's faint prior"
                         + (", so read the others' distances from each other, not from 0)"
                            if p["name"] == report["anchor"] else ")"))
    order = [p["name"] for p in players]
    pairs = {(h["player"], h["against"]): h for h in report["head_to_head"]}
    for title, cell in (("win rate of the row against the column", lambda h: f"{100 * h['win_rate']:.1f}%"),
                        ("mean point margin of the row over the column", lambda h: f"{h['margin']:+.1f}")):
        lines.append(title)
        rows = [[a] + [cell(pairs[a, b]) if (a, b) in pairs else "-" for b in order] for a in order]
        lines += _columns([""] + order, rows)
    if len(pairs) <= 30:
        lines.append("head to head, 95% intervals over the deals")
        for a in order:
            for b in order:
                h = pairs.get((a, b))
                if h is None or order.index(a) > order.index(b):
                    continue
                lines.append(f"  {a} v {b}: {100 * h['win_rate']:.1f}% ({100 * h['win_interval'][0]:.1f}-"
                             f"{100 * h['win_interval'][1]:.1f}%), margin {h['margin']:+.2f} "
                             f"({h['margin_interval'][0]:+.2f} to {h['margin_interval'][1]:+.2f}) "
                             f"over {h['comparisons']}")
    return "\n".join(lines)


def _columns(headings: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in list(rows) + [headings]) for i in range(len(headings))]
    return [row[0].ljust(widths[0]) + "".join("  " + c.rjust(w) for c, w in zip(row[1:], widths[1:]))
            for row in [headings, *rows]]
