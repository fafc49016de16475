"""The F9 hint over the message lines: what the computer would do at your question, and why.

F9 at a question that asks you for a move hands your view (and only your view) to the
game's coach (:mod:`games.coach`, named by the descriptor) beside the loop, as the
computer's own moves are worked out (:mod:`games.ui.thinker`), so the screen never
waits for it. While it is worked out and while it is shown, the game stands still;
the next key, whatever it is, takes it away (and does nothing else), and the question
is back as it was: what you had typed or marked, and the message, untouched. A hint
never makes a move.
"""
from __future__ import annotations

import sys
import textwrap
from typing import Any, Callable, Optional

from games.coach import Advice, hint_rng
from games.plugins import describe_error
from games.registry import GameInfo, find_game
from games.ui.keys import command_key
from games.ui.prompt import MESSAGE_ROW, STRIP_ROW
from games.ui.question import Answer, Question
from games.ui.screen import COLS, Screen
from games.ui.thinker import Thinker

MOST_LINES = 8               # rows 22 to 29 at most: the question stays in view below
WORKING = "Working out a hint..."
FAILED = "No hint: the computer could not say."
BACK = "Any key: back to the question"


def no_hint() -> str:
    return f"{command_key('hint')} gives a hint when it is your move"


def coach_of(scene) -> Optional[Callable[[Any, Any], Advice]]:
    """The coach of the scene's game, from its descriptor (None: the game has none)."""
    info: Optional[GameInfo] = scene.game_info
    if info is None:
        name = getattr(getattr(scene, "options", None), "game", None)
        info = find_game(name) if isinstance(name, str) else None
    return info.coach if info is not None else None


def hint_lines(words: str) -> list[str]:
    """The hint as the screen shows it: wrapped at the screen's 40 columns, no more
    lines than there is room for.

    >>> hint_lines("Hint: discard S9. " + "It keeps your deadwood low. " * 2)
    ['Hint: discard S9. It keeps your deadwood', 'low. It keeps your deadwood low.']
    """
    return textwrap.wrap(words, COLS)[:MOST_LINES] or [""]


class _Asked:
    """The coach as a player's choice, for the thinker."""

    def __init__(self, coach: Callable[[Any, Any], Advice]) -> None:
        self.coach = coach

    def choose(self, view, rng) -> Advice:
        return self.coach(view, rng)


class HintBox:
    """A hint being worked out or shown; ``lines`` None when there is none."""

    def __init__(self) -> None:
        self.thinker = Thinker()
        self.lines: Optional[list[str]] = None
        self.advice: Optional[Advice] = None
        self._view: Any = None

    @property
    def showing(self) -> bool:
        return self.lines is not None

    @property
    def working(self) -> bool:
        return self.thinker.thinking

    def ask(self, coach: Callable[[Any, Any], Advice], view: Any) -> None:
        """Start working out the hint for ``view``, with a stream from its public content."""
        self.lines, self.advice, self._view = [WORKING], None, view
        self.thinker.ask(_Asked(coach), view, hint_rng(view))

    def tend(self) -> None:
        """Take the hint in once it is ready (call it each frame)."""
        if not self.thinker.thinking:
            return
        try:
            advice = self.thinker.collect()
            if advice is not None and advice.move not in self._view.legal_moves:
                raise ValueError(f"the hint's move {advice.move} is not a legal move")
        except Exception as exc:          # a hint is never worth losing the game over
            print(f"the hint failed: {describe_error(exc)}", file=sys.stderr)
            self.lines = hint_lines(FAILED)
            return
        if advice is not None:
            self.advice, self.lines = advice, hint_lines(advice.words)

    def question(self) -> Question:
        """What the keys do while the hint is shown: any key takes it away, and does nothing else."""
        return Question("", [Answer("any key", "back to the question", lambda c: True, lambda c: self.dismiss())],
                        name="hint")

    def dismiss(self) -> None:
        self.thinker.drop()
        self.lines, self.advice, self._view = None, None, None

    def wait(self) -> None:
        """Block until the hint is worked out: for key scripts and tests, never the live loop."""
        self.thinker.wait()

    def draw(self, screen: Screen, ink: int, paper: int, strip: int, strip_text: int) -> None:
        """The hint over the message lines, in reverse (paper on ink), and on the strip
        below the question what takes it away."""
        lines = self.lines or []
        top = MESSAGE_ROW - len(lines) + 1
        screen.fill_cells(0, top, COLS, len(lines), ink)
        for i, line in enumerate(lines):
            screen.text(0, top + i, line, paper, ink)
        screen.fill_cells(0, STRIP_ROW, COLS, 1, strip)
        screen.text((COLS - len(BACK)) // 2, STRIP_ROW, BACK, strip_text, strip)
