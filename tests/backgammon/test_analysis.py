"""The game review: plays and cube decisions judged, the error rate, gnubg's rating words."""
import random

import pytest

from games.backgammon import heuristic
from games.backgammon.analysis import CUBE_LIFE, RATINGS, Judge, Judgement, Review, janowski, rating
from games.backgammon.board import Position
from games.backgammon.game import BackgammonState, Decision, Settings
from games.backgammon.gamelog import Turn, play
from games.backgammon.notation import Play
from games.backgammon.players import ComputerPlayer, ExpertPlayer, SearchPlayer


def opening(d1: int, d2: int):
    """The view of the side on roll at the start, with ``d1``-``d2`` thrown."""
    state = BackgammonState.from_position(Position.start(), random.Random(0), on_roll=0,
                                          settings=Settings(cube=False))
    state._start_moving((d1, d2))
    return state.view(0)


def judged(judge: Judge, view, text: str):
    return judge.judge(Turn(0, view, view.position.find_play(Play.parse(text), *view.dice)))


def test_a_blunder_costs_more_than_a_good_play():
    judge = Judge(ComputerPlayer())
    view = opening(3, 1)
    best, good, blunder = (judged(judge, view, t) for t in ("8/5 6/5", "13/10 24/23", "24/21 24/23"))
    assert best[0] == "play" and best[2] == 0.0 and str(best[1]) == "8/5 6/5"
    assert 0 < good[2] < blunder[2] or 0 < blunder[2] < good[2]
    assert blunder[2] > 0.1 and str(blunder[1]) == "8/5 6/5"


def test_the_expert_at_full_depth_judges_its_own_play_free_and_a_blunder_dear():
    judge = Judge(ExpertPlayer())
    view = opening(3, 1)
    mine = ExpertPlayer().choose(view, random.Random(0))
    assert judge.judge(Turn(0, view, mine)) == ("play", mine, 0.0)
    kind, best, cost = judged(judge, view, "24/21 24/23")
    assert best == mine and cost > 0.1


def test_a_game_of_the_judges_own_moves_has_error_rate_zero():
    player = SearchPlayer(heuristic.outputs, bearoff=True)
    log = play(BackgammonState.new(random.Random(11), Settings(cube=False)), [player, player], random.Random(0))
    review = Judge(SearchPlayer(heuristic.outputs, bearoff=True)).review(log.games, 0)
    assert review.decisions > 10 and review.error_rate == 0.0 and review.rating == "Supernatural"
    assert review.worst() == []


def test_a_deeper_judges_own_plays_cost_nothing_and_anothers_do():
    deep = SearchPlayer(heuristic.outputs, plies=2, bearoff=True)
    judge, rng = Judge(deep), random.Random(3)
    state = BackgammonState.new(random.Random(5), Settings(cube=False))
    costs, others = [], []
    while len(costs) < 3:
        view = state.view(state.current_player())
        if view.phase == "move" and len(view.plays) > 1:
            costs.append(judge.judge(Turn(view.seat, view, deep.choose(view, rng)))[2])
            others.append(judge.judge(Turn(view.seat, view, view.plays[-1]))[2])
        state.apply(deep.choose(view, rng))
    assert costs == [0.0, 0.0, 0.0] and all(c >= 0 for c in others) and any(c > 0 for c in others)


def test_a_forced_play_is_no_decision():
    position = Position(tuple([0] * 24 + [2]), Position.start().me)      # both on the bar, his board closed
    state = BackgammonState.from_position(position, random.Random(0), settings=Settings(cube=False))
    state._start_moving((6, 6))
    view = state.view(0)
    assert Judge(ComputerPlayer()).judge(Turn(0, view, view.plays[0])) is None


class Chances:
    """A judge's player whose chances are given: (win, win gammon, win backgammon, lose gammon, lose bg)."""

    def __init__(self, outputs) -> None:
        self.outputs = outputs

    def cube_evaluate(self, me, opp):
        return self.outputs


def cube_views():
    state = BackgammonState.from_position(Position.start(), random.Random(0))
    doubling = state.view(0)
    state.apply(Decision("double"))
    return doubling, state.view(1)


def test_a_missed_double_and_a_wrong_take_cost_equity():
    doubling, taking = cube_views()
    judge = Judge(Chances((0.85, 0.0, 0.0, 0.0, 0.0)))
    missed = judge.judge(Turn(0, doubling, Decision("roll")))
    assert missed[0] == "double" and missed[1] == Decision("double") and missed[2] > 0.05
    assert judge.judge(Turn(0, doubling, Decision("double")))[2] == 0.0
    judge = Judge(Chances((0.9, 0.3, 0.0, 0.0, 0.0)))           # the doubler's chances: a drop
    wrong = judge.judge(Turn(1, taking, Decision("take")))
    assert wrong[1] == Decision("drop") and wrong[2] > 0.3
    assert judge.judge(Turn(1, taking, Decision("drop")))[2] == 0.0


def test_not_doubling_where_the_model_would_not_is_no_decision():
    doubling, _ = cube_views()
    assert Judge(Chances((0.55, 0.1, 0.0, 0.1, 0.0))).judge(Turn(0, doubling, Decision("roll"))) is None
    early = Judge(Chances((0.55, 0.1, 0.0, 0.1, 0.0))).judge(Turn(0, doubling, Decision("double")))
    assert early[1] == Decision("roll") and early[2] > 0


def test_janowskis_cube_is_between_the_dead_and_the_live_cube():
    hold, double = janowski((0.5, 0.0, 0.0, 0.0, 0.0), owned=False)     # an even game: the cube given away
    assert hold == pytest.approx(0.0) and double == pytest.approx(2 * CUBE_LIFE * -0.25) and double < hold
    hold, double = janowski((0.8, 0.0, 0.0, 0.0, 0.0), owned=False)      # the live cube's cash point
    assert hold == pytest.approx(CUBE_LIFE + (1 - CUBE_LIFE) * 0.6) and double == 1.0


def test_the_error_rate_is_the_total_cost_per_decision_in_thousandths():
    review = Review(0, [Judgement(0, i, "play", Play(()), Play(()), cost) for i, cost in enumerate((0.010, 0.0, 0.020))])
    assert review.total == pytest.approx(0.030) and review.error_rate == pytest.approx(10.0)
    assert review.rating == "Advanced" and [j.cost for j in review.worst()] == [0.020, 0.010]
    assert Review(0).error_rate is None and Review(0).rating is None
    assert "error rate 10.0 (Advanced)" in review.summary()


@pytest.mark.parametrize("rate, word", [
    (0.0, "Supernatural"), (1.99, "Supernatural"), (2.0, "World class"), (4.99, "World class"),
    (5.0, "Expert"), (7.99, "Expert"), (8.0, "Advanced"), (11.99, "Advanced"), (12.0, "Intermediate"),
    (18.0, "Casual player"), (25.99, "Casual player"), (26.0, "Beginner"), (34.99, "Beginner"),
    (35.0, "Awful!"), (500.0, "Awful!")])
def test_gnubgs_thresholds_map_to_its_words(rate, word):
    assert rating(rate) == word


def test_the_words_are_gnubgs_from_best_to_worst():
    assert [w for _, w in RATINGS] + [rating(1e9)] == [
        "Supernatural", "World class", "Expert", "Advanced", "Intermediate", "Casual player", "Beginner", "Awful!"]
