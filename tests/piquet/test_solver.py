"""The exact play solver against brute force, and the computer's inferences."""
import random

from games.piquet.players import fast
from games.bits import set_bits as bits
from games.piquet.players.solver import SUIT_MASKS, PartieSolver, Position, Solver, mask_of
from games.cards import cards

from tests.piquet.helpers import ready


def brute(solver, e, y, leader, lead, te, played, pique):
    """Every line of play, no pruning, no tables."""
    if played == 12:
        return solver._final(te)
    side = leader if lead < 0 else 1 - leader
    mine = e if side == 0 else y
    suited = mine & SUIT_MASKS[lead >> 3] if lead >= 0 else 0
    values = []
    for c in bits(suited or mine):
        ne, ny = (e ^ (1 << c), y) if side == 0 else (e, y ^ (1 << c))
        if lead < 0:
            g, p = solver._gain(side, 1, pique)
            values.append(g + brute(solver, ne, ny, leader, c, te, played, p))
            continue
        wins = (c >> 3) == (lead >> 3) and c > lead
        w = side if wins else leader
        points = (1 if wins else 0) + (1 if played == 11 else 0)
        g, p = solver._gain(w, points, pique) if points else (0, pique)
        values.append(g + brute(solver, ne, ny, w, -1, te + (w == 0), played + 1, p))
    return max(values) if side == 0 else min(values)


def random_endings(n, seed=1):
    rng = random.Random(seed)
    for _ in range(n):
        k = rng.randint(1, 4)
        deck = list(range(32))
        rng.shuffle(deck)
        e, y = sum(1 << c for c in deck[:k]), sum(1 << c for c in deck[k:2 * k])
        yield Position((e, y), rng.randint(0, 1), -1, rng.randint(0, 12 - k), 12 - k,
                       rng.choice([-1, 20, 27, 29]))


def test_solver_matches_brute_force():
    for pos in random_endings(150):
        s = Solver()
        want = brute(s, *pos.hands, pos.leader, pos.lead, pos.tricks_elder, pos.tricks_played,
                     pos.pique_score)
        assert s.value(pos) == want


def test_partie_solver_with_points_as_utility_agrees():
    for pos in random_endings(60, seed=2):
        side = pos.leader
        mine = pos.hands[side]
        for c in bits(mine):
            plain = Solver().value_after(pos, c)
            partie = PartieSolver(lambda pe, py: pe - py, (10, 4)).value_after(pos, c)
            assert partie == plain + 6


def test_fast_declarations_agree_with_the_hand():
    rng = random.Random(4)
    for _ in range(60):
        pack = cards("SA SK SQ SJ ST S9 S8 S7 HA HK HQ HJ HT H9 H8 H7 "
                     "DA DK DQ DJ DT D9 D8 D7 CA CK CQ CJ CT C9 C8 C7")
        rng.shuffle(pack)
        e, y = pack[:12], pack[12:24]
        h = ready(" ".join(map(str, e)), " ".join(map(str, y)))
        while h.phase != "play":
            h.apply(max(h.legal_moves(), key=lambda m: len(getattr(m, "categories", ()))))
        assert fast.declare_scores(mask_of(e), mask_of(y)) == tuple(h.scores)


def test_last_hand_utility_knows_the_rubicon():
    from dataclasses import replace
    from games.piquet.players.play import partie_utility
    from games.piquet.rules import DEFAULT_RULES
    h = ready("SA SK SQ SJ ST S9 S8 H7 D7 C7 HA DA", "HK HQ HJ HT H9 H8 DK DQ DJ DT D9 D8")
    view = replace(h.view(0), hand_number=6, hands=6, totals=(95, 200))
    u = partie_utility(view, DEFAULT_RULES)
    # Elder (seat 0) is losing either way; crossing 100 costs him far less
    assert u(4, 0) == -(200 + 99 + 100 + 500)
    assert u(5, 0) == -(200 - 100 + 100 + 500)
    assert u(120, 0) > 0


def test_late_exchange_plays_for_the_win():
    from dataclasses import replace
    from games.piquet.players.exchange import partie_shape
    h = ready("SA SK SQ SJ ST S9 S8 H7 D7 C7 HA DA", "HK HQ HJ HT H9 H8 DK DQ DJ DT D9 D8")
    early = partie_shape(replace(h.view(0), hand_number=2, hands=6))
    assert early(12.5) == 12.5
    behind = partie_shape(replace(h.view(0), hand_number=6, hands=6, totals=(100, 130)))
    # a margin that would win the partie is worth far more than one a little short of it
    assert behind(35) - behind(25) > 10 * (behind(-5) - behind(-15))
