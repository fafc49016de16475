"""Players for Marrakesh.

A player is any object with ``choose(view, rng) -> move``: ``view`` is a
:class:`games.marrakesh.view.MarrakeshView` (never the opponent's hand, the
stock, or a lead still face down) and the move must be one of ``view.legal_moves``.
Built-ins by name:
"""
BUILTINS = {
    "computer": "games.marrakesh.players.computer:ComputerPlayer",
    "quick": "games.marrakesh.players.computer:QuickComputer",
    "reader": "games.marrakesh.players.computer:ReaderComputer",
    "previous": "games.marrakesh.players.computer:PreviousComputer",
    "simple": "games.marrakesh.players.simple:SimplePlayer",
    "greedy": "games.marrakesh.players.greedy:GreedyPlayer",
    "random": "games.marrakesh.players.solitaire:SolitairePlayer",
}
