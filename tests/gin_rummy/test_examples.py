"""The players in examples/ load as the manual says and play whole games legally: Gin's (and
Backgammon's, beside it), and what Gin's example keeps track of."""
import json

import pytest

from games.registry import find_game


@pytest.mark.parametrize("game, spec", [
    ("gin", "examples.gin_player:Watchful"),
    ("gin", "examples.gin_player:Watchful(knock_at=5, caution=0)"),
    ("backgammon", "examples.backgammon_player:Blocker"),
    ("backgammon", "examples.backgammon_player:Blocker(blot=3, drop_behind=10)"),
])
def test_an_example_player_plays_a_short_match(game, spec, capsys):
    match = find_game(game).commands["match"]
    assert match(["--player", spec, "--player", "simple", "--games", "2", "--seed", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["players"][0]["spec"] == spec and report["games"] == 2


def test_the_gin_example_keeps_track_of_what_the_other_takes():
    from games.cards import Card
    from games.gin_rummy.view import Event
    from games.match import Start
    from examples.gin_player import Watchful
    player = Watchful()
    player.start(Start(seat=1, seats=2, game=1))
    player.observe(Event(0, "take", Card.parse("H7")))
    player.observe(Event(1, "take", Card.parse("SK")))
    assert player.feeds(Card.parse("C7")) and player.feeds(Card.parse("H8")) and not player.feeds(Card.parse("SQ"))
    player.observe(Event(0, "discard", Card.parse("H7")))
    assert not player.feeds(Card.parse("C7"))
