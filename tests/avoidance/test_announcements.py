"""A moon, a capot or all three is announced until you go on, and the hand's table says
why each seat scored what it did; a computer's capot bid waits for Return too."""
from __future__ import annotations

import random

import pytest

from games.avoidance.game import AvoidanceGame, Settings
from games.blacktile import GAME as BLACKTILE
from games.polignac import GAME as POLIGNAC
from games.short_hearts import GAME as HEARTS
from games.slobberhannes import GAME as SLOBBER
from games.ui.harness import Harness
from tests.scenes import card_table_step as step


def words(text: str) -> str:
    return " ".join(text.split())


def near_the_end(variant, seed: int, seats: int, hands: int) -> AvoidanceGame:
    """A game of random moves from ``seed``, stopped once the last trick of its first hand
    is led, the rest being forced: the seeds below are hands that end in an event."""
    rng = random.Random(seed)
    game = AvoidanceGame(variant, rng, Settings(seats, hands, passing=False), first_dealer=0)
    while game.hand.play is None or len(game.hand.play.trick.plays) != 1 or max(game.view(0).sizes) > 1:
        game.apply(rng.choice(game.legal_moves()))
    return game


def to_the_hands_end(info, seed: int, seats: int, hands: int = 0) -> Harness:
    h = Harness(info, seed=1, players=seats, hands=hands or seats, passing=False, opponent="simple")
    h.scene.state = near_the_end(h.scene.variant, seed, seats, hands or seats)
    h.scene.show(h.scene.state)
    h.app.settle()
    assert h.scene.question.name == "trick"
    h.keys("<Space>")
    return h


def reasons(h) -> dict[str, str]:
    """The lines of "This hand's points, and why:", by name: the points and the words."""
    lines = h.lines
    top = next(i for i, line in enumerate(lines) if "points, and why" in line)
    return {line.split()[0]: " ".join(line.split()[1:]) for line in lines[top + 1:top + 1 + len(h.scene.seats)]}


def test_a_computers_moon_is_announced_until_return_and_the_table_says_why():
    h = to_the_hands_end(HEARTS, seed=3, seats=4)             # Bob takes every heart and the ♠Q
    assert h.scene.question.name == "hand_over"
    said = "Bob shot the moon: 12 points to each other player!"
    assert said in words(h.text)
    assert reasons(h) == {"You": "12 Bob shot the moon", "Ann": "12 Bob shot the moon",
                          "Bob": reasons(h)["Bob"], "Cal": "12 Bob shot the moon"}
    assert reasons(h)["Bob"].startswith("0 shot the moon ♥")
    h.keys("1 X")                                             # stray keys: the news stays
    assert said in words(h.text) and "Press Return for hand 2" in words(h.text)
    h.keys("<Return>")
    assert h.scene.question.name != "hand_over" and "moon" not in h.text


def test_your_moon_at_dominoes_and_the_last_hand_keeps_it_beside_the_result():
    h = to_the_hands_end(BLACKTILE, seed=73, seats=3, hands=3)
    assert "You shot the moon: 22 points to each other player!" in words(h.text)
    assert reasons(h)["Ann"] == "22 You shot the moon"
    game = near_the_end(h.scene.variant, 73, 3, 3)
    game.hands = 1                                            # the same hand, as a game's last
    h.scene.state = game
    h.scene.show(h.scene.state)
    h.app.settle()
    h.keys("<Space>")
    assert h.scene.question.name == "over"
    assert words("You shot the moon: 22 points to each other player! You win with 0.") in words(h.text)
    h.keys("X")
    assert "You shot the moon" in words(h.text)


@pytest.mark.parametrize("seed, announced, bidder, others", [
    (64, "made capot: 5 points to each other player!", "0 made capot", "5 {} made capot"),
    (0, "failed at capot: 5 points!", "5 failed at capot", None)])
def test_capot_made_or_lost_is_announced_and_explained(seed, announced, bidder, others):
    h = to_the_hands_end(POLIGNAC, seed=seed, seats=4)
    result = h.scene.finished.result
    name = h.scene.called(result.who)
    assert f"{name} {announced}" in words(h.text)
    assert reasons(h)[h.scene.name(result.who)].startswith(bidder)
    for seat in range(4):
        if seat != result.who and others:
            assert reasons(h)[h.scene.name(seat)] == others.format(name)


def test_all_three_at_slobberhannes_is_announced_and_explained():
    h = to_the_hands_end(SLOBBER, seed=1, seats=4)            # you take all three
    assert "You took all three: 4 points!" in words(h.text)
    assert reasons(h)["You"].startswith("4 took all three")
    assert all(reasons(h)[n] in ("0 nothing taken",) for n in ("Ann", "Bob", "Cal"))


def test_a_computers_capot_bid_waits_for_return():
    for seed in range(30):
        h = Harness(POLIGNAC, seed=seed, players=4, hands=4, passing=False, opponent="random")
        while h.scene.state.hand.phase == "bid" and h.scene.question.name != "heed":
            step(h)
        if h.scene.question.name != "heed":
            continue
        bidder = h.scene.name(h.scene.state.hand.bidder)
        said = f"{bidder} bids capot, to take all four queens!"
        assert said in words(h.text) and "Return to play on" in h.text
        h.keys("1")
        assert said in words(h.text) and h.scene.question.name == "heed"
        h.keys("<Return>")
        assert h.scene.question.name != "heed" and f"{bidder} bids capot" in h.lines[1]
        return
    pytest.fail("no computer bid capot")


def test_the_words_examples():
    import doctest

    import games.avoidance.table_words as module
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
