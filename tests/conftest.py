import atexit
import os
import shutil
import signal
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# Scenes are tested without a window or a sound card.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The program's own files (settings, saved games, records) never go to the user's folder:
# a temporary one for the whole run, and a fresh one for each test (see fresh_store).
os.environ["TRADITIONAL_GAMES_HOME"] = tempfile.mkdtemp(prefix="tg-home-")
atexit.register(shutil.rmtree, os.environ["TRADITIONAL_GAMES_HOME"], True)

# Hypothesis runs the same examples on every run and every machine, so the suite cannot fail
# by chance (no deadline: a slow machine is not a failure either). A failing example it finds
# is kept as an explicit @example. To hunt for new ones: pytest --hypothesis-profile explore
settings.register_profile("deterministic", derandomize=True, database=None, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("explore", deadline=None)
settings.load_profile("deterministic")

# The suite runs as at a terminal however it is started: a shell's `pytest ... &` or nohup
# starts it with Ctrl-C ignored, which the programs the tests start would inherit and keep
# (as they rightly do), and the tests of Ctrl-C would wait for a stop that never comes.
signal.signal(signal.SIGINT, signal.default_int_handler)

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# The tests' toy twelfth game (tests/toygame/, its kit tests/kits/toygame.py) is registered for
# this run only, after the cabinet's eleven: every shared test takes it as it would a new game.
from games.registry import register_extra  # noqa: E402

register_extra("tests.toygame")


@pytest.fixture(autouse=True)
def fresh_store(tmp_path_factory, monkeypatch):
    """Every test starts with an empty configuration folder of its own, and a program
    that has said nothing yet about its files."""
    from games import store

    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv(store.FOLDER_ENV, str(home))
    store.forget()
    yield home
    store.forget()


def pytest_addoption(parser):
    parser.addoption("--skip-exe", action="store_true",
                     help="skip building and running the packaged executable")


# Run on workers (pytest-xdist, as `make test` does), the longest files start first, the
# executable's build first of all: run last, one of them would keep its worker going alone while
# the others had finished. Only the order changes; a run in one process keeps the files' order.
LONGEST_FIRST = ("test_executable.py", "test_monkey.py", "test_questions.py", "test_readme_commands.py")


def pytest_collection_modifyitems(config, items):
    if hasattr(config, "workerinput"):
        rank = {name: n for n, name in enumerate(LONGEST_FIRST)}
        items.sort(key=lambda item: rank.get(item.path.name, len(rank)))
    if not config.getoption("--skip-exe"):
        return
    skip = pytest.mark.skip(reason="--skip-exe given")
    for item in items:
        if "exe" in item.keywords:
            item.add_marker(skip)
