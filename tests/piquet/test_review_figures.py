"""The review's figure for a card is what best play makes of it (issue 39): a greedy
play-out once called winning a trick 27 points worse than ducking it, where the duck
really loses 24; a cost can never exceed what the hand could swing."""
import random

from games.piquet import GAME, coach
from games.piquet.moves import Play
from games.piquet.players.computer import ComputerPlayer
from games.piquet.players.play import position as position_of
from games.piquet.players.solver import Solver, card_id
from games.piquet.rules import DEFAULT_RULES


def _following(seed: int):
    """The first trick of deal ``seed`` in which you follow with a choice (random cards
    before it, the computer's exchange), and the whole state."""
    rng, state, computer = random.Random(seed), GAME.new_state(GAME.setup(seed)), ComputerPlayer()
    while True:
        seat, legal = state.current_player(), list(state.legal_moves())
        view = state.view(seat)
        if seat == 0 and isinstance(legal[0], Play) and len(legal) > 1 and view.trick:
            return state, view, legal
        state.apply(rng.choice(legal) if isinstance(legal[0], Play) else computer.choose(view, rng))


def _real(state, view, move) -> int:
    """The hand's margin for your seat from here with both hands known and best play."""
    pos = position_of(view, list(state.view(1 - view.seat).hand), DEFAULT_RULES)
    sign = 1 if view.seat == view.elder else -1
    return sign * Solver(DEFAULT_RULES).value_after(pos, card_id(move.card))


def test_a_card_the_best_play_prefers_costs_nothing_and_no_cost_passes_the_real_swing():
    state, view, legal = _following(2)            # he leads the ♠8 into your ♠Q J 7
    real = {m: _real(state, view, m) for m in legal}
    top = max(real.values())
    for move in legal:
        judged = coach.judge(view, move, random.Random(1))
        worst_swing = top - min(real.values())
        assert judged.cost <= worst_swing, (str(move), judged.cost, real)
        if real[move] == top:
            assert judged.cost == 0.0, (str(move), judged, real)
