"""Adding finished games up by player, and the match's one JSON shape.

The shape (``docs/match.schema.json`` is its schema; docs/players.md describes it)::

    {"game": "gin", "seed": 1, "games": 200, "jobs": 1, "seats": 2, "options": {...},
     "players": [{"name": "computer", "spec": "computer", "wins": 132.5, "win_rate": 0.6625,
                  "win_interval": [0.59, 0.72], "points_per_game": 77.0,
                  "points_interval": [62.7, 91.3], "margin": 31.5, "margin_interval": [4.2, 58.8],
                  "deals": 100, "figures": {"gins": 55, ...}}, ...]}

``margin`` is a player's points less the mean of the others' at its table, a game, with
its 95% interval over the deals (the games of one deal, which share its cards, averaged
together first): at two seats, its points less its opponent's; at more, the figure the
rule for changing a computer reads (docs/engines/README.md).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Optional, Sequence

from games.match.play import Entrant, GameRecord
from games.stats import mean_interval, ratio_interval, wilson_interval


@dataclass
class Tally:
    """One player's games so far."""
    wins: float = 0.0
    points: list[float] = field(default_factory=list)
    figures: dict[str, float] = field(default_factory=dict)
    margins: dict[int, list[float]] = field(default_factory=dict)     # by the deal's seed

    def add(self, record: GameRecord, seat: int) -> None:
        self.wins += record.shares[seat]
        self.points.append(record.points[seat])
        others = [p for s, p in enumerate(record.points) if s != seat]
        self.margins.setdefault(record.seed, []).append(record.points[seat] - sum(others) / len(others))
        for key, value in record.figures[seat].items():
            self.figures[key] = self.figures.get(key, 0) + value


def tally(records: Iterable[GameRecord], players: int) -> list[Tally]:
    """Per player (in the order given), the records added in game order."""
    tallies = [Tally() for _ in range(players)]
    for record in sorted(records, key=lambda r: r.number):
        for seat, player in enumerate(record.seating):
            tallies[player].add(record, seat)
    return tallies


def figure_shares(records: Iterable[GameRecord], players: int, key: str) -> list[tuple[float, float, float]]:
    """Per player, its share of the figure ``key`` summed over all the seats, with a 95%
    interval over the deals (a deal's rotations are summed together: they share the cards)."""
    by_deal: dict[int, list[float]] = {}
    for record in records:
        sums = by_deal.setdefault(record.seed, [0.0] * (players + 1))
        for seat, player in enumerate(record.seating):
            value = float(record.figures[seat].get(key, 0))
            sums[player] += value
            sums[players] += value
    deals = list(by_deal.values())
    return [ratio_interval([d[p] for d in deals], [d[players] for d in deals]) for p in range(players)]


def summary(game: str, seed: int, games: int, jobs: int, entrants: Sequence[Entrant],
            tallies: Sequence[Tally], options: Mapping[str, Any],
            shares: Optional[Sequence[tuple[float, float, float]]] = None, share_of: str = "") -> dict:
    """The match report as one JSON-ready object (with each player's ``share`` of the figure
    ``share_of`` and its ``share_interval`` when ``shares`` are given)."""
    players = []
    for i, (entrant, t) in enumerate(zip(entrants, tallies)):
        n = len(t.points)
        mean, low, high = mean_interval(t.points)
        wl, wh = wilson_interval(t.wins, n)
        margin, margin_low, margin_high = mean_interval([sum(m) / len(m) for m in t.margins.values()])
        players.append({
            "name": entrant.name, "spec": entrant.spec, "wins": t.wins,
            "win_rate": t.wins / n if n else 0.0, "win_interval": [wl, wh],
            "points_per_game": mean, "points_interval": [low, high], "margin": margin,
            "margin_interval": [margin_low, margin_high], "deals": len(t.margins), "figures": dict(t.figures)})
        if shares is not None:
            share, share_low, share_high = shares[i]
            players[-1].update({"share_of": share_of, "share": share, "share_interval": [share_low, share_high]})
    return {"game": game, "seed": seed, "games": games, "jobs": jobs, "seats": len(entrants),
            "options": dict(options), "players": players}
