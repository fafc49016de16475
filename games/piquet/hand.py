"""One hand of Piquet: the exchange, the declaration dialogue, and the twelve tricks.

Seats are 0 and 1; ``elder`` says which is Elder. A hand is a game state in
its own right (``returns`` is the difference of the two scores), and the partie
plays six of them.

>>> from games.cards import full_deck
>>> h = Hand(full_deck("789TJQKA"), elder=0)
>>> h.current_player(), len(h.legal_moves())   # Elder chooses 1 to 5 of 12 cards to put out
(0, 1585)
"""
from __future__ import annotations

import random
from itertools import combinations
from typing import Optional, Sequence

from games.cards import Card
from games.engine import TERMINAL, IllegalMove
from games.piquet import dialogue as dlg
from games.piquet.combos import PIQUET_RANKS, sort_hand
from games.piquet.moves import CATEGORIES, Answer, Claim, Declare, Discard, DiscardChoices, Move, Play
from games.piquet.rules import DEFAULT_RULES, HAND_SIZE, PiquetRules
from games.piquet.view import HandResult, Line, PiquetView
from games.sampling import deal_again
from games.tricks import PlayedOnTricks, TrickPlay, card_rules

ELDER_PHASES = ("exchange", "call", "detail")
DIALOGUE_PHASES = ("call", "answer", "detail", "answer2")
PLAYS = 12
TRICK_RULES = card_rules(PIQUET_RANKS)       # follow suit if you can; no trumps


class Hand(PlayedOnTricks):
    def __init__(self, deal: Sequence[Card], elder: int, rules: PiquetRules = DEFAULT_RULES):
        """``deal`` is the shuffled pack: Elder's twelve, Younger's twelve, then the stock, top first."""
        if len(deal) != 32 or len(set(deal)) != 32:
            raise ValueError("a Piquet deal is the 32-card pack")
        self.rules, self.elder = rules, elder
        held: list[list[Card]] = [[], []]
        held[elder] = list(deal[:HAND_SIZE])
        held[1 - elder] = list(deal[HAND_SIZE:2 * HAND_SIZE])
        # the cards held, exchanged, declared, then played in tricks, Elder leading first
        self.play = TrickPlay(TRICK_RULES, held, leader=elder)
        self.stock = list(deal[2 * HAND_SIZE:])
        self.discards: list[list[Card]] = [[], []]
        self.drawn: list[list[Card]] = [[], []]
        self.exchanged = [-1, -1]
        self.peeked: list[Card] = []
        self.phase, self.category = "exchange", 0
        self.dialogue: list[Line] = []
        self.calls: dict[str, list[str]] = {c: [] for c in CATEGORIES}   # the dialogue in notation
        self.outcome: dict[str, Optional[int]] = {}
        self.sunk: set[str] = set()            # categories Elder did not declare
        self.by_category = [dict.fromkeys(CATEGORIES, 0), dict.fromkeys(CATEGORIES, 0)]
        self.shown: list[set[Card]] = [set(), set()]
        self.scores = [0, 0]
        self.repique: Optional[int] = None
        self.pique: Optional[int] = None
        self.capot: Optional[int] = None

    # --- the protocol -------------------------------------------------------------
    @property
    def younger(self) -> int:
        return 1 - self.elder

    @property
    def tricks_won(self) -> list[int]:
        return [len(self.play.won(seat)) for seat in (0, 1)]

    def current_player(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.phase == "exchange":
            return self.elder if self.exchanged[self.elder] < 0 else self.younger
        if self.phase in ELDER_PHASES:
            return self.elder
        if self.phase == "play":
            return self.play.to_play()
        return self.younger

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[float]:
        diff = self.scores[0] - self.scores[1]
        return [float(diff), float(-diff)]

    def legal_moves(self) -> Sequence[Move]:
        return getattr(self, f"_moves_{self.phase}")()

    def apply(self, move: Move) -> None:
        if not self.is_legal(move):
            raise IllegalMove(f"{move} is not allowed now ({self.phase})")
        getattr(self, f"_apply_{self.phase}")(move)

    def is_legal(self, move: Move) -> bool:
        return move in self.legal_moves()     # the exchange's choices are checked, not listed

    def all_cards(self) -> list[Card]:
        return (self.held[0] + self.held[1] + self.discards[0] + self.discards[1]
                + self.stock + self.play.played())

    def clone(self) -> "Hand":
        other = object.__new__(Hand)
        other.__dict__.update(self.__dict__)
        other.play = self.play.clone()
        for name in ("discards", "drawn", "shown", "by_category"):
            setattr(other, name, [_copy(x) for x in getattr(self, name)])
        for name in ("stock", "exchanged", "peeked", "dialogue", "scores"):
            setattr(other, name, list(getattr(self, name)))
        other.outcome, other.sunk = dict(self.outcome), set(self.sunk)
        other.calls = {c: list(v) for c, v in self.calls.items()}
        return other

    def redeal(self, seat: int, rng: random.Random) -> "Hand":
        """The hand with what ``seat`` cannot see dealt again (the engine's protocol): the
        other's hand, his discards and the stock shuffled among themselves, the cards he
        showed in declaring staying put, and in the play none of a suit he has failed to
        follow dealt to him. The stock's cards Elder left and looked at stay for Elder."""
        other, copy = 1 - seat, self.clone()
        keep = set(self.shown[other])
        if seat == self.elder:
            keep |= set(self.peeked)
        if seat == self.younger and self.phase in ("answer", "answer2"):
            # Younger's answers weigh his combination against the one Elder has just
            # declared, which Elder's hand must still bear out: it stays as it is
            keep |= set(self.held[other])
        voids = [self.play.voids[other], (), ()]
        moved = deal_again([copy.held[other], copy.discards[other], copy.stock], keep, rng,
                           voids, self.play.rules.suits)
        copy.drawn[other] = [moved.get(c, c) for c in self.drawn[other]]
        copy.peeked = [moved.get(c, c) for c in self.peeked]
        return copy

    # --- the exchange -------------------------------------------------------------
    def exchange_limits(self, seat: int) -> tuple[int, int]:
        if seat == self.elder:
            return self.rules.elder_min, min(self.rules.elder_max, len(self.stock))
        return self.rules.younger_min, len(self.stock)

    def _moves_exchange(self) -> DiscardChoices:
        seat = self.current_player()
        return DiscardChoices(tuple(sort_hand(self.held[seat])), *self.exchange_limits(seat))

    def _apply_exchange(self, move: Discard) -> None:
        seat = self.current_player()
        n = len(move.cards)
        for c in move.cards:
            self.held[seat].remove(c)
        self.discards[seat] = list(move.cards)
        self.drawn[seat], self.stock = self.stock[:n], self.stock[n:]
        self.held[seat] += self.drawn[seat]
        self.exchanged[seat] = n
        if seat == self.elder:
            # classic rule: Elder may look at the cards he was entitled to and left
            self.peeked = self.stock[:max(0, self.rules.elder_max - n)]
        else:
            self.phase = "call"

    # --- the dialogue -------------------------------------------------------------
    @property
    def category_name(self) -> str:
        return CATEGORIES[self.category]

    def _best(self, seat: int):
        return dlg.best(self.category_name, self.held[seat])

    def _moves_call(self) -> list[Move]:
        return dlg.calls(self.category_name, self.held[self.elder])

    def _apply_call(self, move: Declare) -> None:
        self.calls[self.category_name].append(str(move))
        self._say(self.elder, move.describe())
        if move.sinks:
            self.sunk.add(self.category_name)
            self._next_category()
        else:
            self.phase = "answer"

    def _moves_answer(self) -> list[Move]:
        cat = self.category_name
        mine = self._best(self.younger)
        theirs = dlg.primary(cat, self._best(self.elder))
        return dlg.answers(dlg.primary(cat, mine) if mine else None, theirs, dlg.ASK.get(cat, ""))

    def _apply_answer(self, move: Answer) -> None:
        self.calls[self.category_name].append(str(move))
        self._say(self.younger, move.describe())
        if move.word in dlg.ASK.values():
            self.phase = "detail"
        else:
            self._settle(move.word)

    def _moves_detail(self) -> list[Move]:
        return [dlg.detail_call(self.category_name, self._best(self.elder))]

    def _apply_detail(self, move: Declare) -> None:
        self.calls[self.category_name].append(str(move))
        self._say(self.elder, move.describe())
        self.phase = "answer2"

    def _moves_answer2(self) -> list[Move]:
        cat = self.category_name
        theirs = dlg.secondary(cat, self._best(self.elder))
        mine = self._best(self.younger)
        return dlg.answers(dlg.secondary(cat, mine), theirs, "the same")

    def _apply_answer2(self, move: Answer) -> None:
        self.calls[self.category_name].append(str(move))
        self._say(self.younger, move.describe())
        self._settle(move.word)

    def _settle(self, word: str) -> None:
        cat = self.category_name
        if word == "good":
            self.outcome[cat] = self.elder
            self._score_category(self.elder, cat)
        elif word == "not good":
            self.outcome[cat] = self.younger
        else:
            self.outcome[cat] = None
        self._next_category()

    def _next_category(self) -> None:
        if self.category + 1 < len(CATEGORIES):
            self.category += 1
            self.phase = "call"
        else:
            self.phase = "claim"

    def _score_category(self, seat: int, cat: str) -> None:
        cards = self.held[seat]
        points = dlg.category_score(cat, cards, self.rules)
        self.by_category[seat][cat] = points
        self.scores[seat] += points
        self.shown[seat].update(dlg.category_cards(cat, cards))
        self._say(seat, dlg.category_words(cat, cards), points)

    def claimable(self) -> tuple[list[str], list[str]]:
        """Younger's (must, may) categories: those he answered 'not good' to, and
        those Elder did not declare in which Younger holds something."""
        must = [c for c in CATEGORIES if self.outcome.get(c) == self.younger]
        may = [c for c in CATEGORIES if c in self.sunk
               and dlg.best(c, self.held[self.younger]) is not None]
        return must, may

    def _moves_claim(self) -> list[Move]:
        must, may = self.claimable()
        moves = []
        for n in range(len(may), -1, -1):
            for extra in combinations(may, n):
                chosen = set(must) | set(extra)
                moves.append(Claim(tuple(c for c in CATEGORIES if c in chosen)))
        return moves

    def _apply_claim(self, move: Claim) -> None:
        for cat in move.categories:
            self.outcome[cat] = self.younger
            self._score_category(self.younger, cat)
        if not move.categories:
            self._say(self.younger, "Nothing to score")
        self._check_repique()
        self.phase = "play"

    def _check_repique(self) -> None:
        """Elder: 30 counting point, sequence, set in order before Younger scores;
        Younger (as the manual says): 30 with Elder having scored nothing at all."""
        limit, elder_run, younger_run = self.rules.bonus_threshold, 0, 0
        for cat in CATEGORIES:
            elder_run += self.by_category[self.elder][cat]
            younger_run += self.by_category[self.younger][cat]
            if elder_run >= limit and younger_run == 0:
                self._award_repique(self.elder)
                return
        if younger_run >= limit and elder_run == 0:
            self._award_repique(self.younger)

    def _award_repique(self, seat: int) -> None:
        self.repique = seat
        self.scores[seat] += self.rules.repique
        self._say(seat, "Repique", self.rules.repique)

    def _say(self, seat: int, text: str, points: Optional[int] = None) -> None:
        self.dialogue.append(Line(seat, text, points))

    # --- the play -----------------------------------------------------------------
    def _moves_play(self) -> list[Move]:
        return [Play(c) for c in sort_hand(self.play.legal_cards())]

    def _apply_play(self, move: Play) -> None:
        seat = self.current_player()
        done = self.play.play(move.card)
        if done is None:                    # a lead scores 1
            self._score_play(seat, 1)
            return
        if done.winner != done.leader:      # and so does a trick won against the lead
            self._score_play(done.winner, 1)
        if len(self.tricks) == PLAYS:
            self._score_play(done.winner, 1)     # for the last trick
            self._finish()

    def _score_play(self, seat: int, points: int) -> None:
        before = self.scores[seat]
        self.scores[seat] += points
        limit = self.rules.bonus_threshold
        if (seat == self.elder and before < limit <= self.scores[seat]
                and self.scores[self.younger] == 0 and self.pique is None):
            self.pique = seat
            self.scores[seat] += self.rules.pique

    def _finish(self) -> None:
        for seat in (0, 1):
            if self.tricks_won[seat] > PLAYS // 2:
                self.scores[seat] += self.rules.majority
            if self.tricks_won[seat] == PLAYS:
                self.capot = seat
                self.scores[seat] += self.rules.capot
        self.phase = "over"

    # --- records and views --------------------------------------------------------
    def result(self) -> HandResult:
        return HandResult(self.elder, (self.scores[0], self.scores[1]), self.repique,
                          self.pique, self.capot, (self.tricks_won[0], self.tricks_won[1]))

    def view(self, seat: int) -> PiquetView:
        other = 1 - seat
        mover = self.current_player()
        moves = self.legal_moves() if mover == seat else ()
        return PiquetView(
            seat=seat, elder=self.elder, phase=self.phase, to_move=mover,
            legal_moves=moves if isinstance(moves, DiscardChoices) else tuple(moves),
            category=self.category_name if self.phase in DIALOGUE_PHASES else None,
            hand=tuple(sort_hand(self.held[seat])), discards=tuple(self.discards[seat]),
            drawn=tuple(self.drawn[seat]),
            peeked=tuple(self.peeked) if seat == self.elder else (),
            stock_count=len(self.stock), exchanged=(self.exchanged[0], self.exchanged[1]),
            opponent_count=len(self.held[other]), dialogue=tuple(self.dialogue),
            outcome=tuple(self.outcome.items()),
            calls=tuple((c, tuple(v)) for c, v in self.calls.items()), shown=tuple(sort_hand(self.shown[other])),
            scores=(self.scores[0], self.scores[1]), tricks=tuple(self.tricks),
            trick=tuple(self.trick), leader=self.leader,
            tricks_won=(self.tricks_won[0], self.tricks_won[1]),
            repique=self.repique, pique=self.pique, rules=self.rules)


def _copy(x):
    return dict(x) if isinstance(x, dict) else type(x)(x)
