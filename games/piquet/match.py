"""``python main.py match piquet``: whole parties between two players, seats swapped on mirrored deals.

Parties go in pairs on the same seed: the same cut and the same six deals, with
the players in the other seats, so luck of the cards evens out.
"""
from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass, field
from typing import Any, Optional

from games.matchcli import PlayerFault, choose_checked, load_players, match_parser, stopped, win_line
from games.piquet.partie import Partie
from games.piquet.players import BUILTINS
from games.stats import Progress, mean_interval


@dataclass
class Tally:
    name: str
    wins: float = 0.0
    settlements: list[float] = field(default_factory=list)
    points: int = 0
    repiques: int = 0
    piques: int = 0
    capots: int = 0
    rubicons: int = 0      # parties won against a loser short of 100


def play_partie(players: list[Any], seed: int) -> Partie:
    """One partie on ``seed``; ``players[s]`` sits in seat ``s``."""
    state = Partie(random.Random(seed))
    rngs = [random.Random(f"{seed}-{s}") for s in (0, 1)]
    while not state.is_terminal():
        seat = state.current_player()
        view = state.view(seat)
        move = choose_checked(players[seat], view, rngs[seat], view.legal)
        state.apply(move)
    return state


def record(state: Partie, tallies: list[Tally], seat_of: list[int]) -> None:
    """Add one finished partie to the tallies; ``seat_of[i]`` is player i's seat."""
    amount, winner = state.settlement()
    for i, tally in enumerate(tallies):
        seat = seat_of[i]
        won = winner == seat
        tally.wins += 1.0 if won else (0.5 if winner is None else 0.0)
        tally.settlements.append(amount if won else (0 if winner is None else -amount))
        tally.points += state.totals[seat]
        tally.repiques += sum(1 for r in state.history if r.repique == seat)
        tally.piques += sum(1 for r in state.history if r.pique == seat)
        tally.capots += sum(1 for r in state.history if r.capot == seat)
        tally.rubicons += int(won and min(state.totals) < state.rules.rubicon)


def run_match(players: list[tuple[str, Any]], games: int, seed: int,
              progress: Optional[Progress] = None) -> list[Tally]:
    tallies = [Tally(name) for name, _ in players]
    for k in range(games):
        seat_of = [0, 1] if k % 2 == 0 else [1, 0]
        seated = [None, None]
        for i, (_, player) in enumerate(players):
            seated[seat_of[i]] = player
        record(play_partie(seated, seed + k // 2), tallies, seat_of)
        if progress:
            progress.step()
    return tallies


def summary(tallies: list[Tally], games: int, seed: int) -> dict:
    out = {"game": "piquet", "parties": games, "seed": seed, "players": []}
    for t in tallies:
        mean, low, high = mean_interval(t.settlements)
        out["players"].append({
            "name": t.name, "won": t.wins, "win_rate": t.wins / games,
            "mean_settlement": mean, "settlement_interval": [low, high],
            "mean_points_per_partie": t.points / games, "repiques": t.repiques,
            "piques": t.piques, "capots": t.capots, "rubicon_wins": t.rubicons})
    return out


def print_table(tallies: list[Tally], games: int) -> None:
    for t in tallies:
        print(win_line(t.name, t.wins, games))
    print()
    print(f"{'player':<12}{'settle/partie':>14}{'95% interval':>18}{'pts/partie':>12}"
          f"{'repiques':>10}{'piques':>8}{'capots':>8}{'rubicons':>10}")
    for t in tallies:
        mean, low, high = mean_interval(t.settlements)
        print(f"{t.name:<12}{mean:>14.1f}{f'{low:.1f} to {high:.1f}':>18}{t.points / games:>12.1f}"
              f"{t.repiques:>10}{t.piques:>8}{t.capots:>8}{t.rubicons:>10}")


def main(argv: list[str]) -> int:
    parser = match_parser("piquet", BUILTINS, what="parties")
    args = parser.parse_args(argv)
    players = load_players(parser, args.player, BUILTINS)
    progress = Progress(args.games, "parties", enabled=not args.json and sys.stderr.isatty())
    try:
        tallies = run_match(players, args.games, args.seed, progress)
    except PlayerFault as exc:
        return stopped(exc)
    if args.json:
        print(json.dumps(summary(tallies, args.games, args.seed)))
    else:
        print_table(tallies, args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
