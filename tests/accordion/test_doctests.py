import doctest

import pytest

from games.accordion import coach, onecard, postmortem, rules, simple, worker


@pytest.mark.parametrize("module", [rules, simple, worker, onecard, postmortem, coach], ids=lambda m: m.__name__)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
