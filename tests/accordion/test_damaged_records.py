"""Accordion's own history lines damaged (the deal's number, checked field by field as every
line is in tests/test_damaged_files.py): a deal of the wrong kind breaks nothing, and its
solved deals and piles are still said."""
from __future__ import annotations

import json

import pytest

from games import records
from games.cli import main
from games.registry import playable_games
from games.ui.harness import Harness

ACCORDION = {"date": "2026-11-20 10:00:00", "game": "accordion", "seed": 17, "players": ["you", "simple"],
             "result": "won", "score": [1], "deal": 17, "piles": 1}


def write_history(home, *rows) -> None:
    path = home.joinpath(*records.HISTORY.split("/"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")


def strict_json(text: str):
    def refuse(word):
        raise ValueError(f"not JSON: {word}")
    return json.loads(text, parse_constant=refuse)


@pytest.mark.parametrize("deal", ["17", [1, 2], {"a": 1}, None, True, -4, 1.5])
def test_an_accordion_line_with_a_deal_of_the_wrong_kind_breaks_nothing(fresh_store, capsys, deal):
    write_history(fresh_store, {"format": 1}, ACCORDION, dict(ACCORDION, deal=deal))
    assert main(["records", "accordion", "--json"]) == 0
    [figures] = strict_json(capsys.readouterr().out)["games"]
    assert figures["played"] == 2 and figures["won"] == 2 and figures["solved_deals"] == [17]
    h = Harness.cabinet(playable_games())
    h.keys("R")
    assert "RECORDS" in h.text and "Solved deals: 17" in h.text and "deal ?: 1 pile" in h.text
