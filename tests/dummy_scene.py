"""The scene of the test-only game "Climb": an example of a game scene."""
from __future__ import annotations

import random

from games.ui.cardart import CardColours, draw_back, draw_face, draw_row
from games.ui.prompt import NO, CardEntry
from games.ui.question import NONE_NOW, Question, card_answers, words
from games.ui.scene import GameScene
from games.ui.screen import BLACK, GREEN, RED, WHITE
from tests.dummy_game import ClimbState, Play

COMPUTER_PAUSE = 0.6
PLAYERS = {"lowest": "tests.dummy_game:LowestPlayer"}
COLOURS = CardColours(face=3, red=2, black=1)


class ClimbScene(GameScene):
    palette = (GREEN, BLACK, RED, WHITE)
    paper, ink, alert, strip_text = 0, 3, 2, 3

    def __init__(self, app, options) -> None:
        super().__init__(app, options)
        self.rng = random.Random(app.rng.random())
        self.computer = self.load_computer(getattr(options, "opponent", None), PLAYERS, "lowest")
        self.entry = CardEntry()
        self._new_game()

    def _new_game(self) -> None:
        self.state = ClimbState(self.rng)
        self.pause = 0.0
        self._ask_card()

    def _ask_card(self, keep_message: bool = False) -> None:
        """Your card: every key of its name goes to _name_card, which refuses what it cannot use."""
        self.ask(Question("Card to play?", card_answers("choose it", self._name_card, True), self._name_card,
                          "card", suit_keys=True, move=True), keep_message)

    def in_progress(self) -> bool:
        return not self.state.is_terminal() and bool(self.state.pile)

    @property
    def busy(self) -> bool:
        return self.state.current_player() == 1

    def _name_card(self, command) -> None:
        answer = self.entry.feed(command)
        self.prompt.typed = self.entry.typed
        if self.refuse_if(answer) or answer is None:
            return
        if answer is NO:
            self.refuse("You must play a card")
        elif Play(answer) not in self.state.legal_moves():
            self.refuse(f"You do not hold the {answer.name}")
        else:
            self._play(Play(answer))

    def update(self, dt: float) -> None:
        if self.state.current_player() == 1:
            self.pause += dt
            if self.pause >= COMPUTER_PAUSE:
                move = self.computer_move(self.state, 1, self.rng)
                if move is not None:
                    self.pause = 0.0
                    self._play(move)

    def _play(self, move: Play) -> None:
        self.state.apply(move)
        self.prompt.typed = ""
        if self.state.is_terminal():
            you, me = self.state.scores
            verdict = "You win" if you > me else "I win" if me > you else "A draw"
            self.prompt.say(f"{verdict}, {you} to {me}.")
            self.ask(self.play_again("Another game?", self._new_game), keep_message=True)
        elif self.state.current_player() == 0:
            self._ask_card(keep_message=True)
        else:   # the question stays on the line while the computer plays, and takes no key
            self.ask(Question("Card to play?", [words(NONE_NOW)], name="wait"), keep_message=True)

    def render(self, screen) -> None:
        screen.text(0, 0, "CLIMB", self.ink)
        screen.text(30, 0, f"You {self.state.scores[0]} Me {self.state.scores[1]}", self.ink)
        for i in range(len(self.state.hands[1])):
            draw_back(screen, 10 + 3 * i, 3, COLOURS)
        if self.state.pile:
            draw_face(screen, 19, 12, self.state.pile[-1], COLOURS)
        draw_row(screen, 10, 24, self.state.hands[0], COLOURS, gap=1)
