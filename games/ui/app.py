"""The program around the scenes: the window, the loop, key scripts, screenshots.

The loop never waits on a scene: each frame it hands over the key commands,
calls ``update(dt)`` and ``draw``, then scales the 320x256 screen by a whole
number onto the window. Scripted runs (``--keys``) use the same path with a
simulated clock, so a script gives the same screen every time.
"""
from __future__ import annotations

import random
import traceback
from pathlib import Path
from typing import Callable, Iterable, Optional

import pygame

from games.paths import font_path
from games.ui.font import BitmapFont
from games.ui.keys import Command, KeyPress, Wait, translate
from games.ui.scene import Scene, SceneManager
from games.ui.screen import CELL, HEIGHT, WIDTH, Screen
from games.ui.sound import Sound

FPS = 50
FRAME = 1.0 / FPS
SETTLE_LIMIT = 600.0     # simulated seconds a script waits for a busy scene at most
CURSOR_PERIOD = 0.64     # the BBC cursor flashes at about this rate
# The cursor's pixel rows within its text cell. The cell's last row stays paper, so the
# cursor never touches the row beneath (on the question line: the red key strip).
CURSOR_TOP, CURSOR_HEIGHT = 5, 2


class App:
    def __init__(self, options, sound: bool = True, strict: bool = False) -> None:
        self.options = options
        seed = getattr(options, "seed", None)
        self.seed = seed if seed is not None else random.randrange(2**31)
        self.rng = random.Random(self.seed)
        self.font = BitmapFont.load(font_path())
        self.screen = Screen(self.font)
        self.sound = Sound(enabled=sound)
        self.manager = SceneManager()
        self.scale = getattr(options, "scale", 3) or 3
        self.fullscreen = bool(getattr(options, "fullscreen", False))
        self.scanlines = bool(getattr(options, "scanlines", False))
        self.strict = strict          # tests want scene errors raised, players want them survived
        self.running = True
        self.time = 0.0
        self.window: Optional[pygame.Surface] = None
        self.menu_factory: Optional[Callable[["App"], Scene]] = None
        # Gives a game's own options (its defaults, plus ours) when it is chosen from the menu.
        self.options_for: Callable[[object], object] = lambda info: self.options

    # -- services for scenes -------------------------------------------------------
    def beep(self) -> None:
        self.sound.beep()

    def quit(self) -> None:
        self.running = False

    def leave_scene(self, scene: Scene) -> None:
        """Take ``scene`` off the stack; with nothing left, show the menu (or stop)."""
        if scene in self.manager.stack:
            while self.manager.current is not scene:
                self.manager.pop()
            self.manager.pop()
        if not self.manager.stack:
            if self.menu_factory is not None:
                self.manager.push(self.menu_factory(self))
            else:
                self.quit()

    def start_game(self, info) -> None:
        self.manager.push(info.scene(self, self.options_for(info)))

    def configure(self, scale: int, fullscreen: bool, scanlines: bool, sound: bool) -> None:
        """Change the window and the sound while running (the settings screen)."""
        self.scanlines = scanlines
        self.sound.set_enabled(sound)
        if (scale, fullscreen) != (self.scale, self.fullscreen):
            self.scale, self.fullscreen = scale, fullscreen
            if self.window is not None:
                self._set_mode()

    # -- one step of the loop ------------------------------------------------------
    def press(self, key: int, unicode: str = "", mod: int = 0) -> None:
        """A key pressed: to a scene that takes keys themselves (the key-remapping page)
        if it wants this one, else through the key table."""
        take_key = getattr(self.manager.current, "take_key", None)
        if take_key is not None and take_key(key, unicode):
            return
        self.handle(translate(key, unicode, mod))

    def handle(self, command: Optional[Command]) -> None:
        if command is None:
            return
        if command.name == "fullscreen":
            self.toggle_fullscreen()
        elif command.name == "scanlines":
            self.scanlines = not self.scanlines
        elif self.manager.current is not None:
            self._guard(self.manager.current.handle, command)

    def update(self, dt: float) -> None:
        self.time += dt
        scene = self.manager.current
        if scene is not None and not scene.paused:
            self._guard(scene.update, dt)

    def draw(self) -> None:
        if self.manager.current is not None:
            self._guard(self.manager.current.draw, self.screen)

    @property
    def busy(self) -> bool:
        scene = self.manager.current
        return bool(scene is not None and scene.busy and not scene.paused)

    def settle(self, limit: float = SETTLE_LIMIT) -> None:
        """Run simulated frames until the current scene has nothing of its own to do."""
        waited = 0.0
        while self.busy and waited < limit and self.running:
            self._scripted_frame()
            waited += FRAME

    def _scripted_frame(self) -> None:
        """One frame of a scripted run: a computer still thinking is waited for first, so
        that a script gives the same screen however fast the machine is."""
        scene = self.manager.current
        if scene is not None:
            scene.wait_for_background()
        self.update(FRAME)

    def _guard(self, fn, arg) -> None:
        try:
            fn(arg)
        except Exception:
            if self.strict:
                raise
            # A fault in a scene must not lose the player's game: report it and carry on.
            traceback.print_exc()
            self.beep()

    # -- scripted runs ---------------------------------------------------------------
    def play_script(self, steps: Iterable[KeyPress | Wait]) -> None:
        self.settle()
        for step in steps:
            if not self.running:
                break
            if isinstance(step, Wait):
                for _ in range(round(step.seconds / FRAME)):
                    self._scripted_frame()
            else:
                self.press(step.key, step.unicode, step.mod)
                self._scripted_frame()
            self.settle()
        self.draw()

    # -- pictures ------------------------------------------------------------------
    def frame_surface(self, cursor_on: bool = True) -> pygame.Surface:
        """The screen as an 8-bit surface in the current palette."""
        surface = pygame.Surface((WIDTH, HEIGHT), depth=8)
        surface.set_palette(self.screen.rgb_palette() + [(0, 0, 0)] * 252)
        buffer = surface.get_buffer()
        if surface.get_pitch() == WIDTH:
            buffer.write(bytes(self.screen.pixels), 0)
        else:
            for y in range(HEIGHT):
                buffer.write(bytes(self.screen.pixels[y * WIDTH:(y + 1) * WIDTH]), y * surface.get_pitch())
        del buffer  # the surface stays locked while a buffer object is alive
        if cursor_on and self.screen.cursor is not None:
            col, row = self.screen.cursor
            surface.fill(self.screen.cursor_colour, (col * CELL, row * CELL + CURSOR_TOP, CELL, CURSOR_HEIGHT))
        return surface

    def scaled(self, scale: int, cursor_on: bool = True) -> pygame.Surface:
        big = pygame.transform.scale(self.frame_surface(cursor_on), (WIDTH * scale, HEIGHT * scale))
        if self.scanlines and scale >= 2:
            big = _to_rgb(big)
            shade = pygame.Surface((WIDTH * scale, 1))
            shade.set_alpha(110)
            for y in range(scale - 1, HEIGHT * scale, scale):
                big.blit(shade, (0, y))
        return big

    def save_screenshot(self, path: str | Path) -> None:
        pygame.image.save(self.scaled(self.scale), str(path))

    # -- the window ----------------------------------------------------------------
    def open_window(self) -> None:
        pygame.display.init()
        pygame.display.set_caption("Traditional Games")
        self._set_mode()

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.window is not None:
            self._set_mode()

    def _set_mode(self) -> None:
        if self.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode((WIDTH * self.scale, HEIGHT * self.scale))

    def present(self) -> None:
        assert self.window is not None
        w, h = self.window.get_size()
        scale = max(1, min(w // WIDTH, h // HEIGHT))
        cursor_on = (self.time % CURSOR_PERIOD) < CURSOR_PERIOD / 2
        picture = self.scaled(scale, cursor_on)
        self.window.fill((0, 0, 0))
        self.window.blit(picture, ((w - picture.get_width()) // 2, (h - picture.get_height()) // 2))
        pygame.display.flip()

    def run(self) -> None:
        """The interactive loop, until the player quits."""
        if self.window is None:
            self.open_window()
        clock = pygame.time.Clock()
        while self.running:
            for event in pygame.event.get():
                if event.type == pygame.QUIT:
                    self.quit()
                elif event.type == pygame.KEYDOWN:
                    self.press(event.key, event.unicode, event.mod)
            self.update(min(clock.tick(FPS) / 1000.0, 0.25))
            self.draw()
            self.present()


def _to_rgb(surface: pygame.Surface) -> pygame.Surface:
    rgb = pygame.Surface(surface.get_size(), depth=24)
    rgb.blit(surface, (0, 0))
    return rgb

