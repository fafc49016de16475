"""Each trick's message says what taking it cost and why, and the figures agree with the
score: Slobberhannes' first and last tricks too, and the dominoes of Black Tile."""
from __future__ import annotations

import random
import re

import pytest

from games.avoidance.cards import cards
from games.avoidance.game import AvoidanceGame, Settings
from games.blacktile import GAME as BLACKTILE
from games.blacktile.rules import VARIANT as BLACK_TILE
from games.blacktile.tiles import Tile
from games.polignac import GAME as POLIGNAC
from games.polignac.rules import VARIANT as POLIGNAC_RULES
from games.short_hearts import GAME as HEARTS
from games.short_hearts.rules import VARIANT as HEARTS_RULES
from games.slobberhannes import GAME as SLOBBER
from games.slobberhannes.rules import VARIANT as SLOBBER_RULES
from games.tricks import Trick
from games.ui.harness import Harness
from tests.scenes import card_table_step as card_step
from tests.scenes import tile_table_step as tile_step

VARIANTS = [POLIGNAC_RULES, SLOBBER_RULES, HEARTS_RULES, BLACK_TILE]


def trick(winner, codes):
    played = cards(codes)
    return Trick(0, played[0].suit, tuple(enumerate(played)), winner)


def table(info, **options):
    options.setdefault("opponent", "simple")
    return Harness(info, seed=3, players=4, hands=4, passing=False, **options)


def said(h) -> str:
    return h.scene.prompt.message


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
@pytest.mark.parametrize("seed", range(12))
def test_the_penalties_trick_by_trick_add_up_to_the_score_of_a_plain_hand(variant, seed):
    rng = random.Random(seed)
    seats = rng.randint(*variant.seats)
    game = AvoidanceGame(variant, rng, Settings(seats, seats, passing=False))
    while not game.is_terminal():
        game.apply(rng.choice(game.legal_moves()))
    for hand in game.finished:
        tricks = hand.play.tricks
        owed = [0] * seats
        for i, t in enumerate(tricks):
            owed[t.winner] += sum(points for _, points in variant.trick_penalties(t, i, len(tricks)))
        if not hand.result.event:
            assert tuple(owed) == hand.result.points


def test_slobberhannes_first_trick_says_its_penalty():
    # the table: the first trick costs 1 and the table says "Pts 1 1st"
    h = Harness(SLOBBER, seed=5, players=4, hands=4, passing=False)
    assert said(h) == "You take the trick: 1 point (the first trick)."
    assert "Pts 1" in h.text and "1st" in h.text
    h.keys("1")
    assert said(h) == "You take the trick: 1 point (♠Q)."


def test_a_first_trick_with_the_queen_of_spades_costs_two_and_says_both():
    scene = table(SLOBBER).scene
    first = trick(2, "S7 S8 SQ S9")
    assert scene.taken_words(first, 0, 8) == "Bob takes the trick: 2 points (♠Q and the first trick)."
    assert scene.taken_words(trick(0, "H7 H8 H9 HT"), 7, 8) == "You take the trick: 1 point (the last trick)."
    assert scene.taken_words(trick(1, "H7 H8 H9 HT"), 3, 8) == "Ann takes the trick: no points."


def test_cards_of_different_worth_are_each_given_their_points():
    scene = table(HEARTS).scene
    assert scene.taken_words(trick(3, "SQ HK H9 S7"), 2, 8) == \
        "Cal takes the trick: 6 points (♠Q 4, ♥K and ♥9 1 each)."
    assert scene.taken_words(trick(0, "HK H9 H8 S7"), 2, 8) == "You take the trick: 3 points (♥K, ♥9 and ♥8)."
    scene = table(POLIGNAC).scene
    assert scene.taken_words(trick(1, "SQ HQ H9 S7"), 2, 8) == "Ann takes the trick: 3 points (♠Q 2, ♥Q 1)."


def test_tiles_are_named_by_their_numbers():
    scene = Harness(BLACKTILE, seed=3, players=4, hands=4, opponent="simple").scene
    tiles = tuple(enumerate(Tile.parse(t) for t in ("31", "00", "65", "21")))
    assert scene.taken_words(Trick(0, "1", tiles, 2), 0, 7) == "Bob takes the trick: 5 points (0-0 4, 3-1 1)."


@pytest.mark.parametrize("info, step", [(POLIGNAC, card_step), (SLOBBER, card_step), (HEARTS, card_step),
                                        (BLACKTILE, tile_step)],
                         ids=["polignac", "slobberhannes", "hearts", "blacktile"])
def test_every_trick_message_of_a_game_gives_the_points_the_score_then_shows(info, step):
    h = table(info)
    checked = 0
    while h.scene.question.name != "over":
        scene = h.scene
        if scene.question.name == "trick":
            hand = scene.state.finished[-1] if scene.finished is not None else scene.state.hand
            tricks = list(hand.play.tricks)
            winner = tricks[-1].winner
            variant = scene.variant
            before = variant.score(tricks[:-1], hand.seats, hand.bidder, False).points[winner]
            after = variant.score(tricks, hand.seats, hand.bidder, scene.finished is not None)
            match = re.search(r"takes? the trick: (\d+) points?|takes? the trick: no points", said(h))
            assert match, said(h)
            if not after.event:
                assert int(match[1] or 0) == after.points[winner] - before, said(h)
                checked += 1
        step(h)
    assert checked >= 20
