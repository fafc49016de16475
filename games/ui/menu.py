"""The cabinet's menu: one key per game that has been built."""
from __future__ import annotations

from games.registry import GameInfo, playable_games
from games.ui.keys import Command
from games.ui.prompt import PromptLine, Refusal, leave_answer
from games.ui.scene import Scene
from games.ui.screen import BLACK, COLS, RED, WHITE, YELLOW, Screen

TITLE = "TRADITIONAL GAMES"


class MenuScene(Scene):
    palette = (BLACK, RED, YELLOW, WHITE)

    def __init__(self, app, games: list[GameInfo] | None = None) -> None:
        super().__init__(app)
        self.games = games if games is not None else playable_games()
        self.prompt = PromptLine()
        self.quitting = False
        self._ask()

    def _ask(self) -> None:
        self.quitting = False
        keys = " ".join(g.menu_key for g in self.games)
        self.prompt.ask(f"Which game ({keys})?" if self.games else "No games are installed")

    def handle(self, command: Command) -> None:
        if self.quitting:
            answer = leave_answer(command)
            if isinstance(answer, Refusal):
                self.prompt.refuse(self.app, answer.reason)
            elif answer:
                self.app.quit()
            else:
                self._ask()
            return
        if command.name == "back":
            self.quitting = True
            self.prompt.ask("Leave Traditional Games?")
            self.prompt.say("Return = Yes, N = No")
            return
        for info in self.games:
            if command.name == "char" and command.char == info.menu_key.upper():
                self.app.start_game(info)
                return
        self.prompt.refuse(self.app, "Press the key shown beside a game")

    def draw(self, screen: Screen) -> None:
        screen.set_palette(self.palette)
        screen.clear(0)
        screen.fill_cells(0, 1, COLS, 3, 1)
        screen.centre(2, TITLE, 2, 1)
        screen.centre(5, "by D. K. Barker-Hahlo", 3)
        for i, info in enumerate(self.games):
            row = 9 + 3 * i
            screen.text(6, row, info.menu_key, 2)
            screen.text(9, row, info.title, 3)
            if info.blurb:
                screen.text(9, row + 1, info.blurb, 1)
        screen.centre(26, "F11 full screen   F12 scan lines", 1)
        self.prompt.draw(screen, 3, 0, 1)
