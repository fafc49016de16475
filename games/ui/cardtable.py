"""What the card games against the computer (Gin Rummy, Piquet, Marrakesh) set up alike."""
from __future__ import annotations

import random
from typing import Mapping

from games.ui.prompt import CardEntry
from games.ui.scene import GameScene


class CardTableScene(GameScene):
    """You against the computer at cards: a shuffle of your own and a separate stream of
    chances for the computer's thinking (so a plug-in opponent cannot change the deals), the
    computer player named by ``--opponent`` or the built-in, and the card-name entry.
    Subclasses name their ``builtins`` and start a game in :meth:`new_game`."""

    builtins: Mapping[str, str] = {}
    paper, ink, alert, strip_text = 0, 3, 2, 3
    pauses: Mapping[str, float] = {}    # the modes in which the scene waits on its own, and how long

    def __init__(self, app, options=None) -> None:
        super().__init__(app, options)
        self.rng = random.Random(app.rng.random())
        self.computer_rng = random.Random(app.rng.random())
        self.computer = self.load_computer(getattr(options, "opponent", None), self.builtins)
        self.entry = CardEntry()
        self.new_game()

    def new_game(self) -> None:
        raise NotImplementedError

    def wait(self, mode: str) -> None:
        """Wait in ``mode`` (one of ``pauses``) with no question asked; see :meth:`pause_over`."""
        self.mode, self.timer = mode, self.pauses[mode]
        self.prompt.ask("", keep_message=True)

    @property
    def busy(self) -> bool:
        return getattr(self, "mode", "") in self.pauses

    def pause_over(self, dt: float) -> bool:
        """Count a waiting mode's time down by ``dt``: True once it has run out."""
        if not self.busy:
            return False
        self.timer -= dt
        return self.timer <= 0
