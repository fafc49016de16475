"""The players: the solitaire opponent's rule, the computer's look-ahead simulator
(it must play a round exactly as the rules engine does), and the computer itself."""
from __future__ import annotations

import random

from games.cards import Card
from games.marrakesh.game import MarrakeshState
from games.marrakesh.moves import PlayCard
from games.marrakesh.players import BUILTINS
from games.marrakesh.players.computer import ComputerPlayer
from games.marrakesh.players.rollout import Round, code, solitaire_bear
from games.marrakesh.players.solitaire import SolitairePlayer, best_move
from games.plugins import load_object
from tests.marrakesh.helpers import arranged, say


def test_builtins_load():
    for name in BUILTINS:
        assert hasattr(load_object(name, BUILTINS), "choose")


def test_every_built_in_player_but_the_computers_plays_a_short_game_legally_by_its_name():
    # the computers' look-ahead is slow for a whole game here; they have tests of their own below
    from games.marrakesh.rules import Settings
    names = sorted(set(BUILTINS) - {"computer", "quick", "reader", "previous"})
    for k, name in enumerate(names):
        players = [load_object(name, BUILTINS), load_object(names[(k + 1) % len(names)], BUILTINS)]
        state = MarrakeshState.new(random.Random(k), Settings(rounds=6))
        rng = random.Random(k)
        while not state.is_terminal():
            seat = state.current_player()
            view = state.view(seat)
            move = players[seat].choose(view, rng)
            assert move in view.legal_moves, (name, move)
            state.apply(move)


def test_solitaire_takes_the_most_pieces_then_moves_from_the_highest_points():
    # Jacoby's 6-1: the solitaire rule takes two off rather than spreading
    state = arranged([1, 4, 4, 4, 6, 6], [1, 1, 2, 3, 5, 6], "SA H4 H5 H6 S2 S3", "D6 D5 D4 D3 D2 DA")
    say(state, "D6", "SA")
    move = SolitairePlayer().choose(state.view(0), random.Random(1))
    assert str(move) in ("6/off 1/off", "1/off 6/off")
    # the text's first trick: 6/off, and the 2 moves a piece from the 6-point
    state = arranged([1, 1, 2, 4, 4, 6], [4, 5, 5, 5, 6, 6], "S6 D5 HQ C3 SA H4", "C2 D3 SQ C3 D6 H2")
    say(state, "S6", "C2")
    assert str(SolitairePlayer().choose(state.view(1), random.Random(1))) == "6/off 6/4"


def test_solitaire_plays_every_card_of_its_hand_at_random():
    state = MarrakeshState.new(random.Random(4))
    seat = state.current_player()
    rng = random.Random(5)
    picks = {str(SolitairePlayer().choose(state.view(seat), rng)) for _ in range(200)}
    assert picks == {str(c) for c in state.view(seat).hand}


def test_the_simulator_plays_a_round_as_the_rules_engine_does():
    for seed in range(30):
        state = MarrakeshState.new(random.Random(seed))
        rnd = Round(state.sides, state.ovals, [[code(p.card) for p in h] for h in state.hands],
                    [code(p.card) for p in state.stock], [], state.leader, False)
        lead = None
        while state.round_number == 1:
            seat = state.current_player()
            if state.phase in ("lead", "reply"):
                card = state.hands[seat][0].card           # each side plays its first card
                state.apply(PlayCard(card))
                rnd.hands[seat].remove(code(card))
                if lead is None:
                    lead = code(card)
                else:
                    rnd.play_trick(lead, code(card), random.Random(0))
                    lead = None
            else:
                state.apply(best_move(state.sides[seat], state.legal_moves()))
        result = state.history[0]
        assert tuple(map(tuple, rnd.ovals)) == result.ovals and tuple(rnd.sides) == result.sides, seed
        assert rnd.scores() == result.scores


def test_solitaire_bear_matches_the_solitaire_player():
    side = (0, 0, 0, 1, 3, 2)
    after, off = solitaire_bear(side, (6, 2))
    assert after == (0, 0, 0, 2, 3, 0) and off == 1          # 6/off 6/4


def test_the_computer_answers_with_a_legal_move_from_its_view_alone():
    state = MarrakeshState.new(random.Random(8))
    player = ComputerPlayer(samples=4, more=4)
    rng = random.Random(9)
    for _ in range(30):
        if state.is_terminal():
            break
        seat = state.current_player()
        view = state.view(seat)
        move = player.choose(view, rng)
        assert move in view.legal_moves
        state.apply(move)


def test_simple_follows_jacoby_without_looking_ahead():
    from games.marrakesh.players.simple import SimplePlayer
    # Blue has 6-1 to play: simple takes the most pieces off
    state = arranged([1, 4, 4, 4, 6, 6], [1, 1, 2, 3, 5, 6], "SA H4 H5 H6 S2 S3", "D6 D5 D4 D3 D2 DA")
    say(state, "D6", "SA")
    assert SimplePlayer().choose(state.view(0), random.Random(1)).borne_off == 2
    # receiving, with a Spade and a Queen to choose from against Red's six on the 1-point:
    state = arranged([6] * 6, [1] * 6, "SQ S6 H6 D6 C6 CA", "D2 D3 D4 D5 DA DA")
    say(state, "D2")
    assert str(SimplePlayer().choose(state.view(0), random.Random(1))) in ("S6", "H6")


def test_a_shortlist_keeps_jacobys_plays():
    from games.marrakesh.players.computer import shortlist
    state = arranged([1, 4, 4, 4, 6, 6], [1, 1, 2, 3, 5, 6], "SA H4 H5 H6 S2 S3", "D6 D5 D4 D3 D2 DA")
    say(state, "D6", "SA")
    names = [str(m) for m in shortlist(state.sides[0], state.legal_moves())]
    assert "6/off 6/5" in names and ("6/off 1/off" in names or "1/off 6/off" in names)
    state = arranged([2, 2, 3, 3, 4, 4], [1, 1, 1, 5, 5, 6], "C4 H4 H5 H6 S2 S3", "C2 D5 D4 D3 D6 DA")
    say(state, "C2", "C4")
    names = [str(m) for m in shortlist(state.sides[0], state.legal_moves())]
    assert "4/off 3/1" in names and "4/off 2/off" in names


def test_the_computer_deals_again_for_its_best_three_and_plays_the_best(monkeypatch):
    # six cards worth 0-5 on every deal: 64 deals to all six, 64 more to the best three
    state = arranged([1, 1, 2, 2, 3, 5], [1, 2, 3, 4, 6, 6], "SA H4 H5 H6 S2 S3", "D3 D5 D4 CA D2 DA")
    view = state.view(0)
    worth = {str(m): i for i, m in enumerate(view.legal_moves)}
    asked = []

    def values(self, view, moves, rng, n):
        asked.append(sorted(worth[str(m)] for m in moves))
        return [[worth[str(m)]] * n for m in moves]
    monkeypatch.setattr(ComputerPlayer, "values", values)
    assert ComputerPlayer().choose(view, random.Random(1)) == view.legal_moves[-1]
    assert asked == [[0, 1, 2, 3, 4, 5], [3, 4, 5]]


def test_the_computer_weighs_on_three_times_the_deals_it_had_and_quick_on_the_old_budget():
    # six cards to lead: every one on 384 deals, then the best three on 1024 more; quick
    # (the hint's and the review's) 128 and 256
    from games.marrakesh.players.computer import QuickComputer
    state = arranged([1, 1, 2, 2, 3, 5], [1, 2, 3, 4, 6, 6], "SA H4 H5 H6 S2 S3", "D3 D5 D4 CA D2 DA")
    view = state.view(0)
    computer, quick = load_object("computer", BUILTINS), load_object("quick", BUILTINS)
    assert isinstance(quick, QuickComputer)
    assert computer.weigh(view, random.Random(1))[2] == 384 + 1024
    assert quick.weigh(view, random.Random(1))[2] == 128 + 256


def test_the_hint_and_the_review_think_on_the_quick_budget():
    from games.marrakesh.coach import hint
    state = arranged([1, 1, 2, 2, 3, 5], [1, 2, 3, 4, 6, 6], "SA H4 H5 H6 S2 S3", "D3 D5 D4 CA D2 DA")
    assert "Played out on 384 guesses" in hint(state.view(0), random.Random(1)).words


def test_the_computer_bears_off_its_last_pieces_for_a_casablanca():
    # Blue has borne off 2 and 2 and wins the third trick with a 5 and a 3 against its
    # pieces on the 5- and 3-points: both off is 2-2-2, six points, where one off is nothing
    state = arranged([1, 1, 2, 2, 3, 5], [1, 2, 3, 4, 6, 6], "SA H4 H5 H6 S2 S3", "D3 D5 D4 CA D2 DA")
    state.ovals[0] = [2, 2, None]
    state.sides[0] = (0, 0, 1, 0, 1, 0)
    say(state, "H5", "D3")                  # Blue leads (two on its 1-point); Hearts beat Diamonds
    view = state.view(0)
    assert view.phase == "move" and sorted(view.numbers) == [3, 5]
    assert {m.borne_off for m in view.legal_moves} == {1, 2}
    move = ComputerPlayer(samples=16, more=16).choose(view, random.Random(3))
    assert move.borne_off == 2



def test_a_play_out_shuffles_the_discards_back_when_the_stock_runs_out():
    from games.marrakesh.players.rollout import Reshuffler, card_of

    def trick(seed):
        # S3 led, S5 answers: a suit match, so the receiver wins and draws a bonus card,
        # from the discards shuffled back (the stock is empty); the same seed, the same card
        rnd = Round([(0, 0, 0, 0, 0, 6), (0, 0, 0, 0, 0, 6)], [(None,) * 3] * 2, [[], []], [],
                    [code(Card.parse(t)) for t in ("D2", "H4", "C6", "SA")], 0, False)
        copy = rnd.copy([[], []], [], list(rnd.discards))
        copy.play_trick(code(Card.parse("S3")), code(Card.parse("S5")), Reshuffler(seed))
        assert rnd.ovals == [[None] * 3, [None] * 3] and copy.leader == 1
        assert len(copy.discards) == 1 and len(copy.stock) == 3   # the bonus card, used, and the rest
        return str(card_of(copy.discards[0]))
    assert {trick(seed / 10) for seed in range(10)} == {"D2", "H4", "C6", "SA"}
    assert trick(0.5) == trick(0.5)


def test_greedy_answers_a_face_down_lead_with_the_card_likeliest_to_bear_off():
    from games.marrakesh.players.greedy import GreedyPlayer
    # all Blue's pieces on its 6-point: a Spade or a Heart six wins most tricks and bears
    # one off; the Queen bears nothing, the Club ace loses to most leads
    state = arranged([6] * 6, [1] * 6, "SQ S6 H6 D6 C6 CA", "D2 D3 D4 D5 DA DA")
    say(state, "D2")
    view = state.view(0)
    assert view.lead is None and view.phase == "reply"
    assert str(GreedyPlayer().choose(view, random.Random(1))) in ("S6", "H6")


def test_greedy_reckons_a_trick_by_the_pieces_borne_off_and_the_null_chips():
    from collections import Counter

    from games.marrakesh.players.greedy import trick_worth

    def card(text):
        return code(Card.parse(text))
    # Blue has six on its 2-point, Red six on its 6-point
    sides = [(0, 6, 0, 0, 0, 0), (0, 0, 0, 0, 0, 6)]
    red_leads = Round(sides, [(None,) * 3] * 2, [[], []], [], [], 1, False)
    blue_leads = Round(sides, [(None,) * 3] * 2, [[], []], [], [], 0, False)
    bonus = Counter({card("D4"): 1})
    # S6 to H2: Spades beat Hearts; Red's 6 bears one off, its 2 none; no match, no bonus
    assert trick_worth(red_leads, 0, card("S6"), card("H2"), bonus) == -1
    # H2 to C3: Hearts beat Clubs; Blue's 2 and 3 each bear one off
    assert trick_worth(blue_leads, 0, card("H2"), card("C3"), bonus) == 2
    # H2 to H5: one suit, so the receiver wins; 5 and 2 bear nothing off Red's 6-point but the
    # bonus card does: D4 bears one off (after 6/4), the Queen nothing, a null chip (1.5)
    assert trick_worth(blue_leads, 1, card("H2"), card("H5"), bonus) == 1
    both = Counter({card("D4"): 1, card("CQ"): 1})
    assert trick_worth(blue_leads, 1, card("H2"), card("H5"), both) == (1 - 1.5) / 2


def _careful_deals(monkeypatch, state, seat):
    """Every play-out's (lead, the opponent's hand, the opponent's reply to a lead of mine)
    as a fully careful computer deals them."""
    from games.marrakesh.players import computer
    seen = []

    def play_out(self, view, rnd, move, lead, rng, policy=computer.last_card):
        hand = list(rnd.hands[1 - seat])
        reply = policy(rnd, 1 - seat, rng) if view.phase == "lead" else None
        seen.append((lead, hand, reply))
        return 0
    monkeypatch.setattr(ComputerPlayer, "play_out", play_out)
    # the deals the computer plays out (12 a card), one at a time: the play-outs of them all
    # at once give the same (tests/marrakesh/test_batch.py)
    view = state.view(seat)
    ComputerPlayer(careful=1.0).values_one_by_one(view, list(view.legal_moves), random.Random(4), 12)
    return seen


def _rule_best(state, seat, hand, leading):
    """The cards of ``hand`` Jacoby's rule (rollout.rule_card) rates best, equals alike."""
    from games.marrakesh.players.rollout import WORTHS, card_values, side_code
    table = Round(state.sides, state.ovals, [[], []], [], [], seat if leading else 1 - seat, False)
    values = card_values(WORTHS[side_code(table, seat)], WORTHS[side_code(table, 1 - seat)], leading)
    best = max(values[c] for c in hand)
    return {c for c in hand if values[c] == best}


def test_a_careful_opponents_face_down_lead_in_the_play_outs_is_the_card_jacobys_rule_picks(monkeypatch):
    # Red leads face down to Blue's six on the 6-point; each play-out deals Red the five
    # cards it kept and the card it led, and the lead is the one Jacoby's rule picks of six
    state = arranged([6] * 6, [1, 1, 2, 3, 5, 6], "SQ S6 H6 D6 C6 CA", "D2 D3 D4 D5 DA C2")
    say(state, "D2")
    deals = _careful_deals(monkeypatch, state, 0)
    assert deals and all(len(hand) == 5 for _, hand, _ in deals)
    for lead, hand, _ in deals:
        assert lead in _rule_best(state, 1, hand + [lead], leading=True)
    assert len({lead for lead, _, _ in deals}) > 1      # the hands dealt differ


def test_a_careful_opponent_answers_the_computers_lead_by_jacobys_rule_in_the_play_outs(monkeypatch):
    state = arranged([1, 1, 2, 3, 5, 6], [6] * 6, "SQ S6 H6 D6 C6 CA", "D2 D3 D4 D5 DA C2")
    assert state.current_player() == 0 and state.phase == "lead"
    tricks = []
    play_trick = Round.play_trick

    def first_trick(self, lead, reply, rng):
        tricks.append((reply, list(self.hands[1])))
        play_trick(self, lead, reply, rng)
    monkeypatch.setattr(Round, "play_trick", first_trick)
    monkeypatch.setattr(Round, "finish", lambda self, policies, rng: None)
    view = state.view(0)        # one at a time, as above
    ComputerPlayer(careful=1.0).values_one_by_one(view, list(view.legal_moves), random.Random(4), 12)
    assert len(tricks) == 12 * 6
    for reply, kept in tricks:
        assert reply in _rule_best(state, 1, kept + [reply], leading=False)


def test_the_previous_computer_still_models_its_opponent_as_random():
    from games.marrakesh.players.computer import PreviousComputer
    state = MarrakeshState.new(random.Random(8))
    view = state.view(state.current_player())
    old = PreviousComputer(samples=6, more=6).values(view, list(view.legal_moves), random.Random(2), 6)
    plain = ComputerPlayer(samples=6, more=6, careful=0.0).values(view, list(view.legal_moves), random.Random(2), 6)
    assert old == plain


def test_a_share_of_careful_play_outside_0_to_1_is_refused_with_a_message():
    import pytest

    from games.plugins import PluginError
    for bad in ("computer(careful=2)", "computer(careful='half')", "computer(careful=-0.1)"):
        with pytest.raises(PluginError, match="careful must be a share from 0 to 1"):
            load_object(bad, BUILTINS)
    assert load_object("computer(careful=0.25)", BUILTINS).careful == 0.25


def test_the_reader_computer_is_the_computer_with_the_first_trick_share_and_the_smaller_budget():
    from games.marrakesh.players.computer import ReaderComputer
    from games.marrakesh.players.reading import careful_belief, carefulness
    reader, computer = load_object("reader", BUILTINS), load_object("computer", BUILTINS)
    assert isinstance(reader, ReaderComputer)
    assert (reader.reading, reader.samples, reader.more) == (carefulness, 64, 64)
    assert computer.reading is careful_belief and computer.samples > reader.samples


def test_an_unknown_reading_is_refused_with_a_message():
    import pytest

    from games.plugins import PluginError
    with pytest.raises(PluginError, match="reading must be one of likely, share"):
        load_object("computer(reading='psychic')", BUILTINS)


def test_with_the_stock_empty_at_a_move_every_deal_gives_the_opponent_all_the_unseen_cards():
    # the stock emptied into the discards at a decision of steps: the unseen cards are all
    # in the opponent's hand, so no play-out may hold one back in a stock
    rng = random.Random(3)
    state = MarrakeshState.new(random.Random(5))
    while isinstance(state.legal_moves()[0], PlayCard) or len(state.legal_moves()) < 2:
        state.apply(rng.choice(state.legal_moves()))
    state.discards.extend(state.stock)
    state.stock = []
    seat = state.current_player()
    view = state.view(seat)
    assert view.stock_count == 0 and view.opponent_count > 0
    deals = ComputerPlayer().deals(view, random.Random(4), 12, False)
    unseen = sorted(code(c) for c, k in view.unseen().items() for _ in range(k))
    assert deals and all(d.stock == [] and sorted(d.theirs) == unseen for d in deals)
