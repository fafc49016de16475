"""The sparring partner ``rulebased``, the greedy playout, and what the computer may know."""
import random

from hypothesis import given, settings, strategies as st

from games.cards import cards
from games.piquet.hand import Hand
from games.piquet import GAME
from games.piquet.moves import Discard, Play
from games.piquet.players import BUILTINS, fast
from games.piquet.players.computer import ComputerPlayer
from games.piquet.players.knowledge import PACK, deals, knowledge
from games.piquet.players.play import position
from games.piquet.players.rollout import playout
from games.piquet.players.rulebased import RuleBasedPlayer, hand_worth
from games.piquet.players.solver import card_id, id_card, mask_of

from tests.piquet.helpers import deal, ready, say

match_main = GAME.commands["match"]


# Elder holds a Septieme to the Ace of spades and the other three Aces: the two low
# cards are the only sensible discards
STRONG = "SA SK SQ SJ ST S9 S8 HA DA CA H7 D8"
OTHERS = "S7 HK HQ HJ HT H9 H8 DK DQ DJ DT D9"


def test_rulebased_is_a_builtin():
    assert BUILTINS["rulebased"] == "games.piquet.players.rulebased:RuleBasedPlayer"


def test_rulebased_keeps_its_septieme_and_aces():
    h = Hand(deal(STRONG, OTHERS), 0)
    move = RuleBasedPlayer().choose(h.view(0), random.Random(1))
    assert set(move.cards) <= set(cards("H7 D8")) and move in h.view(0).legal_moves


def test_the_computer_keeps_its_septieme_and_aces():
    h = Hand(deal(STRONG, OTHERS), 0)
    move = ComputerPlayer().choose(h.view(0), random.Random(1))
    assert set(move.cards) <= set(cards("H7 D8")) and move in h.view(0).legal_moves


def test_hand_worth_counts_combinations_and_high_cards():
    # Point of 7 (7), Septieme (17), Fourteen Aces (14); Aces 4 x 3, King 2, Queen 1
    assert hand_worth(mask_of(cards(STRONG))) == 7 + 17 + 14 + 12 + 2 + 1


def test_rulebased_wins_cheaply_else_throws_its_lowest():
    h = ready("SA SK SQ SJ ST S9 S8 H7 D7 C7 HA DA", "HK HQ HJ HT H9 H8 DK DQ DJ DT D9 D8")
    while h.phase != "play":
        h.apply(h.legal_moves()[0])
    rb = RuleBasedPlayer()
    assert rb.choose(h.view(0), random.Random(1)) == Play(cards("SA")[0])   # a master, longest suit
    say(h, "play H7")
    assert rb.choose(h.view(1), random.Random(1)) == Play(cards("H8")[0])   # the cheapest winner
    say(h, "play H8", "play D8")
    assert rb.choose(h.view(0), random.Random(1)) == Play(cards("DA")[0])
    say(h, "play DA", "play SA")
    assert rb.choose(h.view(1), random.Random(1)) == Play(cards("H9")[0])   # no spade: its lowest


def test_the_match_command_takes_rulebased(capsys):
    assert match_main(["--player", "rulebased", "--player", "simple", "--games", "2", "--seed", "3"]) == 0
    assert "rulebased: won" in capsys.readouterr().out


def test_the_computers_exchange_depends_only_on_its_view():
    """Two deals alike in Elder's cards, different in everything he cannot see."""
    rest = [c for c in PACK if c not in cards(STRONG)]
    moves = []
    for seed in (1, 2):
        random.Random(seed).shuffle(rest)
        h = Hand(cards(STRONG) + rest, 0)
        moves.append(ComputerPlayer().choose(h.view(0), random.Random(7)))
    assert moves[0] == moves[1]


def greedy_hand(seed: int, stop: int):
    """A hand dealt from ``seed``, exchanged and declared by ``rulebased``, then played
    by it for ``stop`` cards; the seat to play, and its view."""
    pack = list(PACK)
    random.Random(seed).shuffle(pack)
    h, rb, rng = Hand(pack, elder=seed % 2), RuleBasedPlayer(draws=1), random.Random(seed)
    while h.phase != "play":
        h.apply(rb.choose(h.view(h.current_player()), rng))
    for _ in range(stop):
        h.apply(rb.choose(h.view(h.current_player()), rng))
    return h, h.current_player(), h.view(h.current_player())


mid_play = settings(max_examples=30)(given(st.integers(0, 10_000), st.integers(0, 23)))


@mid_play
def test_the_computers_guesses_agree_with_all_it_has_seen(seed, stop):
    h, seat, view = greedy_hand(seed, stop)
    k = knowledge(view)
    seen = set(view.hand) | set(view.played_cards()) | set(view.discards)
    for guess in deals(view, k, random.Random(seed), 12):
        assert len(guess) == len(h.held[1 - seat]) == len(set(guess))
        assert not set(guess) & seen
        assert set(view.shown_still_held()) <= set(guess)
        assert all(c.suit not in k.voids for c in guess if c not in view.shown)


@mid_play
def test_a_playout_scores_as_the_hand_engine_does(seed, stop):
    """Greed played out on the real hand gives the engine's own points, pique included."""
    h, seat, view = greedy_hand(seed, stop)
    before = h.scores[h.elder] - h.scores[h.younger]
    predicted = playout(position(view, h.held[1 - seat], h.rules))
    hands = [mask_of(h.held[h.elder]), mask_of(h.held[h.younger])]
    while not h.is_terminal():
        side = 0 if h.current_player() == h.elder else 1
        if h.trick:
            c = fast._follow(hands[side], card_id(h.trick[0]))
        else:
            c = fast._lead(hands[side], hands[1 - side])
        hands[side] ^= 1 << c
        h.apply(Play(id_card(c)))
    assert h.scores[h.elder] - h.scores[h.younger] - before == predicted


def test_the_earlier_play_is_still_to_be_had_by_name():
    from games.plugins import load_object
    old = load_object("computer(sampled=0)", BUILTINS)
    assert old.play.sampled == 0 and ComputerPlayer().play.sampled > 0


def tool(name: str):
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "tools" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_think_time_tool_prints_each_phase(capsys):
    assert tool("piquet_think_time").main(["--player", "rulebased", "--against", "simple", "--hands", "2"]) == 0
    out = capsys.readouterr().out
    assert all(word in out for word in ("exchange:", "declarations:", "play:", "all:"))


def test_the_play_only_tool_gives_the_same_play_no_margin(capsys):
    assert tool("piquet_play_only").main(["--player", "simple", "--against", "simple", "--deals", "2"]) == 0
    assert "play margin +0.00 per deal" in capsys.readouterr().out
