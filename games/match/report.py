"""The match report as text (a table readable for 2 to 6 players) and the report of a failure."""
from __future__ import annotations

import shlex
from typing import Sequence

from games.match.play import PlayerFault


def win_line(name: str, wins: float, n: int, low: float, high: float) -> str:
    return (f"{name}: won {wins:g} of {n} ({100 * wins / max(1, n):.1f}%, "
            f"95% interval {100 * low:.1f}-{100 * high:.1f}%)")


def _cell(value: float) -> str:
    return f"{value:g}" if float(value).is_integer() else f"{value:.1f}"


def table(report: dict, what: str = "games", per_game: Sequence[str] = (), notes: str = "") -> str:
    """The report as the text the command prints."""
    players = report["players"]
    lines = [f"{report['game']}: {report['games']} {what}, {report['seats']} seats, seed {report['seed']}"]
    n = report["games"]           # every player plays every game
    lines += [win_line(p["name"], p["wins"], n, *p["win_interval"]) for p in players]
    keys = list(dict.fromkeys(k for p in players for k in p["figures"]))
    headings = ["player", f"points/{what.rstrip('s')}", "95% interval"] + [
        k.replace("_", " ") + ("/" + what.rstrip("s") if k in per_game else "") for k in keys]
    rows = []
    for p in players:
        low, high = p["points_interval"]
        figures = [p["figures"].get(k, 0) / (n if k in per_game else 1) for k in keys]
        rows.append([p["name"], f"{p['points_per_game']:+.2f}", f"{low:+.2f} to {high:+.2f}"]
                    + [_cell(v) for v in figures])
    widths = [max(len(r[i]) for r in rows + [headings]) for i in range(len(headings))]
    for row in [headings] + rows:
        lines.append(row[0].ljust(widths[0]) + "".join(
            "  " + cell.rjust(w) for cell, w in zip(row[1:], widths[1:])))
    if report["seats"] > 2 and all("margin" in p for p in players):
        lines.append(f"margin: points a {what.rstrip('s')} less the others' mean (95% interval over deals)")
        for p in players:
            low, high = p["margin_interval"]
            lines.append(f"{p['name']}: {p['margin']:+.2f} ({low:+.2f} to {high:+.2f}) over {p['deals']} "
                         f"deal{'s' if p['deals'] != 1 else ''}")
    if any("share" in p for p in players):
        what_share = players[0]["share_of"].replace("_", " ")
        for p in players:
            low, high = p["share_interval"]
            lines.append(f"{p['name']}: {100 * p['share']:.1f}% of the {what_share} "
                         f"(95% interval {100 * low:.1f}-{100 * high:.1f}%)")
    if notes:
        lines.append(f"({notes})")
    return "\n".join(lines)


def replay_command(argv: Sequence[str]) -> str:
    """A command line for a shell."""
    return " ".join(shlex.quote(a) for a in argv)


def fault_report(fault: PlayerFault, replay: Sequence[str], what: str = "match") -> str:
    """Everything needed to see and repeat a failure, for the error stream (of a ``what``:
    a match or a league)."""
    lines = [f"{what} stopped: {fault}"]
    seats = ", ".join(f"{s} {n}" for s, n in enumerate(fault.names))
    lines.append(f"  game {fault.game} of the {what}, dealt from seed {fault.seed}; seats: {seats}")
    if fault.seat is not None:
        who = fault.names[fault.seat] if fault.seat < len(fault.names) else "?"
        lines.append(f"  seat {fault.seat} ({who})" + (f", phase {fault.phase!r}" if fault.phase else ""))
    if fault.legal_count:
        more = fault.legal_count - len(fault.legal)
        lines.append(f"  legal moves ({fault.legal_count}): " + ", ".join(fault.legal)
                     + (f" and {more} more" if more > 0 else ""))
    if fault.details:
        lines.append(fault.details.rstrip())
    lines.append(f"replay that game: {replay_command(replay)}")
    return "\n".join(lines)
