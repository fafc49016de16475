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
from games.paths import asset_path

DEFAULT = "net.json"


class NetworkError(ValueError):
    """A weights file that is missing or of the wrong shape."""


class Network:
    def __init__(self, data: dict) -> None:
        if data.get("inputs") != INPUTS or data.get("outputs") != 5:
            raise NetworkError(f"weights are for {data.get('inputs')} inputs, this program has {INPUTS}")
        self.hidden = int(data["hidden"])
        self.rows = [list(map(float, row)) for row in data["w1"]]   # one row of hidden weights per input
        self.b1 = list(map(float, data["b1"]))
        self.w2 = [list(col) for col in zip(*data["w2"])]            # one row per output
        self.b2 = list(map(float, data["b2"]))
        self.games = int(data.get("games", 0))
        self.cache: dict = {}
        self._arrays = None          # numpy copies of the weights, made on first batch use

    @classmethod
    def load(cls, path: Optional[Path] = None) -> "Network":
        path = path or asset_path("backgammon", DEFAULT)
        try:
            return cls(json.loads(Path(path).read_text()))
        except (OSError, KeyError, TypeError, json.JSONDecodeError) as exc:
            raise NetworkError(f"cannot read weights from {path}: {exc}") from exc

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
        if len(self.cache) > 200000:
            self.cache.clear()
        self.cache[key] = out
        return out

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


def _sigmoid(x: float) -> float:
    if x < -40:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


@lru_cache(maxsize=None)
def default_network() -> Network:
    return Network.load()
