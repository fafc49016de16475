"""``simple``: Jacoby's advice as rules of thumb, without looking ahead.

A card is judged by its suit's chance of taking the trick (leading, Spades and
Hearts beat two suits of four, Diamonds and Clubs one; receiving, each also takes
its own suit) and by its number: good if it bears a piece off for this side
should it win, bad if it bears one off for the opponent should he win; a Queen
gives the winner nothing, so it goes to the tricks likely lost. The move bears
off the most pieces, then leaves the most numbers able to bear off (spread
against null chips), then its pieces as low as possible.
"""
from __future__ import annotations

import random

from games.marrakesh.moves import PlayCard
from games.marrakesh.players.computer import shortlist
from games.marrakesh.players.rollout import Round, card_of, code, rule_card
from games.marrakesh.view import MarrakeshView


class SimplePlayer:
    def choose(self, view: MarrakeshView, rng: random.Random):
        legal = view.legal_moves
        if not isinstance(legal[0], PlayCard):
            return shortlist(view.sides[view.seat], legal, 1)[0]
        table = Round(view.sides, view.ovals, [[], []], [], [], view.leader, view.settings.purple)
        table.hands[view.seat] = [code(c) for c in view.hand]
        return PlayCard(card_of(rule_card(table, view.seat, rng)))
