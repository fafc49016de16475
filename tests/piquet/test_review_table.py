"""The review (V) at Piquet's table (tests/review_tables.py): both sets of discards marked
in your hand (yours above it, mine beneath), a call, answer or claim in words under the
dialogue, the card played."""
from __future__ import annotations

import pytest

from games.piquet import scene_layout as piq_lay
from games.piquet.moves import Discard as PiqDiscard, Play as PiqPlay
from games.ui import review
from tests.review_tables import card_at, kind_of_choice_drawn, other_than, text_at, \
    v_draws_your_choices_and_steps_on
from tests.test_review_games import quick  # noqa: F401  (the quick judges, for these tests too)


def check_piquet(scene, screen, view, played, best) -> None:
    row = piq_lay.REVIEW_HAND_ROW
    cols = [card_at(screen, card, [row])[0] for card in view.hand]
    assert cols == sorted(cols), "the hand is not drawn in its order"
    if isinstance(played, (PiqDiscard, PiqPlay)):
        for move, marks_row, mark, colours in ((played, row - 1, piq_lay.MARKS_DOWN, scene.your_mark),
                                               (best, row + 1, piq_lay.MARKS_UP, scene.my_mark)):
            cards = move.cards if isinstance(move, PiqDiscard) else (move.card,)
            line = text_at(screen, marks_row)
            marked = {c for c, card in zip(cols, view.hand) if line[c:c + 2] == mark}
            assert marked == {cols[view.hand.index(card)] for card in cards}, f"row {marks_row}: {line!r}"
            for col in marked:
                assert screen.inks[marks_row][col] == colours
            assert line.startswith("You" if move is played else "Me")
    else:
        table = screen.dump_text().split("\n")[:review.BAND_TOP]
        said = [r for r, line in enumerate(table) if line.startswith("You said: ")]
        would = [r for r, line in enumerate(table) if line.startswith("I'd say: ")]
        assert said and would, "\n".join(table)
        assert table[said[0]] == f"You said: {played.describe()}" and table[would[0]] == f"I'd say: {best.describe()}"
        assert screen.inks[would[0]][0] == scene.my_mark and screen.inks[said[0]][0] == scene.your_mark


def test_v_draws_your_choices_on_the_table_with_your_move_and_mine_marked_and_steps_on():
    v_draws_your_choices_and_steps_on("piquet", check_piquet)


def discards(view):
    ways = sorted(view.legal_moves, key=lambda m: -len(m.cards))[:40]
    return ways[0], next(m for m in ways if set(m.cards) - set(ways[0].cards) and m.cards)


# (which choice, your view's test, your move and mine from the view)
KINDS = [
    ("exchange", lambda v: isinstance(v.legal_moves[0], PiqDiscard) and v.legal_moves.most > 2, discards),
    ("stand", lambda v: isinstance(v.legal_moves[0], PiqDiscard) and v.legal_moves.fewest == 0,
     lambda v: (PiqDiscard(()), other_than(v, PiqDiscard(())))),
    ("call", lambda v: type(v.legal_moves[0]).__name__ in ("Declare", "Answer", "Claim"),
     lambda v: (v.legal_moves[0], v.legal_moves[-1])),
    ("follow", lambda v: v.phase == "play" and v.trick, lambda v: (v.legal_moves[0], v.legal_moves[-1])),
]


@pytest.mark.parametrize("kind, wanted, moves", KINDS, ids=[k[0] for k in KINDS])
def test_each_kind_of_choice_is_drawn_with_both_moves_marked(kind, wanted, moves):
    kind_of_choice_drawn("piquet", wanted, moves, check_piquet)
