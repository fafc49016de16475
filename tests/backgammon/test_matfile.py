"""Games written as GNU Backgammon's .mat match files, read back, and written from the window."""
import os
import random

import pytest

from games import records, store
from games.backgammon import matfile
from games.backgammon.board import Position
from games.backgammon.game import BackgammonState, Play, Resign, Settings
from games.backgammon.gamelog import play
from games.backgammon.matchplay import MatchState
from games.backgammon.players import FriendlyPlayer, SimplePlayer
from games.registry import find_game
from games.ui import resume
from games.ui.harness import Harness
from games.options import lasting

PLAYERS = [FriendlyPlayer(), FriendlyPlayer()]


def a_match(length: int = 3, seed: int = 4):
    return play(MatchState(random.Random(seed), length), PLAYERS, random.Random(0))


def test_a_match_written_reads_back_move_for_move():
    log = a_match()
    mat = matfile.read(matfile.text(log.games, ("You", "Computer")))
    assert mat.length == 3 and len(mat.games) == len(log.games) > 1
    for game, read in zip(log.games, mat.games):
        assert read.names == ("You", "Computer") and read.score == game.settings.score
        assert read.events == matfile.events(game)
        plays = [t for t in game.turns if isinstance(t.move, Play)]
        moves = [(seat, matfile.parse_event(item)[1]) for seat, item in read.events
                 if matfile.parse_event(item)[0] == "move"]
        assert len(moves) == len(plays)
        for turn, (seat, (dice, written)) in zip(plays, moves):
            assert seat == turn.seat and sorted(dice) == sorted(turn.view.dice)
            made = turn.view.position.find_play(written, *dice) if written.steps else written
            assert made == turn.move
        kinds = [matfile.parse_event(item)[0] for _, item in read.events]
        assert kinds[-1] == "win" and matfile.parse_event(read.events[-1][1])[1] == game.points
        assert read.events[-1][0] == game.winner
    doubled = [item for g in mat.games for _, item in g.events if item.startswith("Doubles")]
    assert doubled and all(item in ("Doubles => 2", "Doubles => 4", "Doubles => 8") for item in doubled)


def test_moves_are_written_in_gnubgs_notation_one_hop_a_die():
    opp = [0] * 25
    opp[0], opp[2] = 14, 1                              # a blot on my 22-point
    me = [14] + [0] * 23 + [1]                          # a piece on the bar
    entering = Position(tuple(me), tuple(opp))
    assert matfile.hops_text(entering, Play.parse("bar/22*/16"), (3, 6)) == "bar/22* 22/16"
    home = Position(tuple([0, 0, 0, 0, 1, 1] + [0] * 19), Position.start().opp)
    assert matfile.hops_text(home, Play.parse("6/off 5/off"), (6, 5)) == "6/off 5/off"
    assert matfile.hops_text(Position.start(), Play.parse("24/13"), (6, 5)) in ("24/18 18/13", "24/19 19/13")
    assert matfile.parse_event("61: 25/19 6/0")[1] == ((6, 1), Play.parse("bar/19 6/off"))


def test_the_columns_are_split_as_gnubg_splits_them():
    assert matfile.split_columns("  2) 42: 8/4 6/4                   31: 8/5 6/5") == ("42: 8/4 6/4", "31: 8/5 6/5")
    assert matfile.split_columns("  1)                                31: 8/5 6/5") == ("", "31: 8/5 6/5")
    assert matfile.split_columns("  4) 54: 13/8 8/4                   Doubles => 2") == ("54: 13/8 8/4", "Doubles => 2")
    assert matfile.split_columns("  5) Takes                          64: 24/18 13/9") == ("Takes", "64: 24/18 13/9")
    assert matfile.rows([(1, "31: 8/5 6/5"), (0, "Doubles => 2"), (1, "Takes"), (0, "42: 8/4 6/4")]) == [
        "  1)" + " " * 35 + "31: 8/5 6/5", "  2) Doubles => 2" + " " * 22 + "Takes", "  3) 42: 8/4 6/4"]


def test_a_run_of_money_games_is_a_zero_point_match_with_the_points_won_so_far():
    settings = Settings(cube=False)
    games = []
    for seed in (1, 2):
        games += play(BackgammonState.new(random.Random(seed), settings), [SimplePlayer(), SimplePlayer()],
                      random.Random(0)).games
    mat = matfile.read(matfile.text(games))
    assert mat.length == 0 and mat.games[0].score == (0, 0)
    won = [0, 0]
    won[games[0].winner] = games[0].points
    assert mat.games[1].score == tuple(won)


def test_names_that_would_break_the_file_are_made_plain():
    assert matfile.plain_name("Ann: the\tbest  ", "P1") == "Ann the best"
    assert matfile.plain_name(":::", "P2") == "P2"
    text = matfile.text(a_match(1).games, ("a:b", "c;d"))
    assert matfile.read(text).games[0].names == ("a b", "c d")


def test_what_is_not_a_match_file_is_refused_in_words():
    with pytest.raises(matfile.MatError, match="point match"):
        matfile.read("hello\n")
    with pytest.raises(matfile.MatError, match="score line"):
        matfile.read(" 3 point match\n Game 1\n nonsense\n")


def test_the_file_is_written_whole_to_the_path_named(tmp_path):
    target = tmp_path / "new" / "games.mat"
    assert store.export(target, "one\n") and target.read_text() == "one\n"
    assert store.export(target, "two\n") and target.read_text() == "two\n"
    assert [p.name for p in target.parent.iterdir()] == ["games.mat"]      # no new file left beside it
    assert not store.export(tmp_path, "x") and any("is a folder" in n for n in store.NOTICES)
    target.chmod(0o444)
    if not os.access(target, os.W_OK):               # root may write anything
        assert not store.export(target, "three\n") and target.read_text() == "two\n"


def test_export_mat_writes_the_games_played_in_the_window(tmp_path):
    path = tmp_path / "mine.mat"
    info = find_game("backgammon")
    h = Harness(info, seed=3, menu_games=[info], level=1, export_mat=str(path))
    scene, rng = h.scene, random.Random(3)
    state = scene.state
    while not state.is_terminal():                     # at random, but to the end: no resigning
        scene.apply_move(state, rng.choice([m for m in state.legal_moves() if not isinstance(m, Resign)]))
    mat = matfile.read(path.read_text())
    assert mat.length == 0 and len(mat.games) == 1 and mat.games[0].names == ("You", "Computer level 1")
    [line] = records.history()
    assert records.cost_ok(line["cost"]) and line["cost"] > 0      # random play gives equity away


def test_the_match_file_path_is_never_kept_nor_saved():
    info = find_game("backgammon")
    assert "export_mat" not in [o.name for o in lasting(info)]
    saved = resume.SavedGame("backgammon", 1, {"export_mat": "games.mat"}, ["you", "level 3"], [[]])
    assert not resume._well_formed(saved, "backgammon")


def test_a_sitting_of_two_matches_writes_the_last_one():
    first, second = a_match(1, seed=4).games, a_match(3, seed=5).games
    mat = matfile.read(matfile.text(first + second))
    assert mat.length == 3 and len(mat.games) == len(second) and mat.games[0].score == (0, 0)


def replayed(game) -> list[str]:
    """A game read from a match file played again on our board from the start, its plays
    found among the legal ones; what happened, in the file's words (the plays as our
    notation of them), to compare with what the file says."""
    board, said = Position.start(), []          # from the first player's side
    for seat, item in game.events:
        kind, value = matfile.parse_event(item)
        if kind == "move":
            dice, written = value
            mine = board if seat == 0 else board.flipped()
            made = mine.find_play(written, *dice) if written.steps else written
            after = mine.apply(made)
            board = after if seat == 0 else after.flipped()
            said.append(f"{seat} {dice} {made}")
        else:
            said.append(f"{seat} {kind} {value}")
    return said


def test_a_match_between_two_players_writes_each_game_as_a_match_file_that_reads_back(tmp_path):
    from games.match.command import run
    folder = tmp_path / "mats"
    assert run(find_game("backgammon"), ["--player", "simple", "--player", "friendly", "--games", "2",
                                         "--match", "3", "--seed", "4", "--jobs", "1",
                                         "--export-mat", str(folder)]) == 0
    written = sorted(p.name for p in folder.iterdir())
    assert written == ["game-0001.mat", "game-0002.mat"]
    for name, seats in zip(written, [("simple", "friendly"), ("friendly", "simple")]):
        mat = matfile.read((folder / name).read_text())
        assert mat.length == 3 and mat.games and all(g.names == seats for g in mat.games)
        score = [0, 0]
        for game in mat.games:
            assert game.score == tuple(score)
            said = replayed(game)                  # every play legal on our board, in turn
            assert said[-1].split()[1] == "win"
            score[int(said[-1].split()[0])] += int(said[-1].split()[2])
        assert max(score) >= 3


def test_money_games_between_two_players_are_each_a_file_of_one_game(tmp_path):
    from games.match.command import run
    folder = tmp_path / "mats"
    assert run(find_game("backgammon"), ["--player", "simple", "--player", "simple", "--games", "2",
                                         "--seed", "9", "--jobs", "1", "--export-mat", str(folder)]) == 0
    for name, seats in (("game-0001.mat", ("simple", "simple 2")), ("game-0002.mat", ("simple 2", "simple"))):
        mat = matfile.read((folder / name).read_text())       # (gnubg takes # for a comment)
        assert mat.length == 0 and len(mat.games) == 1 and mat.games[0].names == seats
        assert replayed(mat.games[0])[-1].split()[1] == "win"
