"""A card's writing keeps its outline against Marrakesh's table beyond the card (moved from the
shared contrast tests, where the measure itself is tested)."""
from games.registry import find_game
from games.ui.contrast import card_edges
from games.ui.harness import Harness


def test_the_cards_on_the_table_the_acceptance_round_saw_keep_their_outline():
    h = Harness(find_game("marrakesh"), seed=11)     # the table the acceptance round saw it on
    h.app.draw()
    assert "\u2660A" in h.text and card_edges(h.app.screen) == []
