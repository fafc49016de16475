"""The shared trick-avoidance players at dominoes (every move legal: see test_match):
ducking the 0-0, stopping a moon, and guessed deals that respect voids in both of a
tile's suits and the tile left out."""
from __future__ import annotations

import random

from games.avoidance.computer import ComputerPlayer
from games.avoidance.game import AvoidanceGame, Settings
from games.avoidance.hand import Hand
from games.avoidance.players import SimplePlayer, table_for
from games.blacktile.rules import MOON, VARIANT, TilePlay, parse_move
from games.blacktile.tiles import Tile, suits_of

FAST = ComputerPlayer(budget=120, min_samples=4, max_samples=12)


def tiles(text):
    return [Tile.parse(t) for t in text.split()]


def play(hand, *moves):
    for move in moves:
        hand.apply(parse_move(move))


def test_simple_and_computer_duck_the_black_tile():
    # seat 2 takes three 3s, seat 1 the 5-3 (no moon is left), and seat 1 leads 2-1 as 1s;
    # seat 2, with no 1, throws the 0-0: the 6-1 would take it, the 1-0 ducks
    hand = Hand(VARIANT, [tiles("3-1 5-0 6-1 1-0 4-2"), tiles("3-2 6-5 2-1 6-6 5-5"),
                          tiles("3-3 5-3 0-0 4-4 5-4")], dealer=0, unused=tiles("2-2"))
    play(hand, "3-3/3", "3-1", "3-2", "5-3/5", "5-0", "6-5", "2-1/1", "0-0")
    assert hand.score().points == (0, 1, 3)
    view = hand.view(0)
    assert set(view.legal_moves) == {TilePlay(Tile.parse("61")), TilePlay(Tile.parse("10"))}
    assert SimplePlayer().choose(view, random.Random(1)) == TilePlay(Tile.parse("10"))
    assert FAST.choose(view, random.Random(1)) == TilePlay(Tile.parse("10"))


def test_the_computer_stops_a_moon_at_dominoes():
    # seat 1 has taken the 6-3 and leads 6-5 as 5s; seat 2, with no 5, throws the 3-3.
    # Ducking with the 5-0 lets seat 1 take every point (22 to seat 0); the 5-5 takes
    # the trick for one point, and seat 0 then leads 1-0 as Blanks, drawing out the 0-0.
    hand = Hand(VARIANT, [tiles("6-1 5-5 5-0 1-0"), tiles("6-6 6-5 4-4 2-2"), tiles("6-3 3-3 0-0 3-2")],
                dealer=2, unused=tiles("1-1"))
    play(hand, "6-6/6", "6-3", "6-1", "6-5/5", "3-3")
    view = hand.view(0)
    ducked = hand.clone()
    play(ducked, "5-0", "2-2/2", "3-2", "1-0", "4-4/4", "0-0", "5-5")
    assert ducked.result.points == (MOON, 0, MOON)
    computer = ComputerPlayer(budget=600, max_samples=100)
    assert computer.choose(view, random.Random(3)) == TilePlay(Tile.parse("55"))


def test_guessed_deals_keep_voids_in_either_suit_and_the_tile_left_out():
    game = AvoidanceGame(VARIANT, random.Random(4), Settings(seats=3, passing=False))
    rng = random.Random(4)
    while len(game.hand.play.tricks) < 3:
        game.apply(rng.choice(game.legal_moves()))
    seat = game.current_player()
    view = game.view(seat)
    played = [t for trick in view.tricks for t in trick.cards] + list(view.trick.cards)
    for sample in range(10):
        deal = view.determinise(random.Random(sample))
        assert deal.hands[seat] == list(view.hand)
        held = [t for h in deal.hands for t in h]
        assert len(set(held + played)) == len(held + played) == 27   # one tile left out of every deal
        for other in range(3):
            assert not any(set(suits_of(t)) & view.voids[other] for t in deal.hands[other])
    assert table_for(VARIANT, view.deck).points.count(0) == 20   # 8 tiles of 28 carry points
