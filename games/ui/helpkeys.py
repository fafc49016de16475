"""What the help screen says about keys: the lines for naming a card, and the names of
keys in short ("1-9 0 A B", "A 2-9 T J Q K"); the suit keys' names come from the key
table, so they follow it. The questions (games.ui.question) list their keys with these."""
from __future__ import annotations

from games.cards import RANKS, SUITS
from games.ui.keys import Command, key_names

KeyLines = list[tuple[str, str]]     # (keys, what they do); keys "" for a line of its own


def card_keys(what: str, suit_keys: bool, labels: str = "", word: str = "card", ranks: str = RANKS) -> KeyLines:
    """The lines for naming a card to do ``what`` with it: by the key under it (``labels``,
    in the order of the cards shown) and, while the suit keys are live, by suit then value
    (one of ``ranks``, the values of the game's pack)."""
    keys = [("", f"Name a {word} to {what}:")]
    if labels:
        keys.append((label_keys(labels), f"the key under the {word}"))
    if suit_keys:
        keys += [(f"{suit_key_names()} S H D C", "or its suit" if labels else "the suit of a card"),
                 (value_keys(ranks), "then its value"), ("Delete", "take back the suit")]
    return keys


def suit_key_names() -> str:
    """The keys the table gives the suits, shortly: "F1-F4" as it stands."""
    names = [name for suit in SUITS for name in key_names(Command("suit", suit))]
    return f"{names[0]}-{names[-1]}" if names == [f"F{i}" for i in range(1, 5)] else " ".join(names)


def label_keys(labels: str) -> str:
    """The keys under the cards, shortly.

    >>> label_keys("1234567890AB"), label_keys("123456"), label_keys("12")
    ('1-9 0 A B', '1-6', '1 2')
    """
    digits = len(labels) - len(labels.lstrip("123456789"))
    run = [f"1-{labels[digits - 1]}"] if digits > 2 else list(labels[:digits])
    return " ".join(run + list(labels[digits:]))


def value_keys(ranks: str) -> str:
    """The value keys of a pack of ``ranks``, shortly, in the order the keys are listed
    everywhere (Ace first).

    >>> value_keys("A23456789TJQK"), value_keys("789TJQKA"), value_keys("A23456Q")
    ('A 2-9 T J Q K', 'A 7-9 T J Q K', 'A 2-6 Q')
    """
    keys = [rank for rank in RANKS if rank in ranks]
    words: list[str] = []
    i = 0
    while i < len(keys):
        j = i
        while j + 1 < len(keys) and keys[j + 1].isdigit() and keys[j].isdigit() and int(keys[j + 1]) == int(keys[j]) + 1:
            j += 1
        words.append(f"{keys[i]}-{keys[j]}" if j - i >= 2 else " ".join(keys[i:j + 1]))
        i = j + 1
    return " ".join(words)
