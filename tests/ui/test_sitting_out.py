"""A seat that sits out (a loner's partner, Écarté's third player) says so on the table
in words, not only with a face-down card that looks like a card played."""
from engine.cards import parse_cards
from ui.cards import table_html


def test_a_seat_sitting_out_says_so_in_words():
    names = ["South", "West", "North", "East"]
    nine = parse_cards("9H")[0]
    html = table_html(names, {2: nine}, out=[3])
    seat = html[html.index('<div class="seat e">'):html.index('<div class="mid">')]
    assert 'aria-label="East sits out"' in seat          # the back, for screen readers
    assert '<span class="nm out" aria-hidden="true">sits out</span>' in seat   # and for eyes
    assert "sits out" not in html[:html.index('<div class="seat e">')]   # nobody else


def test_a_seat_that_holds_no_cards_shows_no_card_back():
    # Three-player Écarté: the dealer sits out holding no cards. A card back there read as a
    # hand held (or a card played face down): the words alone, read by screen readers too.
    names = ["South", "West", "East"]
    html = table_html(names, {}, out=[1], out_hold_cards=False)
    seat = html[html.index('<div class="seat w">'):html.index('<div class="seat e">')]
    assert "back" not in seat and "eu-card" not in seat, seat
    assert '<span class="nm out">sits out</span>' in seat
    assert "sits out" not in html.replace(seat, "")


def test_the_table_page_shows_no_card_back_for_ecartes_sitting_out_dealer():
    # the Table page and the guided deal drew the back the Play page had dropped
    from engine import ecarte
    from ui.games.ecarte.table import table_html as ecarte_table

    hand = ecarte.deal(ecarte.preset("three"), dealer=1, seed=3)
    html = ecarte_table(hand, ["South", "West", "East"], "sm", False)
    seat = html[html.index('<div class="seat w">'):html.index('<div class="seat e">')]
    assert "back" not in seat and "eu-card" not in seat, seat
    assert '<span class="nm out">sits out</span>' in seat
