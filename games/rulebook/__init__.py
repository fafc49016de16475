"""The rules of each game, short enough for the help screen (the ``?`` key).

Each game's module holds ``RULES``: a summary of its chapter's Rules section in
MANUAL.md (which stays the full account). Mark-up: paragraphs are separated by a
blank line; a paragraph beginning ``# `` is a heading; lines beginning ``- `` are
points of a list; a paragraph beginning ``|`` is a small table, kept as written
(at most 38 characters a line). Plain text, in modules, so that the one-file
executable carries it with the code.
"""
from __future__ import annotations

from games.rulebook import (accordion, backgammon, blacktile, gin_rummy, marjolette, marrakech,
                            marrakesh, piquet, polignac, short_hearts, slobberhannes)

# By the game's command-line name (GameInfo.name).
RULES = {
    "accordion": accordion.RULES, "gin": gin_rummy.RULES, "piquet": piquet.RULES,
    "backgammon": backgammon.RULES, "marrakesh": marrakesh.RULES, "marrakech": marrakech.RULES,
    "marjolette": marjolette.RULES, "polignac": polignac.RULES, "slobberhannes": slobberhannes.RULES,
    "hearts": short_hearts.RULES, "blacktile": blacktile.RULES,
}

CABINET = """
# The cabinet

The games of two cassettes: Tape One, D. K. Barker-Hahlo's four of 1983 (keys 1 to 4), and Tape Two's seven (keys A to G). Press a game's key, or move the highlight with the arrows and press Return. Escape from a game comes back here.

# Answering

Return means Yes (and enters what you have typed); N means No; Y is Yes too. Cards are named by suit, F1 to F4 or S H D C, then value, A 2-9 T J Q K. Delete takes back what you were typing. A key that makes no sense now is refused with a beep and a reason, and nothing changes.

The ? key shows this help in every game: the keys its question takes, and the game's rules. MANUAL.md tells the whole of each game.
"""


def rules_for(name: str) -> str:
    """The rules of the game called ``name``, or the cabinet's page for one without its own."""
    return RULES.get(name, CABINET)
