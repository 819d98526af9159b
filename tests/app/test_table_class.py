"""The Table page as a teacher runs a class: the game changed on Home half-way through,
a deal that does not fit the set-up, and what the page says about it."""
from __future__ import annotations

import dataclasses

from engine import ecarte, euchre

from apphelp import app, no_exception, with_rules

# West (seat 1) deals; the J♦ is turned up (the Table's deal number 1).
EUCHRE_CODE = "EU-standard-1HOSTeFKNUVCLPcfDWXbdMEaGbA"
# The Table's deal number 2: "New Euchre deal" deals it on a fresh table, where number 1 lies.
EUCHRE_CODE_2 = "EU-standard-2OSUadFGKbfHMNXcCLTVWPeEDsA"


def shown(at, kind: str = "warning") -> str:
    """The messages of ``kind`` as a reader sees them (Markdown's escapes taken out)."""
    return " ".join(w.value for w in getattr(at, kind)).replace("\\", "")


def own_euchre_deal_then_ecarte_on_home():
    """A Euchre deal dealt with the page's own button, two actions in; then Écarté
    chosen on Home and the Table opened again."""
    at = app("table")
    at.button(key="tbl_deal").click().run()
    at.button(key="tbl_next").click().run()
    at.button(key="tbl_next").click().run()
    assert at.session_state["tbl_code"] == EUCHRE_CODE_2
    at.switch_page("ui/pages/home.py").run()
    at.button_group(key="home_game").set_value("ecarte").run()
    at.switch_page("ui/pages/table.py").run()
    no_exception(at)
    return at


def test_a_deal_of_the_other_game_is_named_by_its_button_not_called_a_link():
    # Before: "This deal is Euchre (from a link or a code); the Deal button deals Écarté…",
    # about a deal the teacher had dealt with the button, and no button reads "Deal".
    at = own_euchre_deal_then_ecarte_on_home()
    assert at.session_state["tbl_code"] == EUCHRE_CODE_2 and at.session_state["tbl_at"] == 2
    label = at.button(key="tbl_deal").label
    assert label == "New Écarté deal"
    notes = " ".join(c.value for c in at.caption)
    assert f"This deal is Euchre; the button “{label}” deals Écarté" in notes
    assert "from a link" not in notes and "the Deal button" not in notes


def test_copying_a_deal_of_the_other_game_says_which_game_it_is():
    # Before: "The deal on the table is not a Écarté deal under a named variant" ("a
    # Écarté"; and the deal is under a named variant: it is of the other game).
    at = own_euchre_deal_then_ecarte_on_home()
    at.button(key="tbl_su_copy").click().run()
    no_exception(at)
    said = shown(at)
    assert "The deal on the table is Euchre, not Écarté, so it cannot be copied" in said
    assert "Choose Euchre on Home to copy it." in said
    assert "a Écarté" not in said and "named variant" not in said
    assert at.session_state["tbl_code"] == EUCHRE_CODE_2   # the table is unchanged


def test_projector_mode_is_in_the_address_so_a_reload_keeps_it():
    # Before: the address kept the position but not projector mode, so a reload in class
    # (or the link opened on the classroom's computer) brought back the small cards.
    at = app(None, deal=EUCHRE_CODE, at="5")
    at.switch_page("ui/pages/table.py").run()
    at.toggle(key="tbl_projector").set_value(True).run()
    no_exception(at)
    assert at.query_params["projector"] == "1" and at.query_params["at"] == "5"
    address = {k: at.query_params[k] for k in ("deal", "at", "projector")}
    fresh = app(None, **address)   # a reload: a new session with the same address
    fresh.switch_page("ui/pages/table.py").run()
    no_exception(fresh)
    assert fresh.toggle(key="tbl_projector").value is True
    assert fresh.session_state["tbl_at"] == 5
    html = " ".join(m.value for m in fresh.markdown)
    assert 'class="tbl-view tbl-big"' in html and "eu-card lg" in html
    fresh.toggle(key="tbl_projector").set_value(False).run()   # off again: out of the address
    no_exception(fresh)
    assert "projector" not in fresh.query_params
    assert 'class="tbl-view tbl-big"' not in " ".join(m.value for m in fresh.markdown)


def test_a_reload_keeps_the_game_of_the_deal_on_the_table():
    # Before: the address held the deal but not the game, so a reload in class (a new
    # session, on Euchre) showed the Écarté deal beside "New Euchre deal" and a Euchre set-up.
    at = app(None, game="ecarte")
    at.switch_page("ui/pages/table.py").run()
    at.button(key="tbl_next").click().run()
    no_exception(at)
    assert at.session_state["tbl_code"].startswith("ECARTE-")
    assert at.query_params["game"] == "ecarte"
    address = {k: at.query_params[k] for k in ("deal", "at", "game")}
    fresh = app(None, **address)   # a reload: a new session with the same address
    fresh.switch_page("ui/pages/table.py").run()
    no_exception(fresh)
    assert fresh.session_state["tbl_code"] == address["deal"] and fresh.session_state["tbl_at"] == 1
    assert fresh.button(key="tbl_deal").label == "New Écarté deal"
    assert fresh.selectbox(key="tbl_su_preset").value == "classic"
    assert "This deal is" not in " ".join(c.value for c in fresh.caption)
    # a deal of the other game (dealt before Écarté was chosen on Home) leaves the game out,
    # so the address never turns the game chosen on Home back
    other = own_euchre_deal_then_ecarte_on_home()
    assert "game" not in other.query_params
    assert other.button(key="tbl_deal").label == "New Écarté deal"


def test_a_reload_keeps_the_variant_of_the_deal_on_the_table():
    # Before: after a reload, "New Euchre deal" dealt Standard Euchre beside a Cutthroat
    # deal, and the set-up offered four seats.
    at = app(None, preset="cutthroat")
    at.switch_page("ui/pages/table.py").run()
    no_exception(at)
    assert at.session_state["tbl_code"].startswith("EU-cutthroat-")
    assert at.query_params["preset"] == "cutthroat"
    fresh = app(None, **{k: at.query_params[k] for k in ("deal", "at", "game", "preset")})
    fresh.switch_page("ui/pages/table.py").run()
    no_exception(fresh)
    assert fresh.selectbox(key="tbl_su_preset").value == "cutthroat"
    fresh.button(key="tbl_deal").click().run()
    assert fresh.session_state["tbl_code"].startswith("EU-cutthroat-") and not fresh.warning
    # a Standard deal opened by its code under Cutthroat leaves the variant out of the address
    fresh.text_input(key="tbl_paste").input(EUCHRE_CODE)
    fresh.button(key="tbl_load").click().run()
    assert fresh.session_state["tbl_code"] == EUCHRE_CODE and "preset" not in fresh.query_params


def test_a_target_score_of_ones_own_deals_the_variant_without_a_warning():
    # Before: with Stick the Dealer played to 5 in Settings, the Table said "Custom rules
    # cannot travel in a deal code, so this deal is made under Standard…", dealt Standard
    # Euchre and set up Standard: the target score plays no part in one deal.
    at = with_rules("euchre", dataclasses.replace(euchre.preset("stick_the_dealer"), target_score=5))
    at.switch_page("ui/pages/table.py").run()
    no_exception(at)
    assert not at.warning
    assert at.session_state["tbl_code"].startswith("EU-stick_the_dealer-")
    assert at.selectbox(key="tbl_su_preset").value == "stick_the_dealer"
    at.button(key="tbl_deal").click().run()
    assert at.session_state["tbl_code"].startswith("EU-stick_the_dealer-") and not at.warning
    # rules a code cannot carry still fall back to Standard, and say so
    other = with_rules("euchre", dataclasses.replace(euchre.preset("stick_the_dealer"),
                                                     allow_alone=False))
    other.switch_page("ui/pages/table.py").run()
    assert other.session_state["tbl_code"].startswith("EU-standard-")
    assert "Custom rules cannot travel in a deal code" in shown(other)
    # Écarté for three to 7: the deal is three-handed, and so is the set-up (it was Classic)
    three = with_rules("ecarte", dataclasses.replace(ecarte.preset("three"), target_score=7))
    three.switch_page("ui/pages/table.py").run()
    no_exception(three)
    assert three.selectbox(key="tbl_su_preset").value == "three" and not three.warning


def test_a_visit_to_the_rules_page_keeps_projector_mode_the_view_and_the_deal_number():
    # Before: back from the Rules page, projector mode was off, every hand was shown to the
    # class (the teacher had shown North's alone) and the deal number was 1 again.
    at = app("table")
    at.toggle(key="tbl_projector").set_value(True).run()
    at.toggle(key="tbl_open").set_value(False).run()
    at.selectbox(key="tbl_viewseat").set_value(2).run()
    at.number_input(key="tbl_seed").set_value(7).run()
    at.button(key="tbl_deal").click().run()
    at.button(key="tbl_next").click().run()
    code = at.session_state["tbl_code"]
    for key in list(at.query_params):   # the menu leaves the address empty, as a browser shows
        at.query_params.pop(key)
    at.switch_page("ui/pages/rules.py").run()
    at.switch_page("ui/pages/table.py").run()
    no_exception(at)
    assert at.toggle(key="tbl_projector").value is True and at.toggle(key="tbl_open").value is False
    assert at.selectbox(key="tbl_viewseat").value == 2 and at.number_input(key="tbl_seed").value == 7
    assert at.session_state["tbl_code"] == code and at.session_state["tbl_at"] == 1
    html = " ".join(m.value for m in at.markdown)
    assert 'class="tbl-view tbl-big"' in html and '"tbl-seat">South' not in html
    assert at.query_params["projector"] == "1" and at.query_params["view"] == "2"
    # a link opened afterwards still says what it shows (no projector=1: small cards)
    at.query_params["deal"], at.query_params["at"] = EUCHRE_CODE, "3"
    at.query_params.pop("projector")
    at.run()
    assert at.session_state["tbl_code"] == EUCHRE_CODE and at.toggle(key="tbl_projector").value is False


def test_the_set_up_starts_under_the_variant_chosen_in_settings():
    # Before: with Cutthroat chosen in Settings, "New Euchre deal" dealt Cutthroat but "Set
    # up a deal" offered four seats of Standard Euchre.
    at = app(None, preset="cutthroat")
    at.switch_page("ui/pages/table.py").run()
    no_exception(at)
    assert at.selectbox(key="tbl_su_preset").value == "cutthroat"
    places = at.button_group(key="tbl_su_place").options
    assert places == ["South 0/5", "West 0/5", "East 0/5", "Upcard 0/1", "Kitty 0/8"]
    at.button(key="tbl_deal").click().run()
    assert at.session_state["tbl_code"].startswith("EU-cutthroat-")


def test_a_seat_that_sits_out_is_not_a_blank_view():
    # Three-handed Écarté: the dealer (here South, seat 0) is dealt no cards. Before, hiding
    # the other hands showed South's view by default, and the hands column was empty.
    from engine import ecarte
    from ui import table_steps as T
    code = T.deal_code("ecarte", ecarte.preset("three"), 3)
    start = T.start_of(code)
    assert start.dealer == 0 and not start.hands[0] and start.hands[1]
    at = app(None, game="ecarte", deal=code, at="0")
    at.switch_page("ui/pages/table.py").run()
    at.toggle(key="tbl_open").set_value(False).run()
    no_exception(at)
    assert at.session_state["tbl_viewseat"] == 1   # the first seat that holds cards
    html = " ".join(m.value for m in at.markdown)
    assert '"tbl-seat">West' in html and '"tbl-seat">East' not in html
    at.selectbox(key="tbl_viewseat").set_value(0).run()   # the dealer's own view, chosen
    no_exception(at)
    html = " ".join(m.value for m in at.markdown)
    assert "South holds no cards in this deal: choose another seat" in html


def test_a_refused_record_is_said_in_a_sentence_with_one_full_stop():
    # Before: "…the table is unchanged: line 4: 'Nroth' is not a seat at this table; the
    # seats are South, West, North, East" (no full stop), while a reason with its own full
    # stop ended with one.
    from engine.records import write_record
    from ui import table_steps as T
    start = T.start_of(EUCHRE_CODE)
    record = write_record(T.position(start, T.fill(start, "euchre", [], 8)))   # (plays too)
    at = app("table")
    said = []
    for typo in (record.replace("North:", "Nroth:", 1), record.replace("play ", "play X", 1)):
        at.text_area(key="tbl_rec_text").input(typo)
        at.button(key="tbl_rec_open").click().run()
        no_exception(at)
        said.append(shown(at))
    assert said[0].endswith("the seats are South, West, North, East."), said[0]
    assert "is not a card" in said[1] and said[1].endswith(".") and ".." not in said[1], said[1]
    assert at.session_state["tbl_code"] == EUCHRE_CODE and at.session_state["tbl_at"] == 0   # unchanged


def test_a_reload_keeps_the_deal_number():
    # Before: the address kept the deal but not the number in "Deal number": after a reload
    # in class deal 7 was on the table, the box said 1, and "New Euchre deal" dealt number 1
    # (the teacher's place in a prepared list of deals was lost).
    at = app("table")
    at.number_input(key="tbl_seed").set_value(7).run()
    at.button(key="tbl_deal").click().run()
    at.button(key="tbl_next").click().run()
    no_exception(at)
    code = at.session_state["tbl_code"]
    assert at.query_params["number"] == "7" and at.query_params["at"] == "1"
    address = {k: at.query_params[k] for k in ("deal", "at", "number")}
    fresh = app(None, **address)   # a reload: a new session with the same address
    fresh.switch_page("ui/pages/table.py").run()
    no_exception(fresh)
    assert fresh.number_input(key="tbl_seed").value == 7
    assert fresh.session_state["tbl_code"] == code and fresh.session_state["tbl_at"] == 1
    assert not fresh.warning
    assert ("It holds the moves you chose, whose view it is when not every hand is shown, "
            "projector mode and the deal number.") in " ".join(c.value for c in fresh.caption)
    fresh.button(key="tbl_deal").click().run()   # deal 7 is on the table: the next one
    assert fresh.number_input(key="tbl_seed").value == 8 and fresh.query_params["number"] == "8"
    assert fresh.session_state["tbl_code"] not in (code, EUCHRE_CODE, EUCHRE_CODE_2)
    # back to 1, the address leaves the number out (as it does for every first deal)
    fresh.number_input(key="tbl_seed").set_value(1).run()
    assert "number" not in fresh.query_params


def test_a_bad_deal_number_in_a_link_says_so_and_changes_nothing():
    for bad in ("abc", "0", "-3", "1000000001", "²"):
        at = app(None, deal=EUCHRE_CODE, at="2", number=bad)
        at.switch_page("ui/pages/table.py").run()
        no_exception(at)
        assert at.number_input(key="tbl_seed").value == 1
        assert at.session_state["tbl_code"] == EUCHRE_CODE and at.session_state["tbl_at"] == 2
        assert (f"The link's deal number “{bad}” is not a whole number from 1 to 1000000000, "
                "so the deal number box is unchanged.") in shown(at)


def test_a_link_with_a_deal_number_and_no_deal_deals_that_number():
    # Before: "?number=5" (or "?number=5&at=0") showed 5 in the box and deal 1 on the table.
    five = app("table", number="5")
    no_exception(five)
    assert five.number_input(key="tbl_seed").value == 5
    code = five.session_state["tbl_code"]
    assert code not in (EUCHRE_CODE, EUCHRE_CODE_2)
    # the same deal as "New Euchre deal" with 5 in the box gives on a fresh table
    other = app("table")
    other.number_input(key="tbl_seed").set_value(5).run()
    other.button(key="tbl_deal").click().run()
    assert other.session_state["tbl_code"] == code
    again = app("table", number="5", at="0")
    assert "The link names no deal" in shown(again) and again.session_state["tbl_code"] == code
