"""Small statistics for benches and matches: intervals, percentiles, a progress bar."""
from __future__ import annotations

import math
import sys
from typing import Sequence, TextIO

Z95 = 1.959963984540054


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """95% interval for a proportion (Wilson score). Half-wins (draws) may be counted as 0.5."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """Mean with a normal-approximation 95% interval: (mean, low, high)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, mean, mean
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return mean, mean - half, mean + half


def ratio_interval(numerators: Sequence[float], denominators: Sequence[float],
                   z: float = Z95) -> tuple[float, float, float]:
    """A ratio of sums (one player's share of all the points) with a 95% interval over the
    units the pairs come from (deals), by the delta method: (ratio, low, high).

    >>> ratio_interval([1, 2, 3], [4, 8, 12])
    (0.25, 0.25, 0.25)
    """
    n = len(numerators)
    total = sum(denominators)
    if n == 0 or total == 0:
        return 0.0, 0.0, 0.0
    ratio = sum(numerators) / total
    if n == 1:
        return ratio, ratio, ratio
    residuals = [a - ratio * b for a, b in zip(numerators, denominators)]
    var = sum(r * r for r in residuals) / (n - 1) / n / (total / n) ** 2
    half = z * math.sqrt(var)
    return ratio, ratio - half, ratio + half


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation; 0 for no values."""
    if not values:
        return 0.0
    xs = sorted(values)
    k = (len(xs) - 1) * q / 100
    lo, hi = math.floor(k), math.ceil(k)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def median(values: Sequence[float]) -> float:
    return percentile(values, 50)


class Progress:
    """A one-line progress bar on stderr, shown only on long runs and real terminals."""

    def __init__(self, total: int, label: str = "", stream: TextIO | None = None,
                 enabled: bool = True) -> None:
        self.total, self.label, self.done = total, label, 0
        self.stream = stream or sys.stderr
        self.enabled = enabled and total >= 20 and getattr(self.stream, "isatty", lambda: False)()

    def step(self, n: int = 1) -> None:
        self.done += n
        if not self.enabled:
            return
        width = 30
        filled = width * self.done // max(1, self.total)
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] "
                          f"{self.done}/{self.total}")
        if self.done >= self.total:
            self.stream.write("\n")
        self.stream.flush()
