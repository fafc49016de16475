"""The double-dummy kernel shared by the two-hand trick games' solvers (games.trickdd),
against a plain minimax with no pruning and no table."""
import doctest
import random

from hypothesis import given, settings, strategies as st

import games.trickdd as trickdd_module
from games.bits import set_bits
from games.trickdd import SUIT_MASKS, BitCards, TrickSearch


class Toy(TrickSearch):
    """Follow suit; 1 a trick, 2 for a trick won with a trump, and the winner of a trick
    may bank 3 once (the tally's bit for his seat) or keep it for later."""

    def replies(self, mine, other, lead):
        suited = mine & SUIT_MASKS[lead >> 3] if lead >= 0 else 0
        return set_bits(suited or mine)

    def led(self, side, tally):
        return 0, tally

    def trick(self, h0, h1, winner, cards, follower_won, tally):
        sign = 1 if winner == 0 else -1
        points = 2 if self.trump is not None and cards & SUIT_MASKS[self.trump] else 1
        options = [(sign * points, tally)]
        if not tally >> winner & 1:
            options.append((sign * (points + 3), tally | 1 << winner))
        return options

    def final(self, tally):
        return 0


def minimax(s, h0, h1, leader, lead, tally):
    if not h0 and not h1:
        return s.final(tally)
    side = leader if lead < 0 else 1 - leader
    mine, other = (h0, h1) if side == 0 else (h1, h0)
    values = []
    for c in s.replies(mine, other, lead):
        n0, n1 = (h0 & ~(1 << c), h1) if side == 0 else (h0, h1 & ~(1 << c))
        if lead < 0:
            gain, t = s.led(side, tally)
            values.append(gain + minimax(s, n0, n1, leader, c, t))
            continue
        winner = 1 - leader if s.follower_wins(lead, c) else leader
        options = [g + minimax(s, n0, n1, winner, -1, t)
                   for g, t in s.trick(n0, n1, winner, 1 << lead | 1 << c, int(winner != leader), tally)]
        values.append(max(options) if winner == 0 else min(options))
    return max(values) if side == 0 else min(values)


def test_doctest():
    assert doctest.testmod(trickdd_module).failed == 0


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.integers(0, 10 ** 9), st.integers(1, 4), st.sampled_from([None, 0, 2]))
def test_the_search_agrees_with_minimax_and_its_bounds_lie_beyond_the_window(seed, n, trump):
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    h0, h1 = sum(1 << c for c in deck[:n]), sum(1 << c for c in deck[n:2 * n])
    leader = rng.randrange(2)
    want = minimax(Toy(trump), h0, h1, leader, -1, 0)
    assert Toy(trump).solve(h0, h1, leader) == want
    low = want + rng.randint(-4, 2)
    high = low + rng.randint(1, 4)
    got = Toy(trump).solve(h0, h1, leader, -1, 0, low, high)
    if low < want < high:
        assert got == want
    elif want >= high:
        assert want >= got >= high
    else:
        assert want <= got <= low


def test_the_bit_cards_number_suit_by_suit_lowest_rank_first():
    deck = BitCards("789TJQKA")
    assert [deck.card_id(c) for c in deck.cards] == list(range(32))
    assert str(deck.id_card(0)) == "S7" and str(deck.id_card(31)) == "CA"
    assert deck.cards_of(deck.mask_of(deck.cards[5:9])) == deck.cards[5:9]
