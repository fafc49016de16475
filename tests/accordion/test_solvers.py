import itertools
import time

from hypothesis import given, settings, strategies as st

from games.accordion import strong
from games.accordion.rules import AccordionState, Move, cards, deal_codes
from games.accordion.simple import SimpleSolver, leftmost_move
from games.accordion.solvers import judge, replay, run_in_process
from games.accordion.strong import Search, StrongSolver, card_number
from games.cards import full_deck

CODES = [str(c) for c in full_deck()]


def fewest_piles(deal):
    """Brute force: the fewest piles any line of play reaches (small deals only)."""
    best, stack, seen = len(deal), [tuple(deal)], set()
    while stack:
        row = stack.pop()
        best = min(best, len(row))
        for i, j in itertools.product(range(len(row)), repeat=2):
            if i - j in (1, 3) and (row[i][0] == row[j][0] or row[i][1] == row[j][1]):
                after = row[:j] + (row[i],) + row[j + 1:i] + row[i + 1:]
                if after not in seen:
                    seen.add(after)
                    stack.append(after)
    return best


def test_simple_plays_one_card_at_a_time_leftmost_first():
    assert leftmost_move(["SK", "DK"]) == (1, 0)
    assert leftmost_move(["D9", "H8", "C7", "DA"]) == (3, 0)
    assert leftmost_move(["D9", "H8"]) is None
    # On the manual's example it covers D9 early and ends with three piles.
    assert SimpleSolver().solve("SK DK D9 H8 C7 DA".split(), 1) == ["DK>SK", "D9>DK", "DA>D9"]


def test_simple_is_beatable_on_average():
    outcomes = [run_in_process(SimpleSolver(), deal_codes(n), 1.0) for n in range(60)]
    mean = sum(o.piles for o in outcomes) / len(outcomes)
    assert not any(o.failed for o in outcomes)
    assert 9 <= mean <= 15


def test_strong_reduces_deals_to_one_pile():
    for n in range(3):
        outcome = run_in_process(StrongSolver(), deal_codes(n), 10.0)
        assert outcome.piles == 1 and outcome.failure is None and outcome.proof is None
        assert len(outcome.moves) == 51


def test_strong_proves_a_split_deal_impossible():
    # Spades and hearts share no value with the clubs: the two groups can never meet.
    deal = "S2 S3 H2 H3 CK CQ".split()
    answer = StrongSolver().solve(deal, 5.0)
    assert answer.proof == strong.SPLIT_PROOF
    assert replay(deal, answer) <= len(SimpleSolver().play(deal)[1])
    assert fewest_piles(deal) > 1


small_deals = st.lists(st.sampled_from(CODES), min_size=1, max_size=9, unique=True)


@settings(max_examples=150, deadline=None)
@given(small_deals)
def test_strong_finds_one_pile_exactly_when_brute_force_does(deal):
    search = Search(bytes(card_number(c) for c in deal), deadline=float("inf"))
    solved, impossible = search.run()
    moves = [f"{strong.card_code(a)}>{strong.card_code(b)}" for a, b in search.best]
    assert replay(deal, moves) == search.best_piles  # the reported count is the engine's
    assert solved == (fewest_piles(deal) == 1)
    assert impossible == (not solved)


@settings(max_examples=40, deadline=None)
@given(st.permutations(CODES), st.floats(0.001, 0.03))
def test_reported_piles_equal_the_engines_replay(deal, seconds):
    moves, row = SimpleSolver().play(deal)
    assert replay(deal, moves) == len(row)
    search = Search(bytes(card_number(c) for c in deal), time.perf_counter() + seconds)
    search.run()
    line = [f"{strong.card_code(a)}>{strong.card_code(b)}" for a, b in search.best]
    assert replay(deal, line) == search.best_piles


def test_answers_may_be_move_objects():
    deal = "SK DK D9 H8 C7 DA".split()
    outcome = judge(deal, [Move.parse("DK>SK"), "DA>D9"], 0.01, 1.0)
    assert outcome.piles == 4 and outcome.moves == ["DK>SK", "DA>D9"]
    state = AccordionState(cards(deal), deal_all=True)
    assert len(state.legal_moves()) > 1


def test_a_worker_whose_program_has_gone_ends_quietly():
    """A worker orphaned by a killed program finds its pipe broken at its first word."""
    import subprocess
    import sys
    script = ("import multiprocessing\n"
              "from games.accordion.worker import _serve\n"
              "mine, its = multiprocessing.Pipe()\n"
              "mine.close()\n"
              "_serve('simple', its)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
