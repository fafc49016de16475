"""Loading players and solvers by name or as ``module:attribute``.

A broken plug-in (missing module, missing attribute, import error, wrong shape)
gives a :class:`PluginError` with a message a user can act on; it never takes
the program down with a traceback.
"""
from __future__ import annotations

import importlib
import inspect
import os
import sys
from typing import Any, Mapping


class PluginError(Exception):
    """A player or solver that cannot be loaded."""


def load_object(spec: str, builtins: Mapping[str, str] | None = None,
                method: str = "choose") -> Any:
    """Return the object named by ``spec``.

    ``spec`` is either a built-in name (a key of ``builtins``, whose value is a
    ``module:attribute`` path) or any importable ``module:attribute``. A class
    (or other factory taking no arguments) is called to make the object. The
    object must have a callable ``method``.
    """
    builtins = builtins or {}
    path = builtins.get(spec, spec)
    if not isinstance(path, str) or ":" not in path:
        known = ", ".join(sorted(builtins)) or "none"
        raise PluginError(f"{spec!r} is not a built-in (built-ins: {known}) "
                          "nor a module:attribute path")
    module_name, _, attr_path = path.partition(":")
    if not module_name or not attr_path:
        raise PluginError(f"{spec!r}: write it as module:attribute")
    _look_in_working_folder()
    try:
        obj: Any = importlib.import_module(module_name)
    except (Exception, SystemExit) as exc:  # any error inside a user's module is theirs to see
        raise PluginError(f"cannot import {module_name!r}: {type(exc).__name__}: {exc}") from exc
    for part in attr_path.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise PluginError(f"{module_name!r} has no attribute {attr_path!r}") from None
    if inspect.isclass(obj) or (callable(obj) and not hasattr(obj, method)):
        try:
            obj = obj()
        except Exception as exc:
            raise PluginError(f"cannot create {spec!r}: {type(exc).__name__}: {exc}") from exc
    if not callable(getattr(obj, method, None)):
        raise PluginError(f"{spec!r} has no {method}() method")
    return obj


def _look_in_working_folder() -> None:
    """Let a plug-in be found in the folder the program was started from.

    ``python path/to/main.py`` puts only the program's folder on the path; the
    manual promises that a module in the user's own folder is found too. It goes
    last, so a user's file never hides one of ours."""
    here = os.getcwd()
    if here not in sys.path and "" not in sys.path:
        sys.path.append(here)


def load_or_builtin(spec: str | None, builtins: Mapping[str, str], fallback: str,
                    method: str = "choose") -> Any:
    """``spec`` loaded, or the built-in ``fallback`` when ``spec`` is missing or broken.

    For scenes: the command line has already refused a broken plug-in with a
    message, so here a game must still start rather than fail.
    """
    try:
        return load_object(spec or fallback, builtins, method)
    except PluginError:
        return load_object(fallback, builtins, method)


def plugin_name(spec: str) -> str:
    """A short name for tables: built-ins as given, paths by their attribute."""
    return spec.rpartition(":")[2] or spec

