"""Backgammon: the board of points 1 to 25, the doubling dice, and a computer trained by self-play."""
from __future__ import annotations

import argparse
from typing import Optional

from games.backgammon.options import BUILTINS, BackgammonOptions
from games.registry import GameInfo, MatchInfo, OptionError, RecordInfo, later, later_value


def headless(options: BackgammonOptions, run: argparse.Namespace) -> Optional[int]:
    if not options.engine:
        return None
    from games.options import window_options_given
    unusable = window_options_given(run) + (["--position"] if options.position else []) \
        + (["--match"] if getattr(options, "match", None) else []) \
        + (["--export-mat"] if getattr(options, "export_mat", None) else [])
    if unusable:
        raise OptionError(f"--engine cannot be used with {', '.join(unusable)} "
                          "(engine mode has no window and no game of its own)")
    from games.backgammon.engine_mode import run
    from games.backgammon.players import TOP_LEVEL
    return run(options.level or TOP_LEVEL)


GAME = GameInfo(
    name="backgammon", title="Backgammon", menu_key="4", blurb="Dice, doubling and gammons",
    aliases=("bg",), new_state=later("games.backgammon.match:new_game"), builtins=BUILTINS,
    options=BackgammonOptions, rules=later_value("games.backgammon.rulebook:RULES"),
    scene=later("games.backgammon.scene:BackgammonScene"), headless=headless,
    coach=later("games.backgammon.coach:hint"),
    match=MatchInfo(figures=later("games.backgammon.match:figures"),
                    finished=later("games.backgammon.match:export"),
                    notes="by refusal: games won when the other refused a double; "
                          "by resignation: when the other resigned; with --match, "
                          "each game is a whole match"),
    record=RecordInfo(always_points=True, figures=later("games.backgammon.record:figures"),
                      said=later("games.backgammon.record:said"), cost="error rate",
                      cost_unit="1/1000 point a decision"))
