"""Keys a player might really press: those the help screen lists for the question on
screen (games.ui.scene's ``help_keys``), read off their names, with now and then any
key at all. Tests drive a game with them to reach the questions random keys never do."""
from __future__ import annotations

import random
import re

from games.cards import SUITS
from games.ui.keys import BACK, DELETE, YES, Command
from tests.test_monkey import random_command

NAMED = {"return": [YES], "escape": [BACK], "delete": [DELETE], "backspace": [DELETE],
         "tab": [Command("tab")], "left": [Command("left")], "right": [Command("right")],
         "up": [Command("up")], "down": [Command("down")],
         "arrows": [Command(name) for name in ("left", "right", "up", "down")]}
FILLER = {"or", "then", "key", "keys"}


def presses(spec: str, rng: random.Random) -> list[list[Command]]:
    """What may be pressed for one line of the help's keys (``"1-9 0 A B"``, ``"F1-F4 S H
    D C"``, ``"1-24 Return"``, ``"any key"``): each a list of commands (a number in a
    range is typed figure by figure)."""
    out: list[list[Command]] = []
    for word in re.split(r"[\s/,]+", spec):
        low = word.lower()
        if low == "any":
            out.append([random_command(rng)])
        elif low in NAMED:
            out += [[command] for command in NAMED[low]]
        elif low in FILLER or not word:
            continue
        elif m := re.fullmatch(r"F([1-4])-F([1-4])", word):
            out += [[Command("suit", SUITS[i - 1])] for i in range(int(m[1]), int(m[2]) + 1)]
        elif m := re.fullmatch(r"F([1-4])", word):
            out.append([Command("suit", SUITS[int(m[1]) - 1])])
        elif m := re.fullmatch(r"(\d+)-(\d+)", word):
            out.append([Command("char", d) for d in str(rng.randint(int(m[1]), int(m[2])))])
        elif m := re.fullmatch(r"([A-Z])-([A-Z])", word):
            out += [[Command("char", chr(c))] for c in range(ord(m[1]), ord(m[2]) + 1)]
        elif word.isdigit() or (len(word) == 1 and word.isprintable()):
            out.append([Command("char", c) for c in word.upper()])
    return out


def next_keys(app, rng: random.Random, stray: float = 0.1) -> list[Command]:
    """Keys for the scene on screen: a line of the help's keys drawn, then one of its keys;
    or at odds of ``stray`` any key at all."""
    scene = app.manager.current
    lines: list[list[list[Command]]] = []
    if app.help is None and hasattr(scene, "help_keys") and rng.random() >= stray:
        # Escape and Delete undo what a player is doing (leave, unmark, take back): drawn as
        # often as the rest, they would undo most of it; the stray keys try them now and then
        lines = [[keys for keys in presses(spec, rng) if keys[0] not in (BACK, DELETE)]
                 for spec, meaning in scene.help_keys()]
        lines = [line for line in lines if line]
    return rng.choice(rng.choice(lines)) if lines else [random_command(rng)]
