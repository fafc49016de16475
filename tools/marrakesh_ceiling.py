#!/usr/bin/env python3
"""The ceiling of Marrakesh's look-ahead: the computer given sight of the hidden cards.

A player that sees the cards no player may see (the opponent's hand, the order of
the stock, a lead lying face down) and otherwise thinks as ``computer`` does:
every play-out of a choice is dealt the true cards (only the order in which the
opponent, taken to play at random, will play his hand changes from one play-out
to the next). Against ``--against`` over ``--deals`` deals, each played twice with
the seats swapped, it prints the sighted computer's share of the games won and its
margin a game, with 95% intervals: how far looking ahead can go in this game
against that opponent, however well the hidden cards were guessed.

    python tools/marrakesh_ceiling.py --against random --deals 100 --seed 1
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.marrakesh.game import MarrakeshState  # noqa: E402
from games.marrakesh.moves import PlayCard  # noqa: E402
from games.marrakesh.players import BUILTINS  # noqa: E402
from games.marrakesh.players.computer import ComputerPlayer  # noqa: E402
from games.marrakesh.players.rollout import Reshuffler, Round, code  # noqa: E402
from games.marrakesh.rules import Settings  # noqa: E402
from games.match.spec import seat_rng  # noqa: E402
from games.plugins import PluginError, load_object  # noqa: E402
from games.stats import mean_interval, wilson_interval  # noqa: E402


class SightedComputer(ComputerPlayer):
    """``computer`` with the hidden cards shown to it before each choice (:meth:`see`);
    ``hand_only``: the opponent's hand and lead, but not the order of the stock, which
    is shuffled afresh for every play-out; ``lead_unseen``: a face-down lead not told
    apart from the cards still in the hand (which of them it is drawn afresh for
    every play-out, as a random leader would have chosen it)."""

    def __init__(self, hand_only: bool = False, lead_unseen: bool = False, **weights) -> None:
        super().__init__(**weights)
        self.hand_only, self.lead_unseen = hand_only, lead_unseen

    def see(self, state: MarrakeshState, seat: int) -> None:
        self.theirs = [code(p.card) for p in state.hands[1 - seat]]
        self.stock = [code(p.card) for p in state.stock]
        self.lead = code(state.lead.card) if state.lead is not None and state.leader != seat else None

    def values(self, view, moves, rng, n):
        me, opp = view.seat, view.opponent
        hand = [code(c) for c in view.hand]
        discards = [code(c) for c in view.discards]
        cards = isinstance(moves[0], PlayCard)
        out: list[list[int]] = [[] for _ in moves]
        start = Round(view.sides, view.ovals, [[], []], [], [], view.leader, view.settings.purple)
        for _ in range(n):
            theirs, lead = list(self.theirs), self.lead
            if self.lead_unseen and lead is not None:
                theirs.append(lead)
            rng.shuffle(theirs)               # the order of a random opponent's play
            if self.lead_unseen and lead is not None:
                lead = theirs.pop()
            stock = list(self.stock)
            if self.hand_only:
                rng.shuffle(stock)
            again = Reshuffler(rng.random())
            for k, move in enumerate(moves):
                hands = [None, None]
                hands[me], hands[opp] = list(hand), list(theirs)
                rnd = start.copy(hands, list(stock), list(discards))
                out[k].append(self.play_out(view, rnd, move, lead if cards else None, again))
        return out


def play(deal: int, sighted_seat: int, against, settings: Settings, samples: int, hand_only: bool,
         clock: list[float], lead_unseen: bool = False) -> MarrakeshState:
    state = MarrakeshState.new(random.Random(deal), settings)
    players = [None, None]
    players[sighted_seat] = SightedComputer(hand_only, lead_unseen, samples=samples, more=samples)
    players[1 - sighted_seat] = against
    rngs = [seat_rng(deal, s) for s in (0, 1)]
    while not state.is_terminal():
        seat = state.current_player()
        player = players[seat]
        began = time.process_time()
        if isinstance(player, SightedComputer):
            player.see(state, seat)
        move = player.choose(state.view(seat), rngs[seat])
        if isinstance(player, SightedComputer):
            clock[0] += time.process_time() - began
            clock[1] += 1
        state.apply(move)
    return state


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="random", help="the opponent: a built-in or module:attribute")
    parser.add_argument("--deals", type=int, default=100, help="deals, each played from both seats")
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed")
    parser.add_argument("--rounds", type=int, choices=(12, 6), default=12)
    parser.add_argument("--samples", type=int, default=64,
                        help="play-outs for each candidate in each of the computer's two passes")
    parser.add_argument("--hand-only", action="store_true",
                        help="show it the opponent's hand and lead, not the order of the stock")
    parser.add_argument("--lead-unseen", action="store_true",
                        help="with --hand-only: a face-down lead shown only as one of the opponent's cards")
    args = parser.parse_args(argv)
    if args.lead_unseen and not args.hand_only:
        parser.error("--lead-unseen goes with --hand-only")
    if args.deals < 1 or args.samples < 1:
        parser.error("--deals and --samples must be at least 1")
    try:
        against = load_object(args.against, BUILTINS)
    except PluginError as exc:
        print(f"marrakesh_ceiling: {exc}", file=sys.stderr)
        return 2
    settings = Settings(rounds=args.rounds)
    wins, margins, clock = 0.0, [], [0.0, 0]
    for k in range(args.deals):
        for seat in (0, 1):
            state = play(args.seed + k, seat, against, settings, args.samples, args.hand_only, clock,
                         args.lead_unseen)
            winner = state.winning_seat()
            wins += 0.5 if winner is None else float(winner == seat)
            margins.append(state.totals[seat] - state.totals[1 - seat])
    games = 2 * args.deals
    low, high = wilson_interval(wins, games)
    mean, m_low, m_high = mean_interval(margins)
    sight = "the opponent's hand" if args.hand_only else "all the hidden cards"
    if args.lead_unseen:
        sight += ", not which card it led"
    print(f"computer seeing {sight} v {args.against}: {games} games, seed {args.seed}")
    print(f"won {wins:g} ({100 * wins / games:.1f}%, 95% interval {100 * low:.1f}-{100 * high:.1f}%)")
    print(f"margin a game {mean:+.1f} ({m_low:+.1f} to {m_high:+.1f})")
    print(f"{1000 * clock[0] / max(clock[1], 1):.1f} ms of processor time a choice, {clock[1]} choices")
    return 0


if __name__ == "__main__":
    sys.exit(main())
