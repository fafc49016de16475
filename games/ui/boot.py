"""The power-on screen: ``BBC Computer 32K``, the two-tone chime, ``BASIC``, then
``CHAIN""`` typed at the prompt and the cassette's Searching / Loading lines
with the block counter running. Any key skips it (and is used up doing so);
the boot is not "busy", so a key script can look at it with ``<wait:N>``."""
from __future__ import annotations

from games.ui.keys import Command
from games.ui.scene import Scene
from games.ui.screen import BLACK, RED, WHITE, YELLOW, Screen

COMMAND = 'CHAIN""'
TYPE_START, TYPE_STEP = 1.1, 0.11
SEARCHING = TYPE_START + TYPE_STEP * len(COMMAND) + 0.4
LOADING = SEARCHING + 0.7
BLOCKS, BLOCK_STEP = 0x12, 0.08
DONE = LOADING + 0.3 + BLOCKS * BLOCK_STEP + 0.3


class BootScene(Scene):
    palette = (BLACK, RED, YELLOW, WHITE)
    offers_help = False     # any key, ? too, skips the boot

    def __init__(self, app, then) -> None:
        super().__init__(app)
        self.then = then      # called with the app when the boot is over
        self.t = 0.0
        self.finished = False

    def enter(self) -> None:
        if self.t == 0.0:
            self.app.sound.chime()

    def handle(self, command: Command) -> None:
        self._finish()

    def update(self, dt: float) -> None:
        self.t += dt
        if self.t >= DONE:
            self._finish()

    def _finish(self) -> None:
        if not self.finished:
            self.finished = True
            self.then(self.app)

    def draw(self, screen: Screen) -> None:
        screen.set_palette(self.palette)
        screen.clear(0)
        screen.text(0, 0, "BBC Computer 32K")
        lines = [(2, "BASIC")] if self.t > 0.5 else []
        if self.t > 0.9:
            typed = int(max(0.0, self.t - TYPE_START) / TYPE_STEP)
            lines.append((4, ">" + COMMAND[:typed]))
        if self.t > SEARCHING:
            lines.append((5, "Searching"))
        if self.t > LOADING:
            lines.append((7, "Loading"))
            block = min(BLOCKS, int(max(0.0, self.t - LOADING - 0.3) / BLOCK_STEP))
            lines.append((9, f"TRADGAM   {block:02X} {block * 0x100 + 0x100:04X}"))
        for row, text in lines:
            screen.text(0, row, text)
        row, text = lines[-1] if lines else (0, "BBC Computer 32K")
        screen.cursor = (len(text), row) if self.t <= SEARCHING else None
        screen.cursor_colour = 3
