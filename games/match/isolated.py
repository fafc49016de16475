"""The process an isolated player runs in (``--isolate``, see :mod:`games.match.isolate`):
``python -m games.match.isolated GAME SPEC``.

It loads the player named by SPEC (GAME only says which built-ins it may name), says which
hooks it has, then answers each message: a hook called with what the harness sent, and for
``choose`` the move's notation and the random stream's state after it, as one line of JSON.
A failure is answered with its traceback, for the harness's report. The player's own
printing goes to the error stream: the protocol has the first output stream to itself.
"""
from __future__ import annotations

import importlib
import io
import json
import os
import pickle
import random
import signal
import struct
import sys
import traceback
from typing import Any, BinaryIO

from games.plugins import PluginError, load_object
from games.registry import all_games, find_game

HOOKS = ("start", "observe", "end", "prepare")


def send(out: BinaryIO, reply: dict) -> None:
    out.write(json.dumps(reply).encode() + b"\n")
    out.flush()


class _Unpickler(pickle.Unpickler):
    def persistent_load(self, pid: str) -> Any:
        """A constant of the rules, sent by its name (:class:`games.match.isolate.Constants`)."""
        module, _, name = pid.partition(":")
        return getattr(importlib.import_module(module), name)


def receive(source: BinaryIO) -> Any:
    head = source.read(4)
    if len(head) < 4:
        return None
    size, = struct.unpack(">I", head)
    return _Unpickler(io.BytesIO(source.read(size))).load()    # from the harness: views only


def answer(player: Any, message: Any) -> dict:
    hook, arg, extra = message
    if hook == "choose":
        rng = random.Random()
        rng.setstate(extra)
        move = player.choose(arg, rng)
        version, internal, gauss = rng.getstate()
        return {"move": str(move), "rng": [version, list(internal), gauss]}
    if hook in HOOKS:
        getattr(player, hook)(*([] if hook == "prepare" else [arg]))
        return {}
    return {"error": f"no such hook {hook!r}"}


def main(argv: list[str]) -> int:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the harness's: it stops the league
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)                               # the player's printing: to the error stream
    sys.stdout = sys.stderr
    source = sys.stdin.buffer
    game, spec = argv
    info = find_game(game, all_games())
    try:
        player = load_object(spec, info.builtins if info else {})
    except PluginError as exc:
        send(out, {"error": str(exc)})
        return 1
    send(out, {"hooks": [h for h in HOOKS if callable(getattr(player, h, None))]})
    while True:
        message = receive(source)
        if message is None:
            return 0
        try:
            reply = answer(player, message)
        except (Exception, SystemExit, KeyboardInterrupt) as exc:
            reply = {"error": f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"}
        send(out, reply)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
