"""The settings file's games' defaults, with Backgammon's and Accordion's options as the
examples (and Gin's): kept, put under the command line's, a bad one said with the game's
own default used; and the window's options refused with the engine mode."""
import json

import pytest

from games import settings as settings_file
from games.cli import build_parser, game_options, main
from games.registry import all_games, find_game
from games.settings import Settings
from games.ui import keys
from games.ui.cabinet import build_app
from games.ui.harness import test_options as plain_options


@pytest.fixture(autouse=True)
def usual_keys():
    keys.use_key_map({})
    yield
    keys.use_key_map({})


def write_settings(home, **values):
    (home / "settings.json").write_text(json.dumps({"format": 1, **values}))


def test_the_file_round_trips_and_a_person_can_read_it(fresh_store):
    chosen = Settings(keys={"spades": "F5"}, scale=4, fullscreen=True, scanlines=True, sound=False,
                      games={"backgammon": {"level": 2}, "accordion": {"layout": "all", "solver": "strong"}})
    assert settings_file.save(chosen)
    text = (fresh_store / "settings.json").read_text()
    assert '"scale": 4' in text and '"level": 2' in text and text.count("\n") > 10
    assert settings_file.load() == chosen
    assert settings_file.location() == str(fresh_store / "settings.json")


def test_a_games_defaults_come_from_the_file_and_its_own_options_override_them(fresh_store):
    write_settings(fresh_store, games={"backgammon": {"level": 2}, "accordion": {"layout": "one"}})
    kept = settings_file.load()
    games = all_games()
    backgammon = find_game("backgammon", games)
    parser = build_parser(games, backgammon)
    assert game_options(backgammon, parser.parse_args(["backgammon"]), kept).level == 2
    assert game_options(backgammon, parser.parse_args(["backgammon", "--level", "1"]), kept).level == 1
    app = build_app(plain_options(), None, games, sound=False, strict=True, settings=kept)
    assert app.options_for(backgammon).level == 2                # chosen from the menu
    accordion = app.options_for(find_game("accordion", games))
    assert accordion.layout == "one" and accordion.solver == "simple"


def test_a_bad_game_default_is_said_and_the_games_own_default_used(fresh_store, capsys):
    write_settings(fresh_store, games={"backgammon": {"level": 7, "position": "x"},
                                       "accordion": {"layout": "diagonal", "solver": "strong"},
                                       "gin": {"colour": 1}, "not_yet_a_game": {"x": 1}})
    kept = settings_file.load()
    games = all_games()
    app = build_app(plain_options(), None, games, sound=False, strict=True, settings=kept)
    assert app.options_for(find_game("backgammon", games)).level is None
    accordion = app.options_for(find_game("accordion", games))
    assert accordion.layout is None and accordion.solver == "strong"
    err = capsys.readouterr().err
    assert "backgammon: argument --level: invalid choice: 7" in err
    assert "backgammon: 'position' is for one game" in err
    assert "accordion: layout: 'diagonal' is not one of one, all" in err
    assert "gin: 'colour' is not one of its options" in err
    assert "not_yet_a_game" not in err                          # a game of a later tape: kept for it


@pytest.mark.parametrize("option", ["--no-fullscreen", "--no-scanlines", "--no-mute"])
def test_a_no_window_option_is_refused_by_a_mode_without_the_window(capsys, option):
    with pytest.raises(SystemExit) as exit_:
        main(["backgammon", "--engine", option])
    assert exit_.value.code == 2 and f"--engine cannot be used with {option}" in capsys.readouterr().err
