"""The players of a match: from ``--player`` (and ``--players N``) to loaded entrants.

The players are given in order; with fewer players than seats the last one
given fills the empty seats, each seat's copy a separate instance under its own
name (``simple``, ``simple#2``, ...). One instance plays for its entrant the
whole match, in whichever seat the rotation puts it.
"""
from __future__ import annotations

from typing import Mapping, Optional, Sequence

from games.match.play import Entrant
from games.plugins import PluginError, load_object, plugin_name


class EntrantError(ValueError):
    """The players asked for do not fit the game (a message for the command line)."""


def seat_specs(specs: Sequence[str], seats: Optional[int], allowed: tuple[int, int],
               default: Sequence[str]) -> list[str]:
    """One spec per seat.

    >>> seat_specs(["a", "b"], None, (2, 2), ["c", "d"])
    ['a', 'b']
    >>> seat_specs(["a", "b"], 4, (3, 4), [])
    ['a', 'b', 'b', 'b']
    >>> seat_specs([], None, (3, 6), ["c", "d"])
    ['c', 'd', 'd']
    """
    low, high = allowed
    given = list(specs) or list(default)
    if seats is None:
        seats = min(max(len(given), low), high)
    if not low <= seats <= high:
        span = f"{low}" if low == high else f"{low} to {high}"
        raise EntrantError(f"this game has {span} seats, not {seats}")
    if len(given) > seats:
        raise EntrantError(f"{len(given)} players for {seats} seats: give --player at most {seats} times"
                           + ("" if low == high else " (or more seats with --players N)"))
    return given + [given[-1]] * (seats - len(given))


def unique_names(specs: Sequence[str]) -> list[str]:
    """Table names, numbered from the second time a name comes.

    >>> unique_names(["simple", "x:Mine", "simple", "simple"])
    ['simple', 'Mine', 'simple#2', 'simple#3']
    """
    names, seen = [], {}
    for spec in specs:
        name = plugin_name(spec)
        seen[name] = seen.get(name, 0) + 1
        names.append(name if seen[name] == 1 else f"{name}#{seen[name]}")
    return names


def load_entrants(specs: Sequence[str], builtins: Mapping[str, str]) -> list[Entrant]:
    """Each spec loaded afresh; raises :class:`games.plugins.PluginError` for a broken one."""
    return [Entrant(name, spec, load_object(spec, builtins))
            for name, spec in zip(unique_names(specs), specs)]


__all__ = ["EntrantError", "PluginError", "seat_specs", "unique_names", "load_entrants"]
