"""The network's inputs for a position with one side on roll: TD-Gammon's raw encoding
plus a few hand-made features that speed up learning.

For each side (on roll first), the raw part: for each of its points 1-24, three
"at least 1, 2, 3 pieces" units and one for the pieces beyond three (halved); the
bar (halved), the pieces borne off (/15) and the pip count (/100). Then for each
side the features (see :func:`side_features`): how exposed its blots are (from a
table of direct shots, like the manual's), the pips that exposure risks, its
points made at home, its longest prime, how blocked its last piece is, and how
many pieces it still has back. One last unit says whether the sides are still in
contact. :mod:`games.backgammon.batch` computes the same numbers with numpy for
many positions at once (for the deep search and the trainer);
``tests/backgammon/test_batch.py`` checks that the two agree.
"""
from __future__ import annotations

SIDE = 100          # raw inputs per side (96 points + bar, off, pips; one spare)
EXTRA = 8           # hand-made features per side
FEATURES = 2 * SIDE
CONTACT = 2 * SIDE + 2 * EXTRA
INPUTS = CONTACT + 1

# Of the 36 throws, how many hit a blot this far in front with no point in the way.
DIRECT_SHOTS = (0, 11, 12, 14, 15, 15, 17, 6, 6, 5, 3, 2, 3, 0, 0, 1, 1, 0, 1, 0, 1, 0, 0, 0, 1)


def sparse_inputs(me: tuple[int, ...], opp: tuple[int, ...]) -> list[tuple[int, float]]:
    """Non-zero inputs as (index, value) pairs."""
    out: list[tuple[int, float]] = []
    for base, side in ((0, me), (SIDE, opp)):
        pips = 0
        for i in range(24):
            n = side[i]
            if n:
                pips += (i + 1) * n
                j = base + 4 * i
                out.append((j, 1.0))
                if n >= 2:
                    out.append((j + 1, 1.0))
                    if n >= 3:
                        out.append((j + 2, 1.0))
                        if n > 3:
                            out.append((j + 3, (n - 3) / 2.0))
        if side[24]:
            out.append((base + 96, side[24] / 2.0))
            pips += 25 * side[24]
        off = 15 - sum(side)
        if off:
            out.append((base + 97, off / 15.0))
        if pips:
            out.append((base + 98, pips / 100.0))
    for base, (a, b) in ((FEATURES, (me, opp)), (FEATURES + EXTRA, (opp, me))):
        for k, value in enumerate(side_features(a, b)):
            if value:
                out.append((base + k, value))
    if _contact(me, opp):
        out.append((CONTACT, 1.0))
    return out


def side_features(a: tuple[int, ...], b: tuple[int, ...]) -> list[float]:
    """Side ``a``'s hand-made features against ``b`` (each in its own numbering)."""
    # b's pieces counted on a's points: a's index j holds b's index 23 - j; b's bar stands at j = -1
    hitters = [j for j in range(24) if b[23 - j]]
    if b[24]:
        hitters.append(-1)
    shots = risk = 0.0
    for i in range(24):
        if a[i] == 1:
            best = max((DIRECT_SHOTS[i - j] for j in hitters if j < i and i - j <= 24), default=0)
            shots += best
            risk += best * (24 - i)
    made = [a[i] >= 2 for i in range(24)]
    run = longest = 0
    for m in made:
        run = run + 1 if m else 0
        longest = max(longest, run)
    back = max((i for i in range(25) if a[i]), default=-1)
    near = far = 0
    for k in range(1, 13):
        j = back - k
        if 0 <= j < 24 and b[23 - j] >= 2:
            if k <= 6:
                near += 1
            else:
                far += 1
    return [min(shots, 36.0) / 36.0, risk / 360.0, sum(made[:6]) / 6.0, longest / 6.0,
            near / 6.0, far / 6.0, sum(a[18:25]) / 15.0, 1.0 if a[24] else 0.0]


def _contact(me: tuple[int, ...], opp: tuple[int, ...]) -> bool:
    my_back = max((i for i in range(25) if me[i]), default=-1)
    their_back = max((i for i in range(25) if opp[i]), default=-1)
    return my_back + their_back >= 23
