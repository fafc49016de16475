"""Loading players and solvers by name or as ``module:attribute``, with arguments.

A spec is a built-in name (``computer``) or ``module:attribute``, optionally
followed by arguments for the class or factory it names, written as a call whose
arguments are Python literals (numbers, strings, True/False/None, tuples, lists,
dicts)::

    mymodule:MyPlayer(depth=3, samples=200)
    computer(level=2)

The arguments are read with :func:`ast.literal_eval`: never run as code, so
``MyPlayer(depth=os.system("..."))`` is refused with a message.

A broken plug-in (missing module, missing attribute, a module or a constructor
that raises, calls ``sys.exit`` or raises KeyboardInterrupt, wrong shape, a bad argument) gives a
:class:`PluginError` with a message a user can act on; it never takes the
program down with a traceback.

>>> split_spec("mymodule:MyPlayer(depth=3, samples=200)")
('mymodule:MyPlayer', (), {'depth': 3, 'samples': 200})
>>> split_spec("simple")
('simple', (), {})
>>> plugin_name("mymodule:MyPlayer(depth=3)")
'MyPlayer(depth=3)'
"""
from __future__ import annotations

import ast
import contextlib
import importlib
import inspect
import os
import sys
import threading
from typing import Any, Iterator, Mapping


class PluginError(Exception):
    """A player or solver that cannot be loaded."""


def split_spec(spec: str) -> tuple[str, tuple, dict]:
    """``spec`` as (name or path, positional arguments, keyword arguments)."""
    if not isinstance(spec, str):
        raise PluginError(f"{spec!r} is not a player's name")
    head, paren, rest = spec.partition("(")
    head = head.strip()
    if not paren:
        return head, (), {}
    try:
        call = ast.parse(f"f({rest}", mode="eval").body
    except SyntaxError:
        raise PluginError(f"{spec!r}: the arguments must be written as in Python, "
                          "e.g. MyPlayer(depth=3, name='x')") from None
    if not isinstance(call, ast.Call) or getattr(call.func, "id", None) != "f":
        raise PluginError(f"{spec!r}: write the arguments once, in brackets after the name")
    if any(k.arg is None for k in call.keywords) or any(isinstance(a, ast.Starred) for a in call.args):
        raise PluginError(f"{spec!r}: no * or ** in the arguments")
    try:
        args = tuple(ast.literal_eval(a) for a in call.args)
        kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords}
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        raise PluginError(f"{spec!r}: arguments must be plain values (numbers, strings, "
                          "True/False/None, lists, tuples, dicts), not expressions") from None
    return head, args, kwargs


def load_object(spec: str, builtins: Mapping[str, str] | None = None,
                method: str = "choose", timed: bool = True) -> Any:
    """Return the object named by ``spec``.

    ``spec`` is either a built-in name (a key of ``builtins``, whose value is a
    ``module:attribute`` path) or any importable ``module:attribute``, either
    one optionally with arguments (see the module's docstring). A class (or
    other factory) is called, with the arguments, to make the object. The
    object must have a callable ``method``.

    The import is given :data:`LOAD_SECONDS`, or as long as it takes when not
    ``timed`` (for a caller that watches the time itself).
    """
    builtins = builtins or {}
    name, args, kwargs = split_spec(spec)
    # A built-in's name in any case, as a game's; a module path keeps its own (Python's).
    path = builtins.get(name, builtins.get(name.lower(), name) if ":" not in name else name)
    if not isinstance(path, str) or ":" not in path:
        known = ", ".join(sorted(builtins)) or "none"
        raise PluginError(f"{spec!r} is not a built-in (built-ins: {known}) "
                          "nor a module:attribute path")
    module_name, _, attr_path = path.partition(":")
    if not module_name or not attr_path:
        raise PluginError(f"{spec!r}: write it as module:attribute")
    _look_in_working_folder()
    if timed:
        obj: Any = _import_within(spec, module_name, LOAD_SECONDS)
    else:
        obj = _import(module_name)
    for part in attr_path.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise PluginError(f"{module_name!r} has no attribute {attr_path!r}") from None
    if inspect.isclass(obj) or (callable(obj) and not hasattr(obj, method)):
        obj = _construct(spec, obj, args, kwargs)
    elif args or kwargs:
        raise PluginError(f"{spec!r}: {attr_path!r} is an object, not a class: it takes no arguments")
    if not callable(getattr(obj, method, None)):
        raise PluginError(f"{spec!r} has no {method}() method")
    return obj


# How long a plug-in's module may take to be imported before it is given up.
LOAD_SECONDS = 20.0
_stuck: set[str] = set()        # modules whose import never finished, by name


def _import(module_name: str) -> Any:
    try:
        return importlib.import_module(module_name)
    except (Exception, SystemExit, KeyboardInterrupt) as exc:  # whatever a user's module raises is its own failure
        raise PluginError(f"cannot import {module_name!r}: {describe_error(exc)}") from exc


def _import_within(spec: str, module_name: str, seconds: float) -> Any:
    """The module imported in a helper thread, given up after ``seconds``.

    A module stuck in a loop or a wait as it is imported would otherwise hang the
    program before its first screen. The stuck thread cannot be stopped, only left
    behind; it holds the module's import lock, so the module is refused at once from
    then on rather than waited for again. Only the import runs there: the player is
    made, and later plays, in the caller's thread."""
    if module_name in _stuck:
        raise PluginError(f"{spec!r}: {module_name!r} did not finish being imported earlier in this run")
    outcome: list = []

    def run() -> None:
        try:
            outcome.append((True, _import(module_name)))
        except BaseException as exc:     # carried back to the caller's thread as it is
            outcome.append((False, exc))

    helper = threading.Thread(target=run, name=f"importing {module_name}", daemon=True)
    helper.start()
    helper.join(seconds)
    if not outcome:
        _stuck.add(module_name)
        raise PluginError(f"{spec!r}: importing {module_name!r} took more than {seconds:g} seconds "
                          "(stuck in a loop or waiting as it was imported): given up")
    done, value = outcome[0]
    if not done:
        raise value
    return value


def _construct(spec: str, factory: Any, args: tuple, kwargs: dict) -> Any:
    try:
        inspect.signature(factory).bind(*args, **kwargs)
    except TypeError as exc:
        raise PluginError(f"cannot create {spec!r}: bad arguments: {exc}") from None
    except ValueError:
        pass                                  # no signature to check (a builtin): just try it
    try:
        return factory(*args, **kwargs)
    except (Exception, SystemExit, KeyboardInterrupt) as exc:   # the plug-in's fault, not ours
        raise PluginError(f"cannot create {spec!r}: {describe_error(exc)}") from exc


def describe_error(exc: BaseException) -> str:
    """An exception as its type and its words, if it has any.

    >>> describe_error(ValueError("bad depth")), describe_error(KeyboardInterrupt())
    ('ValueError: bad depth', 'KeyboardInterrupt')
    """
    words = str(exc)
    return f"{type(exc).__name__}: {words}" if words else type(exc).__name__


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
    """A short name for tables: built-ins as given, paths by their attribute (with any arguments)."""
    head, paren, rest = spec.partition("(")
    return (head.rpartition(":")[2] or head) + paren + rest


@contextlib.contextmanager
def output_to_stderr() -> Iterator[None]:
    """Whatever players print, by ``print`` or straight to file descriptor 1, goes to the
    error stream: stdout carries the report alone."""
    sys.stdout.flush()
    try:
        saved = os.dup(1)
        os.dup2(2, 1)
    except OSError:                  # no real descriptors (an embedded interpreter): print only
        saved = None
    try:
        with contextlib.redirect_stdout(sys.stderr):
            yield
    finally:
        sys.stderr.flush()
        if saved is not None:
            os.dup2(saved, 1)
            os.close(saved)
