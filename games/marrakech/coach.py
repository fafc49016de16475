"""The F9 hint in Marrakech (see :mod:`games.coach`): the built-in computer's turn of Assam
or its rug, with the expected payment over the die's faces (:mod:`games.marrakech.reckoning`).

For a turn: what you expect to pay walking on each way he may face (or, in the
Assam variant, where the turn is for the next player's throw, what he expects to
pay). For a rug: the others' squares it covers, and what the next player expects to
pay you, turning him the way that costs him least, as the computer reckons he will.
"""
from __future__ import annotations

import random
from typing import Optional, Sequence

from games.coach import Advice, Judgement, judgement, plural
from games.marrakech.computer import ComputerPlayer
from games.marrakech.market import EMPTY, FACING_NAMES
from games.marrakech.market import name as market_name
from games.marrakech.moves import WAYS, Rug, Turn
from games.marrakech.reckoning import areas, expected_payment, landings, payment, turn_facings
from games.marrakech.rules import TURN, MarrakechView, owner_of


def hint(view: MarrakechView, rng: random.Random) -> Advice:
    move = ComputerPlayer().choose(view, rng)
    if view.phase == TURN:
        return Advice(move, f"Hint: {move} ({WAYS[move.way]}). {_turn_words(view, move)}")
    return Advice(move, f"Hint: {str(move).upper()}. {_rug_words(view, move)}")


def following(view: MarrakechView) -> Optional[int]:
    """The next seat to walk Assam (one still in, with rugs to lay), or None."""
    for k in range(1, view.players):
        seat = (view.seat + k) % view.players
        if not view.out[seat] and view.rugs_left(seat) > 0:
            return seat
    return None


def _turn_words(view: MarrakechView, move: Turn) -> str:
    payer = following(view) if view.settings.late_turn else view.seat
    if payer is None:
        return "Nobody walks him again: the turn is free."
    owed = {way: expected_payment(view.colours, view.assam, facing, payer, view.players, view.out)
            for way, facing in turn_facings(view.facing)}
    others = ", ".join(f"{WAYS[w]} {owed[w]:.1f}" for w in "LSR" if w != move.way)
    who = "you expect" if payer == view.seat else "the next player expects"
    words = f"On the die's faces {who} to pay {owed[move.way]:.1f} dirhams this way ({others})"
    if payer == view.seat:
        return words + "; I weigh the rug you may lay after it too."
    return words + "."


def _rug_words(view: MarrakechView, move: Rug) -> str:
    colours = view.colours
    covered = sum(1 for sq in move.squares
                  if colours[sq] != EMPTY and owner_of(colours[sq], view.players) != view.seat)
    after = list(colours)
    for sq in move.squares:
        after[sq] = view.in_hand
    hides = f"It covers {plural(covered, 'square')} of the others' rugs" if covered else \
        "It covers none of the others' rugs"
    seat = following(view)
    if seat is None or view.settings.late_turn:
        return hides + "."
    facing = min((f for _, f in turn_facings(view.facing)),
                 key=lambda f: expected_payment(after, view.assam, f, seat, view.players, view.out))
    to_me = _paid_to(after, view.assam, facing, seat, view)
    return f"{hides}; the next player, turning Assam as suits him, expects to pay you {to_me:.1f} dirhams."


def _paid_to(colours: Sequence[int], assam: int, facing: int, payer: int, view: MarrakechView) -> float:
    """What ``payer`` expects to pay the seat walking on from ``assam`` facing ``facing``."""
    label, sizes, _ = areas(colours)
    total = 0.0
    for sq, _, chance in landings(assam, facing):
        owed, owner = payment(colours, sizes, label, sq, payer, view.players, view.out)
        total += chance * owed * (owner == view.seat)
    return total


# --- the review (games.ui.review) ---------------------------------------------------------
def judge(view: MarrakechView, played, rng: random.Random) -> Judgement:
    """The computer's choice against ``played``, both given the computer's own figure
    (:meth:`ComputerPlayer.weigh`): your score (squares shown and dirhams, with the worth
    of your areas in the turns to come) less your rivals', expected over the die's faces
    and the next player's walk. It is worked out, not sampled: the same each time."""
    best, values = ComputerPlayer().weigh(view)
    if played not in values:
        return Judgement(best, 0.0, "No figure for your move: the computer did not weigh it.")
    verdict = judgement(best, played, values, "points, your score less your rivals', as I reckon it")
    have = view.scores[view.seat]
    if verdict.cost > have:
        # the computer counts going out as far worse than any score: a cost is said as
        # no more than all you have, which going out loses
        return Judgement(best, float(have), f"{best} keeps you in the game; {played} risks putting "
                                            f"you out, and all you have ({have} points) with it.")
    return verdict


def position(view: MarrakechView) -> list[str]:
    """The position as your seat saw it, for the review."""
    what = "turning Assam" if view.phase == TURN else "laying your rug"
    scores = view.dirhams
    return [f"Rugs left {view.rugs_left(view.seat)}, {what}:",
            f"Assam on {market_name(view.assam)}, facing {FACING_NAMES[view.facing]}",
            f"Dirhams: you {scores[view.seat]}, the others " +
            " ".join(str(d) for s, d in enumerate(scores) if s != view.seat)]
