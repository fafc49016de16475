"""Short Hearts' options as data: who sits where is a list of names and a seat count within the game's."""
from games.optiondata import SEATS
from games.options import saved_problem
from games.registry import find_game


def test_who_sits_where_is_a_list_of_names_and_a_seat_count_within_the_games():
    hearts = find_game("hearts")
    assert hearts.options.field_named("seat").kind == SEATS
    assert saved_problem(hearts, {"seat": ["person", "computer", "computer"], "players": 3}) is None
    assert saved_problem(hearts, {"seat": "person"}) is not None
    assert saved_problem(hearts, {"players": 5}) is not None              # Short Hearts seats 3 or 4
