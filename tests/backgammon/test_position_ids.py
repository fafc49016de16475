"""Position IDs from outside (a command line, engine mode's input) give a position or InvalidPositionId, never anything else."""
from __future__ import annotations

import base64
import random

import pytest

from games.backgammon.board import InvalidPositionId, Position

DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
ODD = "= \t\n!-_.é\x00\u2028"
GOOD = ["4HPwATDgc/ABMA", "4PPgASjgc/ABMA", "sGfwATDgc/ABMA"]


def read(text: str):
    """The position ``text`` stands for, or None when it is refused as it must be."""
    try:
        return Position.from_id(text)
    except InvalidPositionId:
        return None


def mutations(rng: random.Random, good: str) -> str:
    chars = list(good)
    kind = rng.randrange(5)
    if kind == 0:
        chars[rng.randrange(len(chars))] = rng.choice(DIGITS + ODD)
    elif kind == 1:
        chars[rng.randrange(len(chars)):] = "=" * rng.randint(1, 4)
    elif kind == 2:
        chars.insert(rng.randrange(len(chars) + 1), rng.choice(DIGITS + ODD))
    elif kind == 3:
        del chars[rng.randrange(len(chars)):]
    else:
        chars.extend("=" * rng.randint(1, 3))
    return "".join(chars)


def test_a_position_id_padded_inside_its_14_characters_is_refused_not_crashed_on():
    for text in ("4HPwATDgc/AB==", "4HPwATDgc/ABM=", "4HPwATDgc/====", "=============="):
        with pytest.raises(InvalidPositionId, match="not base64"):
            Position.from_id(text)


def test_the_padded_16_character_form_is_the_same_id():
    assert Position.from_id("4HPwATDgc/ABMA==") == Position.start()
    with pytest.raises(InvalidPositionId):
        Position.from_id("4HPwATDgc/ABMA=A")


def test_any_string_gives_a_position_or_a_clean_refusal():
    rng = random.Random(27)
    positions = 0
    for _ in range(4000):
        if rng.random() < 0.5:
            text = mutations(rng, rng.choice(GOOD))
        else:
            text = "".join(rng.choice(DIGITS + ODD) for _ in range(rng.randint(0, 18)))
        position = read(text)
        if position is not None:
            positions += 1
            assert Position.from_id(position.position_id()) == position
            assert sum(position.me) <= 15 and sum(position.opp) <= 15
    assert positions > 100   # the fuzzing reached the decoder, not only the length check


def test_any_ten_bytes_give_a_position_or_a_clean_refusal():
    rng = random.Random(1983)
    for _ in range(3000):
        key = bytes(rng.randrange(256) for _ in range(10))
        text = base64.b64encode(key).decode("ascii")[:14]
        position = read(text)
        if position is not None:
            assert position.position_id() == text
