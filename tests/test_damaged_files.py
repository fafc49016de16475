"""The program's files at their worst: nested past reason, endless, in the wrong place,
written by two copies at once, left half-written by a kill, read-only. Each is said in
one line and kept or set aside; none stops the program, and nothing good is lost."""
from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from games import records, settings as settings_file, store
from games.cli import main
from games.registry import all_games, find_game, playable_games
from games.settings import Settings
from games.ui import resume
from games.ui.harness import Harness
from tests.kits import example_game, games_with, need

ROOT = Path(__file__).resolve().parent.parent
DEEP = "[" * 1000 + "]" * 1000
# A line of the example game's history (its kit's RECORD_LINE), dealt from seed 5.
NAME = example_game().name
GAME = {"date": "2026-11-20 10:00:00", **need(example_game(), "RECORD_LINE"), "seed": 5}


def write(home: Path, name: str, text: str) -> Path:
    path = home.joinpath(*name.split("/"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def history_text(*rows) -> str:
    return "".join((row if isinstance(row, str) else json.dumps(row)) + "\n" for row in rows)


def aside(home: Path, name: str) -> list[Path]:
    path = home.joinpath(*name.split("/"))
    return sorted(path.parent.glob(f"{path.name}.bad-*"))


def strict_json(text: str):
    def refuse(word):
        raise ValueError(f"not JSON: {word}")
    return json.loads(text, parse_constant=refuse)


# -- nested past reason (#27, 3) ------------------------------------------------------------
def test_a_deeply_nested_settings_file_is_set_aside_and_help_still_comes(fresh_store, capsys):
    write(fresh_store, "settings.json", '{"format": 1, "x": ' + DEEP + "}")
    with pytest.raises(SystemExit) as leaving:
        main(["--help"])
    assert leaving.value.code == 0
    out, err = capsys.readouterr()
    assert "usage:" in out
    assert len(err.strip().splitlines()) == 1 and "nested more than" in err and "set aside" in err
    assert len(aside(fresh_store, "settings.json")) == 1


def test_nesting_a_little_short_of_the_interpreters_limit_is_refused_too(fresh_store):
    """Parsed, it would still break whatever went through it (a message, a copy, a save)."""
    write(fresh_store, "settings.json", '{"format": 1, "scale": ' + "[" * 900 + "]" * 900 + "}")
    assert settings_file.load() == Settings()
    assert len(aside(fresh_store, "settings.json")) == 1


def test_a_deeply_nested_history_line_is_one_damaged_line(fresh_store, capsys):
    write(fresh_store, records.HISTORY, history_text({"format": 1}, GAME, json.dumps({"game": NAME})[:-1]
                                                     + ', "x": ' + DEEP + "}"))
    assert main(["records", NAME, "--json"]) == 0
    out, err = capsys.readouterr()
    assert strict_json(out)["games"][0]["played"] == 1
    assert "1 damaged line" in err and len(err.strip().splitlines()) == 1
    assert records.history() == [GAME]


@pytest.mark.parametrize("name", [g.name for g in playable_games()])
def test_a_deeply_nested_saved_game_is_set_aside_when_chosen(fresh_store, name):
    write(fresh_store, resume.save_name(name),
          json.dumps({"format": 1, "game": name, "seed": 3, "sitting": [[]]})[:-1] + ', "x": ' + DEEP + "}")
    info = find_game(name)
    h = Harness(menu_games=[info])
    h.keys(info.menu_key)
    assert "Resume your" in h.text                               # read only when it is taken up
    h.keys("<Return>")
    assert "Resume" not in h.text and need(info, "OPENING") in h.text     # a new game instead
    assert len(aside(fresh_store, resume.save_name(name))) == 1 and not resume.has_saved(name)
    assert len(store.NOTICES) == 1 and "nested" in store.NOTICES[0]


# -- history lines checked field by field (#27, 8; a game's own, in its folder: Accordion's deal) -----
@pytest.mark.parametrize("name", [g.name for g in all_games()])
def test_each_kits_line_and_kept_options_are_what_the_program_keeps(name):
    """The kits' examples the tests of files take: a line the history keeps whole, and
    options the settings keep whole for the game."""
    info = find_game(name)
    line, kept = need(info, "RECORD_LINE"), need(info, "KEPT_OPTIONS")
    assert line["game"] == name and records.checked(line) == line
    assert kept and settings_file.game_defaults(Settings(games={name: kept}), info) == kept and store.NOTICES == []


BAD_VALUES = {
    "game": [3, "", [NAME], "x" * 41, NAME + "\n"],
    "result": ["win", 1, None, ["won"]],
    "date": [20261120, "", "x" * 41],
    "seed": ["5", 5.0, True, None],
    "players": ["you", [], [1, 2], ["you"] * 9, ["x" * 201]],
    "score": [5, [], ["5"], [float("nan")], [float("inf")], [10**12], [True]],
    "piles": [0, 53, "1", 1.0],
    "kind": [2, "", "x" * 21],
    "points": ["2", float("nan"), 10**10, False],
}


@pytest.mark.parametrize("field, value", [(f, v) for f, values in BAD_VALUES.items() for v in values])
def test_every_value_of_a_history_line_is_checked_before_use(field, value):
    line = {**GAME, "piles": 3, "kind": "gammon", "points": 2, field: value}
    kept = records.checked(line)
    if field in records.REQUIRED:
        assert kept is None
    else:
        assert kept == {k: v for k, v in line.items() if k != field}
    assert records.checked(dict(GAME, piles=3, kind="gammon", points=2)) is not None


def test_a_line_with_a_bad_value_is_set_aside_and_its_good_part_kept(fresh_store, capsys):
    write(fresh_store, records.HISTORY, history_text({"format": 1}, GAME, dict(GAME, score="lots"),
                                                     dict(GAME, result="maybe")))
    lines = records.history(NAME)
    assert lines == [GAME, {k: v for k, v in GAME.items() if k != "score"}]
    assert "2 damaged lines" in capsys.readouterr().err
    [copy] = aside(fresh_store, records.HISTORY)
    assert "maybe" in copy.read_text() and records.history(NAME) == lines        # written back
    assert store.NOTICES == [store.NOTICES[0]]


# -- a home folder there is not (#27, 9) -----------------------------------------------------------
def test_a_home_folder_of_a_user_there_is_not_is_said_and_nothing_kept(monkeypatch, capsys):
    monkeypatch.setenv(store.FOLDER_ENV, "~nosuchuser-of-this-machine/x")
    assert store.folder() is None
    assert main(["records", "--json"]) == 0
    out, err = capsys.readouterr()
    assert strict_json(out)["history"] is None
    assert len(err.strip().splitlines()) == 1 and "~nosuchuser-of-this-machine" in err
    assert not store.save("settings.json", 1, {"scale": 2})


# -- new files left by a kill (#27, 13) -----------------------------------------------------------
def test_new_files_left_by_a_kill_are_removed_once_stale(fresh_store):
    old = time.time() - 2 * store.STALE_SECONDS
    stale = [write(fresh_store, ".settings.json.ab12cd34.new", "{"),
             write(fresh_store, ".history.jsonl.k2_x9qzr.new", "{"),
             write(fresh_store, f"saves/.{NAME}.json.0a1b2c3d.new", "{")]
    for path in stale:
        os.utime(path, (old, old))
    fresh = write(fresh_store, ".settings.json.99887766.new", "{")     # another copy writing now
    mine = write(fresh_store, "notes.new", "mine")                      # not one of the program's
    os.utime(mine, (old, old))
    settings_file.load()
    records.history()
    resume.load(NAME)
    assert [p.exists() for p in stale] == [False, False, False]
    assert fresh.exists() and mine.read_text() == "mine"
    assert store.NOTICES == []


# -- two copies recording at once (#27, 14) -------------------------------------------------------
RECORDER = """
import os, sys, time
from games import records
while not os.path.exists(sys.argv[2]):
    time.sleep(0.001)
for n in range(100):
    assert records.add({"game": sys.argv[3], "result": "won", "players": [sys.argv[1]], "seed": n})
"""


def test_two_copies_recording_at_once_lose_no_record(fresh_store):
    go = fresh_store.parent / f"{fresh_store.name}-go"
    env = dict(os.environ, **{store.FOLDER_ENV: str(fresh_store)})
    copies = [subprocess.Popen([sys.executable, "-c", RECORDER, who, str(go), NAME], cwd=ROOT, env=env,
                               stderr=subprocess.PIPE, text=True) for who in ("one", "two")]
    time.sleep(0.3)
    go.touch()
    for copy in copies:
        assert copy.wait(timeout=60) == 0, copy.stderr.read()
        assert copy.stderr.read() == ""
    kept = records.history()
    assert sorted((r["players"][0], r["seed"]) for r in kept) == sorted(
        (who, n) for who in ("one", "two") for n in range(100))
    assert store.NOTICES == [] and aside(fresh_store, records.HISTORY) == []


def test_a_last_line_without_its_end_is_not_joined_to_the_next(fresh_store):
    write(fresh_store, records.HISTORY, history_text({"format": 1}) + json.dumps(GAME))
    assert records.add(dict(GAME, seed=6))
    assert [r["seed"] for r in records.history()] == [5, 6] and store.NOTICES == []


def test_a_new_history_is_made_with_its_format_line(fresh_store):
    assert records.add(GAME)
    lines = (fresh_store / records.HISTORY).read_text().splitlines()
    assert json.loads(lines[0]) == {"format": records.FORMAT} and len(lines) == 2


# -- not a plain file (#27, 15) ---------------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no pipes or devices here")
@pytest.mark.parametrize("kind", ["device", "pipe"])
def test_a_settings_file_that_is_a_device_or_a_pipe_is_never_read(fresh_store, kind):
    path = fresh_store / "settings.json"
    if kind == "device":
        path.symlink_to("/dev/zero")
    else:
        os.mkfifo(path)
    loaded = []
    reader = threading.Thread(target=lambda: loaded.append(settings_file.load()), daemon=True)
    reader.start()
    reader.join(10)
    if reader.is_alive():                       # let a reader stuck on the pipe go
        with open(os.open(path, os.O_WRONLY | os.O_NONBLOCK), "w"):
            pass
        pytest.fail("the pipe held the program up")
    assert loaded == [Settings()]
    [notice] = store.NOTICES
    assert "not a plain file" in notice and "set aside" in notice
    [copy] = aside(fresh_store, "settings.json")
    assert copy.is_symlink() if kind == "device" else copy.is_fifo()


def test_a_file_larger_than_the_program_reads_is_set_aside(fresh_store, monkeypatch):
    monkeypatch.setattr(store, "MAX_BYTES", 2**20)
    write(fresh_store, "settings.json", json.dumps({"format": 1, "pad": "x" * 2**20}))
    assert settings_file.load() == Settings()
    assert "larger than the 1 MB" in store.NOTICES[0] and len(aside(fresh_store, "settings.json")) == 1


# -- the first line of a history (#27, 16) ---------------------------------------------------
@pytest.mark.parametrize("first", ['{"form', "\xff\xfe", '{"format": "one"}', json.dumps(GAME), ""])
def test_a_history_whose_first_line_is_damaged_keeps_every_good_line(fresh_store, first):
    path = fresh_store / records.HISTORY
    path.write_bytes(first.encode("latin-1" if first == "\xff\xfe" else "utf-8") + b"\n"
                     + history_text(GAME, dict(GAME, seed=6)).encode())
    expected = ([5] if first == json.dumps(GAME) else []) + [5, 6]
    assert [r["seed"] for r in records.history()] == expected
    assert "first line is not a format line" in store.NOTICES[0]
    assert len(aside(fresh_store, records.HISTORY)) == 1
    assert json.loads(path.read_text().splitlines()[0]) == {"format": 1}     # written back whole
    assert [r["seed"] for r in records.history()] == expected and len(store.NOTICES) == 1


def test_a_line_separator_inside_a_value_does_not_split_its_line(fresh_store):
    line = dict(GAME, note="Jos\u00e9\u2028\x85\x0c")          # a later version's, say
    assert records.add(line) and records.add(GAME)
    assert [dict(r, date=GAME["date"]) for r in records.history()] == [line, GAME]
    assert store.NOTICES == []


# -- records --json (#27, 17) ----------------------------------------------------------------
def test_records_json_is_always_strict_json(fresh_store, capsys):
    game = json.dumps({"game": NAME})[:-1]
    write(fresh_store, records.HISTORY, history_text({"format": 1}, GAME, game + ', "result": "won", '
                                                     '"score": [NaN, 1]}', dict(GAME, score=[1e308]),
                                                     game + ', "result": "lost", "score": [-Infinity]}'))
    assert main(["records", NAME, "--json"]) == 0
    [figures] = strict_json(capsys.readouterr().out)["games"]
    assert figures["played"] == 4 and math.isfinite(figures["points"])


def test_records_json_with_no_home_folder_says_null(monkeypatch, capsys):
    monkeypatch.delenv(store.FOLDER_ENV)
    monkeypatch.setenv("HOME", "/no/such/place/anywhere")
    assert main(["records", "--json"]) == 0
    assert strict_json(capsys.readouterr().out)["history"] is None


def test_a_score_json_cannot_hold_is_written_as_null(fresh_store):
    assert records.add(dict(GAME, score=[float("nan"), 2]))
    text = (fresh_store / records.HISTORY).read_text()
    assert "NaN" not in text and strict_json(text.splitlines()[1])["score"] == [None, 2]


# -- one bad entry loses only itself (#27, 18) ----------------------------------------------------
def test_one_bad_entry_in_games_or_keys_loses_only_itself(fresh_store, capsys):
    first, kept, third = all_games()[:3]                   # three games' entries, the second good
    write(fresh_store, "settings.json", json.dumps({
        "format": 1, "scale": 2, "games": {first.name: [], kept.name: need(kept, "KEPT_OPTIONS"), third.name: "all"},
        "keys": {"spades": 5, "hearts": "F6"}}))
    loaded = settings_file.load()
    assert loaded == Settings(scale=2, games={kept.name: need(kept, "KEPT_OPTIONS")}, keys={"hearts": "F6"})
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all("left out" in line for line in err)
    assert f"games: '{first.name}' should be option: value pairs, not []" in err[0]
    assert (fresh_store / "settings.json").exists() and aside(fresh_store, "settings.json") == []


@pytest.mark.parametrize("name", [g.name for g in games_with("opponent")])
def test_a_huge_value_is_shown_cut_short_on_one_line(fresh_store, capsys, name):
    write(fresh_store, "settings.json", json.dumps({"format": 1, "scale": "big\n" * 10**5,
                                                    "x" * 10**5: 1, "games": {name: {"opponent": "y" * 10**5}}}))
    settings_file.game_defaults(settings_file.load(), find_game(name))
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 3 and all(len(line) <= len("traditional-games: ") + store.MESSAGE_WIDTH for line in err)


# -- the player's modes (#27, 19) ----------------------------------------------------------
def test_saving_keeps_the_files_mode(fresh_store):
    path = write(fresh_store, "settings.json", json.dumps({"format": 1, "scale": 2}))
    path.chmod(0o640)
    assert settings_file.save(Settings(scale=4))
    assert oct(path.stat().st_mode & 0o777) == oct(0o640) and settings_file.load().scale == 4


def test_a_new_file_gets_the_mode_any_new_file_gets(fresh_store):
    mask = os.umask(0o027)
    try:
        assert settings_file.save(Settings(scale=4))
    finally:
        os.umask(mask)
    assert oct((fresh_store / "settings.json").stat().st_mode & 0o777) == oct(0o640)


def test_a_read_only_file_is_said_and_left_as_it_is(fresh_store, capsys):
    text = json.dumps({"format": 1, "scale": 2})
    path = write(fresh_store, "settings.json", text)
    path.chmod(0o444)
    assert not settings_file.save(Settings(scale=4))
    assert path.read_text() == text and oct(path.stat().st_mode & 0o777) == oct(0o444)
    assert "settings.json is read-only: not saved" in capsys.readouterr().err
    history = write(fresh_store, records.HISTORY, history_text({"format": 1}, GAME))
    history.chmod(0o444)
    assert not records.add(GAME)
    assert records.history() == [GAME] and "read-only: not recorded" in store.NOTICES[-1]
