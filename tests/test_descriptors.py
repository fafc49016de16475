"""One descriptor per game (games.registry.GameInfo): the cabinet reads it without loading
any game's rules, and no part of the program asks a game its name."""
import ast
import doctest
import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from games import records, settings
from games.registry import PACKAGES, all_games, find_game, game_modules
from games.ui import resume
from tests.kits import need

ROOT = Path(__file__).resolve().parent.parent

# What a run prints of itself: the program's modules loaded once the key script is done (the
# games registered for the tests' run registered there too).
MENU_RUN = """
import contextlib, io, json, sys
from games.cli import main
from games.registry import game_modules, register_extra
for module in sys.argv[2:]:
    if module not in game_modules():
        register_extra(module)
with contextlib.redirect_stdout(io.StringIO()):
    status = main(["--no-boot", "--keys", sys.argv[1], "--dump-text"])
print(json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""

# Every game's new_state called (each registered game's package, named): the modules that
# loads beyond the descriptors are its rules.
RULES_RUN = """
import importlib, json, sys
games = [importlib.import_module(module).GAME for module in sys.argv[1:]]
before = set(sys.modules)
for info in games:
    info.new_state(info.setup(0))
print(json.dumps(sorted(set(sys.modules) - before)))
"""

# Suits and ranks: the key table and the prompt line name cards too.
SHARED = {"games.cards"}


def run_python(program: str, *args: str):
    done = subprocess.run([sys.executable, "-c", program, *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


# The folders the registered games' packages are in (games., and tests. for the tests' own).
OURS = tuple(sorted({module.partition(".")[0] + "." for module in game_modules()}))


@pytest.fixture(scope="module")
def rules_modules():
    return {m for m in run_python(RULES_RUN, *game_modules()) if m.startswith(OURS)}


@pytest.mark.parametrize("name", [g.name for g in all_games()])
def test_a_games_rules_are_what_its_new_state_loads(name, rules_modules):
    rules = set(need(find_game(name), "RULES_MODULES"))
    assert rules and rules <= rules_modules


@pytest.mark.parametrize("keys", ["", "R <Right> <Right> <Right> <Esc> ?"],
                         ids=["the menu", "its records and help"])
def test_the_menu_its_records_and_its_help_load_no_games_rules(keys, rules_modules):
    games = all_games()
    for info in games:                    # every game's record (with its own figures) and saved game
        assert records.add(need(info, "RECORD_LINE"))
        saves = Path(records.store.location(resume.save_name(info.name)))
        saves.parent.mkdir(parents=True, exist_ok=True)
        saves.write_text("{}")                        # a saved game is marked without being read
    # Defaults kept for games are checked as the cabinet starts, without loading the players named.
    assert settings.save(settings.Settings(games={info.name: need(info, "KEPT_OPTIONS") for info in games}))
    run = run_python(MENU_RUN, keys, *game_modules())
    loaded = set(run["modules"])
    assert run["status"] == 0 and "games.ui.menu" in loaded and "games.registry" in loaded
    assert loaded & rules_modules <= SHARED
    # nothing of a game but its descriptor: not its scene, match, rules text, computer, nor an
    # engine of its own (numpy's, a package's engine)
    packages = PACKAGES + ("avoidance",) + tuple(m.rpartition(".")[2] for m in game_modules())
    ours = [m for m in loaded if m.count(".") >= 2 and m.split(".")[1] in packages]
    assert not any(m.startswith("numpy") for m in loaded) and not [m for m in ours if m.split(".")[2] == "engine"]
    assert not [m for m in ours if m.rpartition(".")[2] in ("scene", "match", "rulebook", "computer")]


def literal_strings(path: Path) -> set[str]:
    return {node.value for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)}


@pytest.mark.parametrize("module", ["games/match/command.py", "games/match/play.py", "games/match/tally.py",
                                    "games/match/report.py", "games/ui/menu.py", "games/ui/help.py",
                                    "games/records.py", "games/ui/records_screen.py", "games/cli.py",
                                    "games/options.py", "games/ui/cabinet.py", "games/ui/app.py"])
def test_the_harness_menu_help_and_records_never_name_a_game(module):
    names = {n for info in all_games() for n in (info.name, *info.aliases)}
    assert literal_strings(ROOT / module) & names == set()


@pytest.mark.parametrize("name", [g.name for g in all_games()])
def test_the_check_sees_a_game_named(tmp_path, name):
    branch = tmp_path / "branch.py"
    branch.write_text(f'def noun(game):\n    return "Parties" if game == {name!r} else "Games"\n')
    assert name in literal_strings(branch)


def record_modules() -> list[str]:
    """The records' module and each game's own figures' modules (its RecordInfo's)."""
    found = {"games.records"}
    for info in all_games():
        found |= {f.__module__ for f in (info.record.figures, info.record.said, info.record.line) if f is not None}
    return sorted(found)


@pytest.mark.parametrize("module", record_modules())
def test_docstring_examples_of_the_records(module):
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0
