"""The Table page's sentence for each action says who is alone truthfully: a lone defence
against a maker who kept a partner, a card given to a lone defender (call for best), and
an Écarté refusal after exchanges ("the hands as they are", not "as dealt"), a silent
Écarté "no declaration" seen from the other seat; and it says why a step happens (a stuck
dealer, a talon too small for another exchange) and each point once."""
from __future__ import annotations

from engine import ecarte, euchre
from ui import table_steps as T
from ui.games.ecarte import table as ecarte_table
from ui.games.euchre import table as euchre_table

HANDS = ("JH JD AH KH QS", "9C TC QC 9S TS", "AC KC 9D TD QD", "JC JS AS KS AD")


def _said(before, action: str) -> list[str]:
    return euchre_table.comment_lines(before, before.legal_actions()[[str(a) for a in
                                      before.legal_actions()].index(action)], before.apply(action))


def _railroad(*actions: str):
    hand = euchre.from_deal(euchre.preset("railroad"), dealer=3, hands=list(HANDS), upcard="9H",
                            kitty="TH QH KD")
    for a in actions:
        hand = hand.apply(a)
    return hand


def test_a_lone_defence_against_a_maker_with_a_partner():
    lines = _said(_railroad("order", "discard JC", "partner"), "defend alone")
    assert lines == ["West defends alone: their partner sits this deal out."]


def test_a_lone_defence_against_a_loner():
    lines = _said(_railroad("order", "discard JC", "alone"), "defend alone")
    assert lines == ["West defends alone against the lone player."]


def test_a_card_given_to_a_lone_defender_and_to_a_loner():
    # call for best: West defends alone against South's partnership, and East gives West
    # its best card; with South alone, North gives South its best card
    defence = _railroad("order", "discard JC", "partner", "defend alone")
    give = next(str(a) for a in defence.legal_actions())
    assert defence.current_player == 3
    assert _said(defence, give)[0].endswith("to their partner, who defends alone.")
    loner = _railroad("order", "discard JC", "alone", "defend", "defend")
    give = next(str(a) for a in loner.legal_actions())
    assert loner.current_player == 2
    assert _said(loner, give)[0].endswith("to their partner, who is going alone.")


def test_an_ecarte_refusal_after_exchanges_plays_the_hands_as_they_are():
    hand = ecarte.from_deal(ecarte.preset("classic"), 0, ["QC AC JD KD 8S", "9C JC 8H TH TS"],
                            "AH", "KH TD 9D 9H 7H TC QD KS QH 7D 8C AD JH 8D KC 7C JS 9S QS "
                            "AS 7S")
    for a in ("propose", "accept", "exchange 9C 8H", "exchange QC", "propose"):
        hand = hand.apply(a)
    refuse = next(a for a in hand.legal_actions() if str(a) == "refuse")
    line = ecarte_table.comment_lines(hand, refuse, hand.apply(refuse))[0]
    assert line.endswith("refuses: play begins with the hands as they are.")
    assert "as dealt" not in line


def test_a_silent_no_declaration_names_nobody_from_the_other_seats_view():
    # North (the elder) holds the K♥, hearts are trump, and stands; the engine hides its
    # "no declaration" from South, but South's view of the table read "North does not
    # declare the king.", which told South where the king was.
    hand = ecarte.from_deal(ecarte.preset("classic"), 0, ["QC AC JD KD 8S", "9C JC 8H KH TS"],
                            "AH", "TH TD 9D 9H 7H TC QD KS QH 7D 8C AD JH 8D KC 7C JS 9S QS "
                            "AS 7S").apply("stand")
    quiet = next(a for a in hand.legal_actions() if str(a) == "no declaration")
    after = hand.apply(quiet)
    assert not any(e.action == quiet for e in ecarte.observe(after, 0).history)   # hidden
    seen_by_south = ecarte_table.comment_lines(hand, quiet, after, seen_by=0)
    assert seen_by_south == ["Nothing is said about the king of trumps."]
    for seen_by in (None, 1):   # every hand open, and North's own view: North's choice
        assert ecarte_table.comment_lines(hand, quiet, after, seen_by=seen_by) == [
            "North does not declare the king."]


def test_the_dealer_stuck_under_stick_the_dealer_is_told_why_there_is_no_pass():
    # The seventh pass leaves East, the dealer, to name a suit: East's choices have no Pass,
    # and nothing said why.
    hand = euchre.from_deal(euchre.preset("stick_the_dealer"), dealer=3, hands=list(HANDS),
                            upcard="9H", kitty="TH QH KD")
    for _n in range(6):
        hand = hand.apply("pass")
    assert _said(hand, "pass") == [
        "North passes.", "Stick the Dealer: everyone else has passed twice, so the dealer may "
        "not pass and must name a suit."]
    stuck = hand.apply("pass")
    assert stuck.current_player == 3 and "pass" not in [str(a) for a in stuck.legal_actions()]
    # the same pass at a table without the rule: the deal goes on to East, who may pass
    free = euchre.from_deal(euchre.preset("standard"), dealer=3, hands=list(HANDS), upcard="9H",
                            kitty="TH QH KD")
    for _n in range(6):
        free = free.apply("pass")
    assert _said(free, "pass") == ["North passes."]


def test_exchanges_that_leave_too_few_cards_in_the_talon_say_play_begins():
    # Two rounds of five cards each leave one card in the talon: play began with no stand and
    # no refusal, and nothing said why South could not propose again.
    hand = ecarte.from_deal(ecarte.preset("classic"), 0, ["QC AC JD KD 8S", "9C JC 8H TH TS"],
                            "AH", "KH TD 9D 9H 7H TC QD KS QH 7D 8C AD JH 8D KC 7C JS 9S QS "
                            "AS 7S")
    said = []
    for step in ("propose", "accept", 5, 5, "propose", "accept", 5, 5):
        action = next(a for a in hand.legal_actions() if str(a) == step or (
            isinstance(step, int) and isinstance(a, ecarte.Exchange) and len(a.cards) == step))
        after = hand.apply(action)
        said.append(ecarte_table.comment_lines(hand, action, after))
        hand = after
    assert len(hand.talon) == 1 and hand.phase in (ecarte.Phase.DECLARE, ecarte.Phase.PLAY)
    assert said[-1][-1] == "The talon holds 1 card, too few for another exchange: play begins."
    assert all(len(lines) == 1 for lines in said[:-1])   # the exchanges before go on as usual


def test_the_end_of_an_ecarte_deal_says_each_point_once():
    # The K♥ turned up scores 1 for South, the dealer, at the deal; the last trick's sentence
    # listed every award of the deal again ("South scores 1 for the king of trumps turned
    # up." at the deal and at the end), and a class added it twice.
    hand = ecarte.from_deal(ecarte.preset("classic"), 0, ["QC AC JD KD 8S", "9C JC 8H TH TS"],
                            "KH", "AH TD 9D 9H 7H TC QD KS QH 7D 8C AD JH 8D KC 7C JS 9S QS "
                            "AS 7S")
    names = ecarte_table.seat_names(hand)
    king = "South scores 1 for the king of trumps turned up."
    assert king in ecarte_table.deal_lines(hand, names)
    states = T.states(hand, T.fill(hand, "ecarte", [], T.AT_LIMIT))
    said = [line for b, a in zip(states, states[1:])
            for line in ecarte_table.comment_lines(b, a.history[-1].action, a)]
    assert states[-1].is_over and king not in said
    points = [a.text_for(names) for a in states[-1].result.awards if a.code != "turned_king"]
    assert points and said[-len(points):] == points   # the point (or the vole) is said at the end
