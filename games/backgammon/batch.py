"""The network's inputs for many positions at once, with numpy.

The same numbers as :func:`games.backgammon.features.sparse_inputs`, laid out
densely, one row per position. The deep search judges hundreds of positions at
a time, and the trainer thousands; row by row in plain Python that would be
hundreds of times slower. ``tests/backgammon/test_batch.py`` checks the two
encodings agree.
"""
from __future__ import annotations

from games.arrays import np  # one thread for its matrix products (games/arrays.py)

from games.backgammon.features import CONTACT, DIRECT_SHOTS, EXTRA, FEATURES, INPUTS, SIDE
from games.backgammon.search import equity


# RAW[c]: the four inputs of a point holding c pieces (at least 1, 2, 3; those beyond three, halved)
RAW = np.array([[c >= 1, c >= 2, c >= 3, max(c - 3, 0) / 2.0] for c in range(16)])
PIP_WEIGHTS = np.arange(1, 26)


def encode(mes: np.ndarray, opps: np.ndarray) -> np.ndarray:
    """(n, 25) boards of the side on roll and of the other side -> (n, INPUTS)."""
    n = mes.shape[0]
    x = np.zeros((n, INPUTS))
    for base, side in ((0, mes), (SIDE, opps)):
        x[:, base:base + 96] = RAW[side[:, :24]].reshape(n, 96)
        x[:, base + 96] = side[:, 24] / 2.0
        x[:, base + 97] = (15 - side.sum(axis=1)) / 15.0
        x[:, base + 98] = (side * PIP_WEIGHTS).sum(axis=1) / 100.0
    both = side_features(np.concatenate([mes, opps]), np.concatenate([opps, mes]))
    x[:, FEATURES:FEATURES + EXTRA] = both[:n]
    x[:, FEATURES + EXTRA:FEATURES + 2 * EXTRA] = both[n:]
    idx = np.arange(25)
    my_back = np.where(mes > 0, idx, -1).max(axis=1)
    their_back = np.where(opps > 0, idx, -1).max(axis=1)
    x[:, CONTACT] = (my_back + their_back >= 23)
    return x


# every distance some throw hits at, and how many throws do
SHOT_DISTANCES = np.array([d for d, s in enumerate(DIRECT_SHOTS) if d >= 1 and s])
SHOT_COUNTS = np.array([DIRECT_SHOTS[d] for d in SHOT_DISTANCES])


def side_features(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """features.side_features for many positions: (n, 25) x2 -> (n, EXTRA)."""
    n = a.shape[0]
    present = np.zeros((n, 25), dtype=bool)   # column j + 1: b has a hitter on a's index j
    present[:, 0] = b[:, 24] > 0                 # (j = -1, b's bar)
    present[:, 1:] = b[:, 23::-1] > 0          # a's index j holds b's index 23 - j
    # for each blot (row r, a's index i): the most shots at it from any one hitter, d = i - j
    # pips away (blots are few: looked at one by one rather than every point of every row)
    r, i = np.nonzero(a[:, :24] == 1)
    columns = i[:, None] - SHOT_DISTANCES[None, :] + 1
    hitters = present[r[:, None], np.maximum(columns, 0)] & (columns >= 0)
    best = (hitters * SHOT_COUNTS[None, :]).max(axis=1, initial=0)
    shots = np.bincount(r, weights=best, minlength=n)
    risk = np.bincount(r, weights=best * (24 - i), minlength=n)
    made = a[:, :24] >= 2
    points = np.arange(24)
    last_gap = np.maximum.accumulate(np.where(made, -1, points), axis=1)
    longest = (points - last_gap).max(axis=1)
    back = np.where(a > 0, np.arange(25), -1).max(axis=1)
    b_made = np.zeros((n, 25), dtype=bool)
    b_made[:, :24] = b[:, 23::-1][:, :24] >= 2         # on a's index j
    ks = np.arange(1, 13)[None, :]
    j = back[:, None] - ks
    valid = (j >= 0) & (j < 24)
    blocked = b_made[np.arange(n)[:, None], np.clip(j, 0, 24)] & valid
    return np.stack([np.minimum(shots, 36) / 36.0, risk / 360.0, made[:, :6].sum(axis=1) / 6.0,
                     longest / 6.0, blocked[:, :6].sum(axis=1) / 6.0, blocked[:, 6:].sum(axis=1) / 6.0,
                     a[:, 18:25].sum(axis=1) / 15.0, (a[:, 24] > 0).astype(float)], axis=1)


def forward(params: tuple, x: np.ndarray) -> np.ndarray:
    """The network's five outputs for rows of inputs; ``params`` is (w1, b1, w2, b2) with
    w1 of shape (INPUTS, hidden) and w2 (hidden, 5)."""
    w1, b1, w2, b2 = params
    hidden = 1.0 / (1.0 + np.exp(-(x @ w1 + b1)))
    return 1.0 / (1.0 + np.exp(-(hidden @ w2 + b2)))


def arrays(w1, b1, w2, b2) -> tuple:
    """numpy copies of a network's weights: w1 one row per input, w2 one row per hidden unit."""
    return np.array(w1), np.array(b1), np.array(w2), np.array(b2)


# Rows judged at a time: the deep search asks for tens of thousands at once, whose inputs
# (INPUTS floats a row) would take tens of megabytes in one piece.
CHUNK = 4096


def equities(params: tuple, mes, opps) -> np.ndarray:
    """Cubeless equities for boards of the side on roll and of the other side (arrays, or
    sequences of 25 counts)."""
    mes, opps = boards(mes), boards(opps)
    if len(mes) <= CHUNK:
        return equity(forward(params, encode(mes, opps)).T)
    return np.concatenate([equity(forward(params, encode(mes[i:i + CHUNK], opps[i:i + CHUNK])).T)
                           for i in range(0, len(mes), CHUNK)])


def boards(rows) -> np.ndarray:
    """(n, 25) integers from rows of 25 counts: through bytes, since the counts are small
    (0 to 15), several times quicker than numpy reading a list of tuples."""
    if isinstance(rows, np.ndarray):
        return rows
    flat = np.frombuffer(b"".join(map(bytes, rows)), dtype=np.uint8)
    return flat.reshape(-1, 25).astype(np.int64)
