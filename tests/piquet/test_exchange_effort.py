"""The computer's exchange given more effort: more guessed deals, and its best discards
valued by the play solved exactly instead of the fitted estimate (issue 30's ceiling)."""
import random

import pytest

from games.cards import cards, full_deck
from games.piquet.hand import Hand
from games.piquet.players import BUILTINS, fast
from games.piquet.players.exchange import ExchangeTuning, Trial, best_discard, value
from games.piquet.players.solver import mask_of
from games.piquet.rules import PACK_RANKS
from games.plugins import PluginError, load_object

TOP = mask_of(cards("SA SK SQ HA HK HQ DA DK DQ CA CK CQ"))
MIDDLE = mask_of(cards("SJ ST S9 HJ HT H9 DJ DT D9 CJ CT C9"))


def test_a_trial_valued_exactly_counts_the_play_as_solved_all_the_tricks_included():
    trial = Trial((), (MIDDLE,), (fast.declarations(MIDDLE),))
    # Elder's point 3, tierces 12 and three quatorzes 42 bring repique (60): 117; then twelve
    # leads, the last trick, the majority and all the tricks: 53 more
    assert value(TOP, 0, trial, elder=True, playout=True, exact=True) == 170
    assert value(MIDDLE, 0, Trial((), (TOP,), (fast.declarations(TOP),)),
                 elder=False, playout=True, exact=True) == -170
    assert value(TOP, 0, trial, elder=True, playout=True) != 170     # the estimate is rougher


def test_more_effort_in_the_exchange_is_chosen_on_the_command_line_and_bad_values_refused():
    tune = load_object("computer(trials=4,exact=3,exact_trials=20)", BUILTINS).exchange
    base = ExchangeTuning()
    assert (tune.first_trials, tune.final_trials) == (4 * base.first_trials, 4 * base.final_trials)
    assert (tune.exact, tune.exact_trials) == (3, 20)
    assert load_object("computer", BUILTINS).exchange.exact == 0
    for bad in ("trials=0", "exact=-1", "exact_trials='many'"):
        with pytest.raises(PluginError, match="must be a whole number"):
            load_object(f"computer({bad})", BUILTINS)


def test_the_exact_valuation_chooses_among_the_estimates_best_few_only():
    view = Hand(full_deck(PACK_RANKS), elder=0).view(0)
    quick = ExchangeTuning(first_trials=3, shortlist=5, final_trials=6, exact_trials=3)
    plain = best_discard(view, random.Random(7), quick)[0]
    assert best_discard(view, random.Random(7), ExchangeTuning(**{**quick.__dict__, "exact": 1}))[0] == plain
    chosen = best_discard(view, random.Random(7), ExchangeTuning(**{**quick.__dict__, "exact": 5}))[0]
    assert 1 <= len(chosen) <= 5 and set(chosen) <= set(view.hand)
