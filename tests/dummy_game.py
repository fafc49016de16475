"""A tiny two-player card game registered only in tests: "Climb".

Each player holds three cards from a 12-card pack (A, 2, 3 of each suit). Players
play alternately onto one pile; a card higher than the one it covers scores a
point. When all six are played the higher score wins (+1/-1, 0 for a tie).

It exercises the engine protocol and the cabinet (card entry, the computer's
paced turn, Escape, play again) the way a real game does, and is a short worked
example of a rules module plus a scene.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from games.cards import Card, CardError, full_deck
from games.argtypes import plugin
from games.engine import TERMINAL, IllegalMove, InvalidNotation, View
from games.optiondata import PLAYER, GameOptions, option
from games.registry import GameInfo, Setup
from games.sampling import deal_again

RANKS = "A23"


@dataclass(frozen=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return str(self.card)

    @classmethod
    def parse(cls, text: str) -> "Play":
        try:
            return cls(Card.parse(text))
        except CardError as exc:
            raise InvalidNotation(str(exc)) from None


@dataclass(frozen=True)
class ClimbView(View):
    other_count: int
    pile: tuple[Card, ...]


class ClimbState:
    def __init__(self, rng: random.Random) -> None:
        deck = full_deck(RANKS)
        rng.shuffle(deck)
        self.hands = [deck[:3], deck[3:6]]
        self.stock = deck[6:]
        self.pile: list[Card] = []
        self.scores = [0, 0]
        self.to_move = 0

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.to_move

    def legal_moves(self) -> list[Play]:
        return [] if self.is_terminal() else [Play(c) for c in self.hands[self.to_move]]

    def apply(self, move: Play) -> None:
        if move not in self.legal_moves():
            raise IllegalMove(f"{move} is not in the hand to play")
        hand = self.hands[self.to_move]
        hand.remove(move.card)
        if self.pile and RANKS.index(move.card.rank) > RANKS.index(self.pile[-1].rank):
            self.scores[self.to_move] += 1
        self.pile.append(move.card)
        self.to_move = 1 - self.to_move

    def is_terminal(self) -> bool:
        return not self.hands[0] and not self.hands[1]

    def returns(self) -> list[float]:
        diff = (self.scores[0] > self.scores[1]) - (self.scores[0] < self.scores[1])
        return [float(diff), float(-diff)]

    def view(self, player: int) -> ClimbView:
        return ClimbView(seat=player, phase="over" if self.is_terminal() else "play",
                         to_move=self.current_player(), hand=tuple(self.hands[player]),
                         scores=(self.scores[0], self.scores[1]),
                         legal_moves=tuple(self.legal_moves()) if self.to_move == player else (),
                         other_count=len(self.hands[1 - player]), pile=tuple(self.pile))

    def clone(self) -> "ClimbState":
        other = object.__new__(ClimbState)
        other.hands = [list(h) for h in self.hands]
        other.stock, other.pile = list(self.stock), list(self.pile)
        other.scores, other.to_move = list(self.scores), self.to_move
        return other

    def redeal(self, seat: int, rng: random.Random) -> "ClimbState":
        other = self.clone()                # the other's hand and the stock shuffled together
        deal_again([other.hands[1 - seat], other.stock], (), rng)
        return other

    def all_cards(self) -> list[Card]:
        return self.hands[0] + self.hands[1] + self.stock + self.pile


class LowestPlayer:
    def choose(self, view: ClimbView, rng: random.Random) -> Play:
        return min(view.legal_moves, key=lambda m: RANKS.index(m.card.rank))


def make_scene(app, options):
    from tests.dummy_scene import ClimbScene

    return ClimbScene(app, options)


def new_state(setup: Setup) -> ClimbState:
    return ClimbState(setup.rng())


@dataclass(frozen=True)
class ClimbOptions(GameOptions):
    """Who you play."""
    opponent: str = option(PLAYER, "lowest", metavar="NAME", help="who you play: lowest (default), or module:attribute",
                           player=plugin({"lowest": "tests.dummy_game:LowestPlayer"}, fallback="lowest"))


GAME = GameInfo(name="climb", title="Climb", menu_key="9", new_state=new_state, options=ClimbOptions,
                scene=make_scene, blurb="A test game")
