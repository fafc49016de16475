"""A plug-in module that must never be imported because a file named it (tests/test_trust.py)."""


class Player:
    def choose(self, view, rng):
        return view.legal_moves[0]

    def solve(self, deal, time_limit):
        return []
