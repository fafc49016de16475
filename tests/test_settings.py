"""The settings file: what it holds, what the command line puts over it for one run,
and a bad entry said in one line with the usual value used."""
import argparse
import json

import pygame
import pytest

from games import settings as settings_file
from games import store
from games.cli import build_parser, main
from games.registry import all_games
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
