"""Backgammon: the door every move goes through saves the rules' own writing of a play."""
from games.backgammon.notation import Play as BackgammonPlay
from tests.test_resume import start


def test_a_move_written_another_way_is_made_and_saved_as_the_rules_write_it():
    """The door every move goes through makes the rules' own writing of a move: here two
    pieces land on a blot, and the play may name either of them as the one that hit."""
    from games.backgammon.game import BackgammonState, Decision
    from games.backgammon.notation import Step
    from tests.backgammon.helpers import ScriptedDice, position

    state = BackgammonState.from_position(position({22: 1, 20: 1, 6: 13}, {8: 1, 6: 14}),
                                          ScriptedDice([5, 3]), on_roll=0)
    state.apply(Decision("roll"))
    legal = [str(m) for m in state.legal_moves()]
    written = BackgammonPlay((Step(22, 17), Step(20, 17, hit=True)))
    assert str(written) not in legal
    scene = start("backgammon").scene
    made = scene.apply_move(state, written)
    assert str(made) in legal and scene.record.sitting[-1] == [str(made)]
    assert state.boards[1][24] == 1                 # the blot is on the bar: the play was made
