"""One hand of a trick-avoidance game: passing, Polignac's capot, the tricks, the score.

Seats are numbered clockwise (seat + 1 sits on one's left). The player on the
dealer's right (``dealer - 1``) leads the first trick and play goes clockwise.
The phases, each skipped when it does not apply:

``pass``   each seat in turn, from the leader, sets its cards aside (``pass SA SK SQ``);
           they change hands when all have chosen
``bid``    Polignac: from the leader clockwise each may announce ``capot``; the
           first to do so is the bidder and nobody else is asked
``play``   the tricks, on :class:`games.tricks.TrickPlay`
``over``   ``result`` holds the hand's :class:`HandScore`

A hand is a game state in its own right (``returns`` is minus each seat's
penalty points); :class:`games.avoidance.game.AvoidanceGame` plays a series.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from games.avoidance.moves import Bid, Move
from games.avoidance.variant import HandScore, Variant
from games.engine import TERMINAL, IllegalMove, View
from games.passing import Passing, pass_choices
from games.sampling import deal_again, deal_others, determinise
from games.tricks import Trick, TrickPlay, seat_right


@dataclass(frozen=True)
class HandView(View):
    """What one seat may see of a hand (and of the game around it): its ``phase`` is pass,
    bid, play or over, its ``hand`` in the variant's order, and ``scores`` the penalty
    points taken so far this hand, by seat."""
    seats: int
    variant: Variant
    dealer: int
    leader: int                            # who led the first trick
    direction: str                         # right, left, across or hold
    passed: Optional[tuple]                # the cards it set aside, once chosen
    receiver: Optional[int]                # to whom
    received: Optional[tuple]              # what it was given, once every seat has chosen
    bids: tuple                            # (seat, capot?) in order
    bidder: Optional[int]
    trick: Trick                           # on the table
    tricks: tuple                          # finished, in order
    voids: tuple                           # per seat, the suits it has shown it lacks
    sizes: tuple                           # cards each seat holds
    result: Optional[HandScore]            # once the hand is over
    deck: tuple                            # every card of the deal
    number: int = 0                        # the hand's number in the game, from 0
    hands: int = 1                         # hands in the game
    totals: tuple = ()                     # the game's totals before this hand
    history: tuple = ()                    # the results of the game's hands played (HandScore)

    def known(self) -> dict[int, tuple]:
        """Cards this seat passed that the receiver still holds (it has not played them)."""
        if not self.passed or self.phase == "pass":
            return {}
        played = [c for t in self.tricks for c in t.cards] + self.trick.cards
        still = list(self.passed)
        for c in played:
            if c in still:
                still.remove(c)
        return {self.receiver: tuple(still)}

    def determinise(self, rng) -> TrickPlay:
        """A whole deal agreeing with everything this seat has seen, for search."""
        return determinise(self.variant.trick_rules, self.seat, self.hand, self.deck, self.leader,
                           self.trick, self.tricks, self.voids, self.sizes, self.known(),
                           self.variant.unused(self.seats), rng)


class Hand:
    def __init__(self, variant: Variant, hands: Sequence[Sequence[Any]], dealer: int,
                 direction: str = "hold", unused: Sequence[Any] = ()) -> None:
        self.variant, self.seats, self.dealer = variant, len(hands), dealer
        if not variant.seats[0] <= self.seats <= variant.seats[1]:
            raise ValueError(f"{variant.name} is for {variant.seats[0]} to {variant.seats[1]} players")
        self.leader = seat_right(dealer, self.seats)
        self.dealt = [list(h) for h in hands]
        self.unused = list(unused)
        self.direction = direction
        self.passing = (Passing(self.seats, variant.pass_count(self.seats), direction, first=self.leader)
                        if direction != "hold" else None)
        self.bids: list[tuple[int, bool]] = []
        self.bidder: Optional[int] = None
        self.play: Optional[TrickPlay] = None
        self.result: Optional[HandScore] = None
        self.phase = "pass" if self.passing else "bid"
        self._advance()

    # --- phases ---------------------------------------------------------------------
    def _advance(self) -> None:
        if self.phase == "pass" and self.passing.is_done():
            self.dealt = self.passing.exchange(self.dealt)
            self.phase = "bid"
        if self.phase == "bid" and (not self.variant.capot or self.bidder is not None
                                    or len(self.bids) == self.seats):
            self.phase = "play"
            self.play = TrickPlay(self.variant.trick_rules, self.dealt, self.leader)
        if self.phase == "play" and self.play.is_over():
            self.phase = "over"
            self.result = self.score(complete=True)

    def held(self, seat: int) -> list:
        return self.play.hands[seat] if self.play is not None else self.dealt[seat]

    def score(self, complete: bool = False) -> HandScore:
        tricks = self.play.tricks if self.play is not None else []
        return self.variant.score(tricks, self.seats, self.bidder, complete)

    # --- the protocol ---------------------------------------------------------------
    def current_player(self) -> int:
        if self.phase == "pass":
            return self.passing.to_choose()
        if self.phase == "bid":
            return (self.leader + len(self.bids)) % self.seats
        if self.phase == "play":
            return self.play.to_play()
        return TERMINAL

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def legal_moves(self) -> list[Move]:
        seat = self.current_player()
        if self.phase == "pass":
            return [self.variant.pass_move(c) for c in pass_choices(self.dealt[seat], self.passing.count)]
        if self.phase == "bid":
            return [Bid(True), Bid(False)]
        if self.phase == "play":
            return self.plays()
        return []

    def plays(self) -> list[Move]:
        out, seen = [], set()
        for card in self.play.legal_cards():
            if card in seen:
                continue
            seen.add(card)
            suits = self.play.lead_suits(card)
            if len(suits) > 1:
                out.extend(self.variant.play_move(card, s) for s in suits)
            else:
                out.append(self.variant.play_move(card))
        return out

    def illegal_reason(self, move: Any) -> Optional[str]:
        """Why ``move`` may not be made now (a line for the message bar), or None."""
        seat = self.current_player()
        if self.phase == "over":
            return "The hand is over"
        if self.phase == "pass":
            if not isinstance(move, self.variant.pass_move):
                return f"Choose {self.passing.count} {self.variant.word}s to pass first"
            return self.passing.illegal_reason(self.dealt[seat], move.cards)
        if self.phase == "bid":
            return None if isinstance(move, Bid) else "Say first whether you bid capot"
        if not isinstance(move, self.variant.play_move):
            return f"Play a {self.variant.word}"
        return self.play.illegal_reason(move.card, move.suit)

    def apply(self, move: Any) -> None:
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMove(reason)
        seat = self.current_player()
        if self.phase == "pass":
            self.passing.choose(seat, move.cards, self.dealt[seat])
        elif self.phase == "bid":
            self.bids.append((seat, move.capot))
            if move.capot:
                self.bidder = seat
        else:
            self.play.play(move.card, move.suit)
        self._advance()

    def returns(self) -> list[float]:
        points = self.result.points if self.result else self.score().points
        return [-float(p) for p in points]

    def all_cards(self) -> list:
        held = self.play.all_cards() if self.play is not None else [c for h in self.dealt for c in h]
        return held + self.unused

    def deck(self) -> list:
        return sorted(self.all_cards(), key=self.variant.sort_key)

    def clone(self) -> "Hand":
        copy = Hand.__new__(Hand)
        copy.__dict__.update(self.__dict__)
        copy.dealt = [list(h) for h in self.dealt]
        copy.unused = list(self.unused)
        copy.passing = self.passing.clone() if self.passing else None
        copy.bids = list(self.bids)
        copy.play = self.play.clone() if self.play is not None else None
        return copy

    def redeal(self, seat: int, rng) -> "Hand":
        """The hand with what ``seat`` cannot see dealt again (the engine's protocol). While
        the cards are being passed, the other hands and the cards laid aside are shuffled
        among themselves, a seat's choice following its places in its hand. After, the
        other hands are dealt as the computer deals them from its view
        (:func:`games.sampling.deal_others`): none of a suit a seat failed to follow, and
        what this seat passed still with its receiver until played."""
        copy, others = self.clone(), [s for s in range(self.seats) if s != seat]
        if self.phase == "pass":
            places = {s: _places(self.dealt[s], self.passing.chosen[s] or ()) for s in others}
            deal_again([copy.dealt[s] for s in others] + [copy.unused], (), rng)
            for s in others:
                if self.passing.chosen[s] is not None:
                    copy.passing.chosen[s] = tuple(copy.dealt[s][i] for i in places[s])
            return copy
        view = self.view(seat)
        played = self.play.played() if self.play is not None else []
        hands, copy.unused = deal_others(self.variant.trick_rules, seat, self.held(seat), view.deck, played,
                                         view.voids, view.sizes, view.known(), len(self.unused), rng)
        if self.play is not None:
            copy.play.hands = hands
        else:
            copy.dealt = hands
        return copy

    def view(self, seat: int) -> HandView:
        passing = self.passing
        passed = passing.chosen[seat] if passing else None
        received = passing.received(seat) if passing and passing.is_done() else None
        play = self.play
        trick = play.trick if play else Trick(self.leader)
        to_move = self.current_player()
        return HandView(
            seat=seat, seats=self.seats, variant=self.variant, phase=self.phase, to_move=to_move,
            legal_moves=tuple(self.legal_moves()) if to_move == seat else (),
            hand=tuple(sorted(self.held(seat), key=self.variant.sort_key)),
            dealer=self.dealer, leader=self.leader, direction=self.direction,
            passed=passed, receiver=passing.receiver(seat) if passing else None, received=received,
            bids=tuple(self.bids), bidder=self.bidder, trick=trick,
            tricks=tuple(play.tricks) if play else (),
            voids=tuple(frozenset(v) for v in play.voids) if play else tuple(frozenset() for _ in self.dealt),
            sizes=tuple(len(self.held(s)) for s in range(self.seats)),
            scores=self.score().points, result=self.result, deck=tuple(self.deck()))


def _places(hand: Sequence[Any], cards: Sequence[Any]) -> list[int]:
    """Where in ``hand`` each of ``cards`` lies, each place once (a pack may hold two equal
    cards)."""
    out: list[int] = []
    for card in cards:
        out.append(next(i for i, held in enumerate(hand) if held == card and i not in out))
    return out
