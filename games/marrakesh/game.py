"""A game of Marrakesh: twelve rounds (or six) of six tricks for two.

Each round both sides throw six dice to place their pieces (again while the
two are placed alike), six cards are dealt to each, and the side with more
pieces low down (the 1-point, then the 2-point ...) leads the first trick face
down; the receiver answers face up and the lead is turned. The winner moves
and bears off with the trick's numbers (and a bonus card's, when the cards
matched) into its next oval, and leads the next trick. A trick that bears
nothing off leaves a null chip in that oval; a winner with all pieces off or
all three ovals full puts a null chip in the opponent's next oval instead. The
round ends when no oval is left to fill: each side fills its three, less those
it needed no longer (a gammon saves one, a backgammon in the first oval two).

Seat 0 is Blue (below), seat 1 Red (above). The state follows
:mod:`games.engine`; the shuffles and dice come from the ``random.Random`` it
was made with. Returns are 1 for the winner, -1 for the loser, 0 each for a draw.

>>> import random
>>> state = MarrakeshState.new(random.Random(2))
>>> state.phase, state.round_number, len(state.hands[0]), len(state.stock)
('lead', 1, 6, 40)
"""
from __future__ import annotations

import random
from typing import Any, Optional, Sequence

from games.cards import Card
from games.engine import TERMINAL, IllegalMove, Moved
from games.marrakesh import board as B
from games.marrakesh.deck import PackCard, match, pack, sort_key, trick_winner, value
from games.marrakesh.moves import FACE_DOWN, Bear, Move, PlayCard
from games.marrakesh.rules import (DEFAULT, HAND, OVALS, Settings, bonus_times, earns_bonus,
                                   trick_numbers)
from games.marrakesh.scoring import round_items
from games.sampling import deal_again
from games.marrakesh.view import (BONUS, LEAD, MOVE, OVER, REPLY, MarrakeshView, RoundResult,
                                  Trick)


class MarrakeshState:
    def __init__(self, rng: random.Random, settings: Settings = DEFAULT) -> None:
        self.rng, self.settings = rng, settings
        self.round_number = 0
        self.totals = [0, 0]
        self.history: list[RoundResult] = []
        self.stock: list[PackCard] = []          # the top card is the last
        self.discards: list[PackCard] = []       # the top card is the last
        self.hands: list[list[PackCard]] = [[], []]
        self.table: list[PackCard] = []          # played this round, the face-down lead included
        self.sides: list[B.Side] = [B.EMPTY, B.EMPTY]
        self.ovals: list[list[Optional[int]]] = [[None] * OVALS, [None] * OVALS]
        self.dice: list[tuple[int, ...]] = [(), ()]
        self.rethrows = 0
        self.restocked = 0
        self.tricks: list[Trick] = []
        self.phase = OVER
        self.leader = 0
        self._last: tuple[int, str, bool] = (0, OVER, False)   # who moved last, in what phase, round over
        self._clear_trick()

    def _clear_trick(self) -> None:
        self.lead: Optional[PackCard] = None
        self.reply: Optional[PackCard] = None
        self.winner: Optional[int] = None
        self.kind: Optional[str] = None
        self.numbers: tuple[int, ...] = ()
        self.bonus: Optional[PackCard] = None
        self.times = 0
        self.target: Optional[tuple[int, int]] = None
        self.steps: list[B.Step] = []

    # ----- making games -----------------------------------------------------
    @classmethod
    def new(cls, rng: random.Random, settings: Settings = DEFAULT) -> "MarrakeshState":
        state = cls(rng, settings)
        state.stock = pack()
        state._next_round()
        return state

    @classmethod
    def arranged(cls, sides: Sequence[B.Side], hands: Sequence[Sequence[Card]],
                 bonus_cards: Sequence[Card] = (), rng: Optional[random.Random] = None,
                 settings: Settings = DEFAULT) -> "MarrakeshState":
        """Round 1 from a given position (Blue's side first), hands, and the bonus cards to
        come in order; the rest of the pack lies under them in the stock. For tests and
        worked examples."""
        state = cls(rng or random.Random(0), settings)
        free = pack()

        def take(card: Card) -> PackCard:
            for p in free:
                if p.card == card:
                    free.remove(p)
                    return p
            raise ValueError(f"no {card} left in the pack")

        state.hands = [[take(c) for c in hand] for hand in hands]
        top = [take(c) for c in bonus_cards]
        state.stock = free + top[::-1]
        state.round_number = 1
        state._place(tuple(sides[0]), tuple(sides[1]))
        return state

    # ----- the round --------------------------------------------------------
    def _next_round(self) -> None:
        self.round_number += 1
        if (self.round_number - 1) % self.settings.reshuffle_every == 0:
            self.stock.extend(self.discards)
            self.discards = []
            self.rng.shuffle(self.stock)
        self.hands = [[], []]
        for _ in range(HAND):
            for seat in (0, 1):
                card = self._draw()
                assert card is not None, "the pack always holds two hands"
                self.hands[seat].append(card)
        self.rethrows = -1
        while True:
            self.rethrows += 1
            throws = [tuple(sorted(self.rng.randint(1, 6) for _ in range(B.PIECES))) for _ in (0, 1)]
            if B.leader(B.from_dice(throws[0]), B.from_dice(throws[1])) is not None:
                break
        self._place(B.from_dice(throws[0]), B.from_dice(throws[1]), throws)

    def _place(self, blue: B.Side, red: B.Side, dice: Optional[list] = None) -> None:
        first = B.leader(blue, red)
        if first is None:
            raise ValueError("the two sides are placed alike: both must throw again")
        self.sides = [blue, red]
        self.dice = dice or [_dice_of(blue), _dice_of(red)]
        self.ovals = [[None] * OVALS, [None] * OVALS]
        self.table, self.tricks = [], []
        self.restocked = 0
        self.leader = first
        self._clear_trick()
        self.phase = LEAD

    def _draw(self) -> Optional[PackCard]:
        """The stock's top card; an empty stock is made again from the discards."""
        if not self.stock and self.discards:
            self.stock, self.discards = self.discards, []
            self.rng.shuffle(self.stock)
            self.restocked += 1
        return self.stock.pop() if self.stock else None

    def open_ovals(self, seat: int) -> int:
        """Ovals this seat may still fill with its own tricks."""
        if not any(self.sides[seat]):
            return 0
        return sum(1 for k in self.ovals[seat] if k is None)

    def _next_oval(self, seat: int) -> int:
        return self.ovals[seat].index(None)

    # ----- the state protocol -----------------------------------------------
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.phase == LEAD:
            return self.leader
        if self.phase == REPLY:
            return 1 - self.leader
        return self.winner  # type: ignore[return-value]

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_moves(self) -> list[Move]:
        if self.phase in (LEAD, REPLY):
            faces = sorted({p.card for p in self.hands[self.current_player()]}, key=sort_key)
            return [PlayCard(c) for c in faces]
        if self.phase in (MOVE, BONUS):
            return [Bear(steps) for steps, _ in B.plays(self._mover_side(), self.numbers)]
        return []

    def legal_form(self, move: Move) -> Optional[Move]:
        """The move of :meth:`legal_moves` that ``move`` makes, when it is one written
        another way: the same pieces moved in another order, or by another route to the
        same board (the list holds one move per board it may leave); else None."""
        if not isinstance(move, Bear) or self.illegal_reason(move) is not None:
            return None
        side = self._mover_side()
        after = B.after_steps(side, move.steps)
        return next((Bear(steps) for steps, board in B.plays(side, self.numbers) if board == after), None)

    def _mover_side(self) -> B.Side:
        return self.sides[self.winner]  # type: ignore[index]

    def illegal_reason(self, move: Move) -> Optional[str]:
        """A one-line reason why ``move`` is illegal now, or None if it is legal."""
        if self.phase == OVER:
            return "The game is over"
        if isinstance(move, PlayCard):
            if self.phase not in (LEAD, REPLY):
                return "Move your pieces first"
            if not any(p.card == move.card for p in self.hands[self.current_player()]):
                return f"You have no {move.card.name}"
            return None
        if not isinstance(move, Bear):
            return f"Not a move: {move!r}"
        if self.phase not in (MOVE, BONUS):
            return "Play a card to the trick"
        return move_reason(self._mover_side(), self.numbers, move.steps)

    def apply(self, move: Move) -> None:
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMove(f"{move}: {reason}")
        mover, phase, rounds = self.current_player(), self.phase, len(self.history)
        if isinstance(move, PlayCard):
            self._play_card(move.card)
        else:
            self._bear(move.steps)
        self._last = (mover, phase, len(self.history) > rounds)

    def seen_by(self, seat: int, move: Move) -> list[Any]:
        """What ``seat`` may see of ``move``, just made (for the match harness's players):
        the move, except another seat's lead, which lies face down; when a reply turns
        the lead, the lead too; when a round ends, its result."""
        mover, phase, ended = self._last
        if phase == LEAD:
            return [Moved(mover, move if mover == seat else FACE_DOWN)]
        events: list[Any] = [Moved(mover, move)]
        if phase == REPLY and mover == seat:
            trick = self.history[-1].tricks[-1] if ended else (
                self.tricks[-1] if self.lead is None else None)
            lead = trick.lead if trick is not None else self.lead.card  # type: ignore[union-attr]
            events.append(Moved(1 - mover, PlayCard(lead)))
        return events + ([self.history[-1]] if ended else [])

    def _play_card(self, card: Card) -> None:
        hand = self.hands[self.current_player()]
        played = next(p for p in hand if p.card == card)
        hand.remove(played)
        self.table.append(played)
        if self.phase == LEAD:
            self.lead, self.phase = played, REPLY
            return
        self.reply = played
        assert self.lead is not None
        self.kind = match(self.lead.card, card)
        self.winner = self.leader if trick_winner(self.lead.card, card) == 0 else 1 - self.leader
        if self.open_ovals(self.winner) == 0:
            other = 1 - self.winner
            self.target = (other, self._next_oval(other))
            self._finish_trick()
            return
        self.target = (self.winner, self._next_oval(self.winner))
        self.ovals[self.winner][self.target[1]] = 0
        self.numbers = trick_numbers(self.lead.card, card)
        if self.numbers:
            self.phase = MOVE
        else:
            self._after_trick_numbers()

    def _bear(self, steps: Sequence[B.Step]) -> None:
        seat = self.winner
        assert seat is not None and self.target is not None
        self.sides[seat] = B.after_steps(self.sides[seat], steps)
        self.steps.extend(steps)
        self.ovals[seat][self.target[1]] += sum(1 for s in steps if s.bears_off)  # type: ignore[operator]
        self.numbers = ()
        if self.phase == MOVE:
            self._after_trick_numbers()
        else:
            self._finish_trick()

    def _after_trick_numbers(self) -> None:
        """Draw the bonus card, if one is due and there is a piece left to use it on."""
        assert self.lead is not None and self.reply is not None and self.winner is not None
        if not earns_bonus(self.lead.card, self.reply.card) or not any(self.sides[self.winner]):
            self._finish_trick()
            return
        self.bonus = self._draw()
        if self.bonus is None:
            self._finish_trick()
            return
        winners = self.lead if self.winner == self.leader else self.reply
        self.times = bonus_times(self.kind, winners.card, self.bonus.card, self.settings.purple)
        self.numbers = (value(self.bonus.card),) * self.times if value(self.bonus.card) else ()
        if self.numbers:
            self.phase = BONUS
        else:
            self._finish_trick()

    def _finish_trick(self) -> None:
        assert self.lead is not None and self.reply is not None and self.winner is not None
        assert self.target is not None
        seat, index = self.target
        borne = sum(1 for s in self.steps if s.bears_off)
        if seat != self.winner:
            self.ovals[seat][index] = 0
        self.tricks.append(Trick(len(self.tricks) + 1, self.leader, self.lead.card, self.reply.card,
                                 self.winner, self.kind or "-", self.target, tuple(self.steps),
                                 self.bonus.card if self.bonus else None, self.times, borne))
        if self.bonus is not None:
            self.discards.append(self.bonus)
        self.leader = self.winner
        self._clear_trick()
        if self.open_ovals(0) + self.open_ovals(1) == 0:
            self._end_round()
        else:
            self.phase = LEAD

    def _end_round(self) -> None:
        ovals = (tuple(self.ovals[0]), tuple(self.ovals[1]))
        result = RoundResult(self.round_number, (self.dice[0], self.dice[1]),
                             (self.sides[0], self.sides[1]), ovals,
                             round_items(ovals, self.sides), tuple(self.tricks))
        self.history.append(result)
        self.totals = [self.totals[s] + result.scores[s] for s in (0, 1)]
        self.discards.extend(self.table)
        for hand in self.hands:
            self.discards.extend(hand)
        self.table, self.hands = [], [[], []]
        if self.round_number >= self.settings.rounds:
            self.phase = OVER
        else:
            self._next_round()

    # ----- the result -------------------------------------------------------
    def winning_seat(self) -> Optional[int]:
        """The winner by total, then rounds scored in, then the highest round; None: a draw."""
        return winner(self.history)

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0, 0.0]
        w = self.winning_seat()
        return [0.0, 0.0] if w is None else [1.0 if s == w else -1.0 for s in (0, 1)]

    # ----- views, copies, cards ----------------------------------------------
    def view(self, seat: int) -> MarrakeshView:
        to_move = self.current_player()
        lead_down = self.lead is not None and self.reply is None
        lead = None
        if self.lead is not None and (not lead_down or seat == self.leader):
            lead = self.lead.card
        return MarrakeshView(
            seat=seat, phase=self.phase, to_move=to_move,
            legal_moves=tuple(self.legal_moves()) if to_move == seat else (),
            settings=self.settings, round_number=self.round_number,
            scores=(self.totals[0], self.totals[1]), history=tuple(self.history),
            hand=tuple(sorted((p.card for p in self.hands[seat]), key=sort_key)),
            opponent_count=len(self.hands[1 - seat]),
            sides=(self.sides[0], self.sides[1]),
            ovals=(tuple(self.ovals[0]), tuple(self.ovals[1])),
            dice=(self.dice[0], self.dice[1]), rethrows=self.rethrows,
            leader=self.leader, trick_number=len(self.tricks) + 1,
            lead=lead, lead_down=lead_down,
            reply=self.reply.card if self.reply else None, winner=self.winner, kind=self.kind,
            numbers=self.numbers, bonus=self.bonus.card if self.bonus else None,
            bonus_times=self.times, oval=self.target, tricks=tuple(self.tricks),
            stock_count=len(self.stock), discards=tuple(p.card for p in self.discards),
            restocked=self.restocked)

    def redeal(self, seat: int, rng: random.Random) -> "MarrakeshState":
        """The game with what ``seat`` cannot see dealt again (the engine's protocol): the
        other's hand and the stock shuffled among themselves, with the other's lead too
        while it lies face down (it lies on the table as well)."""
        other = self.clone()
        face_down = self.lead is not None and self.reply is None and seat != self.leader
        lead = [self.lead] if face_down else []
        deal_again([other.hands[1 - seat], other.stock, lead], (), rng)
        if face_down:
            other.table[self.table.index(self.lead)] = lead[0]
            other.lead = lead[0]
        return other

    def all_cards(self) -> list[PackCard]:
        cards = self.hands[0] + self.hands[1] + self.table + self.stock + self.discards
        return cards + ([self.bonus] if self.bonus is not None else [])

    def clone(self) -> "MarrakeshState":
        other = object.__new__(MarrakeshState)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.totals, other.history = list(self.totals), list(self.history)
        other.stock, other.discards, other.table = list(self.stock), list(self.discards), list(self.table)
        other.hands = [list(h) for h in self.hands]
        other.sides, other.dice = list(self.sides), list(self.dice)
        other.ovals = [list(o) for o in self.ovals]
        other.tricks, other.steps = list(self.tricks), list(self.steps)
        return other

    def __repr__(self) -> str:
        return (f"MarrakeshState(round {self.round_number}, {self.phase}, "
                f"Blue {B.describe(self.sides[0])}, Red {B.describe(self.sides[1])})")


def move_reason(side: B.Side, numbers: Sequence[int], steps: Sequence[B.Step]) -> Optional[str]:
    """Why ``steps`` are not a whole move with ``numbers`` from ``side``, or None if they are."""
    for i in range(len(steps)):
        if B.assign(side, numbers, steps[:i + 1]) is None:
            # steps[:i] were made by some order of the numbers; this one is not
            left = B.assign(side, numbers, steps[:i]) or ()
            reason = B.step_reason(B.after_steps(side, steps[:i]), left, steps[i])
            return reason or f"{steps[i]} cannot follow the steps before it"
    left = B.assign(side, numbers, steps)
    after = B.after_steps(side, steps)
    if left and any(after):
        return f"You must use every number: {' and '.join(str(n) for n in left)} left"
    return None


def winner(history: Sequence[RoundResult]) -> Optional[int]:
    """By total, then by rounds scored in, then by the highest single round; else None."""
    keys = [(sum(r.scores[s] for r in history),
             sum(1 for r in history if r.scores[s] > 0),
             max((r.scores[s] for r in history), default=0)) for s in (0, 1)]
    if keys[0] == keys[1]:
        return None
    return 0 if keys[0] > keys[1] else 1


def _dice_of(side: B.Side) -> tuple[int, ...]:
    return tuple(p + 1 for p in range(B.POINTS) for _ in range(side[p]))


