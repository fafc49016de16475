"""Backgammon's own hint, the H key: the computer's best three plays with their equities,
under the board (or, before a throw or at the cube, what it would decide), worked out
beside the loop like its own moves, by the level you play against. F9 is the hint of
every game (games.ui.hint, over the message lines, from the strongest level: the
descriptor's coach, games.backgammon.coach).
"""
from __future__ import annotations

import random
import sys
from typing import Callable, Optional

from games.backgammon.game import BackgammonState, Resign
from games.backgammon.words import WIN_WORDS, decision_words, dice_text
from games.seats import YOU
from games.ui.thinker import Thinker


class _Hinter:
    """The computer's hint as a player's choice, for the thinker."""

    def __init__(self, computer) -> None:
        self.computer = computer

    def choose(self, view, rng):
        return self.computer.hint(view)


class BestPlays:
    """The H key's hint: asked with :meth:`ask`, taken in by :meth:`tend` each frame, shown
    (``lines``) until :meth:`next_turn`. Its collaborators: ``computer`` (the player whose
    hint it is), ``state`` (the game in play), ``say`` and ``refuse`` (the message line).
    One hint at a time, so one asked while the last turn's is still being worked out waits
    for it."""

    def __init__(self, computer: Callable[[], object], state: Callable[[], BackgammonState],
                 say: Callable[[str], None], refuse: Callable[[str], None]) -> None:
        self.computer, self.state, self.say, self.refuse = computer, state, say, refuse
        self.thinker = Thinker()
        self.lines: Optional[list[str]] = None   # the lines shown, until the state moves on
        self._turn = 0                 # counts the questions asked, to know a hint's turn
        self._hint_turn = -1           # the turn you last pressed H in
        self._hint_asked = -1          # the turn the hint being worked out is for

    @property
    def thinking(self) -> bool:
        return self.thinker.thinking

    def next_turn(self) -> None:
        """Another question: the hint shown goes, and one being worked out is for a past turn."""
        self.lines = None
        self._turn += 1

    def ask(self) -> None:
        """H: what the computer would do in your place."""
        if self.lines:
            return
        self._hint_turn = self._turn
        self.say("Thinking...")
        if not self.thinker.thinking:
            # its own random stream: the hint never draws on the game's dice
            self.thinker.ask(_Hinter(self.computer()), self.state().view(YOU), random.Random(0))
            self._hint_asked = self._turn

    def tend(self) -> None:
        if not self.thinker.thinking:
            return
        try:
            hint = self.thinker.collect()
        except Exception as exc:          # a hint is never worth losing the game over
            print(f"backgammon: the hint failed: {exc}", file=sys.stderr)
            if self._hint_turn == self._turn:
                self.refuse("No hint: the computer could not work one out")
            return
        if hint is None:
            return                         # not ready yet
        state = self.state()
        if self._hint_asked != self._turn:  # for a turn that has gone
            if self._hint_turn == self._turn and state.current_player() == YOU:
                self.ask()                 # asked for again meanwhile
            return
        if isinstance(hint, list):
            self.lines = [f"My best plays for {dice_text(state.dice)}:"] + [
                f"{i}. {play!s:24.24} {value:+.3f}" for i, (value, play) in enumerate(hint, 1)]
            self.say("Hint: equity per point of stake")
        elif isinstance(hint, Resign):
            self.say(f"Hint: I would resign {WIN_WORDS[hint.name]}.")
        else:
            self.say(f"Hint: I would {decision_words(hint)}.")

    def wait(self) -> None:
        self.thinker.wait()

    def drop(self) -> None:
        self.thinker.drop()
