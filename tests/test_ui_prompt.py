"""Prompt answers: Return is Yes, N is No; card names; refusals never raise."""
from hypothesis import given, strategies as st

from games.cards import Card
from games.ui.keys import DELETE, YES, BACK, Command
from games.ui.prompt import NO, CardEntry, LineEntry, Refusal, message_lines, pick_card, yes_no


def ch(c):
    return Command("char", c)


def test_yes_no():
    assert yes_no(YES) is True
    assert yes_no(ch("N")) is False
    assert yes_no(ch("Y")) is True
    assert isinstance(yes_no(ch("X")), Refusal)
    assert isinstance(yes_no(BACK), Refusal)


def test_a_long_message_takes_two_lines_broken_between_words():
    assert message_lines("Short.") == ["Short."]
    text = "You win a gammon: 2 points. Total: you +2, me -2 and on"
    first, second = message_lines(text)
    assert len(first) <= 40 and len(second) <= 40 and f"{first} {second}" == text
    assert all(len(line) <= 40 for line in message_lines("x" * 100))


def test_a_figure_is_never_left_alone_on_the_second_line():
    assert message_lines("Can't move 6 to 1 with 4 5: I hold point 1") == [
        "Can't move 6 to 1 with 4 5: I hold", "point 1"]
    assert message_lines("Return takes it, N draws from the stock.") == [
        "Return takes it, N draws from the stock."]


def test_the_dice_of_a_throw_are_never_split_between_the_lines():
    assert message_lines("Can't move from the bar to 17 with 4 4 4 4: enter your other piece first") == [
        "Can't move from the bar to 17 with", "4 4 4 4: enter your other piece first"]


def test_card_entry_by_function_key_and_letter():
    e = CardEntry()
    assert e.feed(Command("suit", "S")) is None and e.typed == "\u2660"
    assert e.feed(ch("5")) == Card.parse("S5")
    assert e.feed(ch("D")) is None
    assert e.feed(ch("T")) == Card.parse("DT")
    assert e.feed(ch("H")) is None and e.feed(ch("0")) == Card.parse("HT")


def test_card_entry_n_means_no_and_bad_keys_are_refused():
    e = CardEntry()
    assert e.feed(ch("N")) is NO
    assert isinstance(e.feed(ch("K")), Refusal)
    e.feed(ch("C"))
    assert isinstance(e.feed(ch("X")), Refusal)
    assert e.feed(DELETE) is None and e.suit == ""


def test_a_card_of_the_hand_by_the_key_under_it_or_by_name():
    hand = [Card.parse(c) for c in ("SA", "HK", "D2")]
    e = CardEntry()
    assert pick_card(e, ch("2"), hand, "123A") == Card.parse("HK")
    assert pick_card(e, ch("A"), hand, "123A").reason == "There is no card under that key"
    assert pick_card(e, ch("S"), hand, "123A") is None
    assert pick_card(e, ch("A"), hand, "123A") == Card.parse("SA")     # after a suit, A is the Ace
    assert pick_card(e, ch("C"), hand, "123A") is None
    assert pick_card(e, ch("2"), hand, "123A").reason == "You do not hold the Two of Clubs"
    assert pick_card(e, ch("N"), hand, "123A").reason == "The key under a card, or suit then value"


def test_line_entry():
    e = LineEntry("0123456789/ ", max_length=5, n_means_no=True)
    assert e.feed(ch("N")) is NO
    for c in "8/5":
        assert e.feed(ch(c)) is None
    assert isinstance(e.feed(ch("Q")), Refusal)
    e.feed(DELETE)
    assert e.feed(YES) == "8/"


COMMANDS = st.one_of(st.sampled_from([YES, BACK, DELETE, Command("suit", "H"), Command("left")]),
                     st.characters(min_codepoint=32, max_codepoint=0x2700).map(lambda c: ch(c.upper())))


@given(st.lists(COMMANDS, max_size=40))
def test_entries_never_raise(commands):
    card, line = CardEntry(), LineEntry("0123456789")
    for c in commands:
        answer = card.feed(c)
        assert answer is None or answer is NO or isinstance(answer, (Card, Refusal))
        answer = line.feed(c)
        assert answer is None or isinstance(answer, (str, Refusal))
