"""The F9 hint in Gin Rummy (see :mod:`games.coach`): the built-in computer's take or
draw, discard or knock, with the deadwood it leaves you and a chance of winning the hand.

The chance is counted, not guessed: the cards you cannot see are dealt at random
(the opponent keeping the cards he is known to hold) :data:`PLAY_OUTS` times, and each
deal is played out from the computer's move by the ``simple`` player on both sides;
the share of those hands you win is the figure. It is a rough one (the simple
player is weaker than the computer), and the hint says how it was counted.
"""
from __future__ import annotations

import random
from typing import Optional

from games.coach import Advice, Judgement, builtin, judgement, percent, say
from games.gin_rummy.hand import GinHand
from games.gin_rummy.melds import deadwood, deadwood_after_discard, mask_of
from games.gin_rummy.moves import Discard, Pass, Take
from games.gin_rummy import BUILTINS
from games.gin_rummy.players import SimplePlayer
from games.gin_rummy.view import GinView

PLAY_OUTS = 40


def hint(view: GinView, rng: random.Random) -> Advice:
    move = builtin(BUILTINS).choose(view, rng)
    words = f"Hint: {say(move)}. {_why(view, move)}"
    chance = chance_of_winning(view, move, rng)
    if chance is not None:
        words += f" You win {percent(chance)} of {PLAY_OUTS} quick play-outs of this hand."
    return Advice(move, words)


def _why(view: GinView, move) -> str:
    mask = mask_of(view.hand)
    if isinstance(move, Discard):
        left = deadwood(mask & ~(1 << move.card.index))
        if move.knock:
            return "Gin: no deadwood at all." if left == 0 else \
                f"That leaves {left} in deadwood, {view.rules.knock_limit} or less: you may knock."
        least = deadwood_after_discard(mask)
        kept = f"It keeps your deadwood to {left}" + (
            ", the least you can." if left == least else
            f" (it could be {least}: I weigh the cards to come, and what he may pick up).")
        if any(isinstance(m, Discard) and m.knock for m in view.legal_moves):
            kept += " You could knock, but with so low a count and plenty of stock I play on for Gin."
        return kept
    up = view.up_card
    now = deadwood(mask)
    with_up = deadwood_after_discard(mask | 1 << up.index) if up is not None else now
    if isinstance(move, Take):
        return f"With the {up.glyph} your deadwood can come down from {now} to {with_up}."
    if with_up < now:
        return (f"The {up.glyph} would bring your deadwood from {now} to {with_up}, "
                "but the stock is likely to do better.")
    what = "pass it" if isinstance(move, Pass) else "draw"
    return f"The {up.glyph} would not lower your deadwood of {now}: {what}."


def chance_of_winning(view: GinView, move, rng: random.Random, plays: int = PLAY_OUTS) -> Optional[float]:
    """The share of ``plays`` deals of the unseen cards in which the seat wins the hand,
    ``move`` made and the rest played by the simple player; None when no deal fits."""
    player, won, dealt = SimplePlayer(), 0, 0
    for _ in range(plays):
        hand = GinHand.as_seen(view, rng)
        if hand is None:
            return None
        dealt += 1
        hand.apply(move)
        while not hand.is_terminal():
            hand.apply(player.choose(hand.view(hand.current_player()), rng))
        won += hand.result.winner == view.seat
    return won / dealt if dealt else None


# --- the review (games.ui.review) ---------------------------------------------------------
REVIEW_PLAY_OUTS = 24     # a hand's every choice is judged: fewer than the hint's, as quick a look


def judge(view: GinView, played, rng: random.Random, plays: Optional[int] = None) -> Judgement:
    """The computer's choice against ``played``, both played out on the same ``plays``
    deals of the unseen cards by the simple player on both sides (as the hint's chance is
    counted): the cost is the difference in the points of the hand to you, won less lost."""
    plays = plays or REVIEW_PLAY_OUTS
    best = builtin(BUILTINS).choose(view, rng)
    if best == played:
        return Judgement(best, 0.0, "My choice too.")
    values = hand_points(view, [best, played], rng, plays)
    if values is None:
        return Judgement(best, 0.0, "No deal of the unseen cards fits what you saw: no figure.")
    return judgement(best, played, values, f"points a hand over {plays} quick play-outs")


def hand_points(view: GinView, moves: list, rng: random.Random, plays: int) -> Optional[dict]:
    """Each move's points to the seat (won less lost) on average over ``plays`` deals of
    the unseen cards, every move played out on the same deals with the same stream."""
    player, totals = SimplePlayer(), {m: 0.0 for m in moves}
    for _ in range(plays):
        deal = GinHand.as_seen(view, rng)
        if deal is None:
            return None
        seed = rng.getrandbits(64)
        for move in moves:
            hand, stream = deal.clone(), random.Random(seed)
            hand.apply(move)
            while not hand.is_terminal():
                hand.apply(player.choose(hand.view(hand.current_player()), stream))
            result = hand.result
            sign = 0 if result.winner is None else (1 if result.winner == view.seat else -1)
            totals[move] += sign * result.points
    return {m: t / plays for m, t in totals.items()}


def position(view: GinView) -> list[str]:
    """The position as your seat saw it, for the review."""
    mask = mask_of(view.hand)
    hand = " ".join(c.glyph for c in sorted(view.hand, key=lambda c: c.index))
    up = view.up_card.glyph if view.up_card is not None else "none"
    asked = "take or draw" if view.phase in ("offer", "draw") else "discard"
    return [f"Your hand ({asked}):", hand, f"Deadwood {deadwood(mask)}; up-card {up}; "
            f"stock {view.stock_count}"]
