"""The packaged one-file executable builds and runs headless (skip locally with --skip-exe)."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


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
    for game, shown in (("accordion", "ACCORDION"), ("gin", "Your turn"), ("piquet", "Hand 1 of 6"),
                        ("backgammon", "COMPUTER X")):
        run = subprocess.run([str(exe), game, "--no-boot", "--seed", "1", "--keys", "<wait:3>", "--dump-text"],
                             cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env)
        assert run.returncode == 0 and shown in run.stdout, (game, run.stdout, run.stderr)
