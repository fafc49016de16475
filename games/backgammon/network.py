"""The trained evaluator, read from ``assets/backgammon/net.json``: one position at a time in
plain Python, or many at once with numpy for the deep search (:meth:`Network.equities`).

One hidden layer of sigmoids over the inputs of :mod:`games.backgammon.features`;
five sigmoid outputs for the side on roll: win, win a gammon, win a backgammon,
lose a gammon, lose a backgammon (gammon outputs include backgammons). The
weights are trained by ``tools/train_backgammon.py``.
"""
from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path
from typing import Optional, Sequence

from games.backgammon.features import INPUTS, sparse_inputs
from games.backgammon.search import equity
from games.memo import Memo
from games.paths import AssetError, asset_path, read_asset

DEFAULT = "net.json"
OUTPUTS = 5
REMEDY = "restore it from the program's files (tools/train_backgammon.py trains a new one)"
CACHE_BOUND = 10_000   # positions whose outputs are remembered (see games.memo): a few MB


class NetworkError(ValueError):
    """Weights of the wrong shape."""


class Network:
    def __init__(self, data: dict) -> None:
        if not isinstance(data, dict) or data.get("inputs") != INPUTS or data.get("outputs") != OUTPUTS:
            inputs = data.get("inputs") if isinstance(data, dict) else None
            raise NetworkError(f"weights are for {inputs} inputs, this program has {INPUTS}")
        self.hidden = int(data["hidden"])
        self.rows = _matrix(data["w1"], INPUTS, self.hidden, "w1")   # one row of hidden weights per input
        self.b1 = _matrix([data["b1"]], 1, self.hidden, "b1")[0]
        self.w2 = [list(col) for col in zip(*_matrix(data["w2"], self.hidden, OUTPUTS, "w2"))]  # a row per output
        self.b2 = _matrix([data["b2"]], 1, OUTPUTS, "b2")[0]
        self.games = int(data.get("games", 0))
        self.cache = Memo(CACHE_BOUND)   # (me, opp) -> outputs
        self._arrays = None          # numpy copies of the weights, made on first batch use

    @classmethod
    def load(cls, path: Optional[Path] = None) -> "Network":
        """The weights in ``path`` (the shipped ones by default); :class:`AssetError` if the
        file is missing or is not a network this program can use."""
        path = path or asset_path("backgammon", DEFAULT)
        text = read_asset(path, REMEDY)
        try:
            return cls(json.loads(text))
        except (ValueError, KeyError, TypeError) as exc:   # bad JSON, or numbers of the wrong shape
            raise AssetError(path, f"is damaged ({exc})", REMEDY) from None

    def outputs(self, me: Sequence[int], opp: Sequence[int]) -> tuple[float, ...]:
        """(win, win gammon, win backgammon, lose gammon, lose backgammon) for ``me`` on roll."""
        key = (tuple(me), tuple(opp))
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        pre = self.b1
        rows = self.rows
        for i, v in sparse_inputs(key[0], key[1]):
            row = rows[i]
            if v == 1.0:
                pre = [a + b for a, b in zip(pre, row)]
            else:
                pre = [a + v * b for a, b in zip(pre, row)]
        hidden = [_sigmoid(x) for x in pre]
        out = tuple(_sigmoid(b + sum(w * h for w, h in zip(col, hidden)))
                    for col, b in zip(self.w2, self.b2))
        return self.cache.keep(key, out)

    def equities(self, mes: Sequence[Sequence[int]], opps: Sequence[Sequence[int]]) -> Sequence[float]:
        """Cubeless equities of many positions at once (numpy), each for its ``me`` on roll:
        the deep search's evaluator. Agrees with :meth:`equity` to rounding."""
        from games.backgammon import batch
        if self._arrays is None:
            self._arrays = batch.arrays(self.rows, self.b1, [list(c) for c in zip(*self.w2)], self.b2)
        return batch.equities(self._arrays, mes, opps)

    def equity(self, me: Sequence[int], opp: Sequence[int]) -> float:
        """Cubeless equity (points per unit stake) for ``me`` on roll."""
        return equity(self.outputs(me, opp))


def _matrix(rows, count: int, width: int, name: str) -> list[list[float]]:
    """``count`` rows of ``width`` finite numbers, or :class:`NetworkError`."""
    if not isinstance(rows, list) or len(rows) != count:
        raise NetworkError(f"{name} should have {count} rows")
    out = []
    for row in rows:
        if not isinstance(row, list) or len(row) != width:
            raise NetworkError(f"each row of {name} should have {width} numbers")
        numbers = [float(x) for x in row]
        if not all(math.isfinite(x) for x in numbers):
            raise NetworkError(f"{name} holds a number that is not finite")
        out.append(numbers)
    return out


def _sigmoid(x: float) -> float:
    if x < -40:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def default_network() -> Network:
    """The shipped network, read once (from wherever ``asset_path`` points at the time)."""
    return _network_at(str(asset_path("backgammon", DEFAULT)))


@lru_cache(maxsize=2)
def _network_at(path: str) -> Network:
    return Network.load(Path(path))
