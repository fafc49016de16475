"""Putting the cabinet together: boot screen, menu, and the game asked for."""
from __future__ import annotations

from typing import Optional

from games.registry import GameInfo
from games.ui.app import App
from games.ui.boot import BootScene
from games.ui.menu import MenuScene


def build_app(options, info: Optional[GameInfo], games: list[GameInfo], sound: bool = True,
              strict: bool = False) -> App:
    from games.cli import game_options

    app = App(options, sound=sound, strict=strict)
    playable = [g for g in games if g.scene is not None]
    app.menu_factory = lambda a: MenuScene(a, playable)
    app.options_for = lambda chosen: options if chosen is info else game_options(chosen, options)

    def after_boot(a: App) -> None:
        a.manager.replace(MenuScene(a, playable))
        if info is not None and info.scene is not None:
            a.start_game(info)

    if getattr(options, "no_boot", False):
        app.manager.push(MenuScene(app, playable))
        after_boot(app)
    else:
        app.manager.push(BootScene(app, after_boot))
    return app
