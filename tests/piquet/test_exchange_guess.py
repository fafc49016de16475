"""How the computer's exchange guesses the other hand's exchange."""
import random

import pytest

from games.cards import cards, full_deck
from games.piquet.hand import Hand
from games.piquet.moves import Discard
from games.piquet.rules import PACK_RANKS
from games.piquet.players import BUILTINS
from games.piquet.players.exchange import ExchangeTuning, exchanged, lowest_out, scoring_out, trials
from games.piquet.players.solver import card_id, mask_of
from games.plugins import PluginError, load_object


def ids(text: str) -> list[int]:
    return [card_id(c) for c in cards(text)]


TWELVE = "S7 S8 S9 ST SJ HK DK CK H7 D8 C9 HA"


def test_a_scoring_guess_keeps_the_point_suit_and_the_set_and_puts_out_the_loose_low_cards():
    kept = scoring_out(ids(TWELVE), 3)
    assert kept == mask_of(cards("S7 S8 S9 ST SJ HK DK CK HA"))


def test_a_guess_by_rank_alone_breaks_the_point_suit():
    kept = lowest_out(ids(TWELVE), 3)
    assert not kept >> card_id(cards("S7")[0]) & 1


def test_a_blind_exchange_keeps_what_it_draws_and_puts_out_cards_of_its_twelve_only():
    twelve, drawn = ids("SA SK SQ HA HK HQ DA DK DQ CA CK CQ"), ids("S7 H7 D7")
    hand = exchanged(twelve, drawn, ExchangeTuning(opponent="blind"))
    assert hand & mask_of(cards("S7 H7 D7")) == mask_of(cards("S7 H7 D7"))
    assert bin(hand).count("1") == 12


def test_an_exchange_in_hindsight_puts_out_the_low_cards_it_drew():
    twelve, drawn = ids("SA SK SQ HA HK HQ DA DK DQ CA CK CQ"), ids("S7 H7 D7")
    hand = exchanged(twelve, drawn, ExchangeTuning(opponent="hindsight"))
    assert hand == mask_of(cards("SA SK SQ HA HK HQ DA DK DQ CA CK CQ"))


def test_the_guess_at_his_exchange_is_chosen_on_the_command_line_and_a_wrong_one_is_refused():
    assert load_object("computer(opponent='blind')", BUILTINS).exchange.opponent == "blind"
    assert load_object("computer", BUILTINS).exchange == ExchangeTuning(opponent="seat")
    with pytest.raises(PluginError, match="opponent must be one of"):
        load_object("computer(opponent='psychic')", BUILTINS)


def _guessed_hands(opponent: str, seat_of_me: str) -> list:
    """The other hand in each trial deal as ``opponent`` guesses it, from Elder's or Younger's exchange."""
    h = Hand(full_deck(PACK_RANKS), elder=0)
    if seat_of_me == "younger":
        h.apply(Discard(tuple(h.held[0][:5])))
    view = h.view(h.current_player())
    return [t.opponents for t in trials(view, random.Random(3), 4, ExchangeTuning(opponent=opponent))]


def test_the_guess_by_seat_is_blind_as_elder_and_in_hindsight_as_younger():
    assert _guessed_hands("seat", "elder") == _guessed_hands("blind", "elder")
    assert _guessed_hands("seat", "elder") != _guessed_hands("hindsight", "elder")
    assert _guessed_hands("seat", "younger") == _guessed_hands("hindsight", "younger")
    assert _guessed_hands("seat", "younger") != _guessed_hands("blind", "younger")
    assert load_object("computer(opponent='seat')", BUILTINS).exchange.opponent == "seat"
