import os
import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

# Scenes are tested without a window or a sound card.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Hypothesis runs the same examples on every run and every machine, so the suite cannot fail
# by chance (no deadline: a slow machine is not a failure either). A failing example it finds
# is kept as an explicit @example. To hunt for new ones: pytest --hypothesis-profile explore
settings.register_profile("deterministic", derandomize=True, database=None, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("explore", deadline=None)
settings.load_profile("deterministic")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def pytest_addoption(parser):
    parser.addoption("--skip-exe", action="store_true",
                     help="skip building and running the packaged executable")


def pytest_collection_modifyitems(config, items):
    if not config.getoption("--skip-exe"):
        return
    import pytest
    skip = pytest.mark.skip(reason="--skip-exe given")
    for item in items:
        if "exe" in item.keywords:
            item.add_marker(skip)
