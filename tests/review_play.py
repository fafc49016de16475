"""A hand of a game played at its window for the review's tests: your seat's moves made
through the scene's own move path, one of them deliberately costly."""
from __future__ import annotations

import random
from typing import Any, Iterator, Optional

from games.coach import beside, hint_rng
from games.registry import find_game
from games.ui.harness import Harness
from games.ui.hint import coach_of

TABLE = {"players": 4, "hands": 4, "opponent": "simple"}
STARTS = {
    "marrakech": {"seat": ["person", "computer"]},
    "polignac": {**TABLE, "passing": False},
    "slobberhannes": {**TABLE, "passing": False},
    "hearts": {**TABLE, "passing": False},
    "blacktile": {**TABLE, "passing": False},
}
# The scene's method that makes a move of yours, as its keys do once they have read one.
MOVE_PATH = {"marrakech": "_play"}
# The kind of move to spoil (a card to play, a rug to lay ...), by its class's name.
SPOILT = {"gin": "Discard", "piquet": "Play", "marjolette": "Play", "marrakesh": "PlayCard",
          "marrakech": "Rug", "hearts": "Play", "polignac": "Play", "slobberhannes": "Play",
          "blacktile": "TilePlay"}


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
        if stop_at_review and scene.question.name in scene.review_at:
            return
        seat = scene.hint_seat()
        if seat is None:
            h.keys("<Return>")
            continue
        yield scene.rules_state().view(seat)


def make(h: Harness, name: str, move: Any) -> None:
    """Your move, made through the scene's own move path, as its keys do once they have read it."""
    getattr(h.scene, MOVE_PATH.get(name, "_apply"))(move)


def play_hand(name: str, seed: int = 3, limit: int = 800) -> tuple[Harness, Optional[Any], float]:
    """A hand played to its end-of-hand question: your moves the first legal one (quick),
    but one that the review itself finds costly. Returns the harness, that move and its cost."""
    h = Harness(find_game(name), seed=seed, **STARTS.get(name, {}))
    scene, judge = h.scene, judge_of(h)
    spoilt: Optional[Any] = None
    cost = 0.0
    rng = random.Random(seed)
    for view in your_questions(h, limit, stop_at_review=True):
        moves = list(view.legal_moves)
        move = rng.choice(moves)
        if spoilt is None and len(moves) > 2 and type(moves[-1]).__name__ == SPOILT[name]:
            worst, worth = costliest(judge, view)
            if worst is not None:
                move, spoilt, cost = worst, worst, worth
        make(h, name, move)
    if scene.question.name in scene.review_at:
        return h, spoilt, cost
    raise AssertionError(f"{name}: no end of the hand in {limit} steps ({scene.question.name})")
