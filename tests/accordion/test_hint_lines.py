"""Accordion's F9 once the whole pack is out: a move towards one pile."""
from games.accordion import coach as accordion_coach
from tests.test_hint_games import ask_hint


def test_accordion_hints_a_move_of_a_line_to_one_pile_once_the_pack_is_out(monkeypatch):
    monkeypatch.setattr(accordion_coach, "SECONDS", 0.5)
    h, seat, view, before = ask_hint("accordion", layout="all")
    advice = h.scene.hint_box.advice
    assert not advice.move.is_no_move and advice.move in view.legal_moves
    assert "one pile" in advice.words or "piles" in advice.words


