"""What the players remember (the network's outputs, the bear-off ranks, the match
chances) never outgrows its bound, however many games are played."""
from games.backgammon import bearoff, matchplay, network
from games.backgammon.network import default_network
from games.memo import Memo


def test_the_networks_memo_of_outputs_forgets_once_full_and_never_passes_its_bound(monkeypatch):
    net = default_network()
    assert isinstance(net.cache, Memo) and net.cache.bound == network.CACHE_BOUND
    monkeypatch.setattr(net.cache, "bound", 20)     # the same memo, made small: a quick test
    net.cache.clear()
    opp = [0] * 25
    opp[5], opp[7], opp[12], opp[23] = 5, 3, 5, 2
    for point in range(24):
        for pieces in range(1, 4):
            me = [0] * 25
            me[point] = pieces
            assert len(net.outputs(me, opp)) == 5
            assert len(net.cache) <= 20


def test_the_bear_off_ranks_remember_every_count_they_use_within_their_bound():
    bearoff._count.cache_clear()
    for home in list(bearoff.all_homes())[::7]:
        bearoff.index(home)
    info = bearoff._count.cache_info()
    assert info.maxsize is not None and info.currsize <= info.maxsize
    assert info.misses == info.currsize          # nothing worked out twice


def test_the_match_chances_remember_every_score_of_the_longest_match_within_their_bound():
    matchplay.match_winning_chance.cache_clear()
    for away in range(1, matchplay.MAX_LENGTH + 1):
        for other in range(1, matchplay.MAX_LENGTH + 1):
            for crawford in (False, True):
                assert 0 <= matchplay.match_winning_chance(away, other, crawford) <= 1
    info = matchplay.match_winning_chance.cache_info()
    assert info.maxsize == matchplay.WINNING_CHANCES
    assert info.misses == info.currsize <= info.maxsize      # all kept: nothing worked out twice
    for beyond in range(1, 20_000):                           # scores far past any match's end
        matchplay.match_winning_chance(-beyond, 1)
    assert matchplay.match_winning_chance.cache_info().currsize <= info.maxsize
