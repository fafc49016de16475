"""What is left of the first match front: the match harness is now :mod:`games.match`."""
from games.match.command import positive_int

__all__ = ["positive_int"]
