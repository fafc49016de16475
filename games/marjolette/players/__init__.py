"""Computer players for Marjolette.

A player is any object with ``choose(view, rng) -> move``: ``view`` is a
:class:`games.marjolette.view.MarjoletteView` (never the opponent's hidden cards
nor the stock) and the move must be one of ``view.legal_moves``. Built-ins by name:
"""
BUILTINS = {
    "computer": "games.marjolette.players.computer:ComputerPlayer",
    "steady": "games.marjolette.players.steady:SteadyPlayer",
    "melder": "games.marjolette.players.melder:MelderPlayer",
    "simple": "games.marjolette.players.simple:SimplePlayer",
    "random": "games.marjolette.players.simple:RandomPlayer",
}
