"""The computer's play-outs all at once (games.marrakesh.players.batch) give every deal's
margin exactly as the play-outs one at a time on rollout.Round do: the computer's
choices are the same, only quicker."""
import random

import pytest

from games.marrakesh.game import MarrakeshState
from games.marrakesh.moves import Bear
from games.marrakesh.players import computer as computer_module
from games.marrakesh.players.computer import ComputerPlayer, shortlist
from games.marrakesh.players.rollout import SHUFFLES_ALIKE, shuffler
from games.marrakesh.players.solitaire import SolitairePlayer
from games.marrakesh.rules import Settings


def views(seed, purple, every, stock=None):
    """Every ``every``-th view with more than one choice to weigh, in a game of random play
    (``stock``: all but so many cards of the stock put in the discards at the start, so
    that the play-outs run it out and shuffle the discards back)."""
    state = MarrakeshState.new(random.Random(seed), Settings(purple=purple))
    if stock is not None:
        state.discards, state.stock = state.stock[:len(state.stock) - stock], state.stock[len(state.stock) - stock:]
    rng, player, k = random.Random(seed), SolitairePlayer(), 0
    while not state.is_terminal():
        view = state.view(state.current_player())
        legal = list(view.legal_moves)
        if len(legal) > 1 and isinstance(legal[0], Bear):
            legal = shortlist(view.sides[view.seat], legal)
        # (a move with the stock empty is left out: the deals then hold one card too few
        # for the opponent, and a play-out one at a time may run its hand out)
        if len(legal) > 1 and (view.stock_count or view.phase in ("lead", "reply")):
            k += 1
            if k % every == 0:
                yield view, legal
        state.apply(player.choose(view, rng))


@pytest.mark.parametrize("seed, purple, careful, stock", [
    (1, False, None, None), (2, True, 1.0, None), (3, False, 0.0, None), (4, False, 0.5, 1),
    (5, True, None, 2)])
def test_the_play_outs_all_at_once_give_every_deal_what_one_at_a_time_gives(seed, purple, careful, stock,
                                                                            monkeypatch):
    computer = ComputerPlayer(careful=careful)
    alone = []        # lanes the batch handed back to the play-out one at a time (the stock ran out)
    one_play_out = ComputerPlayer.one_play_out

    def counted(self, view):
        play = one_play_out(self, view)

        def counting(move, deal):
            alone.append(move)
            return play(move, deal)
        return counting
    phases = set()
    for i, (view, legal) in enumerate(views(seed, purple, 3, stock)):
        monkeypatch.setattr(ComputerPlayer, "one_play_out", counted)
        batch = computer.values(view, legal, random.Random(i), 40)
        monkeypatch.setattr(ComputerPlayer, "one_play_out", one_play_out)
        assert batch == computer.values_one_by_one(view, legal, random.Random(i), 40), (seed, i, view.phase)
        phases.add(view.phase)
    assert phases == {"lead", "reply", "move", "bonus"}
    if stock is not None:
        assert alone, "no play-out ran the stock out: the reshuffle was not compared"


def test_the_quick_shuffle_draws_as_random_shuffle_does():
    assert SHUFFLES_ALIKE
    for seed in range(50):
        a, b = list(range(seed)), list(range(seed))
        one, two = random.Random(seed), random.Random(seed)
        one.shuffle(a)
        shuffler(two)(b)
        assert a == b and one.getstate() == two.getstate()


def test_a_random_stream_of_another_kind_shuffles_by_its_own_method():
    class Counted(random.Random):
        def shuffle(self, x):
            x.reverse()
    assert shuffler(Counted(1)).__self__.__class__ is Counted
    assert computer_module.shuffler is shuffler
