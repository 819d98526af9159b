"""What the Table page says about a move, read as a teacher reads it aloud: the computer
player's reason ("The computer player's advice to South: …") must fit the cards (no "don't trump" to a player
who cannot trump, no "partner" where there are no partnerships, no "1 trumps"), and the
sentence at the deal says what the deal itself did."""
from __future__ import annotations

from html import unescape
import re

from engine import ecarte, euchre

from apphelp import app, no_exception


def thinking(code: str, at: int, game: str, acts: str = "") -> str:
    """The computer player's reason line of the Table page at ``at`` actions of the line
    (``acts``: the teacher's first moves, as a link carries them; the bots' after them)."""
    page = app(None, game=game)
    page.query_params["deal"], page.query_params["at"] = code, str(at)
    if acts:
        page.query_params["acts"] = acts
    page.switch_page("ui/pages/table.py")
    page.run()
    no_exception(page)
    lines = [m.value for m in page.markdown if 'class="tbl-why"' in m.value]
    assert len(lines) == 1, lines
    return unescape(re.sub(r"<[^>]+>", "", lines[0])).strip()


# West deals and turns up the 9♣ (Cutthroat: no partnerships); East and South pass, the
# teacher has West pick it up and throw the K♥ (the intermediate passes three trumps without
# the right bower or an off-suit ace), East leads the A♠ and South, with spades, follows.
CUTTHROAT = euchre.encode_deal(euchre.from_deal(
    euchre.preset("cutthroat"), dealer=1,
    hands=["AD JH 9S TS QS", "TC AC 9D JD KH", "KD TH JS KS AS"],
    upcard="9C", kitty="AH JC KC QH 9H QC QD TD"))

# West deals the J♦; North orders it up. In trick 2 West leads the Q♥, North trumps with the
# 10♦, East follows, and South, holding the 9♥ and 10♥, must follow hearts too.
STANDARD = euchre.encode_deal(euchre.from_deal(
    euchre.preset("standard"), dealer=1,
    hands=["AC KD 9H TH KS", "QC 9D QD JH QH", "9C TD AD JS AS", "TC KH AH TS QS"],
    upcard="JD", kitty="JC 9S KC"))

# North deals and turns up the Q♦ (diamonds trump); North refuses South's proposal and
# South declares the K♦. With two cards left South leads its one trump, the K♦, the
# highest (a lone trump that a higher one could take is kept: ``ecarte_keep_lone_trump``).
ECARTE = ecarte.encode_deal(ecarte.from_deal(
    ecarte.preset("classic"), dealer=1, hands=["TC QC 8D KD 7S", "8C 9D QH KH JS"],
    turnup="QD", talon="JD AH 7H TS KC AC QS 7D 8S 7C 9S 9C KS JH AS TH TD JC 8H 9H AD"))


def test_cutthroat_calls_the_ally_the_other_defender_not_a_partner():
    # before: "South's thinking: Your partner is winning the trick with the A♠: don't trump
    # your partner's winner…" (Cutthroat has no partners, and South had spades to follow)
    line = thinking(CUTTHROAT, 6, "euchre", acts="pass.pass.order.discard_KH")
    assert line == ("The computer player's advice to South: “The other defender is winning "
                    "the trick with the A♠: play your lowest card, the 9♠.”")


def test_a_player_who_must_follow_suit_is_not_told_not_to_trump():
    # (the teacher has North order it up: the computer player would pass the J♦ to an
    # opposing dealer without the left bower)
    line = thinking(STANDARD, 11, "euchre", acts="order")
    assert line == ("The computer player's advice to South: “Your partner is winning the "
                    "trick with the 10♦: play your lowest card, the 9♥.”")


def test_one_trump_is_singular():
    # before: "Lead trump: with 1 trumps draw your opponent's.", then "with 1 trump draw
    # your opponent's." (no comma, and "opponent's" what?), then "your one trump draws one
    # of your opponent's." (said too of a trump a higher one could take)
    line = thinking(ECARTE, 10, "ecarte")
    assert line == ("The computer player's advice to South: “Lead trump: no higher trump is "
                    "out, so your K♦ takes the trick.”")


def test_a_reason_said_to_its_player_is_framed_as_advice_to_that_seat():
    # before: "South's thinking: The A♠ is your only legal card." ("your" after a third
    # person); the bots' reasons speak to their player, at every kind of step (bids,
    # discards, proposals, exchanges, plays), so the frame names the seat they speak to.
    said_you = 0
    for code, game, steps in ((STANDARD, "euchre", (1, 2, 6, 11)), (ECARTE, "ecarte", (1, 3, 10))):
        for at in steps:
            line = thinking(code, at, game)
            head, _colon, said = line.partition(": “")
            assert re.fullmatch(r"The computer player's advice to (South|West|North|East)", head), line
            assert said.endswith("”"), line
            said_you += bool(re.search(r"\byour?\b", said, re.I))
    assert said_you >= 3   # the steps chosen include reasons that say "you" or "your"


def test_the_deal_code_field_shows_a_code_of_the_game_chosen():
    # before: an Écarté table suggested "EU-standard-0…", a Euchre code
    for game, start in (("euchre", "EU-standard-"), ("ecarte", "ECARTE-classic-")):
        page = app("table", game=game)
        no_exception(page)
        assert page.text_input(key="tbl_paste").placeholder == start + "…"
    # ...and of the variant chosen: it said "EU-standard-…" with Cutthroat chosen
    for game, preset, start in (("euchre", "cutthroat", "EU-cutthroat-"),
                                ("euchre", "british", "EU-british-"),
                                ("ecarte", "three", "ECARTE-three-")):
        page = app("table", game=game, preset=preset)
        no_exception(page)
        assert page.text_input(key="tbl_paste").placeholder == start + "…"


def deal_sentence(code: str, game: str) -> str:
    page = app(None, game=game)
    page.query_params["deal"], page.query_params["at"] = code, "0"
    page.switch_page("ui/pages/table.py")
    page.run()
    no_exception(page)
    html = next(m.value for m in page.markdown if 'class="tbl-now"' in m.value)
    return unescape(re.search(r'class="tbl-now"[^>]*>(.*?)</p>', html).group(1))


def test_three_player_ecarte_says_who_sits_out_and_scores_the_king_turned_up_at_the_deal():
    # before: "East deals. South is first to act." (East takes no part; West's point for
    # the turned king was only mentioned at the end of the hand)
    code = ecarte.encode_deal(ecarte.from_deal(
        ecarte.preset("three"), dealer=2, hands=["7C JC 7H 9H 8S", "AC 9D JH QS AS", ""],
        turnup="KD", talon="8H KH JS AD JD QD TS 8C 7S KC TH 7D 8D QH AH QC 9S TD KS 9C TC"))
    assert deal_sentence(code, "ecarte") == (
        "East deals and sits out this deal; West plays the dealer's part. South is first to "
        "act. West scores 1 for the king of trumps turned up.")


def test_the_benny_turned_up_is_said_at_the_deal():
    # before: "North deals. North is first to act." (no word of why there is no bidding)
    code = euchre.encode_deal(euchre.from_deal(
        euchre.preset("british"), dealer=2,
        hands=["JC KD AD 9H KS", "JD QD AH QS AS", "9C AC 9D TD JH", "QC KC KH TS JS"],
        upcard="JK", kitty="QH TH TC 9S"))
    assert deal_sentence(code, "euchre") == (
        "North deals and turns up the Benny: there is no bidding in this deal; North names trump "
        "and takes the Benny.")


def test_the_benny_turned_up_is_called_the_benny_in_the_chips_too():
    # before: the felt showed the Benny and the sentence said "turns up the Benny", but the
    # chip above read "Upcard: Joker"
    code = euchre.encode_deal(euchre.from_deal(
        euchre.preset("british"), dealer=2,
        hands=["JC KD AD 9H KS", "JD QD AH QS AS", "9C AC 9D TD JH", "QC KC KH TS JS"],
        upcard="JK", kitty="QH TH TC 9S"))
    for at_ in ("0", "3"):   # at the deal, and in the play (the chip stays)
        page = app(None, game="euchre")
        page.query_params["deal"], page.query_params["at"] = code, at_
        page.switch_page("ui/pages/table.py").run()
        no_exception(page)
        html = " ".join(m.value for m in page.markdown)
        assert '<span class="eu-chip">Upcard: Benny</span>' in html and "Upcard: Joker" not in html
    # any other upcard is written as before
    plain = app(None, game="euchre", deal="EU-standard-1HOSTeFKNUVCLPcfDWXbdMEaGbA", at="0")
    plain.switch_page("ui/pages/table.py").run()
    assert '<span class="eu-chip">Upcard: J♦</span>' in " ".join(m.value for m in plain.markdown)
