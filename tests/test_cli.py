"""The command line: scripted runs, screenshots, and clear errors for bad arguments."""
import subprocess
import sys
from pathlib import Path

import pytest

from games.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_dump_text_prints_the_menu(capsys):
    assert main(["--no-boot", "--keys", "", "--dump-text"]) == 0
    out = capsys.readouterr().out
    assert "TRADITIONAL GAMES" in out and len(out.splitlines()) == 32


def test_boot_screen_can_be_watched_with_a_wait(capsys):
    assert main(["--keys", "<wait:3>", "--dump-text"]) == 0
    out = capsys.readouterr().out
    assert "BBC Computer 32K" in out and "BASIC" in out and '>CHAIN""' in out


def test_any_key_skips_the_boot(capsys):
    assert main(["--keys", "X", "--dump-text"]) == 0
    assert "TRADITIONAL GAMES" in capsys.readouterr().out


def test_screenshot_is_a_scaled_png(tmp_path):
    import pygame
    path = tmp_path / "menu.png"
    assert main(["--no-boot", "--scale", "2", "--screenshot", str(path)]) == 0
    picture = pygame.image.load(str(path))
    assert picture.get_size() == (640, 512)


@pytest.mark.parametrize("argv, message", [
    (["--scale", "0"], "scale must be 1 to 8"),
    (["--scale", "two"], "not a whole number"),
    (["--seed", "x"], "--seed: not a whole number"),
    (["nosuchgame"], "invalid choice"),
    (["--frobnicate"], "unrecognized arguments"),
])
def test_bad_arguments_exit_2_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_bad_key_script_and_subcommands(capsys):
    assert main(["--keys", "<Nope>", "--dump-text"]) == 2
    assert "unknown key <Nope>" in capsys.readouterr().err
    assert main(["bench"]) == 2
    assert main(["match", "nosuchgame"]) == 2
    assert "no match for 'nosuchgame'" in capsys.readouterr().err


@pytest.mark.parametrize("name, message", [
    ("no/such/dir.png", "no folder"),
    ("", "give the name of the PNG file"),
    (" ", "give the name of the PNG file"),
    (".", "is a folder"),
    ("shot.jpg", "must end in .png"),
    ("shot", "must end in .png"),
])
def test_screenshot_to_a_bad_place_is_refused_before_anything_runs(tmp_path, monkeypatch, capsys,
                                                                  name, message):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_:
        main(["--no-boot", "--keys", "1", "--screenshot", name, "--dump-text"])
    assert exit_.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == "" and message in captured.err and "--screenshot" in captured.err
    assert list(tmp_path.iterdir()) == []


def test_a_screenshot_that_cannot_be_written_still_gives_the_text(tmp_path, monkeypatch, capsys):
    from games.ui.app import App

    def refuse(self, path):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(App, "save_screenshot", refuse)
    assert main(["--no-boot", "--screenshot", str(tmp_path / "x.png"), "--dump-text"]) == 1
    captured = capsys.readouterr()
    assert "cannot save" in captured.err and "Which game" in captured.out


def test_escape_twice_in_the_menu_stays(capsys):
    assert main(["--no-boot", "--keys", "<Esc> <Esc>", "--dump-text"]) == 0
    out = capsys.readouterr().out
    assert "Which game" in out and "Leave Traditional Games?" not in out


def test_main_py_runs_as_a_script():
    run = subprocess.run([sys.executable, "main.py", "--no-boot", "--dump-text"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "TRADITIONAL GAMES" in run.stdout
    assert "pygame-ce" not in run.stdout


@pytest.mark.parametrize("command", ["match", "bench"])
def test_match_or_bench_with_no_game_says_what_is_missing(command, capsys):
    from games.cli import main
    assert main([command]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: main.py {command} GAME") and \
        f"main.py {command}: error: name the game first" in err
