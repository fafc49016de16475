"""The suite cannot fail by chance: Hypothesis runs the same examples every time."""
from hypothesis import given, settings, strategies as st

SEEN: list[int] = []


@given(st.integers(0, 10**9))
def _draw(n):
    SEEN.append(n)


def test_hypothesis_is_derandomised_without_a_deadline():
    assert settings.default.derandomize and settings.default.deadline is None
    assert settings.default.database is None      # no examples replayed from an earlier run


def test_two_runs_draw_the_same_examples():
    _draw()
    first = list(SEEN)
    SEEN.clear()
    _draw()
    assert SEEN == first
