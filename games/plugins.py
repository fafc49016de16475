"""Loading players and solvers by name or as ``module:attribute``, with arguments.

A spec is a built-in name (``computer``) or ``module:attribute``, optionally
followed by arguments for the class or factory it names, written as a call whose
arguments are Python literals (numbers, strings, True/False/None, tuples, lists,
dicts)::

    mymodule:MyPlayer(depth=3, samples=200)
    computer(level=2)

The arguments are read with :func:`ast.literal_eval`: never run as code, so
``MyPlayer(depth=os.system("..."))`` is refused with a message. A ``module:attribute``
must name a class that has the method asked for (``choose``, ``solve``...): that is
checked before anything is called, and the class is then the one thing called, so
``os:system("...")`` or ``builtins:exec("...")`` is refused unrun.

Only the command line may name a plug-in. A name read from a file (the settings, a
saved game) must be a built-in's (:func:`is_builtin`), checked without importing or
running anything: no file can make the program import a module or call anything.

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
>>> is_builtin("Simple(level=2)", {"simple": "games.x:Simple"}), is_builtin("os:system('x')", {})
(True, False)
"""
from __future__ import annotations

import ast
import contextlib
import importlib
import inspect
import os
import sys
import threading
from typing import Any, Iterator, Mapping, Optional, TextIO


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
    except (SyntaxError, ValueError, RecursionError, MemoryError):   # ValueError: a NUL in it
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
    one optionally with arguments (see the module's docstring). The attribute
    must be a class with a callable ``method``; only then is it called, with
    the arguments, to make the object. Nothing else the module holds is called.

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
    if name not in builtins and name.lower() not in builtins:    # ours are found where we are
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
        except (Exception, SystemExit, KeyboardInterrupt) as exc:   # a module's __getattr__ failing
            raise PluginError(f"cannot find {attr_path!r} in {module_name!r}: {describe_error(exc)}") from exc
    if not inspect.isclass(obj):
        raise PluginError(f"{spec!r}: {attr_path!r} is a {type(obj).__name__}, not a class: "
                          f"name the class of your player, with a {method}() method")
    if not _has_method(obj, method):
        raise PluginError(f"{spec!r}: the class {attr_path!r} has no {method}() method")
    made = _construct(spec, obj, args, kwargs)
    try:
        usable = callable(getattr(made, method, None))
    except (Exception, SystemExit, KeyboardInterrupt) as exc:   # its own __getattr__ failing
        raise PluginError(f"{spec!r}: its {method}() cannot be found: {describe_error(exc)}") from exc
    if not usable:
        raise PluginError(f"{spec!r} has no {method}() method")
    return made


def _has_method(cls: type, method: str) -> bool:
    """Whether the class defines ``method``, looked up without running anything of it
    (a metaclass's ``__getattr__``, a property)."""
    found = inspect.getattr_static(cls, method, None)
    return callable(found) or isinstance(found, (classmethod, staticmethod))


def is_builtin(spec: Any, builtins: Mapping[str, str]) -> bool:
    """Whether ``spec`` names one of ``builtins`` (in any case, with or without arguments):
    read as text alone, nothing imported, so it may be asked of a name read from a file."""
    if not isinstance(spec, str):
        return False
    head = spec.partition("(")[0].strip()
    return ":" not in head and (head in builtins or head.lower() in builtins)


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
    last, so a user's file never hides one of ours. A working folder deleted since the
    program started is no folder to look in (``getcwd`` fails): the path is left alone."""
    try:
        here = os.getcwd()
    except OSError:
        return
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
def output_to_stderr(seal: bool = False) -> Iterator[TextIO]:
    """Whatever players print, by ``print`` or straight to file descriptor 1, goes to the
    error stream: stdout carries the report alone. The block is given the real stdout to
    write its report to.

    With ``seal``, for a program that ends with the report: when stdout is the process's
    own (file descriptor 1), it stays closed to the players after the block, so that a
    player's thread that prints later still cannot add to the report (a caller's stand-in
    for stdout, as a test's, is given back as it was)."""
    real = sys.stdout
    real.flush()
    try:
        saved: Optional[int] = os.dup(1)
        os.dup2(2, 1)
    except OSError:                  # no real descriptors (an embedded interpreter): print only
        saved = None
    own = saved is not None and _writes_to_fd1(real)
    report: TextIO = real
    if own:
        report = os.fdopen(os.dup(saved), "w", encoding=getattr(real, "encoding", None) or "utf-8",
                           errors=getattr(real, "errors", None) or "strict")
    try:
        with contextlib.redirect_stdout(sys.stderr):
            yield report
        report.flush()                   # a closed pipe is the caller's to hear of
    finally:
        sys.stderr.flush()
        if own:
            with contextlib.suppress(OSError):
                report.close()
        if saved is not None:
            if not (seal and own):
                os.dup2(saved, 1)
            os.close(saved)


def _writes_to_fd1(stream: Any) -> bool:
    try:
        return stream.fileno() == 1
    except (AttributeError, OSError, ValueError):     # io.UnsupportedOperation is an OSError
        return False
