"""The review (V) at Gin Rummy's table (tests/review_tables.py): your move and the
computer's marked under the stock or the pile, or under the card thrown (raised) with a
knock said."""
from __future__ import annotations

import pytest

from games.gin_rummy import scene_layout as gin_lay
from games.gin_rummy.moves import Discard as GinDiscard, Draw, Pass as GinPass, Take
from tests.review_tables import card_at, kind_of_choice_drawn, v_draws_your_choices_and_steps_on, word_over
from tests.test_review_games import quick  # noqa: F401  (the quick judges, for these tests too)


def check_gin(scene, screen, view, played, best) -> None:
    hand_rows = range(gin_lay.REVIEW_HAND_ROW - 1, gin_lay.REVIEW_HAND_ROW + 1)
    for n, (move, word, colours) in enumerate(((played, "You", scene.your_mark), (best, "Me", scene.my_mark))):
        if isinstance(move, GinDiscard):
            col, row = card_at(screen, move.card, hand_rows)
            assert row == gin_lay.REVIEW_HAND_ROW - 1, f"the {move.card.glyph} thrown is not raised"
            word_over(screen, gin_lay.REVIEW_HAND_ROW + 1 + n, col, f"{word}: knock" if move.knock else word, colours)
        else:
            col = gin_lay.STOCK_COL if isinstance(move, Draw) else gin_lay.PILE_COL
            verb = {Draw: "draw", Take: "take", GinPass: "pass"}[type(move)]
            word_over(screen, gin_lay.STOCK_ROW + 2 + n, col, f"{word}: {verb}", colours)
    for card in view.hand:
        card_at(screen, card, hand_rows)


def test_v_draws_your_choices_on_the_table_with_your_move_and_mine_marked_and_steps_on():
    v_draws_your_choices_and_steps_on("gin", check_gin)


def knock(view):
    knocks = [m for m in view.legal_moves if isinstance(m, GinDiscard) and m.knock]
    return GinDiscard(knocks[0].card), knocks[0]


# (which choice, your view's test, your move and mine from the view)
KINDS = [
    ("offer", lambda v: v.phase == "offer", lambda v: (GinPass(), Take())),
    ("draw", lambda v: v.phase == "draw" and Take() in v.legal_moves, lambda v: (Draw(), Take())),
    ("knock", lambda v: any(getattr(m, "knock", False) for m in v.legal_moves), knock),
]


@pytest.mark.parametrize("kind, wanted, moves", KINDS, ids=[k[0] for k in KINDS])
def test_each_kind_of_choice_is_drawn_with_both_moves_marked(kind, wanted, moves):
    kind_of_choice_drawn("gin", wanted, moves, check_gin)
