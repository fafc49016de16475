"""The settings file: what it holds, what the command line puts over it for one run,
and a bad entry said in one line with the usual value used."""
import argparse
import json

import pygame
import pytest

from games import settings as settings_file
from games import store
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


def test_no_file_means_the_usual_settings(capsys):
    assert settings_file.load() == Settings()
    assert capsys.readouterr().err == ""


def test_the_file_round_trips_and_a_person_can_read_it(fresh_store):
    chosen = Settings(keys={"spades": "F5"}, scale=4, fullscreen=True, scanlines=True, sound=False,
                      games={"backgammon": {"level": 2}, "accordion": {"layout": "all", "solver": "strong"}})
    assert settings_file.save(chosen)
    text = (fresh_store / "settings.json").read_text()
    assert '"scale": 4' in text and '"level": 2' in text and text.count("\n") > 10
    assert settings_file.load() == chosen
    assert settings_file.location() == str(fresh_store / "settings.json")


def test_each_bad_entry_is_said_and_the_usual_value_used(fresh_store, capsys):
    write_settings(fresh_store, scale="big", sound="yes", fullscreen=True, colour="green", keys=[1])
    loaded = settings_file.load()
    assert loaded == Settings(fullscreen=True)
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 4 and all(line.startswith("traditional-games: settings.json: ") for line in err)
    assert "'scale' should be a whole number 1 to 8, not 'big': 3 used" in err[0]
    assert (fresh_store / "settings.json").exists()          # the good entries are still the player's


def test_a_damaged_file_is_set_aside_and_the_program_runs(fresh_store, capsys):
    (fresh_store / "settings.json").write_text('{"format": 1, "scale": ')
    assert main(["--no-boot", "--keys", "S", "--dump-text"]) == 0
    out, err = capsys.readouterr()
    assert "set aside as settings.json.bad-" in err and len(err.strip().splitlines()) == 1
    assert "SETTINGS" in out and "Note: " in out                # the settings screen says so too
    assert [p.name.startswith("settings.json.bad-") for p in fresh_store.iterdir()] == [True]


def test_the_command_line_overrides_the_file_for_one_run(fresh_store, tmp_path):
    write_settings(fresh_store, scale=2)
    picture = tmp_path / "x.png"
    assert main(["--no-boot", "--screenshot", str(picture)]) == 0
    assert pygame.image.load(str(picture)).get_size() == (640, 512)
    assert main(["--no-boot", "--scale", "1", "--screenshot", str(picture)]) == 0
    assert pygame.image.load(str(picture)).get_size() == (320, 256)
    assert settings_file.load().scale == 2                     # the file is as it was


def test_for_this_run_puts_the_command_line_over_the_settings():
    kept = Settings(scale=5, fullscreen=False, scanlines=True, sound=True)
    given = argparse.Namespace(scale=None, fullscreen=True, scanlines=None, mute=True)
    run = settings_file.for_this_run(kept, given)
    assert (run.scale, run.fullscreen, run.scanlines, run.sound) == (5, True, True, False)
    assert settings_file.for_this_run(kept, argparse.Namespace(scale=2)).scale == 2
    off = settings_file.for_this_run(Settings(fullscreen=True, scanlines=True, sound=False),
                                     argparse.Namespace(fullscreen=False, scanlines=False, mute=False))
    assert (off.fullscreen, off.scanlines, off.sound) == (False, False, True)


def test_no_options_turn_off_what_the_file_turns_on(fresh_store, capsys):
    write_settings(fresh_store, scanlines=True, fullscreen=True)
    parser = build_parser(all_games(), None)
    options = parser.parse_args(["--no-scanlines", "--no-fullscreen", "--no-boot"])
    app = build_app(options, None, [], sound=False, strict=True)
    assert not app.scanlines and not app.fullscreen
    app = build_app(parser.parse_args(["--no-boot"]), None, [], sound=False, strict=True)
    assert app.scanlines and app.fullscreen


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


def test_the_key_map_in_the_file_is_the_one_table(fresh_store, capsys):
    write_settings(fresh_store, keys={"spades": "F5", "hearts": "f1", "clubs": "a", "diamonds": "nosuch",
                                      "fullscreen": "F5", "jump": "F9"})
    build_app(plain_options(), None, [], sound=False, strict=True)
    assert keys.translate(pygame.K_F1) == keys.Command("suit", "H")      # moved to Spades' free key
    assert keys.translate(pygame.K_F2) is None
    assert keys.translate(pygame.K_F4) == keys.Command("suit", "C")      # refused: kept on its key
    assert keys.translate(pygame.K_F3) == keys.Command("suit", "D")
    assert keys.translate(pygame.K_F11) == keys.Command("fullscreen")
    assert keys.translate(pygame.K_F5) is None                          # wanted twice: neither has it
    err = capsys.readouterr().err
    assert "clubs: A is for typing" in err and "no key is called 'nosuch'" in err
    assert "spades: F5 is already Full screen" in err and "no key can be set for 'jump'" in err


def test_an_unwritable_folder_still_plays(fresh_store, capsys, monkeypatch):
    (fresh_store / "blocked").write_text("a file")
    monkeypatch.setenv(store.FOLDER_ENV, str(fresh_store / "blocked" / "home"))
    assert main(["--no-boot", "--keys", "", "--dump-text"]) == 0
    assert not settings_file.save(Settings(scale=2))
    assert "going on without saving" in capsys.readouterr().err


@pytest.mark.parametrize("option", ["--no-fullscreen", "--no-scanlines", "--no-mute"])
def test_a_no_window_option_is_refused_by_a_mode_without_the_window(capsys, option):
    with pytest.raises(SystemExit) as exit_:
        main(["backgammon", "--engine", option])
    assert exit_.value.code == 2 and f"--engine cannot be used with {option}" in capsys.readouterr().err
