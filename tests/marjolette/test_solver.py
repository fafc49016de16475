"""The close solver against a plain minimax over the rules engine itself."""
import random

from hypothesis import given, settings, strategies as st

from games.cards import cards, full_deck
from games.marjolette.hand import Hand
from games.marjolette.melds import ALL_MELDS
from games.marjolette.players import solver as solver_module
from games.marjolette.players.solver import Position, Solver, card_id, declared_bits, mask_of
from games.marjolette.rules import PACK_RANKS
from tests.marjolette.helpers import closed_hand


def brute(h: Hand) -> int:
    """Seat 0's points minus seat 1's from here to the end, best play on both sides,
    through the engine's own legal moves (passing included)."""
    if h.is_terminal():
        return 0
    seat = h.current_player()
    before = h.scores()
    values = []
    for move in h.legal_moves():
        child = h.clone()
        child.apply(move)
        after = child.scores()
        values.append((after[0] - before[0]) - (after[1] - before[1]) + brute(child))
    return max(values) if seat == 0 else min(values)


def position_of(h: Hand) -> Position:
    lead = card_id(h.trick[0]) if h.trick else -1
    return Position((mask_of(h.held[0]), mask_of(h.held[1])), h.leader, lead,
                    (declared_bits(h.melds[0]), declared_bits(h.melds[1])))


def random_closed(rng: random.Random, n: int) -> Hand:
    # rich in court cards, so that melds come up often
    deck = full_deck(PACK_RANKS)
    courts = [c for c in deck if c.rank in "JQKA"]
    rng.shuffle(courts)
    rest = [c for c in deck if c not in courts[:2 * n - 2]]
    rng.shuffle(rest)
    dealt = courts[:2 * n - 2] + rest[:2]
    rng.shuffle(dealt)
    h = closed_hand(" ".join(map(str, dealt[:n])), " ".join(map(str, dealt[n:])),
                    trump=rng.choice("SHDC"), leader=rng.randrange(2))
    if rng.random() < 0.3:                  # a meld already declared before the close
        open_melds = [m for m in ALL_MELDS if set(m.cards(h.trump)) <= set(h.held[0])]
        if open_melds:
            h.melds[0].append(open_melds[0])
    return h


@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.integers(0, 10 ** 9), st.integers(2, 4))
def test_solver_agrees_with_minimax_over_the_engine(seed, n):
    h = random_closed(random.Random(seed), n)
    assert Solver(h.trump).value(position_of(h)) == brute(h)


def test_a_five_card_position_and_the_values_of_each_card():
    h = random_closed(random.Random(11), 5)
    solver = Solver(h.trump)
    pos = position_of(h)
    values = solver.play_values(pos)
    best = max(values.values()) if h.current_player() == 0 else min(values.values())
    assert best == solver.value(pos) == brute(h)
    for card, v in values.items():
        child = h.clone()
        before = child.scores()
        child.apply(next(m for m in child.legal_moves() if card_id(m.card) == card))
        after = child.scores()
        assert v == (after[0] - before[0]) - (after[1] - before[1]) + brute(child)


def test_melds_still_to_come_count():
    # Hearts trumps; seat 0 leads the trump Ace (10), wins, declares four Kings (80)
    # and takes every trick after, the last too (10)
    h = closed_hand("HA SK HK DK CK", "H7 S7 S8 D7 C7")
    assert Solver("H").value(position_of(h)) == brute(h) == 10 + 80 + 10
    # just after winning a trick: the trump marriage now (40), or nothing ever
    values = Solver("H").meld_values(Position((mask_of(cards("HK HQ")), mask_of(cards("S7 H7"))), 0), 0)
    kq = [str(m) for m in ALL_MELDS].index("KQH")
    assert values == {None: 10, kq: 50}


def test_doctest():
    import doctest
    assert doctest.testmod(solver_module).failed == 0
