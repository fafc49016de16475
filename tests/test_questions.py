"""Every question of the scenes that ask Question objects (games.ui.question) takes exactly
the keys its help lists: each key listed goes to one of its answers, never to its refusal,
and a key not listed is refused with a beep (or, while the game goes on by itself, does
nothing). The games are played for a while with the keys the help lists, as a player
would, so that their questions come up, and each question met is held to it."""
import random
import re

import pytest

from games.cards import SUITS
from games.registry import all_games
from games.ui.harness import Harness
from games.ui.keys import BACK, DELETE, YES, Command, parse_script
from games.ui.question import Answer, Question, chars, is_no
from games.ui.scene import GameScene
from tests.dummy_game import GAME as CLIMB
from tests.kits import need
from tests.help_keys import next_keys, presses

# Every registered game, and the example of a game scene (tests/dummy_scene.py); each kit
# gives the options its window starts with (QUESTIONS_START), a sensible step of yours
# (step) and the questions where it knows what to do (STEPS_AT), and the questions the
# walk must meet, at least (QUESTIONS).
GAMES = {info.name: info for info in all_games() + [CLIMB]}
KEYS_PER_GAME = 150
# the keys a question might be offered: every character a game uses, and the named keys
POOL = [Command("char", c) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/*"] + \
    [YES, DELETE] + [Command("suit", s) for s in SUITS] + \
    [Command(name) for name in ("left", "right", "up", "down", "tab")]


def listed(spec: str) -> set[Command]:
    """Every key one line of the help names (a range of points: each figure its numbers use)."""
    keys: set[Command] = set()
    for word in re.split(r"[\s/,]+", spec):
        if word.lower() == "any":
            keys.update(POOL)
        elif m := re.fullmatch(r"(\d+)-(\d+)", word):
            keys.update(Command("char", d) for n in range(int(m[1]), int(m[2]) + 1) for d in str(n))
        else:
            keys.update(command for pressed in presses(word, random.Random(0)) for command in pressed)
    return keys


def asked(scene) -> Question | None:
    """The question taking the keys now: none while the help, a hint or a question of the
    moment (leave?, a message held) stands over it."""
    if not isinstance(scene, GameScene) or scene.paused or scene.question is None:
        return None
    return scene.question


def check(h: Harness, question: Question, rng: random.Random, where: str, press: bool = True) -> None:
    """The keys the question lists are the keys it takes; and (``press``) a key it does
    not list, pressed, is refused with a beep (nothing, while nothing is asked)."""
    keys = set().union(*(listed(spec) for spec, _ in question.key_lines() if spec))
    for command in keys:
        assert question.answer_for(command) is not None, f"{where}: {command} is listed but not taken"
    for command in POOL:
        if command not in keys:
            assert question.answer_for(command) is None, f"{where}: {command} is taken but not listed"
    assert h.scene.help_keys()[:len(question.key_lines())] == question.key_lines(), where
    others = [command for command in POOL if command not in keys]
    if not others or not press:
        return
    beeps, command = h.beeps, rng.choice(others)
    h.app.handle(command)
    assert h.scene.question is question, f"{where}: {command}, not listed, changed the question"
    assert h.beeps == beeps + (question.otherwise is not None), f"{where}: {command}, not listed"


def look(h: Harness, rng: random.Random, name: str, met: set, press: bool = True) -> None:
    question = asked(h.scene)
    if question is not None and h.app.help is None:
        check(h, question, rng, f"{name}, {question.name} {question.text!r}", press)
        met.add(question.name)


def checking(h: Harness, rng: random.Random, name: str, met: set) -> Harness:
    """``h`` with each key of its key scripts followed by a look at the question then asked
    (pressing nothing more: the steps count the beeps)."""
    def keys(script: str) -> Harness:
        for step in parse_script(script):
            h.app.play_script([step])
            look(h, rng, name, met, press=False)
        return h
    h.keys = keys
    return h


@pytest.mark.parametrize("name", GAMES)
def test_every_question_takes_the_keys_its_help_lists_and_no_other(name):
    """Half the time a key the help lists, half the time a step of a sensible player (so
    that plays are made and the games go on to their ends)."""
    info, rng, met = GAMES[name], random.Random(f"questions-{name}"), set()
    options, step, steps_at = need(info, "QUESTIONS_START"), need(info, "step"), need(info, "STEPS_AT")

    def start(seed: int) -> Harness:
        h = checking(Harness(info, seed=seed, **options), rng, name, met)
        look(h, rng, name, met)
        return h
    h = start(1)
    for i in range(KEYS_PER_GAME):
        if rng.random() < 0.5 and getattr(h.scene.question, "name", "") in steps_at:
            if getattr(getattr(h.scene, "entry", None), "suit", ""):
                h.app.handle(DELETE)              # a card's name half typed by the keys before
            step(h)
        else:
            for command in next_keys(h.app, rng):
                if command != BACK:
                    h.app.handle(command)
            look(h, rng, name, met)
            h.app.update(rng.choice([0.0, 0.1, 2.5]))
            h.app.settle()
        look(h, rng, name, met)
        if not h.app.running or len(h.app.manager.stack) < 2:
            h = start(rng.randrange(1000))
    assert met >= need(info, "QUESTIONS"), need(info, "QUESTIONS") - met


def test_the_check_sees_a_key_listed_but_not_taken_and_one_taken_but_not_listed():
    h = Harness(CLIMB, seed=1)
    wrong = Question("Well?", [Answer("Return or Y", "Yes", chars("Y"), lambda c: None)], "Well?")
    with pytest.raises(AssertionError, match="listed but not taken"):
        check(h, wrong, random.Random(0), "wrong")
    loose = Question("Well?", [Answer("N", "No", lambda c: is_no(c) or c == YES, lambda c: None)], "Well?")
    with pytest.raises(AssertionError, match="taken but not listed"):
        check(h, loose, random.Random(0), "loose")


def test_a_question_may_say_what_escape_does_there():
    h = Harness(CLIMB, seed=1)
    scene, pressed = h.scene, []
    scene.ask(Question("Which?", [Answer("N", "No", is_no, lambda c: None)], "Which?",
                       escape=Answer("Escape", "back to the board", never_taken, pressed.append)))
    assert ("Escape", "back to the board") in scene.help_keys()
    h.keys("<Esc>")
    assert pressed == [BACK] and "Leave this game?" not in h.text


def never_taken(command: Command) -> bool:
    return False
