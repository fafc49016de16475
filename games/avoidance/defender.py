"""``defender``: a Hearts-style ducker that defends, the sparring partner the computer is
measured against besides ``simple``.

It plays as ``careful`` (it counts the cards, ducks, dumps its most dangerous card
when it cannot follow) with what a good human adds and ``careful`` lacks:

* **It keeps a stopper.** Where a hand may be taken whole (the moon of Short Hearts
  and Black Tile), it neither passes nor throws away its highest card of the suit
  that holds most of the points (hearts; the 3s) while the moon is still on.
* **It defends.** Once another seat has bid capot, or has taken every point so far
  and at least half of what the hand holds (plainly going for the moon), it plays
  to give that seat a trick it does not win: it takes a trick with points from him
  when it can, throws its point cards on tricks someone else is winning and never
  on his, and leads a card that will win a trick with points in it when it holds one.

Nothing here was tuned against the computer.
"""
from __future__ import annotations

import random
from typing import Optional

from games.avoidance.hand import HandView
from games.avoidance.moves import Bid
from games.avoidance.players import CarefulPlayer, in_suit_rank, table_of
from games.avoidance.rollout import Table


def moon_suit(table: Table) -> Optional[str]:
    """The suit holding most of the points (hearts, the 3s), where a hand may be taken whole."""
    if not table.variant.moon:
        return None
    count: dict = {}
    for c, suits in enumerate(table.suits):
        if table.points[c]:
            for s in suits:
                count[s] = count.get(s, 0) + 1
    return max(count, key=lambda s: count[s]) if count else None


def moon_alive(view: HandView) -> bool:
    """No more than one seat has taken points this hand: someone may still take them all."""
    return view.variant.moon and sum(1 for p in view.scores if p) <= 1


def shooter(view: HandView, table: Table) -> Optional[int]:
    """The other seat to stop: the capot bidder, or (where there is a moon) one that has taken
    every point so far and at least half of the points in the hand."""
    if view.bidder is not None:
        return view.bidder if view.bidder != view.seat else None
    if not view.variant.moon:
        return None
    taken = [s for s, p in enumerate(view.scores) if p]
    if len(taken) != 1 or taken[0] == view.seat:
        return None
    in_play = sum(table.points[table.index[c]] for c in view.deck)
    return taken[0] if 2 * view.scores[taken[0]] >= in_play else None


class DefenderPlayer(CarefulPlayer):
    """Careful's ducking, with a stopper kept and a moon or a capot defended (module docstring)."""

    def choose(self, view: HandView, rng: random.Random):
        table = table_of(view)
        if view.phase == "pass":
            return view.variant.pass_move(self.pass_cards(table, view, len(view.legal_moves[0].cards)))
        if view.phase == "bid":
            return Bid(False)
        target = shooter(view, table)
        if target is not None:
            move = self.defend(table, view, target)
            if move is not None:
                return move
        if not view.trick.plays:
            return self.lead(table, view)
        return self.follow(table, view)

    # --- the stopper -----------------------------------------------------------------------
    @staticmethod
    def stopper(table: Table, cards) -> Optional[int]:
        """The highest card of the moon suit among ``cards`` (as a number), if any."""
        suit = moon_suit(table)
        held = [table.index[c] for c in cards if suit is not None and suit in table.rank[table.index[c]]]
        return max(held, key=lambda c: table.rank[c][suit]) if held else None

    def pass_cards(self, table: Table, view: HandView, count: int) -> tuple:
        ordered = list(super().pass_cards(table, view, len(view.hand)))
        keep = self.stopper(table, view.hand)
        if keep is not None and len(ordered) > count:
            ordered.remove(table.cards[keep])
        return tuple(ordered[:count])

    def follow(self, table: Table, view: HandView):
        plays = list(view.legal_moves)
        suit = view.trick.suit
        if moon_alive(view) and not any(in_suit_rank(table, m.card, suit) >= 0 for m in plays):
            keep = self.stopper(table, [m.card for m in plays])
            rest = [m for m in plays if keep is None or table.index[m.card] != keep]
            if rest:
                return max(rest, key=lambda m: table.danger[table.index[m.card]])
        return super().follow(table, view)

    # --- defending -------------------------------------------------------------------------
    def defend(self, table: Table, view: HandView, target: int):
        """A play that keeps ``target`` from taking everything, or None to play as usual."""
        plays = list(view.legal_moves)
        if not view.trick.plays:
            return self.defending_lead(table, view, target, plays)
        suit, best_seat, best = self.winning(table, view)
        following = [m for m in plays if in_suit_rank(table, m.card, suit) >= 0]
        points = lambda m: table.points[table.index[m.card]]
        if not following:                                   # a free throw
            if best_seat == target:
                return min(plays, key=lambda m: (points(m), -table.danger[table.index[m.card]]))
            return max(plays, key=lambda m: table.danger[table.index[m.card]])
        if best_seat != target:
            return None
        winners = [m for m in following if in_suit_rank(table, m.card, suit) > best]
        if not winners:
            return None
        last = len(view.trick.plays) == view.seats - 1
        in_trick = sum(table.points[table.index[c]] for c in view.trick.cards)
        if last and not in_trick and not any(points(m) for m in winners):
            return None                                     # a clean trick: nothing to take from him
        # last to play, the cheapest winner will do; else the highest, so that he cannot overtake
        pick = min if last else max
        return pick(winners, key=lambda m: in_suit_rank(table, m.card, suit))

    def defending_lead(self, table: Table, view: HandView, target: int, plays: list):
        """Lead a card that wins its trick, the suit with points first, when the target may
        not overtake it; else None."""
        out = self.out(table, view)
        sure = []
        for m in plays:
            c = table.index[m.card]
            s = m.suit or table.suits[c][0]
            r = table.rank[c][s]
            if not any(table.rank[o].get(s, -1) > r for o in out):
                point_suit = sum(table.points[o] for o in out if s in table.rank[o])
                sure.append((point_suit + table.points[c], r, m))
        if not sure:
            return None
        best = max(sure, key=lambda t: (t[0], t[1]))
        return best[2] if best[0] else None

    @staticmethod
    def winning(table: Table, view: HandView) -> tuple[str, int, int]:
        """The suit led, the seat winning the trick so far and its card's rank."""
        trick = view.trick
        suit = trick.suit
        seat, best = trick.plays[0][0], in_suit_rank(table, trick.plays[0][1], suit)
        for s, c in trick.plays[1:]:
            r = in_suit_rank(table, c, suit)
            if r > best:
                seat, best = s, r
        return suit, seat, best
