"""Slobberhannes at the table (see :mod:`games.avoidance.scene`): beside each seat the
queen of spades it took, and "1st" and "Last" for the first and last tricks."""
from games.slobberhannes.rules import VARIANT
from games.avoidance.scene import TrickTableScene


class SlobberhannesScene(TrickTableScene):
    variant = VARIANT

    def penalty_marks(self, view, seat):
        marks = []
        if view.tricks and view.tricks[0].winner == seat:
            marks.append("1st")
        marks += super().penalty_marks(view, seat)
        if view.result is not None and view.tricks[-1].winner == seat:
            marks.append("Last")
        return marks
