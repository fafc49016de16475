"""The coach names a meld by its cards, as the table shows them (♥K ♥Q), not in the keys'
notation (KQH): the F9 hint and the review's band, through the shared games.coach.say. A
marjolette's Jack is the trump's, named so, since a move does not know the trump."""
import random

from games.coach import say
from games.marjolette import coach
from games.marjolette.melds import Meld
from games.marjolette.moves import Declare, parse_move
from games.ui import review
from tests.marjolette.helpers import hand, play


def test_a_meld_is_said_by_its_cards_as_the_table_shows_them():
    assert say(parse_move("meld KQH")) == "meld ♥K ♥Q"
    assert say(parse_move("meld 4A")) == "meld ♠A ♥A ♦A ♣A"
    assert say(parse_move("meld JQD")) == "meld trump J ♦Q"
    assert str(parse_move("meld JQD")) == "meld JQD"                   # the keys' notation unchanged


def test_the_hint_names_the_meld_it_would_declare_by_its_cards():
    h = hand("S8 C9 D9 DT DA CA", "S9 SK SQ HK HQ D8", "HJ")        # Hearts trumps
    play(h, "S8", "S9")
    advice = coach.hint(h.view(1), random.Random(1))
    assert advice.move == Declare(Meld.parse("KQH"))
    assert advice.words.startswith("Hint: meld ♥K ♥Q. Trump marriage scores 40")


def test_the_reviews_band_names_both_melds_by_their_cards():
    h = hand("S8 C9 D9 DT DA CA", "S9 SK SQ HK HQ D8", "HJ")
    play(h, "S8", "S9")
    view, played = h.view(1), parse_move("meld KQS")
    box = review.ReviewBox()
    judged = coach.judge(view, played, random.Random(1))
    box.entries, box.total, box._unit = [review.Entry(review.Decision(view, played), judged)], judged.cost, "points"
    band = " ".join(text for _, text in box.band_lines())
    assert "meld ♠K ♠Q" in band and "meld ♥K ♥Q" in band and "KQ" not in band
