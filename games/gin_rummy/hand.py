"""One hand of Gin Rummy: the deal, the first turn's special sequence, play to a knock.

The first turn, as the manual words it: the non-dealer may take the up-card; if
not, the dealer may. If the dealer takes it (and discards), the non-dealer must
draw from the stock and discard, and the dealer may not pick up that discard on
his turn. If neither takes it, the non-dealer draws from the stock. After that
each player in turn takes the top discard or draws from the stock, then
discards, or knocks as he discards when his unmatched value is 10 or less.

>>> import random
>>> h = GinHand.deal(random.Random(4), dealer=1)
>>> h.current_player(), [str(m) for m in h.legal_moves()]
(0, ['take', 'pass'])
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Optional, Sequence

from games.cards import Card, shuffled_deck
from games.engine import TERMINAL, IllegalMove
from games.gin_rummy.melds import deadwood, mask_of
from games.gin_rummy.moves import Discard, Draw, Move, Pass, Take
from games.gin_rummy.scoring import HandResult, Rules, dead_hand, score_hand
from games.gin_rummy.view import Event, GinView
from games.series import won_by

HAND_SIZE = 10
OFFER, DRAW, DISCARD, OVER = "offer", "draw", "discard", "over"


@dataclass
class GinHand:
    dealer: int
    hands: list[list[Card]]
    stock: list[Card]              # the top is the last card
    discards: list[Card]           # the top (the up-card) is the last card
    rules: Rules = Rules()
    phase: str = OFFER
    to_move: int = 0
    stock_only: int = 0            # how many coming draws must be from the stock
    taken: Optional[Card] = None   # taken from the pile this turn: may not be thrown straight back
    events: list[Event] = field(default_factory=list)
    result: Optional[HandResult] = None

    @classmethod
    def deal(cls, rng: random.Random, dealer: int = 0, rules: Rules = Rules()) -> "GinHand":
        return cls.from_deck(shuffled_deck(rng), dealer, rules)

    @classmethod
    def from_deck(cls, deck: Sequence[Card], dealer: int = 0, rules: Rules = Rules()) -> "GinHand":
        """Deal ``deck`` from its top (the last card): one at a time, non-dealer first."""
        deck = list(deck)
        hands: list[list[Card]] = [[], []]
        for i in range(2 * HAND_SIZE):
            hands[(1 - dealer + i) % 2].append(deck.pop())
        up = deck.pop()
        return cls(dealer, hands, deck, [up], rules, OFFER, 1 - dealer, events=[])

    # ---- the state protocol -------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.to_move

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def returns(self) -> list[float]:
        """Card points (with Gin or undercut bonus) to the winner, and the same lost by the other."""
        return [0.0, 0.0] if self.result is None else won_by(self.result.winner, self.result.points)

    def legal_moves(self) -> list[Move]:
        if self.phase == OFFER:
            return [Take(), Pass()]
        if self.phase == DRAW:
            return [Draw()] if self.stock_only else [Draw(), Take()]
        if self.phase == DISCARD:
            return self._discards()
        return []

    def _discards(self) -> list[Move]:
        hand = self.hands[self.to_move]
        mask = mask_of(hand)
        moves: list[Move] = []
        for c in hand:
            if c == self.taken:
                continue
            moves.append(Discard(c))
            if deadwood(mask & ~(1 << c.index)) <= self.rules.knock_limit:
                moves.append(Discard(c, knock=True))
        return moves

    def apply(self, move: Move) -> None:
        if move not in self.legal_moves():
            raise IllegalMove(f"{move} is not allowed now ({self.phase}, seat {self.to_move})")
        seat = self.to_move
        if isinstance(move, Pass):
            self._pass(seat)
        elif isinstance(move, Take):
            self._take(seat)
        elif isinstance(move, Draw):
            self._draw(seat)
        else:
            self._discard(seat, move)

    def _pass(self, seat: int) -> None:
        self.events.append(Event(seat, "pass", self.discards[-1]))
        self.to_move = 1 - seat
        if seat == self.dealer:          # neither took it: non-dealer draws from the stock
            self.phase, self.stock_only = DRAW, 1

    def _take(self, seat: int) -> None:
        card = self.discards.pop()
        self.events.append(Event(seat, "take", card))
        self.hands[seat].append(card)
        if self.phase == OFFER and seat == self.dealer:
            self.stock_only = 2          # non-dealer's next draw, and the dealer's after it
        self.phase, self.taken = DISCARD, card

    def _draw(self, seat: int) -> None:
        card = self.stock.pop()
        self.events.append(Event(seat, "draw", card))
        self.hands[seat].append(card)
        self.stock_only = max(0, self.stock_only - 1)
        self.phase, self.taken = DISCARD, None

    def _discard(self, seat: int, move: Discard) -> None:
        self.hands[seat].remove(move.card)
        self.discards.append(move.card)
        self.events.append(Event(seat, "knock" if move.knock else "discard", move.card))
        self.taken = None
        if move.knock:
            masks = [mask_of(h) for h in self.hands]
            self._finish(score_hand(seat, masks, self.rules))
        elif len(self.stock) <= self.rules.dead_stock:
            self._finish(dead_hand([mask_of(h) for h in self.hands]))
        else:
            self.phase, self.to_move = DRAW, 1 - seat

    def _finish(self, result: HandResult) -> None:
        self.result, self.phase = result, OVER

    # ---- views and copies -----------------------------------------------------------------

    def view(self, player: int, scores: tuple[int, int] = (0, 0), **game) -> GinView:
        """``player``'s view of the hand; ``game``: what the game adds to it (GinGame.view)."""
        mine = player == self.to_move and self.phase != OVER
        events = tuple(e if e.seat == player or e.action != "draw" or self.phase == OVER
                       else Event(e.seat, "draw", None) for e in self.events)
        return GinView(
            seat=player, dealer=self.dealer, phase=self.phase, to_move=self.current_player(),
            hand=tuple(self.hands[player]), discard_pile=tuple(self.discards),
            stock_count=len(self.stock), opponent_count=len(self.hands[1 - player]),
            events=events, legal_moves=tuple(self.legal_moves()) if mine else (),
            taken=self.taken if mine else None, rules=self.rules, scores=scores,
            result=self.result,
            opponent_hand=tuple(self.hands[1 - player]) if self.phase == OVER else None, **game)

    def clone(self) -> "GinHand":
        return GinHand(self.dealer, [list(h) for h in self.hands], list(self.stock),
                       list(self.discards), self.rules, self.phase, self.to_move,
                       self.stock_only, self.taken, list(self.events), self.result)

    def all_cards(self) -> list[Card]:
        return self.hands[0] + self.hands[1] + self.stock + self.discards

    def redeal(self, seat: int, rng: random.Random) -> "GinHand":
        """The hand with what ``seat`` cannot see dealt again (the engine's protocol), as the
        coach deals it from the seat's view (:meth:`as_seen`). Who is to move, the draws
        that must still come from the stock and the card just taken are public, though a
        view shows them only to the seat to move: they are kept."""
        other = GinHand.as_seen(self.view(seat), rng)
        other.to_move, other.stock_only, other.taken = self.to_move, self.stock_only, self.taken
        return other

    @classmethod
    def as_seen(cls, view: GinView, rng: random.Random) -> Optional["GinHand"]:
        """The hand as it may be, the seat of ``view`` to move: the opponent's unknown cards
        and the stock dealt from the unseen; None when no deal fits what the view says. The
        opponent keeps the cards he took from the pile and has not thrown away (everyone
        saw them taken); once the hand is over his whole hand is shown, and only the
        stock's order is unseen."""
        shown = view.opponent_hand
        known = list(shown) if shown is not None else sorted(view.opponent_known(), key=lambda c: c.index)
        unseen = sorted(view.unseen() - set(known), key=lambda c: c.index)
        rng.shuffle(unseen)
        need = view.opponent_count - len(known)
        if need < 0 or need + view.stock_count != len(unseen):
            return None
        hands: list[list[Card]] = [[], []]
        hands[view.seat], hands[view.opponent] = list(view.hand), known + unseen[:need]
        return cls(view.dealer, hands, unseen[need:], list(view.discard_pile), view.rules, view.phase,
                   view.seat, _stock_only(view), view.taken, list(view.events), view.result)


def _stock_only(view: GinView) -> int:
    """How many coming draws must be from the stock, from the first turn's events (as the
    hand counts them: the dealer's pass leaves one, his taking the first up-card two)."""
    left, offered = 0, True
    for event in view.events:
        if event.action == "pass" and offered and event.seat == view.dealer:
            left, offered = 1, False
        elif event.action == "take" and offered:
            left, offered = (2 if event.seat == view.dealer else 0), False
        elif event.action == "draw":
            left, offered = max(0, left - 1), False
    return left
