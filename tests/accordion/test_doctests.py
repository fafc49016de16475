import doctest

import pytest

from games.accordion import onecard, postmortem, rules, simple, worker


@pytest.mark.parametrize("module", [rules, simple, worker, onecard, postmortem], ids=lambda m: m.__name__)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
