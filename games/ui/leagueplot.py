"""``main.py league GAME --plot FILE.png``: the ratings with their 95% intervals, as a picture.

Drawn in the cabinet's manner, on a small surface in the project's own 8x8 font, and
doubled, with no window (a plain ``pygame.Surface`` needs none); saved whole or not at
all (:mod:`games.ui.pngfile`). One row a player, best first: its name, its interval as
a bar on a common scale, its rating as a block, and the anchor's 0 as an upright line.
"""
from __future__ import annotations

import math

import pygame

from games.paths import font_path
from games.ui.font import BitmapFont
from games.ui.pngfile import png_bytes, write_whole

INK, PAPER, BAR, DOT, RULE = (255, 255, 255), (0, 0, 0), (0, 170, 255), (255, 255, 0), (255, 0, 0)
ROW, LEFT_PAD, WIDTH, SCALE = 16, 8, 480, 2


def text(surface: pygame.Surface, font: BitmapFont, x: int, y: int, line: str, colour=INK) -> None:
    for k, char in enumerate(line):
        for dy, bits in enumerate(font.rows(char)):
            for dx in range(8):
                if bits & (0x80 >> dx):
                    surface.set_at((x + 8 * k + dx, y + dy), colour)


def nice_step(span: float) -> float:
    """A round step for about five marks across ``span``."""
    raw = max(span, 1.0) / 5
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def draw(report: dict) -> pygame.Surface:
    font = BitmapFont.load(font_path())
    players = sorted(report["players"], key=lambda p: -p["rating"])
    label = max(len(p["name"]) for p in players) * 8 + 2 * LEFT_PAD
    top, height = 40, 40 + ROW * len(players) + 24
    surface = pygame.Surface((WIDTH, height))
    surface.fill(PAPER)
    low = min([0.0] + [p["interval"][0] for p in players])
    high = max([0.0] + [p["interval"][1] for p in players])
    span = (high - low) or 1.0
    low, high = low - 0.05 * span, high + 0.05 * span
    left, right = label, WIDTH - LEFT_PAD

    def x_of(value: float) -> int:
        return round(left + (value - low) / (high - low) * (right - left))

    text(surface, font, LEFT_PAD, 4, f"{report['game']} league: {report['games']} games, "
                                     f"{report['deals']} deals, seed {report['seed']}"[:WIDTH // 8 - 2])
    text(surface, font, LEFT_PAD, 16, f"Elo scale, {report['anchor']} = 0; bars: 95% intervals"[:WIDTH // 8 - 2])
    pygame.draw.line(surface, RULE, (x_of(0), top - 4), (x_of(0), top + ROW * len(players)))
    for row, p in enumerate(players):
        y = top + ROW * row
        text(surface, font, LEFT_PAD, y + 4, p["name"])
        a, b = x_of(p["interval"][0]), x_of(p["interval"][1])
        pygame.draw.rect(surface, BAR, (a, y + 7, max(1, b - a), 3))
        pygame.draw.rect(surface, DOT, (x_of(p["rating"]) - 2, y + 5, 5, 7))
    step = nice_step(high - low)
    axis = top + ROW * len(players) + 4
    pygame.draw.line(surface, INK, (left, axis), (right, axis))
    mark = math.ceil(low / step) * step
    while mark <= high:
        x = x_of(mark)
        pygame.draw.line(surface, INK, (x, axis), (x, axis + 3))
        words = f"{mark:+.0f}" if mark else "0"
        text(surface, font, max(0, min(WIDTH - 8 * len(words), x - 4 * len(words))), axis + 6, words)
        mark += step
    return pygame.transform.scale_by(surface, SCALE)


def save_plot(report: dict, path: str) -> None:
    """The picture of ``report`` (the league's JSON) into ``path``; OSError if it cannot be written."""
    write_whole(path, png_bytes(draw(report)))
