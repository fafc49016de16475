"""Nim: the tests' toy twelfth game, registered only while the tests run (tests/conftest.py
calls games.registry.register_extra), so that the promise "a new game is its package, one
line in the registry and its kit" is itself tested: every shared test takes it as it takes
the cabinet's eleven, with its kit (tests/kits/toygame.py) and nothing else.
"""
from dataclasses import dataclass

from games.optiondata import GameOptions, opponent_option
from games.registry import GameInfo, MatchInfo, later, later_value

BUILTINS = {"computer": "tests.toygame.players:ComputerPlayer", "simple": "tests.toygame.players:SimplePlayer",
            "random": "tests.toygame.players:RandomPlayer"}


@dataclass(frozen=True)
class NimOptions(GameOptions):
    """Who you play."""
    opponent: str = opponent_option(BUILTINS)


GAME = GameInfo(name="nim", title="Nim", menu_key="Z", tape=3, blurb="Take the last counter",
                new_state=later("tests.toygame.rules:new_state"),
                builtins=BUILTINS, options=NimOptions,
                rules=later_value("tests.toygame.rulebook:RULES"),
                coach=later("tests.toygame.coach:hint"),
                scene=later("tests.toygame.scene:NimScene"),
                match=MatchInfo())
