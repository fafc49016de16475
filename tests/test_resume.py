"""Every game left in the middle is saved, and resumed to the very same position.

Each game is played for a while (the computer's moves by the computer, yours as moves
made through the scene's one door and taken up, as a resumed game is), left with
Escape, chosen again from the menu and resumed: every seat's view of the rules state
must be what it was, and the game must go on from there. Then the failures: a saved game
that is damaged, from a newer program, or whose moves no longer replay is set aside,
said in one line, and a new game starts.
"""
from __future__ import annotations

import json
import random

import pygame
import pytest

from games import store
from games.registry import find_game, playable_games
from games.ui import resume
from games.ui.harness import Harness
from tests.kits import example_game, games_with, need

KEYS = {"<Return>": (pygame.K_RETURN, "\r"), "N": (pygame.K_n, "n"), "<Esc>": (pygame.K_ESCAPE, "")}
GAMES = sorted(g.name for g in playable_games())
# The game the tests of one saved game take as their example, and its first move as a game of
# it dealt from seed 3 begins (a move of its own notation, for the saved games made by hand).
EXAMPLE = example_game().name


def first_move(name: str, seed: int = 3) -> str:
    info = find_game(name)
    return str(info.new_state(info.setup(seed)).legal_moves()[0])


def start(name: str, seed: int = 7, **extra) -> Harness:
    """The game's window started without asking how many play (its kit's RESUME_START)."""
    info = find_game(name)
    return Harness(info, seed=seed, menu_games=[info], **{**need(info, "RESUME_START"), **extra})


def some_move(state, rng: random.Random):
    """A move at random, but never a resignation (nor a double dropped), which would end the
    game before there is anything to resume."""
    return rng.choice([m for m in state.legal_moves() if not str(m).startswith(("resign", "drop"))])


def play_on(h: Harness, moves: int, rng: random.Random) -> None:
    """Let the computer play its turns, and make ``moves`` of yours at random."""
    for _ in range(moves):
        h.app.settle()
        scene = h.scene
        state = scene.state
        if state.is_terminal():
            return
        seat = state.current_player()
        if hasattr(scene, "seats") and scene.seats and not scene.is_person(seat):
            continue
        scene.apply_move(state, some_move(state, rng))
        if state.is_terminal():
            return
        scene.show(scene.state)
    h.app.settle()


def views(scene) -> list:
    state = scene.state
    seats = len(getattr(scene, "seats", [])) or find_game(scene.game_name).seats[0]
    return [repr(state.view(seat)) for seat in range(seats)]


def leave(h: Harness) -> None:
    h.keys("<Esc>")
    assert "Leave this game?" in h.text
    h.keys("<Return>")
    assert "TRADITIONAL GAMES" in h.text


def choose_again(h: Harness, name: str, answer: str = "<Return>") -> None:
    """Choose ``name`` in the menu and answer "Resume your game?": the scene is then as the
    replay left it (the computer has not moved since, as the harness's keys would let it)."""
    h.keys(find_game(name).menu_key)
    assert "Resume your" in h.text
    h.press(*KEYS[answer])


@pytest.mark.parametrize("name", GAMES)
def test_a_game_left_is_resumed_where_it_was(name):
    for moves in (12, 6, 3, 1):               # fewer in a short game, so that it is still going
        h = start(name)
        play_on(h, moves, random.Random(name))
        if h.scene.in_progress() and not h.scene.state.is_terminal():
            break
    scene = h.scene
    assert scene.in_progress() and not scene.state.is_terminal()
    before = views(scene)
    sitting = [list(g) for g in scene.record.sitting]
    leave(h)
    saved = json.loads(store.location(resume.save_name(name)).read_text())
    assert saved["format"] == resume.FORMAT and saved["game"] == name
    assert saved["sitting"] == sitting and sum(map(len, sitting)) > 0
    choose_again(h, name)
    again = h.scene
    assert again is not scene and again.game_name == name
    assert views(again) == before
    assert again.record.sitting == sitting          # left again, it saves the same game
    assert "resumed" in h.text
    play_on(h, 4, random.Random(1))                    # and the game goes on from there
    assert store.NOTICES == []


# The games whose kits say a whole game of them is quick to play out at random, with six moves
# of the next still short of its end (SECOND_GAME): a table of two and one of more among them.
SITTINGS = [name for name in GAMES if need(find_game(name), "SECOND_GAME")]


def test_a_second_game_is_tried_at_a_table_of_two_and_at_one_of_more():
    assert {find_game(name).seats[0] == 2 for name in SITTINGS} == {True, False}


@pytest.mark.parametrize("name", SITTINGS)
def test_a_second_game_of_the_sitting_is_resumed_too(name):
    """After Play again the game in progress is the second of the sitting: the saved game
    replays the first as well, so the second is dealt from the same stream."""
    h = start(name, seed=11)
    scene = h.scene
    first = scene.state
    rng = random.Random(5)
    while not first.is_terminal():                 # the first game, played out quickly
        scene.apply_move(first, some_move(first, rng))
    scene.new_game()
    play_on(h, 6, rng)
    before = views(scene)
    assert len(scene.record.sitting) == 2
    leave(h)
    choose_again(h, name)
    assert views(h.scene) == before


def test_new_game_instead_forgets_the_saved_one():
    h = start(EXAMPLE)
    play_on(h, 3, random.Random(2))
    leave(h)
    assert resume.has_saved(EXAMPLE)
    choose_again(h, EXAMPLE, "N")
    assert not resume.has_saved(EXAMPLE)
    assert "resumed" not in h.text


def test_escape_at_resume_question_goes_back_to_the_menu():
    h = start(EXAMPLE)
    play_on(h, 3, random.Random(2))
    leave(h)
    choose_again(h, EXAMPLE, "<Esc>")
    assert "Which game" in h.text and resume.has_saved(EXAMPLE)


def test_a_game_finished_leaves_nothing_to_resume():
    name = next(name for name in SITTINGS if find_game(name).seats[0] == 2)    # quick to play out, for two
    h = start(name)
    scene = h.scene
    state = scene.state
    rng = random.Random(3)
    play_on(h, 2, rng)
    leave(h)
    choose_again(h, name)
    scene, state = h.scene, h.scene.state
    while not state.is_terminal():
        scene.apply_move(state, some_move(state, rng))
    scene.show(scene.state)
    h.keys("N")
    assert not resume.has_saved(name)


def test_closing_the_window_saves_the_game():
    name = EXAMPLE
    h = start(name)
    play_on(h, 3, random.Random(4))
    h.app.close()
    assert not h.app.running
    assert resume.load(name) is not None


def test_a_command_line_game_does_not_offer_to_resume():
    """``main.py GAME`` starts that game afresh (scripts and screenshots stay the same);
    the saved game is kept until the new one has moves of its own."""
    h = start(EXAMPLE)
    play_on(h, 3, random.Random(2))
    leave(h)
    h2 = start(EXAMPLE)
    assert "Resume" not in h2.text and resume.has_saved(EXAMPLE)


# -- what must never happen ------------------------------------------------------------------
def saved_file(name: str):
    path = store.location(resume.save_name(name))
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def aside(name: str) -> list:
    return sorted(p.name for p in saved_file(name).parent.glob(f"{name}.json.bad-*"))


def saved_text(game: str, seed="3", sitting="[[]]", seeds=', "seeds": [3]', format: int = 2) -> str:
    return f'{{"format": {format}, "game": {json.dumps(game)}, "seed": {seed}, "sitting": {sitting}{seeds}}}'


# The example game's saved file made bad: cut short, empty, from a newer program, a value of the
# wrong kind, a move that is not text, a move refused after its first, a move no game has.
BAD_SAVES = [
    (saved_text(EXAMPLE)[:saved_text(EXAMPLE).index('"sitting') + 6], "damaged"),
    ("", "empty"),
    (saved_text(EXAMPLE, format=99, seeds=""), "newer version"),
    (saved_text(EXAMPLE, seed='"three"'), "not a saved game"),
    (saved_text(EXAMPLE, sitting=f'[[{json.dumps(first_move(EXAMPLE))}, 7]]'), "not a saved game"),
    (saved_text(EXAMPLE, sitting=f'[[{json.dumps(first_move(EXAMPLE))}, "discard XX"]]'), "refused"),
    (saved_text(EXAMPLE, sitting='[["castle"]]'), "refused"),
]


@pytest.mark.parametrize("text, why", BAD_SAVES)
def test_a_bad_saved_game_is_set_aside_and_a_new_game_starts(text, why):
    saved_file(EXAMPLE).write_text(text)
    h = Harness(menu_games=[find_game(EXAMPLE)])
    assert "saved" in h.text                      # the menu offers it: it is read when chosen
    choose_again(h, EXAMPLE)
    assert "Resume" not in h.text
    assert len(aside(EXAMPLE)) == 1 and not resume.has_saved(EXAMPLE)
    assert any(why in notice for notice in store.NOTICES), store.NOTICES
    assert len(store.NOTICES) == 1
    if h.scene.__class__.__name__ != "MenuScene":
        assert need(find_game(EXAMPLE), "OPENING") in h.text     # a new game, playable
        h.keys("<Return>")                        # the one-line message, read


def test_a_move_refused_is_said_on_the_screen():
    saved_file(EXAMPLE).write_text(saved_text(EXAMPLE, sitting='[["castle"]]'))
    h = Harness(menu_games=[find_game(EXAMPLE)])
    choose_again(h, EXAMPLE)
    assert "would not replay" in h.text and "move 1 (castle) is refused" in store.NOTICES[0]


def test_an_unwritable_folder_loses_the_game_quietly(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv(store.FOLDER_ENV, str(blocked))
    h = start(EXAMPLE)
    play_on(h, 3, random.Random(2))
    leave(h)                                      # says so, and the menu carries on
    assert any("cannot write" in n for n in store.NOTICES)
    assert blocked.read_text() == "not a folder"


@pytest.mark.parametrize("name", [g.name for g in games_with("players") if g.scene is not None])
def test_saved_options_that_make_no_game_are_set_aside(name):
    """(Each game whose table seats as many as you ask.)"""
    saved_file(name).write_text(json.dumps({
        "format": 2, "game": name, "seed": 3, "options": {"players": "many", "seat": None},
        "sitting": [[first_move(name)]], "seeds": [3]}))
    h = Harness(menu_games=[find_game(name)])
    choose_again(h, name)
    assert len(aside(name)) == 1 and len(store.NOTICES) == 1
    assert "How many players" in h.text or "would not replay" in h.text


@pytest.mark.parametrize("name", GAMES)
def test_moves_made_with_keys_are_saved_and_resumed(name):
    """The keys' own way to a move (not the test's door: your kit's ``step``) records it too."""
    h = start(name, seed=3)
    for _ in range(20):                           # (a question first, say: how many play)
        if h.scene.record.moves >= 1:
            break
        need(find_game(name), "step")(h)
    scene = h.scene
    assert scene.record.moves >= 1
    before = views(scene)
    leave(h)
    choose_again(h, name)
    assert views(h.scene) == before


def end_of_hand_games() -> list[str]:
    """The games with a question at the end of a hand (not only at the end of the game) at
    which V reviews the hand."""
    out = []
    for info in playable_games():
        h = start(info.name)
        if set(h.scene.review_at) - {"over"}:
            out.append(info.name)
        h.app.manager.pop()
    return out


def at_a_hands_end(h: Harness, rng: random.Random) -> bool:
    """Play on (yours at random) to the end of the first hand: False if the game ended there."""
    scene = h.scene
    for _ in range(3000):
        h.app.settle()
        state = scene.state
        if state.is_terminal():
            return False
        if scene.review_offered():
            return True
        if scene.seat_is_yours(state.current_player()) and scene.asking_a_move():
            scene.play_move(some_move(state, rng))
        else:
            h.keys("<Return>")        # a question of the table's (a trick shown, a declaration)
    return False


@pytest.mark.parametrize("name", end_of_hand_games())
def test_a_game_left_at_the_end_of_a_hand_is_resumed_there(name):
    """Left at "Return for hand 2", the game is resumed at that question, with the hand's
    review (V) still to be had: not on to the next hand."""
    for seed in range(3, 9):          # random play may end a game in its first hand: then the next deal
        h = start(name, seed=seed)
        if at_a_hands_end(h, random.Random(name)):
            break
        h.app.manager.pop()
    scene = h.scene
    assert scene.review_offered() and scene.in_progress()
    asked, before = scene.question.name, views(scene)
    leave(h)
    choose_again(h, name)
    again = h.scene
    again.app.settle()
    assert again is not scene and views(again) == before
    for _ in range(3):                # the last trick shown again first, as when it was played
        if again.review_offered() or again.asking_a_move():
            break
        h.keys("<Return>")
    assert again.question.name == asked and again.review_offered() and views(again) == before
