"""The program's own files: every way a file or folder can be bad is said in one line,
loses nothing, and never stops the program."""
import json
import os

import pytest

from games import store

V = 2   # the format version these tests write


def aside_files(folder, name):
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(f"{name}.bad-"))


def one_line_said(capsys, *words):
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert err[0].startswith("traditional-games: ")
    for word in words:
        assert word in err[0], err[0]
    assert store.NOTICES and store.NOTICES[-1] in err[0]
    return err[0]


def test_the_suite_never_uses_the_users_folder(fresh_store):
    assert store.folder() == fresh_store
    assert os.environ[store.FOLDER_ENV] == str(fresh_store)


def test_a_document_round_trips_and_is_readable_by_a_person(fresh_store, capsys):
    assert store.load("settings.json", V) is None          # none yet: no message
    assert store.save("settings.json", V, {"scale": 4, "keys": {"spades": "F1"}})
    text = (fresh_store / "settings.json").read_text(encoding="utf-8")
    assert json.loads(text) == {"format": V, "scale": 4, "keys": {"spades": "F1"}}
    assert "\n  " in text                                   # indented, one key a line
    assert store.load("settings.json", V) == {"scale": 4, "keys": {"spades": "F1"}}
    assert capsys.readouterr().err == ""


def test_an_older_format_is_returned_for_the_caller_to_fill_in(fresh_store):
    store.save("settings.json", 1, {"scale": 2})
    assert store.load("settings.json", V) == {"scale": 2}


def test_documents_in_sub_folders_are_made_as_needed(fresh_store):
    assert store.save("saves/some_game.json", V, {"seed": 7})
    assert (fresh_store / "saves" / "some_game.json").exists()
    assert store.load("saves/some_game.json", V) == {"seed": 7}
    assert store.remove("saves/some_game.json")
    assert store.remove("saves/some_game.json")            # already gone: fine
    assert store.load("saves/some_game.json", V) is None


BAD_DOCUMENTS = {
    "corrupt": (b"{\"format\": 2, \"scale\": }", "damaged"),
    "truncated": (b"{\"format\": 2, \"sca", "cut short"),
    "empty": (b"", "empty"),
    "not text": (b"\xff\xfe\x00garbage", "not text"),
    "not an object": (b"[1, 2, 3]", "not a JSON object"),
    "no format": (b"{\"scale\": 3}", "no format"),
    "newer": (b"{\"format\": 3, \"scale\": 3}", "newer version"),
}


@pytest.mark.parametrize("case", sorted(BAD_DOCUMENTS))
def test_a_bad_document_is_set_aside_not_overwritten(fresh_store, capsys, case):
    content, words = BAD_DOCUMENTS[case]
    (fresh_store / "settings.json").write_bytes(content)
    assert store.load("settings.json", V) is None           # the caller uses its defaults
    line = one_line_said(capsys, "settings.json", words, "set aside")
    [aside] = aside_files(fresh_store, "settings.json")
    assert aside in line
    assert (fresh_store / aside).read_bytes() == content     # kept exactly as it was
    assert not (fresh_store / "settings.json").exists()
    assert store.save("settings.json", V, {"scale": 3})      # the next save starts afresh
    assert (fresh_store / aside).read_bytes() == content


def test_setting_aside_never_renames_over_an_earlier_one(fresh_store, capsys):
    for content in (b"{", b"[", b"x"):
        (fresh_store / "settings.json").write_bytes(content)
        assert store.load("settings.json", V) is None
    kept = sorted((fresh_store / a).read_bytes() for a in aside_files(fresh_store, "settings.json"))
    assert kept == [b"[", b"x", b"{"]


def test_an_unreadable_document_is_set_aside(fresh_store, capsys):
    (fresh_store / "settings.json").mkdir()     # cannot be read as a file, even by root
    (fresh_store / "settings.json" / "inside").write_text("mine")
    assert store.load("settings.json", V) is None
    one_line_said(capsys, "cannot be read", "set aside")
    [aside] = aside_files(fresh_store, "settings.json")
    assert (fresh_store / aside / "inside").read_text() == "mine"


def test_a_bad_file_that_cannot_be_set_aside_is_never_written_over(fresh_store, capsys, monkeypatch):
    (fresh_store / "settings.json").write_bytes(b"{broken")

    def no_rename(*args):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(store.os, "rename", no_rename)
    assert store.load("settings.json", V) is None
    one_line_said(capsys, "cannot be set aside", "permission denied")
    assert not store.save("settings.json", V, {"scale": 3})
    one_line_said(capsys, "not saved")
    assert (fresh_store / "settings.json").read_bytes() == b"{broken"


def test_an_unwritable_folder_is_said_once_and_the_program_goes_on(fresh_store, capsys, monkeypatch):
    blocker = fresh_store / "blocker"
    blocker.write_text("a file where the folder should be")   # mkdir fails, even for root
    monkeypatch.setenv(store.FOLDER_ENV, str(blocker / "home"))
    assert store.load("settings.json", V) is None
    assert not store.save("settings.json", V, {"scale": 3})
    one_line_said(capsys, "cannot write", "going on without saving")
    assert not store.save("settings.json", V, {"scale": 4})
    assert not store.append_line("history.jsonl", V, {"game": "some_game"})
    assert capsys.readouterr().err == ""                      # said once only
    assert store.read_lines("history.jsonl", V) == []


def test_a_failed_write_leaves_the_old_file_and_no_litter(fresh_store, capsys, monkeypatch):
    store.save("settings.json", V, {"scale": 2})

    def killed(*args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(store.os, "replace", killed)
    assert not store.save("settings.json", V, {"scale": 5})
    one_line_said(capsys, "no space left")
    assert store.load("settings.json", V) == {"scale": 2}
    assert sorted(p.name for p in fresh_store.iterdir()) == ["settings.json"]


def test_a_write_goes_to_a_new_file_in_the_same_folder_then_is_renamed(fresh_store, monkeypatch):
    seen = []
    real_replace = os.replace

    def watch(source, target):
        seen.append((os.path.dirname(source), os.path.exists(source), os.path.getsize(source)))
        real_replace(source, target)
    monkeypatch.setattr(store.os, "replace", watch)
    store.save("settings.json", V, {"scale": 2})
    assert seen == [(str(fresh_store), True, (fresh_store / "settings.json").stat().st_size)]


@pytest.mark.parametrize("home", [None, "relative/home", "/no/such/place/anywhere"])
def test_a_missing_home_folder_is_said_and_nothing_is_kept(monkeypatch, capsys, home):
    monkeypatch.delenv(store.FOLDER_ENV)
    if home is None:
        monkeypatch.delenv("HOME", raising=False)
        monkeypatch.setattr(store.os.path, "expanduser", lambda path: path)   # no passwd entry either
    else:
        monkeypatch.setenv("HOME", home)
    assert store.folder() is None
    assert store.load("settings.json", V) is None
    assert not store.save("settings.json", V, {"scale": 3})
    assert not store.append_line("history.jsonl", V, {"game": "some_game"})
    assert store.read_lines("history.jsonl", V) == []
    one_line_said(capsys, "no home folder")


def test_the_users_folder_comes_from_platformdirs(monkeypatch, tmp_path):
    monkeypatch.delenv(store.FOLDER_ENV)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert store.folder() == tmp_path / "config" / "traditional-games"


# -- histories ---------------------------------------------------------------------------
def test_a_history_is_json_lines_appended_in_order(fresh_store, capsys):
    assert store.read_lines("history.jsonl", V) == []
    for n in range(3):
        assert store.append_line("history.jsonl", V, {"game": "some_game", "n": n})
    lines = (fresh_store / "history.jsonl").read_text().splitlines()
    assert [json.loads(line) for line in lines] == [{"format": V}] + [{"game": "some_game", "n": n} for n in range(3)]
    assert [r["n"] for r in store.read_lines("history.jsonl", V)] == [0, 1, 2]
    assert capsys.readouterr().err == ""


def test_damaged_lines_set_the_history_aside_and_keep_the_good_records(fresh_store, capsys):
    for n in range(3):
        store.append_line("history.jsonl", V, {"n": n})
    path = fresh_store / "history.jsonl"
    original = path.read_bytes() + b'{"n": 3, "resu'            # a write cut short
    path.write_bytes(original)
    assert [r["n"] for r in store.read_lines("history.jsonl", V)] == [0, 1, 2]
    one_line_said(capsys, "1 damaged line", "set aside")
    [aside] = aside_files(fresh_store, "history.jsonl")
    assert (fresh_store / aside).read_bytes() == original
    store.append_line("history.jsonl", V, {"n": 4})
    assert [r["n"] for r in store.read_lines("history.jsonl", V)] == [0, 1, 2, 4]


@pytest.mark.parametrize("content, words", [
    (b'{"format": 9}\n{"n": 1}\n', "newer version"),
    (b"not json\n", "format line"),
    (b"", "empty"),
])
def test_a_history_that_cannot_be_understood_is_set_aside_whole(fresh_store, capsys, content, words):
    (fresh_store / "history.jsonl").write_bytes(content)
    assert store.read_lines("history.jsonl", V) == []
    one_line_said(capsys, words, "set aside")
    [aside] = aside_files(fresh_store, "history.jsonl")
    assert (fresh_store / aside).read_bytes() == content
    assert store.append_line("history.jsonl", V, {"n": 2})
    assert store.read_lines("history.jsonl", V) == [{"n": 2}]


class Killed(BaseException):
    """The program killed at a file call: nothing after it runs (no clean-up either)."""


class FailingOs:
    """``os`` as the store sees it, with file call number ``at`` failing: with ``fault``
    (an OSError: the program goes on) or killed there (every later call fails too)."""

    def __init__(self, at, fault=None):
        self.at, self.fault, self.calls, self.dead, self.armed = at, fault, 0, False, False

    def __getattr__(self, name):
        real = getattr(os, name)
        if not callable(real) or name in ("fspath", "strerror"):
            return real

        def call(*args, **kwargs):
            if not self.armed:
                return real(*args, **kwargs)
            if self.dead:
                raise Killed()
            self.calls += 1
            if self.calls == self.at:
                if self.fault is None:
                    self.dead = True
                    raise Killed()
                raise self.fault
            return real(*args, **kwargs)
        return call


def a_damaged_history(folder):
    path = folder / "history.jsonl"
    path.write_bytes(b'{"format": 2}\n{"n": 0}\n{"n": 1}\n{"n": 2, "resu\n{"n": 3}\n')
    return path


@pytest.mark.parametrize("how", ["full disk", "killed"])
def test_repairing_a_history_hides_no_record_whichever_file_call_fails(fresh_store, monkeypatch, how):
    """A full disk (ENOSPC) or a kill at each file call the repair makes, in turn (once
    the history has been read): the good records are read then and in the next run, and
    the damaged line is kept somewhere."""
    path = a_damaged_history(fresh_store)
    original = path.read_bytes()
    read = store._read_bytes

    def then_arm(path):
        raw = read(path)
        store.os.armed = True
        return raw
    monkeypatch.setattr(store, "_read_bytes", then_arm)
    counting = FailingOs(at=0)
    monkeypatch.setattr(store, "os", counting)
    store.read_lines("history.jsonl", V)
    calls = counting.calls
    assert calls >= 5
    for at in range(1, calls + 1):
        for p in fresh_store.iterdir():
            p.unlink()
        a_damaged_history(fresh_store)
        store.forget()
        failing = FailingOs(at, OSError(28, "No space left on device") if how == "full disk" else None)
        monkeypatch.setattr(store, "os", failing)
        try:
            now = [r["n"] for r in store.read_lines("history.jsonl", V)]
        except Killed:
            now = None
        monkeypatch.setattr(store, "os", os)
        if now is not None:
            assert now == [0, 1, 3], at
        store.forget()                                      # the next run
        assert [r["n"] for r in store.read_lines("history.jsonl", V)] == [0, 1, 3], at
        kept = [p.read_bytes() for p in fresh_store.iterdir() if p.name.startswith("history.jsonl")]
        assert original in kept, at


def test_a_linked_history_is_replaced_by_a_file_never_written_through(fresh_store, tmp_path):
    outside = tmp_path / "elsewhere.jsonl"
    outside.write_bytes(b'{"format": 2}\n{"n": 0}\n')
    (fresh_store / "history.jsonl").symlink_to(outside)
    assert store.append_line("history.jsonl", V, {"n": 1})
    assert outside.read_bytes() == b'{"format": 2}\n{"n": 0}\n'          # as it was
    assert not (fresh_store / "history.jsonl").is_symlink()
    assert [r["n"] for r in store.read_lines("history.jsonl", V)] == [0, 1]
