"""Scoring a hand of Gin Rummy and a game to 100, as the manual's summary gives it.

Cards: the lower hand scores the difference. Gin: 25 more to a knocker with no
unmatched cards (nothing may be laid off onto a Gin hand). Undercut: 25 more to
the other hand if it is the same or less (never against Gin). Box: 25 to the
winner of each hand. Game: 100 to the first whose card score (with Gin and
undercut bonuses, without Box) reaches 100. Whitewash: a further 100 if the
other scored nothing.

The manual's note, that the game's winner can have the lower total:

>>> rules = Rules()
>>> score = GameScore(cards=(100, 90), boxes=(2, 7))
>>> score.game_winner(rules), score.totals(rules)
(0, (250, 265))
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from games.cards import Card
from games.gin_rummy.layoff import Defence, best_defence
from games.gin_rummy.melds import Arrangement, best_arrangements, cards_of, deadwood, in_order


@dataclass(frozen=True)
class Rules:
    knock_limit: int = 10
    gin_bonus: int = 25
    undercut_bonus: int = 25
    box_bonus: int = 25
    game_target: int = 100
    game_bonus: int = 100
    whitewash_bonus: int = 100
    # A discard without a knock that leaves this many cards (or fewer) in the stock
    # ends the hand with no score; the same dealer deals again.
    dead_stock: int = 2


@dataclass(frozen=True)
class HandResult:
    """How a hand ended. Seat-indexed pairs; ``knocker`` is None for a dead hand."""
    knocker: Optional[int]
    hands: tuple[Arrangement, Arrangement]   # the defender's after laying off
    layoffs: tuple[tuple[Card, int], ...]    # (defender's card, index in the knocker's sets)
    gin: bool = False
    undercut: bool = False
    winner: Optional[int] = None
    difference: int = 0
    bonus: int = 0                           # for Gin or the undercut
    box: int = 0

    @property
    def points(self) -> int:
        """Card score to the winner: the difference plus any Gin or undercut bonus."""
        return self.difference + self.bonus

    @property
    def dead(self) -> bool:
        return self.knocker is None


def dead_hand(hands: Sequence[int]) -> HandResult:
    return HandResult(None, tuple(_plain(h) for h in hands), ())


def _plain(mask: int) -> Arrangement:
    options = best_arrangements(mask)
    return Arrangement.from_masks(mask, min(options, key=lambda ms: sorted(ms)))


def lay_down(knocker_hand: int, defender_hand: int) -> tuple[tuple[int, ...], Defence]:
    """The knocker's sets and the defender's best reply.

    The knocker lays down an arrangement with his least unmatched value; where
    several do that, the one leaving the defender the least to lay off.
    """
    gin = deadwood(knocker_hand) == 0
    best: tuple[tuple[int, ...], Defence] | None = None
    for melds in map(in_order, best_arrangements(knocker_hand)):
        reply = best_defence(() if gin else melds, defender_hand)
        if best is None or reply.value > best[1].value:
            best = (melds, reply)
    assert best is not None
    return best


def score_hand(knocker: int, hands: Sequence[int], rules: Rules = Rules()) -> HandResult:
    """Score a knock by seat ``knocker``; ``hands`` are both seats' ten-card masks."""
    defender = 1 - knocker
    melds, reply = lay_down(hands[knocker], hands[defender])
    knock_value = deadwood(hands[knocker])
    gin = knock_value == 0
    undercut = not gin and reply.value <= knock_value
    winner = defender if undercut else knocker
    bonus = rules.gin_bonus if gin else rules.undercut_bonus if undercut else 0
    arranged = [Arrangement.from_masks(hands[knocker], melds), None]
    own = _plain(reply.own)
    arranged[1] = Arrangement(own.sets, own.unmatched, reply.value)
    layoffs = tuple((c, i) for i, m in enumerate(reply.laid) for c in cards_of(m))
    pair = (arranged[0], arranged[1]) if knocker == 0 else (arranged[1], arranged[0])
    return HandResult(knocker, pair, layoffs, gin, undercut, winner,
                      abs(knock_value - reply.value), bonus, rules.box_bonus)


@dataclass(frozen=True)
class GameScore:
    """Card scores (with Gin and undercut bonuses) and hands won, per seat."""
    cards: tuple[int, int] = (0, 0)
    boxes: tuple[int, int] = (0, 0)

    def add(self, result: HandResult) -> "GameScore":
        if result.winner is None:
            return self
        w = result.winner
        cards = tuple(c + (result.points if s == w else 0) for s, c in enumerate(self.cards))
        boxes = tuple(b + (1 if s == w else 0) for s, b in enumerate(self.boxes))
        return GameScore(cards, boxes)

    def game_winner(self, rules: Rules = Rules()) -> Optional[int]:
        """The seat whose card score has reached Game, if either has."""
        for seat in (0, 1):
            if self.cards[seat] >= rules.game_target:
                return seat
        return None

    def whitewash(self, rules: Rules = Rules()) -> bool:
        w = self.game_winner(rules)
        return w is not None and self.cards[1 - w] == 0

    def bonuses(self, seat: int, rules: Rules = Rules()) -> int:
        """Game and whitewash bonuses earned by ``seat`` (0 until Game)."""
        if self.game_winner(rules) != seat:
            return 0
        return rules.game_bonus + (rules.whitewash_bonus if self.whitewash(rules) else 0)

    def totals(self, rules: Rules = Rules()) -> tuple[int, int]:
        return tuple(self.cards[s] + rules.box_bonus * self.boxes[s] + self.bonuses(s, rules)
                     for s in (0, 1))

