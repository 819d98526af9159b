"""The Table page for a teacher: a hand set up by clicking cards, links that carry the
teacher's own moves and a seat's view, and hand records out and in."""
from __future__ import annotations

import streamlit as st

from engine import ecarte, euchre
from engine.ai import make_bot
from engine.cards import parse_cards
from engine.records import read_record, write_record
from ui import table_steps as T

from apphelp import app, no_exception

# East (seat 3) deals; hearts are turned up (the 9♥).
EUCHRE_DEAL = dict(dealer=3, hands=["JH JD AH KH QS", "9C TC QC 9S TS", "AC KC 9D TD QD",
                                    "JC JS AS KS AD"], upcard="9H", kitty="TH QH KD")


def table_app(game: str, **query):
    at = app(None, game=game)
    for k, v in query.items():
        at.query_params[k] = v
    at.switch_page("ui/pages/table.py")
    at.run()
    no_exception(at)
    return at


def page_hand(at):
    ss = at.session_state
    return T.position(T.start_of(ss["tbl_code"]), ss["tbl_actions"][:ss["tbl_at"]])


def shown(at, kind: str = "warning") -> str:
    """The messages of ``kind`` as a reader sees them (Markdown's escapes taken out)."""
    return " ".join(w.value for w in getattr(at, kind)).replace("\\", "")


def click_cards(at, text: str) -> None:
    for card in text.split():
        at.button(key=f"tbl_su_c_{card}").click().run()
        no_exception(at)


def to_place(at, key: str) -> None:
    at.button_group(key="tbl_su_place").set_value(key).run()


def test_a_euchre_hand_set_up_by_clicks_is_the_engines_deal():
    at = table_app("euchre")
    at.selectbox(key="tbl_su_preset").set_value("standard").run()
    at.selectbox(key="tbl_su_dealer").set_value(3).run()
    # Each place fills in turn: South, West, North, East, the upcard, the kitty.
    for cards in EUCHRE_DEAL["hands"] + [EUCHRE_DEAL["upcard"], EUCHRE_DEAL["kitty"]]:
        click_cards(at, cards)
    assert at.text_input(key="tbl_su_t_seat1").value == "9C TC QC 9S TS"
    at.button(key="tbl_su_start").click().run()
    no_exception(at)
    expected = euchre.from_deal(euchre.preset("standard"), **EUCHRE_DEAL)
    assert at.session_state["tbl_code"] == euchre.encode_deal(expected)
    assert at.session_state["tbl_at"] == 0 and page_hand(at) == expected
    assert "on the table" in shown(at, "success")


def test_an_ecarte_hand_from_a_few_clicks_and_a_random_rest():
    at = table_app("ecarte")
    at.number_input(key="tbl_seed").set_value(7).run()
    click_cards(at, "KH QH 7C 8D 9S")          # South's hand (South deals: North is elder)
    to_place(at, "turnup")
    click_cards(at, "8H")
    at.button(key="tbl_su_random").click().run()
    at.button(key="tbl_su_start").click().run()
    no_exception(at)
    hand = page_hand(at)
    assert set(hand.hands[0]) == set(parse_cards("KH QH 7C 8D 9S"))
    assert str(hand.turnup) == "8H" and len(hand.talon) == 21
    first = at.session_state["tbl_code"]
    # The same seed gives the same rest: clearing and doing it again deals the same hand.
    at.button(key="tbl_su_clear").click().run()
    to_place(at, "seat0")
    click_cards(at, "KH QH 7C 8D 9S")
    to_place(at, "turnup")
    click_cards(at, "8H")
    at.button(key="tbl_su_random").click().run()
    at.button(key="tbl_su_start").click().run()
    assert at.session_state["tbl_code"] == first


def test_clicking_a_taken_card_moves_it_and_a_full_place_refuses_a_card():
    at = table_app("euchre")
    click_cards(at, "JH")
    to_place(at, "seat1")
    click_cards(at, "JH")                      # South's J♥ moves to West
    assert at.text_input(key="tbl_su_t_seat0").value == ""
    assert at.text_input(key="tbl_su_t_seat1").value == "JH"
    to_place(at, "upcard")
    click_cards(at, "9H")
    to_place(at, "upcard")
    click_cards(at, "TH")                      # the upcard place holds one card
    assert "already has 1 card" in shown(at)
    assert at.text_input(key="tbl_su_t_upcard").value == "9H"


def test_a_card_twice_is_refused_with_the_engines_reason_and_the_table_is_unchanged():
    at = table_app("euchre")
    before = (at.session_state["tbl_code"], list(at.session_state["tbl_actions"]))
    at.button(key="tbl_su_random").click().run()
    south = at.text_input(key="tbl_su_t_seat0").value.split()
    west = at.text_input(key="tbl_su_t_seat1").value.split()
    at.text_input(key="tbl_su_t_seat1").input(" ".join([south[0]] + west[1:])).run()
    at.button(key="tbl_su_start").click().run()
    no_exception(at)
    card = parse_cards(south[0])[0]
    assert f"the {card.display} is dealt twice" in shown(at)
    assert (at.session_state["tbl_code"], at.session_state["tbl_actions"]) == before


def test_a_short_hand_and_a_card_not_in_the_pack_are_refused_naming_them():
    at = table_app("euchre")
    at.button(key="tbl_su_random").click().run()
    west = at.text_input(key="tbl_su_t_seat1").value.split()
    at.text_input(key="tbl_su_t_seat1").input(" ".join(west[1:])).run()
    at.button(key="tbl_su_start").click().run()
    assert "West has 4 cards; each player gets 5" in shown(at)
    at.text_input(key="tbl_su_t_seat1").input(" ".join(west[1:] + ["7C"])).run()
    at.button(key="tbl_su_start").click().run()
    assert "the 7♣ is not in the 24-card pack" in shown(at)
    at.text_input(key="tbl_su_t_seat1").input("JH XX").run()   # not cards: nothing changes
    assert "is not a list of cards" in shown(at)
    assert at.text_input(key="tbl_su_t_seat1").value == " ".join(west[1:] + ["7C"])


def test_an_ecarte_card_not_in_the_piquet_pack_is_refused_in_plain_words():
    # Before: "the deal cannot be written as a code: the 2♣ is not in the piquet32 deck."
    # (the engine dealt the 2♣, and only the deal code's writer refused it, in its own words)
    at = table_app("ecarte")
    before = at.session_state["tbl_code"]
    at.button(key="tbl_su_random").click().run()
    hand = at.text_input(key="tbl_su_t_seat0").value.split()
    at.text_input(key="tbl_su_t_seat0").input(" ".join(["2C"] + hand[1:])).run()
    at.button(key="tbl_su_start").click().run()
    no_exception(at)
    said = shown(at)
    assert "This set-up cannot be dealt, so the table is unchanged: the 2♣ is not in the " \
           "32-card pack (7 to ace)." in said, said
    assert "piquet32" not in said and at.session_state["tbl_code"] == before


def test_the_hand_on_the_table_can_be_copied_into_the_set_up():
    at = table_app("euchre")
    hand = page_hand(at)
    at.button(key="tbl_su_copy").click().run()
    south = at.text_input(key="tbl_su_t_seat0").value
    assert set(parse_cards(south)) == set(hand.hands[0])
    at.button(key="tbl_su_start").click().run()
    assert page_hand(at) == hand


def test_step_forward_and_back_through_a_set_up_hand():
    at = table_app("euchre")
    at.selectbox(key="tbl_su_dealer").set_value(3).run()
    for cards in EUCHRE_DEAL["hands"] + [EUCHRE_DEAL["upcard"], EUCHRE_DEAL["kitty"]]:
        click_cards(at, cards)
    at.button(key="tbl_su_start").click().run()
    for _ in range(4):
        at.button(key="tbl_next").click().run()
    at.button(key="tbl_back").click().run()
    no_exception(at)
    bot = make_bot("intermediate", "euchre")
    hand = euchre.from_deal(euchre.preset("standard"), **EUCHRE_DEAL)
    for _ in range(3):
        hand = hand.apply(bot.choose(euchre.observe(hand, hand.current_player)))
    assert at.session_state["tbl_at"] == 3 and page_hand(at) == hand


def bots_choice(hand, game: str) -> str:
    mod = {"euchre": euchre, "ecarte": ecarte}[game]
    return str(make_bot("intermediate", game).choose(mod.observe(hand, hand.current_player)))


def test_a_link_carries_the_teachers_own_moves_to_a_fresh_session():
    for game in ("euchre", "ecarte"):
        at = table_app(game)
        start = page_hand(at)
        # The teacher plays what the computer would not, then lets it play on.
        other = next(a for a, _w in T.legal_choices(start, game) if a != bots_choice(start, game))
        at.selectbox(key="tbl_choice_0").set_value(other).run()
        at.button(key="tbl_play").click().run()
        for _ in range(3):
            at.button(key="tbl_next").click().run()
        at.button(key="tbl_back").click().run()
        no_exception(at)
        link = {k: at.query_params[k] for k in ("deal", "at", "acts")}
        assert link["at"] == "3" and link["acts"].split(".")[0] == other.replace(" ", "_")
        fresh = table_app(game, **link)
        assert fresh.session_state["tbl_actions"][:3] == at.session_state["tbl_actions"][:3]
        assert page_hand(fresh) == page_hand(at)
        assert not fresh.warning
        fresh.button(key="tbl_next").click().run()   # the line goes on as it did
        assert fresh.session_state["tbl_actions"][:4] == at.session_state["tbl_actions"][:4]


def test_a_tampered_move_in_a_link_gives_a_message_and_the_deal():
    code = T.deal_code("euchre", euchre.preset("standard"), 5)
    at = table_app("euchre", deal=code, at="2", acts="pass.play_JK")
    assert "move 2 of the link, “play JK”, cannot be played" in shown(at)
    assert at.session_state["tbl_code"] == code and at.session_state["tbl_at"] == 0
    assert "<" not in shown(at)


def test_a_link_from_one_seats_view_shows_only_that_hand_and_keeps_the_view():
    code = T.deal_code("euchre", euchre.preset("standard"), 4)
    at = table_app("euchre", deal=code, at="0", view="2")
    html = " ".join(m.value for m in at.markdown)
    assert '"tbl-seat">North' in html and '"tbl-seat">South' not in html
    assert at.query_params["view"] == "2"
    at.button(key="tbl_last").click().run()
    fresh = table_app("euchre", **{k: at.query_params[k] for k in ("deal", "at", "view")})
    assert fresh.session_state["tbl_viewseat"] == 2 and not fresh.session_state["tbl_open"]
    # The dealer's discard is face down: the log of North's view does not name it.
    hand = page_hand(fresh)
    discards = [e for e in hand.history if e.action.kind.value == "discard" and e.seat != 2]
    log = " ".join(m.value for m in fresh.markdown if "tbl-log" in m.value)
    assert discards, "this deal has a discard by a seat other than North"
    for e in discards:
        assert f"the {e.action.card.display} face down" not in log
        assert "discards a card face down" in log
    bad = table_app("euchre", deal=code, at="0", view="9")
    assert "is not at this table" in shown(bad) and bad.session_state["tbl_open"]


def test_download_gives_the_engines_record_of_this_position(monkeypatch):
    seen = []
    real = st.download_button

    def spy(*args, **kwargs):
        seen.append(kwargs.get("data"))
        return real(*args, **kwargs)

    monkeypatch.setattr(st, "download_button", spy)
    at = table_app("ecarte")
    for _ in range(4):
        at.button(key="tbl_next").click().run()
    assert seen[-1] == write_record(page_hand(at))
    assert read_record(seen[-1]) == page_hand(at)


def test_a_record_with_a_broken_line_is_refused_and_nothing_changes():
    at = table_app("euchre")
    for _ in range(2):
        at.button(key="tbl_next").click().run()
    before = (at.session_state["tbl_code"], list(at.session_state["tbl_actions"]),
              at.session_state["tbl_at"])
    hand = euchre.from_deal(euchre.preset("standard"), **EUCHRE_DEAL)
    # South leads first after the bidding: "play 9C" on line 4 is not South's card.
    record = "\n".join(["# a broken record", f"deal: {euchre.encode_deal(hand)}",
                        "South: order", "East: discard AD", "South: partner",
                        "South: play 9C"]) + "\n"
    at.text_area(key="tbl_rec_text").input(record).run()
    at.button(key="tbl_rec_open").click().run()
    no_exception(at)
    assert "line 6:" in shown(at) and "could not be opened" in shown(at)
    assert (at.session_state["tbl_code"], at.session_state["tbl_actions"],
            at.session_state["tbl_at"]) == before
    good = record.replace("South: play 9C", "South: play JH")
    at.text_area(key="tbl_rec_text").input(good).run()
    at.button(key="tbl_rec_open").click().run()
    assert page_hand(at) == read_record(good) and at.session_state["tbl_at"] == 4


def switch_game(at, game: str) -> None:
    """Choose ``game`` on Home, as a teacher does, and come back to the Table."""
    at.switch_page("ui/pages/home.py").run()
    at.button_group(key="home_game").set_value(game).run()
    no_exception(at)
    assert at.session_state["game"] == game
    at.switch_page("ui/pages/table.py").run()
    no_exception(at)


def test_each_games_set_up_is_kept_when_the_game_is_switched_on_home():
    # before: a Euchre set-up half done, then a look at Écarté from Home, and back to
    # Euchre: every placed card was gone (one set-up for both games, started afresh)
    at = table_app("euchre")
    at.selectbox(key="tbl_su_dealer").set_value(3).run()
    click_cards(at, "JH JD AH")
    switch_game(at, "ecarte")
    click_cards(at, "KH QH")
    assert at.text_input(key="tbl_su_t_seat0").value == "KH QH"
    switch_game(at, "euchre")
    assert at.text_input(key="tbl_su_t_seat0").value == "JH JD AH"
    assert at.selectbox(key="tbl_su_dealer").value == 3
    switch_game(at, "ecarte")
    assert at.text_input(key="tbl_su_t_seat0").value == "KH QH"
