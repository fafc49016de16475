"""The review (V) at Marjolette's table (tests/review_tables.py): the card played, or the
declaration in the list of those you could make."""
from __future__ import annotations

from dataclasses import replace

import pytest

from games.marjolette import scene_layout as marj_lay
from games.marjolette.melds import Meld
from games.marjolette.moves import Declare, Exchange, Pass as MarjPass, Play as MarjPlay
from games.marjolette.scene import describe
from games.registry import find_game
from games.ui import review
from games.ui.harness import Harness
from tests.review_tables import card_at, kind_of_choice_drawn, other_than, seat_zero_view, text_at, \
    v_draws_your_choices_and_steps_on, word_over
from tests.test_review_games import quick  # noqa: F401  (the quick judges, for these tests too)


def check_marjolette(scene, screen, view, played, best) -> None:
    rows = (marj_lay.REVIEW_TABLE_ROW, marj_lay.REVIEW_HAND_ROW)
    for card in list(view.hand) + list(view.table):
        card_at(screen, card, rows)
    for move, word, colours in ((played, "You", scene.your_mark), (best, "Me", scene.my_mark)):
        if isinstance(move, MarjPlay):
            col, row = card_at(screen, move.card, rows)
            word_over(screen, row + 1, col, word, colours)
        else:
            table = screen.text_lines()
            [row] = [r for r in range(review.BAND_TOP) if table[r].startswith(word)]
            assert table[row][4:].rstrip() == describe(move, view)
            assert screen.inks[row][0] == colours


def test_v_draws_your_choices_on_the_table_with_your_move_and_mine_marked_and_steps_on():
    v_draws_your_choices_and_steps_on("marjolette", check_marjolette)


# (which choice, your view's test, your move and mine from the view)
KINDS = [
    ("declare", lambda v: v.phase == "declare" and any(isinstance(m, (Declare, Exchange)) for m in v.legal_moves),
     lambda v: (MarjPass(), other_than(v, MarjPass()))),
    ("first lead", lambda v: v.phase == "play" and not v.tricks and not v.trick,
     lambda v: (v.legal_moves[0], v.legal_moves[-1])),
    ("from the table", lambda v: v.phase == "play" and any(
        isinstance(m, MarjPlay) and m.card in v.table for m in v.legal_moves),
     lambda v: (next(m for m in v.legal_moves if m.card in v.table), next(m for m in v.legal_moves
                                                                      if m.card in v.hand))),
]


@pytest.mark.parametrize("kind, wanted, moves", KINDS, ids=[k[0] for k in KINDS])
def test_each_kind_of_choice_is_drawn_with_both_moves_marked(kind, wanted, moves):
    kind_of_choice_drawn("marjolette", wanted, moves, check_marjolette)


def test_a_long_list_of_declarations_keeps_yours_and_mine_and_clears_your_melds_heading():
    info = find_game("marjolette")
    h = Harness(info, seed=3)
    scene, screen = h.scene, h.app.screen
    view = seat_zero_view(info, lambda v: v.phase == "declare")
    melds = [Declare(Meld.parse(m)) for m in ("4A", "4K", "4Q", "KQH", "JQS")]
    view = replace(view, legal_moves=(*melds, MarjPass()), table=(view.unseen()[0],))
    screen.clear(scene.paper)
    scene.draw_decision(screen, view, MarjPass(), melds[-1])
    check_marjolette(scene, screen, view, MarjPass(), melds[-1])
    assert text_at(screen, marj_lay.REVIEW_TABLE_ROW - 1).strip() == "Your melds"
    listed = [line for line in screen.text_lines()[marj_lay.NOTES_TOP:marj_lay.REVIEW_TABLE_ROW - 1] if line.strip()]
    assert len(listed) == marj_lay.REVIEW_OPTIONS_ROWS
