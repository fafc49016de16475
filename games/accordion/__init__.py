"""Accordion: the manual's patience, the computer's replay, and the solver challenge."""
from __future__ import annotations

import argparse
import random

from games.accordion.rules import AccordionState
from games.cards import shuffled_deck
from games.registry import GameInfo


def _new_state(rng: random.Random) -> AccordionState:
    return AccordionState(shuffled_deck(rng))


def _bench(argv: list[str]) -> int:
    from games.accordion.bench import main
    return main(argv)


GAME = GameInfo(
    name="accordion",
    title="Accordion",
    menu_key="A",
    new_state=_new_state,
    commands={"bench": _bench},
    zero_sum=False,
)
