"""Computer players for Piquet.

A player is any object with ``choose(view, rng) -> move``: ``view`` is a
:class:`games.piquet.view.PiquetView` (never the opponent's hidden cards) and
the move must be one of ``view.legal_moves``. Built-ins by name:
"""
BUILTINS = {
    "computer": "games.piquet.players.computer:ComputerPlayer",
    "simple": "games.piquet.players.simple:SimplePlayer",
    "rulebased": "games.piquet.players.rulebased:RuleBasedPlayer",
    "sampler": "games.piquet.players.sampler:SamplerPlayer",
    "random": "games.piquet.players.simple:RandomPlayer",
    "mixed": "games.piquet.players.mixed:MixedPlayer",
}
