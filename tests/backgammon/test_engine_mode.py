"""Engine mode: Position ID and dice in, a legal play in standard notation out."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.backgammon.board import Position
from games.backgammon.engine_mode import run
from games.backgammon.notation import Play
from games.cli import main

ROOT = Path(__file__).resolve().parents[2]


def engine(lines: str, level: int = 2) -> list[str]:
    out = io.StringIO()
    assert run(level, io.StringIO(lines), out) == 0
    return out.getvalue().splitlines()


def test_good_lines_get_legal_plays():
    lines = ["4HPwATDgc/ABMA 3 1", "4HPwATDgc/ABMA 6 6", "4PPgASjgc/ABMA 5 2"]
    answers = engine("\n".join(lines) + "\n")
    assert len(answers) == 3
    for line, answer in zip(lines, answers):
        pid, d1, d2 = line.split()
        legal = Position.from_id(pid).legal_plays(int(d1), int(d2))
        assert Play.parse(answer) in legal


def test_bad_lines_get_errors_and_the_loop_goes_on():
    answers = engine("nonsense\n4HPwATDgc/ABMA 7 1\n4HPwATDgc/ABM! 3 1\n\n4HPwATDgc/ABMA x 1\n"
                     "4HPwATDgc/ABMA 2 1\n")
    assert len(answers) == 6
    assert all(a.startswith("error: ") for a in answers[:5])
    assert Play.parse(answers[5]) in Position.start().legal_plays(2, 1)


def test_no_legal_move_and_finished_games():
    closed = Position.from_id(Position(
        tuple([0] * 12 + [14] + [0] * 11 + [1]),
        tuple([2] * 6 + [0] * 18 + [0])).position_id())
    assert engine(f"{closed.position_id()} 6 6\n") == ["cannot move"]
    over = Position(tuple([0] * 25), tuple([1] + [0] * 24))
    assert engine(f"{over.position_id()} 6 6\n")[0].startswith("error: ")


def test_main_py_engine_flag_runs_without_a_window():
    result = subprocess.run([sys.executable, "main.py", "backgammon", "--engine", "--level", "1"],
                            input="4HPwATDgc/ABMA 3 1\nbad\n", capture_output=True, text=True,
                            cwd=ROOT, timeout=60)
    assert result.returncode == 0
    first, second = result.stdout.splitlines()
    assert Play.parse(first) in Position.start().legal_plays(3, 1) and second.startswith("error:")


def test_a_bad_position_id_on_the_command_line_is_refused():
    for bad in ("nonsense", "AAAAAAAAAAAAAA"):
        result = subprocess.run([sys.executable, "main.py", "backgammon", "--position", bad, "--no-boot",
                                 "--dump-text"], capture_output=True, text=True, cwd=ROOT, timeout=60)
        assert result.returncode == 2 and "--position" in result.stderr


def test_a_line_that_is_not_utf8_gets_an_error_and_the_loop_goes_on():
    out = io.StringIO()
    assert run(1, io.BytesIO(b"\xff\xfe 3 1\n4HPwATDgc/ABMA 3 1\n"), out) == 0
    assert out.getvalue().splitlines() == ["error: the line is not UTF-8 text", "8/5 6/5"]


def test_engine_mode_reads_bytes_whatever_the_locale():
    result = subprocess.run([sys.executable, "main.py", "backgammon", "--engine", "--level", "1"],
                            input=b"\xff 3 1\n\xc3\xa9 3 1\n4HPwATDgc/ABMA 3 1\n", capture_output=True, cwd=ROOT,
                            timeout=60, env={**os.environ, "PYTHONIOENCODING": "ascii", "LC_ALL": "C"})
    assert result.returncode == 0 and b"Traceback" not in result.stderr
    assert result.stdout.decode("ascii").splitlines() == [
        "error: the line is not UTF-8 text",
        "error: '\\xe9': a Position ID has 14 characters",
        "8/5 6/5"]


def test_a_long_bad_line_is_quoted_cut_short():
    long_id, long_die = "A" * 5000, "9" * 5000
    first, second = engine(f"{long_id} 3 1\n4HPwATDgc/ABMA {long_die} 1\n")
    assert len(first) < 80 and first.endswith("...: a Position ID has 14 characters")
    assert len(second) < 80 and second.startswith("error: dice must be numbers 1-6, not '999")


@pytest.mark.parametrize("option", [["--keys", "x"], ["--screenshot", "x.png"], ["--dump-text"],
                                    ["--no-boot"], ["--scale", "2"], ["--fullscreen"], ["--mute"],
                                    ["--scanlines"], ["--seed", "3"], ["--position", "4HPwATDgc/ABMA"],
                                    ["--match", "5"]])
def test_options_engine_mode_cannot_use_are_refused(capsys, option):
    with pytest.raises(SystemExit) as exit_:
        main(["backgammon", "--engine", *option])
    assert exit_.value.code == 2
    assert f"--engine cannot be used with {option[0]}" in capsys.readouterr().err


def test_a_padded_position_id_gets_an_error_and_the_next_line_an_answer():
    result = subprocess.run([sys.executable, "main.py", "backgammon", "--engine", "--level", "1"],
                            input="4HPwATDgc/AB== 3 1\n4HPwATDgc/ABMA 3 1\n", capture_output=True, text=True,
                            cwd=ROOT, timeout=60)
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert result.stdout.splitlines() == ["error: '4HPwATDgc/AB==' is not base64 (A-Z a-z 0-9 + / only)",
                                          "8/5 6/5"]


def test_a_padded_position_id_on_the_command_line_is_refused_with_status_2():
    result = subprocess.run([sys.executable, "main.py", "backgammon", "--position", "4HPwATDgc/AB==",
                             "--no-boot", "--dump-text"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "--position" in result.stderr and "not base64" in result.stderr


def test_any_line_gets_an_answer_or_an_error_and_nothing_else():
    import random
    rng = random.Random(4)
    words = ["4HPwATDgc/ABMA", "4HPwATDgc/AB==", "4PPgASjgc/ABMA==", "AAAAAAAAAAAAAA", "3", "1", "6", "0",
             "7", "-1", "x", "=", "\u0663", "", "1e3", "4HPwATDgc/ABMA 3"]
    first_play = lambda position, dice: str(position.legal_plays(*dice)[0])  # noqa: E731
    from games.backgammon.engine_mode import answer
    for _ in range(2000):
        line = " ".join(rng.choice(words) for _ in range(rng.randint(0, 4)))
        reply = answer(line, first_play)
        assert reply.startswith("error: ") or reply == "cannot move" or Play.parse(reply)


@pytest.mark.skipif(sys.platform == "win32", reason="Unix signals")
def test_ctrl_c_in_engine_mode_stops_quietly_with_status_130():
    import signal
    process = subprocess.Popen([sys.executable, "main.py", "backgammon", "--engine", "--level", "1"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               cwd=ROOT, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        process.stdin.write("4HPwATDgc/ABMA 3 1\n")
        process.stdin.flush()
        assert process.stdout.readline() == "8/5 6/5\n"          # it is reading its input now
        process.send_signal(signal.SIGINT)
        process.wait(timeout=60)          # stdin stays open: an end of input must not win the race
        err = process.stderr.read()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 130 and "Traceback" not in err


def test_a_line_longer_than_any_good_one_is_refused_without_being_kept_whole():
    from games.backgammon import engine_mode
    big = b"A" * (20 * engine_mode.LONGEST_LINE) + b" 3 1\n"
    reads = []

    class Watched(io.BytesIO):
        def readline(self, size=-1):
            reads.append(size)
            return super().readline(size)
    out = io.StringIO()
    assert run(1, Watched(big + b"4HPwATDgc/ABMA 3 1\n"), out) == 0
    assert out.getvalue().splitlines() == [engine_mode.TOO_LONG, "8/5 6/5"]
    assert reads and all(0 < size <= engine_mode.LONGEST_LINE + 1 for size in reads)   # never a whole line


def test_dice_are_plain_figures():
    [answer] = engine("4HPwATDgc/ABMA \u0663 1\n", level=1)
    assert answer.startswith("error: dice must be numbers 1-6")
