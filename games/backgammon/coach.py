"""The F9 hint in Backgammon (see :mod:`games.coach`), shown in the hint box of every
game: the computer's best three plays with their equities, or its decision on the cube,
the opening throw or a resignation, from the strongest level whose data files can be
read (the H key shows the level you play against: games.backgammon.scene_hint).
"""
from __future__ import annotations

import random

from games.backgammon.game import Resign
from games.backgammon.players import TOP_LEVEL, player_for_level
from games.backgammon.words import WIN_WORDS, decision_words
from games.coach import Advice
from games.memo import Memo
from games.paths import AssetError

# The hint of a position asked for again (F9, a key, F9 at the same question) is not
# worked out again: the top level's three-ply search takes a tenth of a second or more.
_HINTS: Memo = Memo(64)


def computer():
    """The strongest level that can be made ready (level 1 needs no data files)."""
    player = player_for_level(TOP_LEVEL)
    try:
        player.prepare()
    except AssetError:
        player = player_for_level(1)
    return player


def hint(view, rng: random.Random) -> Advice:
    """The hint for ``view`` (the same every time it is asked: the search draws on no chance)."""
    known = _HINTS.get(view)
    return known if known is not None else _HINTS.keep(view, _advice(view))


def _advice(view) -> Advice:
    answer = computer().hint(view)
    if isinstance(answer, list):
        plays = "; ".join(f"{play} {value:+.3f}" for value, play in answer)
        return Advice(answer[0][1], f"Hint: {answer[0][1]}. My best plays for {view.dice[0]} {view.dice[1]}, "
                                    f"equity per point of stake: {plays}.")
    if isinstance(answer, Resign):
        return Advice(answer, f"Hint: {answer}. I would resign {WIN_WORDS[answer.name]}.")
    return Advice(answer, f"Hint: {answer}. I would {decision_words(answer)}.")
