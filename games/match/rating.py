"""Ratings from a league's games: a Bradley-Terry fit, its intervals, and the head-to-head grid.

Every game is read as comparisons between the players at it, two by two: in a game of
two seats, each player's share of the win against the other; in a game of more, for each
two seats held by different players, whoever ended with the more points wins that
comparison (equal points: half each). The model gives player ``i`` a strength ``r_i`` and
says ``i`` takes a comparison against ``j`` with probability ``1 / (1 + 10^((r_j - r_i)/400))``
(the Elo scale: 100 points ahead wins about 64%). The ratings are the most likely ones
given all the comparisons, with one player (the *anchor*) held at 0, found by Newton's
method. A faint prior (each rating drawn from a normal of spread 2000) keeps a player who
won or lost everything at a finite rating without moving the others measurably.

The intervals come from resampling the deals: the comparisons of one deal go together
(they share its cards or dice), deals are drawn with replacement as many times as there
are, and the fit repeated; the 2.5th and 97.5th percentiles of each rating are its 95%
interval. The resampling's stream is fixed by the league's seed, so the intervals, like
everything else, are the same whatever ``--jobs``. The Fisher information (the curvature
of the likelihood at the fit) gives a standard error too, reported beside it; it takes
every comparison as independent, so it is the narrower of the two when deals differ a lot.

numpy is imported where it is used, not with the module: Backgammon's batch module must
be the first to load it (it keeps numpy's products on one thread).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Optional, Sequence

from games.stats import ratio_interval

if TYPE_CHECKING:
    import numpy as np

ELO = 400 / math.log(10)          # Elo points per unit of the logistic scale
PRIOR = 2000 / ELO                # the faint prior's spread, in logistic units
RESAMPLES = 400


@dataclass(frozen=True)
class Comparison:
    """One comparison of two players in a game: ``a`` took ``score`` of it (0, 0.5 or 1)
    and ``margin`` more points than ``b``."""
    deal: int
    a: int
    b: int
    score: float
    margin: float


def comparisons(seat_players: Sequence[int], points: Sequence[float], shares: Sequence[float],
                deal: int) -> list[Comparison]:
    """A finished game's comparisons, each pair of seats once (``a`` the earlier seat).

    >>> [(c.a, c.b, c.score) for c in comparisons([0, 1], [3, -3], [1, 0], 7)]
    [(0, 1, 1.0)]
    >>> [(c.a, c.b, c.score) for c in comparisons([2, 0, 2], [5, 1, 5], [.5, 0, .5], 7)]
    [(2, 0, 1.0), (0, 2, 0.0)]
    """
    out = []
    two = len(seat_players) == 2
    for s, t in ((s, t) for s in range(len(seat_players)) for t in range(s + 1, len(seat_players))):
        a, b = seat_players[s], seat_players[t]
        if a == b:
            continue
        if two:
            score = shares[s] / (shares[s] + shares[t]) if shares[s] + shares[t] else 0.5
        else:
            score = 1.0 if points[s] > points[t] else 0.0 if points[s] < points[t] else 0.5
        out.append(Comparison(deal, a, b, float(score), float(points[s] - points[t])))
    return out


def tables_of(found: Iterable[Comparison], players: int) -> tuple[np.ndarray, np.ndarray, list[int]]:
    """Per deal, the scores ``W[d, i, j]`` of ``i`` against ``j`` and the comparisons
    ``N[d, i, j]``; and the deals, in order."""
    import numpy as np
    found = list(found)
    deals = sorted({c.deal for c in found})
    where = {d: k for k, d in enumerate(deals)}
    wins = np.zeros((len(deals), players, players))
    counts = np.zeros((len(deals), players, players))
    for c in found:
        d = where[c.deal]
        wins[d, c.a, c.b] += c.score
        wins[d, c.b, c.a] += 1 - c.score
        counts[d, c.a, c.b] += 1
        counts[d, c.b, c.a] += 1
    return wins, counts, deals


def fit(wins: np.ndarray, counts: np.ndarray, anchor: int) -> tuple[np.ndarray, np.ndarray]:
    """The most likely ratings (Elo scale) for the scores ``wins[i, j]`` of ``i`` against ``j``
    in ``counts[i, j]`` comparisons, ``anchor``'s held at 0; and their standard errors from the
    Fisher information (``inf`` for a player in no comparison).

    >>> import numpy as np
    >>> r, se = fit(np.array([[0, 300.], [100, 0]]), np.array([[0, 400.], [400, 0]]), 1)
    >>> round(float(r[0]), 1), round(float(r[1]), 1)    # 3 to 1 is 400 * log10(3), 190.85
    (190.8, 0.0)
    """
    import numpy as np
    n = len(wins)
    free = [i for i in range(n) if i != anchor]
    theta = np.zeros(n)
    total = counts.sum(axis=1)
    scored = wins.sum(axis=1)
    hessian = np.eye(len(free)) / PRIOR ** 2
    for _ in range(100):
        p = 1 / (1 + np.exp(theta[None, :] - theta[:, None]))       # p[i, j]: i beats j
        grad = (scored - (counts * p).sum(axis=1))[free] - theta[free] / PRIOR ** 2
        weight = counts * p * (1 - p)
        full = np.diag(weight.sum(axis=1)) - weight
        hessian = full[np.ix_(free, free)] + np.eye(len(free)) / PRIOR ** 2
        step = np.linalg.solve(hessian, grad)
        theta[free] += step
        if np.max(np.abs(step)) < 1e-10:
            break
    errors = np.zeros(n)
    played = total[free] > 0
    variances = np.diag(np.linalg.inv(hessian))
    errors[free] = np.where(played, np.sqrt(variances), np.inf)
    return theta * ELO, errors * ELO


def bootstrap(wins: np.ndarray, counts: np.ndarray, anchor: int, seed: int,
              resamples: int = RESAMPLES) -> np.ndarray:
    """Each player's 95% interval (rows: low, high) over ``resamples`` resamplings of the
    deals (the first axis of ``wins`` and ``counts``)."""
    import numpy as np
    deals = len(wins)
    rng = np.random.default_rng(seed)
    draws = np.empty((resamples, wins.shape[1]))
    for k in range(resamples):
        pick = np.bincount(rng.integers(0, deals, deals), minlength=deals).astype(float)
        draws[k] = fit(np.tensordot(pick, wins, 1), np.tensordot(pick, counts, 1), anchor)[0]
    return np.percentile(draws, [2.5, 97.5], axis=0)


@dataclass(frozen=True)
class Ratings:
    anchor: int
    ratings: list[float]
    low: list[float]
    high: list[float]
    fisher: list[float]            # standard errors from the Fisher information
    scores: list[float]            # each player's share of its comparisons
    compared: list[int]            # its comparisons


def rate(found: Sequence[Comparison], players: int, anchor: int, seed: int,
         resamples: int = RESAMPLES) -> Ratings:
    wins, counts, _ = tables_of(found, players)
    w, c = wins.sum(axis=0), counts.sum(axis=0)
    ratings, errors = fit(w, c, anchor)
    if len(wins) > 1:
        low, high = bootstrap(wins, counts, anchor, seed, resamples)
    else:                          # one deal: nothing to resample
        low, high = ratings - 1.96 * errors, ratings + 1.96 * errors
    shares = [float(w[i].sum() / c[i].sum()) if c[i].sum() else 0.0 for i in range(players)]
    return Ratings(anchor, [float(x) for x in ratings], [float(x) for x in low], [float(x) for x in high],
                   [float(x) for x in errors], shares, [int(c[i].sum()) for i in range(players)])


@dataclass(frozen=True)
class HeadToHead:
    """Player ``a`` against ``b``: its share of their comparisons and its mean point margin,
    each with a 95% interval over the deals."""
    a: int
    b: int
    compared: int
    score: tuple[float, float, float]
    margin: tuple[float, float, float]


def head_to_head(found: Sequence[Comparison], players: int) -> dict[tuple[int, int], HeadToHead]:
    """Every ordered pair that met."""
    per: dict[tuple[int, int], dict[int, list[float]]] = {}
    for c in found:
        for a, b, score, margin in ((c.a, c.b, c.score, c.margin), (c.b, c.a, 1 - c.score, -c.margin)):
            sums = per.setdefault((a, b), {}).setdefault(c.deal, [0.0, 0.0, 0.0])
            sums[0] += score
            sums[1] += margin
            sums[2] += 1
    out = {}
    for (a, b), deals in per.items():
        rows = list(deals.values())
        n = [r[2] for r in rows]
        rate, low, high = ratio_interval([r[0] for r in rows], n)
        out[(a, b)] = HeadToHead(a, b, int(sum(n)), (rate, max(0.0, low), min(1.0, high)),
                                 ratio_interval([r[1] for r in rows], n))
    return out


def anchor_of(names: Sequence[str], preferred: Sequence[str] = ("random", "simple")) -> Optional[int]:
    """The player held at 0: ``random`` if it plays, else ``simple``, else the first given.

    >>> anchor_of(["computer", "simple", "random"]), anchor_of(["a", "b"])
    (2, 0)
    """
    for name in preferred:
        if name in names:
            return list(names).index(name)
    return 0 if names else None
