"""What a scene may ask of the program around it.

Scenes are given a host (the :class:`~games.ui.app.App` in the program, the same in
the test harness) and use only what is named here, so that the scenes need not know
the app, and the app can know the scenes without a circle of imports.
"""
from __future__ import annotations

import random
from typing import Any, Protocol

from games.ui.sound import Sound


class Host(Protocol):
    rng: random.Random        # the run's generator: scenes draw their own seeds from it
    strict: bool              # tests want a scene's errors raised, players want them survived
    sound: Sound
    manager: Any              # the stack of scenes (games.ui.scene.SceneManager)

    def beep(self) -> None:
        """VDU 7: a key refused, or a hit."""

    def quit(self) -> None:
        """Leave the program."""

    def leave_scene(self, scene: Any) -> None:
        """Take ``scene`` off the screen (the menu shows when nothing is left)."""

    def start_game(self, info: Any) -> None:
        """Start the game ``info`` (a :class:`~games.registry.GameInfo`) with its options."""
