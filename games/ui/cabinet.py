"""Putting the cabinet together: boot screen, menu, settings, and the game asked for.

Options come in one way: the command line's options, already put over the player's
settings (:mod:`games.settings`), then each game's own options from here (the
settings' defaults for it, unless the command line named that game with its own).
"""
from __future__ import annotations

from dataclasses import fields
from typing import Any, Optional

from games import settings as settings_file
from games import store
from games.optiondata import GameOptions
from games.options import game_options, lasting
from games.registry import GameInfo
from games.settings import Settings
from games.ui import keys, resume
from games.ui.app import App
from games.ui.boot import BootScene
from games.ui.menu import MenuScene
from games.ui.records_screen import RecordsScene
from games.ui.settings_scene import SettingsScene


class Cabinet:
    """The settings of the run, and what changes them: the settings screen asks here."""

    def __init__(self, app: App, saved: Settings, games: list[GameInfo], sound: bool,
                 started: Optional[GameInfo] = None, chosen: Optional[GameOptions] = None) -> None:
        self.app, self.saved, self.games = app, saved, games
        self.sound_allowed = sound          # False for a scripted run: the settings cannot turn it on
        run = settings_file.for_this_run(saved, app.options)
        self.sound_on = sound and run.sound
        # What the command line holds over the file for this run (the settings screen shows
        # it, marked), until the player chooses otherwise there.
        self.overrides: dict[str, Any] = {f.name: getattr(run, f.name) for f in fields(Settings)
                                          if getattr(run, f.name) != getattr(saved, f.name)}
        self.game_overrides: dict[str, dict[str, Any]] = {}
        if started is not None and chosen is not None:
            typed = typed_options(started, chosen, saved)
            if typed:
                self.game_overrides[started.name] = typed

    @property
    def where(self) -> str:
        return settings_file.location() or "nowhere (no configuration folder)"

    def change(self, new: Settings, chosen: frozenset[str] = frozenset()) -> bool:
        """Keep ``new`` in the file, and put what changed into effect now, with the settings
        ``chosen`` over this run's command line (over its options too: the player has just
        chosen them). False if it could not be saved."""
        old, self.saved = self.saved, new
        changed = {f.name for f in fields(Settings) if getattr(old, f.name) != getattr(new, f.name)} | chosen
        for name in changed:
            self.overrides.pop(name, None)
        app = self.app
        if "sound" in changed:
            self.sound_on = new.sound and self.sound_allowed
        app.configure(scale=new.scale if "scale" in changed else app.scale,
                      fullscreen=new.fullscreen if "fullscreen" in changed else app.fullscreen,
                      scanlines=new.scanlines if "scanlines" in changed else app.scanlines,
                      sound=self.sound_on)
        if "keys" in changed:
            keys.use_key_map(key_map(new))
        app.review_every_hand = new.review
        return settings_file.save(new)

    def key_map(self, settings: Settings) -> dict[str, int]:
        return key_map(settings)

    def options_for(self, info: GameInfo) -> GameOptions:
        return game_options(info, settings_file.game_defaults(self.saved, info))


def key_map(settings: Settings) -> dict[str, int]:
    """The key for each remappable command the settings name; a key that is unknown,
    or taken, is said in one line and the usual one kept."""
    named: dict[str, int] = {}
    for command, name in settings.keys.items():
        code = keys.key_code(name)
        if command not in keys.REMAPPABLE:
            store.notice(f"{settings_file.NAME}: no key can be set for {command!r}")
        elif code is None:
            store.notice(f"{settings_file.NAME}: {command}: no key is called {name!r}: the usual key kept")
        else:
            named[command] = code
    wanted = {**keys.usual_keys(), **named}
    chosen = {}
    for command, code in named.items():
        refusal = keys.key_refusal(code, command, wanted)
        if refusal is None:
            chosen[command] = code
        else:
            store.notice(f"{settings_file.NAME}: {command}: {refusal}: the usual key kept")
    return chosen


def typed_options(info: GameInfo, options: GameOptions, saved: Settings) -> dict[str, Any]:
    """The options of the game named on the command line that were typed there, over what
    the file keeps for it (or the game's own default)."""
    kept = saved.game(info.name)
    typed = {}
    for each in lasting(info):
        if each.name in options._from_settings:
            continue
        value = getattr(options, each.name)
        if value != kept.get(each.name, each.default):
            typed[each.name] = value
    return typed


def build_app(options, info: Optional[GameInfo], games: list[GameInfo], sound: bool = True,
              strict: bool = False, settings: Optional[Settings] = None,
              started: Optional[GameOptions] = None) -> App:
    """The cabinet for the run's ``options``; ``started``: the options of the game ``info``
    named on the command line (else its defaults, as the settings keep them)."""
    saved = settings if settings is not None else settings_file.load()
    run = settings_file.for_this_run(saved, options)
    options.scale, options.fullscreen, options.scanlines = run.scale, run.fullscreen, run.scanlines
    keys.use_key_map(key_map(saved))
    app = App(options, sound=sound and run.sound, strict=strict)
    app.review_every_hand = run.review
    playable = [g for g in games if g.scene is not None]
    for each in playable:
        if each.name in saved.games:
            settings_file.game_defaults(saved, each)     # a bad default is said now, not mid-run
    if info is not None and started is None:
        started = game_options(info, settings_file.game_defaults(saved, info))
    cabinet = Cabinet(app, saved, playable, sound, started=info, chosen=started)
    extras = [("S", "Settings", lambda a: SettingsScene(a, cabinet)),
              ("R", "Records", lambda a: RecordsScene(a, playable))]
    app.menu_factory = lambda a: MenuScene(a, playable, extras)
    app.options_for = lambda chosen: started if chosen is info else cabinet.options_for(chosen)

    def after_boot(a: App) -> None:
        menu = MenuScene(a, playable, extras)
        a.manager.replace(menu)
        if info is not None and info.scene is not None:
            if resume.played_by_named(info, started):
                menu.choose(info)           # asks whether to resume it, as the menu would
            else:
                a.start_game(info)

    if getattr(options, "no_boot", False):
        app.manager.push(MenuScene(app, playable, extras))
        after_boot(app)
    else:
        app.manager.push(BootScene(app, after_boot))
    return app
