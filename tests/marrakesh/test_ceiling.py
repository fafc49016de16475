"""tools/marrakesh_ceiling.py: the computer given sight of the hidden cards."""
import random
import sys
from pathlib import Path

from games.marrakesh.game import MarrakeshState
from games.marrakesh.players.rollout import code

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "tools"))

import marrakesh_ceiling  # noqa: E402


def test_the_sighted_computer_plays_out_on_the_true_hidden_cards(monkeypatch):
    state = MarrakeshState.new(random.Random(3))
    seat = state.current_player()
    player = marrakesh_ceiling.SightedComputer(samples=5, more=0)
    seen = []

    def play_out(self, view, rnd, move, lead, rng):
        seen.append((sorted(rnd.hands[1 - seat]), list(rnd.stock), sorted(rnd.hands[seat])))
        return 0
    monkeypatch.setattr(marrakesh_ceiling.SightedComputer, "play_out", play_out)
    player.see(state, seat)
    view = state.view(seat)
    player.choose(view, random.Random(1))
    theirs = sorted(code(p.card) for p in state.hands[1 - seat])
    stock = [code(p.card) for p in state.stock]
    mine = sorted(code(c) for c in view.hand)
    assert len(seen) == 5 * len(set(view.legal_moves))
    assert all(deal == (theirs, stock, mine) for deal in seen)


def test_the_ceiling_tool_reports_its_figures(capsys):
    assert marrakesh_ceiling.main(["--against", "random", "--deals", "1", "--rounds", "6", "--samples", "2"]) == 0
    out = capsys.readouterr().out
    assert "computer seeing all the hidden cards v random: 2 games" in out and "95% interval" in out


def test_the_ceiling_tool_refuses_an_unknown_opponent(capsys):
    assert marrakesh_ceiling.main(["--against", "nobody"]) == 2
    assert "marrakesh_ceiling:" in capsys.readouterr().err


def test_seeing_the_hand_only_the_stock_is_shuffled_for_every_play_out(monkeypatch):
    state = MarrakeshState.new(random.Random(3))
    seat = state.current_player()
    player = marrakesh_ceiling.SightedComputer(hand_only=True, samples=8, more=0)
    stocks = []

    def play_out(self, view, rnd, move, lead, rng):
        stocks.append(list(rnd.stock))
        return 0
    monkeypatch.setattr(marrakesh_ceiling.SightedComputer, "play_out", play_out)
    player.see(state, seat)
    player.choose(state.view(seat), random.Random(1))
    stock = [code(p.card) for p in state.stock]
    assert all(sorted(s) == sorted(stock) for s in stocks)
    assert len({tuple(s) for s in stocks}) > 1


def test_with_the_lead_unseen_the_face_down_lead_is_drawn_from_the_opponents_cards_for_every_play_out(monkeypatch):
    from games.marrakesh.moves import PlayCard
    state = MarrakeshState.new(random.Random(3))
    leader = state.current_player()
    state.apply(next(m for m in state.legal_moves() if isinstance(m, PlayCard)))
    seat = 1 - leader
    player = marrakesh_ceiling.SightedComputer(hand_only=True, lead_unseen=True, samples=12, more=0)
    deals = []

    def play_out(self, view, rnd, move, lead, rng):
        deals.append((lead, sorted(rnd.hands[leader] + [lead])))
        return 0
    monkeypatch.setattr(marrakesh_ceiling.SightedComputer, "play_out", play_out)
    player.see(state, seat)
    assert player.lead is not None
    player.choose(state.view(seat), random.Random(1))
    theirs = sorted(code(p.card) for p in state.hands[leader]) + [player.lead]
    assert all(cards == sorted(theirs) for _, cards in deals)
    assert len({lead for lead, _ in deals}) > 1
