"""The promise that a new game is its package, one line in the registry and its kit, held by
the tests' toy game, Nim (tests/toygame/): it goes through every shared test, and nothing
outside its package names it but its registration for the tests' run and its kit. The
program itself never lists it."""
import json
import re
import subprocess
import sys
from pathlib import Path

from games.registry import PACKAGES, all_games
from tests.toygame import GAME

ROOT = Path(__file__).resolve().parent.parent
NAMED = re.compile(r"toygame|\bNimScene\b")
# Its registration for the run, its kit; the proof that the drawing check catches a scene
# reading its state (a variant of the toy's scene); and this file.
ALLOWED = {"tests/conftest.py", "tests/kits/toygame.py", "tests/test_scenes_draw_from_views.py",
           "tests/test_toy_game.py"}


def test_nothing_outside_its_package_names_the_toy_game_but_its_registration_and_its_kit():
    naming = {str(path.relative_to(ROOT)) for path in ROOT.glob("[gtm]*/**/*.py")
              if ".venv" not in path.parts and "toygame" not in path.relative_to(ROOT).parts[:2]
              and NAMED.search(path.read_text(encoding="utf-8"))}
    naming |= {name for name in ("main.py",) if NAMED.search((ROOT / name).read_text(encoding="utf-8"))}
    assert naming == ALLOWED


def test_the_toy_game_is_registered_for_the_tests_only():
    assert GAME in all_games() and "toygame" not in PACKAGES
    program = "import json; from games.registry import all_games; print(json.dumps([g.name for g in all_games()]))"
    done = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert GAME.name not in json.loads(done.stdout) and len(json.loads(done.stdout)) == len(PACKAGES)
