"""The computer's exchange: try the possible discards against the same sampled
draws and opponent hands, and keep the one worth most on average.

A trial deal fixes what the stock holds and what the opponent ends with; each
discard is then valued by the declarations both hands would make (repique
included), an estimate of the play fitted to exact double-dummy results, and
Elder's chance of pique.
Every discard is tried on a few deals; the best few again on many more.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Callable

from games.cards import Card
from games.piquet.moves import Discard
from games.piquet.players import fast
from games.piquet.players.knowledge import PACK
from games.piquet.players.solver import Position, Solver, card_id
from games.piquet.players.standing import standing
from games.piquet.rules import DEFAULT_RULES, PiquetRules
from games.piquet.view import PiquetView


@dataclass(frozen=True)
class Trial:
    stock: tuple[int, ...]            # card ids, top first, as the stock stands when I exchange
    opponents: tuple[int, ...]        # his final hand as a mask, by how many cards I take
    decls: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class ExchangeTuning:
    first_trials: int = 12
    shortlist: int = 30
    final_trials: int = 150
    final_playout: bool = True    # the finer (slower) estimate of the play for the shortlist
    partie_aware: bool = True     # weigh the chance of winning the partie ...
    partie_hands: int = 6         # ... in its last so many hands (2: as before 2026-11-27)
    # how the other hand is guessed to exchange: "hindsight" puts out the lowest of his
    # twelve and his draw together, as if he had seen what he drew (a pessimist's guess:
    # a strong other hand); "blind" puts out cards of his first twelve before drawing, as
    # a player must, which cost Younger ten points a deal (docs/engines/piquet.md, issue 30);
    # "seat" guesses blind when I am Elder (Younger's hand as he will hold it) and in
    # hindsight when I am Younger (Elder's hand at its strongest: Younger keeps his guards)
    opponent: str = "seat"
    keeps_scoring: bool = True    # he keeps his point suit, sequences and sets (else only his highest cards)
    # the best so many discards valued again with the play solved exactly (both hands open)
    # on the first ``exact_trials`` final trials instead of the estimate: far slower, a
    # measure of what a blind exchange could still gain with unlimited effort (0: never)
    exact: int = 0
    exact_trials: int = 40


def lowest_out(cards: list[int], n: int) -> int:
    """A hand with its ``n`` lowest cards put out: how the opponent is assumed to exchange."""
    kept = sorted(cards, key=lambda c: c & 7)[n:]
    return sum(1 << c for c in kept)


def _run_bits(pattern: int) -> int:
    """The cards of one suit's pattern that lie in runs of three or more."""
    out = 0
    for length, top in fast.RUNS[pattern]:
        out |= ((1 << length) - 1) << (top - length + 1)
    return out


RUN_BITS = [_run_bits(p) for p in range(256)]


def scoring_out(cards: list[int], n: int) -> int:
    """A twelve with ``n`` cards put out as a player who knows what scores would: his
    point suit, his sequences and his sets (Tens and higher) are kept, then his highest
    cards; the hand kept, as a mask."""
    mask = sum(1 << c for c in cards)
    ss = fast.suits(mask)
    point = max(range(4), key=lambda s: fast.POP[ss[s]] * 100 + fast.COUNT[ss[s]])
    runs = sum(RUN_BITS[p] << (8 * s) for s, p in enumerate(ss))
    sets = {r for r in range(3, 8) if sum(mask >> (r + 8 * s) & 1 for s in range(4)) >= 3}

    def keep(c: int) -> int:
        return (c & 7) + 8 * ((c >> 3) == point) + 8 * ((c & 7) in sets) + 4 * (runs >> c & 1)
    kept = sorted(cards, key=keep)[n:]
    return sum(1 << c for c in kept)


def exchanged(twelve: list[int], drawn: list[int], tune: "ExchangeTuning") -> int:
    """The other hand after its exchange of ``len(drawn)`` cards, as :class:`ExchangeTuning` guesses it."""
    if tune.opponent == "hindsight":
        return lowest_out(twelve + drawn, len(drawn))
    out = scoring_out if tune.keeps_scoring else lowest_out
    kept = out(twelve, len(drawn))
    return kept | sum(1 << c for c in drawn)


def trials(view: PiquetView, rng: random.Random, n: int,
           tune: "ExchangeTuning" = None) -> list[Trial]:
    """Deals consistent with what I know before exchanging; the opponent exchanges as
    ``tune`` guesses he does."""
    tune = tune or ExchangeTuning()
    elder = view.seat == view.elder
    if tune.opponent == "seat":
        tune = replace(tune, opponent="blind" if elder else "hindsight")
    mine = set(view.hand)
    unknown = [card_id(c) for c in PACK if c not in mine]
    size = view.stock_count
    out = []
    for _ in range(n):
        rng.shuffle(unknown)
        stock = tuple(unknown[:size])
        if elder:      # Younger holds the other twelve and takes what I leave
            twelve = unknown[size:]
            opps = tuple(exchanged(twelve, list(stock[k:]), tune) for k in range(size + 1))
        else:          # Elder held twelve of the rest and drew the others
            taken = view.exchanged[view.elder]
            opp = exchanged(unknown[size:size + 12], unknown[size + 12:size + 12 + taken], tune)
            opps = (opp,) * (size + 1)
        out.append(Trial(stock, opps, tuple(fast.declarations(o) for o in opps)))
    return out


def value(mine: int, taken: int, trial: Trial, elder: bool, playout: bool,
          rules: PiquetRules = DEFAULT_RULES, exact: bool = False) -> float:
    """My declarations less his, and my expected advantage in the play, for one trial
    (``exact``: the play solved with both hands open, pique included, not estimated)."""
    me = fast.declarations(mine, rules)
    them, opponent = trial.decls[taken], trial.opponents[taken]
    es, ys = fast.settle(me, them, rules) if elder else fast.settle(them, me, rules)
    my_decl, their_decl = (es, ys) if elder else (ys, es)
    pair = (mine, opponent) if elder else (opponent, mine)
    if exact:
        pique_open = ys == 0 and es < rules.bonus_threshold
        play = Solver(rules).value(Position(pair, 0, -1, 0, 0, es if pique_open else -1))
        return my_decl - their_decl + (play if elder else -play)
    play, elder_masters = fast.play_and_masters(*pair, playout)
    total = my_decl - their_decl + (play if elder else -play)
    elder_decl, younger_decl = es, ys
    if younger_decl == 0 and elder_decl < rules.bonus_threshold:
        # Elder cashing enough masters from the first lead makes pique
        if elder_decl + elder_masters >= rules.bonus_threshold:
            total += rules.pique if elder else -rules.pique
    return total


def partie_shape(view: PiquetView, hands: int = 2) -> Callable[[float], float]:
    """In the last ``hands`` hands of a partie a trial's hand margin counts for the chance it
    gives of finishing ahead (:mod:`standing`), the play around its estimate spread 8 points."""
    return standing(view, 8.0, hands)


def candidates(view: PiquetView) -> list[tuple[Card, ...]]:
    sizes = range(view.legal_moves.fewest, view.legal_moves.most + 1)
    hand = list(view.hand)
    return [out for n in sizes for out in combinations(hand, n)]


def mean_value(out: tuple[Card, ...], view: PiquetView, trial_list: list[Trial],
               playout: bool, shape: Callable[[float], float] = lambda d: d,
               exact: bool = False) -> float:
    keep = 0
    for c in view.hand:
        if c not in out:
            keep |= 1 << card_id(c)
    n = len(out)
    elder = view.seat == view.elder
    total = 0.0
    for t in trial_list:
        drawn = 0
        for c in t.stock[:n]:
            drawn |= 1 << c
        total += shape(value(keep | drawn, n, t, elder, playout, exact=exact))
    return total / len(trial_list)


def choose_discard(view: PiquetView, rng: random.Random,
                   tune: ExchangeTuning = ExchangeTuning()) -> Discard:
    return Discard(best_discard(view, rng, tune)[0])


def best_discard(view: PiquetView, rng: random.Random,
                 tune: ExchangeTuning = ExchangeTuning()) -> tuple[tuple[Card, ...], float]:
    """The discard worth most, and its worth: the hand's expected margin in points
    (declarations and play, his less mine taken off) over the final trials."""
    options = candidates(view)
    first = trials(view, rng, tune.first_trials, tune)
    scored = sorted(options, key=lambda out: -mean_value(out, view, first, False))
    shortlist = scored[:tune.shortlist]
    final = trials(view, rng, tune.final_trials, tune)
    shape = partie_shape(view, tune.partie_hands) if tune.partie_aware else None
    worth = {out: mean_value(out, view, final, tune.final_playout, shape or (lambda d: d)) for out in shortlist}
    best = max(shortlist, key=worth.__getitem__)
    if tune.exact:
        # the estimate over all the final trials, corrected by how far the exact play differs
        # from it on the first few (the same trials for each discard, so the correction is
        # paired and much steadier than the exact values alone)
        few, solved = final[:tune.exact_trials], sorted(shortlist, key=lambda o: -worth[o])[:tune.exact]
        flat = shape or (lambda d: d)
        exact = {out: worth[out] + mean_value(out, view, few, True, flat, exact=True)
                 - mean_value(out, view, few, tune.final_playout, flat) for out in solved}
        best = max(solved, key=exact.__getitem__)
    # late in a partie the worth counts the chance of winning it: the margin in points is said alone
    margin = worth[best] if shape is None else mean_value(best, view, final, tune.final_playout)
    return tuple(best), margin
