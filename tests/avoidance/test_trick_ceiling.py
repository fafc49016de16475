"""tools/trick_ceiling.py: the trick-avoidance computer given sight of the hidden cards."""
import importlib.util
import random
from pathlib import Path

from games.avoidance import computer
from games.avoidance.defender import DefenderPlayer
from games.avoidance.game import AvoidanceGame, Settings
from games.avoidance.players import most_dangerous
from games.avoidance.rollout import Deal
from games.polignac.rules import VARIANT as POLIGNAC
from games.short_hearts.rules import VARIANT as SHORT_HEARTS

PATH = Path(__file__).resolve().parents[2] / "tools" / "trick_ceiling.py"
SPEC = importlib.util.spec_from_file_location("trick_ceiling", PATH)
trick_ceiling = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(trick_ceiling)


def hands_in_play_outs(monkeypatch, player, game):
    """The others' hands (as sorted card names, by seat) in every play-out of one choice."""
    seen = []
    real = computer.play_out

    def play_out(table, start, policies, target=None):
        named = start.hands if not isinstance(start, Deal) else [[table.cards[c] for c in h] for h in start.hands]
        cards = [sorted(map(str, h)) for h in named]
        seen.append([h for s, h in enumerate(cards) if s != game.hand.current_player()])
        return real(table, start, policies, target)
    monkeypatch.setattr(computer, "play_out", play_out)
    player.choose(game.view(game.current_player()), random.Random(1))
    return seen


def play_until(game, phase, tricks=0):
    defender, rng = DefenderPlayer(), random.Random(2)
    while not (game.hand.phase == phase and (phase != "play" or len(game.hand.play.tricks) >= tricks)):
        game.apply(defender.choose(game.view(game.current_player()), rng))


def test_in_play_every_guessed_deal_is_the_true_deal(monkeypatch):
    game = AvoidanceGame(SHORT_HEARTS, random.Random(7), Settings(seats=4, passing=True))
    play_until(game, "play", tricks=2)
    player = trick_ceiling.SightedComputer(budget=60, min_samples=3, max_samples=5)
    player.watch(game)
    me = game.current_player()
    truth = [sorted(map(str, h)) for s, h in enumerate(game.hand.play.hands) if s != me]
    seen = hands_in_play_outs(monkeypatch, player, game)
    assert len(seen) == 5 * len(game.legal_moves()) * len(player.plans(game.view(me)))
    assert all(hands == truth for hands in seen)


def test_a_capot_is_weighed_on_the_true_hands(monkeypatch):
    game = AvoidanceGame(POLIGNAC, random.Random(3), Settings(seats=4))
    play_until(game, "bid")
    player = trick_ceiling.SightedComputer(budget=60, min_samples=4, max_samples=4)
    player.watch(game)
    me = game.current_player()
    truth = [sorted(map(str, h)) for s, h in enumerate(game.hand.dealt) if s != me]
    seen = hands_in_play_outs(monkeypatch, player, game)
    assert len(seen) == 2 * 4 and all(hands == truth for hands in seen)


def test_before_the_pass_it_sees_the_hands_and_the_cards_already_set_aside():
    game = AvoidanceGame(SHORT_HEARTS, random.Random(11), Settings(seats=4, passing=True))
    first = game.current_player()
    dealt = [list(h) for h in game.hand.dealt]
    odd = tuple(sorted(dealt[first], key=SHORT_HEARTS.sort_key)[:3])   # its lowest: not what a ducker passes
    game.apply(SHORT_HEARTS.pass_move(odd))
    me = game.current_player()
    player = trick_ceiling.SightedComputer()
    player.watch(game)
    view = game.view(me)
    table = computer.table_of(view)
    mine = tuple(view.hand[:3])
    deal = player.guess_after_pass(view, table, [mine], random.Random(5))[0]
    expected = game.hand.passing.clone()
    expected.chosen[me] = mine
    for s in range(4):
        if expected.chosen[s] is None:
            expected.chosen[s] = tuple(most_dangerous(table, dealt[s], 3))
    assert sorted(map(str, odd)) != sorted(map(str, most_dangerous(table, dealt[first], 3)))
    assert [sorted(map(str, h)) for h in deal.hands] == [sorted(map(str, h)) for h in expected.exchange(dealt)]


def test_the_ceiling_tool_prints_the_sighted_share_and_beside_it_what_sight_changed(capsys):
    assert trick_ceiling.main(["slobberhannes", "--players", "3", "--games", "3", "--seed", "4",
                               "--player", "simple", "--beside"]) == 0
    out = capsys.readouterr().out
    assert out.count("slobberhannes: 3 games, 3 seats, seed 4") == 2
    assert "computer-with-sight: " in out and "% of the penalty points (95% interval" in out
    assert "\ncomputer: " in out
    assert "sight changed the computer's penalty points by " in out and " over 1 deals" in out


def test_the_ceiling_tool_asks_for_a_trick_game_first(capsys):
    assert trick_ceiling.main(["gin"]) == 2
    assert "name the game first" in capsys.readouterr().err


def test_told_not_to_bid_the_sighted_computer_keeps_quiet_where_it_would_bid(monkeypatch):
    player = trick_ceiling.SightedComputer()
    monkeypatch.setattr(computer.ComputerPlayer, "capot_costs", lambda self, view, table, rng: (50.0, 0.0, 10))
    assert player.bid_capot(None, None, None)
    player.bids = False
    assert not player.bid_capot(None, None, None)


def test_the_ceiling_tool_sets_a_deeper_search_beside_the_present_one_on_the_same_games(capsys):
    assert trick_ceiling.main(["polignac", "--players", "3", "--games", "3", "--seed", "4",
                               "--search", "endgame", "--exact", "2", "--beside-sighted"]) == 0
    out = capsys.readouterr().out
    assert out.count("polignac: 3 games, 3 seats, seed 4") == 2
    assert "--search endgame changed the sighted computer's penalty points by " in out and " over 1 deals" in out
