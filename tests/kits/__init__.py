"""Each game's test kit: what the shared tests need of a game, in ``tests/kits/<package>.py``,
found by the package name the registry has the game under (``games.gin_rummy`` ->
``tests/kits/gin_rummy.py``; a game registered for the tests' run, ``tests.<pkg>`` -> ``tests/kits/<pkg>.py``).

A shared test asks for a piece with :func:`need` (``need(info, "MOVES_IN")``): a registered
game without a kit, or a kit without that piece, fails the test with a message naming the
kit and the piece, never skips it. So no shared test names a game, and a new game is its
package, its line in the registry and its kit. The pieces, and which tests use them:

- ``read(state)``: a reader of any of its moves from text (test_conformance).
- ``GUIDE``: a player making half the moves of a random play-out, or None (test_conformance).
- ``HIDES``: whether a redeal for a seat changes the cards dealt, ``state.all_cards()`` (hint, review tests).
- ``MOVES_IN``: after how many random moves a position is looked at (hint, review tests).
- ``HINT_START``: the window's options that make its first question a move of yours (hint).
- ``REVIEW``: a :class:`Review` (or None: the game has no review after a hand) (review tests).
- ``step(h)``: one sensible action of yours at whatever the scene asks (questions, records tests).
- ``QUESTIONS_START``, ``STEPS_AT``, ``QUESTIONS``: the questions walk (test_questions).
- ``RESUME_START``: the options that start the game without asking how many play (resume tests).
- ``typist(scene, rng, pick)``: your move and every way to type it (test_resume_typed, review).
- ``RECORD_START``, ``final_score(h)``: a game played out and its final score line (test_record_points).
- ``PACK_VALUES``: the values of its pack as the help names them, and the window's options
  for a game where the suit keys live (None: no key names a card by its value) (test_ui_help).
- ``RECEDE_START``, ``receding_keys(scene)``: the window's options, and where the keys under the
  cards are with whether each card can be used now (None: no such keys) (test_ui_keys_recede).
- ``CARD_WORDS``: a :class:`CardWords`, or None: no coach's words of its name cards (test_coach_words).
- ``SERIES(rng)``: a short series of hands (games.series.Series) for its tests, or None (test_series).
- ``QUICK_START``, ``CONTRAST_START``, ``FITS_START``, ``FEW_QUESTIONS``: the walks at random
  keys (test_file_fuzz's saved games, test_ui_contrast, test_ui_text_fits).
- ``OPENING``: words its window shows as a new game starts, whatever the seed (test_executable,
  from the source and from the packaged program; the saved-game tests' new game).
- ``PACKAGED``: the game's own :class:`Run` s of the program, checked in the packaged
  executable beside its window's opening (test_executable; empty: none).
- ``RULES_MODULES``: modules of its rules, which its ``new_state`` loads and the menu, its
  records and its help never do (test_descriptors).
- ``RECORD_LINE``: a finished game's line in the history as the program writes it, but its
  date (test_descriptors, test_damaged_files, test_file_fuzz, test_records); ``RECORD_SAYS``,
  ``RECORD_ROW``: what ``main.py records`` and the records screen say of that line alone, and
  its row under "Last games" (test_records).
- ``KEPT_OPTIONS``: options a player may keep for it in the settings (test_descriptors,
  test_damaged_files, test_file_fuzz).
- ``SECOND_GAME``: whether a whole game of it is quick to play out at random, the next going on
  six moves more, so that the resume tests try a sitting's second game on it (test_resume).

A test of what is no game's own (a file, the records' machinery) takes :func:`example_game`
as its example, and a test of one kind of option the games whose descriptors have it
(:func:`games_with`); a test that is one game's own lives in that game's folder,
``tests/<package>/``.
"""
from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable, Optional

import pytest

from games.registry import GameInfo, game_modules


@dataclass(frozen=True)
class Review:
    """The review after a hand (V), as the review tests play it."""
    start: dict = field(default_factory=dict)   # the window's options for the hand played
    spoil: str = ""             # the class name of the kind of move to spoil (a card played ...)
    # whether the hand is played through the window here (False: its scene is another
    # game's, played there; its judge is still held to your views alone)
    walked: bool = True
    # quick(monkeypatch): makes its coach's review quicker for the review tests (fewer
    # play-outs or trial deals: the machinery is tested there, not the figures), or None
    quick: Optional[Callable[[Any], None]] = None



@dataclass(frozen=True)
class CardWords:
    """Where its coach's words name its cards (or tiles) as its table shows them, by glyph,
    never in the keys' notation (test_coach_words)."""
    hint: bool = True           # the F9 hint on the screen
    review: bool = True         # the review's band and its sentence (False: no review, or its scene is another game's, tested there)
    start: Optional[dict] = None    # the window's options for the walk (None: its REVIEW.start)
    # quick(monkeypatch): a quicker hint for these tests, or None
    quick: Optional[Callable[[Any], None]] = None

@dataclass(frozen=True)
class Run:
    """A run of ``main.py`` that a game asks to be checked in the packaged executable: it ends
    with status 0 and its output holds ``shows``; given an ``input``, its output is the
    source's, line for line (test_executable)."""
    args: tuple[str, ...]
    shows: str = ""
    input: Optional[str] = None


def packaged_games() -> list[GameInfo]:
    """The cabinet's own games (games.registry.PACKAGES), as the packaged program holds them:
    not those registered for the tests' run."""
    from games.registry import PACKAGES
    return [importlib.import_module(f"games.{package}").GAME for package in PACKAGES]


def example_game() -> GameInfo:
    """The game a test of what is no game's own (a file, the records' machinery) takes as its
    example: the first registered with a scene whose records are its points added up (no
    figures of its own). What the test needs of it is in its kit."""
    from games.registry import playable_games
    return next(info for info in playable_games() if info.record.figures is None)


def games_with(option: str) -> list[GameInfo]:
    """The registered games whose options have one called ``option`` (their descriptors say)."""
    from games.registry import all_games
    return [info for info in all_games() if info.options is not None and info.options.field_named(option)]


def package_of(info: GameInfo) -> str:
    """The package the game's descriptor is defined in, by its last name: a registered
    game's module (games.registry.game_modules), else the module holding ``info`` as ``GAME``."""
    for name in game_modules():
        module = sys.modules.get(name) or importlib.import_module(name)
        if getattr(getattr(module, "GAME", None), "name", None) == info.name:
            return name.rpartition(".")[2]
    for name, module in list(sys.modules.items()):
        if getattr(module, "GAME", None) is info:
            return name.rpartition(".")[2]
    pytest.fail(f"{info.name}: no package holds this game's descriptor")


def kit(info: GameInfo) -> ModuleType:
    """The game's kit, or the test fails saying which file is missing."""
    package = package_of(info)
    try:
        return importlib.import_module(f"tests.kits.{package}")
    except ModuleNotFoundError as exc:
        if exc.name != f"tests.kits.{package}":
            raise
        pytest.fail(f"{info.name}: no test kit (tests/kits/{package}.py); see tests/kits/__init__.py")


def need(info: GameInfo, piece: str) -> Any:
    """The kit's ``piece``, or the test fails naming the kit and what it lacks."""
    found = kit(info)
    if not hasattr(found, piece):
        pytest.fail(f"{info.name}: its test kit tests/kits/{package_of(info)}.py has no {piece} "
                    f"(see tests/kits/__init__.py for what each piece is)")
    return getattr(found, piece)


def question_name(scene) -> Optional[str]:
    """The name of the question the scene asks now (None: nothing asked)."""
    question = getattr(scene, "question", None)
    return question.name if question is not None else None
