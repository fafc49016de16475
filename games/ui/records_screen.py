"""The records screen: what the history adds up to for one game, and its last games.

Reached from the menu with R (the game highlighted); the arrow keys go through the
games, Return or Escape goes back to the menu. When the game's last games kept the
coach's figure (``cost``: Backgammon's error rate, the points a card game's player gave
away), a small bar chart draws it over them, oldest left, so that a player sees whether
he is getting better: one bar a text cell wide for each game, in the cabinet's yellow,
on a white base line, scaled to the highest bar (written under the chart).
"""
from __future__ import annotations

import textwrap
from typing import Optional

from games import records, store
from games.registry import GameInfo, RecordInfo
from games.seats import COMPUTER_NAMES, PERSON
from games.ui.keys import Command
from games.ui.prompt import PromptLine
from games.ui.scene import Scene
from games.ui.screen import BLACK, CELL, COLS, RED, WHITE, YELLOW, Screen

LAST_GAMES = 8
NOTICE_LINES = 4
CHART_GAMES = 30             # the games the chart draws at most (one text cell each)
CHART_ROWS = 4               # the chart's height in text rows (32 pixels)
BOTTOM = 26                  # the first row under the page (the key reminder is at 27)


class RecordsScene(Scene):
    palette = (BLACK, RED, YELLOW, WHITE)

    def __init__(self, app, games: list[GameInfo], chosen: Optional[int] = None) -> None:
        super().__init__(app)
        self.games = games
        if chosen is None:            # from the menu: the game it has highlighted
            menu = app.manager.current
            highlighted = menu.games[menu.chosen] if getattr(menu, "games", None) else None
            chosen = games.index(highlighted) if highlighted in games else 0
        self.chosen = chosen
        self.prompt = PromptLine()
        self.prompt.ask("Return or Escape: back to the menu")
        self.lines = records.history()          # read once: a damaged file is set aside now
        self.notice = store.NOTICES[-1] if store.NOTICES else ""

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Left  Right  Up  Down", "another game's records"), ("Return or Escape", "back to the menu")]

    def handle(self, command: Command) -> None:
        if command.name in ("left", "right", "up", "down") and self.games:
            step = -1 if command.name in ("left", "up") else 1
            self.chosen = (self.chosen + step) % len(self.games)
            self.prompt.say("")
        elif command.name == "back" or command.is_yes:
            self.app.manager.pop()
        else:
            self.prompt.refuse(self.app, "Arrows: another game; Return: the menu")

    def draw(self, screen: Screen) -> None:
        screen.set_palette(self.palette)
        screen.clear(0)
        screen.fill_cells(0, 1, COLS, 3, 1)
        screen.centre(2, "RECORDS", 2, 1)
        if not self.games:
            return
        info = self.games[self.chosen]
        figures = records.summary(info, self.lines)
        title, *rest = records.describe(info, figures)
        screen.centre(5, f"<  {title}  >", 3)
        row = 7
        for line in rest:
            screen.text(1, row, line.strip()[:COLS - 2], 3)
            row += 1
        games = [r for r in self.lines if r.get("game") == info.name]
        notices = textwrap.wrap(self.notice, COLS)[-NOTICE_LINES:]
        bottom = BOTTOM - len(notices)
        costs = records.costs(games)[-CHART_GAMES:]
        row += 1
        if costs:
            row = draw_cost_chart(screen, row, costs, info.record) + 1
        room = min(LAST_GAMES, bottom - row - 1)        # the list's lines that fit above the notice
        mine = games[-room:] if room > 0 else []
        if mine:
            screen.text(1, row, last_games_heading(info), 2)
            for line in reversed(mine):
                row += 1
                screen.text(1, row, game_line(line, info.record)[:COLS - 2], 3)
        elif not games:
            screen.text(1, row, "No game finished yet.", 2)
        for i, line in enumerate(notices):          # the file set aside
            screen.text(0, BOTTOM - len(notices) + i, line, 1)
        screen.centre(27, "Left/Right: another game", 2)
        self.prompt.draw(screen, 3, 0, 1)


def draw_cost_chart(screen: Screen, row: int, costs: list[float], record: RecordInfo) -> int:
    """The chart of ``costs`` (oldest first) from text row ``row``: a heading, the bars,
    and under them the scale; returns the row after it."""
    heading = f"{record.cost.capitalize()}, last {len(costs)} game{'s' if len(costs) != 1 else ''}"
    screen.text(1, row, heading[:COLS - 2], 2)
    top = max(costs)
    base = (row + 1 + CHART_ROWS) * CELL - 3            # the base line's pixel row, clear of the scale
    height = CHART_ROWS * CELL - 6                      # the tallest bar, clear of the heading
    screen.rect(CELL - 2, base, (len(costs) + 1) * CELL, 1, 3)
    for i, cost in enumerate(costs):
        tall = round(height * cost / top) if top > 0 else 0
        if tall:
            screen.rect((i + 1) * CELL, base - tall, CELL - 2, tall, 2)
    scale = f"Tallest {top:g} ({record.cost_unit})"
    screen.text(1, row + 1 + CHART_ROWS, scale[:COLS - 2], 3)
    return row + 2 + CHART_ROWS


def last_games_heading(info: GameInfo) -> str:
    """What the numbers of :func:`game_line` are."""
    if info.record.figures is not None:            # a game of its own figures: its lines say
        return "Last games"
    return "Last games: " + ("penalties, yours first" if info.lowest_wins else "points, yours first")


def game_line(line: dict, record: RecordInfo = RecordInfo()) -> str:
    """One finished game in a line: its date, result and points seat by seat, yours
    first, or as the game's ``record`` shows one (Accordion: its deal and piles); a game
    of several people at the keyboard says who won, and an older line whose points were
    not kept says so."""
    date = str(line.get("date", ""))[:10]
    result = str(line.get("result", "?"))
    score = line.get("score")
    if record.line is not None:
        return f"{date} {record.line(line)}"
    if line.get("kind") and isinstance(score, list) and score:      # Backgammon: how, and the points
        points = f"{score[0]:+g}" if isinstance(score[0], (int, float)) else str(score[0])
        return f"{date} {result:<5} {line['kind']} {points}"
    if not records.keeps_points(line, record.always_points):
        return f"{date} {result:<5} (points not kept)"
    result = _people_result(line) or result
    shown = " ".join(_figure(v) for v in score) if isinstance(score, list) else ""
    text = f"{date} {result:<5} {shown}"
    return text if len(text) <= COLS - 2 else f"{date[5:]} {result:<5} {shown}"   # six seats: no year


def _people_result(line: dict) -> Optional[str]:
    """Who won a game several people shared ("P2 won", "P1 P3 drew", "Bob won"), else None."""
    players, results = line.get("players"), line.get("results")
    if not (isinstance(players, list) and isinstance(results, list) and len(players) == len(results)
            and players.count(PERSON) > 1 and all(isinstance(p, str) for p in players)):
        return None
    computers = iter(COMPUTER_NAMES)                # named as at the table (games.seats)
    names = [f"P{i + 1}" if kind == PERSON else next(computers, f"S{i + 1}") for i, kind in enumerate(players)]
    won = [name for name, r in zip(names, results) if r == "won"]
    drew = [name for name, r in zip(names, results) if r == "drawn"]
    return f"{' '.join(won)} won" if won else f"{' '.join(drew)} drew" if drew else None


def _figure(value) -> str:
    if value is None:
        return "-"                                  # a seat out of the game (Marrakech)
    return f"{value:g}" if isinstance(value, (int, float)) else str(value)
