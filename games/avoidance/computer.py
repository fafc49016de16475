"""The computer for every trick-avoidance game: determinised search.

It sees only its view: its cards, the cards played, the voids shown, the cards
it passed. For each decision it deals the unseen cards many times over,
consistently with all that (:func:`games.sampling.determinise`), plays each
candidate out in every one of those deals with quick policies
(:mod:`games.avoidance.rollout`), and chooses what leaves it the fewest penalty
points on average, the same deals serving every candidate.

* **Plans.** Its own play-outs follow one of two plans: duck, or (in a game with
  a moon, when nobody else has taken a point) take everything; the better plan
  with the better move wins, so it shoots the moon when the deals say it can.
  Its shot is played out against others who answer it as good players do: once
  the moon is plain to see (``WATCH``), or from the start after a capot bid
  (``STOP``); so it shoots or bids only when the shot survives defence.
* **Threats.** An opponent who bid capot, or who has taken every point so far
  and a good share of them, is played out as shooting; everyone else then takes
  a trick with points from him when they can, and throw their points on tricks he
  is not winning, so the search sees the moon or the capot coming and spends its
  own cards to stop it.
* **Passing** tries the likely sets (among its most dangerous cards, and the
  least dangerous when it might shoot) on guessed deals in which every other
  seat passes its own most dangerous cards.
* **Capot** (Polignac) is bid when the guessed deals, played out with the
  others trying to stop it, say it costs less than keeping quiet.
* **A deeper look** at each deal is an option (``computer(search='nested')`` or
  ``'endgame'``, :mod:`games.avoidance.search`): much better with sight of the cards,
  no better guessing them (docs/engines/polignac.md), so the default is the quick play-out.
"""
from __future__ import annotations

import random
from itertools import combinations
from typing import Any, Optional, Sequence

from games.avoidance.hand import HandView
from games.avoidance.moves import Bid
from games.avoidance.players import most_dangerous, table_of
from games.avoidance.rollout import DUCK, SHOOT, STOP, WATCH, Deal, Table, play_out
from games.avoidance.search import nested_out
from games.passing import Passing
from games.sampling import Holder, NoDeal, sample_hands, unseen_cards
from games.tricks import TrickPlay


SEARCHES = ("playout", "nested", "endgame")


class ComputerPlayer:
    def __init__(self, budget: int = 900, min_samples: int = 10, max_samples: int = 80,
                 search: str = "playout", nested_budget: int = 120, exact: int = 4, turns: int = 99,
                 blind: bool = False) -> None:
        # play-outs a decision may cost: about 0.3 ms each with four seats
        self.budget, self.min_samples, self.max_samples = budget, min_samples, max_samples
        if search not in SEARCHES:
            raise ValueError(f"search must be one of {', '.join(SEARCHES)}, not {search!r}")
        # "nested": each card played out with its own later cards chosen by play-outs
        # (games.avoidance.search), its next ``turns`` of them, on fewer deals: nested_budget
        # nested play-outs a decision;
        # "endgame": quick play-outs until it holds ``exact`` cards, then all its lines searched
        self.search, self.nested_budget, self.exact, self.turns = search, nested_budget, exact, turns
        self.blind = blind           # nested choices judged on the others' cards dealt afresh

    def samples(self, candidates: int, budget: Optional[int] = None) -> int:
        budget = self.budget if budget is None else budget
        return max(self.min_samples, min(self.max_samples, budget // max(1, candidates)))

    def play_rest(self, view: HandView, table: Table, deal: Deal, policies: Sequence[str],
                  target: Optional[int], rng: Optional[random.Random] = None) -> list:
        """A guessed deal played to its end after a candidate, as the search option says."""
        if self.search == "playout":
            return play_out(table, deal, policies, target)
        return nested_out(table, deal, policies, target, view.seat, lambda tricks: self.cost(view, tricks),
                          self.exact, nest=self.turns if self.search == "nested" else 0,
                          rng=rng if self.blind else None)

    def choose(self, view: HandView, rng: random.Random):
        if len(view.legal_moves) == 1:
            return view.legal_moves[0]
        table = table_of(view)
        if view.phase == "pass":
            return self.choose_pass(view, table, rng)
        if view.phase == "bid":
            return Bid(self.bid_capot(view, table, rng))
        return self.choose_play(view, table, rng)

    # --- shared reasoning -----------------------------------------------------------------
    @staticmethod
    def moon_total(table: Table) -> int:
        return sum(table.points)

    def threat(self, view: HandView, table: Table) -> Optional[int]:
        """The opponent who must be played as shooting: the capot bidder, or (in a game with a
        moon) one who has every point taken so far and at least a third of them."""
        if view.bidder is not None and view.bidder != view.seat:
            return view.bidder
        if not view.variant.moon:
            return None
        taken = [s for s, p in enumerate(view.scores) if p > 0]
        if len(taken) == 1 and taken[0] != view.seat and 3 * view.scores[taken[0]] >= self.moon_total(table):
            return taken[0]
        return None

    def plans(self, view: HandView) -> list[str]:
        """The plans its own play-outs may follow."""
        if view.bidder == view.seat:
            return [SHOOT]
        if view.variant.moon and not any(p for s, p in enumerate(view.scores) if s != view.seat):
            return [DUCK, SHOOT]
        return [DUCK]

    @staticmethod
    def policies(view: HandView, plan: str, threat: Optional[int]) -> tuple[list[str], Optional[int]]:
        """Each seat's policy in a play-out under ``plan``, and the seat the others stop.

        Its own shot is played out against others who answer it: from the start when it
        bid capot, else once the moon is plain to see (``WATCH``), as good players do."""
        seats, me = view.seats, view.seat
        if plan == SHOOT:
            out = [STOP if view.bidder == me else WATCH] * seats
            out[me] = SHOOT
            return out, me
        if threat is None:
            return [DUCK] * seats, None
        out = [STOP] * seats
        out[threat] = SHOOT
        return out, threat

    def cost(self, view: HandView, tricks: Sequence[Any]) -> float:
        """What a finished hand costs this seat: its points, less a little of the others'."""
        points = view.variant.score(tricks, view.seats, view.bidder, True).points
        others = (sum(points) - points[view.seat]) / (view.seats - 1)
        return points[view.seat] - 0.01 * others

    # --- play -----------------------------------------------------------------------------
    def choose_play(self, view: HandView, table: Table, rng: random.Random):
        moves = list(view.legal_moves)
        costs, dealt = self.play_costs(view, table, rng)
        if not dealt:
            return moves[0]
        return min(moves, key=lambda m: (costs[m], moves.index(m)))

    def play_costs(self, view: HandView, table: Table, rng: random.Random) -> tuple[dict, int]:
        """Each legal play's cost to this seat (its penalty points, less a little of the
        others'), added up over the guessed deals under its better plan, and how many deals
        were guessed (none when no deal agrees with what was seen)."""
        moves = list(view.legal_moves)
        plans = self.plans(view)
        threat = self.threat(view, table)
        policies = {plan: self.policies(view, plan, threat) for plan in plans}
        totals = {(m, p): 0.0 for m in moves for p in plans}
        count = self.samples(len(moves) * len(plans),
                             self.nested_budget if self.search == "nested" else self.budget)
        dealt = 0
        for _ in range(count):
            try:
                deal = Deal.of(table, self.guess(view, rng))
            except NoDeal:
                continue
            dealt += 1
            for move in moves:
                after = deal.copy()
                after.play(table, table.index[move.card], move.suit)
                for plan in plans:
                    tricks = self.play_rest(view, table, after, *policies[plan], rng)
                    totals[(move, plan)] += self.cost(view, tricks)
        return {m: min(totals[(m, p)] for p in plans) for m in moves}, dealt

    # --- passing ----------------------------------------------------------------------------
    def pass_candidates(self, view: HandView, table: Table, count: int) -> list[tuple]:
        ordered = list(most_dangerous(table, view.hand, len(view.hand)))
        out = [tuple(c) for c in combinations(ordered[:count + 2], count)]
        if view.variant.moon:
            out.append(tuple(ordered[-count:]))
        seen, unique = set(), []
        for cands in out:
            key = tuple(sorted(map(str, cands)))
            if key not in seen:
                seen.add(key)
                unique.append(cands)
        return unique

    def guess_after_pass(self, view: HandView, table: Table, mine: Sequence[Any],
                         rng: random.Random) -> list[TrickPlay]:
        """Deals after every seat has passed: the others' hands guessed, and each of them
        passing its own most dangerous cards (one deal a candidate of ``mine``)."""
        seats, me = view.seats, view.seat
        hands = self.guess_before_pass(view, table, rng)
        passing = Passing(seats, len(mine[0]), view.direction)
        out = []
        for cards in mine:
            p = passing.clone()
            for s in range(seats):
                p.chosen[s] = tuple(cards) if s == me else self.their_pass(table, hands, s, len(cards))
            out.append(TrickPlay(table.variant.trick_rules, p.exchange(hands), view.leader))
        return out

    # --- what it guesses (the only places it guesses: tools/trick_ceiling.py shows it instead)
    def guess(self, view: HandView, rng: random.Random) -> TrickPlay:
        """A whole deal agreeing with all it has seen (raises :class:`NoDeal` if none does)."""
        return view.determinise(rng)

    def guess_before_pass(self, view: HandView, table: Table, rng: random.Random) -> list[list]:
        """Every seat's hand before the pass, its own as it is and the others' guessed."""
        seats, me = view.seats, view.seat
        unseen = unseen_cards(view.deck, view.hand)
        others = [s for s in range(seats) if s != me]
        holders = [Holder(len(view.hand)) for _ in others] + ([Holder(view.variant.unused(seats))]
                                                              if view.variant.unused(seats) else [])
        dealt = sample_hands(unseen, holders, table.variant.trick_rules.suits, rng)
        hands: list[list] = [list(view.hand) if s == me else [] for s in range(seats)]
        for s, cards in zip(others, dealt):
            hands[s] = cards
        return hands

    def their_pass(self, table: Table, hands: Sequence[Sequence[Any]], seat: int, count: int) -> tuple:
        """What another seat is taken to pass: its most dangerous cards."""
        return most_dangerous(table, hands[seat], count)

    def choose_pass(self, view: HandView, table: Table, rng: random.Random):
        costs, _ = self.pass_costs(view, table, rng)
        return min(costs, key=lambda move: costs[move])

    def pass_costs(self, view: HandView, table: Table, rng: random.Random,
                   also: Optional[Sequence[Any]] = None) -> tuple[dict, int]:
        """The likely passes (in the order they are tried), each with its cost to this seat
        added up over the guessed deals under its better plan, and how many deals; ``also``
        a pass to cost with them on the same deals (the review's: the one you made)."""
        count = len(view.legal_moves[0].cards)
        candidates = self.pass_candidates(view, table, count)
        if also is not None and all(sorted(map(str, c)) != sorted(map(str, also)) for c in candidates):
            candidates.append(tuple(also))
        plans = [DUCK, SHOOT] if view.variant.moon else [DUCK]
        totals = {(i, p): 0.0 for i in range(len(candidates)) for p in plans}
        samples = self.samples(len(candidates) * len(plans))
        for _ in range(samples):
            for i, deal in enumerate(self.guess_after_pass(view, table, candidates, rng)):
                for plan in plans:
                    tricks = play_out(table, deal, *self.policies(view, plan, None))
                    totals[(i, plan)] += self.cost(view, tricks)
        return {view.variant.pass_move(cands): min(totals[(i, p)] for p in plans)
                for i, cands in enumerate(candidates)}, samples

    # --- capot ------------------------------------------------------------------------------
    def bid_capot(self, view: HandView, table: Table, rng: random.Random) -> bool:
        quiet, bid, samples = self.capot_costs(view, table, rng)
        return bid < quiet - 0.1 * samples

    def capot_costs(self, view: HandView, table: Table, rng: random.Random) -> tuple[float, float, int]:
        """This seat's penalty points added up over the guessed deals keeping quiet, and
        bidding capot (the others then playing to stop it), and how many deals."""
        quiet = bid = 0.0
        samples = self.samples(2)
        for _ in range(samples):
            deal = self.guess(view, rng)
            tricks = play_out(table, deal, [DUCK] * view.seats)
            quiet += view.variant.score(tricks, view.seats, None, True).points[view.seat]
            policies = [STOP] * view.seats
            policies[view.seat] = SHOOT
            tricks = play_out(table, deal, policies, view.seat)
            bid += view.variant.score(tricks, view.seats, view.seat, True).points[view.seat]
        return quiet, bid, samples
