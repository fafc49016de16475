"""What the card games against the computer (Gin Rummy, Piquet, Marjolette, Marrakesh) set up alike."""
from __future__ import annotations

import random
from typing import Mapping

from games.ui import helpkeys
from games.ui.pauses import TimedPauses
from games.ui.prompt import CardEntry
from games.ui.scene import GameScene


class CardTableScene(TimedPauses, GameScene):
    """You against the computer at cards: the game made from its seed (GameScene.new_state) and a
    separate stream of chances for the computer's thinking (so a plug-in opponent cannot change
    the deals), the
    computer player named by ``--opponent`` or the built-in, and the card-name entry.
    Subclasses name their ``builtins``, start a game in :meth:`new_game` and take a state
    up in :meth:`show` (see GameScene).

    The pauses of the table (the computer's turn, a finished trick left in view)
    are the shared clock's (games.ui.pauses): :meth:`wait` enters one, the scene is
    ``busy`` while it lasts, and :meth:`pause_over` is called when it is over."""

    builtins: Mapping[str, str] = {}
    # Logical colours 1 and 2 are black and red at every card table (the cards' inks): a
    # refusal is red on a black band, the key strip black on red (5.3 to 1 both).
    paper, ink, alert, alert_paper, strip_text = 0, 3, 2, 1, 1

    def __init__(self, app, options=None) -> None:
        super().__init__(app, options)
        self.computer = self.load_computer(getattr(options, "opponent", None), self.builtins)
        self.entry = CardEntry(helpkeys.value_keys(self.card_ranks))
        self.timer = 0.0
        self.new_game()

    @property
    def computer_rng(self) -> random.Random:
        """The computer's chances in the game in play: the first stream after the deal's (the
        table's own: one computer, and always that one)."""
        return self.seat_streams[0]

    def wait(self, pause: str, question: str = "") -> None:
        self.start_pause(pause)
        self.prompt.ask(question, keep_message=True)

    @property
    def busy(self) -> bool:
        return self.asking(*self.pauses)

