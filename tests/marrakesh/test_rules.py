"""The rules beyond the worked examples: the set-up, null chips, shortened rounds,
the bonus table's variant, the stock, the views, and invariants under random play."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from games.engine import IllegalMove, InvalidNotation
from games.marrakesh.board import PIECES, pieces
from games.marrakesh.deck import pack, trick_winner
from games.marrakesh.game import MarrakeshState
from games.marrakesh.moves import PlayCard, parse_move
from games.marrakesh.rules import Settings
from games.marrakesh.scoring import total
from games.marrakesh.view import BONUS, LEAD
from tests.marrakesh.helpers import arranged, options, play_out, say

BLUE, RED = 0, 1


class ScriptedDice(random.Random):
    """Dice from a script; shuffles leave the pack in its order."""

    def __init__(self, dice):
        super().__init__(0)
        self.script = list(dice)

    def randint(self, a, b):
        return self.script.pop(0)

    def shuffle(self, x):
        pass


def test_alike_throws_are_thrown_again():
    same = [1, 2, 3, 4, 5, 6]
    state = MarrakeshState.new(ScriptedDice(same + same[::-1] + [1, 1, 2, 4, 4, 6, 4, 5, 5, 5, 6, 6]))
    assert state.rethrows == 1
    assert state.dice == [(1, 1, 2, 4, 4, 6), (4, 5, 5, 5, 6, 6)]
    assert state.sides == [(2, 1, 0, 2, 0, 1), (0, 0, 0, 1, 3, 2)]
    assert state.current_player() == BLUE


@pytest.mark.parametrize("blue, red, leader", [
    ([1, 1, 2, 3, 4, 5], [1, 2, 2, 3, 4, 5], BLUE),
    ([1, 2, 2, 3, 4, 5], [1, 2, 3, 3, 4, 5], BLUE),    # equal on the 1-point: the 2-point decides
    ([2, 3, 3, 4, 5, 6], [1, 6, 6, 6, 6, 6], RED),
    ([1, 2, 3, 4, 5, 5], [1, 2, 3, 4, 5, 6], BLUE),    # decided on the 5-point
])
def test_the_leader_has_more_pieces_low_down(blue, red, leader):
    state = MarrakeshState.new(ScriptedDice(blue + red))
    assert state.current_player() == leader and state.rethrows == 0


def test_cards_are_dealt_one_by_one_from_the_top():
    state = MarrakeshState.new(ScriptedDice([1] * 6 + [2] * 6))
    top = pack()[::-1]           # unshuffled: the last card of the pack is on top
    assert state.hands[BLUE] == top[0:12:2] and state.hands[RED] == top[1:12:2]
    assert len(state.stock) == 40 and state.discards == []


def test_null_chips_when_nothing_is_borne_off_and_when_the_ovals_are_full():
    # Blue has everything on its 6-point and wins three tricks with an Ace, an Ace, a Two.
    state = arranged([6] * 6, [1] * 6, "SA SQ S2 S3 S4 S5", "DQ DA HQ D2 D3 D4",
                     settings=Settings(rounds=1))
    assert state.current_player() == RED
    for lead, reply, move in [("DQ", "SA", "6/5"), ("SQ", "DA", "6/5"), ("S2", "HQ", "6/4")]:
        say(state, lead, reply)
        assert state.winner == BLUE and move in options(state)
        assert all(m.borne_off == 0 for m in state.legal_moves())
        say(state, move)
    assert state.ovals[BLUE] == [0, 0, 0]
    # Blue's ovals are full: each further trick Blue wins puts a null chip in Red's
    for n, (lead, reply) in enumerate([("S3", "D2"), ("S4", "D3"), ("S5", "D4")]):
        say(state, lead, reply)
        assert state.tricks[-1].oval == (RED, n) if n < 2 else state.is_terminal()
    result = state.history[0]
    assert result.ovals == ((0, 0, 0), (0, 0, 0)) and len(result.tricks) == 6
    # both score a Grand Fez; Red, with six pips to Blue's many, scores Pips too
    assert result.items == ((("Grand Fez", 18),), (("Pips", 1), ("Grand Fez", 18)))


def test_a_backgammon_shortens_the_round_and_its_null_chip_is_ignored():
    state = arranged([6] * 6, [1, 2, 3, 4, 5, 5], "S2 DQ C6 SA S5 H6", "DA D2 C6 D3 D4 H2",
                     bonus="H5", settings=Settings(rounds=1))
    say(state, "DA", "S2")                         # Blue wins with 1 and 2: a null chip
    state.apply(state.legal_moves()[0])
    say(state, "DQ", "D2", "2/off", "5/off")       # Red: suit match, bonus 5 of Hearts once
    say(state, "C6", "C6")                         # Blue: six 6s, every piece off
    assert options(state) == ["6/off(4) 5/off 4/off"]
    say(state, "6/off(4) 5/off 4/off")
    assert state.ovals[BLUE] == [0, 6, None]
    say(state, "SA", "D3", "S5", "D4")             # Blue's wins fill Red's ovals with null chips
    assert state.is_terminal()
    result = state.history[0]
    assert len(result.tricks) == 5
    assert result.ovals == ((0, 6, None), (2, 0, 0))
    assert result.items == ((("Backgammon", 12), ("Chips", 4)), ())
    assert state.hands == [[], []] and Counter(state.all_cards()) == Counter(pack())


def suit_and_number_trick(purple: bool) -> MarrakeshState:
    state = arranged([6] * 6, [1] * 6, "C3 S2 S3 S4 S5 S6", "C3 D2 D3 D4 D5 DA", bonus="H2",
                     settings=Settings(purple=purple))
    say(state, "C3", "C3")
    state.apply(state.legal_moves()[0])
    return state


def test_after_suit_and_number_a_bonus_card_counts_four_times():
    state = suit_and_number_trick(purple=False)
    assert state.phase == BONUS and state.numbers == (2, 2, 2, 2)


def test_the_purple_column_counts_a_matchless_bonus_once():
    state = suit_and_number_trick(purple=True)
    assert state.phase == BONUS and state.numbers == (2,)


def test_an_empty_stock_is_made_again_from_the_discards():
    state = arranged([6] * 6, [1] * 6, "D3 S3 S4 S5 S6 SQ", "D2 D4 D5 D6 DA DA")
    state.discards, state.stock = state.stock, []
    cards = Counter(state.all_cards())
    say(state, "D2", "D3")                          # suit match: Blue wins, a bonus is due
    state.apply(state.legal_moves()[0])
    assert state.restocked == 1 and state.bonus is not None
    assert len(state.stock) == 39 and state.discards == []
    assert Counter(state.all_cards()) == cards
    assert state.view(BLUE).restocked == 1


def test_no_bonus_when_stock_and_discards_are_both_empty():
    state = arranged([6] * 6, [1] * 6, "D3 S3 S4 S5 S6 SQ", "D2 D4 D5 D6 DA DA")
    state.stock = []
    say(state, "D2", "D3")
    state.apply(state.legal_moves()[0])
    assert state.phase == LEAD and state.tricks[-1].bonus is None


def test_the_pack_is_gathered_and_shuffled_only_every_three_rounds():
    state = MarrakeshState.new(random.Random(5))
    starts = {1: (len(state.stock), len(state.discards))}
    previous_stock = list(state.stock)
    rng = random.Random(6)
    while not state.is_terminal():
        round_number = state.round_number
        previous_stock = list(state.stock)
        state.apply(rng.choice(state.legal_moves()))
        if state.round_number != round_number and not state.is_terminal():
            starts[state.round_number] = (len(state.stock), len(state.discards))
            dealt = set(state.hands[0] + state.hands[1])
            assert not dealt & set(state.discards)
            if state.round_number % 3 != 1 and state.restocked == 0:
                assert dealt <= set(previous_stock), "dealt from the stock, without the discards"
    for r in (1, 4, 7, 10):
        assert starts[r] == (40, 0)
    for r in (2, 3, 5, 6, 8, 9, 11, 12):
        assert starts[r][1] >= 12


def test_a_short_game_has_six_rounds():
    state = play_out(MarrakeshState.new(random.Random(1), Settings(rounds=6)), random.Random(2))
    assert len(state.history) == 6


def test_the_leaders_card_is_hidden_from_the_receiver_until_turned():
    state = arranged([6] * 6, [1] * 6, "S2 S3 S4 S5 S6 SQ", "D2 D3 D4 D5 DA DA")
    say(state, "D5")
    red, blue = state.view(RED), state.view(BLUE)
    assert red.lead is not None and str(red.lead) == "D5"
    assert blue.lead is None and blue.lead_down and blue.legal_moves and not red.legal_moves
    assert "D5" not in repr(blue.__dict__.get("lead")) and blue.opponent_count == 5
    # the opponent's hand and the stock's faces are nowhere in a view
    assert not any(isinstance(v, list) for v in vars(blue).values())
    assert {str(c) for c in blue.hand} == {"S2", "S3", "S4", "S5", "S6", "SQ"}
    say(state, "S2")
    assert str(state.view(BLUE).lead) == "D5" and not state.view(BLUE).lead_down


def test_unseen_cards_are_what_is_in_neither_sight_nor_memory():
    state = arranged([6] * 6, [1] * 6, "S2 S3 S4 S5 S6 SQ", "D2 D3 D4 D5 DA DA")
    say(state, "D5")
    unseen = state.view(BLUE).unseen()
    assert sum(unseen.values()) == 52 - 6
    assert unseen[PlayCard.parse("D5").card] == 2     # face down: Blue cannot know it
    assert sum(state.view(RED).unseen().values()) == 52 - 6


def test_illegal_moves_are_refused_and_change_nothing():
    state = arranged([6] * 6, [1] * 6, "S2 S3 S4 S5 S6 SQ", "D2 D3 D4 D5 DA DA")
    before = repr(state.view(RED))
    with pytest.raises(IllegalMove, match="no Two of Spades"):
        state.apply(parse_move("S2"))
    with pytest.raises(IllegalMove, match="Play a card"):
        state.apply(parse_move("6/off"))
    assert repr(state.view(RED)) == before
    with pytest.raises(InvalidNotation):
        parse_move("SK")
    with pytest.raises(InvalidNotation):
        parse_move("3/5")


@pytest.mark.parametrize("text", ["S5", "HQ", "CA", "6/off 4/1", "3/1(4)", "6/3 3/off", "2/off(2) 1/off"])
def test_notation_round_trip(text):
    assert str(parse_move(text)) == text and parse_move(str(parse_move(text))) == parse_move(text)


def test_a_clone_is_independent():
    state = MarrakeshState.new(random.Random(3))
    copy = state.clone()
    play_out(copy, random.Random(4))
    assert state.round_number == 1 and len(state.hands[0]) == 6 and not state.history
    assert Counter(state.all_cards()) == Counter(pack())


def check_invariants(state: MarrakeshState) -> None:
    assert Counter(state.all_cards()) == Counter(pack()), "a card lost or duplicated"
    if not state.is_terminal():
        for seat in (0, 1):
            borne = sum(k for k in state.ovals[seat] if k)
            assert pieces(state.sides[seat]) + borne == PIECES, "a piece lost"
        for move in state.legal_moves():
            assert state.illegal_reason(move) is None
            assert type(move).parse(str(move)) == move
    for t in state.tricks:
        assert t.winner == (t.leader if trick_winner(t.lead, t.reply) == 0 else 1 - t.leader)
    totals = [0, 0]
    for r in state.history:
        filled = sum(1 for side in r.ovals for k in side if k is not None)
        assert filled == len(r.tricks)
        for seat in (0, 1):
            assert r.scores[seat] == total(r.items[seat]) <= 30
            totals[seat] += r.scores[seat]
            assert pieces(r.sides[seat]) + sum(k for k in r.ovals[seat] if k) == PIECES
    assert totals == state.totals


@settings(max_examples=12, deadline=None, derandomize=True)
@given(st.integers(0, 10**6), st.booleans())
def test_random_games_keep_every_card_and_piece(seed, purple):
    state = MarrakeshState.new(random.Random(seed), Settings(rounds=6, purple=purple))
    play_out(state, random.Random(seed + 1), check_invariants)
    assert len(state.history) == 6
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])



def test_a_move_with_its_pieces_in_another_order_stands_for_the_listed_one():
    """Pieces moved in any order the rules allow make the move the rules list for that
    board (which is how a game is saved); a card, or a move not allowed, stands for none."""
    from itertools import permutations

    from games.marrakesh.moves import Bear

    reordered = 0
    for seed in range(6):
        state, rng = MarrakeshState.new(random.Random(seed)), random.Random(seed)
        while not state.is_terminal() and reordered < 100:
            legal = state.legal_moves()
            for move in legal:
                if not isinstance(move, Bear):
                    assert state.legal_form(move) is None
                    continue
                for order in set(permutations(move.steps)):
                    other = Bear(order)
                    if state.illegal_reason(other) is None:
                        assert state.legal_form(other) == move
                        reordered += other != move
                    else:
                        assert state.legal_form(other) is None
            state.apply(rng.choice(legal))
    assert reordered >= 100
