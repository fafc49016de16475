"""A double-dummy solver for Piquet's play: both hands known, best play for both sides.

Cards are numbers 0..31 (suit * 8 + rank, rank 0 the Seven, 7 the Ace) and
hands are bit masks. The value is Elder's points minus Younger's from here to
the end of the hand: leads, tricks taken against the lead, the last trick, the
majority, all the tricks, and pique while it is still possible.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.piquet.combos import PIQUET_RANKS
from games.piquet.rules import DEFAULT_RULES, PiquetRules
from games.trickdd import SUIT_MASKS, BitCards, TrickSearch

PACK = BitCards(PIQUET_RANKS)
card_id, id_card, mask_of = PACK.card_id, PACK.id_card, PACK.mask_of


@dataclass(frozen=True)
class Position:
    """A play position: masks by side (0 Elder, 1 Younger)."""
    hands: tuple[int, int]
    leader: int                  # side to lead, or that has led
    lead: int                    # card on the table, -1 if none
    tricks_elder: int
    tricks_played: int
    pique_score: int             # Elder's score while pique is still possible, else -1


def _suit_representatives(m: int, live: int) -> tuple[int, ...]:
    """:func:`representatives` within one suit's eight bits."""
    out = []
    prev_in_run = False
    for r in range(7, -1, -1):
        bit = 1 << r
        if m & bit:
            if not prev_in_run:
                out.append(r)
            prev_in_run = True
        elif live & bit:
            prev_in_run = False
    return tuple(out)


# (suit << 16 | held << 8 | live) -> the cards: 4 * 3**8 of them for hands that never overlap
REPRESENTATIVES_BOUND = 4 * 3 ** 8
_REPRESENTATIVES: dict[int, tuple[int, ...]] = {}


def representatives(mine: int, other: int, table: int = 0) -> list[int]:
    """One card from each run of touching cards in a hand (touching once the opponent's
    and the table's cards are the only ones that separate them), highest first."""
    out: list[int] = []
    live = other | table
    known = _REPRESENTATIVES
    for s in (0, 1, 2, 3):
        m = mine >> (8 * s) & 0xFF
        if not m:
            continue
        key = s << 16 | m << 8 | live >> (8 * s) & 0xFF
        cards = known.get(key)
        if cards is None:
            if len(known) >= REPRESENTATIVES_BOUND:     # only overlapping masks come near
                known.clear()
            cards = known[key] = tuple(8 * s + r for r in _suit_representatives(m, key & 0xFF))
        out += cards
    return out


def tally(tricks_elder: int, pique_score: int) -> int:
    """What the search carries besides the hands: Elder's tricks and pique's state, in one number."""
    return tricks_elder | (pique_score + 1) << 4


class Solver(TrickSearch):
    def __init__(self, rules: PiquetRules = DEFAULT_RULES) -> None:
        super().__init__()
        self.rules = rules

    def value(self, pos: Position) -> int:
        return self.solve(*pos.hands, pos.leader, pos.lead, self.tally_of(pos))

    def value_after(self, pos: Position, card: int) -> int:
        """Exact value once the side to play plays ``card``."""
        return self.solve_after(*pos.hands, pos.leader, pos.lead, self.tally_of(pos), card)

    def tally_of(self, pos: Position) -> int:
        return tally(pos.tricks_elder, pos.pique_score)

    def choices(self, hands, side: int, lead: int) -> list[int]:
        mine, other = hands[side], hands[1 - side]
        if lead >= 0:
            suited = mine & SUIT_MASKS[lead >> 3]
            if suited:
                return representatives(suited, other, 1 << lead)
        return representatives(mine, other, 0 if lead < 0 else 1 << lead)

    # --- the rules the search is given --------------------------------------------------
    def replies(self, mine: int, other: int, lead: int) -> list[int]:
        """Choices with the likely best first, for sharper pruning: the cheapest card that
        wins a trick, then the cheapest that loses; on lead, masters before the rest."""
        if lead >= 0:
            suited = mine & SUIT_MASKS[lead >> 3]
            if suited:
                options = representatives(suited, other, 1 << lead)
                winners = [c for c in options if c > lead]
                losers = [c for c in options if c < lead]
                return winners[::-1] + losers[::-1]
            return representatives(mine, other, 1 << lead)[::-1]
        options = representatives(mine, other, 0)
        masters = [c for c in options if not other & SUIT_MASKS[c >> 3] & ~((1 << (c + 1)) - 1)]
        return masters + [c for c in options if c not in masters][::-1]

    def led(self, side: int, tally: int) -> tuple[int, int]:
        gain, pique = self._gain(side, 1, (tally >> 4) - 1)
        return gain, (tally & 15) | (pique + 1) << 4

    def trick(self, h0: int, h1: int, winner: int, cards: int, follower_won: int, tally: int) -> tuple[int, int]:
        points = follower_won + (not h0 and not h1)        # a trick won against the lead; the last
        te = (tally & 15) + (winner == 0)
        if not points:
            return 0, te | tally & ~15
        gain, pique = self._gain(winner, points, (tally >> 4) - 1)
        return gain, te | (pique + 1) << 4

    def final(self, tally: int) -> int:
        return self._final(tally & 15)

    def _gain(self, side: int, points: int, pique: int) -> tuple[int, int]:
        """Points to Elder's side (+) or Younger's (-), and the new pique state."""
        if side == 1:
            return -points, -1
        if pique < 0:
            return points, -1
        score = pique + points
        if score >= self.rules.bonus_threshold:
            return points + self.rules.pique, -1
        return points, score

    def _final(self, te: int) -> int:
        r = self.rules
        if te == 12:
            return r.majority + r.capot
        if te == 0:
            return -(r.majority + r.capot)
        return r.majority if te > 6 else (-r.majority if te < 6 else 0)


class PartieSolver(Solver):
    """The last hand of a partie, where what counts is the settlement, not the points:
    the value is ``utility(elder_points, younger_points)`` for the hand's final scores,
    so the Rubicon and the win itself are weighed exactly. The tally carries Elder's
    tricks, pique's state and both scores."""

    def __init__(self, utility, scores: tuple[int, int], rules: PiquetRules = DEFAULT_RULES) -> None:
        super().__init__(rules)
        self.inf = 1e18
        self.utility, self.scores = utility, scores

    def tally_of(self, pos: Position) -> tuple[int, int, int, int]:
        return (pos.tricks_elder, pos.pique_score, *self.scores)

    def led(self, side: int, tally: tuple) -> tuple[int, tuple]:
        te, pique, pe, py = tally
        pe, py, pique = self._add(side, 1, pe, py, pique)
        return 0, (te, pique, pe, py)

    def trick(self, h0: int, h1: int, winner: int, cards: int, follower_won: int, tally: tuple) -> tuple:
        te, pique, pe, py = tally
        points = follower_won + (not h0 and not h1)
        if points:
            pe, py, pique = self._add(winner, points, pe, py, pique)
        return 0, (te + (winner == 0), pique, pe, py)

    def final(self, tally: tuple) -> float:
        te, _, pe, py = tally
        return self._end(te, pe, py)

    def _add(self, side: int, points: int, pe: int, py: int, pique: int) -> tuple[int, int, int]:
        if side == 1:
            return pe, py + points, -1
        if pique < 0:
            return pe + points, py, -1
        if pique + points >= self.rules.bonus_threshold:
            return pe + points + self.rules.pique, py, -1
        return pe + points, py, pique + points

    def _end(self, te: int, pe: int, py: int) -> float:
        r = self.rules
        if te > 6:
            pe += r.majority + (r.capot if te == 12 else 0)
        elif te < 6:
            py += r.majority + (r.capot if te == 0 else 0)
        return self.utility(pe, py)
