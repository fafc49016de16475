"""The computer's trick estimates remember every pair of suit holdings, within a bound."""
import random

from games.piquet.players import fast


def test_the_suit_trick_estimates_keep_every_pair_of_holdings_and_never_pass_their_bound():
    fast.suit_tricks.cache_clear()
    for mine in range(256):
        theirs = 255 & ~mine
        sub = theirs
        while True:                               # every holding of theirs that leaves mine alone
            fast.suit_tricks(mine, sub)
            if sub == 0:
                break
            sub = (sub - 1) & theirs
    info = fast.suit_tricks.cache_info()
    assert info.misses == info.currsize == 3 ** 8 <= info.maxsize == fast.SUIT_PAIRS
    rng = random.Random(1)
    for _ in range(5000):                         # overlapping holdings too: still within it
        fast.suit_tricks(rng.randrange(256), rng.randrange(256))
    assert fast.suit_tricks.cache_info().currsize <= fast.SUIT_PAIRS
