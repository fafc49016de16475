"""``main.py match gin``: whole games to 100 between two players, seats swapped on mirrored deals.

Games go in pairs: both games of a pair use the same seed, so every hand is
dealt alike and the same seat deals first, and the two players swap seats for
the second game. A game is won by the higher total (cards, Box, Game and
whitewash bonuses), which need not be the player who reached Game.
"""
from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass, field
from typing import Any, Sequence

from games.gin_rummy.game import GinGame
from games.gin_rummy.players import BUILTINS
from games.matchcli import PlayerFault, choose_checked, load_players, match_parser, stopped, win_line
from games.stats import Progress, mean_interval, wilson_interval


@dataclass
class Tally:
    """One player's figures over a match."""
    wins: float = 0.0
    games_reached: int = 0
    net: list[float] = field(default_factory=list)
    hands_won: int = 0
    knocks: int = 0
    gins: int = 0
    undercuts: int = 0          # hands this player won by undercutting
    undercut_against: int = 0   # knocks of this player's that were undercut


def play_game(players: Sequence[Any], seed: int, player_rng: random.Random) -> GinGame:
    """One game to 100, ``players[s]`` in seat ``s``."""
    game = GinGame(random.Random(seed))
    while not game.is_terminal():
        seat = game.current_player()
        game.apply(choose_checked(players[seat], game.view(seat), player_rng, game.legal_moves()))
    return game


def record(game: GinGame, tallies: Sequence[Tally]) -> None:
    """Add one finished game to ``tallies`` (indexed by seat)."""
    returns = game.returns()
    winner = game.score.game_winner(game.rules)
    for seat, t in enumerate(tallies):
        t.net.append(returns[seat])
        t.wins += 1.0 if returns[seat] > 0 else 0.5 if returns[seat] == 0 else 0.0
        t.games_reached += winner == seat
    for hand in game.finished:
        r = hand.result
        if r.dead:
            continue
        tallies[r.winner].hands_won += 1
        tallies[r.knocker].knocks += 1
        tallies[r.knocker].gins += r.gin
        tallies[1 - r.knocker].undercuts += r.undercut
        tallies[r.knocker].undercut_against += r.undercut


def run_match(players: Sequence[Any], games: int, seed: int, progress: bool = True) -> list[Tally]:
    tallies = [Tally(), Tally()]
    bar = Progress(games, "gin match", enabled=progress)
    for g in range(games):
        pair_seed, swapped = seed + g // 2, g % 2 == 1
        seats = [players[1], players[0]] if swapped else list(players)
        game = play_game(seats, pair_seed, random.Random(f"{pair_seed}/{int(swapped)}"))
        record(game, [tallies[1], tallies[0]] if swapped else tallies)
        bar.step()
    return tallies


def summary(names: Sequence[str], tallies: Sequence[Tally], games: int) -> dict:
    out = {"games": games, "players": []}
    for name, t in zip(names, tallies):
        mean, low, high = mean_interval(t.net)
        wl, wh = wilson_interval(t.wins, games)
        out["players"].append({
            "name": name, "wins": t.wins, "win_rate": t.wins / games, "win_interval": [wl, wh],
            "reached_game": t.games_reached, "mean_points": mean, "points_interval": [low, high],
            "hands_won": t.hands_won, "knocks": t.knocks, "gins": t.gins,
            "undercuts": t.undercuts, "undercut_against": t.undercut_against})
    return out


def print_table(report: dict) -> None:
    for p in report["players"]:
        print(win_line(p["name"], p["wins"], report["games"]))
    print(f"{'player':<12}{'points/game':>14}{'reached 100':>13}{'hands won':>11}"
          f"{'knocks':>8}{'gins':>6}{'undercuts':>11}{'undercut':>10}")
    for p in report["players"]:
        lo, hi = p["points_interval"]
        pts = f"{p['mean_points']:+.1f}±{(hi - lo) / 2:.1f}"
        print(f"{p['name']:<12}{pts:>14}{p['reached_game']:>13}{p['hands_won']:>11}"
              f"{p['knocks']:>8}{p['gins']:>6}{p['undercuts']:>11}{p['undercut_against']:>10}")
    print("(undercuts: hands won by undercutting; undercut: own knocks undercut)")


def main(argv: list[str]) -> int:
    parser = match_parser("gin", BUILTINS)
    args = parser.parse_args(argv)
    loaded = load_players(parser, args.player, BUILTINS)
    names = [n for n, _ in loaded]
    try:
        tallies = run_match([p for _, p in loaded], args.games, args.seed,
                            progress=not args.json and sys.stderr.isatty())
    except PlayerFault as exc:
        return stopped(exc)
    report = summary(names, tallies, args.games)
    if args.json:
        print(json.dumps(report))
    else:
        print_table(report)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
