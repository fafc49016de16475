"""``--isolate``: a plug-in played in a process of its own, which is sent only its seat's views.

In the harness's own process a plug-in could reach the whole game through the
interpreter (``sys._getframe``, ``gc.get_objects()``), whatever view it is given. Isolated,
it runs in a fresh interpreter (:mod:`games.match.isolated`, started anew, not forked, so
it holds nothing of this process: no state, no deal, no seed, neither in its memory nor
on its command line) and everything between the two goes through a pipe:

to the player
    ``pickle`` of a message: the hook's name and its argument (a view, an event, a
    :class:`~games.match.spec.Start` or :class:`~games.match.spec.Result`) and, for
    ``choose``, the state of the seat's random stream. Before a message is pickled,
    :func:`check_sendable` walks everything it holds, field by field, and refuses a random
    stream, a game's state (anything with ``apply``, ``legal_moves`` and ``current_player``),
    a module, a frame, a file and any function or object that is not known by its name: a
    view that held one would stop the league rather than be sent. The rules' constants a
    view refers to (Polignac's variant, say) are sent as their names and looked up by the
    player's process in its own copy of the module. So what the player receives is its
    view's values and nothing more (that a view shows no hidden card is the conformance
    test's to prove, for every game).
from the player
    One line of JSON, never pickle (reading a pickle runs what it names): the move as its
    notation, and the stream's state after the choice, so that the stream goes on as it
    would in one process and the results are the same with or without ``--isolate``. The
    move is taken only if it is the notation of one of the legal moves (the legal move
    itself is played, not anything the player made); the stream's state only if it is a
    well-formed state of Python's generator; anything else is the player's failure, with
    the usual report and replay line.

The player's own output goes to the error stream, as in one process.
"""
from __future__ import annotations

import dataclasses
import enum
import io
import json
import os
import pickle
import random
import struct
import subprocess
import sys
import threading
import types
from pathlib import Path
from typing import Any, Callable, Mapping, Optional, Sequence

from games.match.entrants import unique_names
from games.match.play import Entrant
from games.plugins import PluginError, is_builtin, load_object

HOOKS = ("start", "observe", "end", "prepare")
PLAIN = (type(None), bool, int, float, str, bytes, complex)
MOST_REPLY = 1 << 20          # a reply longer than this is refused (a move is a few characters)
# Never sent: a random stream (the deal's or a seat's), and what can reach beyond a value.
REFUSED = (random.Random, types.ModuleType, types.FrameType, types.CodeType, types.GeneratorType,
           types.CoroutineType, types.TracebackType, io.IOBase, threading.Thread)


STANDARD = frozenset(sys.stdlib_module_names) | {"numpy", "pygame", "_pytest", "pytest", "pluggy"}


class IsolatedError(Exception):
    """The isolated player failed (its own traceback is in the message) or broke the protocol."""


class Constants:
    """The rules' own constant objects (a module's ``VARIANT``, say), sent by their names and
    looked up by the player's process in the same module: some hold functions that cannot
    be pickled, and all are the same in both processes."""

    def __init__(self) -> None:
        self.names: dict[int, str] = {}
        self.seen: set[str] = set()
        self.modules = 0           # how many modules were loaded when last looked through

    def name_of(self, value: Any) -> Optional[str]:
        if len(sys.modules) != self.modules:
            self._index()
        return self.names.get(id(value))

    def _index(self) -> None:
        self.modules = len(sys.modules)
        for name, module in list(sys.modules.items()):
            if name in self.seen or module is None or name.split(".")[0] in STANDARD:
                continue
            self.seen.add(name)
            for attr, held in list(vars(module).items()):
                if dataclasses.is_dataclass(held) and not isinstance(held, type):
                    self.names.setdefault(id(held), f"{name}:{attr}")


CONSTANTS = Constants()


def by_name(value: Any) -> bool:
    """A function or class that pickle sends as its name (it is defined at a module's top)."""
    return "<" not in getattr(value, "__qualname__", "<")


def is_state(value: Any) -> bool:
    return all(callable(getattr(value, m, None)) for m in ("apply", "legal_moves", "current_player"))


def check_sendable(value: Any, depth: int = 0) -> None:
    """Raise :class:`TypeError` if ``value`` holds a random stream, a game's state, or anything
    else that is not a value: plain values, containers of them, enumerations, functions and
    classes known by name, the rules' constants (sent by name) and objects whose fields are
    all of these (each field walked in turn).

    >>> check_sendable((1, "a", [None, 2.5], {"k": frozenset({3})}, len))
    >>> check_sendable({"f": random.Random(1)})
    Traceback (most recent call last):
    TypeError: refused to send a Random to an isolated player
    """
    if depth > 200:
        raise TypeError("refused to send a value nested 200 deep to an isolated player")
    kind = type(value)
    if kind in PLAIN:
        return
    if kind in (tuple, list, set, frozenset):
        for item in value:
            check_sendable(item, depth + 1)
        return
    if kind is dict:
        for key, item in value.items():
            check_sendable(key, depth + 1)
            check_sendable(item, depth + 1)
        return
    if isinstance(value, enum.Enum) or CONSTANTS.name_of(value) is not None:
        return
    if isinstance(value, (type, types.FunctionType, types.BuiltinFunctionType)) and by_name(value):
        return
    if isinstance(value, REFUSED) or is_state(value) or callable(value):
        raise TypeError(f"refused to send a {kind.__name__} to an isolated player")
    fields = dict(getattr(value, "__dict__", {}))
    for slot in (s for c in kind.__mro__ for s in getattr(c, "__slots__", ())):
        if hasattr(value, slot):
            fields[slot] = getattr(value, slot)
    for item in fields.values():
        check_sendable(item, depth + 1)


class _Pickler(pickle.Pickler):
    def persistent_id(self, obj: Any) -> Optional[str]:
        if type(obj) in PLAIN:
            return None
        return CONSTANTS.name_of(obj)


def encode(message: Any) -> bytes:
    check_sendable(message)
    data = io.BytesIO()
    _Pickler(data, protocol=pickle.HIGHEST_PROTOCOL).dump(message)
    return struct.pack(">I", len(data.getvalue())) + data.getvalue()


def stream_state(raw: Any) -> tuple:
    """A random stream's state as the player sent it back, if well formed (else ValueError)."""
    if not (isinstance(raw, list) and len(raw) == 3 and raw[0] == 3 and isinstance(raw[1], list)
            and len(raw[1]) == 625 and all(type(x) is int and 0 <= x < 2 ** 32 for x in raw[1])
            and raw[1][-1] <= 624 and (raw[2] is None or type(raw[2]) is float)):
        raise ValueError("not the state of a random stream")
    return 3, tuple(raw[1]), raw[2]


class IsolatedPlayer:
    """Stands in the harness's process for a player in a process of its own."""
    isolated = True

    def __init__(self, game: str, spec: str) -> None:
        if getattr(sys, "frozen", False):
            raise PluginError("--isolate needs the program run from its source (python main.py)")
        root = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")])))
        self.spec = spec
        self.process = subprocess.Popen([sys.executable, "-m", "games.match.isolated", game, spec],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        hello = self._reply()
        if "error" in hello:
            self.close()
            raise PluginError(hello["error"])
        for hook in set(hello.get("hooks", ())) & set(HOOKS):
            setattr(self, hook, self._hook(hook))

    def _hook(self, name: str) -> Callable[[Any], None]:
        def hook(arg: Any = None) -> None:
            self._ask(name, arg)
        return hook

    def choose(self, view: Any, rng: Any) -> Any:
        reply = self._ask("choose", view, rng.getstate())
        try:
            rng.setstate(stream_state(reply.get("rng")))
        except (ValueError, TypeError) as exc:
            raise IsolatedError(f"sent back a random stream that is not one ({exc})") from None
        text = reply.get("move")
        if not isinstance(text, str):
            raise IsolatedError("sent back no move")
        for move in getattr(view, "legal_moves", ()):
            if str(move) == text:
                return move
        return text                  # not legal: the harness says so, as of any player

    def _ask(self, hook: str, arg: Any, extra: Any = None) -> dict:
        try:
            self.process.stdin.write(encode((hook, arg, extra)))
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise IsolatedError(f"its process has ended (exit status {self.process.poll()})") from None
        reply = self._reply()
        if "error" in reply:
            raise IsolatedError(reply["error"])
        return reply

    def _reply(self) -> dict:
        line = self.process.stdout.readline(MOST_REPLY + 1)
        if not line:
            raise IsolatedError(f"its process has ended (exit status {self.process.wait()})")
        if len(line) > MOST_REPLY or not line.endswith(b"\n"):
            raise IsolatedError("sent back a reply too long to be a move")
        try:
            reply = json.loads(line)
        except ValueError:
            raise IsolatedError(f"sent back something that is not the protocol: {line[:80]!r}") from None
        if not isinstance(reply, dict):
            raise IsolatedError("sent back something that is not the protocol")
        return reply

    def close(self) -> None:
        try:
            self.process.stdin.close()
            self.process.wait(2)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()


def isolated_loader(game: str) -> Callable[[Sequence[str], Mapping[str, str]], list[Entrant]]:
    """A loader as :func:`games.match.entrants.load_entrants`, but with every plug-in (not the
    built-ins) in a process of its own."""
    def load(specs: Sequence[str], builtins: Mapping[str, str]) -> list[Entrant]:
        return [Entrant(name, spec, load_object(spec, builtins) if is_builtin(spec, builtins)
                        else IsolatedPlayer(game, spec))
                for name, spec in zip(unique_names(specs), specs)]
    return load


__all__ = ["IsolatedPlayer", "IsolatedError", "isolated_loader", "check_sendable"]
