"""Sets in a Gin Rummy hand, found with bitmasks and precomputed tables.

A hand is a 52-bit mask: bit ``suit * 13 + rank`` holds the card of that suit
(S H D C) and rank (Ace = 0 ... King = 12), the numbering of ``Card.index``.

Every arrangement of a hand is some choice of value-sets (three or four of a
rank) with the rest split into runs suit by suit. Runs within one suit depend
only on that suit's 13-bit mask, so the best run split of every suit mask is
tabled once; a hand then needs a table look-up per suit for each choice of
value-sets, and a hand of ten or eleven cards has very few such choices.

>>> a = best_melds(["S6", "C6", "D6", "D7", "D8"])
>>> a.value, len(a.sets)
(12, 1)
>>> best_melds(["CK", "CA", "C2"]).value
13
>>> str(best_melds(["SA", "S2", "S3", "H7"]))
'SA S2 S3 | H7 = 7'
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Iterable, Iterator, Sequence

from games.bits import set_bits
from games.cards import Card, full_deck

SUIT_BITS = 13
SUIT_MASK = (1 << SUIT_BITS) - 1
DECK = full_deck()                       # DECK[i].index == i
RANK_VALUES = tuple(min(r + 1, 10) for r in range(13))
CARD_VALUES = tuple(RANK_VALUES[i % 13] for i in range(52))
BIG = 10_000                             # "no such arrangement" in min() tables


def _suit_value(m: int) -> int:
    return sum(RANK_VALUES[r] for r in range(13) if m >> r & 1)


def _runs_from_lowest(m: int) -> Iterator[int]:
    """Every run (as a suit mask) that starts at the lowest card of ``m`` and lies in ``m``."""
    low = (m & -m).bit_length() - 1
    run = 0
    for r in range(low, 13):
        if not m >> r & 1:
            return
        run |= 1 << r
        if r - low >= 2:
            yield run


def _build_run_tables() -> tuple[list[int], list[int], list[int]]:
    size = 1 << SUIT_BITS
    dead = [0] * size      # least unmatched value when this suit mask is split into runs
    dead_less_one = [BIG] * size  # the same after throwing the best card away
    value = [_suit_value(m) for m in range(size)]
    for m in range(1, size):
        low_bit = m & -m
        best = value[low_bit] + dead[m ^ low_bit]
        for run in _runs_from_lowest(m):
            best = min(best, dead[m ^ run])
        dead[m] = best
        dead_less_one[m] = min(dead[m ^ (1 << r)] for r in range(13) if m >> r & 1)
    return dead, dead_less_one, value


RUN_DEAD, RUN_DEAD_LESS_ONE, SUIT_VALUE = _build_run_tables()
# What throwing away one card of a suit can save; an empty suit has nothing to throw.
RUN_SAVE = [RUN_DEAD[m] - RUN_DEAD_LESS_ONE[m] for m in range(1 << SUIT_BITS)]
RANK_ACROSS = tuple(sum(1 << (s * SUIT_BITS + r) for s in range(4)) for r in range(13))


def suits_of(mask: int) -> tuple[int, int, int, int]:
    return (mask & SUIT_MASK, mask >> 13 & SUIT_MASK, mask >> 26 & SUIT_MASK, mask >> 39 & SUIT_MASK)


def _set_choices(mask: int, triples: int) -> list[int]:
    """Masks of the cards put into value-sets, for every way of choosing them."""
    choices = [0]
    while triples:
        low = triples & -triples
        r = low.bit_length() - 1
        triples ^= low
        held = mask & RANK_ACROSS[r]
        ways = [held]
        if held == RANK_ACROSS[r]:
            ways += [held ^ (1 << (s * SUIT_BITS + r)) for s in range(4)]
        choices += [c | w for c in choices for w in ways]
    return choices


def _triples(a: int, b: int, c: int, d: int) -> int:
    """Ranks held in three or more suits."""
    return (a & b & (c | d)) | (c & d & (a | b))


def _suit_keeps(held: int) -> list[tuple[int, int, int, int]]:
    """For each way of putting the cards ``held`` (those of the ranks held in three or more
    suits) into value-sets, what is left of each suit's ranks to be split into runs, as
    masks to and with each suit (the choices of :func:`_set_choices`, suit by suit)."""
    out = []
    for sets in _set_choices(held, _triples(*suits_of(held))):
        a, b, c, d = suits_of(sets)
        out.append((SUIT_MASK ^ a, SUIT_MASK ^ b, SUIT_MASK ^ c, SUIT_MASK ^ d))
    return out


_KEEPS: dict[int, list[tuple[int, int, int, int]]] = {}   # at most some 40,000 ways to hold sets


def _keeps_of(mask: int, triples: int) -> list[tuple[int, int, int, int]]:
    held = mask & (triples | triples << 13 | triples << 26 | triples << 39)
    keeps = _KEEPS.get(held)
    if keeps is None:
        if len(_KEEPS) >= 100_000:      # only hands of more than eleven cards come near
            _KEEPS.clear()
        keeps = _KEEPS[held] = _suit_keeps(held)
    return keeps


def deadwood(mask: int) -> int:
    """Least unmatched value of the hand ``mask``."""
    a, b, c, d = mask & SUIT_MASK, mask >> 13 & SUIT_MASK, mask >> 26 & SUIT_MASK, mask >> 39
    triples = (a & b & (c | d)) | (c & d & (a | b))
    dead = RUN_DEAD
    if not triples:
        return dead[a] + dead[b] + dead[c] + dead[d]
    best = BIG
    for ka, kb, kc, kd in _keeps_of(mask, triples):
        value = dead[a & ka] + dead[b & kb] + dead[c & kc] + dead[d & kd]
        if value < best:
            best = value
    return best


def deadwood_after_discard(mask: int) -> int:
    """Least unmatched value left after throwing away the best card of ``mask``."""
    a, b, c, d = mask & SUIT_MASK, mask >> 13 & SUIT_MASK, mask >> 26 & SUIT_MASK, mask >> 39
    triples = (a & b & (c | d)) | (c & d & (a | b))
    dead, save = RUN_DEAD, RUN_SAVE
    if not triples:
        return dead[a] + dead[b] + dead[c] + dead[d] - max(save[a], save[b], save[c], save[d])
    best = BIG
    for ka, kb, kc, kd in _keeps_of(mask, triples):
        w, x, y, z = a & ka, b & kb, c & kc, d & kd
        value = dead[w] + dead[x] + dead[y] + dead[z] - max(save[w], save[x], save[y], save[z])
        if value < best:
            best = value
    return best


def _ends(m: int) -> int:
    """Ranks of one suit not in ``m`` that would make a run with two of its cards."""
    return ((m >> 1 & m >> 2) | (m << 1 & m >> 1) | (m << 1 & m << 2)) & SUIT_MASK & ~m


RUN_ENDS = tuple(_ends(m) for m in range(1 << SUIT_BITS))


def completions(mask: int) -> int:
    """Cards not in ``mask`` that would make a set with two or more of its cards."""
    a, b, c, d = mask & SUIT_MASK, mask >> 13 & SUIT_MASK, mask >> 26 & SUIT_MASK, mask >> 39 & SUIT_MASK
    pairs = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
    out = (pairs | pairs << 13 | pairs << 26 | pairs << 39
           | RUN_ENDS[a] | RUN_ENDS[b] << 13 | RUN_ENDS[c] << 26 | RUN_ENDS[d] << 39)
    return out & ~mask


def mask_of(hand: Iterable[Card | str]) -> int:
    mask = 0
    for c in hand:
        bit = 1 << (c if isinstance(c, Card) else Card.parse(c)).index
        if mask & bit:
            raise ValueError(f"card given twice: {c}")
        mask |= bit
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    return tuple(DECK[i] for i in set_bits(mask))


def value_of(mask: int) -> int:
    return sum(SUIT_VALUE[m] for m in suits_of(mask))


def is_set(cards: Iterable[Card | str]) -> bool:
    """True for three or more of a value, or three or more in sequence in one suit (Ace low)."""
    mask = mask_of(cards)
    if mask.bit_count() < 3:
        return False
    if any(mask & ~RANK_ACROSS[r] == 0 for r in range(13)):
        return True
    suits = [m for m in suits_of(mask) if m]
    if len(suits) != 1:
        return False
    m = suits[0]
    low = m & -m
    return (m // low) & ((m // low) + 1) == 0   # one unbroken block of bits


# ---- arrangements, for showing hands and laying off ---------------------------------

def _run_splits(m: int) -> Iterator[tuple[int, ...]]:
    """Every split of suit mask ``m`` into runs leaving the least unmatched value."""
    if RUN_DEAD[m] == SUIT_VALUE[m]:
        yield ()
        return
    low_bit = m & -m
    if SUIT_VALUE[low_bit] + RUN_DEAD[m ^ low_bit] == RUN_DEAD[m]:
        yield from _run_splits(m ^ low_bit)
    for run in _runs_from_lowest(m):
        if RUN_DEAD[m ^ run] == RUN_DEAD[m]:
            for rest in _run_splits(m ^ run):
                yield (run,) + rest


def _split_sets(sets: int) -> list[int]:
    return [sets & RANK_ACROSS[r] for r in range(13) if sets & RANK_ACROSS[r]]


def best_arrangements(mask: int) -> list[tuple[int, ...]]:
    """Every distinct choice of sets (as card masks) giving the hand its least unmatched value."""
    target = deadwood(mask)
    found: dict[frozenset[int], tuple[int, ...]] = {}
    a, b, c, d = suits_of(mask)
    for sets in _set_choices(mask, _triples(a, b, c, d)):
        suits = suits_of(mask & ~sets)
        if sum(RUN_DEAD[m] for m in suits) != target:
            continue
        per_suit = [[tuple(run << (13 * s) for run in split) for split in _run_splits(m)]
                    for s, m in enumerate(suits)]
        for runs in product(*per_suit):
            melds = tuple(_split_sets(sets)) + sum(runs, ())
            found.setdefault(frozenset(melds), melds)
    return list(found.values())


@dataclass(frozen=True)
class Arrangement:
    """A hand split into sets and unmatched cards; ``value`` is the unmatched total."""
    sets: tuple[tuple[Card, ...], ...]
    unmatched: tuple[Card, ...]
    value: int

    @classmethod
    def from_masks(cls, hand: int, melds: Sequence[int]) -> "Arrangement":
        """The sets in :func:`in_order`, so an index into ``melds`` so ordered names the same set."""
        rest = hand
        for m in melds:
            rest &= ~m
        return cls(tuple(_meld_cards(m) for m in in_order(melds)), _sorted_by_rank(rest), value_of(rest))

    def __str__(self) -> str:
        groups = [" ".join(map(str, s)) for s in self.sets]
        groups.append(" ".join(map(str, self.unmatched)))
        return " | ".join(groups) + f" = {self.value}"


def in_order(melds: Sequence[int]) -> tuple[int, ...]:
    """Sets as they are shown: by their lowest value, then suit."""
    return tuple(sorted(melds, key=_meld_order))


def _meld_order(m: int) -> tuple[int, int]:
    low = (m & -m).bit_length() - 1
    return (low % 13, low // 13)


def _meld_cards(m: int) -> tuple[Card, ...]:
    return cards_of(m)   # runs come out in rank order, value-sets in suit order


def _sorted_by_rank(mask: int) -> tuple[Card, ...]:
    return tuple(sorted(cards_of(mask), key=lambda c: (c.index % 13, c.index // 13)))


def best_melds(hand: Iterable[Card | str]) -> Arrangement:
    """A best arrangement of ``hand`` (cards or codes such as ``"SA"``) into sets.

    Among arrangements with the same least unmatched value, the one with the
    fewest cards in sets is returned (spare cards stay free to move).
    """
    mask = mask_of(hand)
    options = best_arrangements(mask)
    melds = min(options, key=lambda ms: (sum(m.bit_count() for m in ms), sorted(ms)))
    return Arrangement.from_masks(mask, melds)
