"""The cabinet's menu: the games of both tapes, one key each.

Each game is one key press away (its digit or letter), or two: the arrow keys move
the highlight and Return plays the game highlighted, whose blurb and number of
players show below the list. The first tape's four games are keyed 1-4 and the
second tape's A-G, so the keys of one tape never change as the other grows.
Below them, the cabinet's own pages (``extras``: S for the settings), one key each.
"""
from __future__ import annotations

from typing import Callable, Sequence

from games.registry import GameInfo, playable_games
from games.ui import resume
from games.ui.keys import Command, command_key
from games.ui.prompt import PromptLine, Refusal, leave_answer
from games.ui.scene import Scene
from games.ui.screen import BLACK, COLS, RED, WHITE, YELLOW, Screen

TITLE = "TRADITIONAL GAMES"
TAPES = {1: "TAPE ONE  D. K. Barker-Hahlo, 1983", 2: "TAPE TWO  more traditional games"}
LIST_TOP = 5
EXTRAS_ROW = 25
# The cabinet's own pages in the menu: (key, title, makes the scene from the app).
Extra = tuple[str, str, Callable[..., Scene]]


class MenuScene(Scene):
    palette = (BLACK, RED, YELLOW, WHITE)

    def __init__(self, app, games: list[GameInfo] | None = None, extras: Sequence[Extra] = ()) -> None:
        super().__init__(app)
        self.games = sorted(games if games is not None else playable_games(), key=lambda g: g.tape)
        self.extras = list(extras)
        self.prompt = PromptLine()
        self.quitting = False
        self.resuming: GameInfo | None = None    # "Resume your game?" is asked for it
        self.chosen = 0
        self.saved: set[str] = set()
        self._ask()

    def enter(self) -> None:
        self.saved = {g.name for g in self.games if resume.has_saved(g.name)}

    def _ask(self) -> None:
        self.quitting = False
        self.resuming = None
        keys = " ".join(g.menu_key for g in self.games)
        self.prompt.ask(f"Which game ({keys})?" if self.games else "No games are installed")

    def choose(self, info: GameInfo) -> None:
        """Play ``info``: asking first whether to resume its saved game, if it has one."""
        if info.name not in self.saved:
            self.app.start_game(info)
            return
        self.resuming = info
        self.prompt.ask(f"Resume your {info.title} game?")
        self.prompt.say("Return = Yes, N = a new game")

    def _answer_resuming(self, command: Command) -> None:
        info = self.resuming
        answer = leave_answer(command)
        if isinstance(answer, Refusal):
            self.prompt.refuse(self.app, answer.reason)
            return
        self._ask()
        saved = resume.load(info.name) if answer else None
        if not answer:
            resume.discard(info.name)
        self.app.start_game(info, saved)

    def handle(self, command: Command) -> None:
        if self.resuming is not None and command.name != "back":
            self._answer_resuming(command)
            return
        if self.resuming is not None:
            self._ask()
            return
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
        if command.name in ("up", "down") and self.games:
            step = -1 if command.name == "up" else 1
            self.chosen = (self.chosen + step) % len(self.games)
            self.prompt.say("")
            return
        if command.is_yes and self.games:
            self.choose(self.games[self.chosen])
            return
        for i, info in enumerate(self.games):
            if command.name == "char" and command.char == info.menu_key.upper():
                self.chosen = i
                self.choose(info)
                return
        for key, _, make in self.extras:
            if command.name == "char" and command.char == key:
                self.app.manager.push(make(self.app))
                return
        self.prompt.refuse(self.app, "Press a game's key, or arrows and Return")

    def help_keys(self) -> list[tuple[str, str]]:
        if self.quitting:
            return [("Return or Y", "leave Traditional Games"), ("N or Escape", "stay")]
        tapes = {}
        for info in self.games:
            tapes.setdefault(info.tape, []).append(info.menu_key)
        keys = [(f"{keys[0]} to {keys[-1]}" if len(keys) > 1 else keys[0], f"play a game of tape {tape}")
                for tape, keys in tapes.items()]
        return [*keys, ("Up  Down", "move the highlight"), ("Return", "play the game highlighted"),
                ("Escape", "leave Traditional Games (asked first)")]

    def rows(self) -> list[tuple[int, object]]:
        """(row, tape heading or game) for each line of the list."""
        lines: list[tuple[int, object]] = []
        row, tape = LIST_TOP, None
        for info in self.games:
            if info.tape != tape:
                if tape is not None:
                    row += 1
                tape = info.tape
                lines.append((row, TAPES.get(tape, f"TAPE {tape}")))
                row += 2
            lines.append((row, info))
            row += 1
        return lines

    def draw(self, screen: Screen) -> None:
        screen.set_palette(self.palette)
        screen.clear(0)
        screen.fill_cells(0, 1, COLS, 3, 1)
        screen.centre(2, TITLE, 2, 1)
        below = LIST_TOP
        for row, item in self.rows():
            below = row + 1
            if isinstance(item, str):
                screen.text(1, row, item, 2)
                continue
            if item is self.games[self.chosen]:
                screen.fill_cells(3, row, COLS - 6, 1, 3)
                screen.text(4, row, f"{item.menu_key}  {item.title}", 0, 3)
            else:
                screen.text(4, row, item.menu_key, 2)
                screen.text(7, row, item.title, 3)
            if item.name in self.saved:
                screen.text(COLS - 9, row, "saved", *((0, 3) if item is self.games[self.chosen] else (1,)))
        if self.games:
            self._draw_chosen(screen, self.games[self.chosen], below + 1)
        if self.extras:
            screen.centre(EXTRAS_ROW, "   ".join(f"{key} {title}" for key, title, _ in self.extras), 2)
        screen.centre(27, f"? help  {command_key('fullscreen')} full screen  {command_key('scanlines')} scan lines", 1)
        self.prompt.draw(screen, 3, 0, 1)

    def _draw_chosen(self, screen: Screen, info: GameInfo, row: int) -> None:
        low, high = info.seats
        players = f"{low} to {high} players" if low != high else "1 player" if low == 1 else f"{low} players"
        screen.text(4, row, info.blurb, 1)
        screen.text(4, row + 1, f"{players}   Return plays it", 1)
