"""Sets of cards held as the bits of an int (bit i for card i): small and fast to copy,
compare and combine, for the solvers and computer players that search many hands."""
from __future__ import annotations


def set_bits(mask: int) -> list[int]:
    """The indices of the bits set in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
