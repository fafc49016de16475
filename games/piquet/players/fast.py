"""Quick arithmetic over bit-mask hands (see :mod:`solver` for the card numbering),
for the computer's many trial exchanges: declarations and a rough trick count.

Per-suit facts are looked up in tables indexed by the suit's eight bits.
"""
from __future__ import annotations

from functools import lru_cache

from games.piquet.rules import DEFAULT_RULES, PiquetRules

VALUES = (7, 8, 9, 10, 10, 10, 10, 11)     # Seven .. Ace


def _runs(pattern: int) -> list[tuple[int, int]]:
    """(length, top rank) of each run of three or more set bits."""
    out, run = [], 0
    for r in range(9):
        if r < 8 and pattern >> r & 1:
            run += 1
            continue
        if run >= 3:
            out.append((run, r - 1))
        run = 0
    return out


POP = [bin(p).count("1") for p in range(256)]
COUNT = [sum(VALUES[r] for r in range(8) if p >> r & 1) for p in range(256)]
RUNS = [_runs(p) for p in range(256)]
BEST_RUN = [max((l * 8 + t for l, t in RUNS[p]), default=0) for p in range(256)]


def _run_score(pattern: int, bonus: int) -> int:
    return sum(l + (bonus if l >= 5 else 0) for l, _ in RUNS[pattern])


RUN_SCORE = [_run_score(p, DEFAULT_RULES.sequence_bonus) for p in range(256)]
TOP = [p.bit_length() - 1 for p in range(256)]          # the highest rank held, -1 for none
LOW = [(p & -p).bit_length() - 1 for p in range(256)]   # the lowest


def suits(mask: int) -> tuple[int, int, int, int]:
    return mask & 0xFF, mask >> 8 & 0xFF, mask >> 16 & 0xFF, mask >> 24 & 0xFF


POINT_KEY = [POP[p] * 100 + COUNT[p] for p in range(256)]
HIGH_RANKS = 0xF8                          # Ten .. Ace: the ranks that count in sets


def declarations(mask: int, rules: PiquetRules = DEFAULT_RULES) -> tuple[int, int, int, int, int, int]:
    """(point key, point score, sequence key, sequences score, set key, sets score);
    keys compare as the dialogue does, 0 meaning nothing to declare."""
    a, b, c, d = mask & 0xFF, mask >> 8 & 0xFF, mask >> 16 & 0xFF, mask >> 24 & 0xFF
    point_key = max(POINT_KEY[a], POINT_KEY[b], POINT_KEY[c], POINT_KEY[d])
    seq_key = max(BEST_RUN[a], BEST_RUN[b], BEST_RUN[c], BEST_RUN[d])
    seq_score = RUN_SCORE[a] + RUN_SCORE[b] + RUN_SCORE[c] + RUN_SCORE[d]
    # ranks held in three suits or more, and in all four: the sets, the best the highest
    # of the fours, else of the threes
    threes = ((a & b & (c | d)) | (c & d & (a | b))) & HIGH_RANKS
    if not threes:
        return point_key, point_key // 100, seq_key, seq_score, 0, 0
    fours = a & b & c & d & HIGH_RANKS
    set_key = 32 + TOP[fours] if fours else 24 + TOP[threes]
    set_score = 3 * POP[threes] + POP[fours] * (1 + rules.quatorze_bonus)
    return point_key, point_key // 100, seq_key, seq_score, set_key, set_score


def declare_scores(elder: int, younger: int, rules: PiquetRules = DEFAULT_RULES) -> tuple[int, int]:
    """Both hands' declaration scores, repique included, when both declare truthfully."""
    return settle(declarations(elder, rules), declarations(younger, rules), rules)


def settle(e: tuple, y: tuple, rules: PiquetRules = DEFAULT_RULES) -> tuple[int, int]:
    """Elder's and Younger's scores from their :func:`declarations`: each category to the
    better, in order, then repique as the hand engine awards it."""
    es = ys = 0
    repique = None
    for i in (0, 2, 4):
        if e[i] > y[i]:
            es += e[i + 1]
        elif y[i] > e[i]:
            ys += y[i + 1]
        if repique is None and es >= rules.bonus_threshold and ys == 0:
            repique = 0
    if repique is None and ys >= rules.bonus_threshold and es == 0:
        repique = 1
    return es + (rules.repique if repique == 0 else 0), ys + (rules.repique if repique == 1 else 0)


# Two hands' cards of one suit never overlap: 3**8 = 6561 pairs, all of them remembered.
SUIT_PAIRS = 8192


@lru_cache(maxsize=SUIT_PAIRS)
def suit_tricks(mine: int, theirs: int) -> tuple[float, float, int]:
    """Rough tricks each side takes in one suit if it is played out (the holder of the
    highest card wins each round, the other side throwing its lowest), with long cards
    left at the end counted at 0.7; and the masters ``mine`` can cash from the top."""
    m = [r for r in range(7, -1, -1) if mine >> r & 1]
    t = [r for r in range(7, -1, -1) if theirs >> r & 1]
    masters = 0
    for r in m:
        if t and t[0] > r:
            break
        masters += 1
    a = b = 0.0
    while m and t:
        if m[0] > t[0]:
            a += 1
            m, t = m[1:], t[:-1]
        else:
            b += 1
            t, m = t[1:], m[:-1]
    return a + 0.7 * len(m), b + 0.7 * len(t), masters


def trick_estimate(mine: int, theirs: int) -> tuple[float, float, int]:
    """Summed over the suits: (my tricks, their tricks, my cashable masters)."""
    a, b, masters, _ = both_estimates(mine, theirs)
    return a, b, masters


_BOTH: dict[int, tuple[float, float, int, int]] = {}   # (mine << 8 | theirs) -> both sides' suit_tricks


def _both(key: int) -> tuple[float, float, int, int]:
    if len(_BOTH) >= SUIT_PAIRS:       # only overlapping holdings (never dealt) come near
        _BOTH.clear()
    mine, theirs = key >> 8, key & 0xFF
    x, y, k = suit_tricks(mine, theirs)
    entry = _BOTH[key] = (x, y, k, suit_tricks(theirs, mine)[2])
    return entry


def both_estimates(mine: int, theirs: int) -> tuple[float, float, int, int]:
    """:func:`trick_estimate` for ``mine``, and the masters ``theirs`` can cash, at once
    (the tricks summed suit by suit in the same order, to the same last bit)."""
    table = _BOTH
    k0 = (mine & 0xFF) << 8 | theirs & 0xFF
    k1 = (mine >> 8 & 0xFF) << 8 | theirs >> 8 & 0xFF
    k2 = (mine >> 16 & 0xFF) << 8 | theirs >> 16 & 0xFF
    k3 = (mine >> 24 & 0xFF) << 8 | theirs >> 24 & 0xFF
    e0 = table.get(k0) or _both(k0)
    e1 = table.get(k1) or _both(k1)
    e2 = table.get(k2) or _both(k2)
    e3 = table.get(k3) or _both(k3)
    return (0.0 + e0[0] + e1[0] + e2[0] + e3[0], 0.0 + e0[1] + e1[1] + e2[1] + e3[1],
            e0[2] + e1[2] + e2[2] + e3[2], e0[3] + e1[3] + e2[3] + e3[3])


SUIT_BITS = (0xFF, 0xFF << 8, 0xFF << 16, 0xFF << 24)


def _lead(hand: int, other: int) -> int:
    """A master from the suit holding most of them, else the lowest card of the longest suit
    (of equally good suits the first)."""
    best_key, best_card = -1, -1
    for shift in (0, 8, 16, 24):
        mine = hand >> shift & 0xFF
        if not mine:
            continue
        top = TOP[mine]
        if top > TOP[other >> shift & 0xFF]:
            key, card = 16 + POP[mine], shift + top       # a master: before any low lead
        else:
            key, card = POP[mine], shift + LOW[mine]
        if key > best_key:
            best_key, best_card = key, card
    return best_card


def _follow(hand: int, lead: int) -> int:
    """The cheapest card that wins, else the lowest of the suit, else the lowest card held
    (of equally low ones the first suit's)."""
    shift = lead & ~7
    suited = hand >> shift & 0xFF
    if suited:
        above = (lead & 7) + 1
        higher = suited >> above << above
        return shift + LOW[higher or suited]
    low, card = 99, -1
    for shift in (0, 8, 16, 24):
        p = hand >> shift & 0xFF
        if p and LOW[p] < low:
            low, card = LOW[p], shift + LOW[p]
    return card


def greedy_playout(elder: int, younger: int, rules: PiquetRules = DEFAULT_RULES) -> int:
    """Elder's points less Younger's when both play the twelve tricks by simple greed
    with all cards open: a quick, rough measure of a pair of hands for the play.

    :func:`_lead` and :func:`_follow` written out on the hands' four suits, for speed."""
    hands = ([elder & 0xFF, elder >> 8 & 0xFF, elder >> 16 & 0xFF, elder >> 24 & 0xFF],
             [younger & 0xFF, younger >> 8 & 0xFF, younger >> 16 & 0xFF, younger >> 24 & 0xFF])
    leader, elder_tricks, diff = 0, 0, 0
    top, low_of, pop = TOP, LOW, POP
    for t in range(12):
        mine, theirs = hands[leader], hands[1 - leader]
        best_key = -1
        for s in (0, 1, 2, 3):
            p = mine[s]
            if p:
                if top[p] > top[theirs[s]]:
                    key, rank = 16 + pop[p], top[p]
                else:
                    key, rank = pop[p], low_of[p]
                if key > best_key:
                    best_key, suit, led = key, s, rank
        if best_key < 0:
            raise ValueError("a hand ran out of cards before the twelfth trick")
        mine[suit] ^= 1 << led
        suited = theirs[suit]
        if suited:
            higher = suited >> (led + 1) << (led + 1)
            wins = higher != 0
            theirs[suit] ^= (higher or suited) & -(higher or suited)
        else:
            wins, low = False, 99
            for s in (0, 1, 2, 3):
                p = theirs[s]
                if p and low_of[p] < low:
                    low, thrown = low_of[p], s
            theirs[thrown] ^= 1 << low
        sign = 1 if leader == 0 else -1
        winner = 1 - leader if wins else leader
        diff += sign - (sign if wins else 0) + (0 if t < 11 else (1 if winner == 0 else -1))
        elder_tricks += winner == 0
        leader = winner
    if elder_tricks != 6:
        bonus = rules.majority + (rules.capot if elder_tricks in (0, 12) else 0)
        diff += bonus if elder_tricks > 6 else -bonus
    return diff


def play_estimate(elder: int, younger: int, playout: bool = True) -> float:
    """Elder's expected advantage in the play (points, majority, all the tricks), fitted
    by least squares to exact double-dummy values of random deals (correlation 0.87 with
    the playout, 0.84 without)."""
    return play_and_masters(elder, younger, playout)[0]


def play_and_masters(elder: int, younger: int, playout: bool = True) -> tuple[float, int]:
    """:func:`play_estimate`, and the masters Elder can cash from the top (the estimate's
    own count: the exchange's pique needs it too)."""
    a, b, elder_masters, younger_masters = both_estimates(elder, younger)
    if not playout:
        return -3.21 + 2.02 * (a - b) + 2.74 * elder_masters - 0.93 * younger_masters, elder_masters
    return (-0.27 + 1.34 * (a - b) + 0.28 * greedy_playout(elder, younger)
            + 1.99 * elder_masters - 0.98 * younger_masters), elder_masters
