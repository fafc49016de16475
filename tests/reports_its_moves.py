"""A Marrakech player for the tests of signals: a legal move at random, each one reported
on stderr as it is chosen, so that a test knows the game is under way; from its second
move on it takes a moment over each, so that the game is still going when the signal comes."""
import random
import sys
import time


class ReportsItsMoves:
    moves = 0

    def choose(self, view, rng: random.Random):
        ReportsItsMoves.moves += 1
        print(f"move {ReportsItsMoves.moves}", file=sys.stderr, flush=True)
        if ReportsItsMoves.moves >= 2:
            time.sleep(0.3)
        return rng.choice(view.legal_moves)
