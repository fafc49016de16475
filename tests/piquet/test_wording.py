"""One way of naming cards and declarations throughout Piquet's screen."""
import doctest

import pytest

from games.cards import RANKS, Card, cards
from games.piquet import combos, moves
from games.piquet import scene_layout as lay
from games.piquet.view import HandResult, Line, PiquetView
from games.ui.screen import Screen
from tests.piquet.test_scene import start


@pytest.mark.parametrize("module", [lay, combos, moves], ids=lambda m: m.__name__)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


def test_every_card_is_named_in_words():
    assert Card("S", "7").name == "Seven of Spades" and Card("H", "T").name == "Ten of Hearts"
    assert all(not any(ch.isdigit() for ch in Card("C", rank).name) for rank in RANKS)


def screen_text(draw) -> str:
    screen = Screen(font=None)
    draw(screen)
    return screen.dump_text()


LONG = [Line(1, "Fourteen Jacks, Three Kings", 17), Line(0, "Quint, Quart, Tierce", 26)]


def test_long_declarations_are_broken_onto_a_second_row_never_shortened():
    text = screen_text(lambda s: lay.dialogue(s, LONG, 3, 1))
    assert "14 " not in text and "3 Kings" not in text
    rows = text.split("\n")
    first = next(i for i, row in enumerate(rows) if "Me: Fourteen Jacks," in row)
    assert rows[first + 1].startswith("     Three Kings") and rows[first].rstrip().endswith("17")
    assert all(len(row.rstrip()) <= lay.ME_COL or row[lay.ME_COL - 1] == " " for row in rows[6:])
    assert " You: Quint, Quart, Tierce" in text


def test_the_summary_during_play_names_them_the_same_way():
    view = PiquetView(seat=0, elder=0, phase="play", to_move=0, legal_moves=(), category=None, hand=(),
                      discards=(), drawn=(), peeked=(), stock_count=0, exchanged=(5, 3), opponent_count=12,
                      dialogue=tuple(LONG),
                      outcome=(), calls=(), shown=(), scores=(26, 17), tricks=(), trick=(), leader=0,
                      tricks_won=(0, 0))
    text = screen_text(lambda s: lay.declared_summary(s, view, 3, 1))
    assert "Me: Fourteen Jacks," in text and "Three Kings" in text and "14 " not in text


def test_tricks_are_counted_in_figures_like_every_other_count():
    notes = lay.bonus_notes(HandResult(elder=0, scores=(10, 10), tricks_won=(6, 6)))
    assert notes == ["Tricks 6 each: no majority"]
    notes = lay.bonus_notes(HandResult(elder=0, scores=(10, 10), tricks_won=(5, 7)))
    assert notes == ["Tricks 7 to 5: majority to me"]


def test_a_card_you_do_not_hold_is_named_in_words():
    h = start(seed=3)
    held = set(h.scene.state.view(0).hand)
    missing = next(c for c in cards("S7 H7 D7 C7 S8 H8 D8 C8") if c not in held)
    h.keys(f"{missing.suit} {missing.rank}")
    assert f"You do not hold the {missing.name}" in h.text
    assert missing.name.split()[0] in ("Seven", "Eight")


def test_the_computers_cards_are_named_in_words():
    h = start(seed=6, opponent="computer")           # the computer is Elder and leads
    for _ in range(40):
        if h.scene.question.name == "card":
            break
        h.keys("N" if h.scene.question.name == "discard" else "<Return>")
    led = h.scene.state.hand.trick[0]
    assert f"I lead the {led.name}: 1 point." in " ".join(h.lines[28:30])
