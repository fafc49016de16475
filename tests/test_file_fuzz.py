"""Every kind of file the program reads, damaged at random (seeded: the same cases every
run): good files cut short, with bits flipped, nested past reason, with values of the
wrong kind or huge ones, or parts left out. Whatever is read, no exception escapes the
code reading it; the file is either kept as it is or set aside whole, with one line
said; and what was good in it is kept (a settings entry, a history line)."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from games import records, settings as settings_file, store
from games.cli import build_parser, game_options, main
from games.registry import all_games, find_game, playable_games
from games.ui import keys, resume
from games.ui.cabinet import key_map
from games.ui.harness import Harness
from games.ui.menu import MenuScene
from tests.kits import example_game, games_with, need

ROOT = Path(__file__).resolve().parent.parent
PLACE = "\x00fuzz\x00"               # stands for a value written as raw JSON text
NAME = example_game().name        # the game an example line or entry is of

WRONG = [None, True, False, 0, -1, 7, 2.5, "", "x", "F1", "won", [], {}, [1, "a"], {"a": 1}, [[["x"]]]]
HUGE = ['"' + "x" * 100_000 + '"', "9" * 4000, "-" + "9" * 4000, "1e400", "-1e400", "NaN", "Infinity",
        "[" + ",".join(["1"] * 50_000) + "]", '"\\ud800"', '"a\\u2028b\\n\\u001b[31m"', "1" + "0" * 20,
        "{" + ",".join(f'"k{n}": {n}' for n in range(20_000)) + "}"]
DEEP = ["[" * n + "]" * n for n in (33, 500, 1000, 50_000)] + ['{"a": ' * 2000 + "1" + "}" * 2000]


# -- the damage -----------------------------------------------------------------------------
def paths(value, here=()):
    """Every place in ``value`` a value could be put (the whole of it first)."""
    yield here
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from paths(inner, (*here, key))
    elif isinstance(value, list):
        for n, inner in enumerate(value):
            yield from paths(inner, (*here, n))


def put(value, path, new):
    if not path:
        return new
    copy = json.loads(json.dumps(value))
    holder = copy
    for step in path[:-1]:
        holder = holder[step]
    if new is _DROP:
        del holder[path[-1]]
    else:
        holder[path[-1]] = new
    return copy


_DROP = object()


def as_text(value, raw: str = "", indent=None) -> bytes:
    return json.dumps(value, indent=indent, ensure_ascii=False).replace(json.dumps(PLACE), raw).encode()


def damage(good, rng: random.Random, indent=None):
    """One damaged copy of the JSON value ``good``: (how, bytes, the place changed or None)."""
    text = as_text(good, indent=indent)
    how = rng.choice(["truncated", "flipped", "deep", "wrong", "huge", "dropped"])
    if how == "truncated":
        return how, text[:rng.randrange(len(text))], None
    if how == "flipped":
        flipped = bytearray(text)
        for _ in range(rng.randint(1, 3)):
            flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
        return how, bytes(flipped), None
    places = list(paths(good))
    if how == "dropped":
        path = rng.choice([p for p in places if p and isinstance(p[-1], str)])
        return how, as_text(put(good, path, _DROP), indent=indent), path
    path = rng.choice(places)
    if how == "wrong":
        return how, as_text(put(good, path, rng.choice(WRONG)), indent=indent), path
    raw = rng.choice(HUGE if how == "huge" else DEEP)
    return how, as_text(put(good, path, PLACE), raw, indent), path


def one_line_each():
    assert all("\n" not in n and len(n) <= store.MESSAGE_WIDTH for n in store.NOTICES), store.NOTICES


def kept_or_set_aside(path: Path, content: bytes) -> bool:
    """Whether the file is kept as it was (True) or set aside whole, said (False)."""
    aside = sorted(path.parent.glob(f"{path.name}.bad-*"))
    if path.exists() and path.read_bytes() == content:
        assert aside == []
        return True
    assert [p.read_bytes() for p in aside] == [content]
    assert any("set aside" in n for n in store.NOTICES), store.NOTICES
    for p in aside:
        p.unlink()
    return False


def write(path: Path, content: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)


# -- settings -------------------------------------------------------------------------------------
GOOD_SETTINGS = {
    "format": 1,
    "keys": {"spades": "F5", "hearts": "F6", "diamonds": "F7", "clubs": "F8", "delete": "BACKSPACE",
             "fullscreen": "F11", "scanlines": "F12"},
    "scale": 2, "fullscreen": False, "scanlines": True, "sound": False, "review": False,
    # every game's entry: options a player may keep for it (its kit's KEPT_OPTIONS)
    "games": {info.name: need(info, "KEPT_OPTIONS") for info in all_games()},
}


def read_settings(rng: random.Random, games) -> settings_file.Settings:
    """All the program does with the settings file before a window opens."""
    store.forget()
    keys.use_key_map({})
    loaded = settings_file.load()
    for info in games:
        settings_file.game_defaults(loaded, info)
    keys.use_key_map(key_map(loaded))
    chosen = rng.choice(games)
    game_options(chosen, build_parser(games, chosen).parse_args([]), loaded)
    return loaded


def test_damaged_settings_files(fresh_store):
    games = all_games()
    path = fresh_store / settings_file.NAME
    rng = random.Random(2701)
    write(path, as_text(GOOD_SETTINGS, indent=2))
    assert read_settings(rng, games).games == GOOD_SETTINGS["games"] and store.NOTICES == []
    outcomes = set()
    for _ in range(60):
        how, content, place = damage(GOOD_SETTINGS, rng, indent=2)
        write(path, content)
        loaded = read_settings(rng, games)
        one_line_each()
        kept = kept_or_set_aside(path, content)
        outcomes.add((how, kept))
        if how in ("wrong", "dropped") and place and place[0] != "format":
            assert kept, (how, place, store.NOTICES)           # a bad entry is no reason to lose the file
        if not kept or not place or how == "deep":
            continue
        for key, value in GOOD_SETTINGS.items():             # the good parts, kept
            if key not in ("format", place[0]):
                assert getattr(loaded, key) == value, (key, how, place)
        if place[0] in ("games", "keys") and len(place) > 1:
            table = getattr(loaded, place[0])
            for name, value in GOOD_SETTINGS[place[0]].items():
                if name != place[1]:
                    assert table[name] == value, (name, how, place)
    keys.use_key_map({})
    assert {("truncated", False), ("deep", False), ("wrong", True), ("huge", True)} <= outcomes


# A built-in player named with arguments in a file: never taken from it (the first would fail at
# its first move, the second would have the first card never come), so never made from it.
HOSTILE_PLAYERS = ["computer(bogus=1)", "computer(budget=1000000000, samples=10**9)", "Computer(1e400)",
                   "simple(" + "9" * 5000 + ")", "random(seed=" + "[" * 40 + "]" * 40 + ")", "computer()"]


def test_built_in_players_with_arguments_in_the_settings_are_refused_as_they_are_read(fresh_store):
    rng = random.Random(2704)
    for spec in HOSTILE_PLAYERS:
        name = rng.choice([info.name for info in games_with("opponent")])
        write(fresh_store / settings_file.NAME, as_text({"format": 1, "games": {name: {"opponent": spec}}}))
        store.forget()
        loaded = settings_file.load()
        kept = settings_file.game_defaults(loaded, find_game(name))
        one_line_each()
        assert "opponent" not in kept, spec
        assert any("a built-in is kept by its name alone" in n for n in store.NOTICES), (spec, store.NOTICES)
        assert find_game(name).options.made(kept).opponent == "computer"


# A game against one computer, and one whose saved game names who sits in each seat too (each
# with the built-ins the hostile names above are made from).
BUILT = [g for g in games_with("opponent") if g.scene and {"computer", "simple", "random"} <= set(g.builtins)]
AGAINST = [next(g.name for g in BUILT if not g.options.field_named("seat")),
           next(g.name for g in BUILT if g.options.field_named("seat"))]


@pytest.mark.parametrize("name", AGAINST)
def test_built_in_players_with_arguments_in_a_saved_game_give_way_to_the_built_in(fresh_store, name):
    h, good = saved_game(name)
    path = store.location(resume.save_name(name))
    data = json.loads(good)
    for spec in HOSTILE_PLAYERS:
        options = {**data["options"], "opponent": spec}
        if "seat" in options:
            options["seat"] = [options["seat"][0]] + [spec] * (len(options["seat"]) - 1)
        write(path, as_text({**data, "options": options}))
        store.forget()
        resume_from_menu(h, name)
        one_line_each()
        scene = h.scene
        assert scene.record.sitting == data["sitting"], (spec, store.NOTICES)      # resumed...
        kept = vars(scene.options)
        assert spec not in [kept.get("opponent"), *(kept.get("seat") or [])]     # ...with the built-in
        assert any("not named on the command line this time" in n for n in store.NOTICES)
        h.app.manager.pop()


# -- the history ------------------------------------------------------------------------------------
DATE = "2026-11-20 10:00:00"
# Every game's line (its kit's RECORD_LINE).
GOOD_LINES = [{"date": DATE, **need(info, "RECORD_LINE")} for info in all_games()]
HEADER = {"format": records.FORMAT}


def history_bytes(rows) -> bytes:
    return b"".join(json.dumps(r).encode() + b"\n" for r in rows)


def read_history(capsys) -> list:
    """All the program does with the history: the records, their figures, ``records --json``."""
    store.forget()
    lines = records.history()
    for info in playable_games():
        figures = records.summary(info, lines)
        records.describe(info, figures)
    capsys.readouterr()
    assert main(["records", "--json"]) == 0
    out = capsys.readouterr().out

    def refuse(word):
        raise AssertionError(f"records --json printed {word}")
    json.loads(out, parse_constant=refuse)
    return lines


def test_damaged_histories(fresh_store, capsys):
    path = fresh_store / records.HISTORY
    rng = random.Random(2702)
    good = history_bytes([HEADER, *GOOD_LINES])
    write(path, good)
    assert read_history(capsys) == GOOD_LINES and store.NOTICES == []
    outcomes = set()
    for case in range(100):
        rows = [HEADER, *GOOD_LINES]
        if rng.random() < 0.4:                                    # the whole file cut or flipped
            how = rng.choice(["truncated", "flipped"])
            content = _whole_file_damage(how, good, rng)
            hit = _lines_touched(good, content)
        else:                                                     # one line, any damage
            n = rng.randrange(len(rows))
            how, line, _ = damage(rows[n], rng)
            content = history_bytes(rows[:n]) + line.replace(b"\n", b" ") + b"\n" + history_bytes(rows[n + 1:])
            hit = {n}
        write(path, content)
        lines = read_history(capsys)
        one_line_each()
        kept = kept_or_set_aside(path, content)
        outcomes.add((how, kept))
        newer = any("newer version" in n for n in store.NOTICES)
        if 0 in hit and newer:
            assert lines == []                                    # a later program's: nothing read
            continue
        for n, row in enumerate(GOOD_LINES, start=1):             # every line not damaged is kept
            if n not in hit:
                assert row in lines, (case, how, n)
        if not kept and lines:                                    # and written back at once
            said = list(store.NOTICES)
            assert records.history() == lines and store.NOTICES == said      # quiet the second time
        if case % 25 == 0:
            h = Harness.cabinet(playable_games())
            h.keys("R")
            for _ in playable_games():
                assert "RECORDS" in h.text
                h.keys("<Right>")
    assert {("truncated", False), ("deep", False), ("wrong", False), ("flipped", False)} <= outcomes


def _whole_file_damage(how: str, good: bytes, rng: random.Random) -> bytes:
    if how == "truncated":
        return good[:rng.randrange(len(good))]
    flipped = bytearray(good)
    for _ in range(rng.randint(1, 3)):
        flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
    return bytes(flipped)


def _lines_touched(good: bytes, damaged: bytes) -> set[int]:
    """The lines (0 the format line) that a cut, or flipped bytes, may have lost."""
    if len(damaged) < len(good):
        return set(range(good[:len(damaged)].count(b"\n"), good.count(b"\n") + 1))
    hit = set()
    for i, (was, now) in enumerate(zip(good, damaged)):
        if was != now:
            n = good[:i].count(b"\n")
            hit |= {n, n + 1} if b"\n"[0] in (was, now) else {n}
    return hit


# -- saved games of every game ---------------------------------------------------------------------
def saved_game(name: str) -> tuple[Harness, bytes]:
    """A real saved game of ``name``: a few moves made through the scene's door, then left
    (fewer, for a game so short that a few random moves may end it)."""
    info = find_game(name)
    for most in (4, 2, 1):
        h = Harness(info, seed=5, menu_games=[info], **need(info, "QUICK_START"))
        rng = random.Random(name)
        scene = h.scene
        for _ in range(most):
            h.app.settle()
            state = scene.state
            if state.is_terminal():
                break
            if hasattr(scene, "seats") and scene.seats and not scene.is_person(state.current_player()):
                continue
            scene.apply_move(state, rng.choice([m for m in state.legal_moves() if not str(m).startswith("resign")]))
            if state.is_terminal():
                break
            scene.show(scene.state)
        if scene.record.moves and scene.in_progress():
            break
    assert scene.record.moves and scene.in_progress()
    h.app.manager.pop()                               # left: saved, as Escape and Return save it
    assert isinstance(h.scene, MenuScene)
    return h, store.location(resume.save_name(name)).read_bytes()


def resume_from_menu(h: Harness, name: str) -> None:
    menu = h.scene
    menu.enter()                                      # the menu sees the file as it is now
    h.keys(find_game(name).menu_key)
    assert "Resume your" in h.text
    h.press(pygame.K_RETURN, "\r")                    # (the computer is not let move after)


@pytest.mark.parametrize("name", sorted(g.name for g in playable_games()))
def test_damaged_saved_games(fresh_store, name):
    h, good = saved_game(name)
    path = store.location(resume.save_name(name))
    rng = random.Random(f"2703 {name}")
    data = json.loads(good)
    cases = [("none", good, None)] + [damage(data, rng, indent=2) for _ in range(7)]
    for how, content, place in cases:
        write(path, content)
        store.forget()
        resume_from_menu(h, name)
        scene = h.scene
        assert scene.game_name == name and not isinstance(scene, MenuScene)
        one_line_each()
        kept = kept_or_set_aside(path, content)
        assert kept == (scene.record.moves > 0), (how, place, store.NOTICES)   # resumed, or a new game
        if how == "none":
            assert store.NOTICES == []
        if kept:      # (a move's notation is read in any case: the record writes it the rules' way)
            assert [[m.lower() for m in g] for g in scene.record.sitting] == \
                [[m.lower() for m in g] for g in json.loads(content)["sitting"]]
        else:
            assert not resume.has_saved(name) and len(store.NOTICES) >= 1
        if how == "none" or (how == "flipped" and _same(content, data)):
            assert kept, store.NOTICES
        while not isinstance(h.scene, MenuScene):
            h.app.manager.pop()


def _same(content: bytes, data) -> bool:
    try:
        return json.loads(content) == data
    except ValueError:
        return False


# -- the real program ----------------------------------------------------------------------------
def test_the_program_itself_starts_cleanly_on_damaged_files(tmp_path):
    """A few of the worst, through ``main.py`` in processes of its own (run side by side)."""
    homes = {}

    def home(label: str, files: dict[str, bytes]) -> str:
        folder = tmp_path / label
        for name, content in files.items():
            write(folder.joinpath(*name.split("/")), content)
        homes[label] = folder
        return str(folder)

    game = json.dumps({"game": NAME, "result": "won"})[:-1].encode()
    deep_line = game + b', "x": ' + DEEP[2].encode() + b"}"
    dealt = next(line for line in GOOD_LINES if "deal" in line)        # a game whose line keeps its deal
    odd_lines = [json.dumps(dict(dealt, deal="17")).encode(), json.dumps(dict(dealt, deal=[1, 2])).encode(),
                 game + b', "score": [NaN, Infinity]}', deep_line]
    runs = [
        (["--help"], home("deep-settings", {"settings.json": b'{"format": 1, "x": ' + DEEP[2].encode() + b"}"})),
        (["records", "--json"], home("odd-history", {records.HISTORY: b"\xff{\"form\n" + history_bytes(
            GOOD_LINES[:3]) + b"\n".join(odd_lines) + b"\n"})),
        (["--no-boot", "--keys", "R <Esc> S", "--dump-text"], home("wrong-settings", {
            "settings.json": as_text(put(put(GOOD_SETTINGS, ("games", NAME), []), ("keys", "spades"), PLACE),
                                     HUGE[0]),
            records.HISTORY: history_bytes([HEADER, *GOOD_LINES]) + deep_line + b"\n"})),
        (["records"], "~nosuchuser-of-this-machine/x"),
    ]
    env = {k: v for k, v in os.environ.items() if k != store.FOLDER_ENV}
    started = [subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=dict(env, **{store.FOLDER_ENV: folder}))
               for args, folder in runs]
    for (args, _), process in zip(runs, started):
        out, err = process.communicate(timeout=120)
        err_lines = err.decode().splitlines()
        assert process.returncode == 0, (args, err)
        assert err_lines and all(line.startswith("traditional-games: ") for line in err_lines), (args, err)
        assert out.strip()
        if args[0] == "records" and "--json" in args:
            assert json.loads(out)["games"]
    assert sorted(p.name for p in homes["deep-settings"].iterdir())[0].startswith("settings.json.bad-")


# -- hostile saved games (issue 39): seats, work, the surroundings, a hand's end ---------------------
def seated_games() -> list[str]:
    """The games whose saved game names who sits in each seat (its ``seat`` option)."""
    return [info.name for info in playable_games() if info.options.field_named("seat") is not None]


SEATED = seated_games()


@pytest.mark.parametrize("name", SEATED)
@pytest.mark.parametrize("spoilt", ["persn", "computer", "Ann"])
def test_a_saved_game_whose_seats_leave_you_out_is_set_aside(fresh_store, name, spoilt):
    """A misspelt person, a seat you had given to the computer, or a computer's name where
    yours was: never the computer playing your seat, nor a result recorded as yours."""
    h, good = saved_game(name)
    path = store.location(resume.save_name(name))
    data = json.loads(good)
    seats = data["options"]["seat"]
    seats[seats.index("person")] = spoilt
    write(path, json.dumps(data).encode())
    store.forget()
    resume_from_menu(h, name)
    assert not kept_or_set_aside(path, json.dumps(data).encode())
    assert h.scene.game_name == name and h.scene.seat_is_yours(0) and h.scene.record.moves == 0


@pytest.mark.parametrize("name", SEATED)
def test_a_game_the_computer_plays_alone_is_recorded_as_no_ones(fresh_store, name):
    info = find_game(name)
    robots = [s for s in json.loads(saved_game(name)[1])["options"]["seat"] if s != "person"]
    h = Harness(info, seed=3, menu_games=[info], **{**need(info, "QUICK_START"), "seat": robots + robots[:1]})
    for _ in range(400):
        if h.scene.state.is_terminal():
            break
        h.keys("<Return>")
    assert h.scene.state.is_terminal()
    h.app.manager.pop()
    assert records.history(name) == []


@pytest.mark.parametrize("name", sorted(g.name for g in playable_games()))
@pytest.mark.parametrize("empty", [2_000, 20_000])
def test_a_sitting_of_empty_games_is_refused_at_once(fresh_store, name, empty):
    """A small file asking for thousands of games before one move: refused before the replay
    (too many) or at the second game (the first had not ended), never replayed game by game."""
    h, good = saved_game(name)
    path = store.location(resume.save_name(name))
    data = json.loads(good)
    data["sitting"] = [[]] * empty + data["sitting"]
    data["seeds"] = [data["seed"] + k for k in range(len(data["sitting"]))]
    content = json.dumps(data).encode()
    write(path, content)
    store.forget()
    menu = h.scene
    menu.enter()
    h.keys(find_game(name).menu_key)
    if "Resume your" in h.text:
        h.press(pygame.K_RETURN, "\r")
    assert not kept_or_set_aside(path, content)
    assert any("had not ended" in n or "at most" in n for n in store.NOTICES), store.NOTICES
    assert h.scene.game_name == name and h.scene.record.moves == 0       # a new game instead


@pytest.mark.parametrize("name", sorted(g.name for g in playable_games()))
def test_a_deleted_working_folder_resumes_a_good_saved_game(fresh_store, name, monkeypatch):
    """Started from a folder deleted since: the built-in players need no working folder, and
    the good saved game is resumed, not set aside."""
    h, good = saved_game(name)

    def gone():
        raise FileNotFoundError(2, "No such file or directory")
    monkeypatch.setattr(os, "getcwd", gone)
    store.forget()
    resume_from_menu(h, name)
    assert store.NOTICES == [] and h.scene.record.moves > 0
    assert h.scene.record.sitting == json.loads(good)["sitting"]


def test_a_fault_of_the_surroundings_sets_no_saved_game_aside(fresh_store, monkeypatch):
    """A file or folder gone while a game replays is not the saved game's fault: it is kept
    for another time, and the new game started meanwhile is not saved over it."""
    name = sorted(g.name for g in playable_games())[0]
    h, good = saved_game(name)
    path = store.location(resume.save_name(name))

    def gone(state, text):
        raise FileNotFoundError(2, "No such file or directory")
    monkeypatch.setattr(resume, "find_move", gone)
    store.forget()
    resume_from_menu(h, name)
    assert path.read_bytes() == good and not list(path.parent.glob("*.bad-*"))
    assert "could not be resumed" in h.text
    h.app.manager.pop()
    assert path.read_bytes() == good


def test_main_started_in_a_deleted_folder_plays(tmp_path):
    """``mkdir g; cd g; rmdir ../g; main.py GAME``: the game starts."""
    folder = tmp_path / "g"
    folder.mkdir()
    script = (f"import os, runpy, sys; os.chdir({str(folder)!r}); os.rmdir({str(folder)!r}); "
              f"sys.argv = ['main.py', {sorted(g.name for g in playable_games())[1]!r}, '--no-boot', "
              "'--keys', '', '--dump-text']; sys.path.insert(0, " + repr(str(ROOT)) + "); "
              "runpy.run_path(" + repr(str(ROOT / "main.py")) + ", run_name='__main__')")
    env = dict(os.environ, **{store.FOLDER_ENV: str(tmp_path / "home")})
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=120, env=env)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert done.stdout.strip()
