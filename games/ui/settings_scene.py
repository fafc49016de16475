"""The settings screen, from the menu's S: the window, the sound, the keys and the
games' own options, kept in the settings file (:mod:`games.settings`).

Three pages, worked from the keyboard alone as the menu is: the settings (a digit, or
the arrows and Return, changes one), the keys ("Press the key for Spades", refusing a
key already in use or one that types), and the games' options (typed as on the command
line). Nothing is kept until the player leaves the settings and answers Return to
"Keep these settings?" (N forgets them; Escape goes back to them).
"""
from __future__ import annotations

import copy
import textwrap
from typing import Any, Callable, Optional

from games.options import defaults_text, lasting, parse_defaults
from games.settings import SCALES, Settings
from games.store import NOTICES
from games.ui import keys
from games.ui.keys import Command
from games.ui.prompt import LineEntry, PromptLine, yes_no
from games.ui.scene import Scene
from games.ui.screen import BLACK, COLS, RED, WHITE, YELLOW, Screen

LIST_TOP = 5
NOTES_ROW = 21
NO_BREAK = "\xa0"
THIS_RUN = "(this run)"      # marks what the command line holds over the file for this run
OPTION_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=:.,()' "


class Page(Scene):
    """One page of the settings: a title band, rows keyed 1-9, a prompt."""
    palette = (BLACK, RED, YELLOW, WHITE)
    title = "SETTINGS"

    def __init__(self, app, cabinet) -> None:
        super().__init__(app)
        self.cabinet = cabinet
        self.prompt = PromptLine()

    def refuse(self, reason: str) -> None:
        self.prompt.refuse(self.app, reason)

    def draw(self, screen: Screen) -> None:
        screen.set_palette(self.palette)
        screen.clear(0)
        screen.fill_cells(0, 1, COLS, 3, 1)
        screen.centre(2, self.title, 2, 1)
        self.render(screen)
        self.prompt.draw(screen, 3, 0, 1)

    def render(self, screen: Screen) -> None:
        raise NotImplementedError

    def row(self, screen: Screen, row: int, key: str, label: str, value: str, chosen: bool = False) -> None:
        if chosen:
            screen.fill_cells(1, row, COLS - 2, 1, 3)
            screen.text(2, row, f"{key}  {label:<14}{value}"[:COLS - 4], 0, 3)
        else:
            screen.text(2, row, key, 2)
            screen.text(5, row, label, 3)
            screen.text(19, row, value[:COLS - 21], 2)


def wrapped(screen: Screen, row: int, text: str, colour: int, lines: int) -> int:
    """``text`` in lines of the screen's width from ``row``, at most ``lines``; the next row.
    A path is broken after a ``/``, a long word where it must be, never at a no-break space."""
    text = text.replace("/", "/ ").replace("\\", "\\ ")
    for line in textwrap.wrap(text, COLS - 2, break_on_hyphens=False)[:lines]:
        line = line.replace("/ ", "/").replace("\\ ", "\\").replace(NO_BREAK, " ")
        screen.text(1, row, line, colour)
        row += 1
    return row


class SettingsScene(Page):
    def __init__(self, app, cabinet) -> None:
        super().__init__(app, cabinet)
        self.pending: Settings = copy.deepcopy(cabinet.saved)
        self.touched: set[str] = set()    # settings the command line held, since changed here
        self.chosen = 0
        self.asking_keep = False
        self.rows: list[tuple[str, Callable[[], str], Callable[[int], None], str]] = [
            ("Keys", self._keys_text, lambda step: self.app.manager.push(KeysPage(self)),
             "Move the suits and other keys"),
            ("Scale", lambda: self._shown("scale", str), self._scale,
             "The window: the screen times 1 to 8 (Left and Right too)"),
            ("Full screen", lambda: self._shown("fullscreen", _yes), lambda step: self._flip("fullscreen"),
             "Start full screen"),
            ("Scan lines", lambda: self._shown("scanlines", _yes), lambda step: self._flip("scanlines"),
             "Darken the gaps between scan lines"),
            ("Sound", lambda: self._shown("sound", _on), lambda step: self._flip("sound"),
             "The beep and the start-up chime"),
            ("Game options", self._games_text, lambda step: self.app.manager.push(GameOptionsPage(self)),
             "Each game's options, as on the command line"),
            ("Review hands", lambda: self._shown("review", _yes), lambda step: self._flip("review"),
             "Each hand's review (V) worked out as it ends, for the records"),
        ]
        self._ask()

    def _ask(self) -> None:
        self.asking_keep = False
        self.prompt.ask(f"Which setting (1-{len(self.rows)})?")

    # -- the rows' values and changes --------------------------------------------------
    def _keys_text(self) -> str:
        chosen = self.cabinet.key_map(self.pending)
        return " ".join(keys.key_name(chosen.get(n, usual)) for n, (_, usual) in list(keys.REMAPPABLE.items())[:4])

    def _games_text(self) -> str:
        kept = [name for name, values in self.pending.games.items() if values]
        return f"{len(kept)} game{'s' if len(kept) != 1 else ''} set" if kept else "as usual"

    def _shown(self, name: str, word: Callable[[Any], str]) -> str:
        """A setting as it is in force: the command line's value for this run, marked,
        until it is changed here; else the file's (or the change made here)."""
        if name in self.cabinet.overrides and name not in self.touched:
            return f"{word(self.cabinet.overrides[name])} {THIS_RUN}"
        return word(getattr(self.pending, name))

    def _touch(self, name: str) -> None:
        """A change starts from the value shown, the command line's if it holds one."""
        if name in self.cabinet.overrides and name not in self.touched:
            setattr(self.pending, name, self.cabinet.overrides[name])
            self.touched.add(name)

    def _chosen(self) -> frozenset[str]:
        """The settings changed here away from what the command line holds for this run."""
        return frozenset(n for n in self.touched if getattr(self.pending, n) != self.cabinet.overrides.get(n))

    def _scale(self, step: int) -> None:
        self._touch("scale")
        low, high = SCALES
        self.pending.scale = (self.pending.scale - low + step) % (high - low + 1) + low

    def _flip(self, name: str) -> None:
        self._touch(name)
        setattr(self.pending, name, not getattr(self.pending, name))

    # -- keys ----------------------------------------------------------------------------
    def handle(self, command: Command) -> None:
        if self.asking_keep:
            self._answer_keep(command)
        elif command.name == "back":
            if self.pending == self.cabinet.saved and not self._chosen():
                self.app.leave_scene(self)
            else:
                self.asking_keep = True
                self.prompt.ask("Keep these settings?")
                self.prompt.say("Return = Yes, N = No, Escape = back")
        elif command.name in ("up", "down"):
            self.chosen = (self.chosen + (1 if command.name == "down" else -1)) % len(self.rows)
            self.prompt.say(self.rows[self.chosen][3])
        elif command.name in ("left", "right") and self.rows[self.chosen][0] == "Scale":
            self._scale(1 if command.name == "right" else -1)
        elif command.is_yes:
            self.rows[self.chosen][2](1)
        elif command.name == "char" and command.char.isdigit() and 1 <= int(command.char) <= len(self.rows):
            self.chosen = int(command.char) - 1
            self.prompt.say(self.rows[self.chosen][3])
            self.rows[self.chosen][2](1)
        else:
            self.refuse(f"Press 1-{len(self.rows)}, or arrows and Return")

    def help_keys(self) -> list[tuple[str, str]]:
        if self.asking_keep:
            return [("Return or Y", "keep the settings"), ("N", "forget the changes"),
                    ("Escape", "back to the settings")]
        return [(f"1 to {len(self.rows)}", "change that setting"), ("Up  Down", "move the highlight"),
                ("Return", "change the setting highlighted"), ("Left  Right", "the scale down or up"),
                ("Escape", "done (asked whether to keep)")]

    def _answer_keep(self, command: Command) -> None:
        if command.name == "back":
            self._ask()
            return
        answer = yes_no(command)
        if not isinstance(answer, bool):
            self.refuse(answer.reason)
        elif not answer:
            self.app.leave_scene(self)
        elif self.cabinet.change(self.pending, self._chosen()):
            self.app.leave_scene(self)
        else:
            self._ask()     # in use for this run; why it could not be kept shows below
            self.refuse("In use now, but not saved: see the note")

    # -- the screen ----------------------------------------------------------------------
    def render(self, screen: Screen) -> None:
        for i, (label, value, _, _) in enumerate(self.rows):
            self.row(screen, LIST_TOP + i, str(i + 1), label, value(), i == self.chosen)
        row = LIST_TOP + len(self.rows) + 1
        screen.text(1, row, "Arrows and Return, or the number.", 1)
        screen.text(1, row + 1, "Escape when done.", 1)
        row = wrapped(screen, row + 3, f"Kept in {self.cabinet.where}", 3, 4)
        if NOTICES:
            wrapped(screen, max(row + 1, NOTES_ROW), f"Note: {NOTICES[-1]}", 1, 5)


def _yes(value: bool) -> str:
    return "Yes" if value else "No"


def _fitted(text: str, width: int) -> str:
    """``text`` cut to ``width`` with "..", keeping a mark of this run whole."""
    if len(text) <= width:
        return text
    mark = f" {THIS_RUN}" if text.endswith(THIS_RUN) else ""
    return text[:width - len(mark) - 2] + ".." + mark


def _on(value: bool) -> str:
    return "On" if value else "Off"


class KeysPage(Page):
    """The remappable commands and their keys; a key is chosen by pressing it."""
    title = "KEYS"

    def __init__(self, parent: SettingsScene) -> None:
        super().__init__(parent.app, parent.cabinet)
        self.parent = parent
        self.names = list(keys.REMAPPABLE)
        self.chosen = {**keys.usual_keys(), **parent.cabinet.key_map(parent.pending)}
        self.asking: Optional[int] = None       # the command whose key is wanted now
        self.all_in_turn = False
        self._ask()

    def _ask(self) -> None:
        self.asking = None
        self.prompt.ask(f"Which key (1-{len(self.names)}, A all, U usual)?", keep_message=True)

    def _ask_for(self, index: int) -> None:
        self.asking = index
        label = keys.REMAPPABLE[self.names[index]][0]
        self.prompt.ask(f"Press the key for {label}", keep_message=True)

    def take_key(self, key: int, unicode: str) -> bool:
        """While a key is wanted, every key comes here as it is, not as a command."""
        if self.asking is None:
            return False
        command = keys.translate(key, unicode)
        name = self.names[self.asking]
        label = keys.REMAPPABLE[name][0]
        if command is not None and command.name == "back":
            self.prompt.say("The keys so far are chosen")
            self._ask()
            return True
        if command is not None and command.is_yes:
            self.prompt.say(f"{label} stays on {keys.key_name(self.chosen[name])}")
        else:
            refusal = keys.key_refusal(key, name, self.chosen)
            if refusal is not None:
                self.refuse(refusal)
                return True
            self.chosen[name] = key
            self.prompt.say(f"{label} is now {keys.key_name(key)}")
        if self.all_in_turn and self.asking + 1 < len(self.names):
            self._ask_for(self.asking + 1)
        else:
            self._ask()
        return True

    def handle(self, command: Command) -> None:
        if command.name == "back":
            if self.chosen != {**keys.usual_keys(), **self.cabinet.key_map(self.parent.pending)}:
                self.parent.pending.keys = {n: keys.key_name(k) for n, k in self.chosen.items()}
            self.app.leave_scene(self)
        elif command.name == "char" and command.char == "A":
            self.all_in_turn = True
            self.prompt.say("Return keeps a key as it is")
            self._ask_for(0)
        elif command.name == "char" and command.char == "U":
            self.chosen = keys.usual_keys()
            self.prompt.say("The usual keys")
        elif command.name == "char" and command.char.isdigit() and 1 <= int(command.char) <= len(self.names):
            self.all_in_turn = False
            self.prompt.say("")
            self._ask_for(int(command.char) - 1)
        else:
            self.refuse(f"Press 1-{len(self.names)}, A or U; Escape when done")

    def help_keys(self) -> list[tuple[str, str]]:
        return [(f"1 to {len(self.names)}", "choose that command's key"), ("A", "every key in turn"),
                ("U", "the usual keys"), ("Escape", "done")]

    def render(self, screen: Screen) -> None:
        for i, name in enumerate(self.names):
            label = keys.REMAPPABLE[name][0]
            self.row(screen, LIST_TOP + i, str(i + 1), label, keys.key_name(self.chosen[name]), i == self.asking)
        row = LIST_TOP + len(self.names) + 1
        screen.text(1, row, "Return, Escape, the arrows, Tab, Enter", 1)
        screen.text(1, row + 1, "and Delete stay where they are.", 1)
        screen.text(1, row + 3, "A key that types (a letter, a figure)", 3)
        screen.text(1, row + 4, "cannot be a command's key.", 3)


class GameOptionsPage(Page):
    """Each game's options, typed as on the command line, kept as its defaults."""
    title = "GAME OPTIONS"

    def __init__(self, parent: SettingsScene) -> None:
        super().__init__(parent.app, parent.cabinet)
        self.parent = parent
        self.games = parent.cabinet.games
        self.editing: Optional[Any] = None
        self.entry = LineEntry(OPTION_CHARS, max_length=COLS - 10)
        # Worked out once (each needs the game's parser), not at every frame.
        self.texts = {info.name: self._text(info) for info in self.games}
        self.flags = ""
        self._ask()

    def _ask(self) -> None:
        self.editing = None
        self.prompt.ask(f"Which game ({' '.join(g.menu_key for g in self.games)})?", keep_message=True)

    def _text(self, info) -> str:
        return defaults_text(info, self.parent.pending.game(info.name))

    def _in_force(self, info) -> str:
        """The game's options as they are in force: the kept ones, with those the command
        line gave it for this run over them, marked."""
        typed = self.cabinet.game_overrides.get(info.name)
        if not typed:
            return self.texts[info.name] or "as usual"
        return f"{defaults_text(info, {**self.parent.pending.game(info.name), **typed})} {THIS_RUN}"

    def handle(self, command: Command) -> None:
        if self.editing is not None:
            self._edit(command)
        elif command.name == "back":
            self.app.leave_scene(self)
        else:
            info = next((g for g in self.games if command.name == "char" and command.char == g.menu_key), None)
            if info is None:
                self.refuse("Press a game's key; Escape when done")
                return
            self.editing = info
            self.flags = "  ".join(w for each in lasting(info) for w in each.page_words()) or "no options"
            self.entry.typed = self.texts[info.name].upper()
            self.prompt.ask("Options?")
            self.prompt.typed = self.entry.typed
            self.prompt.say(f"{info.title}: Return keeps them")

    def help_keys(self) -> list[tuple[str, str]]:
        if self.editing is not None:
            return [("Letters, figures", "the options, as on the command line"), ("Delete", "rub out"),
                    ("Return", "keep them"), ("Escape", "leave them as they were")]
        return [(" ".join(g.menu_key for g in self.games), "that game's options"), ("Escape", "done")]

    def _edit(self, command: Command) -> None:
        info = self.editing
        if command.name == "back":
            self.prompt.say(f"{info.title}: as before")
            self._ask()
            return
        answer = self.entry.feed(command)
        if isinstance(answer, str):
            try:
                values = parse_defaults(info, answer.lower())
            except ValueError as exc:
                self.refuse(str(exc))
                self.entry.typed = answer
            else:
                self.parent.pending.games = {**self.parent.pending.games, info.name: values}
                if not values:
                    del self.parent.pending.games[info.name]
                self.texts[info.name] = self._text(info)
                self.prompt.say(f"{info.title}: {'kept' if values else 'as usual'}")
                self._ask()
                return
        elif answer is not None:
            self.refuse(getattr(answer, "reason", "Type the options, then Return"))
        self.prompt.typed = self.entry.typed

    def render(self, screen: Screen) -> None:
        for i, info in enumerate(self.games):
            text = self._in_force(info)
            row = LIST_TOP + i
            if info is self.editing:
                screen.fill_cells(1, row, COLS - 2, 1, 3)
                screen.text(2, row, f"{info.menu_key}  {info.name}", 0, 3)
            else:
                screen.text(2, row, info.menu_key, 2)
                screen.text(5, row, info.name, 3)
                screen.text(19, row, _fitted(text, COLS - 19), 2)
        row = LIST_TOP + len(self.games) + 1
        if self.editing is None:
            wrapped(screen, row, "Options as on the command line; a deal or a position is for one game "
                                 "and is given there.", 1, 3)
            return
        wrapped(screen, row, f"{self.editing.title}: {self.flags}", 1, 5)
