"""The match command and what each seat is told of the moves."""
from __future__ import annotations

import json
import random

from games.engine import Moved
from games.marrakesh.game import MarrakeshState
from games.marrakesh import GAME
from games.marrakesh.moves import FACE_DOWN, PlayCard, parse_move
from tests.marrakesh.helpers import arranged

main = GAME.commands["match"]


def test_a_short_match_reports_wins_margins_and_figures(capsys):
    assert main(["--player", "simple", "--player", "random", "--games", "2", "--seed", "3",
                 "--rounds", "6", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["options"]["rounds"] == 6
    simple, rand = report["players"]
    assert simple["wins"] + rand["wins"] == 2
    assert simple["points_per_game"] == -rand["points_per_game"]
    assert {"score", "all_off", "gammons", "backgammons", "patterns", "fez", "marrakesh"} <= set(simple["figures"])


def test_a_bad_rounds_option_is_refused(capsys):
    try:
        main(["--rounds", "5"])
    except SystemExit as exc:
        assert exc.code == 2
    assert "12 rounds, or 6" in capsys.readouterr().err


def test_the_lead_is_seen_face_down_until_turned():
    state = arranged([6] * 6, [1] * 6, "D3 S3 S4 S5 S6 SQ", "D2 D4 D5 D6 DA DA")
    state.apply(parse_move("D2"))                     # Red leads
    assert state.seen_by(0, PlayCard.parse("D2")) == [Moved(1, FACE_DOWN)]
    assert state.seen_by(1, PlayCard.parse("D2")) == [Moved(1, PlayCard.parse("D2"))]
    state.apply(parse_move("D3"))                     # Blue answers and the lead is turned
    assert state.seen_by(0, PlayCard.parse("D3")) == [Moved(0, PlayCard.parse("D3")),
                                                      Moved(1, PlayCard.parse("D2"))]
    assert state.seen_by(1, PlayCard.parse("D3")) == [Moved(0, PlayCard.parse("D3"))]


def test_the_end_of_a_round_is_seen_by_both():
    state = MarrakeshState.new(random.Random(2))
    rng = random.Random(3)
    while len(state.history) == 0:
        move = rng.choice(state.legal_moves())
        state.apply(move)
    for seat in (0, 1):
        assert state.seen_by(seat, move)[-1] is state.history[0]
