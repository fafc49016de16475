"""The second challenge: one card at a time, every move made before the next card."""
import json

from hypothesis import given, settings, strategies as st

from games.accordion.bench import main
from games.accordion.onecard import (LEFT_A_MOVE, RolloutSolver, in_process, play_one_at_a_time,
                                     stopping_places)
from games.accordion.rules import AccordionState, Move, cards, deal_codes
from games.accordion.simple import SimpleSolver
from games.accordion.solvers import ILLEGAL
from games.accordion.worker import SolverWorker
from tests.accordion import bad_solvers

BAD = "tests.accordion.bad_solvers:"


def test_the_simple_method_one_card_at_a_time_is_the_simple_method():
    for number in range(20):
        deal = deal_codes(number)
        outcome = play_one_at_a_time(in_process(SimpleSolver()), deal, 5.0)
        moves, row = SimpleSolver().play(deal)
        assert outcome.piles == len(row) and [m for m in outcome.moves if m != "N"] == moves


def test_a_solver_sees_only_the_cards_dealt_and_the_unseen_in_no_telling_order():
    bad_solvers.Recorder.shown = []
    deal = deal_codes(4)
    play_one_at_a_time(in_process(bad_solvers.Recorder()), deal, 5.0)
    assert bad_solvers.Recorder.shown
    for piles, unseen in bad_solvers.Recorder.shown:
        dealt = deal[:52 - len(unseen)]
        assert piles[-1] == dealt[-1] and set(piles) <= set(dealt)
        assert unseen == sorted(deal[len(dealt):])


def test_a_move_left_unmade_or_an_n_fails_the_deal():
    outcome = play_one_at_a_time(in_process(bad_solvers.Peeks()), deal_codes(7), 5.0)
    assert outcome.piles == 52 and outcome.failure.startswith(LEFT_A_MOVE)
    outcome = play_one_at_a_time(in_process(bad_solvers.DealsItself()), deal_codes(7), 5.0)
    assert outcome.piles == 52 and outcome.failure.startswith(ILLEGAL)


def test_the_moves_played_replay_card_by_card():
    deal = deal_codes(9)
    outcome = play_one_at_a_time(in_process(RolloutSolver(rollouts=4)), deal, 60.0)
    state = AccordionState(cards(deal))
    for text in outcome.moves:
        state.apply(Move.parse(text))
    assert not state.stock and state.pile_count() == outcome.piles
    assert RolloutSolver(rollouts=4).solve(deal, 60.0) == [m for m in outcome.moves if m != "N"]


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(deal_codes(0)), min_size=1, max_size=8, unique=True))
def test_every_stopping_place_has_no_move_left_and_is_reached_by_its_line(row):
    places = stopping_places(row)
    assert places
    for position, line in places.items():
        state = AccordionState(cards(row), deal_all=True)
        for text in line:
            state.apply(Move.parse(text))
        assert tuple(map(str, state.tops())) == position
        assert [m for m in state.legal_moves() if not m.is_no_move] == []


def test_the_worker_asks_a_plugin_card_by_card():
    with SolverWorker(BAD + "Recorder", "next_moves") as worker:
        assert worker.load(5.0) is None
        outcome = play_one_at_a_time(worker.ask_one, deal_codes(3), 5.0)
    assert outcome.failure is None and outcome.piles == len(SimpleSolver().play(deal_codes(3))[1])
    with SolverWorker(BAD + "Raises") as worker:
        outcome = play_one_at_a_time(worker.ask_one, deal_codes(3), 5.0)
    assert outcome.failure.startswith("no next_moves")


def test_bench_one_gives_the_same_results_whatever_the_jobs(capsys):
    args = ["--one", "--solver", "simple", "--solver", "rollout", "--deals", "4", "--seed", "2",
            "--time-limit", "120", "--moves", "--json"]
    reports = []
    for jobs in ("1", "2"):
        assert main([*args, "--jobs", jobs]) == 0
        reports.append(json.loads(capsys.readouterr().out))
    one, two = reports
    assert one["one_card"] is True and (one["jobs"], two["jobs"]) == (1, 2)

    def results(report):
        return [[(r["deal"], r["piles"], r["moves"]) for r in s["results"]] for s in report["solvers"]]
    assert results(one) == results(two)
    simple, rollout = one["solvers"]
    assert simple["failures"] == rollout["failures"] == 0


def test_bench_one_refuses_a_solver_that_cannot_play_one_card_at_a_time(capsys):
    import pytest
    with pytest.raises(SystemExit) as exit_:
        main(["--one", "--solver", "strong", "--deals", "1"])
    assert exit_.value.code == 2 and "has no next_moves() method" in capsys.readouterr().err


def test_bench_one_table(capsys):
    assert main(["--one", "--solver", "simple", "--deals", "3", "--jobs", "1"]) == 0
    assert "Accordion bench, one card at a time: 3 deals (0-2)" in capsys.readouterr().out
