"""The one shared ``games.coach.say`` names each card of a move by its glyph (Gin's, Piquet's)
and Black Tile's tiles as its table names them ("5-0 as 5s" for a tile leading 5s); what
the keys type reads back."""
from games.blacktile.rules import TilePlay, parse_move as tile_move
from games.blacktile.tiles import Tile
from games.coach import say


def test_say_names_each_card_of_a_move_by_its_glyph_and_leaves_the_rest_as_written():
    from games.cards import Card
    from games.gin_rummy.moves import Discard, Take
    from games.piquet.moves import Discard as Exchange
    assert say(Discard(Card.parse("DA"))) == "discard ♦A" and say(Take()) == str(Take())
    assert say(Exchange(tuple(Card.parse(c) for c in ("SK", "HT", "C7")))) == "discard ♠K ♥T ♣7"
    assert say(TilePlay(Tile.parse("5-0"), "5")) == "5-0 as 5s" and say(tile_move("6-3")) == "6-3"
    assert tile_move("5-0 as 5s") == TilePlay(Tile.parse("5-0"), "5")      # and it reads back
