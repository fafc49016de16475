#!/usr/bin/env python3
"""The ceiling of a trick-avoidance computer: the computer given sight of the hidden cards.

A player that thinks exactly as ``computer`` does (the same budget of play-outs,
the same play-outs of the others, the same plans and capot rule) except that
where the computer guesses the others' cards, it is handed them as they truly
are: each guessed deal is the true deal, and before the pass the others' true
hands, with the cards any of them has already set aside as it truly chose them
(a seat yet to choose is still taken to pass its most dangerous cards). It plays
the match harness's match (every deal once for each turn of the players round
the seats) against copies of ``--player`` (default ``defender``), one process,
and prints the harness's own table: the sighted computer's share of the penalty
points with its 95% interval. How low this computer's share can go against those
players however well it guessed the hidden cards: the limit of its way of thinking.

    python tools/trick_ceiling.py polignac --players 4 --games 80 --seed 910000

With ``--beside`` it then plays the same games with the computer as it is (guessing)
and prints its table too, and what sight changed: the computer's penalty points a
deal (its games on that deal, one in each seat, added up), sighted less guessing,
with a 95% interval over the deals (the deals are the same, so they pair).
``--no-capot`` keeps the sighted computer from bidding capot, to see its play alone.
``--search nested`` (with ``--exact N``) gives the sighted computer the deeper look at each
deal of :mod:`games.avoidance.search`; as its deals are all the true one and its play-outs
have no chance in them, it then plays out one deal, as good as many. With
``--beside-sighted`` the same games are then played by the sighted computer of the
present search (quick play-outs), and what the search changed is printed, paired by deal.

Only this tool can make such a player: no game, built-in or data file names it.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.avoidance.computer import SEARCHES, ComputerPlayer  # noqa: E402
from games.avoidance.hand import Hand, HandView  # noqa: E402
from games.avoidance.rollout import Table  # noqa: E402
from games.match.command import match_options, match_parser, option_values, run_games  # noqa: E402
from games.match.entrants import EntrantError, load_entrants, seat_specs  # noqa: E402
from games.match.play import PlayerFault  # noqa: E402
from games.match.report import table as report_table  # noqa: E402
from games.match.tally import figure_shares, summary, tally  # noqa: E402
from games.plugins import PluginError  # noqa: E402
from games.registry import find_game  # noqa: E402
from games.stats import mean_interval  # noqa: E402
from games.tricks import TrickPlay  # noqa: E402

GAMES = ("polignac", "short_hearts", "slobberhannes", "blacktile")
NAME = "computer-with-sight"


class SightedComputer(ComputerPlayer):
    """``computer``, shown the game it plays in (:meth:`watch`) wherever it would guess."""

    game: Any = None
    bids = True                      # False: it never bids capot (its play alone, with sight)

    def watch(self, game: Any) -> None:
        self.game = game

    def hand(self, view: HandView) -> Hand:
        hand = self.game.hand
        if hand.current_player() != view.seat or hand.phase != view.phase:
            raise RuntimeError("the sighted computer was asked about a game it is not watching")
        return hand

    def bid_capot(self, view: HandView, table: Table, rng) -> bool:
        return self.bids and super().bid_capot(view, table, rng)

    def guess(self, view: HandView, rng) -> TrickPlay:
        hand = self.hand(view)
        if hand.play is not None:
            return hand.play.clone()
        return TrickPlay(view.variant.trick_rules, hand.dealt, hand.leader)

    def guess_before_pass(self, view: HandView, table: Table, rng) -> list[list]:
        return [list(h) for h in self.hand(view).dealt]

    def their_pass(self, table: Table, hands: Sequence[Sequence[Any]], seat: int, count: int) -> tuple:
        chosen = self.game.hand.passing.chosen[seat]
        return tuple(chosen) if chosen is not None else super().their_pass(table, hands, seat, count)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in GAMES:
        print(f"trick_ceiling: name the game first, one of {', '.join(GAMES)}", file=sys.stderr)
        return 2
    game = find_game(argv[0])
    parser, own = match_parser(game)
    parser.prog = f"tools/trick_ceiling.py {game.name}"
    parser.description = (f"The {game.title} computer given sight of the hidden cards, against copies of "
                          "--player (default defender), one process (--jobs is ignored).")
    parser.add_argument("--beside", action="store_true",
                        help="then the same games with the computer guessing, and what sight changed")
    parser.add_argument("--no-capot", action="store_true",
                        help="the sighted computer never bids capot (Polignac): its play alone")
    parser.add_argument("--search", choices=SEARCHES, default="playout",
                        help="how the sighted computer looks at each deal (default playout: as computer)")
    parser.add_argument("--exact", type=int, default=0, metavar="N",
                        help="with --search nested: search all its own lines with N cards or fewer left")
    parser.add_argument("--beside-sighted", action="store_true",
                        help="then the same games with the sighted computer of the present search, "
                             "and what --search changed")
    args = parser.parse_args(argv[1:])
    if args.game is not None:
        parser.error("--game is not offered here: play the whole match")
    try:
        specs = seat_specs(["computer"] + (args.player or ["defender"]), getattr(args, "players", None),
                           game.seats, game.match.default_players)
        entrants = load_entrants(specs, game.builtins)
    except (EntrantError, PluginError) as exc:
        parser.error(str(exc))
    computer = entrants[0].player
    one = {} if args.search == "playout" else {"min_samples": 1, "max_samples": 1}
    sighted = SightedComputer(search=args.search, exact=args.exact, **one)
    sighted.bids = not args.no_capot
    seats = len(specs)
    numbers = list(range(1, seats * -(-args.games // seats) + 1))
    sighted_records = play(watching(game, sighted), [replace(entrants[0], name=NAME, spec=NAME, player=sighted)]
                           + entrants[1:], numbers, args, own)
    if sighted_records is None:
        return 1
    def beside(what: str, played_game, name: str, player) -> bool:
        """The same games with ``player`` in the first seat, and what the sighted computer
        changed by, paired by deal; False if a player failed."""
        records = play(played_game, [replace(entrants[0], name=name, spec=name, player=player)] + entrants[1:],
                       numbers, args, own)
        if records is None:
            return False
        mean, low, high = mean_interval(deal_differences(sighted_records, records))
        print(f"{what} by {mean:+.2f} a deal (95% interval {low:+.2f} to {high:+.2f}) "
              f"over {len(numbers) // seats} deals")
        return True

    if args.beside_sighted:
        present = SightedComputer()
        present.bids = not args.no_capot
        if not beside(f"--search {args.search} changed the sighted computer's penalty points",
                      watching(game, present), NAME, present):
            return 1
    if args.beside and not beside("sight changed the computer's penalty points", game, "computer", computer):
        return 1
    return 0


def watching(game, sighted: SightedComputer):
    """The game, each new state of which is shown to ``sighted``."""
    real_new_state = game.new_state

    def new_state(setup):
        state = real_new_state(setup)
        sighted.watch(state)
        return state
    return replace(game, new_state=new_state)


def play(game, entrants, numbers: list[int], args: argparse.Namespace, own) -> list | None:
    """The match's games (one process) and the harness's table of them; None if a player failed."""
    try:
        records = run_games(game, entrants, numbers, args.seed, match_options(game, args))
    except PlayerFault as fault:
        print(f"trick_ceiling: game {fault.game}: {fault}", file=sys.stderr)
        return None
    how, seats = game.match, len(entrants)
    shares = figure_shares(records, seats, how.share_of)
    report = summary(game.name, args.seed, len(records), 1, entrants, tally(records, seats),
                     option_values(args, own), shares, how.share_of)
    print(report_table(report, how.what, how.per_game, how.notes))
    return records


def deal_differences(sighted: Sequence, guessing: Sequence) -> list[float]:
    """Per deal, the first player's penalty points over its games, the first records' less
    the second's (sighted less guessing)."""
    def by_deal(records) -> dict[int, float]:
        out: dict[int, float] = {}
        for r in records:
            seat = r.seating.index(0)
            out[r.seed] = out.get(r.seed, 0.0) + r.figures[seat].get("penalty_points", 0)
        return out
    a, b = by_deal(sighted), by_deal(guessing)
    return [a[d] - b[d] for d in sorted(a)]

if __name__ == "__main__":
    sys.exit(main())
