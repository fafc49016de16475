"""The words of Piquet's hint in the play say what the move does, never what it does not."""
from types import SimpleNamespace

from games.cards import Card
from games.piquet.coach import _effect_on_trick
from games.piquet.moves import Play


def view(led, hand):
    cards = [Card.parse(c) for c in hand]
    return SimpleNamespace(trick=[Card.parse(led)], legal_moves=[Play(c) for c in cards], hand=cards)


def test_a_card_that_cannot_win_is_called_the_lowest_only_when_it_is():
    """'Hint: play ♥J. It cannot beat the ♥A: the lowest card goes.' with ♥8 in the hand."""
    said = _effect_on_trick(view("HA", ["HJ", "H8"]), Card.parse("HJ"))
    assert "lowest" not in said and "\u2665J goes" in said and "\u26658 is kept" in said
    assert _effect_on_trick(view("HA", ["HJ", "H8"]), Card.parse("H8")) == \
        "It cannot beat the \u2665A: the lowest card goes."
