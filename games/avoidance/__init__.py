"""Trick avoidance on the shared trick engine: Polignac, Slobberhannes, Short Hearts, and
Eleven Point Black Tile with dominoes.

A game is a :class:`~games.avoidance.variant.Variant` (its pack for each number of
seats, its trick rules, the points a card carries, its scoring); the rest is shared:

``hand``      one deal: passing, Polignac's capot, the tricks (:class:`Hand`, :class:`HandView`)
``game``      a game of hands with the deal going round (:class:`AvoidanceGame`, :class:`Settings`)
``moves``     ``Play`` (``SQ``), ``Pass`` (``pass SA SK SQ``), ``Bid`` (``capot``)
``players``   ``simple``, ``careful``, ``random``; ``computer`` the search
``defender``  ``defender``, the ducker that keeps a stopper and defends a moon or a capot
``rollout``   quick play-outs of guessed deals for the computer
``match``     a game's figures in a match (:mod:`games.match`) and its ``new_game``
``options``   the games' descriptor (:func:`~games.avoidance.options.trick_game`), their
              options and built-in players, read without loading the rules
"""
