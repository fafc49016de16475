"""A player for Polignac, Slobberhannes and Short Hearts that plays its lowest legal card.

    python main.py match hearts --player examples.lowest_card:Lowest --player simple --players 4 --games 8
"""
RANKS = "789TJQKA"


class Lowest:
    def choose(self, view, rng):
        if view.phase != "play":
            return view.legal_moves[-1]    # passing: the last set listed; capot: "no capot"
        return min(view.legal_moves, key=lambda move: RANKS.index(move.card.rank))
