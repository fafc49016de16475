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
                        ("backgammon", "COMPUTER X"), ("marrakesh", "Round 1 of 12"),
                        ("marrakech", "How many players (2-4)?"), ("marjolette", "Game to 250"),
                        ("polignac", "How many players (3-6)?"), ("slobberhannes", "How many players (3-6)?"),
                        ("hearts", "How many players (3-4)?"), ("blacktile", "How many players (3-4)?")):
        run = subprocess.run([str(exe), game, "--no-boot", "--seed", "1", "--keys", "<wait:3>", "--dump-text"],
                             cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env)
        assert run.returncode == 0 and shown in run.stdout, (game, run.stdout, run.stderr)
    # The computer's Accordion solver runs in a process of its own, started from the one file.
    run = subprocess.run([str(exe), "accordion", "--no-boot", "--seed", "1", "--keys", "N N <Return> <wait:6>", "--dump-text"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env)
    assert run.returncode == 0 and "The computer wins, 15 to 52." in run.stdout, (run.stdout, run.stderr)
    # The expert's deep search (numpy, bundled) answers in engine mode from the one file.
    engine = subprocess.run([str(exe), "backgammon", "--engine"], input="4HPwATDgc/ABMA 6 4\nnonsense\n",
                            cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env)
    lines = engine.stdout.splitlines()
    assert engine.returncode == 0 and len(lines) == 2, (engine.stdout, engine.stderr)
    assert lines[0] == _engine_answer("4HPwATDgc/ABMA 6 4") and lines[1].startswith("error:")


def _engine_answer(line: str) -> str:
    """What engine mode answers when run from the source, for comparison."""
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "backgammon", "--engine"], input=line + "\n",
                         capture_output=True, text=True, timeout=120)
    return run.stdout.strip()
