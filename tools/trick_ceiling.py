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
points with its 95% interval. How low the computer's share can go against those
players however well it guessed the hidden cards: the game's own limit for it.

    python tools/trick_ceiling.py polignac --players 4 --games 80 --seed 910000

Only this tool can make such a player: no game, built-in or data file names it.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.avoidance.computer import ComputerPlayer  # noqa: E402
from games.avoidance.hand import Hand, HandView  # noqa: E402
from games.avoidance.rollout import Table  # noqa: E402
from games.match.command import match_parser, option_values, run_games  # noqa: E402
from games.match.entrants import EntrantError, load_entrants, seat_specs  # noqa: E402
from games.match.play import PlayerFault  # noqa: E402
from games.match.report import table as report_table  # noqa: E402
from games.match.tally import figure_shares, summary, tally  # noqa: E402
from games.plugins import PluginError  # noqa: E402
from games.registry import find_game  # noqa: E402
from games.tricks import TrickPlay  # noqa: E402

GAMES = ("polignac", "short_hearts", "slobberhannes", "blacktile")
NAME = "computer-with-sight"


class SightedComputer(ComputerPlayer):
    """``computer``, shown the game it plays in (:meth:`watch`) wherever it would guess."""

    game: Any = None

    def watch(self, game: Any) -> None:
        self.game = game

    def hand(self, view: HandView) -> Hand:
        hand = self.game.hand
        if hand.current_player() != view.seat or hand.phase != view.phase:
            raise RuntimeError("the sighted computer was asked about a game it is not watching")
        return hand

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
    args = parser.parse_args(argv[1:])
    if args.game is not None:
        parser.error("--game is not offered here: play the whole match")
    try:
        specs = seat_specs(["computer"] + (args.player or ["defender"]), getattr(args, "players", None),
                           game.seats, game.match.default_players)
        entrants = load_entrants(specs, game.builtins)
    except (EntrantError, PluginError) as exc:
        parser.error(str(exc))
    sighted = SightedComputer()
    entrants[0] = replace(entrants[0], name=NAME, spec=NAME, player=sighted)
    real_new_state = game.new_state

    def new_state(setup):
        state = real_new_state(setup)
        sighted.watch(state)
        return state

    seats = len(specs)
    numbers = list(range(1, seats * -(-args.games // seats) + 1))
    try:
        records = run_games(replace(game, new_state=new_state), entrants, numbers, args.seed, args)
    except PlayerFault as fault:
        print(f"trick_ceiling: game {fault.game}: {fault}", file=sys.stderr)
        return 1
    how = game.match
    shares = figure_shares(records, seats, how.share_of)
    report = summary(game.name, args.seed, len(records), 1, entrants, tally(records, seats),
                     option_values(args, own), shares, how.share_of)
    print(report_table(report, how.what, how.per_game, how.notes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
