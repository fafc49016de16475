"""The F9 hint in Marrakesh (see :mod:`games.coach`): the built-in computer's card to lead
or play, or its move with the numbers won, with the computer's own figure: the round's
margin (your points less mine) on average over the deals of the unseen cards it played
each choice out on. Hint and review think on the budget the computer had before its
last increase (``quick``), so that they answer at once.
"""
from __future__ import annotations

import random

from games.coach import Advice, Judgement, judgement, plural, say
from games.marrakesh.moves import Bear
from games.marrakesh.players.computer import QuickComputer
from games.marrakesh.view import LEAD, MarrakeshView


def hint(view: MarrakeshView, rng: random.Random) -> Advice:
    move, margin, deals = QuickComputer().weigh(view, rng)
    if isinstance(move, Bear):
        off = move.borne_off
        what = f"It bears off {plural(off, 'piece')}" if off else "It bears nothing off"
    elif view.phase == LEAD:
        what = f"Lead the {move.card.glyph} face down"
    else:
        what = f"Answer the {view.lead.glyph} with the {move.card.glyph}" if view.lead else \
            f"Play the {move.card.glyph}"
    if margin is None:
        return Advice(move, f"Hint: {say(move)}. {what}: the only choice worth weighing.")
    ahead = "ahead" if margin >= 0 else "behind"
    return Advice(move, f"Hint: {say(move)}. {what}. Played out on {deals} guesses of the unseen cards, "
                        f"it leaves you {abs(margin):.1f} points {ahead} in this round on average, "
                        "the best of the choices I weighed.")


# --- the review (games.ui.review) ---------------------------------------------------------
def judge(view: MarrakeshView, played, rng: random.Random, deals: int = 0) -> Judgement:
    """The computer's choice against ``played``, both played out on the same deals of the
    unseen cards as the computer plays its choices out (:meth:`ComputerPlayer.values`):
    the cost is the round's margin, your points less mine, it gives away on average.
    ``deals`` more than the computer's own (the agreement tool)."""
    computer = QuickComputer()
    best = computer.weigh(view, rng)[0]
    if best == played:
        return Judgement(best, 0.0, "My choice too.")
    n = deals or computer.samples + computer.more
    margins = computer.values(view, [best, played], rng, n)
    values = {best: sum(margins[0]) / n, played: sum(margins[1]) / n}
    return judgement(best, played, values, f"points in the round, yours less mine, over {n} deals")


def position(view: MarrakeshView) -> list[str]:
    """The position as your seat saw it, for the review."""
    lines = [f"Round {view.round_number}, trick {view.trick_number}:",
             "Your cards: " + " ".join(c.glyph for c in view.hand)]
    if view.phase == LEAD:
        lines.append("Your lead.")
    elif view.lead is not None and view.reply is None:
        lines.append(f"Led: {view.lead.glyph}")
    elif view.lead_down and view.reply is None:
        lines.append("My lead lies face down.")
    if view.numbers:
        lines.append("Numbers to use: " + " ".join(map(str, view.numbers)))
    lines.append(f"Totals: you {view.scores[view.seat]}, me {view.scores[view.opponent]}")
    return lines
