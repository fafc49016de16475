"""tools/marrakesh_budget_gap.py: what a larger budget would gain, choice by choice."""
import sys
from pathlib import Path

from games.marrakesh.players.computer import ComputerPlayer

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "tools"))

import marrakesh_budget_gap  # noqa: E402


def test_the_gain_is_the_judges_margin_for_its_pick_less_the_players_choice(monkeypatch):
    # the judges rate each candidate by its place in the list, the last best; the solitaire
    # player chooses otherwise, so it gives away that many places at some choices, never less
    def values(self, view, moves, rng, n):
        return [[i] * n for i, _ in enumerate(moves)]
    monkeypatch.setattr(ComputerPlayer, "values", values)
    player = marrakesh_budget_gap.load_object("random", marrakesh_budget_gap.BUILTINS)
    found, choices, agreed = marrakesh_budget_gap.gains(player, player, 1, 5, 1, 2)
    every = [g for gs in found.values() for g in gs]
    assert len(every) == choices > 0
    assert all(g >= 0 and g == int(g) for g in every) and max(every) > 0
    assert agreed == sum(1 for g in every if g == 0)
    assert set(found) <= {"lead", "reply", "move"}


def test_the_budget_gap_tool_refuses_an_unknown_player(capsys):
    assert marrakesh_budget_gap.main(["--player", "psychic"]) == 2
    assert "marrakesh_budget_gap:" in capsys.readouterr().err
