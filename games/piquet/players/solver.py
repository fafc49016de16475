"""A double-dummy solver for Piquet's play: both hands known, best play for both sides.

Cards are numbers 0..31 (suit * 8 + rank, rank 0 the Seven, 7 the Ace) and
hands are bit masks. The value is Elder's points minus Younger's from here to
the end of the hand: leads, tricks taken against the lead, the last trick, the
majority, all the tricks, and pique while it is still possible.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.cards import Card
from games.piquet.combos import PIQUET_RANKS
from games.piquet.rules import DEFAULT_RULES, PiquetRules

SUIT_ORDER = "SHDC"
SUIT_MASKS = [0xFF << (8 * s) for s in range(4)]


def card_id(card: Card) -> int:
    return SUIT_ORDER.index(card.suit) * 8 + PIQUET_RANKS.index(card.rank)


def id_card(i: int) -> Card:
    return Card(SUIT_ORDER[i >> 3], PIQUET_RANKS[i & 7])


def mask_of(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << card_id(c)
    return m


@dataclass(frozen=True)
class Position:
    """A play position: masks by side (0 Elder, 1 Younger)."""
    hands: tuple[int, int]
    leader: int                  # side to lead, or that has led
    lead: int                    # card on the table, -1 if none
    tricks_elder: int
    tricks_played: int
    pique_score: int             # Elder's score while pique is still possible, else -1


def representatives(mine: int, other: int, table: int = 0) -> list[int]:
    """One card from each run of touching cards in a hand (touching once the opponent's
    and the table's cards are the only ones that separate them), highest first."""
    out = []
    live = other | table
    for s in range(4):
        m = mine & SUIT_MASKS[s]
        if not m:
            continue
        prev_in_run = False
        for r in range(8 * s + 7, 8 * s - 1, -1):
            bit = 1 << r
            if m & bit:
                if not prev_in_run:
                    out.append(r)
                prev_in_run = True
            elif live & bit:
                prev_in_run = False
    return out


class Solver:
    def __init__(self, rules: PiquetRules = DEFAULT_RULES) -> None:
        self.rules = rules
        self.table: dict = {}
        self.nodes = 0

    def value(self, pos: Position) -> int:
        return self._search(pos.hands[0], pos.hands[1], pos.leader, pos.lead, pos.tricks_elder,
                            pos.tricks_played, pos.pique_score, -10_000, 10_000)

    def value_after(self, pos: Position, card: int) -> int:
        """Exact value once the side to play plays ``card``."""
        side = pos.leader if pos.lead < 0 else 1 - pos.leader
        return self._after(pos.hands[0], pos.hands[1], pos.leader, pos.lead, pos.tricks_elder,
                           pos.tricks_played, pos.pique_score, side, card, -10_000, 10_000)

    def move_values(self, pos: Position) -> dict[int, int]:
        """Exact value of each distinct card the side to play may play."""
        side = pos.leader if pos.lead < 0 else 1 - pos.leader
        return {c: self._after(pos.hands[0], pos.hands[1], pos.leader, pos.lead,
                               pos.tricks_elder, pos.tricks_played, pos.pique_score, side, c,
                               -10_000, 10_000)
                for c in self.choices(pos.hands, side, pos.lead)}

    def choices(self, hands, side: int, lead: int) -> list[int]:
        mine, other = hands[side], hands[1 - side]
        if lead >= 0:
            suited = mine & SUIT_MASKS[lead >> 3]
            if suited:
                return representatives(suited, other, 1 << lead)
        return representatives(mine, other, 0 if lead < 0 else 1 << lead)

    def ordered(self, hands, side: int, lead: int) -> list[int]:
        """Choices with the likely best first, for sharper pruning: the cheapest card that
        wins a trick, then the cheapest that loses; on lead, masters before the rest."""
        options = self.choices(hands, side, lead)
        if lead >= 0:
            winners = [c for c in options if (c >> 3) == (lead >> 3) and c > lead]
            losers = [c for c in options if c not in winners]
            return winners[::-1] + losers[::-1]
        other = hands[1 - side]
        masters = [c for c in options if not other & SUIT_MASKS[c >> 3] & ~((1 << (c + 1)) - 1)]
        return masters + [c for c in options if c not in masters][::-1]

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

    def _search(self, e, y, leader, lead, te, played, pique, alpha, beta) -> int:
        if played == 12:
            return self._final(te)
        key = (e, y, leader, lead, te, pique)
        hit = self.table.get(key)
        if hit is not None:
            low, high = hit
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        self.nodes += 1
        side = leader if lead < 0 else 1 - leader
        maximise = side == 0
        best = -10_000 if maximise else 10_000
        a, b = alpha, beta
        for c in self.ordered((e, y), side, lead):
            v = self._after(e, y, leader, lead, te, played, pique, side, c, a, b)
            if maximise:
                best = max(best, v)
                a = max(a, v)
            else:
                best = min(best, v)
                b = min(b, v)
            if a >= b:
                break
        low, high = hit if hit is not None else (-10_000, 10_000)
        if best <= alpha:
            high = min(high, best)
        elif best >= beta:
            low = max(low, best)
        else:
            low = high = best
        self.table[key] = (low, high)
        return best

    def _after(self, e, y, leader, lead, te, played, pique, side, c, alpha, beta) -> int:
        """Value once ``side`` plays card ``c``."""
        bit = 1 << c
        if side == 0:
            e ^= bit
        else:
            y ^= bit
        if lead < 0:
            gain, pique = self._gain(side, 1, pique)
            return gain + self._search(e, y, leader, c, te, played, pique, alpha - gain, beta - gain)
        wins = (c >> 3) == (lead >> 3) and c > lead
        winner = side if wins else leader
        points = (1 if wins else 0) + (1 if played == 11 else 0)
        gain = 0
        if points:
            gain, pique = self._gain(winner, points, pique)
        te += winner == 0
        return gain + self._search(e, y, winner, -1, te, played + 1, pique, alpha - gain, beta - gain)

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
    so the Rubicon and the win itself are weighed exactly."""

    def __init__(self, utility, scores: tuple[int, int], rules: PiquetRules = DEFAULT_RULES) -> None:
        super().__init__(rules)
        self.utility, self.scores = utility, scores

    def value_after(self, pos: Position, card: int) -> float:
        side = pos.leader if pos.lead < 0 else 1 - pos.leader
        return self._play(pos.hands[0], pos.hands[1], pos.leader, pos.lead, pos.tricks_elder,
                          pos.tricks_played, pos.pique_score, self.scores[0], self.scores[1],
                          side, card, -1e18, 1e18)

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

    def _node(self, e, y, leader, lead, te, played, pique, pe, py, alpha, beta) -> float:
        if played == 12:
            return self._end(te, pe, py)
        key = (e, y, leader, lead, te, pique, pe, py)
        hit = self.table.get(key)
        if hit is not None:
            return hit
        self.nodes += 1
        side = leader if lead < 0 else 1 - leader
        maximise = side == 0
        best = -1e18 if maximise else 1e18
        a, b = alpha, beta
        for c in self.ordered((e, y), side, lead):
            v = self._play(e, y, leader, lead, te, played, pique, pe, py, side, c, a, b)
            if maximise:
                best, a = max(best, v), max(a, v)
            else:
                best, b = min(best, v), min(b, v)
            if a >= b:
                return best          # a bound only: not remembered
        if alpha < best < beta:
            self.table[key] = best
        return best

    def _play(self, e, y, leader, lead, te, played, pique, pe, py, side, c, alpha, beta) -> float:
        bit = 1 << c
        if side == 0:
            e ^= bit
        else:
            y ^= bit
        if lead < 0:
            pe, py, pique = self._add(side, 1, pe, py, pique)
            return self._node(e, y, leader, c, te, played, pique, pe, py, alpha, beta)
        wins = (c >> 3) == (lead >> 3) and c > lead
        winner = side if wins else leader
        points = (1 if wins else 0) + (1 if played == 11 else 0)
        if points:
            pe, py, pique = self._add(winner, points, pe, py, pique)
        return self._node(e, y, winner, -1, te + (winner == 0), played + 1, pique, pe, py,
                          alpha, beta)
