"""A hand of a game played at its window for the review's tests: your seat's moves made
through the scene's one door for moves (``apply_move``, then the scene takes up the new
position, as a resumed game is), one of them deliberately costly (the kind its kit's
``REVIEW.spoil`` names)."""
from __future__ import annotations

import random
from typing import Any, Iterator, Optional

from games.coach import beside, hint_rng
from games.registry import all_games, find_game
from games.ui.harness import Harness
from games.ui.hint import coach_of
from tests.kits import kit, need, question_name

# The window's options for a hand of each game with a review (its kit's REVIEW.start).
STARTS = {info.name: kit(info).REVIEW.start for info in all_games()
          if getattr(kit(info), "REVIEW", None) is not None}


def judge_of(h: Harness):
    return beside(coach_of(h.scene), "judge")


def costliest(judge, view, tried: int = 4) -> tuple[Any, float]:
    """Of a few legal moves, the one the review finds costliest here, and its cost."""
    worst, cost = None, 0.0
    for move in list(view.legal_moves)[:tried]:
        j = judge(view, move, hint_rng(view))
        if j.cost > cost:
            worst, cost = move, j.cost
    return worst, cost


def your_questions(h: Harness, limit: int, stop_at_review: bool = False) -> Iterator[Any]:
    """The view of each question of yours in turn, for at most ``limit`` steps; any other
    question answered with Return. The caller makes its move (:func:`make`) before the next;
    with ``stop_at_review``, it ends at the end-of-hand question that offers the review."""
    scene = h.scene
    for _ in range(limit):
        h.app.settle()
        if stop_at_review and question_name(scene) in scene.review_at:
            return
        seat = scene.hint_seat()
        if seat is None:
            h.keys("<Return>")
            continue
        yield scene.state.view(seat)


def make(h: Harness, name: str, move: Any) -> None:
    """Your move, typed as a player types it (the kit's ``typist``, the first way it gives)."""
    def pick(moves):
        assert move in list(moves), f"{name}: {move} is not among the moves asked for"
        return move
    typings = need(find_game(name), "typist")(h.scene, random.Random(0), pick)
    assert typings is not None, f"{name}: its typist sees no move asked for ({question_name(h.scene)})"
    h.keys(typings.ways[0])


def play_hand(name: str, seed: int = 3, limit: int = 800) -> tuple[Harness, Optional[Any], float]:
    """A hand played to its end-of-hand question: your moves the first legal one (quick),
    but one that the review itself finds costly. Returns the harness, that move and its cost."""
    info = find_game(name)
    review = kit(info).REVIEW
    h = Harness(info, seed=seed, **review.start)
    scene, judge = h.scene, judge_of(h)
    spoilt: Optional[Any] = None
    cost = 0.0
    rng = random.Random(seed)
    for view in your_questions(h, limit, stop_at_review=True):
        moves = list(view.legal_moves)
        move = rng.choice(moves)
        if spoilt is None and len(moves) > 2 and type(moves[-1]).__name__ == review.spoil:
            worst, worth = costliest(judge, view)
            if worst is not None:
                move, spoilt, cost = worst, worst, worth
        make(h, name, move)
    if question_name(scene) in scene.review_at:
        return h, spoilt, cost
    raise AssertionError(f"{name}: no end of the hand in {limit} steps ({question_name(scene)})")
