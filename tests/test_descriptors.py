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
from games.registry import PACKAGES, all_games

ROOT = Path(__file__).resolve().parent.parent

# What a run prints of itself: the program's modules loaded once the key script is done.
MENU_RUN = """
import contextlib, io, json, sys
from games.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    status = main(["--no-boot", "--keys", sys.argv[1], "--dump-text"])
print(json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""

# Every game's new_state called: the modules that loads beyond the descriptors are its rules.
RULES_RUN = """
import json, sys
from games.registry import all_games
games = all_games()
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


@pytest.fixture(scope="module")
def rules_modules():
    return {m for m in run_python(RULES_RUN) if m.startswith("games.")}


def test_a_games_rules_are_what_its_new_state_loads(rules_modules):
    assert {"games.gin_rummy.melds", "games.avoidance.game", "games.marrakech.rules", "games.piquet.partie",
            "games.marrakesh.game", "games.backgammon.game", "games.accordion.rules"} <= rules_modules


@pytest.mark.parametrize("keys", ["", "R <Right> <Right> <Right> <Esc> ?"],
                         ids=["the menu", "its records and help"])
def test_the_menu_its_records_and_its_help_load_no_games_rules(keys, rules_modules):
    records.add({"game": "accordion", "seed": 3, "players": ["you"], "result": "won", "deal": 3, "piles": 1,
                 "score": [1]})
    records.add({"game": "backgammon", "seed": 4, "players": ["you", "computer"], "result": "won",
                 "results": ["won", "lost"], "score": [2, -2], "kind": "gammon", "points": 2})
    saves = Path(records.store.location("saves/gin.json"))
    saves.parent.mkdir(parents=True, exist_ok=True)
    saves.write_text("{}")                            # a saved game is marked without being read
    # Defaults kept for games are checked as the cabinet starts, without loading the players named.
    assert settings.save(settings.Settings(games={"gin": {"opponent": "simple"}, "hearts": {"passing": True},
                                                  "accordion": {"solver": "strong", "layout": "all"}}))
    run = run_python(MENU_RUN, keys)
    loaded = set(run["modules"])
    assert run["status"] == 0 and "games.ui.menu" in loaded and "games.registry" in loaded
    assert loaded & rules_modules <= SHARED
    assert not any(m.startswith(("games.backgammon.engine", "numpy")) for m in loaded)
    assert not [m for m in loaded if m.count(".") >= 2 and m.split(".")[1] in PACKAGES + ("avoidance",)
                and m.rpartition(".")[2] in ("scene", "match", "rulebook", "computer")]


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


def test_the_check_sees_a_game_named(tmp_path):
    branch = tmp_path / "branch.py"
    branch.write_text('def noun(game):\n    return "Parties" if game == "piquet" else "Games"\n')
    assert "piquet" in literal_strings(branch)


@pytest.mark.parametrize("module", ["games.records", "games.accordion.record", "games.backgammon.record"])
def test_docstring_examples_of_the_records(module):
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0
