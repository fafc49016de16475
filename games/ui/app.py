"""The program around the scenes: the window, the loop, key scripts, screenshots.

The loop never waits on a scene: each frame it hands over the key commands,
calls ``update(dt)`` and ``draw``, then scales the 320x256 screen by a whole
number onto the window. Scripted runs (``--keys``) use the same path with a
simulated clock, so a script gives the same screen every time.
"""
from __future__ import annotations

import os
import random
import time
import traceback
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

import pygame

from games.paths import font_path
from games.ui.font import BitmapFont
from games.ui.help import HelpScreen
from games.ui.keys import Command, KeyPress, Wait, translate, typed
from games.ui.pngfile import png_bytes, write_whole
from games.ui.resume import open_game
from games.ui.scene import Scene, SceneManager
from games.ui.screen import CELL, HEIGHT, WIDTH, Screen
from games.ui.sound import Sound
from games.ui.stopping import StopSignals

FPS = 50
FRAME = 1.0 / FPS
SETTLE_LIMIT = 600.0     # simulated seconds a script waits for a busy scene at most
CURSOR_PERIOD = 0.64     # the BBC cursor flashes at about this rate
IDLE_AFTER = 1.0         # seconds of a still screen (and an idle scene) before the loop sleeps
IDLE_REDRAW = 1.0        # seconds between redraws while it sleeps (see run)
# The cursor's pixel rows within its text cell. The cell's last row stays paper, so the
# cursor never touches the row beneath (on the question line: the red key strip).
CURSOR_TOP, CURSOR_HEIGHT = 5, 2


class App:
    def __init__(self, options, sound: bool = True, strict: bool = False) -> None:
        self.options = options
        seed = getattr(options, "seed", None)
        self.seed = seed if seed is not None else random.randrange(2**31)
        self.rng = random.Random(self.seed)
        self.game_seed: Optional[int] = None   # the seed of the game last started (see next_game_seed)
        self.font = BitmapFont.load(font_path())
        self.screen = Screen(self.font)
        self.sound = Sound(enabled=sound)
        self.manager = SceneManager()
        self.scale = getattr(options, "scale", 3) or 3
        self.fullscreen = bool(getattr(options, "fullscreen", False))
        self.scanlines = bool(getattr(options, "scanlines", False))
        self.strict = strict          # tests want scene errors raised, players want them survived
        # Each hand's review worked out as it ends (the setting "Review each hand", put here
        # by the cabinet); off for a bare App, as the tests and key scripts make it.
        self.review_every_hand = False
        self.running = True
        self.time = 0.0
        self.window: Optional[pygame.Surface] = None
        self.help: Optional[HelpScreen] = None         # the help screen, over the scene while it shows
        self._shown: Optional[tuple] = None            # what the window shows (see present)
        self._shown_cursor = False
        self._pictures: dict[bool, pygame.Surface] = {}  # the screen scaled, cursor off and on
        self.menu_factory: Optional[Callable[["App"], Scene]] = None
        # Gives a game's own options (its defaults, plus ours) when it is chosen from the menu.
        self.options_for: Callable[[Any], object] = lambda info: info.options()   # the cabinet's say
        # Ctrl-C and the like, noted by the command line (games.ui.stopping); None in tests.
        self.signals: Optional[StopSignals] = None

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

    def start_game(self, info, saved=None) -> None:
        """Start a new game of ``info``, or resume ``saved`` (games.ui.resume)."""
        scene = open_game(self, info, self.options_for(info), saved)
        scene.game_info = info
        self.manager.push(scene)

    def next_game_seed(self) -> int:
        """The seed a new game's chances come from: the run's own for the first game (so that
        ``--seed N`` deals as it always has), then one drawn from the stream for each game
        after, so that every game is its own seed and can be saved as it."""
        return self.seed if self.game_seed is None else self.rng.randrange(2**31)

    def close(self) -> None:
        """The window is closing: every scene is left as Escape would leave it (a game in
        progress is saved), then the program stops."""
        while self.manager.stack:
            self._guard(lambda _: self.manager.pop(), None)
        self.quit()

    def heed_signals(self) -> bool:
        """At a safe point: close as the window's close button does if a signal asked the
        program to stop. True if it is still running."""
        if self.running and self.signals is not None and self.signals.asked:
            self.close()
        return self.running

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
        elif self.help is not None:
            if not self.help.handle(command):
                self.help = None                 # the scene, untouched, is back
        elif command.name == "help" and self.manager.current is not None and self.manager.current.offers_help:
            self._guard(self._open_help, self.manager.current)
        elif self.manager.current is not None:
            if not getattr(self.manager.current, "takes_review", False):
                command = typed(command)         # V is a letter outside the games
            self._guard(self.manager.current.handle, command)

    def _open_help(self, scene: Scene) -> None:
        self.help = HelpScreen.for_scene(scene)

    def update(self, dt: float) -> None:
        self.time += dt
        scene = self.manager.current
        if scene is not None and self.help is None:
            self._guard(scene.tend, dt)
        scene = self.manager.current
        if scene is not None and not scene.paused and self.help is None:
            self._guard(scene.update, dt)

    def draw(self) -> None:
        if self.help is not None:
            self.help.draw(self.screen)
        elif self.manager.current is not None:
            self._guard(self.manager.current.draw, self.screen)

    @property
    def busy(self) -> bool:
        scene = self.manager.current
        return bool(scene is not None and self.help is None and (scene.busy and not scene.paused or scene.working))

    def settle(self, limit: float = SETTLE_LIMIT) -> None:
        """Run simulated frames until the current scene has nothing of its own to do."""
        waited = 0.0
        while self.busy and waited < limit and self.heed_signals():
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
            if not self.heed_signals():
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
        """The screen as a PNG in ``path``; OSError (a full disk, say) if it cannot be
        written whole, and then no file is left behind (games.ui.pngfile)."""
        write_whole(path, png_bytes(self.scaled(self.scale)))

    # -- the window ----------------------------------------------------------------
    def open_window(self) -> None:
        pygame.display.init()
        if pygame.display.get_driver() == "x11":
            # The screen is scaled by us, in software: X's own framebuffer shows it as it is.
            # SDL's default there, a GL texture, sends the whole window at every update,
            # even for the cursor's one cell, and costs a busy core's worth on a big window.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
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

    def present(self) -> bool:
        """Show the screen in the window, redrawing only what has changed since the last
        time (often nothing; at a blink of the cursor, its cell alone). True if the
        screen's content changed, the cursor's blink not counted."""
        assert self.window is not None
        w, h = self.window.get_size()
        scale = max(1, min(w // WIDTH, h // HEIGHT))
        cursor_on = (self.time % CURSOR_PERIOD) < CURSOR_PERIOD / 2
        s = self.screen
        content = (bytes(s.pixels), tuple(s.palette), s.cursor, s.cursor_colour, scale, self.scanlines, (w, h))
        changed = content != self._shown
        if changed:
            self._shown, self._pictures = content, {}
        picture = self._pictures.get(cursor_on)
        if picture is None:
            picture = self._pictures[cursor_on] = self.scaled(scale, cursor_on)
        x, y = (w - picture.get_width()) // 2, (h - picture.get_height()) // 2
        if changed:
            self.window.fill((0, 0, 0))
            self.window.blit(picture, (x, y))
            pygame.display.flip()
        elif cursor_on != self._shown_cursor and s.cursor is not None:
            col, row = s.cursor
            cell = pygame.Rect(x + col * CELL * scale, y + row * CELL * scale, CELL * scale, CELL * scale)
            self.window.blit(picture, cell, cell.move(-x, -y))
            pygame.display.update(cell)
        self._shown_cursor = cursor_on
        return changed

    def run(self) -> None:
        """The interactive loop, until the player quits. While anything moves (or the scene
        is busy) it runs FPS frames a second. Once the screen has stood still for IDLE_AFTER
        seconds it sleeps until a key, or the cursor's next blink, wakes it; a scene that is
        not busy changes only at a key, so between keys it is redrawn only every
        IDLE_REDRAW seconds, in case, and the blink is shown from the picture already made."""
        if not self.heed_signals():
            return                       # stopped before the window opened (games.ui.stopping)
        if self.window is None:
            self.open_window()
        pygame.event.set_blocked([pygame.MOUSEMOTION])   # no mouse ever: nor wake-ups for one
        clock = pygame.time.Clock()
        still = undrawn = 0.0
        last = time.monotonic()
        while self.heed_signals():
            resting = still >= IDLE_AFTER
            if resting:
                events = self._wait_events()
            else:
                clock.tick(FPS)
                events = pygame.event.get()
            now = time.monotonic()
            dt, last = now - last, now
            if resting:
                self.update(dt)          # the time slept passes before the key that woke the loop
            for event in events:
                if event.type == pygame.QUIT:
                    self.close()
                elif event.type == pygame.KEYDOWN:
                    self.press(event.key, event.unicode, event.mod)
                elif event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESTORED):
                    self._shown = None                       # the window must be painted afresh
            if not resting:
                self.update(min(dt, 0.25))
            undrawn += dt
            if not resting or events or self.busy or undrawn >= IDLE_REDRAW:
                self.draw()
                undrawn = 0.0
            changed = self.present()
            still = 0.0 if (changed or events or self.busy) else still + dt

    def _wait_events(self) -> list[pygame.event.Event]:
        """Sleep until an event comes or the cursor is next due to blink. (pygame's own
        ``event.wait`` looks at the queue every millisecond, at a few percent of a core: a
        sleep of a frame between looks costs a tenth of that, and a key waits a frame at most.)"""
        half = CURSOR_PERIOD / 2
        due = time.monotonic() + half - self.time % half
        while True:
            events = pygame.event.get()
            left = due - time.monotonic()
            if events or left <= 0 or (self.signals is not None and self.signals.asked):
                return events
            time.sleep(min(FRAME, left))


def _to_rgb(surface: pygame.Surface) -> pygame.Surface:
    rgb = pygame.Surface(surface.get_size(), depth=24)
    rgb.blit(surface, (0, 0))
    return rgb

