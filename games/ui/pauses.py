"""The clock of a scene's pauses (the computer's turn, a trick left in view, a message
that stands a moment), one for every game's scene.

A pause is a question of its own (a ``waiting`` one, or a key that ends it early) named
in the scene's ``pauses`` with its usual length in seconds. While such a question is on
screen, :meth:`TimedPauses.update` runs the clock down and, once it has run out, calls
:meth:`TimedPauses.pause_over` with the question's name, every frame until the scene
asks something else (the computer's turn: its move may take frames to think of)."""
from __future__ import annotations

from typing import Mapping


class TimedPauses:
    """A part of a GameScene (it provides ``asking`` and ``question``)."""

    pauses: Mapping[str, float] = {}
    timer: float = 0.0                   # seconds left of the pause on screen

    def start_pause(self, pause: str) -> None:
        """The pause ``pause`` begins with its usual length (its question is asked apart)."""
        self.timer = self.pauses[pause]

    def update(self, dt: float) -> None:
        if not self.asking(*self.pauses):
            return
        self.timer -= dt
        if self.timer <= 0:
            self.pause_over(self.question.name)

    def pause_over(self, pause: str) -> None:
        """The pause ``pause`` (the name of the question that waits) has run its time."""
        raise NotImplementedError
