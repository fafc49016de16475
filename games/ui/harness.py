"""Driving a scene without a window: feed keys, read back what the screen says.

>>> h = Harness(menu_games=[])                        # doctest: +SKIP
>>> h.keys("<Esc>"); "Leave Traditional Games?" in h.text   # doctest: +SKIP
True

Set ``SDL_VIDEODRIVER=dummy`` and ``SDL_AUDIODRIVER=dummy`` (tests/conftest.py does).
Scene errors are raised, not survived, so tests see them.
"""
from __future__ import annotations

import argparse
from typing import Callable, Optional

from games.options import game_options
from games.registry import GameInfo
from games.ui import keys
from games.ui.app import App
from games.ui.keys import parse_script
from games.ui.menu import MenuScene
from games.ui.scene import Scene


def test_options(seed: int = 0, **extra) -> argparse.Namespace:
    options = argparse.Namespace(seed=seed, no_boot=True, scale=1, fullscreen=False, scanlines=False,
                                 mute=False, keys=None, screenshot=None, dump_text=False, game=None)
    for key, value in extra.items():
        setattr(options, key, value)
    return options


class Harness:
    def __init__(self, game: Optional[GameInfo] = None, *, seed: int = 0,
                 scene: Optional[Callable[[App], Scene]] = None,
                 menu_games: Optional[list[GameInfo]] = None, **options) -> None:
        keys.use_key_map({})                 # the usual keys, whatever a test before chose
        # The keywords that are the game's options are its; the others, the run's (the window's).
        own = {o.name for o in game.options.fields()} if game is not None else set()
        self.options = test_options(seed, **{k: v for k, v in options.items() if k not in own})
        self.game_options = game_options(game, {k: v for k, v in options.items() if k in own}) \
            if game is not None else None
        self.app = App(self.options, strict=True)
        games = menu_games if menu_games is not None else ([game] if game else [])
        self.app.menu_factory = lambda a: MenuScene(a, games)
        self.app.options_for = lambda info: self.game_options if info is game else game_options(info)
        self.app.manager.push(MenuScene(self.app, games))
        if scene is not None:
            self.app.manager.push(scene(self.app))
        elif game is not None:
            self.app.start_game(game)
        self.app.settle()
        self.app.draw()

    @classmethod
    def cabinet(cls, games: list[GameInfo], seed: int = 0, **options) -> "Harness":
        """The whole cabinet as the program builds it: the menu with its settings, and the
        settings file (the tests' own configuration folder) read and in effect."""
        from games.ui.cabinet import build_app

        h = cls.__new__(cls)
        # the window's options not given, as on a plain command line: the file decides
        h.options = test_options(seed, **{"scale": None, "fullscreen": None, "scanlines": None,
                                          "mute": None, **options})
        h.app = build_app(h.options, None, games, sound=False, strict=True)
        h.app.settle()
        h.app.draw()
        return h

    @property
    def scene(self) -> Optional[Scene]:
        return self.app.manager.current

    def keys(self, script: str) -> "Harness":
        """Type a key script (see games.ui.keys), waiting for the scene after each key."""
        self.app.play_script(parse_script(script))
        return self

    def press(self, key: int, unicode: str = "") -> "Harness":
        """One raw key, without waiting for the scene to settle."""
        self.app.press(key, unicode)
        self.app.draw()
        return self

    def wait(self, seconds: float) -> "Harness":
        self.keys(f"<wait:{seconds}>")
        return self

    @property
    def text(self) -> str:
        self.app.draw()
        return self.app.screen.dump_text()

    @property
    def lines(self) -> list[str]:
        return self.text.split("\n")

    @property
    def beeps(self) -> int:
        return self.app.sound.beeps

    def screenshot(self, path) -> None:
        self.app.draw()
        self.app.save_screenshot(path)
