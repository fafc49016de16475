"""The packaged one-file executable builds and runs headless (skip locally with --skip-exe).
Each game's window opens in it with its kit's OPENING words, and each kit's PACKAGED runs
answer from the one file; the same words are checked from the source for every registered
game, without the build."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.cli import main
from games.registry import playable_games
from tests.kits import need, packaged_games

ROOT = Path(__file__).resolve().parent.parent


def opening_args(name: str, seed: int) -> list[str]:
    return [name, "--no-boot", "--seed", str(seed), "--keys", "<wait:3>", "--dump-text"]


@pytest.mark.parametrize("name", [g.name for g in playable_games()])
def test_each_games_window_opens_with_its_kits_opening_words(name, capsys):
    info = next(g for g in playable_games() if g.name == name)
    for seed in (1, 2):
        assert main(opening_args(name, seed)) == 0
        assert need(info, "OPENING") in capsys.readouterr().out, (name, seed)


@pytest.mark.exe
def test_one_file_executable_builds_and_shows_the_menu(tmp_path):
    build = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "build"),
         str(ROOT / "traditional-games.spec")],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stdout + build.stderr
    exe = tmp_path / "dist" / ("traditional-games.exe" if os.name == "nt" else "traditional-games")
    assert exe.is_file()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([str(exe), "--no-boot", "--keys", "<Esc> N", "--dump-text"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env)
    assert run.returncode == 0, run.stderr
    assert "TRADITIONAL GAMES" in run.stdout and "BBC Computer" not in run.stdout
    assert "Leave Traditional Games?" not in run.stdout  # Escape asked, N answered
    bad = subprocess.run([str(exe), "--scale", "0"], capture_output=True, text=True, timeout=60, env=env)
    assert bad.returncode == 2 and "scale" in bad.stderr
    # Each game's scene, players and data are found inside the one file.
    games = packaged_games()
    assert games
    for info in games:
        run = subprocess.run([str(exe), *opening_args(info.name, 1)],
                             cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env)
        assert run.returncode == 0 and need(info, "OPENING") in run.stdout, (info.name, run.stdout, run.stderr)
    # What each game asks of the one file beyond that (a solver in a process of its own, a
    # search with numpy bundled ...), answered as from the source.
    for info in games:
        for asked in need(info, "PACKAGED"):
            run = subprocess.run([str(exe), *asked.args], input=asked.input, cwd=tmp_path,
                                 capture_output=True, text=True, timeout=120, env=env)
            assert run.returncode == 0 and asked.shows in run.stdout, (asked, run.stdout, run.stderr)
            if asked.input is not None:
                assert run.stdout.splitlines() == _source_answer(asked), (asked, run.stdout, run.stderr)


def _source_answer(asked) -> list[str]:
    """What the same run answers when run from the source, for comparison."""
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), *asked.args], input=asked.input,
                         capture_output=True, text=True, timeout=120)
    return run.stdout.splitlines()
